import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { feedEvents, feeds, listings, notificationOutbox, siteStatus } from '#core/db/schema.ts'
import { brandOfListing } from '#core/matching.ts'
import { siteIsOn } from '#core/site-settings.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { scrape } from '#scripts/scrape.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { capturedConsole, configProblems, runFeedChecks } from '#tests/support/site-api.ts'
import { type EbayApiStandIn, type StandInItem, startEbayApiStandIn } from './stand-in.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { closePageFetcher } from '#worker/jobs/checks.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { createPageFetcher, FetchPageError } from '#worker/lib/fetch-page.ts'
import { adapterFor, siteAdapters, siteBaseUrls } from '#worker/sites/index.ts'
import { ebayComAdapter, ebayComAdapterWith } from './adapter.ts'
import { ebayTokens } from './oauth.ts'
import { ebayComSite } from './site.ts'

/**
 * eBay Motors through the Buy Browse API (docs/decisions/071): its saved answers through the
 * shared fixture suite; its requests; the OAuth application token against a local stand-in of
 * both eBay endpoints (sites/ebay-com/stand-in.ts), minted once and kept until it is about to
 * expire; the config that keeps the site off unless the operator gives the app's credentials;
 * and a whole crawl through the worker's jobs, in which neither the secret nor a token is
 * written anywhere.
 */

const { fixtures } = fixtureSuite({ adapter: ebayComAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

/** The stand-in's records and the database tables are shared: one test at a time. */
const { test } = testsInTurn()

const clientId = 'CarWatch-carwatch-PRD-5a1b2c3d4-e5f6a7b8'
const clientSecret = 'PRD-a1b2c3d4e5f6-1234-5678-9abc-SECRET'
const credentials = { clientId, clientSecret }
const brandFeed: FeedSearch = feedSearch({ siteId: 'ebay.com', scope: 'volkswagen' }, 'Volkswagen')
const siteFeed: FeedSearch = feedSearch({ siteId: 'ebay.com', scope: siteWideScope }, '')
const fetchPage = () => createPageFetcher({ userAgent: 'CarWatch tests', minIntervalMs: 0, timeoutMs: 5_000, retries: 0, retryBaseDelayMs: 10, maxBytes: 5_000_000 })

const apiEnv = (url: string, extra: Record<string, string> = {}) => ({
	NODE_ENV: 'test',
	SITE_MIN_INTERVAL_SECONDS: '0',
	SITE_MIN_INTERVAL_SECONDS_EBAY_COM: '0',
	SITE_FETCH_EBAY_COM: 'api',
	EBAY_CLIENT_ID: clientId,
	EBAY_CLIENT_SECRET: clientSecret,
	EBAY_COM_BASE_URL: url,
	...extra,
})

const vw = (n: number, minutesAgo: number): StandInItem => ({
	legacyItemId: String(187_000_000_000 + n),
	make: 'Volkswagen',
	title: `2018 Volkswagen Golf SE ${n} 40,000 miles`,
	itemCreationDate: new Date(Date.parse('2030-01-01T12:00:00Z') - minutesAgo * 60_000).toISOString(),
	price: { value: `${12_000 + n}.00`, currency: 'USD' },
	itemLocation: { city: 'Austin', stateOrProvince: 'TX', country: 'US' },
	seller: { username: `dealer${n}`, sellerAccountType: 'BUSINESS' },
})

describe('ebay.com requests', () => {
	test('a brand: Cars & Trucks with its Make aspect, every way a car is sold, newest listed first, 200 a page', () => {
		const request = ebayComAdapter.buildRequest(brandFeed, { baseUrl: 'https://api.ebay.com' })!
		const url = new URL(request.url)
		expect(url.origin + url.pathname).toBe('https://api.ebay.com/buy/browse/v1/item_summary/search')
		expect(Object.fromEntries(url.searchParams)).toEqual({
			category_ids: '6001',
			aspect_filter: 'categoryId:6001,Make:{Volkswagen}',
			filter: 'buyingOptions:{FIXED_PRICE|AUCTION|BEST_OFFER|CLASSIFIED_AD}',
			sort: 'newlyListed',
			limit: '200',
			offset: '0',
		})
		expect(request.headers).toEqual({ accept: 'application/json', 'x-ebay-c-marketplace-id': 'EBAY_US' })
		expect(request.key).toBe(request.url)
	})

	test('the whole site: the category alone; older pages by offset, none past the 10,000 results the API serves', () => {
		const page = (number: number) => ebayComAdapter.buildRequest(siteFeed, { baseUrl: 'https://api.ebay.com', page: number })
		expect(new URL(page(1)!.url).searchParams.has('aspect_filter')).toBe(false)
		expect(new URL(page(2)!.url).searchParams.get('offset')).toBe('200')
		expect(new URL(page(50)!.url).searchParams.get('offset')).toBe('9800')
		expect(page(51)).toBeNull()
		expect(ebayComAdapter.buildRequest({ scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/x' }, { baseUrl: 'https://api.ebay.com' })).toBeNull()
	})

	test('a make whose name holds the aspect syntax is escaped, not split', () => {
		const url = new URL(ebayComAdapter.buildRequest({ ...brandFeed, brand: 'odd', brandName: 'A|B {C}' }, { baseUrl: 'https://api.ebay.com' })!.url)
		expect(url.searchParams.get('aspect_filter')).toBe('categoryId:6001,Make:{A\\|B C}')
	})

	test('the registry’s adapter sends no token; the worker’s adds it only through authorize, outside the URL and key', () => {
		expect(ebayComAdapter.buildRequest(brandFeed, { baseUrl: 'https://api.ebay.com' })!.authorize).toBeUndefined()
		const request = ebayComAdapterWith(credentials).buildRequest(brandFeed, { baseUrl: 'https://api.ebay.com' })!
		expect(typeof request.authorize).toBe('function')
		expect(request.key).toBe(ebayComAdapter.buildRequest(brandFeed, { baseUrl: 'https://api.ebay.com' })!.key)
		expect(JSON.stringify(request)).not.toContain(clientSecret)
	})
})

describe('ebay.com answers', () => {
	test('year and miles from the title (eBay summaries have no such fields), miles as kilometres', () => {
		const [golf, jetta, atlas, beetle] = listingsIn(fixtures, 'results')
		expect([golf!.year, golf!.km]).toEqual([2019, Math.round(38_912 * 1.609344)])
		expect([atlas!.year, atlas!.km]).toEqual([2021, Math.round(62_000 * 1.609344)])
		// "1500cc" is no mileage.
		expect([beetle!.year, beetle!.km]).toEqual([1967, null])
		// An auction's current bid is not a price.
		expect([jetta!.price, jetta!.currency, jetta!.imageUrl]).toEqual([null, null, null])
	})

	test('the item’s link without eBay’s tracking query; the item number when the legacy id is missing', () => {
		const id4 = listingsIn(fixtures, 'results')[4]!
		expect([id4.listingId, id4.url]).toEqual(['226540017733', 'https://www.ebay.com/itm/226540017733'])
	})

	test('a site-wide page: each car’s brand is read from its title for the alerts of every brand', () => {
		expect(listingsIn(fixtures, 'site').map(brandOfListing)).toEqual(['ford', 'toyota', 'chevrolet', 'honda'])
	})

	test('refusals name what to check, never a credential', () => {
		const unauthorized = fixtures.find((fixture) => fixture.name === 'unauthorized')!
		expect(unauthorized.result).toEqual({ kind: 'blocked', reason: 'HTTP 401: the eBay Browse API refused the application token (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET): 1001: Invalid access token' })
		const response = { status: 200, url: 'https://api.ebay.com/buy/browse/v1/item_summary/search', contentType: 'application/json' }
		expect(ebayComAdapter.parse('<html><body>Access Denied</body></html>', response)).toEqual({ kind: 'blocked', reason: 'the site answered with an access-denied page' })
		expect(ebayComAdapter.parse('{"warnings":[]}', response)).toEqual({ kind: 'blocked', reason: 'the eBay Browse API answered without item summaries' })
	})
})

describe('the application token, against the stand-in', () => {
	let standIn: EbayApiStandIn
	beforeAll(async () => {
		standIn = await startEbayApiStandIn(credentials)
	})
	afterAll(async () => {
		await standIn?.close()
	})
	beforeEach(() => {
		standIn.items.length = 0
		standIn.requests.length = 0
		standIn.lifetimeSeconds = 7200
	})

	const tokenCalls = () => standIn.requests.filter((request) => request.url === '/identity/v1/oauth2/token')
	const searchCalls = () => standIn.requests.filter((request) => request.url.startsWith('/buy/browse/v1/item_summary/search'))

	test('minted once with the client credentials grant, then sent as a Bearer token on every search of the app', async () => {
		standIn.items.push(...Array.from({ length: 450 }, (_, i) => vw(i, (i * 7919) % 1000)), { ...vw(999, 0), legacyItemId: '999', make: 'Ford', title: '2019 Ford Focus' })
		const adapter = ebayComAdapterWith(credentials, {})
		const seen: string[] = []
		for (let page = 1; page <= 4; page++) {
			const answer = await fetchPage()(adapter.buildRequest(brandFeed, { baseUrl: standIn.url, page })!)
			const parsed = adapter.parse(answer.body, answer)
			if (parsed.kind !== 'listings') throw new Error(parsed.reason)
			expect(parsed.listings.length).toBe([200, 200, 50, 0][page - 1])
			seen.push(...parsed.listings.map((listing) => listing.listingId))
		}
		const newestFirst = standIn.items.filter((item) => item.make === 'Volkswagen').sort((a, b) => Date.parse(b.itemCreationDate) - Date.parse(a.itemCreationDate))
		expect(seen).toEqual(newestFirst.map((item) => item.legacyItemId))
		expect(tokenCalls()).toHaveLength(1)
		expect(tokenCalls()[0]).toMatchObject({ method: 'POST', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` })
		expect(Object.fromEntries(new URLSearchParams(tokenCalls()[0]!.body))).toEqual({ grant_type: 'client_credentials', scope: 'https://api.ebay.com/oauth/api_scope' })
		expect(searchCalls().map((request) => request.authorization)).toEqual(Array(4).fill(`Bearer ${standIn.tokens.at(-1)}`))
	})

	test('kept until five minutes before it expires, then minted again; requests at once share one mint', async () => {
		let now = Date.parse('2030-01-01T12:00:00Z')
		const tokens = ebayTokens(credentials, { now: () => now })
		const [first, second] = await Promise.all([tokens.token(standIn.url), tokens.token(standIn.url)])
		expect(first).toBe(second)
		expect(tokenCalls()).toHaveLength(1)
		now += 7200_000 - 5 * 60_000 - 1000
		expect(await tokens.token(standIn.url)).toBe(first)
		now += 2000
		const renewed = await tokens.token(standIn.url)
		expect(renewed).not.toBe(first)
		expect(tokenCalls()).toHaveLength(2)
	})

	test('a token the API refuses (revoked) blocks that search and is dropped: the next search mints a new one and gets through', async () => {
		standIn.items.push(vw(1, 5))
		const adapter = ebayComAdapterWith(credentials, {})
		const search = async () => {
			const answer = await fetchPage()(adapter.buildRequest(brandFeed, { baseUrl: standIn.url })!)
			return adapter.parse(answer.body, answer)
		}
		expect((await search()).kind).toBe('listings')
		standIn.revokeAll()
		expect(await search()).toEqual({ kind: 'blocked', reason: 'HTTP 401: the eBay Browse API refused the application token (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET): 1001: Invalid access token' })
		expect(await search()).toMatchObject({ kind: 'listings', listings: [{ listingId: '187000000001' }] })
		expect(tokenCalls()).toHaveLength(2)
	})

	test('wrong credentials: the fetch fails naming the settings and eBay’s error code, never the secret, and no search is sent', async () => {
		const adapter = ebayComAdapterWith({ clientId, clientSecret: 'not-the-secret' }, {})
		const failure = await fetchPage()(adapter.buildRequest(brandFeed, { baseUrl: standIn.url })!).catch((error: unknown) => error)
		expect(failure).toBeInstanceOf(FetchPageError)
		expect(failure).toMatchObject({ kind: 'unauthorized', message: 'HTTP 401: eBay refused the application credentials (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET): invalid_client' })
		expect(String((failure as Error).message)).not.toContain('not-the-secret')
		expect(searchCalls()).toHaveLength(0)
	})

	test('an endpoint that does not answer is a failed fetch that says so', async () => {
		const adapter = ebayComAdapterWith(credentials, {})
		const failure = await fetchPage()(adapter.buildRequest(brandFeed, { baseUrl: 'http://127.0.0.1:1' })!).catch((error: unknown) => error)
		expect(failure).toMatchObject({ kind: 'unauthorized', message: "eBay's token endpoint (127.0.0.1:1) could not be reached: the connection failed" })
	})
})

describe('npm run scrape -- ebay.com', () => {
	let standIn: EbayApiStandIn
	let dir = ''
	beforeAll(async () => {
		standIn = await startEbayApiStandIn(credentials)
		dir = await mkdtemp(path.join(os.tmpdir(), 'carwatch-ebay-scrape-'))
	})
	afterAll(async () => {
		await standIn?.close()
		await rm(dir, { recursive: true, force: true })
	})

	async function run(argv: string[], env: Record<string, string>) {
		const out: string[] = []
		const err: string[] = []
		const code = await scrape(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) })
		return { code, out: out.join('\n'), err: err.join('\n') }
	}

	test('a site that is off is scraped in its api mode with the app’s credentials; --save keeps the answer and its parse in fixtures/', async () => {
		standIn.items.push(vw(1, 3), vw(2, 2), vw(3, 1))
		const env = { NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: '0', EBAY_CLIENT_ID: clientId, EBAY_CLIENT_SECRET: clientSecret, EBAY_COM_BASE_URL: standIn.url }
		const { code, out } = await run(['ebay.com', '--save', 'today', '--fixtures-dir', dir], env)
		expect(code).toBe(0)
		expect(out).toContain('ebay.com (api): GET')
		expect(out).toContain('3 listings')
		expect(out).not.toContain(clientSecret)
		for (const token of standIn.tokens) expect(out).not.toContain(token)
		const saved = JSON.parse(await readFile(path.join(dir, 'ebay.com', 'today.expected.json'), 'utf8')) as { result: { kind: string; listings: Array<{ listingId: string; currency: string }> } }
		expect(saved.result.listings.map((listing) => [listing.listingId, listing.currency])).toEqual([
			['187000000003', 'USD'],
			['187000000002', 'USD'],
			['187000000001', 'USD'],
		])
		expect(JSON.parse(await readFile(path.join(dir, 'ebay.com', 'today.json'), 'utf8'))).toMatchObject({ total: 3 })
	})

	test('without the credentials it does not start, and says which setting is missing', async () => {
		const { code, err } = await run(['ebay.com'], { NODE_ENV: 'test', EBAY_COM_BASE_URL: standIn.url })
		expect(code).toBe(2)
		expect(err).toContain('EBAY_CLIENT_ID is required when SITE_FETCH_EBAY_COM is api')
		expect((await run(['ebay.com', '--mode', 'browser'], { NODE_ENV: 'test' })).err).toContain('--mode browser: ebay.com is reached by api only')
	})
})

describe('ebay.com in the config', () => {
	test('off by default, so a deployment without credentials starts and does not offer the site', () => {
		const config = parseConfig({ NODE_ENV: 'test' })
		expect(config.SITE_FETCH_EBAY_COM).toBe('off')
		expect(siteIsOn(config, 'ebay.com')).toBe(false)
		expect(config.EBAY_COM_BASE_URL).toBe('https://api.ebay.com')
		expect(adapterFor('ebay.com', config)).toBe(siteAdapters['ebay.com'])
	})

	test('api without a credential refuses to start, naming what is missing and never a value; api is its only mode', () => {
		expect(configProblems({ NODE_ENV: 'test', SITE_FETCH_EBAY_COM: 'api', EBAY_CLIENT_ID: clientId })).toEqual(["EBAY_CLIENT_SECRET is required when SITE_FETCH_EBAY_COM is api (eBay Motors's API credentials)"])
		const neither = configProblems({ NODE_ENV: 'test', SITE_FETCH_EBAY_COM: 'api' })
		expect(neither).toHaveLength(2)
		expect(neither.join(' ')).toContain('EBAY_CLIENT_ID is required')
		expect(configProblems({ NODE_ENV: 'test', SITE_FETCH_EBAY_COM: 'api', EBAY_CLIENT_SECRET: clientSecret }).join(' ')).not.toContain(clientSecret)
		expect(configProblems({ NODE_ENV: 'test', SITE_FETCH_EBAY_COM: 'http' })[0]).toMatch(/^SITE_FETCH_EBAY_COM: /)
		expect(configProblems(apiEnv('https://api.ebay.com'))).toEqual([])
	})

	test('in api mode the worker’s adapter carries the token step and fetches at EBAY_COM_BASE_URL', () => {
		const config = parseConfig(apiEnv('http://127.0.0.1:9'))
		expect(siteIsOn(config, 'ebay.com')).toBe(true)
		const adapter = adapterFor('ebay.com', config)
		expect(adapter).not.toBe(siteAdapters['ebay.com'])
		expect(siteBaseUrls(config)['ebay.com']).toBe('http://127.0.0.1:9')
		expect(typeof adapter.buildRequest(brandFeed, { baseUrl: siteBaseUrls(config)['ebay.com'] })!.authorize).toBe('function')
		expect(ebayComSite.intervalSeconds).toBe(18)
	})
})

describe('an eBay Motors feed crawled through the worker’s jobs', () => {
	let database: TestDatabase
	let standIn: EbayApiStandIn
	const logged = capturedConsole()

	beforeAll(async () => {
		database = await createTestDatabase()
		standIn = await startEbayApiStandIn(credentials)
	})
	afterAll(async () => {
		await closePageFetcher()
		await standIn?.close()
		await database?.destroy()
	})

	const runChecks = (config: ReturnType<typeof parseConfig>) => runFeedChecks(database.db, config)

	test('a new car on eBay Motors reaches the alert in dollars and kilometres; no secret or token in any log or row', async () => {
		const config = parseConfig(apiEnv(standIn.url))
		const buyer = await seedUser(database.db)
		const alert = await seedAlert(database.db, buyer.id, 'active', { websitesSelected: ['ebay.com'], brand: 'volkswagen', model: 'golf', notificationLanguage: 'en' })
		standIn.items.push({ ...vw(1, 120), title: '2017 Volkswagen Golf S 61,000 miles' })

		// The first crawl is the feed's baseline.
		expect(await runChecks(config)).toBe(1)
		const [feed] = await database.db.select().from(feeds)
		expect(feed).toMatchObject({ siteId: 'ebay.com', baselineNeeded: false })

		standIn.items.push({
			legacyItemId: '187555000123',
			make: 'Volkswagen',
			title: '2019 Volkswagen Golf GTI Autobahn 38,912 Miles',
			itemCreationDate: new Date().toISOString(),
			price: { value: '21450.00', currency: 'USD' },
			itemLocation: { city: 'Sacramento', stateOrProvince: 'CA', country: 'US' },
			seller: { username: 'capitol_vw', sellerAccountType: 'BUSINESS' },
			image: { imageUrl: 'https://i.ebayimg.com/images/g/7xQAAOSwq1FnR0aB/s-l1600.jpg' },
		})
		await runChecks(config)
		const [stored] = await database.db.select().from(listings).where(eq(listings.listingId, '187555000123'))
		expect(stored).toMatchObject({ siteId: 'ebay.com', price: 21_450, currency: 'USD', km: Math.round(38_912 * 1.609344), year: 2019, location: 'Sacramento, CA', seller: 'dealer', url: 'https://www.ebay.com/itm/187555000123' })
		const sent = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subscriptionId, alert.id))
		expect(sent.some((row) => row.kind === 'new_listing' && (row.payload as { url: string }).url === 'https://www.ebay.com/itm/187555000123')).toBe(true)

		// One token for both crawls (the worker makes its adapters anew for each job).
		expect(standIn.requests.filter((request) => request.url === '/identity/v1/oauth2/token')).toHaveLength(1)
		const written = JSON.stringify({ logged, health: await database.db.select().from(siteStatus), events: await database.db.select().from(feedEvents), feeds: await database.db.select().from(feeds) })
		for (const secret of [clientSecret, Buffer.from(`${clientId}:${clientSecret}`).toString('base64'), ...standIn.tokens]) expect(written).not.toContain(secret)
	})

	test('refused credentials: a failed crawl whose stored health names the settings, not their values', async () => {
		const wrong = 'Wr0ng-Secret-Value'
		const config = parseConfig(apiEnv(standIn.url, { EBAY_CLIENT_SECRET: wrong }))
		await runChecks(config)
		const [health] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'ebay.com'))
		expect(JSON.stringify(health)).toContain('eBay refused the application credentials (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET): invalid_client')
		expect(logged.some((line) => line.includes('feed crawl failed') && line.includes('EBAY_CLIENT_SECRET'))).toBe(true)
		expect(JSON.stringify({ logged, health })).not.toContain(wrong)
	})
})
