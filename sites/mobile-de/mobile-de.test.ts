import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { mobileDeAdapter } from './adapter.ts'
import { mobileDeApiAdapter } from './api-adapter.ts'

/**
 * mobile.de: its saved pages through the shared fixture suite (sites/kit/fixture-suite.ts), then
 * its own requests: each scope it supports, older pages, what it refuses.
 */

const { fixtures } = fixtureSuite({ adapter: mobileDeAdapter, fixtures: new URL('./fixtures/', import.meta.url) })
// Fetch mode api: the Search API's saved answers (fixtures/api/) through the same suite; its
// requests, the config and a whole crawl are in mobile-de-api.test.ts.
fixtureSuite({ adapter: mobileDeApiAdapter({ user: 'carwatch', password: 'secret' }), fixtures: new URL('./fixtures/api/', import.meta.url), label: 'mobile.de Search API' })
const gearboxesIn = (name: string) => listingsIn(fixtures, name).map((listing) => listing.gearbox)

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const feed = (brand: string, brandName: string) => feedSearch({ siteId: 'mobile.de', scope: brand }, brandName)
const wholeSite = feedSearch({ siteId: 'mobile.de', scope: siteWideScope }, '')
const build = (search: FeedSearch, baseUrl: string, page = 1) => mobileDeAdapter.buildRequest(search, { baseUrl, page })

describe('mobile.de requests', () => {
	test('a brand feed: the make by its id, newest first; older pages by pageNumber', () => {
		const search = feed('volkswagen', 'Volkswagen')
		expect(build(search, 'https://suchen.mobile.de')?.url).toBe(
			'https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=25200%3B%3B%3B&sb=doc&od=down',
		)
		expect(build(search, 'https://suchen.mobile.de', 2)?.url).toBe(
			'https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=25200%3B%3B%3B&sb=doc&od=down&pageNumber=2',
		)
	})
	test('a make without a known id goes into the free text', () => {
		const request = build(feed('cupra', 'Cupra'), 'http://127.0.0.1:4100')
		expect(request?.url).toBe('http://127.0.0.1:4100/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=%3B%3B%3BCupra&sb=doc&od=down')
		expect(request?.key).toBe(request?.url)
	})
	test('all models of a make: the make id alone', () => {
		expect(build(feed('skoda', 'Škoda'), 'https://suchen.mobile.de')?.url).toBe(
			'https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=22600%3B%3B%3B&sb=doc&od=down',
		)
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('no `ms` at all, sorted by creation date descending; older pages by pageNumber', () => {
		const url = build(wholeSite, 'https://suchen.mobile.de')!.url
		expect(url).toBe('https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&sb=doc&od=down')
		expect(new URL(url).searchParams.has('ms')).toBe(false)
		expect(build(wholeSite, 'https://suchen.mobile.de', 2)?.url).toBe(`${url}&pageNumber=2`)
	})

	test('a site-wide page holds several makes, each told apart by its data or its title', () => {
		expect(listingsIn(fixtures, 'site-flight').map(brandOfListing)).toEqual(['skoda', 'bmw', 'mercedes-benz', 'land-rover', 'volkswagen'])
	})
})

describe('the gearbox', () => {
	test('the card’s vehicle data, German and English', () => {
		expect(gearboxesIn('results-list-badges')).toEqual(['automatic', 'manual', 'automatic'])
		expect(gearboxesIn('results-list-en')).toEqual(['manual', 'automatic', 'automatic'])
		expect(gearboxesIn('results-links')).toEqual(['manual', null, null])
	})
})
