import { describe, expect } from 'vitest'
import { feedListings, feeds, listingPrices, listings } from '#core/db/schema.ts'
import { type FuelType } from '#core/enums.ts'
import { modelMatches } from '#core/matching.ts'
import { databaseForTests } from '#tests/support/database.ts'
import { comparison, earlierPrices, kmBand, listingModel, priceVerdicts, type VerdictTarget, verdictOf } from './verdict.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

/** Similar cars against a real database: listings shown by brand feeds on several sites. */

const database = databaseForTests(feeds, listings)
const now = new Date('2030-06-15T12:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)

type Car = { id: string; site?: 'demo' | 'mobile.de' | 'facebook'; brand?: string; title?: string; model?: string | null; priceEur: number | null; year?: number | null; km?: number | null; fuel?: FuelType | null; seen?: Date }

/** Stores cars as crawls would: each listing shown by its brand's feed on its site (on Facebook, a pasted search). */
async function store(cars: Car[]) {
	for (const car of cars) {
		const siteId = car.site ?? 'demo'
		const scope = siteId === 'facebook' ? 'https://www.facebook.com/marketplace/ljubljana/search?query=golf' : (car.brand ?? 'volkswagen')
		const [feed] = await database.db.insert(feeds).values({ siteId, scope }).onConflictDoUpdate({ target: [feeds.siteId, feeds.scope], set: { scope } }).returning()
		const seen = car.seen ?? daysAgo(3)
		await database.db.insert(listings).values({
			siteId,
			listingId: car.id,
			url: `https://example.com/${car.id}`,
			title: car.title ?? `Volkswagen Golf 2.0 TDI ${car.id}`,
			model: car.model ?? null,
			price: car.priceEur,
			currency: 'EUR',
			priceEur: car.priceEur,
			year: car.year === undefined ? 2019 : car.year,
			km: car.km === undefined ? 80_000 : car.km,
			fuel: car.fuel === undefined ? 'diesel' : car.fuel,
			firstSeenAt: seen,
			lastSeenAt: seen,
		})
		await database.db.insert(feedListings).values({ feedId: feed!.id, siteId, listingId: car.id, price: car.priceEur, firstSeenAt: seen, lastSeenAt: seen })
	}
}

/** `count` diesel Golfs of 2019 with 80,000 km around €20,000 (median exactly €20,000), on two sites. */
const similar = (count: number, prefix = 's'): Car[] =>
	Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i}`, site: i % 2 === 0 ? 'demo' : 'mobile.de', priceEur: 20_000 + (i - (count - 1) / 2) * 200 }))

const target = (overrides: Partial<VerdictTarget> = {}): VerdictTarget => ({
	siteId: 'demo',
	listingId: 'target',
	brand: 'volkswagen',
	modelName: 'Golf',
	year: 2019,
	km: 80_000,
	fuel: 'diesel',
	priceEur: 18_800,
	...overrides,
})

describe('the verdict', () => {
	test('below, above and about the median of similar cars, the difference rounded to €100', async () => {
		await store(similar(9))
		const verdicts = await priceVerdicts(database.db, [target({ priceEur: 18_760 }), target({ priceEur: 21_240 }), target({ priceEur: 20_500 }), target({ priceEur: 19_450 })], now)
		expect(verdicts).toEqual([
			{ kind: 'below', amountEur: 1_200, compared: 9 },
			{ kind: 'above', amountEur: 1_200, compared: 9 },
			{ kind: 'about', amountEur: 0, compared: 9 },
			{ kind: 'about', amountEur: 0, compared: 9 },
		])
	})

	test('fewer similar cars than the minimum: no verdict', async () => {
		await store(similar(comparison.minComparables - 1))
		expect(await priceVerdicts(database.db, [target()], now)).toEqual([null])
		await store(similar(1, 'extra'))
		expect(await priceVerdicts(database.db, [target()], now)).toEqual([{ kind: 'below', amountEur: 1_200, compared: comparison.minComparables }])
	})

	test('the listing itself is not one of its comparables, on its own site only', async () => {
		await store([...similar(7), { id: 'target', priceEur: 20_000 }])
		expect(await priceVerdicts(database.db, [target()], now)).toEqual([null])
		// The same listing id on another site is another car.
		expect(await priceVerdicts(database.db, [target({ siteId: 'mobile.de' })], now)).toEqual([{ kind: 'below', amountEur: 1_200, compared: 8 }])
	})

	test('comparables: same brand and model, year ±1, kilometres in the band, same fuel, seen in the last 90 days, with a euro price', async () => {
		const { min, max } = kmBand(80_000)
		expect({ min, max }).toEqual({ min: 64_000, max: 96_000 })
		await store([
			...similar(8),
			// In: the edges of every band, another site, the model named in the site's field only.
			{ id: 'year-below', priceEur: 30_000, year: 2018 },
			{ id: 'year-above', priceEur: 30_000, year: 2020 },
			{ id: 'km-low', priceEur: 30_000, km: min },
			{ id: 'km-high', priceEur: 30_000, km: max },
			{ id: 'day-90', priceEur: 30_000, seen: daysAgo(90) },
			{ id: 'field', priceEur: 30_000, title: 'VW 2.0 TDI Highline', model: 'Golf' },
			// Out: each misses one condition.
			{ id: 'year-far', priceEur: 1_000, year: 2017 },
			{ id: 'km-far', priceEur: 1_000, km: max + 1 },
			{ id: 'petrol', priceEur: 1_000, fuel: 'gasoline' },
			{ id: 'fuel-unknown', priceEur: 1_000, fuel: null },
			{ id: 'year-unknown', priceEur: 1_000, year: null },
			{ id: 'km-unknown', priceEur: 1_000, km: null },
			{ id: 'stale', priceEur: 1_000, seen: daysAgo(91) },
			{ id: 'no-euros', priceEur: null },
			{ id: 'free', priceEur: 0 },
			{ id: 'passat', priceEur: 1_000, title: 'Volkswagen Passat 2.0 TDI' },
			{ id: 'golfo', priceEur: 1_000, title: 'Volkswagen Golfo 2.0 TDI' },
			{ id: 'other-brand', brand: 'bmw', priceEur: 1_000 },
			{ id: 'facebook', site: 'facebook', priceEur: 1_000 },
		])
		// 8 from €19,300 to €20,700 and 6 at €30,000: the median is the mean of the 7th and 8th, €20,600.
		const [verdict] = await priceVerdicts(database.db, [target({ priceEur: 18_000 })], now)
		expect(verdict).toEqual({ kind: 'below', amountEur: 2_600, compared: 14 })
		// A listing whose fuel is unknown is compared with every fuel.
		const [anyFuel] = await priceVerdicts(database.db, [target({ fuel: null })], now)
		expect(anyFuel!.compared).toBe(16)
	})

	test('a target without a euro price, a year or kilometres gets none; a batch answers each in order', async () => {
		await store(similar(10))
		const verdicts = await priceVerdicts(database.db, [target({ priceEur: null }), target({ year: null }), target(), target({ km: null }), target({ modelName: 'Passat' })], now)
		expect(verdicts).toEqual([null, null, { kind: 'below', amountEur: 1_200, compared: 10 }, null, null])
	})

	test('models are matched in SQL as core/matching.ts matches them', async () => {
		const titles = ['Škoda Octavia RS', 'BMW 320d Touring', 'BMW 3er', 'Serija 3 BMW', 'Volvo XC 60 D4', 'Mercedes-Benz C 220 d', 'Mercedes C-Klasse', 'VW ID3 Pro', 'Volkswagen Golf Plus', 'Volkswagen Golfo', 'BMW 330e', 'BMW 13er', 'Mercedes Straße 220 d']
		// Each title as many times as a verdict needs, so every count is seen.
		await store(titles.flatMap((title, i) => Array.from({ length: comparison.minComparables }, (_, n) => ({ id: `m${i}-${n}`, title, priceEur: 10_000 }))))
		for (const modelName of ['Octavia', '3 Series', 'XC60', 'C-Class', 'E-Class', 'ID.3', 'Golf', 'Golf Plus']) {
			const expected = titles.filter((title) => modelMatches({ title, model: null }, modelName)).length * comparison.minComparables
			const [verdict] = await priceVerdicts(database.db, [target({ modelName, priceEur: 10_000 })], now)
			expect({ modelName, compared: verdict?.compared ?? 0 }).toEqual({ modelName, compared: expected })
		}
		// 320d, 3er, Serija 3 and 330e are BMW's 3 Series; 13er is not.
		const [series] = await priceVerdicts(database.db, [target({ modelName: '3 Series', priceEur: 10_000 })], now)
		expect(series!.compared).toBe(4 * comparison.minComparables)
	})
})

describe('the rules in numbers', () => {
	test('the kilometre band is ±20 %, never narrower than ±15,000 km', () => {
		expect(kmBand(10_000)).toEqual({ min: 0, max: 25_000 })
		expect(kmBand(50_000)).toEqual({ min: 35_000, max: 65_000 })
		expect(kmBand(200_000)).toEqual({ min: 160_000, max: 240_000 })
	})

	test('about is within 3 % of the median; beyond, the difference to the nearest €100', () => {
		expect(verdictOf(20_600, 20_000, 8)).toEqual({ kind: 'about', amountEur: 0, compared: 8 })
		expect(verdictOf(20_620, 20_000, 8)).toEqual({ kind: 'above', amountEur: 600, compared: 8 })
		expect(verdictOf(4_840, 5_000, 30)).toEqual({ kind: 'below', amountEur: 200, compared: 30 })
		expect(verdictOf(15_000, 20_000, 7)).toBeNull()
	})

	test('an "all models" alert compares a listing as the most specific model it names', () => {
		const names = ['Golf', 'Golf Plus', 'Golf Sportsvan', 'Passat']
		expect(listingModel(names, { title: 'VW Golf Plus 1.4 TSI', model: null })).toBe('Golf Plus')
		expect(listingModel(names, { title: 'VW 1.4 TSI', model: 'Golf' })).toBe('Golf')
		expect(listingModel(names, { title: 'VW Touran 1.4 TSI', model: null })).toBeNull()
	})
})

describe('the earlier price', () => {
	async function history(id: string, prices: Array<[price: number | null, days: number, currency?: string]>) {
		await store([{ id, priceEur: prices.at(-1)![0] }])
		await database.db.insert(listingPrices).values(prices.map(([price, days, currency]) => ({ siteId: 'demo', listingId: id, price, currency: currency ?? 'EUR', priceEur: price, seenAt: daysAgo(days) })))
	}

	test('the latest different price and when it was first seen at it; none for a listing with one price', async () => {
		await history('dropped', [[18_900, 40], [18_500, 20], [17_900, 2]])
		await history('back-up', [[18_900, 40], [17_900, 20], [18_900, 2]])
		await history('steady', [[15_000, 10]])
		await history('on-request', [[null, 30], [16_000, 5]])
		await history('zloty', [[80_000, 30, 'PLN'], [80_000, 5]])
		const earlier = await earlierPrices(database.db, [
			{ siteId: 'demo', listingId: 'dropped', price: 17_900, currency: 'EUR' },
			{ siteId: 'demo', listingId: 'back-up', price: 18_900, currency: 'EUR' },
			{ siteId: 'demo', listingId: 'steady', price: 15_000, currency: 'EUR' },
			{ siteId: 'demo', listingId: 'on-request', price: 16_000, currency: 'EUR' },
			{ siteId: 'demo', listingId: 'zloty', price: 80_000, currency: 'EUR' },
			{ siteId: 'demo', listingId: 'dropped', price: null, currency: 'EUR' },
		])
		expect(earlier).toEqual([
			{ price: 18_500, currency: 'EUR', seenAt: daysAgo(20).toISOString() },
			{ price: 17_900, currency: 'EUR', seenAt: daysAgo(20).toISOString() },
			null,
			null,
			{ price: 80_000, currency: 'PLN', seenAt: daysAgo(30).toISOString() },
			null,
		])
	})
})
