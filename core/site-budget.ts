import { createHash } from 'node:crypto'
import { type Config } from './config.ts'
import { intervalSetting, proxySetting } from './site-settings.ts'
import { type SiteId, sites } from './sites.ts'

/**
 * A site's request budget (docs/decisions/050), the one place that says it: how far apart two
 * requests through one identity go, and how many identities the site has. An identity is a way
 * out: each proxy the operator set for the site (`SITE_PROXY_<SITE>`), or the direct one when
 * there is none. Each has its own slot in `host_budgets`, so the fleet sends at most one request
 * per interval through each, and the site gets as many requests a minute as it has identities.
 */

export type SiteBudget = {
	/** Seconds between two requests through one identity, fleet-wide; 0: no spacing. */
	intervalSeconds: number
	/** The site's proxies, or 1 (direct) without any. */
	identities: number
	/** identities × 60 ÷ interval; Infinity when the interval is 0. */
	requestsPerMinute: number
}

/** The setting that overrides a site's interval: SITE_MIN_INTERVAL_SECONDS_MOBILE_DE, … (core/site-settings.ts) */
export const siteIntervalSetting = (siteId: SiteId): string => intervalSetting(siteId)

/** The setting that lists a site's proxies: SITE_PROXY_MOBILE_DE, … */
export const siteProxySetting = (siteId: SiteId): string => proxySetting(siteId)

type BudgetConfig = Pick<Config, 'SITE_MIN_INTERVAL_SECONDS'>

/** The site's proxies as configured (the demo market has none). */
export function siteProxies(config: BudgetConfig, siteId: SiteId): readonly string[] {
	const value = (config as Record<string, unknown>)[siteProxySetting(siteId)]
	// A proxy listed twice is one way out, with one budget.
	return Array.isArray(value) ? [...new Set(value.filter((proxy): proxy is string => typeof proxy === 'string'))] : []
}

/**
 * The interval is the operator's SITE_MIN_INTERVAL_SECONDS_<SITE>, else the site's definition's
 * `intervalSeconds` (what the site or its API allows), else the fleet's SITE_MIN_INTERVAL_SECONDS.
 */
export function siteBudget(config: BudgetConfig, siteId: SiteId): SiteBudget {
	const override = (config as Record<string, unknown>)[siteIntervalSetting(siteId)]
	const intervalSeconds = typeof override === 'number' ? override : (sites[siteId]?.intervalSeconds ?? config.SITE_MIN_INTERVAL_SECONDS)
	const identities = Math.max(1, siteProxies(config, siteId).length)
	return { intervalSeconds, identities, requestsPerMinute: intervalSeconds > 0 ? (identities * 60) / intervalSeconds : Number.POSITIVE_INFINITY }
}

/**
 * An identity's key in `host_budgets`: the host for the direct way (the key a host had before
 * proxies had budgets), else the host and a digest of the proxy's URL. The digest names the proxy
 * without its credentials, which never reach the database or a log.
 */
export function identityKey(host: string, proxy?: string): string {
	if (!proxy) return host
	return `${host}|proxy:${createHash('sha256').update(proxy).digest('hex').slice(0, 12)}`
}

/** The keys of every identity of a site on `host`, in the order of its proxies. */
export function siteIdentityKeys(config: BudgetConfig, siteId: SiteId, host: string): string[] {
	const proxies = siteProxies(config, siteId)
	return proxies.length > 0 ? proxies.map((proxy) => identityKey(host, proxy)) : [identityKey(host)]
}
