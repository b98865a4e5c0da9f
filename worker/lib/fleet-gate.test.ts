import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { createDatabase, type Database, type DatabaseHandle } from '#core/db/client.ts'
import { createLogger } from '#core/logger.ts'
import { hostBudgets } from '#core/db/schema.ts'
import { siteBudget } from '#core/site-budget.ts'
import { type SiteId } from '#core/sites.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startProxy, type TestProxy } from '#tests/support/proxy.ts'
import { dispatchBudget } from '../jobs/checks.ts'
import { hostRoom } from './feeds/dispatch.ts'
import { createPageFetcher, type FetchPage, fleetHostGate, type PageFetcherOptions, workerPageFetcher } from './fetch-page.ts'
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
		await expect(fleetHostGate(unreachable, 0)('cars.example')).resolves.toBe('cars.example')
	})
})

/**
 * Budgets per site and per identity (docs/decisions/050): each site at its own interval, and each
 * proxy of a site an identity with slots of its own, for the whole fleet.
 */
describe('budgets per site and identity', () => {
	const proxies: TestProxy[] = []
	const servers: http.Server[] = []
	afterEach(async () => {
		await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
		await Promise.all(servers.splice(0).map((other) => new Promise((resolve) => {
			other.closeAllConnections()
			other.close(resolve)
		})))
	})
	const auth = { user: 'buyer-7', password: 's3cret-pa55' }
	const secrets = [auth.user, auth.password, Buffer.from(`${auth.user}:${auth.password}`).toString('base64')]
	const proxy = async () => {
		const started = await startProxy(auth)
		proxies.push(started)
		return started
	}
	/** Another local site, noting when each request arrives. */
	const site = async () => {
		const seen: number[] = []
		const other = http.createServer((_request, response) => {
			seen.push(performance.now())
			response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
		})
		await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
		servers.push(other)
		return { seen, origin: `http://127.0.0.1:${(other.address() as AddressInfo).port}` }
	}
	const fleet = (env: Record<string, string>, baseUrls: Partial<Record<SiteId, string>>) => {
		const settings = parseConfig({ NODE_ENV: 'test', ...env })
		return { settings, workers: [workerPageFetcher(settings, database.db, baseUrls), workerPageFetcher(settings, other.db, baseUrls)] }
	}
	/** `count` requests from each worker to `site`, all at once. */
	const burst = (workers: FetchPage[], siteId: SiteId, at: string, count: number) =>
		Promise.all(workers.flatMap((fetchPage, worker) => Array.from({ length: count }, (_, n) => fetchPage({ url: `${at}/${worker}-${n}`, key: `${worker}-${n}` }, siteId))))
	/** The most arrivals in any window of `width` starting at an arrival. */
	const most = (times: number[], width: number) => Math.max(0, ...times.map((from) => times.filter((at) => at >= from && at < from + width).length))
	const rows = async () => database.db.select().from(hostBudgets)
	const wrote: string[] = []
	const listen = () => {
		const keep = (...parts: unknown[]) => void wrote.push(parts.map(String).join(' '))
		return [vi.spyOn(console, 'log').mockImplementation(keep), vi.spyOn(console, 'error').mockImplementation(keep), vi.spyOn(console, 'warn').mockImplementation(keep)]
	}

	test('each site keeps its own interval: two sites, two overrides, one default', async () => {
		const [slow, quick] = [await site(), await site()]
		const { settings, workers } = fleet(
			{ SITE_MIN_INTERVAL_SECONDS: '5', SITE_MIN_INTERVAL_SECONDS_AUTOSCOUT24_DE: '0.5', SITE_MIN_INTERVAL_SECONDS_AVTO_NET: '0.15' },
			{ 'autoscout24.de': slow.origin, 'avto.net': quick.origin },
		)
		expect([siteBudget(settings, 'autoscout24.de').intervalSeconds, siteBudget(settings, 'avto.net').intervalSeconds, siteBudget(settings, 'olx.ro').intervalSeconds]).toEqual([0.5, 0.15, 5])
		const before = Date.now()
		const start = performance.now()
		await Promise.all([burst(workers, 'autoscout24.de', slow.origin, 2), burst(workers, 'avto.net', quick.origin, 2)])
		expect([slow.seen.length, quick.seen.length]).toEqual([4, 4])
		// Slots one interval apart from the start, none before its slot; each site's next slot is four of its intervals on.
		const last = (seen: number[]) => Math.max(...seen) - start
		expect(last(slow.seen)).toBeGreaterThanOrEqual(3 * 500 - 10)
		expect(last(quick.seen)).toBeGreaterThanOrEqual(3 * 150 - 10)
		// The quick site did not wait for the slow one's interval, nor for the default.
		expect(last(quick.seen)).toBeLessThan(3 * 500 - 10)
		const next = new Map((await rows()).map((row) => [row.host, row.nextSlotAt.getTime() - before]))
		expect(next.get(new URL(slow.origin).host)).toBeGreaterThanOrEqual(4 * 500 - 10)
		expect(next.get(new URL(slow.origin).host)).toBeLessThan(4 * 500 + 1000)
		expect(next.get(new URL(quick.origin).host)).toBeGreaterThanOrEqual(4 * 150 - 10)
		expect(next.get(new URL(quick.origin).host)).toBeLessThan(4 * 150 + 800)
		// The dispatch gives each site the room of its own interval: two slots ahead, at least 10 s.
		const budget = dispatchBudget(settings)
		expect(hostRoom('a.example', budget.of!('avto.net', 'a.example'), new Map())).toBe(Math.ceil(10_000 / 150))
		expect(hostRoom('a.example', budget.of!('autoscout24.de', 'a.example'), new Map())).toBe(20)
		expect(hostRoom('a.example', budget.of!('olx.ro', 'a.example'), new Map())).toBe(2)
	})

	test('two workers, two proxies: every request goes through the proxy whose slot comes first, each proxy at most once per interval', async () => {
		const interval = 300
		const [first, second] = [await proxy(), await proxy()]
		const { workers } = fleet(
			{ SITE_MIN_INTERVAL_SECONDS_AVTO_NET: String(interval / 1000), SITE_PROXY_AVTO_NET: `${first!.urlWith(auth.user, auth.password)},${second!.urlWith(auth.user, auth.password)}` },
			{ 'avto.net': origin },
		)
		const start = performance.now()
		const pages = await burst(workers, 'avto.net', origin, 4)
		expect(pages.map((page) => page.status)).toEqual(Array(8).fill(200))
		expect(arrivals).toHaveLength(8)
		// Both workers' requests, shared evenly by the two ways out: the earliest slot is the other proxy's every second claim.
		expect(new Set(arrivals.map((arrival) => arrival.url[1])).size).toBe(2)
		expect([first!.carriedAt.length, second!.carriedAt.length]).toEqual([4, 4])
		for (const through of [first!, second!]) {
			// As for one host above: slots one interval apart from the start, never a request before its
			// slot; a delay on the way can bring two closer, three in one interval it cannot.
			expect(Math.max(...through.carriedAt) - start).toBeGreaterThanOrEqual(3 * interval - 10)
			expect(most(through.carriedAt, 0.8 * interval)).toBeLessThanOrEqual(2)
		}
		// One row per proxy, each four slots on.
		const budgets = await rows()
		expect(budgets).toHaveLength(2)
		for (const row of budgets) expect(row.host).toMatch(new RegExp(`^${new URL(origin).host.replaceAll('.', '\\.')}\\|proxy:[0-9a-f]{12}$`))
	})

	test('two proxies double the requests a minute of the site, in the budget, the dispatch’s room and what arrives', async () => {
		const interval = 250
		const env = { SITE_MIN_INTERVAL_SECONDS_AVTO_NET: String(interval / 1000) }
		const direct = fleet(env, { 'avto.net': origin })
		const [first, second] = [await proxy(), await proxy()]
		const proxied = fleet({ ...env, SITE_PROXY_AVTO_NET: `${first!.urlWith(auth.user, auth.password)},${second!.urlWith(auth.user, auth.password)}` }, { 'avto.net': origin })
		expect(siteBudget(direct.settings, 'avto.net').requestsPerMinute).toBe(240)
		expect(siteBudget(proxied.settings, 'avto.net').requestsPerMinute).toBe(480)
		const host = new URL(origin).host
		expect(hostRoom(host, proxied.settings && dispatchBudget(proxied.settings).of!('avto.net', host), new Map())).toBe(2 * hostRoom(host, dispatchBudget(direct.settings).of!('avto.net', host), new Map()))

		const elapsed = async (workers: FetchPage[]) => {
			arrivals.length = 0
			const start = performance.now()
			await burst(workers, 'avto.net', origin, 4)
			return Math.max(...arrivals.map((arrival) => arrival.at)) - start
		}
		const alone = await elapsed(direct.workers)
		const together = await elapsed(proxied.workers)
		// Eight requests: seven intervals after the first one direct, three through two proxies.
		expect(alone).toBeGreaterThanOrEqual(7 * interval - 10)
		expect(together).toBeGreaterThanOrEqual(3 * interval - 10)
		expect(together).toBeLessThan(7 * interval - 10)
		expect(together / alone).toBeLessThan(0.7)
		// The site sees twice the requests in a window of a few intervals, never more.
		expect(most(arrivals.map((arrival) => arrival.at), 2 * interval)).toBeLessThanOrEqual(2 * 2 + 2)
		// What the dispatch reads now: the direct way's backlog, and each proxy's of its own.
		const keys = dispatchBudget(proxied.settings).of!('avto.net', host).keys!
		expect(new Set((await rows()).map((row) => row.host))).toEqual(new Set([host, ...keys]))
	})

	test('a proxy the site refused rests while the other serves, in the fleet’s budget of the other', async () => {
		answer = (count) => (count === 1 ? 403 : 200)
		const [first, second] = [await proxy(), await proxy()]
		const { workers } = fleet(
			{ SITE_MIN_INTERVAL_SECONDS_AVTO_NET: '0.2', SITE_PROXY_AVTO_NET: `${first!.urlWith(auth.user, auth.password)},${second!.urlWith(auth.user, auth.password)}` },
			{ 'avto.net': origin },
		)
		const [fetchPage] = workers
		expect((await fetchPage!({ url: `${origin}/refused`, key: 'r' }, 'avto.net')).status).toBe(403)
		expect([first!.carried.length, second!.carried.length]).toEqual([1, 0])
		expect(fetchPage!.untried!('avto.net')).toBe(true)
		const start = performance.now()
		for (const n of [1, 2, 3]) expect((await fetchPage!({ url: `${origin}/${n}`, key: String(n) }, 'avto.net')).status).toBe(200)
		expect([first!.carried.length, second!.carried.length]).toEqual([1, 3])
		// The other proxy's own slots: one interval apart.
		expect(Math.max(...second!.carriedAt) - start).toBeGreaterThanOrEqual(2 * 200 - 10)
		// A block only the parser saw rests the proxy of that page: with both refused, the site is blocked, not a proxy.
		const page = await fetchPage!({ url: `${origin}/4`, key: '4' }, 'avto.net')
		fetchPage!.rotate!('avto.net', page)
		expect(fetchPage!.untried!('avto.net')).toBe(false)
		fetchPage!.succeeded!('avto.net')
		expect(fetchPage!.untried!('avto.net')).toBe(true)
	})

	test('no proxy credential reaches host_budgets or the logs', async () => {
		const spies = listen()
		try {
			const live = await proxy()
			const dead = await proxy()
			await dead.close()
			const proxied = [dead.urlWith(auth.user, auth.password), live.urlWith(auth.user, auth.password)]
			// The worker's fetcher, without its retries: the dead proxy's error is what a crawl records and the worker logs.
			const options: PageFetcherOptions = { from: 'support@example.com', minIntervalMs: 50, timeoutMs: 5_000, retries: 0, retryBaseDelayMs: 10, maxBytes: 100_000 }
			const workers = [database.db, other.db].map((db) => createPageFetcher({ ...options, proxies: proxied, gate: fleetHostGate(db, 50) }))
			const failures: unknown[] = []
			for (const worker of workers) {
				for (const n of [1, 2, 3]) {
					await worker({ url: `${origin}/${n}`, key: String(n) }).catch((error: unknown) => failures.push(error))
				}
			}
			// Each worker finds the dead proxy once, then leaves it to rest (per process, as before).
			expect(failures).toHaveLength(2)
			expect(live.carried).toHaveLength(4)
			const log = createLogger('worker', 'debug')
			for (const error of failures) log.error('feed crawl failed', { reason: (error as Error).message })
			const budgets = await rows()
			expect(budgets).toHaveLength(2)
			const shown = [...failures.map((error) => `${(error as Error).message} ${(error as Error).stack} ${JSON.stringify(error)}`), ...wrote, JSON.stringify(budgets)].join('\n')
			expect(shown).toContain('|proxy:')
			expect(shown).toContain(`through ${dead.url}`)
			for (const secret of secrets) expect(shown).not.toContain(secret)
		} finally {
			for (const spy of spies) spy.mockRestore()
			wrote.length = 0
		}
	})
})
