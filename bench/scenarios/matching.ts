import { demoListing, type DemoListing, demoListingJson, matchesDemoQuery, parseDemoQuery } from '#core/demo-market.ts'
import { matchListings } from '#core/matching.ts'
import { type SiteId } from '#core/sites.ts'
import { matchCriteria, maxPagesPerCheck, planQueries, runQuery, type SiteQuery } from '#worker/lib/checks.ts'
import { type FetchPage } from '#worker/lib/fetch-page.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { type Listing } from '#worker/sites/types.ts'
import { alertRow, benchMarket, realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { proveSteadyState, seedSteadyState } from '../lib/steady.ts'
import { figure, median, ratio, type ScenarioResult } from '../lib/result.ts'

/**
 * Scenario 4: the cost of matching 1,000 new listings against N alerts, on the path the worker
 * takes (worker/lib/checks.ts): `planQueries` groups the alerts by site search (one per brand),
 * the site answers each search with the new listings it finds (the site's work, not timed: all of
 * the brand's new cars, up to the pages the worker reads), and `matchListings` gives each alert of
 * the search the listings it wants, as `runQuery` does. The figure is this in-memory part,
 * t(largest N) / t(smallest N).
 *
 * The same path with its database work (`runQuery`: one transaction per alert, recording what
 * it saw and queueing messages) is measured too, at smaller N, in the raw numbers.
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

const baseUrl = 'http://market.bench'
const baseUrls = Object.fromEntries(Object.keys(siteAdapters).map((id) => [id, baseUrl])) as Record<SiteId, string>
const pageSize = 20

/** The new listings, as the demo adapter parses them. */
function newListings(count: number): { cars: DemoListing[]; origin: string } {
	const first = 3_000_000
	return { cars: Array.from({ length: count }, (_, i) => demoListing(first + i, benchMarket)).reverse(), origin: baseUrl }
}

/** The site's answer to one search: the new listings it finds, newest first, a page of them. */
function siteAnswer(url: string, cars: DemoListing[]): DemoListing[] {
	const query = parseDemoQuery(new URL(url).searchParams)
	if (!query.success) throw new Error(`the demo market would refuse ${url}`)
	const page = query.data.page ?? 1
	return cars.filter((car) => matchesDemoQuery(car, query.data)).slice((page - 1) * pageSize, page * pageSize)
}

/** Every page the worker reads of a search whose cars are all new: up to `maxPagesPerCheck`. */
function siteAnswers(url: string, cars: DemoListing[]): DemoListing[] {
	return Array.from({ length: maxPagesPerCheck }, (_, i) => {
		const next = new URL(url)
		if (i > 0) next.searchParams.set('page', String(i + 1))
		return siteAnswer(next.href, cars)
	}).flat()
}

const asListing = (car: DemoListing): Listing => ({
	siteId: 'demo',
	listingId: car.id,
	url: `${baseUrl}/demo-market?listing=${car.index}`,
	title: car.title,
	model: car.modelName,
	price: car.price,
	currency: car.currency,
	km: car.km,
	year: car.year,
	fuel: car.fuel,
	location: car.location,
	imageUrl: null,
})

export async function runMatching(env: BenchEnv, size: MatchingSize): Promise<ScenarioResult> {
	const started = performance.now()
	const database = await env.newDatabase()
	try {
		const largest = Math.max(...size.alertCounts, ...size.dbAlertCounts)
		const specs = realisticAlerts(largest, { seed: 4, sites: 'demo' })
		const { cars } = newListings(size.listings)
		const answers = new Map<string, Listing[]>()
		const inMemory: Array<{ alerts: number; queries: number; comparisons: number; matches: number; runs: number; planMs: number; matchMs: number; totalMs: number; medianMs: number }> = []
		for (const count of size.alertCounts) {
			env.log(`4: ${size.listings} new listings against ${count} alerts (in memory)`)
			const rows = specs.slice(0, count).map((spec, i) => alertRow(spec, i, '00000000-0000-4000-8000-000000000000'))
			const byId = new Map(rows.map((row, i) => [row.id, { row, modelName: specs[i]!.model === 'all' ? null : specs[i]!.car.modelName }]))
			const plans: number[] = []
			const matchings: number[] = []
			let queries: SiteQuery[] = []
			let comparisons = 0
			let matches = 0
			const timedFrom = performance.now()
			for (let repeat = 0; repeat < Math.max(size.minRepeats, 50) && (repeat < size.minRepeats || performance.now() - timedFrom < size.minSeconds * 1000); repeat += 1) {
				let t = performance.now()
				queries = await planQueries(database.db, rows, siteAdapters, baseUrls)
				plans.push(performance.now() - t)
				// The sites' answers are the sites' work: computed once, outside the timing.
				for (const query of queries) {
					if (!answers.has(query.request.key)) answers.set(query.request.key, siteAnswers(query.request.url, cars).map(asListing))
				}
				t = performance.now()
				comparisons = 0
				matches = 0
				for (const query of queries) {
					const found = answers.get(query.request.key)!
					const wanted = query.alertIds.map((id) => {
						const { row, modelName } = byId.get(id)!
						return { id, criteria: matchCriteria(row, modelName) }
					})
					comparisons += found.length * wanted.length
					for (const listings of matchListings(wanted, found).values()) matches += listings.length
				}
				matchings.push(performance.now() - t)
			}
			// The fastest run: on a shared machine the others measure the neighbours.
			const totals = plans.map((plan, i) => plan + matchings[i]!)
			const best = totals.indexOf(Math.min(...totals))
			inMemory.push({ alerts: count, queries: queries.length, comparisons, matches, runs: totals.length, planMs: plans[best]!, matchMs: matchings[best]!, totalMs: totals[best]!, medianMs: median(totals) })
		}

		// The same listings through runQuery, with the database work of every alert of every query.
		const withDatabase: Array<{ alerts: number; queries: number; newListingMessages: number; totalMs: number; msPerAlert: number }> = []
		const fetchPage: FetchPage = async (request) => ({
			status: 200,
			url: request.url,
			contentType: 'application/json',
			headers: {},
			body: JSON.stringify({ market: 'demo', listings: siteAnswer(request.url, cars).map((car) => demoListingJson(car, baseUrl)) }),
		})
		const [userId] = await seedUsers(database.db, 1, 'match')
		for (const count of size.dbAlertCounts) {
			env.log(`4: ${size.listings} new listings against ${count} alerts (runQuery, with the database)`)
			await database.pool.query('truncate subscriptions cascade')
			const rows = await seedAlerts(database.db, specs.slice(0, count), [userId!])
			const queries = await planQueries(database.db, rows, siteAdapters, baseUrls)
			// Every alert has run its query before (its baseline, nothing listed then): the listings are new to it.
			await seedSteadyState(database.db, queries, rows, () => [])
			await proveSteadyState(database.db, queries[0]!, baseUrl)
			await database.pool.query('vacuum analyze')
			const t = performance.now()
			let newListings = 0
			for (const query of queries) {
				const outcome = await runQuery({ db: database.db, adapters: siteAdapters, fetchPage }, { siteId: query.siteId, alertIds: query.alertIds, baseUrl })
				if (outcome.kind !== 'checked') throw new Error(`runQuery: ${JSON.stringify(outcome)}`)
				newListings += outcome.newListings
			}
			const ms = performance.now() - t
			withDatabase.push({ alerts: count, queries: queries.length, newListingMessages: newListings, totalMs: ms, msPerAlert: ms / count })
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
			raw: { listings: size.listings, pageSize, inMemory, withDatabase },
		}
	} finally {
		await database.destroy()
	}
}
