import { describe, expect, test } from 'vitest'
import { parseDemoQuery, searchDemoMarket } from '#core/demo-market.ts'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { demoAdapter } from './adapter.ts'

/**
 * the demo market: its saved pages through the shared fixture suite (sites/kit/fixture-suite.ts), then
 * its own requests: each scope it supports, older pages, what it refuses.
 */

const { fixtures } = fixtureSuite({ adapter: demoAdapter, fixtures: new URL('./fixtures/', import.meta.url) })
const gearboxesIn = (name: string) => listingsIn(fixtures, name).map((listing) => listing.gearbox)

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const feed = (brand: string, brandName: string) => feedSearch({ siteId: 'demo', scope: brand }, brandName)
const wholeSite = feedSearch({ siteId: 'demo', scope: siteWideScope }, '')
const build = (search: FeedSearch, baseUrl: string, page = 1) => demoAdapter.buildRequest(search, { baseUrl, page })

describe('demo requests', () => {
	test('the brand by its catalogue slug, newest first; older pages by page', () => {
		const search = feed('volkswagen', 'Volkswagen')
		expect(build(search, 'http://localhost:3000')?.url).toBe('http://localhost:3000/demo-market.json?brand=volkswagen&sort=newest')
		expect(build(search, 'http://localhost:3000', 2)?.url).toBe('http://localhost:3000/demo-market.json?brand=volkswagen&sort=newest&page=2')
		expect(build(feed('skoda', 'Škoda'), 'http://localhost:3000')?.url).toBe('http://localhost:3000/demo-market.json?brand=skoda&sort=newest')
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('no brand, newest first; older pages by page; the market answers every brand', () => {
		const url = build(wholeSite, 'http://localhost:3000')!.url
		expect(url).toBe('http://localhost:3000/demo-market.json?sort=newest')
		expect(build(wholeSite, 'http://localhost:3000', 2)?.url).toBe('http://localhost:3000/demo-market.json?sort=newest&page=2')
		const query = parseDemoQuery(new URL(url).searchParams)
		expect(query.success).toBe(true)
		const found = searchDemoMarket(query.data!, new Date('2026-11-21T12:00:00Z'), { epoch: new Date('2025-01-01T00:00:00Z'), intervalSeconds: 5 })
		expect(found).toHaveLength(demoAdapter.pageSize)
		expect(new Set(found.map((listing) => listing.brand)).size).toBeGreaterThan(3)
		// Newest first, one listing after the other: every car of the market.
		expect(found.map((listing) => listing.index)).toEqual(found.map((_, i) => found[0]!.index - i))
	})

	test('a site-wide page holds several makes, each told apart by its data or its title', () => {
		expect(listingsIn(fixtures, 'site').map(brandOfListing)).toEqual(['skoda', 'bmw', 'toyota', 'volkswagen'])
	})
})

describe('the gearbox', () => {
	test('its listings’ `gearbox`', () => {
		expect(gearboxesIn('site')).toEqual(['manual', 'automatic', 'automatic', 'manual'])
	})
})
