import os from 'node:os'
import { sql } from 'drizzle-orm'
import { feeds } from '#core/db/schema.ts'
import { siteWideScope } from '#core/sites.ts'
import { realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { type Market, type MarketItem, startMarket } from '../lib/market.ts'
import { type Child, startWorker, stopAll } from '../lib/processes.ts'
import { proveSteadyState, seedSteadyState, storedListing } from '../lib/steady.ts'
import { figure, ratio, type ScenarioResult, sleep, waitUntil } from '../lib/result.ts'

/**
 * Scenario 8: politeness is the fleet's, not each worker's. 1, 2 and 4 real worker processes
 * crawl the feeds of the same alerts (in steady state: each feed's page lists cars it already
 * knows) on one stand-in site host that answers after 200 ms, with a budget of one request per
 * `budgetSeconds` to that host. More feeds are due than the budget allows: every second the run
 * makes every feed not being crawled due again, so the workers always have crawls waiting. The
 * figure is the most requests the host saw in any `windowSeconds` ÷ what the budget allows in
 * that time, for each fleet size: more workers must not mean more requests (docs/decisions/010).
 * The raw numbers show the crawls each worker ran: the work is shared, the budget is not
 * multiplied.
 */

export type FleetSize = {
	alerts: number
	workers: number[]
	budgetSeconds: number
	warmupSeconds: number
	measureSeconds: number
	/** The sliding window the requests are counted in. */
	windowSeconds: number
}

export const fleetSizes = {
	full: { alerts: 2_000, workers: [1, 2, 4], budgetSeconds: 1, warmupSeconds: 5, measureSeconds: 40, windowSeconds: 30 },
	// Ten seconds measured: on a loaded machine a five-second window once saw no request at all.
	smoke: { alerts: 100, workers: [1, 2], budgetSeconds: 0.5, warmupSeconds: 1, measureSeconds: 10, windowSeconds: 4 },
} satisfies Record<string, FleetSize>

const pageSize = 20
const latencyMs = 200

/** The page of a brand's search: 20 cars, the same every time. */
function page(brand: string): MarketItem[] {
	return Array.from({ length: pageSize }, (_, n) => ({ id: `${brand}-${n}`, title: `${brand} car #${n}`, price: 12_000 + n, km: 80_000, year: 2018, fuel: 'diesel' }))
}

/** The most timestamps (sorted, ms) inside any half-open window of `windowMs`. */
function mostInWindow(times: number[], windowMs: number) {
	let most = 0
	for (let i = 0, j = 0; i < times.length; i += 1) {
		while (times[j]! <= times[i]! - windowMs) j += 1
		most = Math.max(most, i - j + 1)
	}
	return most
}

export async function runFleet(env: BenchEnv, size: FleetSize): Promise<ScenarioResult> {
	const started = performance.now()
	const database = await env.newDatabase()
	let market: Market | undefined
	const workers: Child[] = []
	let keepDue: NodeJS.Timeout | undefined
	try {
		const requestTimes: number[] = []
		market = await startMarket({
			latencyMs,
			listings: (query, now) => {
				requestTimes.push(now)
				return page(query.get('brand') ?? '')
			},
		})
		env.log(`8: seeding ${size.alerts} alerts in steady state`)
		const users = await seedUsers(database.db, Math.ceil(size.alerts / 5), 'fleet')
		const alerts = await seedAlerts(database.db, realisticAlerts(size.alerts, { seed: 8, sites: 'demo' }), users)
		const feedRows = await seedSteadyState(database.db, alerts, (feed) => page(feed.scope).map((car) => storedListing(car, market!.url)), { nextCrawlAt: null })
		await proveSteadyState(database.db, feedRows[0]!)
		// The site measured too busy to be read whole, so its plan keeps a feed per brand: demand the
		// budget cannot meet. Unmeasured, the plan reads a quiet site whole (docs/decisions/049): one
		// feed, one crawl at a time, and no fleet size could send more than the budget.
		await database.db.insert(feeds).values({ siteId: 'demo', scope: siteWideScope, arrivalsPerHour: 600_000, baselineNeeded: false, baselineAt: new Date(Date.now() - 600_000), lastSuccessAt: new Date(Date.now() - 300_000), idleSince: new Date(Date.now() - 300_000) })
		await database.pool.query('vacuum analyze')

		const runs: Array<{ workers: number; requests: number; requestsPerSecond: number; mostInWindow: number; allowedInWindow: number; minGapMs: number; crawlsPerWorker: number[] }> = []
		for (const count of size.workers) {
			await database.pool.query(`delete from agenda_jobs`).catch(() => {})
			await database.pool.query(`delete from host_budgets`)
			env.log(`8: ${count} worker${count > 1 ? 's' : ''}, ${feedRows.length} feeds, one request per ${size.budgetSeconds} s`)
			// Demand beyond the budget: every feed not being crawled is due again, every second.
			const makeDue = () => database.db.update(feeds).set({ nextCrawlAt: sql`now()` }).where(sql`${feeds.leaseUntil} IS NULL OR ${feeds.leaseUntil} < now()`)
			await makeDue()
			keepDue = setInterval(() => void makeDue().catch(() => {}), 1_000)
			// All at once, as a scale-up or a restart of every machine starts them (core/jobs/queue.ts
			// retries their collisions in Agenda's schema set-up, so a worker that dies here fails the run).
			const workerEnv = { DEMO_MARKET_URL: market.url, SITE_MIN_INTERVAL_SECONDS: String(size.budgetSeconds) }
			const startedWorkers = await Promise.allSettled(Array.from({ length: count }, () => startWorker({ databaseUrl: database.url, env: workerEnv })))
			for (const result of startedWorkers) if (result.status === 'fulfilled') workers.push(result.value)
			const failed = startedWorkers.find((result) => result.status === 'rejected')
			if (failed) throw failed.reason
			const first = requestTimes.length
			await waitUntil('the first crawl', async () => requestTimes.length > first, 60_000)
			await sleep(size.warmupSeconds * 1000)
			const from = Date.now()
			await sleep(size.measureSeconds * 1000)
			const to = Date.now()
			clearInterval(keepDue)
			const measured = requestTimes.filter((at) => at >= from && at < to).sort((a, b) => a - b)
			const perWorker = await database.pool.query<{ count: string }>(
				`select count(*) from agenda_jobs where name = 'feeds.crawl' and last_run_at is not null group by last_modified_by order by count(*) desc`,
			)
			runs.push({
				workers: count,
				requests: measured.length,
				requestsPerSecond: measured.length / ((to - from) / 1000),
				mostInWindow: mostInWindow(measured, size.windowSeconds * 1000),
				allowedInWindow: size.windowSeconds / size.budgetSeconds,
				minGapMs: Math.min(...measured.slice(1).map((at, i) => at - measured[i]!)),
				crawlsPerWorker: perWorker.rows.map((row) => Number(row.count)),
			})
			// Killed, not drained: what they were doing no longer matters, and the next run starts afresh.
			await Promise.all(workers.splice(0).map((worker) => worker.kill()))
			await database.pool.query(`update feeds set lease_until = null`)
		}
		// Steady state means nothing new: a crawl that queued a message found a car the seeding missed.
		const queued = await database.pool.query<{ count: string }>(`select count(*) from notification_outbox where kind <> 'notice'`)
		const target = { op: '<=', value: 1.05, source: 'issue' } as const
		return {
			scenario: 8,
			title: 'Worker fleet',
			seconds: (performance.now() - started) / 1000,
			figures: runs.map((run) =>
				figure(8, `requests to one host in any ${size.windowSeconds} s ÷ budget, ${run.workers} worker${run.workers > 1 ? 's' : ''}`, ratio(run.mostInWindow, run.allowedInWindow), target),
			),
			raw: { alerts: size.alerts, feeds: feedRows.length, budgetSeconds: size.budgetSeconds, messagesQueued: Number(queued.rows[0]!.count), marketLatencyMs: latencyMs, pageSize, runs, cpus: os.cpus().length },
		}
	} finally {
		clearInterval(keepDue)
		await stopAll(workers)
		await market?.close()
		await database.destroy()
	}
}
