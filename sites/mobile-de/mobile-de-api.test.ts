import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { feedEvents, feeds, listings, notificationOutbox, siteStatus, subscriptions } from '#core/db/schema.ts'
import { catalogue } from '#core/catalogue/data.ts'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { capturedConsole, configProblems, runFeedChecks } from '#tests/support/site-api.ts'
import { type MobileDeApiStandIn, type StandInAd, startMobileDeApiStandIn } from '#tests/support/mobile-de-api.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { closePageFetcher } from '#worker/jobs/checks.ts'
import { createPageFetcher, pageFetcherOptions } from '#worker/lib/fetch-page.ts'
import { adapterFor, siteAdapters, siteAdaptersFor, siteBaseUrls } from '#worker/sites/index.ts'
import { mobileDeApiAdapter, mobileDeApiMakes } from './api-adapter.ts'
import { type FeedSearch, type ParseResult, type SiteResponse } from '#sites/kit/types.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share the stand-in's records and tables: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

/**
 * mobile.de in fetch mode `api`: the Search API adapter's requests and parser, against saved
 * answers and a local stand-in of the API (tests/support/mobile-de-api.ts), and a whole crawl of a
 * mobile.de feed through the worker's jobs to an alert. The credentials are watched for in
 * everything the worker writes: logs, the site's health and the feed's events.
 */

const user = 'carwatch-api'
const password = 'S3cret-Pa55word!'
const credentials = { user, password }
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'api')

/** The search a mobile.de feed of Volkswagen makes, as the crawler builds it. */
const brandFeed: FeedSearch = feedSearch({ siteId: 'mobile.de', scope: 'volkswagen' }, 'Volkswagen')

const apiEnv = (url: string, extra: Record<string, string> = {}) => ({
	NODE_ENV: 'test',
	SITE_MIN_INTERVAL_SECONDS: '0',
	SITE_FETCH_MOBILE_DE: 'api',
	MOBILE_DE_API_USER: user,
	MOBILE_DE_API_PASSWORD: password,
	MOBILE_DE_API_URL: url,
	...extra,
})

describe('the mobile.de Search API parser', () => {
	const expectedFiles = readdirSync(fixturesDir).filter((file) => file.endsWith('.expected.json'))

	test.each(expectedFiles)('%s: the saved answer gives exactly the expected result', (expectedFile) => {
		const name = expectedFile.slice(0, -'.expected.json'.length)
		const body = readdirSync(fixturesDir).find((file) => file.startsWith(`${name}.`) && !file.endsWith('.expected.json'))!
		const expected = JSON.parse(readFileSync(path.join(fixturesDir, expectedFile), 'utf8')) as { response: SiteResponse; result: ParseResult }
		expect(mobileDeApiAdapter(credentials).parse(readFileSync(path.join(fixturesDir, body), 'utf8'), expected.response)).toEqual(expected.result)
	})

	test('the fixtures cover a results page, an empty result and a refusal', () => {
		const results = expectedFiles.map((file) => (JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')) as { result: ParseResult }).result)
		expect(results.some((result) => result.kind === 'listings' && result.listings.length >= 3)).toBe(true)
		expect(results.some((result) => result.kind === 'listings' && result.listings.length === 0)).toBe(true)
		expect(results.some((result) => result.kind === 'blocked')).toBe(true)
	})

	test('an error list in a 200 answer, a block page and a JSON body without ads are not "no results"', () => {
		const ok = { status: 200, url: 'https://services.mobile.de/search-api/search', contentType: 'application/json' }
		const { parse } = mobileDeApiAdapter(credentials)
		expect(parse('{"errors":[{"key":"invalid-search-parameter","message":"bad page.size"}]}', ok)).toEqual({
			kind: 'blocked',
			reason: 'the mobile.de Search API reported: invalid-search-parameter: bad page.size',
		})
		expect(parse('<html><body>Access Denied</body></html>', { ...ok, contentType: 'text/html' }).kind).toBe('blocked')
		expect(parse('{"hello":"world"}', ok)).toEqual({ kind: 'blocked', reason: 'the mobile.de Search API answered without ads' })
		expect(parse('{"total":0}', ok)).toEqual({ kind: 'listings', listings: [] })
		expect(parse('', { ...ok, status: 429 })).toEqual({ kind: 'blocked', reason: 'HTTP 429: too many requests' })
	})
})

describe('the mobile.de Search API request', () => {
	test('a brand feed asks for the make by its reference-data key, newest first, a page of 100, with Basic auth', () => {
		const request = mobileDeApiAdapter(credentials).buildRequest(brandFeed, { baseUrl: 'https://services.mobile.de/search-api' })!
		const url = new URL(request.url)
		expect(`${url.origin}${url.pathname}`).toBe('https://services.mobile.de/search-api/search')
		expect(Object.fromEntries(url.searchParams)).toEqual({
			classification: 'refdata/classes/Car/makes/VW',
			'sort.field': 'creationTime',
			'sort.order': 'DESCENDING',
			'page.number': '1',
			'page.size': '100',
		})
		expect(request.headers).toEqual({
			accept: 'application/vnd.de.mobile.api+json',
			authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
		})
		// The key shares fetches and may be stored or logged: it carries no credentials.
		expect(request.key).toBe(request.url)
		expect(request.key).not.toContain(password)
		expect(request.key).not.toContain(Buffer.from(`${user}:${password}`).toString('base64'))
		// Exactly this for the feed's first and second page.
		const page = (number: number) => mobileDeApiAdapter(credentials).buildRequest(brandFeed, { baseUrl: 'https://services.mobile.de/search-api', page: number })?.url
		expect(page(1)).toBe('https://services.mobile.de/search-api/search?classification=refdata%2Fclasses%2FCar%2Fmakes%2FVW&sort.field=creationTime&sort.order=DESCENDING&page.number=1&page.size=100')
		expect(page(2)).toBe('https://services.mobile.de/search-api/search?classification=refdata%2Fclasses%2FCar%2Fmakes%2FVW&sort.field=creationTime&sort.order=DESCENDING&page.number=2&page.size=100')
	})

	test('older pages, a base with a trailing slash, another make\'s key, and a brand with no known make key', () => {
		const adapter = mobileDeApiAdapter(credentials)
		const page3 = new URL(adapter.buildRequest(brandFeed, { baseUrl: 'http://127.0.0.1:9/search-api/', page: 3 })!.url)
		expect(page3.pathname).toBe('/search-api/search')
		expect(page3.searchParams.get('page.number')).toBe('3')
		const bmw = new URL(adapter.buildRequest(feedSearch({ siteId: 'mobile.de', scope: 'bmw' }, 'BMW'), { baseUrl: 'https://services.mobile.de/search-api' })!.url)
		expect(bmw.searchParams.get('classification')).toBe('refdata/classes/Car/makes/BMW')
		// Guessing a key would be refused (400) or, as an unknown parameter, ignored: every make.
		expect(adapter.buildRequest({ ...brandFeed, brand: 'lada', brandName: 'Lada' }, { baseUrl: 'https://services.mobile.de/search-api' })).toBeNull()
	})

	test('a site-wide feed asks for the car class with no make below it, newest first; facebook\'s scope gets nothing', () => {
		const adapter = mobileDeApiAdapter(credentials)
		expect(adapter.scopes).toEqual(['site', 'brand'])
		expect(adapter.pageSize).toBe(100)
		const siteWide = feedSearch({ siteId: 'mobile.de', scope: siteWideScope }, '')
		const page = (number: number) => adapter.buildRequest(siteWide, { baseUrl: 'https://services.mobile.de/search-api', page: number })?.url
		expect(page(1)).toBe('https://services.mobile.de/search-api/search?classification=refdata%2Fclasses%2FCar&sort.field=creationTime&sort.order=DESCENDING&page.number=1&page.size=100')
		expect(page(2)).toBe('https://services.mobile.de/search-api/search?classification=refdata%2Fclasses%2FCar&sort.field=creationTime&sort.order=DESCENDING&page.number=2&page.size=100')
		expect(adapter.buildRequest({ scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/x' }, { baseUrl: 'https://services.mobile.de/search-api' })).toBeNull()
	})

	test('a site-wide page holds every make, each named by the ad\'s make key, also makes the key table does not know', () => {
		const expected = JSON.parse(readFileSync(path.join(fixturesDir, 'site.expected.json'), 'utf8')) as { result: ParseResult }
		const listings = expected.result.kind === 'listings' ? expected.result.listings : []
		expect(listings.map(brandOfListing)).toEqual(['skoda', 'bmw', 'dacia', 'mercedes-benz', 'volkswagen'])
	})

	test('every brand of the make table is a catalogue brand, named as the catalogue names it', () => {
		const names = new Map(catalogue.map((brand) => [brand.slug, brand.name]))
		for (const [slug, make] of Object.entries(mobileDeApiMakes)) expect([slug, names.get(slug)]).toEqual([slug, make.name])
	})
})

describe('fetch mode api in the config', () => {
	test('api without credentials refuses to start, naming what is missing and never a value', () => {
		const problems = configProblems({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'api', MOBILE_DE_API_USER: user })
		expect(problems).toEqual(["MOBILE_DE_API_PASSWORD is required when SITE_FETCH_MOBILE_DE is api (mobile.de's API credentials)"])
		expect(configProblems({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'api' })).toHaveLength(2)
		expect(configProblems({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'api', MOBILE_DE_API_USER: 'a:b', MOBILE_DE_API_PASSWORD: password })).toEqual(['MOBILE_DE_API_USER must not contain a colon'])
		const inUrl = configProblems(apiEnv(`https://${user}:${password}@services.mobile.de/search-api`))
		expect(inUrl).toEqual(['MOBILE_DE_API_URL: Must not carry credentials: set MOBILE_DE_API_USER and MOBILE_DE_API_PASSWORD'])
		expect(inUrl.join(' ')).not.toContain(password)
		expect(configProblems({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'ftp' })[0]).toMatch(/^SITE_FETCH_MOBILE_DE: /)
	})

	test('browser is the default (docs/decisions/016); the page adapter and site run unless the mode is api', () => {
		const plain = parseConfig({ NODE_ENV: 'test' })
		expect(plain.SITE_FETCH_MOBILE_DE).toBe('browser')
		expect(plain.MOBILE_DE_API_URL).toBe('https://services.mobile.de/search-api')
		expect(adapterFor('mobile.de', plain)).toBe(siteAdapters['mobile.de'])
		expect(siteBaseUrls(plain)['mobile.de']).toBe('https://suchen.mobile.de')
		expect(adapterFor('mobile.de', parseConfig({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'http' }))).toBe(siteAdapters['mobile.de'])

		const api = parseConfig(apiEnv(''))
		expect(siteBaseUrls(api)['mobile.de']).toBe('https://services.mobile.de/search-api')
		const adapters = siteAdaptersFor(api)
		expect(adapters['mobile.de']).not.toBe(siteAdapters['mobile.de'])
		expect(adapters['mobile.de'].buildRequest(brandFeed, { baseUrl: siteBaseUrls(api)['mobile.de'] })!.headers?.authorization).toMatch(/^Basic /)
		expect(adapters['autoscout24.de']).toBe(siteAdapters['autoscout24.de'])
	})
})

describe('against the stand-in', () => {
	let standIn: MobileDeApiStandIn
	const fetchPage = () => createPageFetcher({ ...pageFetcherOptions(parseConfig({ NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: '0' })), retries: 0 })
	const vw = (n: number, minutesAgo: number): StandInAd => ({
		mobileAdId: String(500_000 + n),
		make: 'VW',
		model: 'Golf',
		modelDescription: `Golf ${n}`,
		creationDate: new Date(Date.parse('2030-01-01T12:00:00Z') - minutesAgo * 60_000).toISOString(),
		price: { consumerPriceGross: `${12_000 + n}.00`, currency: 'EUR' },
		mileage: 50_000,
		firstRegistration: '201801',
		fuel: 'DIESEL',
		seller: { type: 'DEALER', address: { zipcode: '10115', city: 'Berlin', countryCode: 'DE' } },
	})

	beforeAll(async () => {
		standIn = await startMobileDeApiStandIn(credentials)
	})
	afterAll(async () => {
		await standIn?.close()
	})
	beforeEach(() => {
		standIn.ads.length = 0
		standIn.requests.length = 0
	})

	test('without credentials, or with the wrong ones, the API answers 401 and the adapter reports it', async () => {
		const request = mobileDeApiAdapter(credentials).buildRequest(brandFeed, { baseUrl: standIn.url })!
		const anonymous = await fetchPage()({ ...request, headers: { accept: request.headers!.accept! } })
		expect(anonymous.status).toBe(401)
		const wrong = mobileDeApiAdapter({ user, password: 'not-it' })
		const refused = await fetchPage()(wrong.buildRequest(brandFeed, { baseUrl: standIn.url })!)
		expect(refused.status).toBe(401)
		expect(wrong.parse(refused.body, refused)).toEqual({ kind: 'blocked', reason: 'HTTP 401: the mobile.de Search API refused the credentials (MOBILE_DE_API_USER, MOBILE_DE_API_PASSWORD)' })
	})

	test('pages of 100, newest first, each ad once; the make filter holds', async () => {
		standIn.ads.push(...Array.from({ length: 230 }, (_, i) => vw(i, (i * 7919) % 1000)))
		standIn.ads.push({ ...vw(999, 0), mobileAdId: 'bmw-1', make: 'BMW', model: '320' })
		const adapter = mobileDeApiAdapter(credentials)
		const seen: Array<{ id: string }> = []
		for (let page = 1; page <= 4; page++) {
			const answer = await fetchPage()(adapter.buildRequest(brandFeed, { baseUrl: standIn.url, page })!)
			const parsed = adapter.parse(answer.body, answer)
			if (parsed.kind !== 'listings') throw new Error(parsed.reason)
			expect(parsed.listings.length).toBe([100, 100, 30, 0][page - 1])
			seen.push(...parsed.listings.map((listing) => ({ id: listing.listingId })))
		}
		const expectedOrder = standIn.ads.filter((ad) => ad.make === 'VW').sort((a, b) => Date.parse(b.creationDate) - Date.parse(a.creationDate)).map((ad) => ad.mobileAdId)
		expect(seen.map(({ id }) => id)).toEqual(expectedOrder)
		expect(standIn.requests.every((request) => request.accept === 'application/vnd.de.mobile.api+json')).toBe(true)
	})

	test('a make key the API does not know is refused with its reason', async () => {
		const adapter = mobileDeApiAdapter(credentials)
		const request = adapter.buildRequest(brandFeed, { baseUrl: standIn.url })!
		const answer = await fetchPage()({ ...request, url: request.url.replace('makes%2FVW', 'makes%2FVOLKSWAGEN') })
		expect(adapter.parse(answer.body, answer)).toEqual({ kind: 'blocked', reason: 'HTTP 400: the mobile.de Search API refused the search: invalid-search-parameter: invalid value for classification' })
	})
})

describe('a mobile.de feed crawled in api mode', () => {
	let database: TestDatabase
	let standIn: MobileDeApiStandIn
	const logged = capturedConsole()

	beforeAll(async () => {
		database = await createTestDatabase()
		standIn = await startMobileDeApiStandIn(credentials)
	})
	afterAll(async () => {
		// The crawl job's fetcher is one per process, made with this file's stand-in address.
		await closePageFetcher()
		await standIn?.close()
		await database?.destroy()
	})

	const runChecks = (config: ReturnType<typeof parseConfig>) => runFeedChecks(database.db, config)

	/** Everything the worker wrote that an operator or a log shipper could read. */
	async function written() {
		const health = await database.db.select().from(siteStatus)
		const events = await database.db.select().from(feedEvents)
		const feedRows = await database.db.select().from(feeds)
		return JSON.stringify({ logged, health, events, feedRows })
	}

	test('a new car on the API reaches the alert; the credentials appear in no log and no stored row', async () => {
		const config = parseConfig(apiEnv(standIn.url))
		const buyer = await seedUser(database.db)
		const alert = await seedAlert(database.db, buyer.id, 'active', { websitesSelected: ['mobile.de'], brand: 'volkswagen', model: 'golf', priceMax: 20_000, notificationLanguage: 'en' })
		standIn.ads.push(
			{ mobileAdId: '700000001', make: 'VW', model: 'Golf', modelDescription: 'Golf 1.5 TSI', creationDate: '2030-01-01T09:00:00Z', price: { consumerPriceGross: '14990.00', currency: 'EUR' }, mileage: 60_000, firstRegistration: '201806', fuel: 'PETROL' },
			{ mobileAdId: 'bmw-9', make: 'BMW', model: '320', creationDate: '2030-01-01T09:30:00Z', price: { consumerPriceGross: '9000.00', currency: 'EUR' } },
		)

		// The first crawl is the feed's baseline: what is online already is not news.
		expect(await runChecks(config)).toBe(1)
		const [feed] = await database.db.select().from(feeds)
		expect(feed).toMatchObject({ siteId: 'mobile.de', scope: 'volkswagen', baselineNeeded: false })
		expect((await database.db.select().from(listings)).map((row) => row.listingId)).toEqual(['700000001'])

		standIn.ads.push(
			{
				mobileAdId: '700000002',
				make: 'VW',
				model: 'Golf',
				modelDescription: 'Golf Variant 2.0 TDI',
				creationDate: '2030-01-01T11:00:00Z',
				detailPageUrl: 'https://suchen.mobile.de/fahrzeuge/details.html?id=700000002',
				price: { consumerPriceGross: '16450.00', currency: 'EUR' },
				mileage: 88_000,
				firstRegistration: '201903',
				fuel: 'DIESEL',
				images: [{ ref: 'https://img.classistatic.de/api/v1/mo-prod/images/aa/aa00-0001?rule=mo-640.jpg' }],
				seller: { type: 'FOR_SALE_BY_OWNER', address: { zipcode: '20095', city: 'Hamburg', countryCode: 'DE' } },
			},
			// Too dear for the alert: stored, not sent.
			{ mobileAdId: '700000003', make: 'VW', model: 'Golf', modelDescription: 'Golf R', creationDate: '2030-01-01T11:05:00Z', price: { consumerPriceGross: '38900.00', currency: 'EUR' }, mileage: 20_000, firstRegistration: '202201', fuel: 'PETROL' },
		)
		await runChecks(config)
		// The car online at the baseline went inside the alert-live message (docs/decisions/052); the new one on its own.
		const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subscriptionId, alert.id))
		const live = rows.find((row) => row.kind === 'notice')!
		expect(rows.filter((row) => row.kind === 'new_listing' && row.digestId === live.id).map((row) => (row.payload as { url: string }).url)).toEqual([expect.stringContaining('700000001')])
		const sent = rows.filter((row) => row.kind === 'new_listing' && row.digestId !== live.id)
		expect(sent.map((row) => row.payload)).toEqual([expect.objectContaining({ url: 'https://suchen.mobile.de/fahrzeuge/details.html?id=700000002' })])
		const [stored] = await database.db.select().from(listings).where(eq(listings.listingId, '700000002'))
		expect(stored).toMatchObject({ siteId: 'mobile.de', price: 16_450, currency: 'EUR', km: 88_000, year: 2019, fuel: 'diesel', location: '20095 Hamburg', seller: 'private', model: 'Golf' })

		// Every request asked with the credentials, newest first, for Volkswagen only.
		expect(standIn.requests.length).toBeGreaterThanOrEqual(2)
		for (const request of standIn.requests) {
			expect(request.authorization).toBe(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`)
			expect(new URL(request.url, 'http://x').searchParams.get('classification')).toBe('refdata/classes/Car/makes/VW')
			expect(new URL(request.url, 'http://x').searchParams.get('sort.order')).toBe('DESCENDING')
		}
		const everything = await written()
		expect(everything).not.toContain(password)
		expect(everything).not.toContain(Buffer.from(`${user}:${password}`).toString('base64'))
	})

	test('refused credentials make a failed crawl whose reason, logs and stored health name the settings, not their values', async () => {
		const wrongPassword = 'Wr0ng-But-Secret'
		const config = parseConfig(apiEnv(standIn.url, { MOBILE_DE_API_PASSWORD: wrongPassword }))
		await database.db.update(subscriptions).set({ status: 'active' })
		standIn.requests.length = 0
		expect(await runChecks(config)).toBe(1)
		expect(standIn.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from(`${user}:${wrongPassword}`).toString('base64')}`)
		const [health] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'mobile.de'))
		expect(JSON.stringify(health)).toContain('refused the credentials (MOBILE_DE_API_USER, MOBILE_DE_API_PASSWORD)')
		expect(logged.some((line) => line.includes('feed crawl failed') && line.includes('refused the credentials'))).toBe(true)
		const everything = await written()
		for (const secret of [wrongPassword, password, Buffer.from(`${user}:${wrongPassword}`).toString('base64')]) expect(everything).not.toContain(secret)
	})
})

describe('the gearbox', () => {
	test('the ad’s `gearbox`', () => {
		const expected = JSON.parse(readFileSync(path.join(fixturesDir, 'results.expected.json'), 'utf8')) as { response: SiteResponse }
		const result = mobileDeApiAdapter(credentials).parse(readFileSync(path.join(fixturesDir, 'results.json'), 'utf8'), expected.response)
		expect(result.kind === 'listings' ? result.listings.map((listing) => listing.gearbox) : []).toEqual(['manual', null, 'automatic', null])
	})
})
