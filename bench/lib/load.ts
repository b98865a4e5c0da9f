import http from 'node:http'
import autocannon from 'autocannon'
import { type RecordedAnswer } from './processes.ts'

/** What a browser sends for a page: its language, and that it takes compressed answers. */
export const browserHeaders = {
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'accept-language': 'en',
	'accept-encoding': 'gzip, deflate, br',
	'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
}

export type LoadOptions = {
	url: string
	method?: 'GET' | 'POST'
	headers?: Record<string, string>
	body?: string
	/** Sent in turn, one per request, as the `cookie` header: several users at once. */
	cookies?: string[]
	connections: number
	durationSeconds: number
}

export type LoadResult = {
	requestsPerSecond: number
	requests: number
	seconds: number
	latencyMs: { p50: number; p90: number; p99: number; max: number }
	/** Answers by status code; anything but the expected status makes the run invalid. */
	statuses: Record<string, number>
	errors: number
	timeouts: number
}

/** autocannon against one URL (keep-alive connections, one request in flight on each). */
export async function load(options: LoadOptions): Promise<LoadResult> {
	const cookies = options.cookies ?? []
	let turn = 0
	const result = await autocannon({
		url: options.url,
		method: options.method ?? 'GET',
		headers: options.headers,
		body: options.body,
		requests: cookies.length
			? [
					{
						method: options.method ?? 'GET',
						headers: options.headers,
						body: options.body,
						setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: cookies[turn++ % cookies.length]! } }),
					},
				]
			: undefined,
		connections: options.connections,
		duration: options.durationSeconds,
		timeout: 30,
	})
	const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]))
	const requests = Object.values(statuses).reduce((sum, count) => sum + count, 0)
	return {
		requestsPerSecond: requests / result.duration,
		requests,
		seconds: result.duration,
		latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
		statuses,
		errors: result.errors,
		timeouts: result.timeouts,
	}
}

/** Throws unless every answer of the run had `status`: a benchmark of error pages measures nothing. */
export function expectStatus(what: string, result: LoadResult, status: number) {
	const other = Object.entries(result.statuses).filter(([code]) => Number(code) !== status)
	if (result.requests === 0 || other.length > 0 || result.errors > 0) {
		throw new Error(`${what}: expected only ${status} answers, got ${JSON.stringify(result.statuses)} and ${result.errors} errors`)
	}
}

/** Headers the baseline must not copy: the connection's own, and those node:http writes itself. */
const hopHeaders = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

/** One request, with the answer's raw bytes as they came over the wire (still compressed). */
export function record(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RecordedAnswer> {
	return new Promise((resolve, reject) => {
		const request = http.request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => {
				const headers: Record<string, string> = {}
				for (const [name, value] of Object.entries(response.headers)) {
					if (value === undefined || hopHeaders.has(name)) continue
					headers[name] = Array.isArray(value) ? value.join(', ') : value
				}
				resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
			})
			response.on('error', reject)
		})
		request.on('error', reject)
		request.end(options.body)
	})
}
