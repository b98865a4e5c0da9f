import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { demoListingJson, type DemoMarketOptions, searchDemoMarket } from '#core/demo-market.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { createPageFetcher } from '#worker/lib/fetch-page.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'

/**
 * The demo market end to end: the real routes of a started server, fetched the way the worker
 * fetches (worker/lib/fetch-page.ts) and read by the demo adapter. A new car every second, so
 * the test also sees one arrive.
 */

let database: TestDatabase
let server: AppServer
const options: DemoMarketOptions = { epoch: new Date(Date.now() - 6 * 3600_000), intervalSeconds: 1 }
const fetchPage = createPageFetcher({
	userAgent: 'CarWatch tests',
	minIntervalMs: 0,
	timeoutMs: 10_000,
	retries: 0,
	retryBaseDelayMs: 10,
	maxBytes: 2_000_000,
})

beforeAll(async () => {
	database = await createTestDatabase()
	server = await startAppServer({
		databaseUrl: database.url,
		env: { DEMO_MARKET_INTERVAL_SECONDS: String(options.intervalSeconds), DEMO_MARKET_EPOCH: options.epoch.toISOString() },
	})
})

afterAll(async () => {
	await server?.stop()
	await database?.destroy()
})

/** The search of the demo market's Volkswagen feed, as the crawler builds it: the brand alone. */
const volkswagen = feedSearch({ siteId: 'demo', scope: 'volkswagen' }, 'Volkswagen')

/** The demo adapter's request for a page of the feed, answered by the server: the page and the moment it was made. */
async function search(pageNumber: number) {
	const request = siteAdapters.demo.buildRequest(volkswagen, { baseUrl: server.url, page: pageNumber })!
	const page = await fetchPage(request)
	const generatedAt = new Date((JSON.parse(page.body) as { generatedAt: string }).generatedAt)
	return { page, generatedAt, parsed: siteAdapters.demo.parse(page.body, page) }
}

describe('the demo adapter against the real route', () => {
	test.each([1, 2])('parses exactly the cars the market lists for the brand, newest first: page %i', async (number) => {
		const { page, generatedAt, parsed } = await search(number)
		expect(page.status).toBe(200)
		expect(page.contentType).toContain('application/json')
		const expected = searchDemoMarket({ brand: 'volkswagen', page: number }, generatedAt, options).map((listing) => {
			const json = demoListingJson(listing, server.url)
			return {
				siteId: 'demo',
				listingId: json.id,
				// The market names each car's make by its catalogue slug (a site-wide feed reads it, docs/decisions/049).
				brand: json.brand,
				url: json.url,
				title: json.title,
				price: json.price,
				currency: 'EUR',
				km: json.km,
				year: json.year,
				fuel: json.fuel,
				location: json.location,
				imageUrl: json.imageUrl,
				seller: json.seller,
				gearbox: json.gearbox,
				publishedAt: json.publishedAt,
			}
		})
		expect(expected).toHaveLength(20)
		expect(parsed).toEqual({ kind: 'listings', listings: expected })
	})

	test('a new car appears while we watch', async () => {
		const everything = { url: `${server.url}/demo-market.json?sort=newest`, key: 'all' }
		const before = await fetchPage(everything)
		await new Promise((resolve) => setTimeout(resolve, 1_500))
		const after = await fetchPage(everything)
		const newest = (body: string) => Number((JSON.parse(body) as { listings: Array<{ id: string }> }).listings[0]!.id)
		expect(newest(after.body)).toBeGreaterThan(newest(before.body))
	})

	// The adapter asks for the brand alone (a feed); the route still filters what it is asked to.
	test('a search for a model and fuel finds only those cars', async () => {
		const page = await fetchPage({ url: `${server.url}/demo-market.json?brand=volkswagen&model=golf&fuel=diesel&sort=newest`, key: 'golf' })
		const result = siteAdapters.demo.parse(page.body, page)
		expect(result.kind).toBe('listings')
		if (result?.kind !== 'listings') return
		for (const listing of result.listings) {
			expect(listing.title).toMatch(/^Volkswagen Golf /)
			expect(listing.fuel).toBe('diesel')
		}
	})

	test('a bad search is a 400 that the adapter reports as not a results page', async () => {
		const page = await fetchPage({ url: `${server.url}/demo-market.json?fuel=coal`, key: 'k' })
		expect(page.status).toBe(400)
		expect(siteAdapters.demo.parse(page.body, page)).toEqual({ kind: 'blocked', reason: 'HTTP 400' })
	})
})

describe('the demo market’s pages', () => {
	test('the search page shows the same cars as the JSON', async () => {
		const response = await fetch(`${server.url}/demo-market?brand=volkswagen&priceMax=40000&yearMin=2010&kmMax=200000`)
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('no-store')
		const html = await response.text()
		const ids = [...html.matchAll(/data-listing-id="(\d+)"/g)].map((match) => match[1])
		expect(ids).toHaveLength(20)
		const now = new Date()
		// The page was made a moment before `now`: it shows the newest cars of then or of now.
		const candidates = [new Date(now.getTime() - 2_000), new Date(now.getTime() - 1_000), now].map((moment) =>
			searchDemoMarket({ brand: 'volkswagen', priceMax: 40_000, yearMin: 2010, kmMax: 200_000 }, moment, options).map((l) => l.id),
		)
		expect(candidates).toContainEqual(ids)
		expect(html).toContain('Demo market')
	})

	test('one listing has its own page and its own picture; a car not yet listed has neither', async () => {
		const listing = searchDemoMarket({ listing: 100 }, new Date(), options)[0]!
		const page = await fetch(`${server.url}/demo-market?listing=100`).then((r) => r.text())
		expect(page).toContain('data-listing-id="100"')
		expect(page).toContain(listing.title)
		const image = await fetch(`${server.url}/demo-market/images/100.svg`)
		expect(image.status).toBe(200)
		expect(image.headers.get('content-type')).toContain('image/svg+xml')
		expect(await image.text()).toContain(`${listing.brandName} ${listing.modelName}`)
		// The epoch is six hours back at one car a second: this car is listed in an hour.
		const notYet = 7 * 3600
		expect((await fetch(`${server.url}/demo-market/images/${notYet}.svg`)).status).toBe(404)
		expect(await fetch(`${server.url}/demo-market?listing=${notYet}`).then((r) => r.text())).toContain('data-testid="demo-empty"')
	})
})
