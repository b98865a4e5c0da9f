import crypto from 'node:crypto'
import { type RequestHandler } from 'express'
import { type Config } from '#core/config.ts'
import { type DatabaseHandle } from '#core/db/client.ts'
import { siteHealthReport } from '#core/models/site-breaker.ts'
import { siteFetchMode } from '#core/sites.ts'

/**
 * The operator's JSON endpoints, outside Remix: no session, no cookies, one bearer token from the
 * config (ADMIN_TOKEN). Without a token configured they are not there: the request goes on to
 * Remix, which answers the 404 page of any unknown path, so a deployment that never set one shows
 * nothing to probe. With one, a request without the right token gets 401: the endpoint is then
 * meant to be there, and an operator whose monitor is refused learns it is the token, not the path.
 */

const digest = (value: string) => crypto.createHash('sha256').update(value).digest()

/** Compares digests of equal length, so neither the token's length nor its prefix leaks through the timing. */
export function tokenMatches(given: string | undefined, expected: string): boolean {
	return given !== undefined && crypto.timingSafeEqual(digest(given), digest(expected))
}

/**
 * Without ADMIN_TOKEN, on to the next route (in the app, Remix's 404 for unknown paths); 401
 * without the right `Authorization: Bearer <token>`; else the handler's answer.
 */
export function requireAdmin(config: Pick<Config, 'ADMIN_TOKEN'>): RequestHandler {
	return (req, res, next) => {
		if (!config.ADMIN_TOKEN) return next('route')
		res.set('Cache-Control', 'no-store')
		const given = /^Bearer\s+(.+)$/i.exec(req.get('Authorization') ?? '')?.[1]?.trim()
		if (!tokenMatches(given, config.ADMIN_TOKEN)) {
			res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'Unauthorized' })
			return
		}
		next()
	}
}

/**
 * `GET /api/admin/sites`: per site, its fetch mode, last success, block rate over the last hour
 * and day, circuit breaker (closed, open until when, half-open) and new listings in the last hour.
 */
export function adminSitesHandler(database: DatabaseHandle, config: Config): RequestHandler {
	return async (_req, res, next) => {
		try {
			const now = new Date()
			const sites = await siteHealthReport(database.db, now, (siteId) => siteFetchMode(config, siteId))
			res.json({ at: now.toISOString(), sites })
		} catch (error) {
			next(error)
		}
	}
}
