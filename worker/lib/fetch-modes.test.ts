import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type ConfigError, parseConfig } from '#core/config.ts'
import { fetchModeSetting } from '#core/site-settings.ts'
import { siteIds, sites } from '#core/sites.ts'
import { siteDefinitions } from '#sites/registry.ts'
import { startProxy, type TestProxy } from '#tests/support/proxy.ts'
import { fixtureIds, type ScriptSite as Site, startScriptSite } from '#tests/support/script-site.ts'
import { siteAdapters } from '../sites/index.ts'
import { type BrowserPool, createBrowserPool } from './browser.ts'
import { browserSites, createPageFetcher, type PageFetcherOptions, redactCredentials, siteFetcher, siteRoutes } from './fetch-page.ts'

/**
 * The fetch modes and proxies (docs/decisions/016) against local servers only: a site whose
 * results exist only after its script ran, and forward proxies that count what they carried.
 */

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const base: PageFetcherOptions = { from: 'support@example.com', minIntervalMs: 0, timeoutMs: 15_000, retries: 0, retryBaseDelayMs: 10, maxBytes: 2_000_000 }
const opened: Array<{ close: () => Promise<void> }> = []
const track = <T extends { close: () => Promise<void> }>(thing: T) => (opened.push(thing), thing)
afterEach(async () => {
	await Promise.all(opened.splice(0).map((thing) => thing.close()))
})

let browser: BrowserPool
beforeAll(() => {
	browser = createBrowserPool({ executablePath: chromiumPath, from: 'support@example.com' })
})
afterAll(async () => {
	await browser.close()
})

const search = (site: Site, path = '/lst/skoda/octavia?atype=C') => ({ url: `${site.origin}${path}`, key: path })
const parse = (page: { body: string; status: number; url: string; contentType: string | null }) => siteAdapters['autoscout24.de'].parse(page.body, page)

describe('the browser mode', () => {
	test('runs the page’s script in a real Chromium: the results it wrote are handed to the parser, the JSON it received too', async () => {
		const site = track(await startScriptSite())
		const raw = await createPageFetcher(base)(search(site))
		// The listing is not in what the server sent: only a browser that ran the script sees it.
		for (const id of fixtureIds) expect(raw.body).not.toContain(id)
		expect(parse(raw)).not.toMatchObject({ kind: 'listings', listings: [{}] })

		const page = await createPageFetcher({ ...base, mode: 'browser', browser, contextName: 'autoscout24.de' })(search(site))
		expect(page).toMatchObject({ status: 200, url: search(site).url, contentType: 'text/html; charset=utf-8' })
		const parsed = parse(page)
		expect(parsed.kind).toBe('listings')
		expect(parsed.kind === 'listings' && parsed.listings.map((listing) => listing.listingId)).toEqual(fixtureIds)
		expect(page.body).toContain(`data-captured="${site.origin}/api/results"`)
		const captured = /<script type="application\/json" data-captured="[^"]*">([\s\S]*?)<\/script>/.exec(page.body)![1]!
		expect(JSON.parse(captured)).toMatchObject({ total: fixtureIds.length })

		const visited = site.seen.map((request) => request.url)
		expect(visited.filter((url) => url.startsWith('/img/') || url.startsWith('/media/'))).toEqual([])
		const document = site.seen.find((request) => request.url.startsWith('/lst/') && request.headers['sec-fetch-dest'] === 'document')!
		expect(document.headers.from).toBe('support@example.com')
		expect(document.headers['user-agent']).toMatch(/Chrome\/\d+/)
		expect(document.headers['user-agent']).not.toMatch(/Headless/)
	})

	test('keeps a site’s cookies between fetches, as a person’s browser would', async () => {
		const site = track(await startScriptSite())
		const fetchPage = createPageFetcher({ ...base, mode: 'browser', browser, contextName: 'cookies' })
		await fetchPage(search(site))
		await fetchPage(search(site))
		const documents = site.seen.filter((request) => request.url.startsWith('/lst/'))
		expect(documents[0]!.headers.cookie).toBeUndefined()
		expect(documents[1]!.headers.cookie).toBe('visitor=v1')
	})

	test('a redirect to another host is answered as the redirect, a block, as in http mode', async () => {
		const elsewhere = track(await startScriptSite())
		const site = track(await startScriptSite(elsewhere.origin))
		const page = await createPageFetcher({ ...base, mode: 'browser', browser, contextName: 'away' })(search(site, '/away'))
		expect(page).toMatchObject({ status: 302, headers: { location: `${elsewhere.origin}/login` } })
		// Chromium follows it before anyone is asked: one request there, no more.
		expect(elsewhere.seen.filter((request) => request.url === '/login').length).toBeLessThanOrEqual(1)
	})

	test('the size cap and the host gate apply as in http mode', async () => {
		const site = track(await startScriptSite())
		await expect(createPageFetcher({ ...base, mode: 'browser', browser, contextName: 'cap', maxBytes: 1_000 })(search(site))).rejects.toMatchObject({ kind: 'too_large' })
		const hosts: string[] = []
		await createPageFetcher({ ...base, mode: 'browser', browser, contextName: 'gate', gate: async (host) => void hosts.push(host) })(search(site))
		expect(hosts).toEqual([new URL(site.origin).host])
	})
})

describe('proxies', () => {
	const proxies: TestProxy[] = []
	afterEach(async () => {
		await Promise.all(proxies.splice(0).map((proxy) => proxy.close()))
	})
	const proxy = async (auth?: { user: string; password: string }) => {
		const started = await startProxy(auth)
		proxies.push(started)
		return started
	}
	const auth = { user: 'buyer-7', password: 's3cret-pa55' }

	test('http mode goes through the site’s proxy, with the proxy’s credentials', async () => {
		const site = track(await startScriptSite())
		const through = await proxy(auth)
		const page = await createPageFetcher({ ...base, proxies: [through.urlWith(auth.user, auth.password)] })(search(site))
		expect(page.status).toBe(200)
		expect(through.carried).toEqual([new URL(site.origin).host])
		expect(site.seen[0]!.headers['proxy-authorization']).toBeUndefined()
	})

	test('browser mode goes through the site’s proxy, with the proxy’s credentials', async () => {
		const site = track(await startScriptSite())
		const through = await proxy(auth)
		const page = await createPageFetcher({ ...base, mode: 'browser', browser, contextName: 'proxied', proxies: [through.urlWith(auth.user, auth.password)] })(search(site))
		expect(parse(page).kind).toBe('listings')
		expect(through.carried.length).toBeGreaterThanOrEqual(2)
		expect(new Set(through.carried)).toEqual(new Set([new URL(site.origin).host]))
	})

	test.each(['http', 'browser'] as const)('after a 403 the site’s next fetch goes through its next proxy (%s mode)', async (mode) => {
		const site = track(await startScriptSite())
		const [first, second] = [await proxy(), await proxy()]
		const fetchPage = createPageFetcher({ ...base, mode, browser, contextName: `rotation-${mode}`, proxies: [first!.url, second!.url] })
		expect((await fetchPage(search(site, '/forbidden'))).status).toBe(403)
		expect(first!.carried).toHaveLength(1)
		expect(second!.carried).toHaveLength(0)
		expect((await fetchPage(search(site))).status).toBe(200)
		expect(first!.carried).toHaveLength(1)
		expect(second!.carried.length).toBeGreaterThanOrEqual(1)
		// A block only the parser recognises: the crawl turns the site to its next proxy, round again.
		fetchPage.rotate!()
		await fetchPage(search(site, '/forbidden'))
		expect(first!.carried).toHaveLength(2)
	})

	test.each(['http', 'browser'] as const)('each proxy is an identity with turns of its own: requests go through whichever comes first (%s mode)', async (mode) => {
		const site = track(await startScriptSite())
		const [first, second] = [await proxy(), await proxy()]
		const fetchPage = createPageFetcher({ ...base, mode, browser, contextName: `identities-${mode}`, minIntervalMs: 60_000, proxies: [first!.url, second!.url] })
		// One interval is a minute: two requests at once go at once only because each takes its own proxy.
		const pages = await Promise.all([1, 2].map((n) => fetchPage(search(site, `/lst/skoda/octavia?n=${n}`))))
		expect(pages.map((page) => page.status)).toEqual([200, 200])
		expect(first!.carried.length).toBeGreaterThanOrEqual(1)
		expect(second!.carried.length).toBeGreaterThanOrEqual(1)
	}, 30_000)

	test('a site is blocked, not its proxy, once every proxy was tried since it last gave listings', async () => {
		const site = track(await startScriptSite())
		const [first, second] = [await proxy(), await proxy()]
		const fetchPage = createPageFetcher({ ...base, proxies: [first!.url, second!.url] })
		expect(fetchPage.untried!()).toBe(true)
		await fetchPage(search(site, '/forbidden'))
		expect(fetchPage.untried!()).toBe(true)
		await fetchPage(search(site, '/forbidden'))
		expect(fetchPage.untried!()).toBe(false)
		fetchPage.succeeded!()
		expect(fetchPage.untried!()).toBe(true)
		// One proxy, or none, has nothing else to try.
		expect(createPageFetcher({ ...base, proxies: [first!.url] }).untried!()).toBe(false)
		expect(createPageFetcher(base).untried!()).toBe(false)
	})

	test.each(['http', 'browser'] as const)('a dead proxy is left for the next one, and its credentials appear in no error (%s mode)', async (mode) => {
		const site = track(await startScriptSite())
		const dead = await proxy()
		await dead.close()
		const deadUrl = dead.urlWith(auth.user, auth.password)
		const error = await createPageFetcher({ ...base, mode, browser, contextName: `dead-${mode}`, proxies: [deadUrl] })(search(site)).then(() => new Error('fetched'), (caught: unknown) => caught as Error)
		expect(error).toMatchObject({ name: 'FetchPageError', kind: 'network' })
		expect(error.message).toContain(`through ${dead.url}`)
		const shown = `${error.message} ${error.stack} ${JSON.stringify(error)}`
		for (const secret of [auth.user, auth.password, encodeURIComponent(auth.password), Buffer.from(`${auth.user}:${auth.password}`).toString('base64')]) {
			expect(shown).not.toContain(secret)
		}

		const live = await proxy(auth)
		const page = await createPageFetcher({ ...base, mode, browser, contextName: `dead-then-live-${mode}`, retries: 1, proxies: [deadUrl, live.urlWith(auth.user, auth.password)] })(search(site))
		expect(page.status).toBe(200)
		expect(live.carried.length).toBeGreaterThanOrEqual(1)
	})

	test('credentials are taken out of any message', () => {
		const proxyUrl = 'http://buyer-7:s3cret%2Fpa55@proxy.example.net:8000'
		expect(redactCredentials('connect ECONNREFUSED http://buyer-7:s3cret%2Fpa55@proxy.example.net:8000', [proxyUrl])).toBe('connect ECONNREFUSED http://***@proxy.example.net:8000')
		expect(redactCredentials('auth failed for buyer-7 with s3cret/pa55', [proxyUrl])).toBe('auth failed for *** with ***')
		expect(redactCredentials(`sent Basic ${Buffer.from('buyer-7:s3cret/pa55').toString('base64')}`, [proxyUrl])).toBe('sent Basic ***')
	})
})

describe('settings', () => {
	test('each site has a mode, defaulting to what its definition says the site lets through; the demo market is plain http', () => {
		const config = parseConfig({ NODE_ENV: 'test' })
		const routes = siteRoutes(config)
		// Total over the registry: a site added there has its route without a line here.
		expect(Object.keys(routes).sort()).toEqual([...siteIds].sort())
		for (const site of siteDefinitions) expect(routes[site.id].mode, site.id).toBe((site.defaultFetchMode as string) === 'api' ? 'http' : site.defaultFetchMode)
		expect(routes['mobile.de'].mode).toBe('browser')
		expect(routes.demo.mode).toBe('http')
		expect(config.CHROMIUM_PATH).toBe('/usr/bin/chromium')
		const plainWherePossible = Object.fromEntries(siteDefinitions.filter((site) => (site.fetchModes as readonly string[]).includes('http')).map((site) => [fetchModeSetting(site.id), 'http']))
		const all = parseConfig({ NODE_ENV: 'test', ...plainWherePossible, SITE_FETCH_AVTO_NET: 'browser' })
		expect(browserSites(all)).toEqual(siteIds.filter((id) => id === 'avto.net' || !(sites[id].fetchModes as readonly string[]).includes('http') && sites[id].defaultFetchMode === 'browser'))
		expect(() => parseConfig({ NODE_ENV: 'test', SITE_FETCH_AVTO_NET: 'api' })).toThrow(/SITE_FETCH_AVTO_NET/)
		expect(() => parseConfig({ NODE_ENV: 'test', SITE_FETCH_DEMO: 'browser' })).toThrow(/SITE_FETCH_DEMO/)
	})

	test('a site set off is fetched by no route: its request is refused before it leaves', async () => {
		const site = track(await startScriptSite())
		const config = parseConfig({ NODE_ENV: 'test', SITE_FETCH_AVTO_NET: 'off' })
		const routes = siteRoutes(config, { 'avto.net': site.origin })
		expect(routes['avto.net'].mode).toBe('off')
		expect(browserSites(config)).not.toContain('avto.net')
		const fetchPage = siteFetcher({ ...base, browser }, routes)
		await expect(fetchPage(search(site), 'avto.net')).rejects.toMatchObject({ kind: 'off', message: expect.stringContaining('SITE_FETCH_AVTO_NET') })
		// Named by its host too.
		await expect(fetchPage(search(site))).rejects.toMatchObject({ kind: 'off' })
		expect(site.seen).toEqual([])
	})

	test('proxies are comma-separated http(s) URLs; a bad one is named by its setting, never shown', () => {
		const config = parseConfig({ NODE_ENV: 'test', SITE_PROXY_MOBILE_DE: ' http://a:b@p1.example:8000 , https://p2.example:8443 ', SITE_PROXY_AVTO_NET: '' })
		expect(config.SITE_PROXY_MOBILE_DE).toEqual(['http://a:b@p1.example:8000', 'https://p2.example:8443'])
		expect(config.SITE_PROXY_AVTO_NET).toEqual([])
		expect(siteRoutes(config)['mobile.de'].proxies).toHaveLength(2)
		for (const bad of ['socks5://user:hunter22@p.example:1080', 'p.example:8000', 'http://user:hunter22@p.example:8000/path']) {
			const error = (() => {
				try {
					parseConfig({ NODE_ENV: 'test', SITE_PROXY_FACEBOOK: bad })
				} catch (caught) {
					return caught as ConfigError
				}
			})()
			expect(error?.problems).toEqual([expect.stringMatching(/^SITE_PROXY_FACEBOOK\.0: Must be http\(s\) proxy URLs/)])
			expect(error?.message).not.toContain('hunter22')
		}
	})

	test('the worker’s fetcher sends each site its own way, and starts no Chromium for http sites', async () => {
		const site = track(await startScriptSite())
		const other = track(await startScriptSite())
		const pool = track(createBrowserPool({ executablePath: chromiumPath }))
		const config = parseConfig({ NODE_ENV: 'test', SITE_FETCH_AUTOSCOUT24_DE: 'browser' })
		const fetchPage = siteFetcher({ ...base, browser: pool }, siteRoutes(config, { 'autoscout24.de': site.origin, demo: other.origin }))
		const plain = await fetchPage(search(other), 'demo')
		expect(plain.body).not.toContain(fixtureIds[0])
		expect(pool.running()).toBe(false)
		// Named by the request's host when the caller does not name the site.
		const browsed = await fetchPage(search(site))
		expect(browsed.body).toContain(fixtureIds[0])
		expect(pool.running()).toBe(true)
		await fetchPage.close!()
		expect(pool.running()).toBe(false)
	})
})
