import { type Config } from '#core/config.ts'
import { type SiteId, siteIds } from '#core/sites.ts'
import { siteAdapters } from '#sites/adapters.ts'
import { mobileDeApiAdapter } from '#sites/mobile-de/api-adapter.ts'
import { type SiteAdapter } from '#sites/kit/types.ts'

export { isCarResult } from '#sites/kit/base.ts'

/** Every site's adapter, by id: one line per site in sites/adapters.ts. */
export { siteAdapters }

/**
 * The adapter the worker uses for a site under the config: mobile.de's Search API when its fetch
 * mode is `api` (docs/decisions/015), the site's page adapter otherwise. parseConfig has refused
 * `api` without credentials, so they are there.
 */
export function adapterFor(siteId: SiteId, config: Pick<Config, 'SITE_FETCH_MOBILE_DE' | 'MOBILE_DE_API_USER' | 'MOBILE_DE_API_PASSWORD'>): SiteAdapter {
	if (siteId === 'mobile.de' && config.SITE_FETCH_MOBILE_DE === 'api') {
		return mobileDeApiAdapter({ user: config.MOBILE_DE_API_USER ?? '', password: config.MOBILE_DE_API_PASSWORD ?? '' })
	}
	return siteAdapters[siteId]
}

/** Every site's adapter under the config, for the crawl and its dispatch. */
export function siteAdaptersFor(config: Pick<Config, 'SITE_FETCH_MOBILE_DE' | 'MOBILE_DE_API_USER' | 'MOBILE_DE_API_PASSWORD'>): Record<SiteId, SiteAdapter> {
	return Object.fromEntries(siteIds.map((id) => [id, adapterFor(id, config)])) as Record<SiteId, SiteAdapter>
}

/** Where each site is fetched, from the config (tests point these at local servers). */
export function siteBaseUrls(config: Config): Record<SiteId, string> {
	return {
		'mobile.de': config.SITE_FETCH_MOBILE_DE === 'api' ? config.MOBILE_DE_API_URL : config.MOBILE_DE_BASE_URL,
		autoscout24: config.AUTOSCOUT24_BASE_URL,
		'avto.net': config.AVTO_NET_BASE_URL,
		olx: config.OLX_BASE_URL,
		facebook: config.FACEBOOK_BASE_URL,
		demo: config.DEMO_MARKET_URL,
	}
}
