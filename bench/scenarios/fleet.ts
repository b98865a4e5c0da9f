import os from 'node:os'
import { hash } from '#core/demo-market.ts'
import { type SiteId } from '#core/sites.ts'
import { planQueries } from '#worker/lib/checks.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { type Market, type MarketItem, startMarket } from '../lib/market.ts'
import { type Child, startWorker, stopAll } from '../lib/processes.ts'
import { proveSteadyState, seedSteadyState } from '../lib/steady.ts'
import { figure, ratio, type ScenarioResult, sleep, waitUntil } from '../lib/result.ts'

/**
 * Scenario 8: 1, 2 and 4 real worker processes checking the same 20,000 alerts (all due) against a
 * stand-in demo market that answers every search after 200 ms. The alerts are in steady state:
 * their baseline is taken and the market lists the 20 cars each has already seen, so a check is
 * the everyday one (fetch, parse, re-match, look up what was seen, record the check). The figure
 * is checks/s with N workers over checks/s with one, each taken over the same window.
 */

export type FleetSize = {
	alerts: number
	workers: number[]
	warmupSeconds: number
	windowSeconds: number
	/** A run whose workers checked every alert inside the window measured the alerts, not the workers: refuse it. */
	refuseSaturated: boolean
}

export const fleetSizes = {
	full: { alerts: 20_000, workers: [1, 2, 4], warmupSeconds: 3, windowSeconds: 10, refuseSaturated: true },
	// Only proves the scenario runs: a small machine-independent size may well be checked whole.
	smoke: { alerts: 1_000, workers: [1, 2], warmupSeconds: 0, windowSeconds: 1, refuseSaturated: false },
} satisfies Record<string, FleetSize>

const pageSize = 20
const latencyMs = 200

/** The page a search answers: 20 cars within its criteria, the same every time. */
function page(url: string): MarketItem[] {
	const query = new URL(url).searchParams
	const number = (name: string) => (query.has(name) ? Number(query.get(name)) : null)
	const fuel = query.get('fuel') ?? 'diesel'
	const price = number('priceMax') ?? number('priceMin') ?? 12_000
	const year = number('yearMin') ?? number('yearMax') ?? 2018
	const km = Math.min(number('kmMax') ?? 80_000, 80_000)
	// Named after the search, so the seeding can name them too.
	const id = hash(url).toString(36)
	return Array.from({ length: pageSize }, (_, n) => ({ id: `${id}-${n}`, title: `${query.get('brand')} ${query.get('model') ?? ''} #${n}`, price, km, year, fuel }))
}

export async function runFleet(env: BenchEnv, size: FleetSize): Promise<ScenarioResult> {
	const started = performance.now()
	const database = await env.newDatabase()
	let market: Market | undefined
	const workers: Child[] = []
	try {
		market = await startMarket({ latencyMs, listings: (query) => page(`${market!.url}/demo-market.json?${query}`) })
		env.log(`8: seeding ${size.alerts} alerts in steady state`)
		const users = await seedUsers(database.db, Math.ceil(size.alerts / 5), 'fleet')
		const alerts = await seedAlerts(database.db, realisticAlerts(size.alerts, { seed: 8, sites: 'demo' }), users)
		const baseUrls = Object.fromEntries(Object.keys(siteAdapters).map((id) => [id, market!.url])) as Record<SiteId, string>
		const queries = await planQueries(database.db, alerts, siteAdapters, baseUrls)
		await seedSteadyState(database.db, queries, alerts, (query) => page(query.request.url).map((car) => ({ listingId: car.id, price: car.price })))
		await proveSteadyState(database.db, queries[0]!, market.url)
		await database.pool.query('vacuum analyze')

		const runs: Array<{ workers: number; checksPerSecond: number; checked: number; fetches: number; searchesRunPerWorker: number[] }> = []
		for (const count of size.workers) {
			await database.pool.query(`delete from agenda_jobs`).catch(() => {})
			await database.pool.query(`update subscriptions set next_check_at = null, last_checked_at = null`)
			env.log(`8: ${count} worker${count > 1 ? 's' : ''} on ${size.alerts} alerts`)
			const since = new Date()
			const fetchesBefore = market.requests()
			// All at once, as a scale-up or a restart of every machine starts them: they collide in Agenda's
			// schema set-up, which core/jobs/queue.ts retries, so a worker that dies here fails the run.
			// Since each worker locks only the checks it runs, when each one polls no longer matters.
			const workerEnv = { DEMO_MARKET_URL: market.url, SITE_MIN_INTERVAL_SECONDS: '0' }
			const started = await Promise.allSettled(Array.from({ length: count }, () => startWorker({ databaseUrl: database.url, env: workerEnv })))
			for (const result of started) if (result.status === 'fulfilled') workers.push(result.value)
			const failed = started.find((result) => result.status === 'rejected')
			if (failed) throw failed.reason
			const checked = async () => {
				const result = await database.pool.query<{ count: string }>(`select count(*) from subscriptions where last_checked_at >= $1`, [since])
				return Number(result.rows[0]!.count)
			}
			await waitUntil('the first check', async () => (await checked()) > 0, 60_000)
			await sleep(size.warmupSeconds * 1000)
			const from = { at: performance.now(), checked: await checked() }
			await sleep(size.windowSeconds * 1000)
			const to = { at: performance.now(), checked: await checked() }
			if (size.refuseSaturated && to.checked >= size.alerts) throw new Error(`${count} workers checked every alert before the window closed: make the window shorter or the alerts more`)
			// Which worker ran the searches: each should have run a share of them.
			const perWorker = await database.pool.query<{ count: string }>(
				`select count(*) from agenda_jobs where name = 'checks.run' and last_run_at is not null group by last_modified_by order by count(*) desc`,
			)
			runs.push({
				workers: count,
				checksPerSecond: (to.checked - from.checked) / ((to.at - from.at) / 1000),
				checked: to.checked,
				fetches: market.requests() - fetchesBefore,
				searchesRunPerWorker: perWorker.rows.map((row) => Number(row.count)),
			})
			// Killed, not drained: what they were doing no longer matters, and the next run starts afresh.
			await Promise.all(workers.splice(0).map((worker) => worker.kill()))
		}
		// Steady state means nothing new: a check that queued a message found a car the seeding missed.
		const queued = await database.pool.query<{ count: string }>('select count(*) from notification_outbox')
		const one = runs.find((run) => run.workers === 1)!.checksPerSecond
		return {
			scenario: 8,
			title: 'Worker fleet',
			seconds: (performance.now() - started) / 1000,
			figures: runs.filter((run) => run.workers > 1).map((run) => figure(8, `checks/s, ${run.workers} workers ÷ 1 worker`, ratio(run.checksPerSecond, one))),
			raw: { alerts: size.alerts, queries: queries.length, messagesQueued: Number(queued.rows[0]!.count), marketLatencyMs: latencyMs, pageSize, runs, cpus: os.cpus().length },
		}
	} finally {
		await stopAll(workers)
		await market?.close()
		await database.destroy()
	}
}
