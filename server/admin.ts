import crypto from 'node:crypto'
import { type RequestHandler } from 'express'
import { type Config } from '#core/config.ts'
import { type DatabaseHandle } from '#core/db/client.ts'
import { siteHealthReport } from '#core/models/site-breaker.ts'
import { siteHeadrooms } from '#core/models/crawl-plans.ts'
import { siteBudget } from '#core/site-budget.ts'
import { siteFetchSetting } from '#core/site-settings.ts'
import { type SiteId, siteLabel, sites as registry } from '#core/sites.ts'

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
 * and day, circuit breaker (closed, open until when, half-open), new listings in the last hour,
 * and its crawl plan (docs/decisions/049): its feeds, the requests a minute they need against the
 * site's budget, and per frequency what one more alert of its busiest brand would need and whether
 * the site would take it.
 */
export function adminSitesHandler(database: DatabaseHandle, config: Config): RequestHandler {
	return async (_req, res, next) => {
		try {
			const now = new Date()
			const health = await siteHealthReport(database.db, now, (siteId) => siteFetchSetting(config, siteId))
			const plans = new Map((await siteHeadrooms(database.db, (siteId) => siteBudget(config, siteId).requestsPerMinute, now)).map((plan) => [plan.siteId, plan]))
			const sites = health.map((site) => {
				const plan = plans.get(site.siteId as SiteId)
				// Each site as the pages name it, with its country (docs/decisions/072): the operator reads English.
				return { ...site, label: siteLabel(site.siteId, 'en'), country: registry[site.siteId as SiteId]?.country ?? null, plan: plan ? { feeds: plan.plan.feeds, requestsPerMinute: plan.requestsPerMinute, budgetPerMinute: plan.budgetPerMinute, headroom: plan.headroom } : null }
			})
			res.json({ at: now.toISOString(), sites })
		} catch (error) {
			next(error)
		}
	}
}
