import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { olxAdapters } from './adapter.ts'
import { olxSites } from './site.ts'

/**
 * OLX's country sites: each country's saved pages (fixtures/<id>/) through the shared fixture
 * suite (sites/kit/fixture-suite.ts), then its own requests: each scope it supports, older pages,
 * what it refuses. The adapters differ by their definitions alone (sites/olx/site.ts).
 */

const suites = Object.fromEntries(
	olxSites.map((site) => [site.id, fixtureSuite({ adapter: olxAdapters[site.id], fixtures: new URL(`./fixtures/${site.id}/`, import.meta.url) })]),
) as Record<(typeof olxSites)[number]['id'], ReturnType<typeof fixtureSuite>>

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const feed = (brand: string, brandName: string) => feedSearch({ siteId: 'olx.ro', scope: brand }, brandName)
const wholeSite = feedSearch({ siteId: 'olx.ro', scope: siteWideScope }, '')
const build = (id: keyof typeof olxAdapters, search: FeedSearch, baseUrl: string, page = 1) => olxAdapters[id].buildRequest(search, { baseUrl, page })

describe('olx requests', () => {
	test('olx.ro: cars category, the brand as free text, newest first, in euros; older pages by offset', () => {
		const search = feed('volkswagen', 'Volkswagen')
		const request = build('olx.ro', search, 'https://www.olx.ro')
		expect(request?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Volkswagen&currency=EUR')
		expect(request?.headers).toMatchObject({ accept: 'application/json', referer: 'https://www.olx.ro/' })
		expect(build('olx.ro', search, 'https://www.olx.ro', 2)?.url).toBe(
			'https://www.olx.ro/api/v1/offers/?offset=40&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Volkswagen&currency=EUR',
		)
	})
	test('olx.pl: diacritics dropped from the brand; its prices as they are, in złoty', () => {
		expect(build('olx.pl', feed('skoda', 'Škoda'), 'https://www.olx.pl')?.url).toBe(
			'https://www.olx.pl/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Skoda',
		)
	})
	test('olx.bg and olx.pt: their categories', () => {
		expect(build('olx.bg', feed('skoda', 'Škoda'), 'https://www.olx.bg')?.url).toBe(
			'https://www.olx.bg/api/v1/offers/?offset=0&limit=40&category_id=1117&sort_by=created_at%3Adesc&query=Skoda',
		)
		expect(build('olx.pt', feed('skoda', 'Škoda'), 'https://www.olx.pt')?.url).toBe(
			'https://www.olx.pt/api/v1/offers/?offset=0&limit=40&category_id=378&sort_by=created_at%3Adesc&query=Skoda',
		)
	})
	test('each country keeps its own search at whatever origin it is fetched from (a local stand-in): the definition decides, not the host', () => {
		expect(build('olx.bg', feed('volkswagen', 'Volkswagen'), 'http://127.0.0.1:4100')?.url).toBe(
			'http://127.0.0.1:4100/api/v1/offers/?offset=0&limit=40&category_id=1117&sort_by=created_at%3Adesc&query=Volkswagen',
		)
		expect(build('olx.ro', feed('volkswagen', 'Volkswagen'), 'http://127.0.0.1:4100')?.url).toContain('&currency=EUR')
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('the cars category of the country, no query, newest first; older pages by offset', () => {
		const ro = build('olx.ro', wholeSite, 'https://www.olx.ro')
		expect(ro?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&currency=EUR')
		expect(ro?.headers).toMatchObject({ accept: 'application/json', referer: 'https://www.olx.ro/' })
		expect(build('olx.ro', wholeSite, 'https://www.olx.ro', 2)?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=40&limit=40&category_id=84&sort_by=created_at%3Adesc&currency=EUR')
		// olx.pl: each make is a category under 84, which holds them all.
		expect(build('olx.pl', wholeSite, 'https://www.olx.pl')?.url).toBe('https://www.olx.pl/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc')
		expect(build('olx.bg', wholeSite, 'https://www.olx.bg')?.url).toBe('https://www.olx.bg/api/v1/offers/?offset=0&limit=40&category_id=1117&sort_by=created_at%3Adesc')
	})

	test('a site-wide page holds several makes, each told apart by its data or its title', () => {
		// OLX names no make: "Vand …" passes the seller's lead word; "Golf 7 …" is a Volkswagen by the
		// site's model field; a title with neither names no brand.
		expect(listingsIn(suites['olx.ro'].fixtures, 'site').map(brandOfListing)).toEqual(['dacia', 'bmw', 'volkswagen', 'skoda', null])
		expect(listingsIn(suites['olx.pl'].fixtures, 'site').map(brandOfListing)).toEqual(['skoda', 'toyota', 'opel', null])
	})
})

describe('each country’s prices in its currency', () => {
	test('olx.pl in złoty, olx.pt in euros, olx.bg in euros since the changeover and a lev price as lev', () => {
		expect(listingsIn(suites['olx.pl'].fixtures, 'results').map((listing) => [listing.price, listing.currency])).toEqual([
			[45900, 'PLN'],
			[79900, 'PLN'],
			[18500, 'PLN'],
			[null, null],
		])
		expect(new Set(listingsIn(suites['olx.pt'].fixtures, 'site').map((listing) => listing.currency))).toEqual(new Set(['EUR']))
		expect(listingsIn(suites['olx.bg'].fixtures, 'results').map((listing) => listing.currency)).toEqual(['EUR', 'EUR', 'BGN', null])
	})
})

describe('the gearbox', () => {
	test('the offer’s `gearbox` (olx.ro) or `transmission` (olx.pl) parameter', () => {
		const gearboxesIn = (id: keyof typeof suites, name: string) => listingsIn(suites[id].fixtures, name).map((listing) => listing.gearbox)
		expect(gearboxesIn('olx.ro', 'site')).toEqual(['manual', 'automatic', null, null, null])
		expect(new Set(gearboxesIn('olx.ro', 'results'))).toEqual(new Set(['manual']))
		expect(gearboxesIn('olx.pl', 'results')).toEqual(['manual', 'automatic', 'manual', null])
	})
})
