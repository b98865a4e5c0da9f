import { and, eq, lte } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { createDatabase } from '#core/db/client.ts'
import { feedEvents, feeds, listings, notificationOutbox, subscriptions } from '#core/db/schema.ts'
import { type JobPayload } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { type ListingPayload } from '#core/notifications/payloads.ts'
import { databaseForTests } from '#tests/support/database.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'
import { crawlEveryFeed, type LocalMarket, startLocalMarket, vwDieselInGraz } from '#tests/support/local-market.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { deliverFeedJob } from '../../jobs/feeds-deliver.ts'
import { type JobContext } from '../../jobs/types.ts'
import { workerIdentity } from '../../runtime.ts'

/**
 * The delivery as a job of its own (docs/decisions/061-delivery-as-a-plan.md): the crawl stores
 * its events, then enqueues `feeds.deliver`. A worker that dies between the two, or in the middle
 * of the job, loses no car and sends none twice: the events are committed before the job exists,
 * and the job, run again, finds each alert's cursor and outbox keys under its row lock.
 */

const { test, checkpoint } = testsInTurn()

type MarketCar = { id: string; title: string; price: number; km: number; year: number; publishedAt: number }

const database = databaseForTests(subscriptions, feeds, listings)
let market: LocalMarket
let cars: MarketCar[] = []
const start = Date.parse('2030-01-01T12:00:00.000Z')
let clock = start

beforeAll(async () => {
	market = await startLocalMarket(() => cars, () => clock, vwDieselInGraz)
})

afterAll(async () => {
	await market?.close()
})

beforeEach(() => {
	cars = []
	clock = start
})

const config = () => parseConfig({ NODE_ENV: 'test', DEMO_MARKET_URL: 'http://127.0.0.1:1', SITE_MIN_INTERVAL_SECONDS: '0' })

/** The job's context on a worker's own database handle, enqueueing nothing. */
const contextOn = (db: JobContext['db']): JobContext => ({
	config: config(),
	db,
	log: createLogger('test', 'silent'),
	worker: workerIdentity(),
	enqueue: async () => {
		throw new Error('the delivery enqueues nothing')
	},
})

/**
 * A dispatch and a crawl of every feed `minutes` later, as checks.ts runs them: the delivery is
 * handed to `enqueue` instead of being run. `enqueue` sees the database as the job would.
 */
async function crawl(enqueue: (request: JobPayload<'feeds.deliver'>) => Promise<void>, minutes = 1) {
	checkpoint()
	clock += minutes * 60_000
	const now = new Date(clock)
	await crawlEveryFeed({ db: database.db, config: config(), market: market.url, now, enqueueDelivery: enqueue })
	return now
}

/** What the buyer was sent as new after the alert went live, by car id, each as often as it was. */
async function sentNew(alertId: string) {
	const rows = await database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.subscriptionId, alertId), eq(notificationOutbox.kind, 'new_listing')))
	const notices = new Set((await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.kind, 'notice'))).map((row) => row.id))
	return rows
		.filter((row) => row.digestId === null || !notices.has(row.digestId))
		.map((row) => (row.payload as ListingPayload).url.split('/').at(-1)!)
		.sort()
}

let golfs = 0
const golf = (id: string, at: number): MarketCar => ({ id, title: `Volkswagen Golf ${id}`, price: 15_000, km: 40_000 + 5_000 * golfs++, year: 2019, publishedAt: at })

async function liveAlert() {
	const user = await seedUser(database.db)
	return seedAlert(database.db, user.id, 'active', { websitesSelected: ['demo'], model: 'golf', fuelType: 'any', updateFrequency: '1min' })
}

/** Crawls the feed once so that it and its alerts have their baselines (their first delivery run at once). */
async function goLive() {
	const requests: Array<JobPayload<'feeds.deliver'>> = []
	await crawl(async (request) => void requests.push(request))
	for (const request of requests) await deliverFeedJob(contextOn(database.db), request)
	expect(requests).toHaveLength(1)
}

test('a worker that dies after the crawl and before its delivery job runs loses no car; the job run late, or twice, sends each once', async () => {
	const alert = await liveAlert()
	await goLive()
	cars.push(golf('a', clock + 10_000), golf('b', clock + 20_000))

	const requests: Array<JobPayload<'feeds.deliver'>> = []
	const crawledAt = await crawl(async (request) => {
		// When the job is enqueued, what it delivers is committed: seen from another connection.
		const other = createDatabase(database.url, { max: 1, onError: () => {} })
		try {
			const stored = await other.db.select().from(feedEvents).where(and(eq(feedEvents.feedId, request.feedId), lte(feedEvents.seq, request.upTo)))
			expect(stored.filter((row) => row.kind === 'new').map((row) => row.listingId).sort()).toEqual(['a', 'b'])
			const [feed] = await other.db.select().from(feeds).where(eq(feeds.id, request.feedId))
			expect(feed!.lastSuccessAt).toEqual(new Date(clock))
		} finally {
			await other.close()
		}
		requests.push(request)
	})
	expect(requests).toHaveLength(1)
	// The worker died: the job waits in the queue, nothing was sent.
	expect(await sentNew(alert.id)).toEqual([])

	// Another worker (or the same one restarted) runs it, later than the crawl.
	clock = crawledAt.getTime() + 30_000
	await deliverFeedJob(contextOn(database.db), requests[0]!)
	expect(await sentNew(alert.id)).toEqual(['a', 'b'])
	// Its lock ran out before it was marked done: it runs again, and sends nothing twice.
	await deliverFeedJob(contextOn(database.db), requests[0]!)
	expect(await sentNew(alert.id)).toEqual(['a', 'b'])

	// The next crawl's job brings only the car listed since.
	cars.push(golf('c', clock + 10_000))
	const next: Array<JobPayload<'feeds.deliver'>> = []
	await crawl(async (request) => void next.push(request))
	// The old job, run once more after the new crawl, takes nothing of the new one's.
	await deliverFeedJob(contextOn(database.db), requests[0]!)
	expect(await sentNew(alert.id)).toEqual(['a', 'b'])
	await deliverFeedJob(contextOn(database.db), next[0]!)
	expect(await sentNew(alert.id)).toEqual(['a', 'b', 'c'])
})

test('a crawl whose delivery job never runs loses nothing: the next crawl\'s delivery brings its cars', async () => {
	const alert = await liveAlert()
	await goLive()
	cars.push(golf('a', clock + 10_000))
	await crawl(async () => {})
	cars.push(golf('b', clock + 10_000))
	const next: Array<JobPayload<'feeds.deliver'>> = []
	await crawl(async (request) => void next.push(request))
	await deliverFeedJob(contextOn(database.db), next[0]!)
	expect(await sentNew(alert.id)).toEqual(['a', 'b'])
})

test('a worker killed in the middle of a delivery job: what it committed stays, the job run again delivers the rest, each car once', async () => {
	const first = await liveAlert()
	const second = await liveAlert()
	await goLive()
	cars.push(golf('a', clock + 10_000), golf('b', clock + 20_000))
	const requests: Array<JobPayload<'feeds.deliver'>> = []
	await crawl(async (request) => void requests.push(request))

	// Another session holds the second alert's row (a buyer's edit, say), so the worker's job waits on it…
	const holder = await database.pool.connect()
	const worker = createDatabase(database.url, { max: 2, onError: () => {} })
	try {
		await holder.query('begin')
		await holder.query('select id from subscriptions where id = $1 for update', [second.id])
		const job = deliverFeedJob(contextOn(worker.db), requests[0]!).then(
			() => 'finished',
			(error: unknown) => (error instanceof Error ? error.message : String(error)),
		)
		const waiting = async () => {
			const { rows } = await database.pool.query<{ pid: number }>(
				`select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
			)
			return rows.map((row) => row.pid)
		}
		let pids: number[] = []
		for (let tries = 0; pids.length === 0 && tries < 500; tries += 1) {
			pids = await waiting()
			if (pids.length === 0) await new Promise((resolve) => setTimeout(resolve, 10))
		}
		expect(pids).toHaveLength(1)
		// …and dies there: its connection ends, its open transaction with it.
		await database.pool.query('select pg_terminate_backend($1)', [pids[0]])
		expect(await job).not.toBe('finished')
		await holder.query('commit')
	} finally {
		holder.release()
		await worker.close()
	}
	// The second alert was told nothing; the first, if the job reached it first, had all of its cars.
	expect(await sentNew(second.id)).toEqual([])
	expect([[], ['a', 'b']]).toContainEqual(await sentNew(first.id))

	// The job runs again (Agenda hands a dead worker's job to another): each alert gets each car once.
	await deliverFeedJob(contextOn(database.db), requests[0]!)
	await deliverFeedJob(contextOn(database.db), requests[0]!)
	expect(await sentNew(first.id)).toEqual(['a', 'b'])
	expect(await sentNew(second.id)).toEqual(['a', 'b'])
})
