import { describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { type SiteId, siteIds, sites, siteWideScope } from '#core/sites.ts'
import { feedSearch } from '../lib/feeds/crawl.ts'
import { feedHost, siteCapabilities } from '../lib/feeds/dispatch.ts'
import { adapterFor, siteAdapters } from './index.ts'

/**
 * The worker's side of the sites: the feed searches the crawler hands the adapters, and the
 * adapter chosen under the config. Each site's own tests (its fixtures, end to end through a local
 * server, its requests) are in its folder, sites/<folder>/<folder>.test.ts; the registry's in
 * sites/registry.test.ts.
 */

const pastedSearch = 'https://www.facebook.com/marketplace/ljubljana/vehicles?maxPrice=20000'

describe('feed searches', () => {
	test('a site-wide feed names no brand, whatever name it is given; Facebook is the pasted URL; others their brand', () => {
		for (const site of siteIds.filter((id) => id !== 'facebook')) {
			expect(feedSearch({ siteId: site, scope: siteWideScope }, 'Volkswagen')).toEqual({ scope: 'site', brand: '', brandName: '', facebookMarketplaceUrl: null })
			expect(feedSearch({ siteId: site, scope: 'skoda' }, 'Škoda')).toEqual({ scope: 'brand', brand: 'skoda', brandName: 'Škoda', facebookMarketplaceUrl: null })
		}
		expect(feedSearch({ siteId: 'facebook', scope: pastedSearch }, '')).toEqual({ scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: pastedSearch })
	})
})

describe('adapters under the config', () => {
	test('the registry says a site is read whole exactly where its adapters can (the web weighs frequencies by it)', () => {
		const mobileDeApi = adapterFor('mobile.de', parseConfig({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'api', MOBILE_DE_API_USER: 'u', MOBILE_DE_API_PASSWORD: 'p' }))
		for (const id of siteIds) expect(siteAdapters[id].scopes.includes('site'), id).toBe(sites[id].searchedWhole)
		expect(mobileDeApi.scopes.includes('site')).toBe(sites['mobile.de'].searchedWhole)
	})

	test('the crawl plan knows which brands an adapter can search by themselves: mobile.de’s Search API knows a dozen makes, its pages every brand (docs/decisions/075)', () => {
		const config = parseConfig({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'api', MOBILE_DE_API_USER: 'u', MOBILE_DE_API_PASSWORD: 'p' })
		const api = siteCapabilities({ ...siteAdapters, 'mobile.de': adapterFor('mobile.de', config) })['mobile.de']
		expect(api.searchesBrand!('volkswagen')).toBe(true)
		expect(api.searchesBrand!('dacia')).toBe(false)
		expect(siteCapabilities(siteAdapters)['mobile.de'].searchesBrand!('dacia')).toBe(true)
	})

	test('a site-wide feed’s requests go to the site’s host, whether or not the site can search it', () => {
		const baseUrls = Object.fromEntries(siteIds.map((id) => [id, `https://${id.replace('.', '-')}.example.test`])) as Record<SiteId, string>
		for (const site of siteIds) expect(feedHost({ siteId: site, scope: siteWideScope }, siteAdapters, baseUrls)).toBe(new URL(baseUrls[site]).host)
	})
})
