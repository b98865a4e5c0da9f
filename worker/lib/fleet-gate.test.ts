import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { createDatabase, type Database, type DatabaseHandle } from '#core/db/client.ts'
import { hostBudgets } from '#core/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { createPageFetcher, fleetHostGate, type PageFetcherOptions, workerPageFetcher } from './fetch-page.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

/**
 * The fleet's budget per host, end to end: page fetchers with pools of their own, as separate
 * worker processes have, against a local site that notes when each request arrives.
 */

let database: TestDatabase
/** A second worker's connection to the same database. */
let other: DatabaseHandle
let server: http.Server
let origin: string
const arrivals: { at: number; url: string }[] = []
let answer: (count: number) => number = () => 200

beforeAll(async () => {
	database = await createTestDatabase()
	other = createDatabase(database.url, { max: 5, onError: () => {} })
	server = http.createServer((request, response) => {
		arrivals.push({ at: performance.now(), url: request.url ?? '' })
		response.writeHead(answer(arrivals.length), { 'content-type': 'text/html' }).end('<html></html>')
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise((resolve) => {
		server?.closeAllConnections()
		server?.close(resolve)
	})
	await other?.close()
	await database?.destroy()
})

beforeEach(async () => {
	await database.db.delete(hostBudgets)
	arrivals.length = 0
	answer = () => 200
})

afterEach(() => {
	arrivals.length = 0
})

const config = (intervalSeconds: string) => parseConfig({ NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: intervalSeconds })

describe('the fleet gate', () => {
	test('two workers, each with its own pool, reach a host at most once per interval together', async () => {
		const interval = 300
		const first = workerPageFetcher(config(String(interval / 1000)), database.db)
		const second = workerPageFetcher(config(String(interval / 1000)), other.db)
		const start = performance.now()
		const pages = await Promise.all(
			[first, second].flatMap((fetchPage, worker) => [1, 2, 3, 4].map((n) => fetchPage({ url: `${origin}/${worker}-${n}`, key: `${worker}-${n}` }))),
		)
		expect(pages.map((page) => page.status)).toEqual(Array(8).fill(200))
		expect(arrivals).toHaveLength(8)
		expect(new Set(arrivals.map((arrival) => arrival.url)).size).toBe(8)
		// Both workers got turns, and the host saw them spread at one per interval. The gate hands out
		// slots one interval apart, the first no earlier than the test's start, and a request never
		// arrives before its slot: so the last arrival is at least seven intervals after the start,
		// however a loaded machine delays requests on their way (the database's clock is this
		// machine's). A delay can bring two arrivals closer; three in one interval would take a
		// request held back for more than one and a half intervals.
		expect(new Set(arrivals.map((arrival) => arrival.url[1])).size).toBe(2)
		const times = arrivals.map((arrival) => arrival.at).sort((a, b) => a - b)
		expect(times.at(-1)! - start).toBeGreaterThanOrEqual((times.length - 1) * interval - 10)
		for (const from of times) expect(times.filter((at) => at >= from && at < from + 0.8 * interval).length).toBeLessThanOrEqual(2)
	})

	test('a retry takes a slot of its own', async () => {
		answer = (count) => (count === 1 ? 502 : 200)
		const options: PageFetcherOptions = { userAgent: 'CarWatch tests', minIntervalMs: 300, timeoutMs: 5_000, retries: 1, retryBaseDelayMs: 10, maxBytes: 100_000 }
		const fetchPage = createPageFetcher({ ...options, gate: fleetHostGate(database.db, 300) })
		const before = Date.now()
		const started = performance.now()
		const page = await fetchPage({ url: `${origin}/retried`, key: 'k' })
		expect(page.status).toBe(200)
		expect(arrivals).toHaveLength(2)
		// The first slot is no earlier than the start and the retry's one interval later; a request
		// never arrives before its slot. (The gap between the two arrivals can be shorter when the
		// first was held up on its way, so the retry is timed from the start.)
		expect(arrivals[1]!.at - started).toBeGreaterThanOrEqual(300 - 10)
		const [row] = await database.db.select().from(hostBudgets)
		// Two slots taken: the host's next one is two intervals on (the database's clock is this machine's).
		expect(row!.nextSlotAt.getTime() - before).toBeGreaterThanOrEqual(2 * 300 - 10)
	})

	test('with no interval the budget table is never asked', async () => {
		const fetchPage = workerPageFetcher(config('0'), database.db)
		await Promise.all([1, 2, 3].map((n) => fetchPage({ url: `${origin}/${n}`, key: String(n) })))
		expect(arrivals).toHaveLength(3)
		expect(await database.db.select().from(hostBudgets)).toEqual([])
		const unreachable = new Proxy({}, {
			get() {
				throw new Error('the database was asked')
			},
		}) as Database
		await expect(fleetHostGate(unreachable, 0)('cars.example')).resolves.toBeUndefined()
	})
})
