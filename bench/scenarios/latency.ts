import { inArray, sql } from 'drizzle-orm'
import { feeds, listings } from '#core/db/schema.ts'
import { seededRandom } from '#core/demo-market.ts'
import { startFakeTelegram, type FakeTelegram } from '#tests/support/telegram.ts'
import { linkChats, realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { type Market, type MarketItem, startMarket } from '../lib/market.ts'
import { type Child, startWorker, stopAll } from '../lib/processes.ts'
import { proveSteadyState, seedSteadyState, storedListing } from '../lib/steady.ts'
import { figure, median, percentile, ratio, type ScenarioResult, sleep } from '../lib/result.ts'

/**
 * Scenario 6: from a car appearing on the market to Telegram accepting the message about it. One
 * real worker process crawls the feeds of alerts at 1 min (the shortest frequency) against a
 * stand-in demo market that answers after 200 ms, delivers, and sends through the
 * limit-enforcing local Bot API. The alerts are in steady state (docs/decisions/008: their feeds
 * baselined, their cursors set, the feeds' next crawls spread over the minute), and one new car
 * per alert is published at a random moment.
 */

export type LatencySize = {
	alerts: number
	/** The feeds' next crawls are spread over this many seconds, from `phaseStartSeconds` on. */
	phaseSeconds: number
	phaseStartSeconds: number
	/** Cars are published over this many seconds, from the start. */
	publishSeconds: number
	timeoutSeconds: number
}

export const latencySizes = {
	full: { alerts: 100, phaseSeconds: 60, phaseStartSeconds: 0, publishSeconds: 25, timeoutSeconds: 75 },
	smoke: { alerts: 3, phaseSeconds: 1, phaseStartSeconds: 0, publishSeconds: 0, timeoutSeconds: 40 },
} satisfies Record<string, LatencySize>

export const marketLatencyMs = 200
/** Cars per page of the stand-in market, as the demo market's default. */
const pageSize = 20

type Car = MarketItem & { key: string; publishedAt: number }

export async function runLatency(env: BenchEnv, size: LatencySize): Promise<ScenarioResult> {
	const started = performance.now()
	const database = await env.newDatabase()
	let fake: FakeTelegram | undefined
	let market: Market | undefined
	let worker: Child | undefined
	try {
		// One alert per car model, any fuel, no other limit; alerts of one brand share its search.
		const seen = new Set<string>()
		const specs = realisticAlerts(size.alerts * 20, { seed: 6, sites: 'demo' })
			.filter((spec) => spec.model !== 'all' && !seen.has(`${spec.brand}/${spec.model}`) && seen.add(`${spec.brand}/${spec.model}`))
			.slice(0, size.alerts)
			.map((spec) => ({ ...spec, fuelType: 'any' as const, priceMin: null, priceMax: null, yearMin: null, yearMax: null, mileageMax: null }))
		const cars: Car[] = []
		const keyOf = (brand: string | null) => `${brand}`
		const fetchTimes = new Map<string, number[]>()
		market = await startMarket({
			latencyMs: marketLatencyMs,
			listings: (query, now) => {
				const key = keyOf(query.get('brand'))
				const page = Number(query.get('page') ?? 1)
				if (page === 1) fetchTimes.set(key, [...(fetchTimes.get(key) ?? []), now])
				const online = cars.filter((car) => car.key === key && car.publishedAt <= now).sort((a, b) => b.publishedAt - a.publishedAt)
				return online.slice((page - 1) * pageSize, page * pageSize)
			},
		})
		// Three cars per model were online before, and each alert has seen them (its baseline).
		specs.forEach((spec, i) => {
			for (let n = 0; n < 3; n += 1) {
				cars.push({ key: keyOf(spec.brand), id: `old-${i}-${n}`, title: `${spec.car.brandName} ${spec.car.modelName} older #${n}`, price: 9_000 + n, km: 90_000, year: 2017, fuel: 'diesel', publishedAt: 0 })
			}
		})
		const users = await seedUsers(database.db, specs.length, 'lat')
		const chats = await linkChats(database.db, users, 60_000)
		fake = await startFakeTelegram()
		for (const chat of chats) fake.addChat(chat)
		const alerts = await seedAlerts(database.db, specs, users)
		// Until the measurement starts, no feed is due.
		const feedRows = await seedSteadyState(
			database.db,
			alerts,
			(feed) => cars.filter((car) => car.key === keyOf(feed.scope)).map((car) => storedListing(car, market!.url)),
			{ nextCrawlAt: new Date(Date.now() + 3_600_000) },
		)
		await proveSteadyState(database.db, feedRows[0]!)

		env.log(`6: ${specs.length} alerts at 1 min on ${feedRows.length} feeds, one new car each, through a real worker`)
		worker = await startWorker({
			databaseUrl: database.url,
			env: { DEMO_MARKET_URL: market.url, SITE_MIN_INTERVAL_SECONDS: '0', APP_URL: 'https://carwatch.bench', ...fake.env },
		})
		const start = Date.now()
		// Steady state: each feed's next crawl somewhere in the coming minute.
		await database.db
			.update(feeds)
			.set({ nextCrawlAt: sql`now() + ${size.phaseStartSeconds} * interval '1 second' + random() * ${size.phaseSeconds} * interval '1 second'` })
		const due = await database.db.select({ id: feeds.id, brand: feeds.scope, at: feeds.nextCrawlAt }).from(feeds)
		const next = seededRandom(66)
		const published = specs.map((spec, i) => {
			const car: Car = {
				key: keyOf(spec.brand),
				id: `new-${i}`,
				title: `${spec.car.brandName} ${spec.car.modelName} bench car #${i}`,
				price: spec.car.price,
				km: spec.car.km,
				year: spec.car.year,
				fuel: spec.car.fuel,
				publishedAt: start + next() * size.publishSeconds * 1000,
			}
			cars.push(car)
			return car
		})
		const deadline = start + (size.publishSeconds + size.timeoutSeconds) * 1000
		const accepted = () => published.map((car) => fake!.messages.find((message) => message.text.includes(car.title))?.at ?? null)
		while (accepted().some((at) => at === null) && Date.now() < deadline) await sleep(500)
		const acceptedAt = accepted()
		const missing = acceptedAt.filter((at) => at === null).length
		if (missing === published.length) throw new Error(`no car reached Telegram within ${size.timeoutSeconds} s\n${worker.output()}`)

		// The two hops between "due" and the fetch: the dispatch tick that claims the feed, and the
		// wait of the enqueued feeds.crawl until a worker picks it up.
		const jobs = await database.pool.query<{ feed_id: string; enqueued: Date; started: Date }>(
			`select data->>'feedId' as feed_id, created_at as enqueued, last_run_at as started from agenda_jobs where name = 'feeds.crawl' and last_run_at is not null`,
		)
		const dueOf = new Map(due.map((row) => [row.id, row.at?.getTime() ?? null]))
		const firstJob = new Map<string, { enqueued: number; started: number }>()
		for (const job of jobs.rows) {
			const known = firstJob.get(job.feed_id)
			if (!known || job.enqueued.getTime() < known.enqueued) firstJob.set(job.feed_id, { enqueued: job.enqueued.getTime(), started: job.started.getTime() })
		}
		const dispatchWait = [...firstJob.entries()].flatMap(([id, job]) => (dueOf.get(id) ? [(job.enqueued - dueOf.get(id)!) / 1000] : []))
		const queueWait = jobs.rows.map((job) => (job.started.getTime() - job.enqueued.getTime()) / 1000)
		const outbox = await database.pool.query<{ status: string; count: string; error: string | null }>(
			'select status, count(*), min(last_error) as error from notification_outbox group by status',
		)
		const detected = await database.db
			.select({ listingId: listings.listingId, at: listings.firstSeenAt })
			.from(listings)
			.where(inArray(listings.listingId, published.map((car) => car.id)))
		const detectedAt = new Map(detected.map((row) => [row.listingId, row.at.getTime()]))
		const latencies = published.flatMap((car, i) => (acceptedAt[i] === null ? [] : [(acceptedAt[i]! - car.publishedAt) / 1000]))
		const detection = published.flatMap((car) => (detectedAt.has(car.id) ? [(detectedAt.get(car.id)! - car.publishedAt) / 1000] : []))
		const delivery = published.flatMap((car, i) => (acceptedAt[i] !== null && detectedAt.has(car.id) ? [(acceptedAt[i]! - detectedAt.get(car.id)!) / 1000] : []))
		// From the moment a feed is due to its fetch: the dispatch tick, then the pickup of feeds.crawl.
		const dueToFetch = due.flatMap((row) => {
			const fetched = fetchTimes.get(keyOf(row.brand))?.[0]
			return fetched === undefined || !row.at ? [] : [(fetched - row.at.getTime()) / 1000]
		})
		const intervals = [...fetchTimes.values()].flatMap((times) => times.slice(1).map((time, i) => (time - times[i]!) / 1000))
		// A car that never arrived counts as arriving at the deadline: it cannot make the figure look better.
		const counted = [...latencies, ...Array.from({ length: missing }, () => (deadline - start) / 1000)]
		const p95 = percentile(counted, 95)
		return {
			scenario: 6,
			title: 'Detection latency',
			seconds: (performance.now() - started) / 1000,
			figures: [figure(6, 'p95 (Telegram accepted − published) ÷ 60 s', ratio(p95, 60), { op: '<=', value: 1.1, source: 'issue' })],
			raw: {
				alerts: specs.length,
				feeds: feedRows.length,
				marketLatencyMs,
				missing,
				latencySeconds: { p50: median(latencies), p95, max: Math.max(...counted) },
				dueToFetchSeconds: { p50: median(dueToFetch), p95: percentile(dueToFetch, 95), max: Math.max(...dueToFetch) },
				dueToDispatchSeconds: { p50: median(dispatchWait), p95: percentile(dispatchWait, 95) },
				feedsCrawlQueuedSeconds: { p50: median(queueWait), p95: percentile(queueWait, 95) },
				publishToCrawlSeconds: { p50: median(detection), p95: percentile(detection, 95) },
				crawlToTelegramSeconds: { p50: median(delivery), p95: percentile(delivery, 95) },
				secondsBetweenCrawlsOfOneFeed: { count: intervals.length, p50: median(intervals), p95: percentile(intervals, 95), min: Math.min(...intervals) },
				rejected429: fake.rejected.filter((rejection) => rejection.status === 429).length,
				outbox: outbox.rows.map((row) => ({ status: row.status, count: Number(row.count), error: row.error })),
			},
		}
	} finally {
		await stopAll([worker])
		await market?.close()
		await fake?.close()
		await database.destroy()
	}
}
