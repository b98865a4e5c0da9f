import { describe, expect, test } from 'vitest'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { facebookAdapter } from './adapter.ts'

/**
 * Facebook Marketplace: its saved pages through the shared fixture suite (sites/kit/fixture-suite.ts), then
 * its own requests: each scope it supports, older pages, what it refuses.
 */

const { fixtures } = fixtureSuite({ adapter: facebookAdapter, fixtures: new URL('./fixtures/', import.meta.url), pastedUrl: 'https://www.facebook.com/marketplace/ljubljana/vehicles?maxPrice=20000' })
const gearboxesIn = (name: string) => listingsIn(fixtures, name).map((listing) => listing.gearbox)

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const wholeSite = feedSearch({ siteId: 'facebook', scope: siteWideScope }, '')
const build = (search: FeedSearch, baseUrl: string, page = 1) => facebookAdapter.buildRequest(search, { baseUrl, page })

const pastedSearch = 'https://www.facebook.com/marketplace/ljubljana/vehicles?maxPrice=20000'

describe('facebook requests', () => {
	const pasted = 'https://www.facebook.com/marketplace/ljubljana/vehicles?minPrice=5000&maxPrice=20000&make=280909549507187&sortBy=best_match&exact=false'
	/** The adapter is also handed what no feed holds (a missing URL) and must refuse it. */
	const marketplace = (url: string | null): FeedSearch => ({ scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: url })

	test('the buyer’s own URL, sorted newest first, nothing else; no page 2 (Marketplace pages by scrolling)', () => {
		const search = feedSearch({ siteId: 'facebook', scope: pasted }, '')
		const request = build(search, 'https://www.facebook.com')
		expect(request?.url).toBe(
			'https://www.facebook.com/marketplace/ljubljana/vehicles?minPrice=5000&maxPrice=20000&make=280909549507187&sortBy=creation_time_descend&exact=false',
		)
		expect(request?.key).toBe(request?.url)
		expect(build(search, 'https://www.facebook.com', 2)).toBeNull()
	})
	test('a buyer’s m.facebook.com URL keeps its host', () => {
		expect(build(marketplace('https://m.facebook.com/marketplace/category/vehicles'), 'https://www.facebook.com')?.url).toBe(
			'https://m.facebook.com/marketplace/category/vehicles?sortBy=creation_time_descend',
		)
	})
	test('a test server replaces only the origin', () => {
		const request = build(marketplace(pasted), 'http://127.0.0.1:4100')
		expect(request?.url).toBe(
			'http://127.0.0.1:4100/marketplace/ljubljana/vehicles?minPrice=5000&maxPrice=20000&make=280909549507187&sortBy=creation_time_descend&exact=false',
		)
	})
	test.each([
		null,
		'',
		'http://www.facebook.com/marketplace/ljubljana/vehicles',
		'https://www.facebook.com/groups/123/',
		'https://www.facebook.com/',
		'https://facebook.com.evil.example/marketplace/x',
		'https://evil.example/marketplace/?u=https://www.facebook.com/marketplace/',
		'https://www.facebook.com@evil.example/marketplace/x',
		'https://notfacebook.com/marketplace/x',
		'javascript:alert(1)//facebook.com/marketplace/',
		'https://www.facebook.com/marketplace/ x',
	])('refuses %j', (url) => {
		expect(build(marketplace(url), 'https://www.facebook.com')).toBeNull()
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('none; only the buyer’s own search', () => {
		expect(build(wholeSite, 'https://www.facebook.com')).toBeNull()
		expect(build({ scope: 'site', brand: '', brandName: '', facebookMarketplaceUrl: null }, 'https://www.facebook.com')).toBeNull()
		expect(build({ scope: 'brand', brand: 'volkswagen', brandName: 'Volkswagen', facebookMarketplaceUrl: pastedSearch }, 'https://www.facebook.com')).toBeNull()
	})

})

describe('request keys', () => {
	test('equal pasted searches give equal keys; another buyer’s search another key', () => {
		// Each call builds the feed's search afresh, as every crawl does.
		const key = (scope: string) => build(feedSearch({ siteId: 'facebook', scope }, ''), 'http://127.0.0.1:4100')?.key
		expect(key('https://www.facebook.com/marketplace/ljubljana/vehicles')).toBeTruthy()
		expect(key('https://www.facebook.com/marketplace/ljubljana/vehicles')).toBe(key('https://www.facebook.com/marketplace/ljubljana/vehicles'))
		expect(key('https://www.facebook.com/marketplace/zagreb/vehicles')).not.toBe(key('https://www.facebook.com/marketplace/ljubljana/vehicles'))
	})
})

describe('the gearbox', () => {
	test('Marketplace’s feed states none: its listings leave it out', () => {
		expect(gearboxesIn('results').every((gearbox) => gearbox === undefined)).toBe(true)
	})
})
