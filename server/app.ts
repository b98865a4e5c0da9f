import { readdirSync } from 'node:fs'
import { type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type Request as ExpressRequest, type Response as ExpressResponse, type RequestHandler } from 'express'
import morgan from 'morgan'
import { i18next } from '#app/i18n/i18next.server.ts'
import { isForeignOrigin } from '#app/services/auth.server.ts'
import { type Config } from '#core/config.ts'
import { type DatabaseHandle, pingDatabase } from '#core/db/client.ts'
import { createLogger } from '#core/logger.ts'
import { feedHealth } from '#core/models/feeds.ts'
import { isFreshBeat, latestHeartbeat } from '#core/models/worker-heartbeats.ts'
import { adminSitesHandler, requireAdmin } from './admin.ts'
import { pageCache } from './page-cache.ts'
import { precompressedFiles } from './precompressed-files.ts'
import { drainRequest, remixHandler } from './remix-handler.ts'
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
 * `GET /healthz`: the web's own readiness. 200 with the database, the worker's last beat and
 * whether it is fresh (`worker.ok`), and, per site, the state of its feeds (how many are read, how
 * many had a coverage gap in the last day or are overdue, whether the site's request budget keeps
 * up, its fetch mode and its circuit breaker: closed, open until when, or half-open); 503 when the database is down (why, in the log). A stale worker shows here but does not fail
 * it: the site still serves, and taking web machines out of rotation would not bring a worker
 * back. `GET /healthz/worker` is the check that fails for it.
 */
export function healthHandler(database: DatabaseHandle, options: { heartbeatSeconds: number; config?: Config }): RequestHandler {
	return async (_req, res) => {
		const worker = await workerState(database, options, res)
		if (!worker) return
		const sites = await feedHealth(database.db, new Date(), options.config).catch(() => null)
		res.json({ ok: true, db: 'ok', worker, sites })
	}
}

/**
 * `GET /healthz/worker`: 200 while some worker has beaten within three heartbeat intervals,
 * 503 otherwise (no worker, every worker stale, or no database to tell).
 */
export function workerHealthHandler(database: DatabaseHandle, options: { heartbeatSeconds: number; config?: Config }): RequestHandler {
	return async (_req, res) => {
		const worker = await workerState(database, options, res)
		if (worker) res.status(worker.ok ? 200 : 503).json(worker)
	}
}

/**
 * The workers' freshest beat, or null once a 503 is sent because the database cannot tell. The
 * check is public, so the driver's reason (host, role, database names) goes to the log only.
 */
async function workerState(database: DatabaseHandle, options: { heartbeatSeconds: number; config?: Config }, res: Parameters<RequestHandler>[1]) {
	res.set('Cache-Control', 'no-store')
	const ping = await pingDatabase(database.pool)
	if (!ping.ok) {
		createLogger('health', options.config?.LOG_LEVEL).error('the database does not answer', { reason: ping.reason })
		res.status(503).json({ ok: false, db: 'down' })
		return null
	}
	const lastBeat = await latestHeartbeat(database.db).catch(() => null)
	return { ok: isFreshBeat(lastBeat, options.heartbeatSeconds), lastBeatAt: lastBeat?.toISOString() ?? null }
}

/**
 * This request's own origin, derived exactly as @remix-run/express builds `request.url`
 * (protocol and hostname honour `trust proxy`; the port comes from X-Forwarded-Host or Host),
 * so the rule below judges the origin the routes' requests carry.
 */
function ownOrigin(req: ExpressRequest): string {
	const portOf = (header: string | undefined) => Number.parseInt(header?.split(':')[1] ?? '', 10)
	const port = [portOf(req.get('X-Forwarded-Host')), portOf(req.get('Host'))].find(Number.isSafeInteger)
	return new URL(`${req.protocol}://${req.hostname}${port === undefined ? '' : `:${port}`}`).origin
}

const escapeHtml = (text: string) =>
	text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Callers that prove themselves by a signature over the body, never by the visitor's cookies. */
const signedWebhooks = new Set(['/api/stripe/webhook', '/api/telegram/webhook'])

export type CrossSiteVerdict = 'pass' | 'foreign' | 'hidden'

/**
 * Whether a state-changing request may go on, from what the browser says about where it came
 * from. `Sec-Fetch-Site` is set by the browser itself and cannot be forged by a page:
 * `cross-site` is refused; `same-origin` and `none` (typed or bookmarked) pass unless an Origin
 * names another site. Without it, Origin decides: `null` (a sandboxed frame, a data: URL, a
 * no-referrer page: exactly what a login forgery uses) is refused, and so is a missing Origin
 * when a cookie rides along, since only a browser sends our cookies. A request with neither
 * Origin nor cookie (a webhook, a server-to-server call) carries no one's session and passes.
 * `Sec-Fetch-Mode` alone does not mark a browser: Node's fetch sends it on every call.
 */
export function crossSiteVerdict(
	headers: { origin?: string; secFetchSite?: string; cookie?: string },
	ownOrigin: string,
	appUrl?: string,
): CrossSiteVerdict {
	const { origin, secFetchSite, cookie } = headers
	let foreign: boolean
	try {
		foreign = isForeignOrigin(origin, ownOrigin, appUrl)
	} catch {
		foreign = true
	}
	if (foreign) return 'foreign'
	const site = secFetchSite?.trim().toLowerCase()
	if (site === 'cross-site') return origin && origin !== 'null' ? 'foreign' : 'hidden'
	if (site === 'same-origin' || site === 'none') return 'pass'
	if (origin === 'null') return 'hidden'
	if (!origin && (site === 'same-site' || cookie)) return 'hidden'
	return 'pass'
}

/**
 * Refuses a state-changing request (POST, PUT, PATCH, DELETE) that a browser sent from another
 * site, or from a page whose origin it withheld, for every route at once (`crossSiteVerdict`):
 * 403 with a message in the visitor's language (language cookie, then Accept-Language), as a
 * page for a form and as `{message}` for everything else. Without it Remix's own check would
 * answer a cross-site document POST with a bare 500 and let a `?_data` post through. The signed
 * webhooks are left to their signatures.
 */
export function refuseCrossSiteWrites(config: Pick<Config, 'APP_URL'>): RequestHandler {
	return (req, res, next) => {
		if (!unsafeMethods.has(req.method) || signedWebhooks.has(req.path)) return next()
		let own: string
		try {
			own = ownOrigin(req)
		} catch {
			// A Host header no URL can be built from: not a request from our own pages either.
			return refuse(req, res, 403, 'auth:errors.origin').catch(next)
		}
		const verdict = crossSiteVerdict(
			{ origin: req.get('Origin'), secFetchSite: req.get('Sec-Fetch-Site'), cookie: req.get('Cookie') },
			own,
			config.APP_URL,
		)
		if (verdict === 'pass') return next()
		refuse(req, res, 403, verdict === 'foreign' ? 'auth:errors.origin' : 'auth:errors.originHidden').catch(next)
	}
}

/**
 * 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. Only the socket's own peer counts: a forwarded
 * header is whatever the client wrote.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
	if (!address) return false
	const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
	return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1'
}

/**
 * The development pages show every user's mail and alerts: only a request from this machine
 * sees them, in every mode; anyone else gets the 404 of a page that does not exist. The routes
 * check `context.loopback` again, for a path Express and Remix might match differently.
 */
export const developmentPagesOnLoopback: RequestHandler = (req, res, next) => {
	if (!/^\/dev(\/|$)/i.test(req.path) || isLoopbackAddress(req.socket.remoteAddress)) return next()
	refuse(req, res, 404, 'common:errors.notFoundText').catch(next)
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

/** How long a refused request's remaining body is read and dropped before the answer and the close. */
const refusedBodyLingerMs = 2_000

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
	await drainRequest(req, refusedBodyLingerMs)
	res.status(status).set('Cache-Control', 'no-store')
	// The body was not read: closing is the only way the next request on this connection starts clean.
	if (!req.complete) res.set('Connection', 'close')
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
 * The top-level files of the client build (the favicon, what public/ holds), served before Remix.
 * Only a path whose first segment names one of them goes to the disk: for any other (every page,
 * every API call) express.static would look, fail, and build an error with a stack trace, some
 * 0.5 ms of CPU a request (docs/decisions/023-render-speed.md). The build does not change while
 * the server runs.
 */
export function clientFiles(clientDir: string): RequestHandler {
	const serve = express.static(clientDir, { maxAge: '1h' })
	let names: Set<string>
	try {
		names = new Set(readdirSync(clientDir))
	} catch {
		names = new Set()
	}
	return (req, res, next) => {
		let first: string
		try {
			first = decodeURIComponent(req.path.split('/')[1] ?? '')
		} catch {
			return next()
		}
		return names.has(first) ? serve(req, res, next) : next()
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
	// First, so that every answer carries them: the health checks and the admin endpoint, mounted
	// before the logging and the compression, as much as the pages, the files and the 404.
	const cspOptions = { isProduction: config.isProduction, isDev: Boolean(options.viteMiddleware) }
	app.use(securityHeaders(cspOptions))

	app.get('/healthz', healthHandler(database, { heartbeatSeconds: config.WORKER_HEARTBEAT_SECONDS, config }))
	app.get('/healthz/worker', workerHealthHandler(database, { heartbeatSeconds: config.WORKER_HEARTBEAT_SECONDS, config }))
	app.get('/api/admin/sites', requireAdmin(config), adminSitesHandler(database, config))

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
	app.use(developmentPagesOnLoopback)
	app.use(refuseCrossSiteWrites(config))
	app.use(refuseLargeBodies())

	const cacheSeconds = pageCacheSeconds(config, Boolean(options.viteMiddleware))
	const cache = cacheSeconds > 0 ? pageCache({ maxSeconds: cacheSeconds }) : undefined
	// A copy of a page is served before the static files, which would look at the disk first.
	if (cache) app.use(cache.serve)

	if (options.viteMiddleware) {
		app.use(options.viteMiddleware)
	} else if (options.clientDir) {
		const assets = `${options.clientDir}/assets`
		const forever = { immutable: true, maxAge: '1y' }
		app.use('/assets', precompressedFiles(assets, forever), express.static(assets, forever))
		app.use(clientFiles(options.clientDir))
	}
	if (cache) app.use(cache.keep)
	// Only a render needs a nonce: a copy from the cache carries its own, and a file none.
	app.use(assignNonce)

	app.all(
		'*',
		remixHandler({
			build: options.build,
			mode: config.isProduction ? 'production' : 'development',
			maxBodyBytes,
			onTooLarge: (req, res) => refuse(req, res, 413, 'common:errors.tooLarge'),
			getLoadContext: (req, res) => ({
				clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
				loopback: isLoopbackAddress(req.socket.remoteAddress),
				config,
				db: database.db,
				cspNonce: res.locals.cspNonce as string,
				contentSecurityPolicy: (nonce: string) => contentSecurityPolicy(nonce, cspOptions),
				perRequest: new Map(),
			}),
		}),
	)
	return app
}
