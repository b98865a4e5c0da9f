import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { exchangeRates } from '#core/db/schema.ts'
import { recurringJobs } from '#core/jobs/contracts.ts'
import { type Logger } from '#core/logger.ts'
import { clearRatesCache, loadRates, saveRates } from '#core/models/exchange-rates.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { ecbXml } from '#tests/support/ecb.ts'
import { refreshRates } from '../lib/exchange-rates.ts'
import { workerIdentity } from '../runtime.ts'
import { jobHandlers } from './index.ts'
import { type JobContext } from './types.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

let database: TestDatabase
let server: http.Server
let base: string
const requests: Array<{ url: string; userAgent: string | undefined }> = []

/** What a rates source may answer: the real format, and the ways it goes wrong. */
const routes: Record<string, (response: http.ServerResponse) => void> = {
	'/ecb.xml': (response) => {
		response.writeHead(200, { 'content-type': 'text/xml' })
		response.end(ecbXml('2026-11-20', { USD: '1.0523', PLN: '4.2250', HUF: '402.15', CZK: '24.330' }))
	},
	'/garbage': (response) => {
		response.writeHead(200, { 'content-type': 'text/html' })
		response.end('<html><body><h1>We are down for maintenance</h1></body></html>')
	},
	'/broken-rate.xml': (response) => {
		response.writeHead(200, { 'content-type': 'text/xml' })
		response.end(ecbXml('2026-11-21', { USD: '1.05', PLN: 'N/A' }))
	},
	'/error': (response) => {
		response.writeHead(503, { 'content-type': 'text/plain' })
		response.end('unavailable')
	},
	// No Content-Length: only counting the bytes as they arrive can stop it.
	'/endless': (response) => {
		response.writeHead(200, { 'content-type': 'text/xml' })
		const chunk = `<Cube currency='USD' rate='1.05'/>`.repeat(1_000)
		const timer = setInterval(() => response.write(chunk), 1)
		response.on('close', () => clearInterval(timer))
	},
	'/silent': () => {
		// Never answers.
	},
}

beforeAll(async () => {
	database = await createTestDatabase()
	server = http.createServer((request, response) => {
		requests.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] })
		const route = routes[request.url ?? '']
		if (route) return route(response)
		response.writeHead(404).end()
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	server?.closeAllConnections()
	await new Promise((resolve) => server?.close(resolve))
	await database?.destroy()
})
beforeEach(async () => {
	await database.db.delete(exchangeRates)
	clearRatesCache(database.db)
	requests.length = 0
})

function context(path: string, logs: string[]): JobContext {
	const log: Logger = {
		error: (message, fields) => logs.push(`error ${message} ${JSON.stringify(fields ?? {})}`),
		info: (message, fields) => logs.push(`info ${message} ${JSON.stringify(fields ?? {})}`),
		debug: () => {},
	}
	return {
		config: parseConfig({ NODE_ENV: 'test', EXCHANGE_RATES_URL: `${base}${path}` }),
		db: database.db,
		log,
		worker: workerIdentity(),
		enqueue: () => Promise.reject(new Error('this job enqueues nothing')),
	}
}

async function storedRates() {
	const rows = await database.db.select().from(exchangeRates)
	return Object.fromEntries(rows.map((row) => [row.currency, [row.perEur, row.rateDate]]))
}

test('runs once a day', () => {
	expect(recurringJobs).toContainEqual({ name: 'rates.refresh', interval: '1 day' })
})

test('stores the day’s ECB rates, which the next crawls convert with', async () => {
	const logs: string[] = []
	await jobHandlers['rates.refresh'](context('/ecb.xml', logs), {})
	expect(await storedRates()).toEqual({
		USD: [1.0523, '2026-11-20'],
		PLN: [4.225, '2026-11-20'],
		HUF: [402.15, '2026-11-20'],
		CZK: [24.33, '2026-11-20'],
	})
	expect(logs).toEqual(['info exchange rates of 2026-11-20 stored {"currencies":4}'])
	// Saying who we are, as to every site.
	expect(requests).toEqual([{ url: '/ecb.xml', userAgent: expect.stringContaining('CarWatch') }])
	const rates = await loadRates(database.db)
	expect(rates.date).toBe('2026-11-20')
	expect(rates.perEur.get('PLN')).toBe(4.225)
	// The snapshot still answers for what the file lacks.
	expect(rates.perEur.get('BGN')).toBe(1.95583)
})

test('garbage, an error page or a broken rate: logged, nothing thrown, the old rates stay', async () => {
	await saveRates(database.db, { date: '2026-11-19', perEur: new Map([['PLN', 4.2], ['USD', 1.04]]) })
	const before = await storedRates()
	const cases: Array<[string, RegExp]> = [
		['/garbage', /not the ECB's daily reference rates/],
		['/broken-rate.xml', /PLN N\/A: a rate is not a decimal number/],
		['/error', /HTTP 503/],
		['/missing', /HTTP 404/],
	]
	for (const [path, reason] of cases) {
		const logs: string[] = []
		await expect(jobHandlers['rates.refresh'](context(path, logs), {})).resolves.toBeUndefined()
		expect(logs).toHaveLength(1)
		expect(logs[0]).toMatch(/^error exchange rates refresh failed; the stored rates stay/)
		expect(logs[0]).toMatch(reason)
	}
	expect(await storedRates()).toEqual(before)
	expect((await loadRates(database.db)).perEur.get('PLN')).toBe(4.2)
})

test('a source nobody answers at, one that never answers and one that never stops are given up', async () => {
	const options = { userAgent: 'test', timeoutMs: 500, maxBytes: 64 * 1024 }
	const closed = await refreshRates(database.db, { ...options, url: 'http://127.0.0.1:9/eurofxref-daily.xml' })
	expect(closed).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/the request failed/) })
	const started = Date.now()
	expect(await refreshRates(database.db, { ...options, url: `${base}/silent` })).toEqual({ kind: 'failed', reason: 'no answer within 500 ms' })
	expect(Date.now() - started).toBeLessThan(5_000)
	// Time enough that on a loaded machine too only the size limit stops it.
	expect(await refreshRates(database.db, { ...options, timeoutMs: 20_000, url: `${base}/endless` })).toEqual({ kind: 'failed', reason: 'the answer is larger than 65536 bytes' })
	expect(await storedRates()).toEqual({})
})
