import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { olxAdapter } from './adapter.ts'

/**
 * OLX: its saved pages through the shared fixture suite (sites/kit/fixture-suite.ts), then
 * its own requests: each scope it supports, older pages, what it refuses.
 */

const { fixtures } = fixtureSuite({ adapter: olxAdapter, fixtures: new URL('./fixtures/', import.meta.url) })
const gearboxesIn = (name: string) => listingsIn(fixtures, name).map((listing) => listing.gearbox)

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const feed = (brand: string, brandName: string) => feedSearch({ siteId: 'olx', scope: brand }, brandName)
const wholeSite = feedSearch({ siteId: 'olx', scope: siteWideScope }, '')
const build = (search: FeedSearch, baseUrl: string, page = 1) => olxAdapter.buildRequest(search, { baseUrl, page })

describe('olx requests', () => {
	test('olx.ro: cars category, the brand as free text, newest first, in euros; older pages by offset', () => {
		const search = feed('volkswagen', 'Volkswagen')
		const request = build(search, 'https://www.olx.ro')
		expect(request?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Volkswagen&currency=EUR')
		expect(request?.headers).toMatchObject({ accept: 'application/json', referer: 'https://www.olx.ro/' })
		expect(build(search, 'https://www.olx.ro', 2)?.url).toBe(
			'https://www.olx.ro/api/v1/offers/?offset=40&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Volkswagen&currency=EUR',
		)
	})
	test('olx.pl: diacritics dropped from the brand', () => {
		expect(build(feed('skoda', 'Škoda'), 'https://www.olx.pl')?.url).toBe(
			'https://www.olx.pl/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Skoda',
		)
	})
	test('olx.bg: its category', () => {
		expect(build(feed('skoda', 'Škoda'), 'https://www.olx.bg')?.url).toBe(
			'https://www.olx.bg/api/v1/offers/?offset=0&limit=40&category_id=1117&sort_by=created_at%3Adesc&query=Skoda',
		)
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('the cars category of the country, no query, newest first; older pages by offset', () => {
		const ro = build(wholeSite, 'https://www.olx.ro')
		expect(ro?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&currency=EUR')
		expect(ro?.headers).toMatchObject({ accept: 'application/json', referer: 'https://www.olx.ro/' })
		expect(build(wholeSite, 'https://www.olx.ro', 2)?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=40&limit=40&category_id=84&sort_by=created_at%3Adesc&currency=EUR')
		// olx.pl: each make is a category under 84, which holds them all.
		expect(build(wholeSite, 'https://www.olx.pl')?.url).toBe('https://www.olx.pl/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc')
		expect(build(wholeSite, 'https://www.olx.bg')?.url).toBe('https://www.olx.bg/api/v1/offers/?offset=0&limit=40&category_id=1117&sort_by=created_at%3Adesc')
	})

	test('a site-wide page holds several makes, each told apart by its data or its title', () => {
		// OLX names no make: "Vand …" passes the seller's lead word; "Golf 7 …" is a Volkswagen by the
		// site's model field; a title with neither names no brand.
		expect(listingsIn(fixtures, 'site').map(brandOfListing)).toEqual(['dacia', 'bmw', 'volkswagen', 'skoda', null])
	})
})

describe('the gearbox', () => {
	test('the offer’s `gearbox` parameter', () => {
		expect(gearboxesIn('site')).toEqual(['manual', 'automatic', null, null, null])
		expect(new Set(gearboxesIn('results'))).toEqual(new Set(['manual']))
	})
})
