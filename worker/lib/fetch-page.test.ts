import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterEach, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { browserHeaderGenerator, createPageFetcher, decodeBody, FetchPageError, headerGeneratorOptions, isBrowserIdentity, type PageFetcherOptions, pageFetcherOptions, userAgentFor } from './fetch-page.ts'

/** A local site: every request is recorded with the moment it arrived, `handle` answers it. */
type Seen = { at: number; method: string; url: string; headers: http.IncomingHttpHeaders }
type Site = { origin: string; seen: Seen[]; close: () => Promise<void> }
const open: Site[] = []

async function startSite(handle: (req: http.IncomingMessage, res: http.ServerResponse, count: number) => void): Promise<Site> {
	const seen: Seen[] = []
	const server = http.createServer((req, res) => {
		seen.push({ at: performance.now(), method: req.method ?? '', url: req.url ?? '', headers: req.headers })
		handle(req, res, seen.length)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const site: Site = {
		origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		seen,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections()
				server.close(() => resolve())
			}),
	}
	open.push(site)
	return site
}

afterEach(async () => {
	await Promise.all(open.splice(0).map((site) => site.close()))
})

const options: PageFetcherOptions = {
	from: 'support@example.com',
	minIntervalMs: 0,
	timeoutMs: 5_000,
	retries: 2,
	retryBaseDelayMs: 20,
	maxBytes: 100_000,
}

const ok = (body = '<html><body>ok</body></html>', type = 'text/html; charset=utf-8') => (_req: http.IncomingMessage, res: http.ServerResponse) => {
	res.writeHead(200, { 'content-type': type })
	res.end(body)
}

test('the generated identities are browsers\' only: no crawler agent, and a Chrome always with its client hints', () => {
	for (let i = 0; i < 2_000; i++) {
		const headers = browserHeaderGenerator.getHeaders({ httpVersion: i % 2 ? '1' : '2', ...headerGeneratorOptions })
		expect(isBrowserIdentity(headers), JSON.stringify(headers)).toBe(true)
	}
	// The sample the generator's own data gave 2.5 % of the time, which a site reads as a bot.
	expect(isBrowserIdentity({ 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko; compatible; pageburst) Chrome/131.0.0.0 Safari/537.36' })).toBe(false)
	expect(isBrowserIdentity({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' })).toBe(false)
	expect(isBrowserIdentity({ 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'sec-ch-ua': '"Chromium";v="131", "Google Chrome";v="131"' })).toBe(true)
})

describe('a request', () => {
	test('is a GET with a current desktop browser’s generated headers, our address in From, the adapter’s headers kept', async () => {
		const site = await startSite(ok())
		const fetchPage = createPageFetcher(options)
		const page = await fetchPage({ url: `${site.origin}/lst/vw?x=1#frag`, key: 'k', headers: { 'accept-language': 'de-DE' } })
		expect(page).toMatchObject({ status: 200, url: `${site.origin}/lst/vw?x=1`, contentType: 'text/html; charset=utf-8', body: '<html><body>ok</body></html>' })
		const [request] = site.seen
		expect(request).toMatchObject({ method: 'GET', url: '/lst/vw?x=1' })
		expect(request!.headers).toMatchObject({
			from: 'support@example.com',
			accept: expect.stringContaining('text/html'),
			'accept-language': 'de-DE',
			'accept-encoding': expect.stringContaining('gzip'),
			'upgrade-insecure-requests': '1',
		})
		const agent = request!.headers['user-agent'] ?? ''
		expect(agent).toMatch(/^Mozilla\/5\.0 \((Windows|Macintosh|X11)/)
		const chrome = /Chrome\/(\d+)/.exec(agent)
		const firefox = /Firefox\/(\d+)/.exec(agent)
		expect(Number((chrome ?? firefox)![1])).toBeGreaterThanOrEqual(120)
		// Chrome announces itself in client hints too, Firefox sends none; each as the real one does.
		if (chrome && !/Edg|OPR/.test(agent)) expect(request!.headers['sec-ch-ua']).toContain(`v="${chrome[1]}"`)
		if (firefox) expect(request!.headers['sec-ch-ua']).toBeUndefined()
		expect(agent).not.toMatch(/CarWatch|bot|Headless/i)

		// One identity per site and proxy: the next request looks like the same browser.
		await fetchPage({ url: `${site.origin}/again`, key: 'k2' })
		expect(site.seen[1]!.headers['user-agent']).toBe(agent)
	})

	test('a fixed User-Agent replaces the generated one where a tool asks for it', async () => {
		const site = await startSite(ok())
		await createPageFetcher({ ...options, userAgent: 'CarWatch tests' })({ url: site.origin, key: 'k' })
		expect(site.seen[0]!.headers).toMatchObject({ 'user-agent': 'CarWatch tests', from: 'support@example.com' })
	})

	test('only http(s) URLs are fetched', async () => {
		const fetchPage = createPageFetcher(options)
		for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'javascript:alert(1)', 'not a url']) {
			await expect(fetchPage({ url, key: url })).rejects.toMatchObject({ name: 'FetchPageError', kind: 'invalid_url' })
		}
	})

	test('the body is decoded in the charset the answer names, in its header or its <meta>', async () => {
		// "ročni", "Prevoženih" in windows-1250, where č is 0xE8 and ž is 0x9E.
		const cp1250 = { 'č': 0xe8, 'ž': 0x9e } as Record<string, number>
		const bytes = Buffer.from([...'<p>ročni menjalnik, Prevoženih</p>'].map((char) => cp1250[char] ?? char.charCodeAt(0)))
		const site = await startSite((_req, res) => {
			res.writeHead(200, { 'content-type': 'text/html; charset=windows-1250' })
			res.end(bytes)
		})
		const page = await createPageFetcher(options)({ url: site.origin, key: 'k' })
		expect(page.body).toBe('<p>ročni menjalnik, Prevoženih</p>')
		const withMeta = Buffer.concat([Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=windows-1250">'), bytes])
		expect(decodeBody(withMeta, 'text/html')).toContain('ročni menjalnik, Prevoženih')
		expect(decodeBody(Buffer.from('Köln'), null)).toBe('Köln')
	})
})

describe('politeness', () => {
	test('requests to one host start at least the interval apart, queued in order, none dropped', async () => {
		const site = await startSite(ok())
		const fetchPage = createPageFetcher({ ...options, minIntervalMs: 300 })
		const start = performance.now()
		const pages = await Promise.all([1, 2, 3].map((n) => fetchPage({ url: `${site.origin}/${n}`, key: String(n) })))
		expect(pages.map((page) => page.status)).toEqual([200, 200, 200])
		expect(site.seen.map((request) => request.url)).toEqual(['/1', '/2', '/3'])
		const [, second, third] = site.seen.map((request) => request.at)
		// From before the first request started: a slow connection or a busy machine can only make
		// these later. The gate and the timers count whole milliseconds, hence the small slack.
		const slackMs = 10
		expect(second!).toBeGreaterThanOrEqual(start + 300 - slackMs)
		expect(third!).toBeGreaterThanOrEqual(start + 600 - slackMs)
	})

	test('another host does not wait for the first one’s queue', async () => {
		const slow = await startSite(ok())
		const other = await startSite(ok())
		const fetchPage = createPageFetcher({ ...options, minIntervalMs: 400 })
		await Promise.all([
			fetchPage({ url: `${slow.origin}/1`, key: '1' }),
			fetchPage({ url: `${slow.origin}/2`, key: '2' }),
			fetchPage({ url: `${other.origin}/a`, key: 'a' }),
		])
		expect(other.seen[0]!.at).toBeLessThan(slow.seen[1]!.at)
	})
})

describe('retries', () => {
	test('a 5xx is retried with growing waits until the site answers', async () => {
		const site = await startSite((req, res, count) => {
			res.writeHead(count < 3 ? 502 : 200, { 'content-type': 'text/html' })
			res.end(count < 3 ? 'bad gateway' : 'fine')
		})
		const page = await createPageFetcher({ ...options, retryBaseDelayMs: 100 })({ url: site.origin, key: 'k' })
		expect(page).toMatchObject({ status: 200, body: 'fine' })
		const [a, b, c] = site.seen.map((request) => request.at)
		expect(site.seen).toHaveLength(3)
		expect(b! - a!).toBeGreaterThanOrEqual(90)
		expect(c! - b!).toBeGreaterThanOrEqual(190)
	})

	test('a 5xx that lasts is handed back after the last retry, for the adapter to report', async () => {
		const site = await startSite((_req, res) => {
			res.writeHead(503, { 'content-type': 'text/html' })
			res.end('unavailable')
		})
		const page = await createPageFetcher(options)({ url: site.origin, key: 'k' })
		expect(page.status).toBe(503)
		expect(site.seen).toHaveLength(3)
	})

	test.each([403, 429])('a %i is the site saying no: answered at once, never retried', async (status) => {
		const site = await startSite((_req, res) => {
			res.writeHead(status, { 'content-type': 'text/html' })
			res.end('no')
		})
		const page = await createPageFetcher(options)({ url: site.origin, key: 'k' })
		expect(page.status).toBe(status)
		expect(site.seen).toHaveLength(1)
	})

	test('a dropped connection is retried', async () => {
		const site = await startSite((req, res, count) => {
			if (count < 3) return req.socket.destroy()
			ok('back')(req, res)
		})
		const page = await createPageFetcher(options)({ url: site.origin, key: 'k' })
		expect(page.body).toBe('back')
		expect(site.seen).toHaveLength(3)
	})

	test('a host that refuses connections fails with a network error after the retries', async () => {
		const site = await startSite(ok())
		await site.close()
		await expect(createPageFetcher(options)({ url: site.origin, key: 'k' })).rejects.toMatchObject({ kind: 'network' })
	})
})

describe('limits', () => {
	test('a site that does not answer in time fails with a timeout', async () => {
		const site = await startSite(() => {})
		const error = await createPageFetcher({ ...options, timeoutMs: 300, retries: 1 })({ url: site.origin, key: 'k' }).catch((caught: unknown) => caught)
		expect(error).toBeInstanceOf(FetchPageError)
		expect(error).toMatchObject({ kind: 'timeout' })
		expect(site.seen).toHaveLength(2)
	})

	test.each([
		['announced', true],
		['streamed without a length', false],
	])('an answer larger than the cap is refused (%s)', async (_label, announce) => {
		const big = 'x'.repeat(400_000)
		const site = await startSite((_req, res) => {
			if (announce) {
				res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(big.length) })
				return res.end(big)
			}
			// Chunked: the size shows only while the body arrives.
			res.writeHead(200, { 'content-type': 'text/html' })
			for (let i = 0; i < 8; i++) res.write(big.slice(i * 50_000, (i + 1) * 50_000))
			res.end()
		})
		await expect(createPageFetcher(options)({ url: site.origin, key: 'k' })).rejects.toMatchObject({ kind: 'too_large' })
		expect(site.seen).toHaveLength(1)
	})

	test('redirects are followed on the same host only', async () => {
		const elsewhere = await startSite(ok('elsewhere'))
		const site = await startSite((req, res) => {
			if (req.url === '/old') {
				res.writeHead(301, { location: '/new' })
				return res.end()
			}
			if (req.url === '/away') {
				res.writeHead(302, { location: `${elsewhere.origin}/login` })
				return res.end()
			}
			ok('new place')(req, res)
		})
		const fetchPage = createPageFetcher(options)
		await expect(fetchPage({ url: `${site.origin}/old`, key: 'k' })).resolves.toMatchObject({ status: 200, url: `${site.origin}/new`, body: 'new place' })
		await expect(fetchPage({ url: `${site.origin}/away`, key: 'k' })).resolves.toMatchObject({ status: 302 })
		expect(elsewhere.seen).toHaveLength(0)
	})
})

describe('settings', () => {
	test('come from the config: our address for From, and the User-Agent that names us for the exchange-rate download', () => {
		const config = parseConfig({ APP_URL: 'https://cars.example.com', SUPPORT_EMAIL: 'help@cars.example.com', SITE_MIN_INTERVAL_SECONDS: '12', SITE_TIMEOUT_SECONDS: '15' })
		expect(pageFetcherOptions(config)).toMatchObject({ minIntervalMs: 12_000, timeoutMs: 15_000, from: 'help@cars.example.com' })
		expect(userAgentFor(config)).toBe('Mozilla/5.0 (compatible; CarWatch/1.0; +https://cars.example.com/support; help@cars.example.com)')
		expect(userAgentFor(config)).not.toMatch(/Chrome|Safari|Firefox|Gecko/)
	})
})
