import { type Config } from '#core/config.ts'
import { type SiteId, siteIds } from '#core/sites.ts'
import { autoscout24 } from './autoscout24.ts'
import { avtoNet } from './avto-net.ts'
import { demo } from './demo.ts'
import { facebook } from './facebook.ts'
import { mobileDeApiAdapter } from './mobile-de-api.ts'
import { mobileDe } from './mobile-de.ts'
import { olx } from './olx.ts'
import { type Listing, type SiteAdapter } from './types.ts'

/**
 * Keeps only listings that say something about a car: a price, a mileage or a year. An entry
 * with none of the three is a thumbnail, a teaser or an ad slot that looked like a result, and
 * since a missing figure passes every filter (core/matching.ts) it would match every alert.
 */
export function isCarResult(listing: Listing): boolean {
	return listing.price !== null || listing.km !== null || listing.year !== null
}

/** The one place the rule above applies, so every site's parser gets it; the rest of the adapter (scopes, page size, requests) is the site's own. */
function carsOnly(adapter: SiteAdapter): SiteAdapter {
	return {
		...adapter,
		parse(body, response) {
			const result = adapter.parse(body, response)
			return result.kind === 'listings' ? { kind: 'listings', listings: result.listings.filter(isCarResult) } : result
		},
	}
}

/** Every site's adapter, by id: a static map, so bundling and types see them all (docs/product/style.md). */
export const siteAdapters: Record<SiteId, SiteAdapter> = {
	'mobile.de': carsOnly(mobileDe),
	autoscout24: carsOnly(autoscout24),
	'avto.net': carsOnly(avtoNet),
	olx: carsOnly(olx),
	facebook: carsOnly(facebook),
	demo: carsOnly(demo),
}

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
