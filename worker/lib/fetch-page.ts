import { gotScraping } from 'got-scraping'
import { HeaderGenerator } from 'header-generator'
import { type Config } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { claimIdentitySlot } from '#core/models/host-budget.ts'
import { identityKey, siteBudget, siteProxies } from '#core/site-budget.ts'
import { fetchModeSetting, siteFetchSetting } from '#core/site-settings.ts'
import { type SiteId, siteIds } from '#core/sites.ts'
import { type SiteRequest } from '#sites/kit/types.ts'
import { type BrowserPool, createBrowserPool } from './browser.ts'
import { sleep } from './sleep.ts'

/**
 * Every request to a listing site goes through here (README, "Fetching and the User-Agent
 * policy"): only http(s) URLs an adapter built, at most one request per host and identity (the
 * direct way, or each of the site's proxies) every `minIntervalMs` (later requests wait their
 * turn, none is dropped; in the worker for the whole fleet, docs/decisions/010 and 050), a
 * timeout, retries with exponential backoff on network errors and 5xx, and a cap on the response
 * size. Each request goes through the identity whose turn comes first. A 403 or 429 is not
 * retried: it is the site saying no, and the adapter reports it as a block; the identity it came
 * through rests while the site's others serve.
 *
 * Each site is fetched in the mode the operator chose (docs/decisions/016): `http` is
 * got-scraping with its generated browser headers and TLS, one consistent identity per site and
 * proxy, since the sites refuse clients that do not look like a browser; `browser` is headless
 * Chromium (./browser.ts). Either way the standard `From` header carries our contact address.
 */

export type FetchedPage = {
	status: number
	/** The final URL, after redirects on the same host. */
	url: string
	contentType: string | null
	headers: Record<string, string>
	body: string
}

export type FetchMode = 'http' | 'browser'

/**
 * `site` picks the site's mode and proxies; without it the host of the request does (or, for a
 * host no site has, plain `http` without a proxy). `rotate` rests the proxy a page came through
 * (without a page: the site's last answer's), for blocks only the parser recognises; 403 and 429
 * rest it by themselves. `untried` says whether the site has a proxy not refused since it last
 * gave listings (`succeeded`). `close` ends the browser.
 */
export type FetchPage = ((request: SiteRequest, site?: SiteId) => Promise<FetchedPage>) & {
	rotate?: (site?: SiteId, page?: FetchedPage) => void
	untried?: (site?: SiteId) => boolean
	succeeded?: (site?: SiteId) => void
	close?: () => Promise<void>
}

/**
 * A request's turn: its identities' budget keys (`identityKey`, in the order of preference) and
 * the spacing between two requests through one of them.
 */
export type GateTurn = { identities: readonly string[]; intervalMs: number }

/**
 * Resolves when a request to `host` may go, with the key of the identity it goes through: of
 * `turn.identities`, the one whose turn comes first (without a turn: `host`, at the gate's own
 * interval). Every attempt, retries included, passes it once. A gate that answers nothing sends
 * the request through the first identity.
 */
export type HostGate = (host: string, turn?: GateTurn) => Promise<string | void>

export type PageFetcherOptions = {
	/** Sent instead of a generated browser User-Agent (tools and tests that want a fixed one). */
	userAgent?: string
	/** The contact address, in the standard `From` header of every request. */
	from?: string
	mode?: FetchMode
	/** http(s) proxy URLs, each an identity with its own turns; empty or unset: direct. */
	proxies?: readonly string[]
	/** How long a proxy that was refused or did not answer is passed over while others remain. */
	identityRestMs?: number
	/** Needed in `browser` mode: the process's one Chromium. */
	browser?: BrowserPool
	/** Names the browser context (its cookies): one per site and proxy. */
	contextName?: string
	/** Between two requests to a host through one identity (the site's own: `siteBudget`). */
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
		/** `off`: the site's SITE_FETCH_<SITE> is `off`, and no request to it leaves. */
		readonly kind: 'invalid_url' | 'network' | 'timeout' | 'too_large' | 'unauthorized' | 'off',
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

/** Who we are, for clients that announce themselves (the exchange-rate download). */
export function userAgentFor(config: Pick<Config, 'APP_URL' | 'SUPPORT_EMAIL'>): string {
	const contact = config.APP_URL ? new URL('/support', config.APP_URL).href : config.SUPPORT_EMAIL
	return `Mozilla/5.0 (compatible; CarWatch/1.0; +${contact}; ${config.SUPPORT_EMAIL})`
}

export function pageFetcherOptions(config: Config): PageFetcherOptions {
	return {
		from: config.SUPPORT_EMAIL,
		minIntervalMs: config.SITE_MIN_INTERVAL_SECONDS * 1000,
		timeoutMs: config.SITE_TIMEOUT_SECONDS * 1000,
		...fetchDefaults,
	}
}

/** A blocked or silent proxy rests this long before it is asked again, unless no other is left. */
export const identityRestMs = 15 * 60_000

/**
 * One start per identity per interval, first come first served, for this process: each caller
 * takes the identity whose next start comes first (a tie: the one used longest ago), moves that
 * identity's next start one interval on, and sleeps until its own.
 */
export function createHostGate(minIntervalMs: number): HostGate {
	const next = new Map<string, number>()
	const used = new Map<string, number>()
	let uses = 0
	return async function acquire(host: string, turn?: GateTurn): Promise<string> {
		const keys = turn?.identities.length ? turn.identities : [host]
		const intervalMs = turn?.intervalMs ?? minIntervalMs
		const now = Date.now()
		const start = (key: string) => Math.max(now, next.get(key) ?? now)
		let key = keys[0]!
		for (const other of keys) {
			if (start(other) < start(key) || (start(other) === start(key) && (used.get(other) ?? -1) < (used.get(key) ?? -1))) key = other
		}
		const at = start(key)
		next.set(key, at + Math.max(0, intervalMs))
		used.set(key, ++uses)
		if (at > now) await sleep(at - now)
		return key
	}
}

/**
 * One start per identity per interval for the whole fleet: each request claims, in PostgreSQL,
 * the next slot of whichever of its identities comes first (core/models/host-budget.ts), then
 * sleeps until it, holding no lock or connection meanwhile. With no interval there is nothing to
 * share and no round trip is made: this process takes its identities in turn.
 */
export function fleetHostGate(db: Database, minIntervalMs: number): HostGate {
	const unspaced = createHostGate(0)
	return async function acquire(host: string, turn?: GateTurn): Promise<string> {
		const intervalMs = turn?.intervalMs ?? minIntervalMs
		if (intervalMs <= 0) return (await unspaced(host, turn)) ?? host
		const { key, waitMs } = await claimIdentitySlot(db, turn?.identities.length ? turn.identities : [host], intervalMs)
		if (waitMs > 0) await sleep(waitMs)
		return key
	}
}

/**
 * The browsers got-scraping imitates: current desktop Chrome and Firefox, whose TLS handshakes
 * it also copies. The sites' edges compare the headers with the handshake.
 */
export const headerGeneratorOptions = {
	browsers: [
		{ name: 'chrome', minVersion: 120 },
		{ name: 'firefox', minVersion: 120 },
	],
	devices: ['desktop'],
	operatingSystems: ['windows', 'macos', 'linux'],
	locales: ['de-DE', 'en-US', 'en'],
}

/**
 * The header generator's samples include crawler identities: about 2.5 % of the Chrome ones it
 * drew for our options were "(KHTML, like Gecko; compatible; pageburst) Chrome/…" with no client
 * hints, which a site reads as a bot. Ours draws again until the identity is a browser's: no
 * "compatible;" or crawler word, and a Chrome that names its version in `sec-ch-ua` as Chrome does.
 */
const headerSamples = new HeaderGenerator()

function header(headers: Record<string, string>, name: string): string | undefined {
	return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1]
}

export function isBrowserIdentity(headers: Record<string, string>): boolean {
	const agent = header(headers, 'user-agent') ?? ''
	if (!agent || /compatible;|bot|crawl|spider|headless/i.test(agent)) return false
	const chrome = /Chrome\/(\d+)/.exec(agent)
	if (chrome && !/Edg|OPR/.test(agent)) return (header(headers, 'sec-ch-ua') ?? '').includes(`v="${chrome[1]}"`)
	return true
}

export const browserHeaderGenerator = {
	getHeaders(options: Record<string, unknown>): Record<string, string> {
		const sampleOptions = options as Parameters<HeaderGenerator['getHeaders']>[0]
		// A browser opening a page always asks to upgrade insecure requests; a rare sample leaves it out
		// (a clean-clone test run met one): drawn again, as an identity that is no browser's is.
		const usable = (drawn: Record<string, string>) => isBrowserIdentity(drawn) && header(drawn, 'upgrade-insecure-requests') !== undefined
		let headers = headerSamples.getHeaders(sampleOptions)
		for (let draw = 0; draw < 50 && !usable(headers); draw++) headers = headerSamples.getHeaders(sampleOptions)
		return headers
	},
}

/** A proxy URL as it may be shown: scheme, host and port, never its credentials. */
export function proxyLabel(proxyUrl: string): string {
	try {
		const url = new URL(proxyUrl)
		return `${url.protocol}//${url.host}`
	} catch {
		return 'a proxy'
	}
}

/**
 * Takes credentials out of a message: any `user:password@` in a URL, and each configured proxy's
 * user and password wherever a client library repeated them (decoded or not).
 */
export function redactCredentials(message: string, proxies: readonly string[] = []): string {
	let text = message.replace(/([a-z][a-z0-9+.-]*:\/\/)[^\s/@]*@/gi, '$1***@')
	for (const proxy of proxies) {
		let url: URL
		try {
			url = new URL(proxy)
		} catch {
			continue
		}
		const user = decodeURIComponent(url.username)
		const password = decodeURIComponent(url.password)
		const basic = Buffer.from(`${user}:${password}`).toString('base64')
		for (const secret of new Set([url.password, password, url.username, user, basic])) {
			// Too short to be a secret, and replacing it would garble the message.
			if (secret.length < 3) continue
			text = text.split(secret).join('***')
		}
	}
	return text
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

type Transport = (url: URL, request: SiteRequest, proxy: string | undefined, session: object) => Promise<Omit<FetchedPage, 'body'> & { bytes?: Uint8Array; body?: string; tooLarge?: boolean }>

/**
 * Builds the fetch function for one site's route: its mode and its proxies (the worker's
 * dispatch over all sites is `siteFetcher` below).
 */
/** One way out to a site: a proxy, or the direct one. */
type Identity = {
	proxy: string | undefined
	/** got-scraping's session: the same generated headers for every request through it, as one browser would send. */
	session: object
	/** Passed over until then (a block or a silence through it), while another identity is not. */
	restUntil: number
}

export function createPageFetcher(options: PageFetcherOptions): FetchPage {
	const acquire = options.gate ?? createHostGate(options.minIntervalMs)
	const proxies = options.proxies ?? []
	const identities: Identity[] = (proxies.length > 0 ? proxies : [undefined]).map((proxy) => ({ proxy, session: {}, restUntil: 0 }))
	const restMs = options.identityRestMs ?? identityRestMs
	// Identities refused since the site last gave listings: once every one was, a block is the site's, not a proxy's.
	const refusedSinceAnswer = new Set<Identity>()
	const servedBy = new WeakMap<FetchedPage, Identity>()
	let lastServed: Identity | undefined
	const rest = (identity: Identity | undefined) => {
		if (!identity || identities.length < 2) return
		identity.restUntil = Date.now() + restMs
		refusedSinceAnswer.add(identity)
	}
	/** The identities a request may take: those not resting, else the one whose rest ends first. */
	const candidates = () => {
		const now = Date.now()
		const awake = identities.filter((identity) => identity.restUntil <= now)
		return awake.length > 0 ? awake : [identities.reduce((first, identity) => (identity.restUntil < first.restUntil ? identity : first))]
	}
	const mode = options.mode ?? 'http'
	if (mode === 'browser' && !options.browser) throw new Error('the browser mode needs a browser')
	const transport: Transport = mode === 'browser' ? browserTransport(options) : httpTransport(options)

	async function attempt(url: URL, request: SiteRequest): Promise<FetchedPage> {
		const open = candidates()
		const keys = open.map((identity) => identityKey(url.host, identity.proxy))
		let chosen: string | void
		try {
			chosen = await acquire(url.host, { identities: keys, intervalMs: options.minIntervalMs })
		} catch (error) {
			throw new HostGateError(url.host, error)
		}
		const identity = open[chosen === undefined ? 0 : Math.max(0, keys.indexOf(chosen))]!
		const { proxy } = identity
		const via = proxy ? ` through ${proxyLabel(proxy)}` : ''
		try {
			const answer = await transport(url, request, proxy, identity.session)
			const size = answer.bytes?.byteLength ?? Buffer.byteLength(answer.body ?? '')
			if (answer.tooLarge || size > options.maxBytes) throw new FetchPageError('too_large', `the answer of ${url.host} is larger than ${options.maxBytes} bytes`)
			const body = answer.body ?? decodeBody(answer.bytes ?? new Uint8Array(), answer.contentType)
			if (answer.status === 403 || answer.status === 429) rest(identity)
			else if (answer.status < 400) identity.restUntil = 0
			const page = { status: answer.status, url: answer.url, contentType: answer.contentType, headers: answer.headers, body }
			servedBy.set(page, identity)
			lastServed = identity
			return page
		} catch (error) {
			if (error instanceof FetchPageError) throw error
			// The proxy may be what failed: it rests, and a retry goes through another.
			rest(identity)
			if ((error as { name?: unknown })?.name === 'TimeoutError') {
				throw new FetchPageError('timeout', `${url.host} did not answer within ${options.timeoutMs} ms${via}`)
			}
			const message = redactCredentials(error instanceof Error ? error.message : String(error), proxies)
			throw new FetchPageError('network', `${url.host}${via}: ${message}`)
		}
	}

	/** The request with the headers its `authorize` step gives (an API's OAuth token); a failure of the step is not retried here. */
	async function authorized(request: SiteRequest): Promise<SiteRequest> {
		if (!request.authorize) return request
		let headers: Record<string, string>
		try {
			headers = await request.authorize()
		} catch (error) {
			throw new FetchPageError('unauthorized', redactCredentials(error instanceof Error ? error.message : String(error), proxies))
		}
		return { ...request, headers: { ...request.headers, ...headers } }
	}

	async function fetchPage(request: SiteRequest): Promise<FetchedPage> {
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
				const page = await attempt(url, await authorized(request))
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

	return Object.assign(fetchPage, {
		rotate: (_site?: SiteId, page?: FetchedPage) => rest((page && servedBy.get(page)) ?? lastServed),
		untried: () => identities.length > 1 && refusedSinceAnswer.size < identities.length,
		succeeded: () => {
			refusedSinceAnswer.clear()
		},
	})
}

/** Redirects stay on the host the adapter chose; anything else is answered as it came (a block). */
function sameHostRedirect(host: string) {
	return (response: { headers: Record<string, string | string[] | undefined>; url: string }) => {
		const location = response.headers.location
		if (typeof location !== 'string') return false
		try {
			const target = new URL(location, response.url)
			return target.host === host && (target.protocol === 'https:' || target.protocol === 'http:')
		} catch {
			return false
		}
	}
}

function httpTransport(options: PageFetcherOptions): Transport {
	return async (url, request, proxy, session) => {
		const headers: Record<string, string> = { ...request.headers }
		if (options.from) headers.from = options.from
		if (options.userAgent) headers['user-agent'] = options.userAgent
		const promise = gotScraping({
			url: url.href,
			method: 'GET',
			useHeaderGenerator: true,
			headerGeneratorOptions,
			context: { headerGenerator: browserHeaderGenerator },
			sessionToken: session,
			proxyUrl: proxy,
			headers,
			responseType: 'buffer',
			throwHttpErrors: false,
			retry: { limit: 0 },
			timeout: { request: options.timeoutMs },
			followRedirect: sameHostRedirect(url.host),
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
			const fetched: Record<string, string> = {}
			for (const [name, value] of Object.entries(response.headers)) {
				if (value !== undefined) fetched[name] = Array.isArray(value) ? value.join(', ') : String(value)
			}
			return { status: response.statusCode, url: response.url, contentType: fetched['content-type'] ?? null, headers: fetched, bytes: new Uint8Array(response.rawBody), tooLarge }
		} catch (error) {
			if (tooLarge) return { status: 0, url: url.href, contentType: null, headers: {}, tooLarge }
			throw error
		}
	}
}

function browserTransport(options: PageFetcherOptions): Transport {
	const browser = options.browser!
	return async (url, request, proxy) => {
		const page = await browser.fetch({
			url: url.href,
			context: `${options.contextName ?? url.host}|${proxy ?? ''}`,
			proxy,
			headers: request.headers ?? {},
			timeoutMs: options.timeoutMs,
			maxBytes: options.maxBytes,
		})
		return { ...page, contentType: page.headers['content-type'] ?? null }
	}
}

/**
 * How a site is fetched: its mode (`off`: not at all), its proxies, the spacing between two
 * requests through one of them (unset: the fetcher's own), and its host, for requests that do not
 * name their site.
 */
export type SiteRoute = { mode: FetchMode | 'off'; proxies: readonly string[]; intervalMs?: number; host?: string }

/**
 * One fetcher per site, each with its mode and proxies, sharing the gate (and the browser). A
 * request for a site without a route, or of a host no site has, goes plainly over `http`; one for
 * a site that is `off` is refused before it leaves.
 */
export function siteFetcher(options: PageFetcherOptions, routes: Partial<Record<SiteId, SiteRoute>>): FetchPage {
	const gate = options.gate ?? createHostGate(options.minIntervalMs)
	const shared = { ...options, gate }
	const plain = createPageFetcher({ ...shared, mode: 'http', proxies: [] })
	const fetchers = new Map<SiteId, FetchPage>()
	const byHost = new Map<string, SiteId>()
	for (const site of siteIds) {
		const route = routes[site]
		if (!route) continue
		if (route.mode === 'off') {
			fetchers.set(site, () => Promise.reject(new FetchPageError('off', `${site} is off (${fetchModeSetting(site)}): no request is sent`)))
		} else {
			fetchers.set(site, createPageFetcher({ ...shared, mode: route.mode, proxies: route.proxies, minIntervalMs: route.intervalMs ?? options.minIntervalMs, contextName: site }))
		}
		if (route.host && !byHost.has(route.host)) byHost.set(route.host, site)
	}
	const fetcherOf = (request: SiteRequest | undefined, site: SiteId | undefined) => {
		if (site) return fetchers.get(site) ?? plain
		try {
			const host = new URL(request?.url ?? '').host
			return fetchers.get(byHost.get(host)!) ?? plain
		} catch {
			return plain
		}
	}
	const fetchPage = (request: SiteRequest, site?: SiteId) => fetcherOf(request, site)(request)
	return Object.assign(fetchPage, {
		rotate: (site?: SiteId, page?: FetchedPage) => {
			if (site) fetchers.get(site)?.rotate?.(site, page)
		},
		untried: (site?: SiteId) => (site ? (fetchers.get(site)?.untried?.() ?? false) : false),
		succeeded: (site?: SiteId) => {
			if (site) fetchers.get(site)?.succeeded?.()
		},
		close: async () => {
			await options.browser?.close()
		},
	})
}

/**
 * Each site's mode, proxies and interval as the operator configured them, for every site of the
 * registry (core/site-settings.ts); the proxies and the interval as `siteBudget` counts them. An
 * `api` mode fetches over `http`: an official API answers JSON to a client with credentials, and a
 * browser would add nothing.
 */
export function siteRoutes(config: Config, baseUrls: Partial<Record<SiteId, string>> = {}): Record<SiteId, SiteRoute> {
	const hostOf = (site: SiteId) => {
		try {
			return baseUrls[site] ? new URL(baseUrls[site]).host : undefined
		} catch {
			return undefined
		}
	}
	const route = (site: SiteId): SiteRoute => {
		const setting = siteFetchSetting(config, site)
		return {
			mode: setting === 'api' ? 'http' : setting,
			proxies: siteProxies(config, site),
			intervalMs: siteBudget(config, site).intervalSeconds * 1000,
			host: hostOf(site),
		}
	}
	return Object.fromEntries(siteIds.map((site) => [site, route(site)])) as Record<SiteId, SiteRoute>
}

/** The sites the config fetches with Chromium. */
export function browserSites(config: Config): SiteId[] {
	return Object.entries(siteRoutes(config)).flatMap(([site, route]) => (route.mode === 'browser' ? [site as SiteId] : []))
}

/**
 * The worker's fetcher: its requests take their turns in the fleet's budget per host and
 * identity, each site in its mode, at its interval and through its proxies. Chromium starts at
 * the first browser fetch, not before.
 */
export function workerPageFetcher(config: Config, db: Database, baseUrls: Partial<Record<SiteId, string>> = {}): FetchPage {
	const options = pageFetcherOptions(config)
	const routes = siteRoutes(config, baseUrls)
	const browser = Object.values(routes).some((route) => route.mode === 'browser')
		? createBrowserPool({ executablePath: config.CHROMIUM_PATH, from: config.SUPPORT_EMAIL })
		: undefined
	return siteFetcher({ ...options, browser, gate: fleetHostGate(db, options.minIntervalMs) }, routes)
}
