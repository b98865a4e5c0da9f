import { createRequestHandler } from '@remix-run/express'
import { type ServerBuild } from '@remix-run/node'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import morgan from 'morgan'
import { type Config } from '#core/config.ts'
import { type DatabaseHandle, pingDatabase } from '#core/db/client.ts'
import { latestHeartbeat } from '#core/models/worker-heartbeats.ts'
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

/** `GET /healthz`: 200 with the database and the worker's last beat, 503 with a reason when the database is down. */
export function healthHandler(database: DatabaseHandle): RequestHandler {
	return async (_req, res) => {
		res.set('Cache-Control', 'no-store')
		const ping = await pingDatabase(database.pool)
		if (!ping.ok) {
			res.status(503).json({ ok: false, db: 'down', reason: ping.reason })
			return
		}
		const lastBeat = await latestHeartbeat(database.db).catch(() => null)
		res.json({ ok: true, db: 'ok', worker: { lastBeatAt: lastBeat?.toISOString() ?? null } })
	}
}

export function createServerApp(options: ServerAppOptions) {
	const { config, database } = options
	const app = express()
	app.disable('x-powered-by')
	// Fly's proxy terminates TLS; trust it for the client address and protocol.
	app.set('trust proxy', 1)

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

	if (options.viteMiddleware) {
		app.use(options.viteMiddleware)
	} else if (options.clientDir) {
		app.use(
			'/assets',
			express.static(`${options.clientDir}/assets`, { immutable: true, maxAge: '1y' }),
		)
		app.use(express.static(options.clientDir, { maxAge: '1h' }))
	}

	app.all(
		'*',
		createRequestHandler({
			build: options.build,
			mode: config.isProduction ? 'production' : 'development',
			getLoadContext: (req, res) => ({
				clientIp: req.ip ?? 'unknown',
				config,
				db: database.db,
				cspNonce: res.locals.cspNonce as string,
				contentSecurityPolicy: (nonce: string) => contentSecurityPolicy(nonce, cspOptions),
			}),
		}),
	)
	return app
}
