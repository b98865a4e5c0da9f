import { type Config } from '#core/config.ts'
import { siteBaseUrl, siteFetchSetting } from '#core/site-settings.ts'
import { type SiteId, siteIds } from '#core/sites.ts'
import { siteAdapters } from '#sites/adapters.ts'
import { type ApiAccess, siteApiAdapters } from '#sites/api-adapters.ts'
import { type SiteAdapter } from '#sites/kit/types.ts'

export { isCarResult } from '#sites/kit/base.ts'

/** Every site's adapter, by id: one line per site in sites/adapters.ts. */
export { siteAdapters }

/** The site's official API under the config, when its fetch mode is `api` (sites/api-adapters.ts). */
function apiAccess(siteId: SiteId, config: Config): ApiAccess | undefined {
	if (siteFetchSetting(config, siteId) !== 'api') return undefined
	return (siteApiAdapters as Partial<Record<SiteId, (config: Config) => ApiAccess>>)[siteId]?.(config)
}

/**
 * The adapter the worker uses for a site under the config: its official API's when its fetch
 * mode is `api` (mobile.de's Search API, docs/decisions/015), the site's page adapter otherwise.
 */
export function adapterFor(siteId: SiteId, config: Config): SiteAdapter {
	return apiAccess(siteId, config)?.adapter ?? siteAdapters[siteId]
}

/** Every site's adapter under the config, for the crawl and its dispatch. */
export function siteAdaptersFor(config: Config): Record<SiteId, SiteAdapter> {
	return Object.fromEntries(siteIds.map((id) => [id, adapterFor(id, config)])) as Record<SiteId, SiteAdapter>
}

/**
 * Where each site is fetched under the config: its API's origin in `api` mode, else
 * <SITE>_BASE_URL or the definition's (core/site-settings.ts; tests point them at local servers).
 */
export function siteBaseUrls(config: Config): Record<SiteId, string> {
	return Object.fromEntries(siteIds.map((id) => [id, apiAccess(id, config)?.baseUrl ?? siteBaseUrl(config, id)])) as Record<SiteId, string>
}
