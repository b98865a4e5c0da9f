import { describe, expect, test } from 'vitest'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { autoscout24Adapter } from './adapter.ts'

/**
 * AutoScout24: its saved pages through the shared fixture suite (sites/kit/fixture-suite.ts), then
 * its own requests: each scope it supports, older pages, what it refuses.
 */

const { fixtures } = fixtureSuite({ adapter: autoscout24Adapter, fixtures: new URL('./fixtures/', import.meta.url) })
const gearboxesIn = (name: string) => listingsIn(fixtures, name).map((listing) => listing.gearbox)

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const feed = (brand: string, brandName: string) => feedSearch({ siteId: 'autoscout24', scope: brand }, brandName)
const wholeSite = feedSearch({ siteId: 'autoscout24', scope: siteWideScope }, '')
const build = (search: FeedSearch, baseUrl: string, page = 1) => autoscout24Adapter.buildRequest(search, { baseUrl, page })

describe('autoscout24 requests', () => {
	test('a brand feed: the make in the path, the country of the domain, newest first; older pages by page', () => {
		const search = feed('volkswagen', 'Volkswagen')
		expect(build(search, 'https://www.autoscout24.de')?.url).toBe(
			'https://www.autoscout24.de/lst/volkswagen?atype=C&cy=D&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
		expect(build(search, 'https://www.autoscout24.de', 2)?.url).toBe(
			'https://www.autoscout24.de/lst/volkswagen?atype=C&cy=D&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1&page=2',
		)
	})
	test('all models, no country on .com or a test server', () => {
		const search = feed('skoda', 'Škoda')
		expect(build(search, 'https://www.autoscout24.com')?.url).toBe(
			'https://www.autoscout24.com/lst/skoda?atype=C&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
		expect(build(search, 'http://127.0.0.1:4100')?.url).toBe('http://127.0.0.1:4100/lst/skoda?atype=C&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1')
	})
	test('a make the site spells its own way', () => {
		expect(build(feed('kgm-ssangyong', 'KGM SsangYong'), 'https://www.autoscout24.it')?.url).toBe(
			'https://www.autoscout24.it/lst/ssangyong?atype=C&cy=I&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('none (its every-make search is a `/lst?` query, which robots.txt disallows)', () => {
		expect(build(wholeSite, 'https://www.autoscout24.de')).toBeNull()
		expect(build(wholeSite, 'https://www.autoscout24.de', 2)).toBeNull()
	})

})

describe('the gearbox', () => {
	test('`vehicle.transmission` of the page’s data', () => {
		expect(gearboxesIn('results-next-data')).toEqual(['automatic', 'manual', null, null])
	})
})
