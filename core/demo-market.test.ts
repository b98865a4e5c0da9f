import { describe, expect, test } from 'vitest'
import { catalogue } from './catalogue/data.ts'
import { slugify } from './catalogue/shape.ts'
import { demoListing, type DemoListing, demoListingJson, type DemoMarketOptions, demoMarketDefaults, latestIndex, parseDemoQuery, publishedAt, searchDemoMarket } from './demo-market.ts'
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

/**
 * What is known of some models, written apart from the market's stock table: the first and last
 * European model year (null: still sold) and the fuels they were ever sold with. Every car of these
 * models the market lists must fit; they include the cars seen listed before the stock existed
 * ("Volkswagen ID.7, 2012", an electric-only model as a diesel).
 */
const knownModels: Record<string, { years: [number, number | null]; fuels: string[] }> = {
	'volkswagen/golf': { years: [1974, null], fuels: ['gasoline', 'diesel', 'hybrid', 'plugin_hybrid', 'electric'] },
	'volkswagen/id-3': { years: [2020, null], fuels: ['electric'] },
	'volkswagen/id-7': { years: [2023, null], fuels: ['electric'] },
	'volkswagen/t-roc': { years: [2017, null], fuels: ['gasoline', 'diesel'] },
	'volkswagen/up': { years: [2011, 2023], fuels: ['gasoline', 'electric'] },
	'volkswagen/polo': { years: [1975, null], fuels: ['gasoline', 'diesel'] },
	'bmw/i3': { years: [2013, 2022], fuels: ['electric'] },
	'bmw/x1': { years: [2009, null], fuels: ['gasoline', 'diesel', 'plugin_hybrid', 'electric'] },
	'mercedes-benz/glc': { years: [2015, null], fuels: ['gasoline', 'diesel', 'hybrid', 'plugin_hybrid'] },
	'mercedes-benz/eqa': { years: [2021, null], fuels: ['electric'] },
	'audi/q4-e-tron': { years: [2021, null], fuels: ['electric'] },
	'skoda/kodiaq': { years: [2016, null], fuels: ['gasoline', 'diesel', 'plugin_hybrid'] },
	'skoda/enyaq': { years: [2020, null], fuels: ['electric'] },
	'renault/zoe': { years: [2012, 2024], fuels: ['electric'] },
	'tesla/model-3': { years: [2017, null], fuels: ['electric'] },
	'tesla/model-y': { years: [2020, null], fuels: ['electric'] },
	'nissan/leaf': { years: [2010, null], fuels: ['electric'] },
	'nissan/qashqai': { years: [2007, null], fuels: ['gasoline', 'diesel', 'hybrid'] },
	'toyota/c-hr': { years: [2016, null], fuels: ['gasoline', 'hybrid', 'plugin_hybrid'] },
	'dacia/spring': { years: [2021, null], fuels: ['electric'] },
	'dacia/duster': { years: [2010, null], fuels: ['gasoline', 'diesel', 'lpg', 'hybrid'] },
	'kia/niro': { years: [2016, null], fuels: ['hybrid', 'plugin_hybrid', 'electric'] },
	'hyundai/ioniq-5': { years: [2021, null], fuels: ['electric'] },
	'cupra/born': { years: [2021, null], fuels: ['electric'] },
	'cupra/formentor': { years: [2020, null], fuels: ['gasoline', 'plugin_hybrid'] },
	'porsche/taycan': { years: [2019, null], fuels: ['electric'] },
	'ford/puma': { years: [2019, null], fuels: ['gasoline', 'hybrid', 'electric'] },
	'fiat/500e': { years: [2020, null], fuels: ['electric'] },
	'peugeot/2008': { years: [2013, null], fuels: ['gasoline', 'diesel', 'electric'] },
	'jaguar/i-pace': { years: [2018, 2024], fuels: ['electric'] },
}

/** Words of an engine's name that say its fuel, and the fuels they may stand beside. */
const engineWords: Array<[RegExp, string[]]> = [
	[/\b(TDI|CDTI|TDCi|dCi|HDi|BlueHDi|CRDi|D-4D|MultiJet|JTDm|DI-D|DDiS|i-DTEC|i-CTDi|Skyactiv-D|MZ-CD|MZR-CD|EcoBlue|cdi|CDI|TD4|TDV6|SDV6|CRD|Diesel|\d{3}d|\d{2}d)\b/, ['diesel']],
	[/\bkW\b/, ['electric']],
	[/\b(Hybrid|e:HEV|HEV|\d{3}h)\b/, ['hybrid', 'plugin_hybrid']],
	[/\b(LPG|GPL|ECO-G)\b/, ['lpg']],
]

describe('every car could exist', () => {
	const sample = Array.from({ length: 30_000 }, (_, index) => demoListing(index * 7, options))

	test('each known model is listed only in its years and with its fuels', () => {
		let checked = 0
		for (const listing of sample) {
			const known = knownModels[`${listing.brand}/${listing.model}`]
			if (!known) continue
			checked += 1
			const [first, last] = known.years
			expect(listing.year, listing.title).toBeGreaterThanOrEqual(first)
			if (last !== null) expect(listing.year, listing.title).toBeLessThanOrEqual(last)
			expect(known.fuels, `${listing.title}, ${listing.year}`).toContain(listing.fuel)
		}
		// The table covers the popular cars, so a good share of the market is held to it.
		expect(checked).toBeGreaterThan(sample.length / 10)
	})

	test('no car is older than 25 years or newer than the day it was listed, and the title names the fuel it has', () => {
		for (const listing of sample) {
			expect(listing.year).toBeLessThanOrEqual(listing.publishedAt.getUTCFullYear())
			expect(listing.year).toBeGreaterThanOrEqual(listing.publishedAt.getUTCFullYear() - 25)
			const engine = listing.title.slice(`${listing.brandName} ${listing.modelName} `.length)
			for (const [words, fuels] of engineWords) {
				if (words.test(engine)) expect(fuels, `${listing.title}: ${listing.fuel}`).toContain(listing.fuel)
			}
			if (listing.fuel === 'electric') expect(engine, listing.title).toMatch(/kW|Range|Performance|Plaid|\b85\b/)
		}
	})

	test('only the makes of European listings are sold: no veteran make in a recent year', () => {
		const makes = new Set(sample.map((listing) => listing.brand))
		for (const veteran of ['simca', 'trabant', 'wartburg', 'lada', 'zastava', 'rover', 'saab', 'talbot']) expect(makes.has(veteran)).toBe(false)
		expect(makes.size).toBeGreaterThan(25)
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

describe('the gearbox', () => {
	const sample = Array.from({ length: 5_000 }, (_, index) => demoListing(index * 3, options))
	test('every car states one: electric and hybrid cars are automatic, the others mostly manual', () => {
		expect(sample.filter((car) => ['electric', 'hybrid', 'plugin_hybrid'].includes(car.fuel)).every((car) => car.gearbox === 'automatic')).toBe(true)
		const combustion = sample.filter((car) => car.fuel === 'gasoline' || car.fuel === 'diesel')
		const automatic = combustion.filter((car) => car.gearbox === 'automatic').length / combustion.length
		expect(automatic).toBeGreaterThan(0.25)
		expect(automatic).toBeLessThan(0.5)
	})
	test('the search JSON carries it, for the demo adapter to read', () => {
		const car = demoListing(42, options)
		expect(demoListingJson(car, 'http://localhost:3000')).toMatchObject({ id: '42', gearbox: car.gearbox })
	})
})
