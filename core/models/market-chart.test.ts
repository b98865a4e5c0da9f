import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { alertMarketDays } from '#core/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { addToMarket, marketCharts, startMarkets, sweepMarketDays } from './market-chart.ts'

/** The alert card's chart read from the rollup delivery writes (docs/decisions/038-market-chart.md), on a real database. */

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
})

afterAll(async () => {
	await database?.destroy()
})

const now = new Date('2030-03-30T15:00:00Z')

/** A user's alert whose count started long before the card's 30 days. */
async function countingAlert() {
	const user = await seedUser(database.db)
	const alert = await seedAlert(database.db, user.id)
	await startMarkets(database.db, [{ subscriptionId: alert.id, criteriaKey: 'k', since: new Date('2030-01-01T00:00:00Z') }], { restart: true })
	return { user, alert }
}

/** Cars first seen on `date`, at these prices (null: no price). */
const day = (date: string, ...prices: Array<number | null>) => prices.map((priceEur) => ({ day: date, priceEur }))

describe('the market chart of an alert', () => {
	test('30 days ending today: each day its cars and their median price, the period’s total and median over all its prices', async () => {
		const { user, alert } = await countingAlert()
		await addToMarket(database.db, alert.id, [
			{ day: '2030-03-01', priceEur: 10_000 },
			{ day: '2030-03-01', priceEur: 12_000 },
			{ day: '2030-03-01', priceEur: null },
			{ day: '2030-03-30', priceEur: 20_000 },
			// Before the first day shown.
			{ day: '2030-02-28', priceEur: 1 },
		])
		// A second delivery the same day adds to it.
		await addToMarket(database.db, alert.id, [{ day: '2030-03-30', priceEur: 30_000 }])
		const chart = (await marketCharts(database.db, user.id, [alert], now)).get(alert.id)!
		expect(chart.from).toBe('2030-03-01')
		expect(chart.since).toBe('2030-01-01')
		expect(chart.counts).toHaveLength(30)
		expect(chart.counts[0]).toBe(3)
		expect(chart.counts[29]).toBe(2)
		expect(chart.counts.reduce((a, b) => a + b)).toBe(5)
		expect(chart.medians[0]).toBe(11_000)
		expect(chart.medians[29]).toBe(25_000)
		expect(chart.medians.filter((value) => value !== null)).toHaveLength(2)
		expect(chart).toMatchObject({ total: 5, median: 16_000 })
	})

	test('an alert that has not started counting reads as such; one that restarts under new criteria loses its days', async () => {
		const user = await seedUser(database.db)
		const waiting = await seedAlert(database.db, user.id, 'pending_payment')
		const edited = await seedAlert(database.db, user.id)
		await startMarkets(database.db, [{ subscriptionId: edited.id, criteriaKey: 'old', since: new Date('2030-03-02T10:00:00Z') }], { restart: true })
		await addToMarket(database.db, edited.id, [{ day: '2030-03-10', priceEur: 9_000 }])
		// Without restart (an alert with nothing new), a count under other criteria is left alone.
		await startMarkets(database.db, [{ subscriptionId: edited.id, criteriaKey: 'new', since: new Date('2030-03-20T10:00:00Z') }], { restart: false })
		expect((await marketCharts(database.db, user.id, [edited], now)).get(edited.id)).toMatchObject({ total: 1, since: '2030-03-02' })
		await startMarkets(database.db, [{ subscriptionId: edited.id, criteriaKey: 'new', since: new Date('2030-03-20T10:00:00Z') }], { restart: true })
		const charts = await marketCharts(database.db, user.id, [waiting, edited], now)
		expect(charts.get(waiting.id)).toMatchObject({ since: null, total: 0, median: null })
		expect(charts.get(edited.id)).toMatchObject({ since: '2030-03-20', total: 0, median: null })
		// The same key again: nothing restarts.
		await addToMarket(database.db, edited.id, [{ day: '2030-03-21', priceEur: 9_500 }])
		await startMarkets(database.db, [{ subscriptionId: edited.id, criteriaKey: 'new', since: new Date('2030-03-25T10:00:00Z') }], { restart: true })
		expect((await marketCharts(database.db, user.id, [edited], now)).get(edited.id)).toMatchObject({ since: '2030-03-20', total: 1, median: 9_500 })
	})

	test('a user reads only their own alerts’ counts', async () => {
		const owner = await seedUser(database.db)
		const other = await seedUser(database.db)
		const theirs = await seedAlert(database.db, other.id)
		await startMarkets(database.db, [{ subscriptionId: theirs.id, criteriaKey: 'k', since: new Date('2030-03-01T00:00:00Z') }], { restart: true })
		await addToMarket(database.db, theirs.id, [{ day: '2030-03-29', priceEur: 7_000 }])
		// Another user's alert id asked for by this user: nothing comes back.
		expect((await marketCharts(database.db, owner.id, [theirs], now)).get(theirs.id)).toMatchObject({ since: null, total: 0 })
		expect((await marketCharts(database.db, other.id, [theirs], now)).get(theirs.id)).toMatchObject({ total: 1, median: 7_000 })
	})

	test('the sweep drops the days no card shows', async () => {
		const { alert } = await countingAlert()
		await addToMarket(database.db, alert.id, [
			{ day: '2030-02-28', priceEur: 1 },
			{ day: '2030-03-01', priceEur: 2 },
		])
		expect(await sweepMarketDays(database.db, now)).toBeGreaterThanOrEqual(1)
		const left = (await database.db.select().from(alertMarketDays)).filter((row) => row.subscriptionId === alert.id)
		expect(left.map((row) => row.day)).toEqual(['2030-03-01'])
	})

	test('the median of an even count is the mean of the middle two, in whole euros; a day without prices has none; a day after today is not drawn', async () => {
		const { user, alert } = await countingAlert()
		await addToMarket(database.db, alert.id, [
			...day('2030-03-10', 10_000, 10_001),
			...day('2030-03-11', 3, 1, 2),
			...day('2030-03-12', 4, 1),
			...day('2030-03-13', null, null),
			...day('2030-03-14', 5, 5, 5, 5, 5, 5),
			// Tomorrow, by a clock ahead of the reader's.
			...day('2030-03-31', 1_000_000),
		])
		// A later delivery the same day: the day's median is over both deliveries' prices.
		await addToMarket(database.db, alert.id, day('2030-03-12', 3, 2))
		const chart = (await marketCharts(database.db, user.id, [alert], now)).get(alert.id)!
		expect(chart.medians.slice(9, 14)).toEqual([10_001, 2, 3, null, 5])
		expect(chart.counts.slice(9, 14)).toEqual([2, 3, 4, 2, 6])
		// All fifteen prices of the period (1 1 2 2 3 3 4 5 5 5 5 5 5 10000 10001), not the days' medians (4).
		expect(chart).toMatchObject({ total: 17, median: 5 })
	})

	test('the period’s median is over the days the card shows on the day it is viewed', async () => {
		const { user, alert } = await countingAlert()
		await addToMarket(database.db, alert.id, [...day('2030-03-01', 100, 100, 100), ...day('2030-03-30', 7, 9)])
		expect((await marketCharts(database.db, user.id, [alert], now)).get(alert.id)).toMatchObject({ total: 5, median: 100 })
		// Two days on, 1 March has left the card: the median is of 30 March's prices alone.
		const later = new Date('2030-04-01T09:00:00Z')
		expect((await marketCharts(database.db, user.id, [alert], later)).get(alert.id)).toMatchObject({ total: 2, median: 8 })
	})
})
