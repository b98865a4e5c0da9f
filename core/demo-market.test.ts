import { describe, expect, test } from 'vitest'
import { catalogue } from './catalogue/data.ts'
import { slugify } from './catalogue/shape.ts'
import { demoListing, type DemoListing, type DemoMarketOptions, demoMarketDefaults, latestIndex, parseDemoQuery, publishedAt, searchDemoMarket } from './demo-market.ts'
import { fuelTypes } from './enums.ts'

const options: DemoMarketOptions = { epoch: new Date('2025-01-01T00:00:00.000Z'), intervalSeconds: 5 }
const at = (index: number, extraMs = 0) => new Date(options.epoch.getTime() + index * 5_000 + extraMs)

describe('the stream of listings', () => {
	test('listing i is published at epoch + i × interval and is the same car every time', () => {
		expect(publishedAt(7, options)).toEqual(new Date('2025-01-01T00:00:35.000Z'))
		expect(demoListing(123_456, options)).toEqual(demoListing(123_456, options))
		expect(demoListing(123_456, options).title).not.toBe(demoListing(123_457, options).title)
	})

	test('nothing is listed before the epoch; then a new car appears every interval, newest first', () => {
		expect(latestIndex(new Date(options.epoch.getTime() - 1), options)).toBe(-1)
		expect(searchDemoMarket({}, new Date(options.epoch.getTime() - 1), options)).toEqual([])

		const before = searchDemoMarket({ limit: 5 }, at(1_000, 4_999), options)
		expect(before.map((listing) => listing.id)).toEqual(['1000', '999', '998', '997', '996'])
		const after = searchDemoMarket({ limit: 5 }, at(1_001), options)
		expect(after.map((listing) => listing.id)).toEqual(['1001', '1000', '999', '998', '997'])
		expect(after[0]!.publishedAt).toEqual(at(1_001))
	})

	test('a slower market lists fewer cars in the same time', () => {
		const now = at(10_000)
		expect(latestIndex(now, { ...options, intervalSeconds: 60 })).toBe(Math.floor(10_000 / 12))
	})

	test('cars are real catalogue models with believable numbers', () => {
		const models = new Map(catalogue.map((brand) => [brand.slug, new Set(brand.models.map(slugify))]))
		for (let index = 0; index < 3_000; index++) {
			const listing = demoListing(index, options)
			const year = listing.publishedAt.getUTCFullYear()
			expect(models.get(listing.brand)?.has(listing.model)).toBe(true)
			expect(listing.title.startsWith(`${listing.brandName} ${listing.modelName}`)).toBe(true)
			expect(listing.year).toBeGreaterThanOrEqual(year - 25)
			expect(listing.year).toBeLessThanOrEqual(year)
			expect(listing.price).toBeGreaterThanOrEqual(490)
			expect(listing.price).toBeLessThan(1_000_000)
			expect(listing.km).toBeGreaterThanOrEqual(0)
			expect(listing.km).toBeLessThan(700_000)
			expect(fuelTypes).toContain(listing.fuel)
			expect(listing.fuel).not.toBe('any')
			for (const value of [listing.price, listing.km, listing.year]) expect(Number.isInteger(value)).toBe(true)
		}
	})

	test('popular cars come often enough for a demo alert within minutes', () => {
		// A day at the default interval: the VW Golf, a typical first pick, is listed every few minutes.
		const perDay = (24 * 3600) / demoMarketDefaults.intervalSeconds
		const golfs = Array.from({ length: perDay }, (_, index) => demoListing(index, options)).filter(
			(listing) => listing.brand === 'volkswagen' && listing.model === 'golf',
		)
		const minutesBetween = (24 * 60) / golfs.length
		expect(minutesBetween).toBeLessThan(10)
	})
})

describe('search', () => {
	const now = at(200_000)
	/** An oracle written apart from the market's own filter. */
	const window = Array.from({ length: 5_000 }, (_, i) => demoListing(200_000 - i, options))

	test.each([
		[{ brand: 'volkswagen' }, (l: DemoListing) => l.brand === 'volkswagen'],
		[{ brand: 'volkswagen', model: 'golf' }, (l: DemoListing) => l.brand === 'volkswagen' && l.model === 'golf'],
		[{ brand: 'bmw', model: 'all' }, (l: DemoListing) => l.brand === 'bmw'],
		[{ fuel: 'diesel' as const, priceMax: 15_000 }, (l: DemoListing) => l.fuel === 'diesel' && l.price <= 15_000],
		[{ fuel: 'hybrid' as const }, (l: DemoListing) => l.fuel === 'hybrid' || l.fuel === 'plugin_hybrid'],
		[{ priceMin: 20_000, yearMin: 2020, kmMax: 50_000 }, (l: DemoListing) => l.price >= 20_000 && l.year >= 2020 && l.km <= 50_000],
		[{ yearMax: 2012, kmMin: 200_000 }, (l: DemoListing) => l.year <= 2012 && l.km >= 200_000],
	])('%j gives the newest matching cars, newest first', (query, wanted) => {
		const expected = window.filter(wanted).slice(0, 20)
		expect(expected.length).toBeGreaterThan(0)
		expect(searchDemoMarket(query, now, options).map((listing) => listing.id)).toEqual(expected.map((listing) => listing.id))
	})

	test('a search that matches nothing looks back only so far', () => {
		expect(searchDemoMarket({ brand: 'volkswagen', priceMax: 1 }, now, { ...options, scanLimit: 1_000 })).toEqual([])
	})

	test('one listing by id, only once it is published', () => {
		expect(searchDemoMarket({ listing: 150_000 }, now, options).map((l) => l.id)).toEqual(['150000'])
		expect(searchDemoMarket({ listing: 200_001 }, now, options)).toEqual([])
	})
})

describe('parseDemoQuery', () => {
	test('reads the adapter’s parameters; empty ones count as absent', () => {
		const parsed = parseDemoQuery(new URLSearchParams('brand=Volkswagen&model=golf&fuel=diesel&priceMin=&priceMax=20000&yearMin=2018&kmMax=150000&sort=newest&utm=x'))
		expect(parsed.success && parsed.data).toEqual({ brand: 'volkswagen', model: 'golf', fuel: 'diesel', priceMax: 20000, yearMin: 2018, kmMax: 150000, sort: 'newest' })
	})
	test.each(['fuel=coal', 'priceMax=-5', 'yearMin=abc', 'sort=oldest', 'limit=500'])('refuses %s', (query) => {
		expect(parseDemoQuery(new URLSearchParams(query)).success).toBe(false)
	})
})
