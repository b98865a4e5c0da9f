import { gotScraping } from 'got-scraping'
import { type Config } from '../../core/config.ts'
import { type Database } from '../../core/db/client.ts'
import { claimHostSlot } from '../../core/models/host-budget.ts'
import { type SiteRequest } from '../sites/types.ts'

/**
 * Every request to a listing site goes through here (README, "Fetching and the User-Agent
 * policy"): only http(s) URLs an adapter built, browser-like headers with a User-Agent that says
 * who we are, at most one request per host every `minIntervalMs` (later requests wait their
 * turn, none is dropped; in the worker for the whole fleet, docs/decisions/010), a timeout, retries with exponential backoff on network errors and 5xx,
 * and a cap on the response size. A 403 or 429 is not retried: it is the site saying no, and the
 * adapter reports it as a block.
 *
 * HTTP is got-scraping (decisions.md): browser-like TLS and HTTP/2 negotiation. Its generated
 * browser headers are turned off: they would claim to be Chrome, and our User-Agent does not lie.
 */

export type FetchedPage = {
	status: number
	/** The final URL, after redirects on the same host. */
	url: string
	contentType: string | null
	headers: Record<string, string>
	body: string
}

export type FetchPage = (request: SiteRequest) => Promise<FetchedPage>

/** Resolves when a request to `host` may go. Every attempt, retries included, passes it once. */
export type HostGate = (host: string) => Promise<void>

export type PageFetcherOptions = {
	userAgent: string
	minIntervalMs: number
	/**
	 * Spaces the requests to each host. Without one, this process spaces its own requests
	 * `minIntervalMs` apart (tests and tools without a database); the worker passes the fleet's.
	 */
	gate?: HostGate
	timeoutMs: number
	/** Attempts after the first, for network errors and 5xx answers. */
	retries: number
	/** The first retry waits this long, each next one twice as long. */
	retryBaseDelayMs: number
	maxBytes: number
}

export const fetchDefaults = { retries: 2, retryBaseDelayMs: 2_000, maxBytes: 5 * 1024 * 1024 } as const

export class FetchPageError extends Error {
	constructor(
		readonly kind: 'invalid_url' | 'network' | 'timeout' | 'too_large',
		message: string,
	) {
		super(message)
		this.name = 'FetchPageError'
	}
}

/**
 * The gate could not give a request its turn (the fleet's budget lives in the database). Not the
 * site's doing: a crawl must not count it as a block against the site.
 */
export class HostGateError extends Error {
	constructor(host: string, cause: unknown) {
		super(`no request slot for ${host}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
		this.name = 'HostGateError'
	}
}

/** Who we are, on every request: a site operator can look us up and write to us. */
export function userAgentFor(config: Pick<Config, 'APP_URL' | 'SUPPORT_EMAIL'>): string {
	const contact = config.APP_URL ? new URL('/support', config.APP_URL).href : config.SUPPORT_EMAIL
	return `Mozilla/5.0 (compatible; CarWatch/1.0; +${contact}; ${config.SUPPORT_EMAIL})`
}

export function pageFetcherOptions(config: Config): PageFetcherOptions {
	return {
		userAgent: userAgentFor(config),
		minIntervalMs: config.SITE_MIN_INTERVAL_SECONDS * 1000,
		timeoutMs: config.SITE_TIMEOUT_SECONDS * 1000,
		...fetchDefaults,
	}
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * One start per host per interval, first come first served. Each caller waits for the caller
 * before it to start, then for the interval since that start.
 */
export function createHostGate(minIntervalMs: number): HostGate {
	const tails = new Map<string, Promise<void>>()
	const lastStart = new Map<string, number>()
	return async function acquire(host: string): Promise<void> {
		const previous = tails.get(host) ?? Promise.resolve()
		let started!: () => void
		const mine = new Promise<void>((resolve) => (started = resolve))
		tails.set(host, mine)
		await previous
		const wait = (lastStart.get(host) ?? Number.NEGATIVE_INFINITY) + minIntervalMs - Date.now()
		if (wait > 0) await sleep(wait)
		lastStart.set(host, Date.now())
		if (tails.get(host) === mine) tails.delete(host)
		started()
	}
}

/**
 * One start per host per interval for the whole fleet: each request claims the host's next slot
 * in PostgreSQL (core/models/host-budget.ts), then sleeps until it, holding no lock or
 * connection meanwhile. With no interval there is nothing to share and no round trip is made.
 */
export function fleetHostGate(db: Database, minIntervalMs: number): HostGate {
	if (minIntervalMs <= 0) return async () => {}
	return async function acquire(host: string): Promise<void> {
		const { waitMs } = await claimHostSlot(db, host, minIntervalMs)
		if (waitMs > 0) await sleep(waitMs)
	}
}

const browserHeaders = {
	accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
	'accept-language': 'en-US,en;q=0.9',
	'accept-encoding': 'gzip, deflate, br',
	'upgrade-insecure-requests': '1',
	'sec-fetch-dest': 'document',
	'sec-fetch-mode': 'navigate',
	'sec-fetch-site': 'none',
	'sec-fetch-user': '?1',
}

/** The charset a response names in its Content-Type, else in a `<meta>` near the top, else UTF-8. */
export function charsetOf(bytes: Uint8Array, contentType: string | null): string {
	const fromHeader = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1]
	if (fromHeader) return fromHeader.toLowerCase()
	const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096))
	const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1]
	return (fromMeta ?? 'utf-8').toLowerCase()
}

/** The body as text in its declared charset (avto.net is windows-1250); unknown charsets read as UTF-8. */
export function decodeBody(bytes: Uint8Array, contentType: string | null): string {
	const charset = charsetOf(bytes, contentType)
	try {
		return new TextDecoder(charset).decode(bytes)
	} catch {
		return new TextDecoder('utf-8').decode(bytes)
	}
}

/** Builds the fetch function the worker's crawls call (worker/lib/feeds/crawl.ts). */
export function createPageFetcher(options: PageFetcherOptions): FetchPage {
	const acquire = options.gate ?? createHostGate(options.minIntervalMs)

	async function attempt(url: URL, request: SiteRequest): Promise<FetchedPage> {
		try {
			await acquire(url.host)
		} catch (error) {
			throw new HostGateError(url.host, error)
		}
		const promise = gotScraping({
			url: url.href,
			method: 'GET',
			useHeaderGenerator: false,
			headers: { ...browserHeaders, ...request.headers, 'user-agent': options.userAgent },
			responseType: 'buffer',
			throwHttpErrors: false,
			retry: { limit: 0 },
			timeout: { request: options.timeoutMs },
			// Redirects stay on the host the adapter chose; anything else is answered as it came (a block).
			followRedirect: (response) => {
				const location = response.headers.location
				if (!location) return false
				try {
					const target = new URL(location, response.url)
					return target.host === url.host && (target.protocol === 'https:' || target.protocol === 'http:')
				} catch {
					return false
				}
			},
			maxRedirects: 5,
		})
		let tooLarge = false
		promise.on('response', (response: { headers: Record<string, string | string[] | undefined> }) => {
			const length = Number(response.headers['content-length'])
			if (Number.isFinite(length) && length > options.maxBytes) {
				tooLarge = true
				promise.cancel()
			}
		})
		promise.on('downloadProgress', (progress: { transferred: number }) => {
			if (progress.transferred > options.maxBytes) {
				tooLarge = true
				promise.cancel()
			}
		})
		try {
			const response = await promise
			const bytes = new Uint8Array(response.rawBody)
			if (bytes.byteLength > options.maxBytes) tooLarge = true
			if (tooLarge) throw new FetchPageError('too_large', `the answer of ${url.host} is larger than ${options.maxBytes} bytes`)
			const headers: Record<string, string> = {}
			for (const [name, value] of Object.entries(response.headers)) {
				if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
			}
			const contentType = headers['content-type'] ?? null
			return { status: response.statusCode, url: response.url, contentType, headers, body: decodeBody(bytes, contentType) }
		} catch (error) {
			if (error instanceof FetchPageError) throw error
			if (tooLarge) throw new FetchPageError('too_large', `the answer of ${url.host} is larger than ${options.maxBytes} bytes`)
			if ((error as { name?: unknown })?.name === 'TimeoutError') {
				throw new FetchPageError('timeout', `${url.host} did not answer within ${options.timeoutMs} ms`)
			}
			throw new FetchPageError('network', `${url.host}: ${error instanceof Error ? error.message : String(error)}`)
		}
	}

	return async function fetchPage(request: SiteRequest): Promise<FetchedPage> {
		let url: URL
		try {
			url = new URL(request.url)
		} catch {
			throw new FetchPageError('invalid_url', 'not a URL')
		}
		if (url.protocol !== 'https:' && url.protocol !== 'http:') {
			throw new FetchPageError('invalid_url', `only http(s) is fetched, not ${url.protocol}`)
		}
		url.hash = ''
		for (let retry = 0; ; retry++) {
			const last = retry >= options.retries
			try {
				const page = await attempt(url, request)
				if (page.status >= 500 && !last) {
					await sleep(options.retryBaseDelayMs * 2 ** retry)
					continue
				}
				return page
			} catch (error) {
				const retryable = error instanceof FetchPageError && (error.kind === 'timeout' || error.kind === 'network')
				if (!retryable || last) throw error
				await sleep(options.retryBaseDelayMs * 2 ** retry)
			}
		}
	}
}

/** The worker's fetcher: its requests take their turns in the fleet's budget per host. */
export function workerPageFetcher(config: Config, db: Database): FetchPage {
	const options = pageFetcherOptions(config)
	return createPageFetcher({ ...options, gate: fleetHostGate(db, options.minIntervalMs) })
}
