import { createRequestHandler } from '@remix-run/express'
import { type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type Request as ExpressRequest, type Response as ExpressResponse, type RequestHandler } from 'express'
import morgan from 'morgan'
import { i18next } from '#app/i18n/i18next.server.ts'
import { isForeignOrigin } from '#app/services/auth.server.ts'
import { type Config } from '#core/config.ts'
import { type DatabaseHandle, pingDatabase } from '#core/db/client.ts'
import { feedHealth } from '#core/models/feeds.ts'
import { latestHeartbeat } from '#core/models/worker-heartbeats.ts'
import { pageCache } from './page-cache.ts'
import { assignNonce, contentSecurityPolicy, securityHeaders } from './security.ts'

export type ServerAppOptions = {
	config: Config
	database: DatabaseHandle
	/** The production build, or (dev) a function that loads it through Vite on each request. */
	build: ServerBuild | (() => Promise<ServerBuild>)
	/** Dev only: Vite's middleware, which serves source modules and HMR. */
	viteMiddleware?: RequestHandler
	clientDir?: string
}

/**
 * `GET /healthz`: 200 with the database, the worker's last beat and, per site, the state of its
 * feeds (how many are read, how many had a coverage gap in the last day or are overdue, whether
 * the site's request budget keeps up); 503 with a reason when the database is down.
 */
export function healthHandler(database: DatabaseHandle): RequestHandler {
	return async (_req, res) => {
		res.set('Cache-Control', 'no-store')
		const ping = await pingDatabase(database.pool)
		if (!ping.ok) {
			res.status(503).json({ ok: false, db: 'down', reason: ping.reason })
			return
		}
		const lastBeat = await latestHeartbeat(database.db).catch(() => null)
		const sites = await feedHealth(database.db, new Date()).catch(() => null)
		res.json({ ok: true, db: 'ok', worker: { lastBeatAt: lastBeat?.toISOString() ?? null }, sites })
	}
}

/**
 * This request's own origin, derived exactly as @remix-run/express builds `request.url`
 * (protocol and hostname honour `trust proxy`; the port comes from X-Forwarded-Host or Host),
 * so the rule below and `assertSameOrigin` in the routes agree.
 */
function ownOrigin(req: ExpressRequest): string {
	const portOf = (header: string | undefined) => Number.parseInt(header?.split(':')[1] ?? '', 10)
	const port = [portOf(req.get('X-Forwarded-Host')), portOf(req.get('Host'))].find(Number.isSafeInteger)
	return new URL(`${req.protocol}://${req.hostname}${port === undefined ? '' : `:${port}`}`).origin
}

const escapeHtml = (text: string) =>
	text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses a state-changing request (POST, PUT, PATCH, DELETE) that a browser sent from another
 * site, for every route at once: 403 with a message in the visitor's language (language cookie,
 * then Accept-Language), as a page for a form and as `{message}` for everything else. Without it
 * Remix's own check would answer a cross-site document POST with a bare 500. A request with no
 * Origin (webhooks, server-to-server calls) or `null` passes, as in `assertSameOrigin`.
 */
export function refuseCrossSiteWrites(config: Pick<Config, 'APP_URL'>): RequestHandler {
	return (req, res, next) => {
		if (!unsafeMethods.has(req.method)) return next()
		let foreign: boolean
		try {
			foreign = isForeignOrigin(req.get('Origin'), ownOrigin(req), config.APP_URL)
		} catch {
			// A Host header no URL can be built from: not a request from our own pages either.
			foreign = true
		}
		if (!foreign) return next()
		refuse(req, res, 403, 'auth:errors.origin').catch(next)
	}
}

/** Largest request body the app reads: forms and JSON calls are small; webhooks are a few kB. */
export const maxBodyBytes = 1024 * 1024

/**
 * Refuses a body announced larger than `maxBodyBytes` with 413 before anything reads it, so an
 * unauthenticated request (the webhooks are open to all) cannot fill the server's memory.
 */
export function refuseLargeBodies(limit = maxBodyBytes): RequestHandler {
	return (req, res, next) => {
		const length = Number(req.get('Content-Length') ?? 0)
		if (!Number.isFinite(length) || length <= limit) return next()
		res.set('Connection', 'close')
		refuse(req, res, 413, 'common:errors.tooLarge').catch(next)
	}
}

/**
 * Answers a refused request in the visitor's language (language cookie, then Accept-Language):
 * a small page for a browser form, `{message}` for everything else.
 */
async function refuse(req: ExpressRequest, res: ExpressResponse, status: number, messageKey: string) {
	const headers = new Headers()
	for (const name of ['Cookie', 'Accept-Language']) {
		const value = req.get(name)
		if (value) headers.set(name, value)
	}
	// Only the language is read from it: the URL does not matter.
	const request = new Request('http://localhost/', { headers })
	const [locale, t] = await Promise.all([i18next.getLocale(request), i18next.getFixedT(request, ['auth', 'common'])])
	const message = t(messageKey)
	res.status(status).set('Cache-Control', 'no-store')
	if (req.accepts(['json', 'html']) === 'html') {
		res.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
		res.type('html').send(
			`<!doctype html><html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">` +
				`<meta name="viewport" content="width=device-width, initial-scale=1">` +
				`<title>${escapeHtml(t('common:app.name'))}</title></head>` +
				`<body><main><h1>${escapeHtml(message)}</h1>` +
				`<p><a href="/">${escapeHtml(t('common:errors.backHome'))}</a></p></main></body></html>`,
		)
	} else {
		res.json({ message })
	}
}

/**
 * Seconds anonymous public pages are served from memory (0: off). Never under Vite, whose
 * modules change under it. 30 s by default in production: the pages show live capacity
 * figures, which a visitor should not see more than half a minute late (the browser may keep
 * the page for the rest of its max-age of 60 s; the cache sends `Age`, so never longer).
 */
export function pageCacheSeconds(config: Pick<Config, 'PAGE_CACHE_SECONDS' | 'isProduction'>, isDev: boolean): number {
	if (isDev) return 0
	return config.PAGE_CACHE_SECONDS ?? (config.isProduction ? 30 : 0)
}

export function createServerApp(options: ServerAppOptions) {
	const { config, database } = options
	const app = express()
	app.disable('x-powered-by')
	// Only a proxy that is really there may name the client: otherwise X-Forwarded-For would let
	// anyone pick the address the rate limits count against.
	app.set('trust proxy', config.TRUST_PROXY)

	app.get('/healthz', healthHandler(database))

	app.use(compression())
	// Log the path only: query strings can carry one-time tokens.
	if (config.LOG_LEVEL !== 'silent' && config.LOG_LEVEL !== 'error') {
		app.use(
			morgan((tokens, req, res) =>
				[
					tokens.method?.(req, res),
					(req.originalUrl ?? req.url ?? '').split('?')[0],
					tokens.status?.(req, res),
					`${tokens['response-time']?.(req, res)} ms`,
				].join(' '),
			),
		)
	}
	const cspOptions = { isProduction: config.isProduction, isDev: Boolean(options.viteMiddleware) }
	app.use(securityHeaders(cspOptions))
	app.use(assignNonce)
	app.use(refuseCrossSiteWrites(config))
	app.use(refuseLargeBodies())

	const cacheSeconds = pageCacheSeconds(config, Boolean(options.viteMiddleware))
	const cache = cacheSeconds > 0 ? pageCache({ maxSeconds: cacheSeconds }) : undefined
	// A copy of a page is served before the static files, which would look at the disk first.
	if (cache) app.use(cache.serve)

	if (options.viteMiddleware) {
		app.use(options.viteMiddleware)
	} else if (options.clientDir) {
		app.use(
			'/assets',
			express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: '1y' }),
		)
		app.use(express.static(options.clientDir, { maxAge: '1h' }))
	}
	if (cache) app.use(cache.keep)

	app.all(
		'*',
		createRequestHandler({
			build: options.build,
			mode: config.isProduction ? 'production' : 'development',
			getLoadContext: (req, res) => ({
				clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
				config,
				db: database.db,
				cspNonce: res.locals.cspNonce as string,
				contentSecurityPolicy: (nonce: string) => contentSecurityPolicy(nonce, cspOptions),
			}),
		}),
	)
	return app
}
