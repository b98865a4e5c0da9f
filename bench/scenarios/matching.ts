import { eq } from 'drizzle-orm'
import { feeds } from '#core/db/schema.ts'
import { demoListing, type DemoListing } from '#core/demo-market.ts'
import { matchListings, type MatchListing } from '#core/matching.ts'
import { storeCrawl } from '#core/models/feeds.ts'
import { deliverFeed, matchCriteria } from '#worker/lib/feeds/delivery.ts'
import { alertRow, benchMarket, realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { proveSteadyState, seedSteadyState, storedListing } from '../lib/steady.ts'
import { figure, median, ratio, type ScenarioResult } from '../lib/result.ts'

/**
 * Scenario 4: the cost of matching 1,000 new listings against N alerts, on the path the worker
 * takes (worker/lib/feeds/delivery.ts): the alerts are grouped by the feed they read (one per
 * site and brand), each feed's new listings (its events since the alerts' cursors: all of the
 * brand's new cars) are matched against the feed's alerts with `matchListings`, as `deliverFeed`
 * does. The figure is this in-memory part, t(largest N) / t(smallest N).
 *
 * The same listings delivered with the database work (`deliverFeed` on every feed: events read,
 * one transaction per alert with messages, the quiet alerts recorded together) are measured too,
 * at smaller N, in the raw numbers.
 */

export type MatchingSize = {
	alertCounts: number[]
	listings: number
	/** Each N is timed at least `minRepeats` times and until `minSeconds` are spent; the fastest run counts. */
	minRepeats: number
	minSeconds: number
	dbAlertCounts: number[]
}

export const matchingSizes = {
	full: { alertCounts: [1_000, 10_000, 100_000], listings: 1_000, minRepeats: 3, minSeconds: 1, dbAlertCounts: [1_000, 4_000] },
	smoke: { alertCounts: [100, 1_000], listings: 100, minRepeats: 1, minSeconds: 0, dbAlertCounts: [20, 40] },
} satisfies Record<string, MatchingSize>

const origin = 'http://market.bench'

/** The new listings, newest first. */
function newListings(count: number): DemoListing[] {
	const first = 3_000_000
	return Array.from({ length: count }, (_, i) => demoListing(first + i, benchMarket)).reverse()
}

const asListing = (car: DemoListing): MatchListing => ({ title: car.title, model: car.modelName, price: car.price, km: car.km, year: car.year, fuel: car.fuel })

export async function runMatching(env: BenchEnv, size: MatchingSize): Promise<ScenarioResult> {
	const started = performance.now()
	const database = await env.newDatabase()
	try {
		const largest = Math.max(...size.alertCounts, ...size.dbAlertCounts)
		const specs = realisticAlerts(largest, { seed: 4, sites: 'demo' })
		const cars = newListings(size.listings)
		const newOfBrand = new Map<string, MatchListing[]>()
		for (const car of cars) newOfBrand.set(car.brand, [...(newOfBrand.get(car.brand) ?? []), asListing(car)])
		const inMemory: Array<{ alerts: number; feeds: number; comparisons: number; matches: number; runs: number; groupMs: number; matchMs: number; totalMs: number; medianMs: number }> = []
		for (const count of size.alertCounts) {
			env.log(`4: ${size.listings} new listings against ${count} alerts (in memory)`)
			const rows = specs.slice(0, count).map((spec, i) => alertRow(spec, i, '00000000-0000-4000-8000-000000000000'))
			const modelNames = rows.map((_, i) => (specs[i]!.model === 'all' ? null : specs[i]!.car.modelName))
			const groupings: number[] = []
			const matchings: number[] = []
			let feedCount = 0
			let comparisons = 0
			let matches = 0
			const timedFrom = performance.now()
			for (let repeat = 0; repeat < Math.max(size.minRepeats, 50) && (repeat < size.minRepeats || performance.now() - timedFrom < size.minSeconds * 1000); repeat += 1) {
				let t = performance.now()
				// The alerts of each feed with their criteria, as deliverFeed reads them.
				const byFeed = new Map<string, Array<{ id: string; criteria: ReturnType<typeof matchCriteria> }>>()
				rows.forEach((row, i) => {
					for (const site of row.websitesSelected) {
						const key = `${site} ${row.brand}`
						const wanted = { id: row.id, criteria: matchCriteria(row, modelNames[i]!) }
						const feed = byFeed.get(key)
						if (feed) feed.push(wanted)
						else byFeed.set(key, [wanted])
					}
				})
				groupings.push(performance.now() - t)
				t = performance.now()
				comparisons = 0
				matches = 0
				for (const [key, wanted] of byFeed) {
					const found = newOfBrand.get(key.slice(key.indexOf(' ') + 1)) ?? []
					comparisons += found.length * wanted.length
					for (const listings of matchListings(wanted, found).values()) matches += listings.length
				}
				matchings.push(performance.now() - t)
				feedCount = byFeed.size
			}
			// The fastest run: on a shared machine the others measure the neighbours.
			const totals = groupings.map((grouping, i) => grouping + matchings[i]!)
			const best = totals.indexOf(Math.min(...totals))
			inMemory.push({ alerts: count, feeds: feedCount, comparisons, matches, runs: totals.length, groupMs: groupings[best]!, matchMs: matchings[best]!, totalMs: totals[best]!, medianMs: median(totals) })
		}

		// The same listings through deliverFeed, with the database work of every alert of every feed.
		const withDatabase: Array<{ alerts: number; feeds: number; newListingMessages: number; totalMs: number; msPerAlert: number }> = []
		const [userId] = await seedUsers(database.db, 1, 'match')
		for (const count of size.dbAlertCounts) {
			env.log(`4: ${size.listings} new listings against ${count} alerts (deliverFeed, with the database)`)
			await database.pool.query('truncate subscriptions, feeds, listings cascade')
			const rows = await seedAlerts(database.db, specs.slice(0, count), [userId!])
			// Every alert is in steady state with nothing listed before: the listings are new to it.
			const feedRows = await seedSteadyState(database.db, rows, () => [])
			await proveSteadyState(database.db, feedRows[0]!)
			// The crawls that found them (the site's and the crawler's work, not timed).
			const now = new Date()
			for (const feed of feedRows) {
				const found = cars.filter((car) => car.brand === feed.scope).map((car) => ({ ...storedListing(car, origin), model: car.modelName, fuel: car.fuel }))
				await storeCrawl(database.db, feed, found, { baseline: false, now })
			}
			await database.pool.query('vacuum analyze')
			const t = performance.now()
			let messages = 0
			for (const feed of feedRows) {
				const [current] = await database.db.select().from(feeds).where(eq(feeds.id, feed.id))
				const outcome = await deliverFeed(database.db, current!, { now, dueBefore: new Date(now.getTime() + 86_400_000) })
				messages += outcome.newListings
			}
			const ms = performance.now() - t
			withDatabase.push({ alerts: count, feeds: feedRows.length, newListingMessages: messages, totalMs: ms, msPerAlert: ms / count })
		}

		const first = inMemory[0]!
		const last = inMemory.at(-1)!
		const dbFirst = withDatabase[0]!
		const dbLast = withDatabase.at(-1)!
		return {
			scenario: 4,
			title: 'Matching cost growth',
			seconds: (performance.now() - started) / 1000,
			figures: [
				figure(4, `t(${last.alerts / 1000}k) ÷ t(${first.alerts / 1000}k), in memory`, ratio(last.totalMs, first.totalMs), { op: '<=', value: 5, source: 'issue' }),
				// Every alert that wants a car must be told: the matches grow with N whatever the index.
				figure(4, `the same ÷ matches(${last.alerts / 1000}k) ÷ matches(${first.alerts / 1000}k)`, ratio(ratio(last.totalMs, first.totalMs) ?? 0, ratio(last.matches, first.matches) ?? 0)),
				figure(4, `t(${dbLast.alerts / 1000}k) ÷ t(${dbFirst.alerts / 1000}k) with the database, per alert`, ratio(dbLast.msPerAlert, dbFirst.msPerAlert)),
			],
			raw: { listings: size.listings, inMemory, withDatabase },
		}
	} finally {
		await database.destroy()
	}
}
