import { readFileSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { alertMarketDays, alertMarkets, alertSites, exchangeRates, feedEvents, feedListings, feedPriceWatch, feeds, hostBudgets, listingPrices, listings, notificationOutbox, sentListings, siteStatus, subscriptions } from '#core/db/schema.ts'
import { clearRatesCache } from '#core/models/exchange-rates.ts'
import { planInputs, sitesTryingWhole } from '#core/models/crawl-plans.ts'
import { feedHealth, sweepFeeds, syncAlertFeeds } from '#core/models/feeds.ts'
import { reserveHostSlot } from '#core/models/host-budget.ts'
import { type ListingPayload, parseNotification } from '#core/notifications/payloads.ts'
import { type SiteId, siteWideScope } from '#core/sites.ts'
import { renderNotification, visibleText } from '#core/telegram/messages.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { siteAdapters, siteBaseUrls } from '../../sites/index.ts'
import { createPageFetcher, HostGateError, pageFetcherOptions } from '../fetch-page.ts'
import { crawlFeed, type CrawlDeps } from './crawl.ts'
import { baselineKey, marketKey } from './delivery.ts'
import { dispatchCrawls, siteCapabilities } from './dispatch.ts'
import { maxPagesPerCrawl } from './rhythm.ts'
import { backoff, degradedAfterBackoffSeconds } from './site-health.ts'

/**
 * Feeds, crawls and delivery against a real database and a local stand-in for the demo market: a
 * node:http server answering the demo market's search JSON, newest first, `pageSize` cars a page,
 * from cars the test publishes at moments of a simulated clock.
 */

/** The tests share the market, its clock and the tables: one runs at a time, a cancelled one stops at its next step. */
const { test, checkpoint } = testsInTurn()

type MarketCar = { id: string; title: string; price: number | null; currency?: string; km: number | null; year: number | null; fuel: string | null; seller?: string; publishedAt: number; /** The time the market states, as it writes it (the demo market's `publishedAt`); none by default. */ online?: string }

let database: TestDatabase
let market: http.Server
let marketUrl: string
let cars: MarketCar[] = []
/** What the local OLX answers: numeric ids, kilometres as its sellers write them, the town and the region. */
type OlxCar = { id: string; title: string; price: number; km: number; year: number; city: string; vin?: string; publishedAt: number }
let olxCars: OlxCar[] = []
/** The market's clock: a car is online once published. */
let marketNow = 0
/** The simulated clock of `cycle()` without a time: a minute on at every call. */
let testNow = 0
let pageSize = 5
let answerStatus = 200
/** Sent with a refusal: the edge in front of the market. */
let refusalHeaders: Record<string, string> = {}
/** Runs while the market answers a search: what happens to an alert while its page is fetched. */
let duringRequest: (() => Promise<void>) | null = null
const requests: string[] = []
const facebookResults = readFileSync(new URL('../../../sites/facebook/fixtures/results.html', import.meta.url), 'utf8')
const start = Date.parse('2030-01-01T12:00:00.000Z')
const at = (seconds: number) => new Date(start + seconds * 1000)

beforeAll(async () => {
	database = await createTestDatabase()
	market = http.createServer(async (request, response) => {
		requests.push(request.url ?? '')
		await duringRequest?.()
		if (request.url?.startsWith('/api/v1/offers/')) {
			// OLX's offers API, as sites/olx/adapter.ts reads it: the brand in the free text, newest first.
			const query = new URL(request.url, 'http://market').searchParams
			const online = olxCars.filter((car) => car.publishedAt <= marketNow && car.title.toLowerCase().startsWith(query.get('query') === 'BMW' ? 'bmw' : 'v')).sort((a, b) => b.publishedAt - a.publishedAt)
			const offset = Number(query.get('offset') ?? 0)
			const data = online.slice(offset, offset + Number(query.get('limit') ?? 40)).map((car) => ({
				id: Number(car.id),
				url: `${marketUrl}/d/oferta/${car.id}.html`,
				title: car.title,
				params: [
					{ key: 'price', value: { value: car.price, currency: 'EUR', label: `${car.price} €` } },
					{ key: 'model', value: { key: 'golf', label: 'Golf' } },
					{ key: 'year', value: { key: String(car.year), label: String(car.year) } },
					{ key: 'rulaj_pana', value: { key: String(car.km), label: `${car.km} km` } },
					{ key: 'petrol', value: { key: 'diesel', label: 'Diesel' } },
					...(car.vin ? [{ key: 'vin', value: { key: car.vin, label: car.vin } }] : []),
				],
				business: false,
				location: { city: { name: car.city }, region: { name: 'Osrednjeslovenska' } },
				photos: [],
			}))
			response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data, metadata: { total_elements: online.length } }))
			return
		}
		if (request.url?.startsWith('/marketplace/')) {
			response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(facebookResults)
			return
		}
		if (answerStatus !== 200) {
			response.writeHead(answerStatus, { 'Content-Type': 'text/html', ...refusalHeaders }).end('<html><body>Access denied</body></html>')
			return
		}
		const query = new URL(request.url ?? '/', 'http://market').searchParams
		const page = Number(query.get('page') ?? 1)
		const online = cars
			.filter((car) => car.publishedAt <= marketNow && (!query.has('brand') || car.title.toLowerCase().startsWith(query.get('brand') === 'bmw' ? 'bmw' : 'v')))
			.sort((a, b) => b.publishedAt - a.publishedAt)
		const shown = online.slice((page - 1) * pageSize, page * pageSize)
		response.writeHead(200, { 'Content-Type': 'application/json' }).end(
			JSON.stringify({
				market: 'demo',
				listings: shown.map(({ publishedAt: _, online, ...car }) => ({
					currency: 'EUR',
					brand: car.title.toLowerCase().startsWith('bmw') ? 'bmw' : 'volkswagen',
					...car,
					...(online === undefined ? {} : { publishedAt: online }),
					url: `/demo-market/listings/${car.id}`,
					location: 'Ljubljana',
					imageUrl: `/demo-market/images/${car.id}.svg`,
				})),
			}),
		)
	})
	await new Promise<void>((resolve) => market.listen(0, '127.0.0.1', resolve))
	marketUrl = `http://127.0.0.1:${(market.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise((resolve) => market?.close(resolve))
	await database?.destroy()
})

beforeEach(async () => {
	await database.db.delete(subscriptions)
	await database.db.delete(feeds)
	// Slots a test reserved ahead of its clock would leave the next test's dispatch no room.
	await database.db.delete(hostBudgets)
	await database.db.delete(listings)
	await database.db.delete(siteStatus)
	cars = []
	olxCars = []
	marketNow = start
	testNow = start
	pageSize = 5
	answerStatus = 200
	refusalHeaders = {}
	duringRequest = null
	requests.length = 0
	crawlOptions = {}
	golfs = 0
	siteWide = false
})

/**
 * Whether the sites offer the crawl plan their whole site: not unless a test opens it, so that
 * the tests of brand feeds see brand feeds, as every site had before site-wide feeds
 * (docs/decisions/049).
 */
let siteWide = false
const adapters = () =>
	Object.fromEntries(Object.entries(siteAdapters).map(([id, adapter]) => [id, { ...adapter, scopes: adapter.scopes.filter((scope) => siteWide || scope !== 'site') }])) as unknown as typeof siteAdapters

const config = () => parseConfig({ NODE_ENV: 'test', DEMO_MARKET_URL: 'http://127.0.0.1:1', SITE_MIN_INTERVAL_SECONDS: '0' })
const baseUrls = () => ({ ...siteBaseUrls(config()), demo: marketUrl, facebook: marketUrl, 'olx.ro': marketUrl }) as Record<SiteId, string>
const fetchPage = () => createPageFetcher({ ...pageFetcherOptions(config()), retries: 0 })

async function demoAlert(overrides: Partial<typeof subscriptions.$inferInsert> = {}) {
	checkpoint()
	const user = await seedUser(database.db)
	return seedAlert(database.db, user.id, 'active', { websitesSelected: ['demo'], notificationLanguage: 'de', ...overrides })
}

/** What every crawl of a test gets besides the defaults: no jitter, so the breaker's waits are exact. */
let crawlOptions: Partial<CrawlDeps> = {}

/** One dispatch tick at `now` (simulated): claim the due feeds and crawl each, on the same clock. */
async function tick(now: Date) {
	checkpoint()
	marketNow = now.getTime()
	const { claimed } = await dispatchCrawls({ db: database.db, adapters: adapters(), baseUrls: baseUrls(), budget: { intervalMs: 0, horizonMs: 0 } }, now)
	const outcomes = []
	for (const feed of claimed) {
		checkpoint()
		outcomes.push(await crawlFeed({ db: database.db, adapters: adapters(), fetchPage: fetchPage(), baseUrls: baseUrls(), now: () => now, random: () => 0.5, ...crawlOptions }, feed.id))
	}
	return { claimed, outcomes }
}

/** A crawl of every feed and a delivery to every alert at `now` (default: a minute after the last), whatever their rhythm. */
async function cycle(now?: Date) {
	checkpoint()
	testNow = now ? now.getTime() : testNow + 60_000
	now = new Date(testNow)
	await database.db.update(feeds).set({ nextCrawlAt: new Date(now.getTime() - 1000) })
	await database.db.update(alertSites).set({ nextDeliveryAt: null })
	return tick(now)
}

async function outbox(subscriptionId?: string) {
	checkpoint()
	const rows = await database.db.select().from(notificationOutbox).orderBy(notificationOutbox.createdAt)
	return rows.filter((row) => !subscriptionId || row.subscriptionId === subscriptionId)
}

/**
 * The alert's listing rows sent after its go-live, not the newest cars its alert-live message
 * showed (rows carried by a notice, docs/decisions/052): what it was sent as new.
 */
async function afterLive(subscriptionId?: string) {
	const rows = await outbox(subscriptionId)
	const notices = new Set(rows.filter((row) => row.kind === 'notice').map((row) => row.id))
	return rows.filter((row) => row.digestId === null || !notices.has(row.digestId))
}

/** The listings of the cars an alert-live message showed, by id. */
async function shownAtLive(alert: { id: string }) {
	const rows = await outbox(alert.id)
	return rows.filter((row) => row.kind === 'notice' && (row.payload as { key: string }).key === 'alertLive').map((row) => ((row.payload as { listings?: ListingPayload[] }).listings ?? []).map((listing) => listing.url.split('/').at(-1)!))
}

const sentIds = async (alert: { id: string }, kind = 'new_listing') =>
	(await afterLive(alert.id)).filter((row) => row.kind === kind).map((row) => (row.payload as { url: string }).url.split('/').at(-1)!)

/** Golfs of a test each have their own mileage: cars alike in everything else are one car (docs/decisions/039). */
let golfs = 0
const golf = (id: string, price: number, extra: Partial<MarketCar> = {}): MarketCar => ({
	id,
	title: `Volkswagen Golf ${id}`,
	price,
	km: 90_000 + 3_000 * golfs++,
	year: 2018,
	fuel: 'diesel',
	publishedAt: marketNow,
	...extra,
})

describe('feeds: one crawl per site and brand', () => {
	test('alerts of a brand read one feed whatever their model and filters; each is matched on its own criteria', async () => {
		const same = await Promise.all([demoAlert(), demoAlert(), demoAlert()])
		const cheaper = await demoAlert({ priceMax: 12_500 })
		const passat = await demoAlert({ model: 'passat' })
		const anyVw = await demoAlert({ model: 'all' })
		await demoAlert({ brand: 'bmw', model: 'all' })
		const { claimed } = await cycle()
		expect(claimed).toHaveLength(2)
		expect(requests).toHaveLength(2)
		expect(requests.every((url) => !/model=|price|year|km|fuel=/.test(url))).toBe(true)
		expect(requests.filter((url) => url.includes('brand=volkswagen'))).toHaveLength(1)
		const states = await database.db.select().from(alertSites)
		expect(new Set(states.map((state) => state.feedId)).size).toBe(2)

		cars = [golf('g1', 12_000), golf('g2', 13_000), { ...golf('p1', 9_000), title: 'VW Passat Variant 2.0 TDI' }]
		await cycle()
		expect((await sentIds(same[0]!)).sort()).toEqual(['g1', 'g2'])
		expect(await sentIds(cheaper)).toEqual(['g1'])
		expect(await sentIds(passat)).toEqual(['p1'])
		expect((await sentIds(anyVw)).sort()).toEqual(['g1', 'g2', 'p1'])
	})

	test('a crawl reads older pages until it reaches a listing the feed knows; a baseline reads the newest page only', async () => {
		const alert = await demoAlert()
		cars = Array.from({ length: 8 }, (_, i) => golf(`old${i}`, 12_000, { publishedAt: start - 1000 * (i + 1) }))
		await cycle(at(0))
		expect(requests).toHaveLength(1)
		cars.push(...Array.from({ length: 7 }, (_, i) => golf(`new${i}`, 11_000, { publishedAt: start + 10_000 + i })))
		requests.length = 0
		await cycle(at(60))
		expect(requests.map((url) => new URL(url, marketUrl).searchParams.get('page'))).toEqual([null, '2'])
		expect((await sentIds(alert)).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `new${i}`))
		const [feed] = await database.db.select().from(feeds)
		expect(feed).toMatchObject({ crawls: 2, pagesFetched: 3, gaps: 0, baselineNeeded: false })
	})

	test('a feed nobody reads is not crawled; read again, it takes a new baseline', async () => {
		const alert = await demoAlert()
		cars = [golf('a1', 12_000)]
		await cycle(at(0))
		await database.db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, alert.id))
		requests.length = 0
		expect((await cycle(at(60))).claimed).toEqual([])
		expect(requests).toEqual([])
		const [idle] = await database.db.select().from(feeds)
		expect(idle!.idleSince).toEqual(at(60))
		expect(await database.db.select().from(alertSites)).toEqual([])

		// Resumed after cars were listed meanwhile: no flood of what it missed while paused.
		cars.push(golf('while-paused-1', 11_000), golf('while-paused-2', 11_500))
		await database.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, alert.id))
		expect((await cycle(at(120))).claimed).toHaveLength(1)
		expect(await sentIds(alert)).toEqual([])
		cars.push(golf('after-resume', 11_000, { publishedAt: start + 150_000 }))
		await cycle(at(180))
		expect(await sentIds(alert)).toEqual(['after-resume'])
		// One "alert is live" message: the resumed alert runs on the same criteria.
		expect((await outbox(alert.id)).filter((row) => row.kind === 'notice')).toHaveLength(1)
	})
})

describe('recall does not depend on frequency or on other alerts', () => {
	test('three alerts at 1 min, 15 min and hourly on one busy brand each get every matching car exactly once', async () => {
		pageSize = 10
		const criteria = { model: 'golf', priceMax: 15_000 } as const
		const alerts = await Promise.all([
			demoAlert({ ...criteria, updateFrequency: '1min' }),
			demoAlert({ ...criteria, updateFrequency: '15min' }),
			demoAlert({ ...criteria, updateFrequency: 'hourly' }),
		])
		await tick(at(0))
		// Three cars a minute for an hour, a burst of 10x for five minutes in it; a third of them match.
		const published: MarketCar[] = []
		let n = 0
		for (let second = 5; second < 3600; second += 20) {
			const burst = second >= 1200 && second < 1500 ? 10 : 1
			for (let k = 0; k < burst; k += 1) {
				n += 1
				const kind = n % 3
				published.push(kind === 0 ? golf(`c${n}`, 12_000, { publishedAt: start + second * 1000 + k }) : kind === 1 ? golf(`c${n}`, 19_000, { publishedAt: start + second * 1000 + k }) : { ...golf(`c${n}`, 9_000, { publishedAt: start + second * 1000 + k }), title: `Volkswagen Polo c${n}` })
			}
		}
		cars.push(...published)
		for (let second = 10; second <= 3600 + 3700; second += 10) await tick(at(second))
		const wanted = published.filter((car) => car.title.includes('Golf') && car.price! <= 15_000).map((car) => car.id).sort()
		expect(wanted.length).toBeGreaterThan(100)
		for (const alert of alerts) {
			const sent = await sentIds(alert)
			expect(new Set(sent).size).toBe(sent.length)
			expect(sent.sort()).toEqual(wanted)
		}
		const [feed] = await database.db.select().from(feeds)
		expect(feed!.gaps).toBe(0)
	}, 120_000)

	test('a price drop reaches an hourly alert at its own time, however many crawls saw it', async () => {
		const hourly = await demoAlert({ updateFrequency: 'hourly' })
		const fast = await demoAlert({ updateFrequency: '1min', brand: 'volkswagen', model: 'all' })
		cars = [golf('a1', 12_000, { publishedAt: start - 1000 })]
		await tick(at(0))
		cars[0]!.price = 11_500
		for (let second = 10; second <= 600; second += 10) await tick(at(second))
		cars[0]!.price = 11_000
		for (let second = 610; second <= 3700; second += 10) await tick(at(second))
		const drops = (await outbox(hourly.id)).filter((row) => row.kind === 'price_drop')
		// The hourly alert hears once, with the price before its last delivery and the one now.
		expect(drops).toHaveLength(1)
		expect(drops[0]!.payload).toMatchObject({ price: 11_000, previousPrice: 12_000 })
		expect((await outbox(fast.id)).filter((row) => row.kind === 'price_drop').map((row) => (row.payload as { price: number }).price)).toEqual([11_500, 11_000])
		const history = await database.db.select().from(listingPrices).where(eq(listingPrices.listingId, 'a1')).orderBy(listingPrices.seenAt)
		expect(history.map((row) => row.price)).toEqual([12_000, 11_500, 11_000])
	}, 60_000)

	test('a burst bigger than the page cap records a coverage gap, speeds the feed up and sends nothing twice', async () => {
		const alert = await demoAlert({ updateFrequency: '5min' })
		cars = [golf('a0', 12_000, { publishedAt: start - 1000 })]
		await tick(at(0))
		const [before] = await database.db.select().from(feeds)
		const burst = Array.from({ length: pageSize * maxPagesPerCrawl + 5 }, (_, i) => golf(`b${i}`, 11_000, { publishedAt: start + 1000 + i }))
		cars.push(...burst)
		const { outcomes } = await cycle(at(60))
		expect(outcomes[0]).toMatchObject({ kind: 'crawled', gap: true, pages: maxPagesPerCrawl })
		const [after] = await database.db.select().from(feeds)
		expect(after).toMatchObject({ gaps: 1, lastGapAt: at(60) })
		expect(after!.intervalSeconds).toBeLessThan(before!.intervalSeconds)
		expect(after!.nextCrawlAt!.getTime()).toBeLessThan(at(60 + 300).getTime())
		await cycle(at(120))
		await cycle(at(180))
		const sent = await sentIds(alert)
		expect(new Set(sent).size).toBe(sent.length)
		// The newest pages' cars were sent; the five oldest of the burst fell beyond the cap.
		expect(sent.length).toBe(pageSize * maxPagesPerCrawl)
	})
})

describe('baseline, new listings and price drops', () => {
	test('the first delivery records a baseline and says the alert is live, showing the cars listed; later only new cars are sent', async () => {
		const alert = await demoAlert()
		cars = [golf('a1', 12_000), golf('a2', 13_500)]
		await cycle()
		const afterBaseline = await outbox(alert.id)
		const notice = afterBaseline.find((row) => row.kind === 'notice')!
		expect(notice.payload).toMatchObject({ key: 'alertLive', count: 2, siteNames: ['Demo market'], alertLabel: 'Volkswagen Golf', frequency: 'hourly', timeZone: 'UTC' })
		// The two cars online go out inside that one message (docs/decisions/052), each a row it carries.
		expect(await shownAtLive(alert)).toEqual([['a2', 'a1']])
		expect(afterBaseline.filter((row) => row.kind !== 'notice').map((row) => [row.kind, row.status, row.digestId])).toEqual([
			['new_listing', 'held', notice.id],
			['new_listing', 'held', notice.id],
		])
		expect(await sentIds(alert)).toEqual([])

		// Re-sorted results are nothing new.
		cars.reverse()
		await cycle()
		expect(await outbox(alert.id)).toHaveLength(3)

		cars.push(golf('a3', 11_900, { title: 'Volkswagen Golf <b>GTD</b> & "Co"', publishedAt: marketNow + 1 }))
		await cycle()
		const sent = (await afterLive(alert.id)).filter((row) => row.kind === 'new_listing')
		expect(sent).toHaveLength(1)
		expect(sent[0]).toMatchObject({ language: 'de', userId: alert.userId, dedupeKey: `new_listing:${alert.id}:demo:a3` })
		expect(sent[0]!.payload).toEqual({
			title: 'Volkswagen Golf <b>GTD</b> & "Co"',
			price: 11_900,
			priceEur: 11_900,
			currency: 'EUR',
			km: 96_000,
			year: 2018,
			fuel: 'diesel',
			location: 'Ljubljana',
			url: `${marketUrl}/demo-market/listings/a3`,
			imageUrl: `${marketUrl}/demo-market/images/a3.svg`,
			siteName: 'Demo market',
			alertLabel: 'Volkswagen Golf',
			// The market said nothing of when it went online: the message says when we first saw it.
			firstSeenAt: new Date(testNow).toISOString(),
			ref: { siteId: 'demo', listingId: 'a3' },
		})
		// The delay on the card is measured from the crawl that saw it.
		expect(sent[0]!.seenAt).toEqual(new Date(testNow))
		const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
		// The two shown at go-live and the new one: every car the buyer was told of.
		expect(row!.listingsFound).toBe(3)
	})

	test('the time a site states for a listing is kept and sent; one without a zone or ahead of our clock is not believed', async () => {
		const alert = await demoAlert()
		cars = [golf('a1', 12_000)]
		await cycle()
		const crawled = testNow + 60_000
		const stated = new Date(crawled - 25 * 60_000)
		cars.push(
			golf('zoned', 11_000, { publishedAt: marketNow + 1, online: stated.toISOString().replace('Z', '+00:00') }),
			golf('local', 11_100, { publishedAt: marketNow + 2, online: '2030-01-01T11:00:00' }),
			golf('ahead', 11_200, { publishedAt: marketNow + 3, online: new Date(crawled + 3600_000).toISOString() }),
		)
		await cycle(new Date(crawled))
		const stored = new Map((await database.db.select().from(listings)).map((row) => [row.listingId, row.publishedAt]))
		expect(stored.get('zoned')).toEqual(stated)
		expect(stored.get('local')).toBeNull()
		expect(stored.get('ahead')).toBeNull()
		const payloads = new Map((await outbox(alert.id)).filter((row) => row.kind === 'new_listing').map((row) => [(row.payload as ListingPayload).title.split(' ').at(-1), row.payload as ListingPayload]))
		expect(payloads.get('zoned')).toMatchObject({ publishedAt: stated.toISOString(), firstSeenAt: new Date(crawled).toISOString() })
		expect(payloads.get('local')!.publishedAt).toBeUndefined()
		// Sent ten minutes after the crawl, it reads as the German buyer sees it then.
		const message = renderNotification(parseNotification('new_listing', payloads.get('zoned'))!, 'de', new Date(crawled + 10 * 60_000))
		expect(visibleText(message.html)).toContain('⏱ Inseriert vor 35 Minuten')
		expect(visibleText(renderNotification(parseNotification('new_listing', payloads.get('local'))!, 'de', new Date(crawled + 10 * 60_000)).html)).toContain('⏱ Von uns zuerst gesehen vor 10 Minuten')
	})

	test('each alert keeps its own rhythm; a delivery with nothing new advances the cursor', async () => {
		const alerts = await Promise.all([demoAlert({ updateFrequency: '1min' }), demoAlert({ updateFrequency: '5min', priceMax: 12_000 }), demoAlert({ model: 'passat' })])
		cars = [golf('a1', 12_000)]
		await tick(at(0))
		const rows = new Map((await database.db.select().from(alertSites)).map((row) => [row.subscriptionId, row]))
		expect(rows.get(alerts[0]!.id)?.nextDeliveryAt).toEqual(at(60))
		expect(rows.get(alerts[1]!.id)?.nextDeliveryAt).toEqual(at(300))
		expect(rows.get(alerts[2]!.id)?.nextDeliveryAt).toEqual(at(3600))
		const [feed] = await database.db.select().from(feeds)
		// Crawled as often as its fastest alert asks.
		expect(feed!.nextCrawlAt).toEqual(at(60))
		await tick(at(30))
		expect(requests).toHaveLength(1)
		cars.push(golf('a2', 11_000, { publishedAt: start + 40_000 }))
		await tick(at(60))
		const later = new Map((await database.db.select().from(alertSites)).map((row) => [row.subscriptionId, row]))
		expect(later.get(alerts[0]!.id)).toMatchObject({ nextDeliveryAt: at(120), lastCheckedAt: at(60) })
		expect(later.get(alerts[1]!.id)).toMatchObject({ nextDeliveryAt: at(300) })
		expect(await sentIds(alerts[0]!)).toEqual(['a2'])
		expect(await sentIds(alerts[1]!)).toEqual([])
		const [subscription] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alerts[0]!.id))
		expect(subscription).toMatchObject({ lastCheckedAt: at(60), nextCheckAt: at(120) })
		// The 5-min alert is served by the last crawl before its time.
		for (let second = 70; second <= 330; second += 10) await tick(at(second))
		expect(await sentIds(alerts[1]!)).toEqual(['a2'])
		expect(await sentIds(alerts[2]!)).toEqual([])
	})

	test('an alert due before the next crawl is served by this one, not a crawl after its time (docs/decisions/073)', async () => {
		const alert = await demoAlert({ updateFrequency: '1min' })
		cars = [golf('b0', 12_000)]
		await tick(at(0))
		const [row] = await database.db.select().from(alertSites).where(eq(alertSites.subscriptionId, alert.id))
		expect(row!.nextDeliveryAt).toEqual(at(60))
		// The alert is due at 35 s; a crawl at 20 s whose next comes after that serves it now. Served at
		// the crawl nearest its time, the car listed at 15 s would have waited for the next crawl.
		await database.db.update(alertSites).set({ nextDeliveryAt: at(35) })
		await database.db.update(feeds).set({ nextCrawlAt: at(19) })
		cars.push(golf('b1', 11_000, { publishedAt: start + 15_000 }))
		const { claimed } = await tick(at(20))
		expect(claimed).toHaveLength(1)
		const [feed] = await database.db.select().from(feeds)
		const next = feed!.nextCrawlAt!.getTime()
		// The premise: the next crawl comes after the alert's time, and nearer it than this one.
		expect(next).toBeGreaterThan(at(35).getTime())
		expect((at(20).getTime() + next) / 2).toBeLessThan(at(35).getTime())
		expect(await sentIds(alert)).toEqual(['b1'])
		const [after] = await database.db.select().from(alertSites).where(eq(alertSites.subscriptionId, alert.id))
		expect(after!.nextDeliveryAt).toEqual(at(80))
	})

	test('a cheaper price of a known car is a price drop, once per price; a higher price is not news; a car that falls into range is new', async () => {
		const alert = await demoAlert()
		const budget = await demoAlert({ priceMax: 11_800 })
		cars = [golf('a1', 12_000)]
		await cycle()
		cars[0]!.price = 12_500
		await cycle()
		cars[0]!.price = 11_000
		await cycle()
		await cycle()
		const drops = (await outbox(alert.id)).filter((row) => row.kind === 'price_drop')
		expect(drops).toHaveLength(1)
		expect(drops[0]!.payload).toMatchObject({ price: 11_000, previousPrice: 12_500 })
		expect(await sentIds(budget)).toEqual(['a1'])
		expect(await sentIds(budget, 'price_drop')).toEqual([])
		cars[0]!.price = 10_500
		await cycle()
		expect((await outbox(alert.id)).filter((row) => row.kind === 'price_drop')).toHaveLength(2)
		expect(await sentIds(budget, 'price_drop')).toEqual(['a1'])
	})

	test('listings outside the criteria are left out; a field the listing does not state passes', async () => {
		const alert = await demoAlert({ priceMax: 12_000, fuelType: 'diesel', yearMin: 2016, mileageMax: 100_000 })
		await cycle()
		cars = [
			golf('cheap', 11_000),
			golf('dear', 12_001),
			golf('petrol', 9_000, { fuel: 'gasoline' }),
			golf('old', 9_000, { year: 2015 }),
			golf('worn', 9_000, { km: 100_001 }),
			golf('unknown-km', 9_000, { km: null }),
		]
		await cycle()
		expect((await sentIds(alert)).sort()).toEqual(['cheap', 'unknown-km'])
	})

	test('the seller type: private-only alerts get private sellers, dealer-only ones dealers, both get listings that do not say', async () => {
		const privateOnly = await demoAlert({ sellerType: 'private' })
		const dealersOnly = await demoAlert({ sellerType: 'dealer' })
		const anySeller = await demoAlert()
		await cycle()
		cars = [golf('owner', 9_000, { seller: 'private' }), golf('dealer', 9_000, { seller: 'dealer' }), golf('unsaid', 9_000)]
		await cycle()
		expect((await sentIds(privateOnly)).sort()).toEqual(['owner', 'unsaid'])
		expect((await sentIds(dealersOnly)).sort()).toEqual(['dealer', 'unsaid'])
		expect((await sentIds(anySeller)).sort()).toEqual(['dealer', 'owner', 'unsaid'])
		const [stored] = await database.db.select().from(listings).where(eq(listings.listingId, 'owner'))
		expect(stored!.seller).toBe('private')
	})

	test('title keywords: an alert gets only the cars whose titles have every required word and none of the excluded ones, price drops included', async () => {
		const picky = await demoAlert({ keywordsRequired: ['Automatik', 'bi xenon'], keywordsExcluded: ['unfall', 'defekt', 'export'] })
		const noExport = await demoAlert({ keywordsExcluded: ['export'] })
		const plain = await demoAlert()
		// One page holds every car, so that each crawl sees each new price.
		pageSize = 10
		await cycle()
		const titled = (id: string, words: string) => golf(id, 12_000, { title: `Volkswagen Golf ${words}` })
		cars = [
			titled('wanted', 'AUTOMATIK Bi-Xenon Navi'),
			titled('accents', 'automatik bi xénon'),
			titled('no-xenon', 'Automatik LED'),
			titled('xenon-apart', 'Automatik Xenon Bi'),
			titled('longer-word', 'Automatikgetriebe bi xenon'),
			titled('crashed', 'Automatik Bi Xenon Unfall'),
			titled('export', 'Automatik Bi Xenon (Export)'),
			titled('accident-free', 'Automatik Bi Xenon unfallfrei'),
		]
		await cycle()
		expect((await sentIds(picky)).sort()).toEqual(['accents', 'accident-free', 'wanted'])
		expect((await sentIds(noExport)).sort()).toEqual(['accents', 'accident-free', 'crashed', 'longer-word', 'no-xenon', 'wanted', 'xenon-apart'])
		expect(await sentIds(plain)).toHaveLength(8)
		// A cheaper price of an excluded car is no news to the alert that excludes it.
		for (const car of cars) car.price = 11_000
		await cycle()
		expect((await sentIds(picky, 'price_drop')).sort()).toEqual(['accents', 'accident-free', 'wanted'])
		expect(await sentIds(noExport, 'price_drop')).not.toContain('export')
		expect(await sentIds(plain, 'price_drop')).toContain('export')
	})

	test('prices in other currencies are matched in euros; the message keeps the listing price and adds the euro figure', async () => {
		await database.db.insert(exchangeRates).values({ currency: 'PLN', perEur: 4.0, rateDate: '2030-01-01' }).onConflictDoUpdate({ target: exchangeRates.currency, set: { perEur: 4.0 } })
		clearRatesCache(database.db)
		const alert = await demoAlert({ priceMax: 12_000 })
		await cycle()
		cars = [golf('zl-cheap', 44_000, { currency: 'PLN' }), golf('zl-dear', 52_000, { currency: 'PLN' }), golf('odd', 9_000, { currency: 'XXX' })]
		await cycle()
		const sent = (await outbox(alert.id)).filter((row) => row.kind === 'new_listing')
		expect(sent.map((row) => (row.payload as { url: string }).url.split('/').at(-1)).sort()).toEqual(['odd', 'zl-cheap'])
		expect(sent.find((row) => (row.payload as { currency: string }).currency === 'PLN')!.payload).toMatchObject({ price: 44_000, currency: 'PLN', priceEur: 11_000 })
		const [stored] = await database.db.select().from(listings).where(eq(listings.listingId, 'zl-dear'))
		expect(stored).toMatchObject({ price: 52_000, currency: 'PLN', priceEur: 13_000 })
	})

	test('a message carries how its price compares with similar cars stored from every site, and the price it had before', async () => {
		const golfAlert = await demoAlert()
		const anyModel = await demoAlert({ model: 'all' })
		await cycle()
		const [feed] = await database.db.select().from(feeds)
		// Ten similar Golfs seen lately (median €14,000), as a crawl of the brand on mobile.de would have stored them.
		const [other] = await database.db.insert(feeds).values({ siteId: 'mobile.de', scope: 'volkswagen' }).returning()
		const seen = new Date(testNow)
		const similar = Array.from({ length: 10 }, (_, i) => ({ siteId: i % 2 ? 'mobile.de' : 'demo', listingId: `similar-${i}`, url: `https://example.com/${i}`, title: `VW Golf 2.0 TDI ${i}`, price: 13_100 + i * 200, currency: 'EUR', priceEur: 13_100 + i * 200, km: 85_000, year: 2019, fuel: 'diesel' as const, firstSeenAt: seen, lastSeenAt: seen }))
		await database.db.insert(listings).values(similar)
		await database.db.insert(feedListings).values(similar.map((car) => ({ feedId: car.siteId === 'demo' ? feed!.id : other!.id, siteId: car.siteId, listingId: car.listingId, price: car.price, firstSeenAt: seen, lastSeenAt: seen })))

		cars = [golf('fair', 12_000), golf('scarce', 12_000, { title: 'Volkswagen Passat 2.0 TDI' })]
		await cycle()
		const payloadOf = async (alert: { id: string }, kind: string, id: string) =>
			(await outbox(alert.id)).find((row) => row.kind === kind && (row.payload as { url: string }).url.endsWith(`/${id}`))!.payload as ListingPayload
		// The car itself, stored by this crawl, is not among its comparables.
		expect((await payloadOf(golfAlert, 'new_listing', 'fair')).verdict).toEqual({ kind: 'below', amountEur: 2_000, compared: 10 })
		expect((await payloadOf(golfAlert, 'new_listing', 'fair')).earlierPrice).toBeUndefined()
		// An "all models" alert compares the car as the model it names; a Passat has no similar cars here.
		expect((await payloadOf(anyModel, 'new_listing', 'fair')).verdict).toEqual({ kind: 'below', amountEur: 2_000, compared: 10 })
		expect(await payloadOf(anyModel, 'new_listing', 'scarce')).not.toHaveProperty('verdict')

		const firstSeen = new Date(testNow)
		cars[0]!.price = 11_000
		await cycle()
		const drop = await payloadOf(golfAlert, 'price_drop', 'fair')
		expect(drop).toMatchObject({ price: 11_000, previousPrice: 12_000, verdict: { kind: 'below', amountEur: 3_000, compared: 10 }, earlierPrice: { price: 12_000, currency: 'EUR', seenAt: firstSeen.toISOString() } })
		// The stored row renders in the buyer's language (the alert's is German).
		const [row] = (await outbox(golfAlert.id)).filter((entry) => entry.kind === 'price_drop')
		const text = visibleText(renderNotification(parseNotification(row!.kind, row!.payload)!, 'de', new Date(testNow)).html)
		expect(text).toMatch(/🕓 Am 1\. Jan\. noch 12\.000\s€\n📊 3\.000\s€ unter ähnlichen Autos \(10 verglichen\)/)
	})

	test('quiet hours: inside the window a message is held until its end, unless the car is far enough below similar cars', async () => {
		// The test's clock starts at 12:00 UTC; the window is 11:00–14:00 in UTC.
		const quiet = await demoAlert({ quietFrom: '11:00', quietUntil: '14:00', timeZone: 'UTC', quietBypassPercent: 10 })
		const awake = await demoAlert()
		await cycle()
		const [feed] = await database.db.select().from(feeds)
		const seen = new Date(testNow)
		// Ten similar Golfs, median €14,000.
		const similar = Array.from({ length: 10 }, (_, i) => ({ siteId: 'demo', listingId: `similar-${i}`, url: `https://example.com/${i}`, title: `VW Golf 2.0 TDI ${i}`, price: 13_100 + i * 200, currency: 'EUR', priceEur: 13_100 + i * 200, km: 85_000, year: 2019, fuel: 'diesel' as const, firstSeenAt: seen, lastSeenAt: seen }))
		await database.db.insert(listings).values(similar)
		await database.db.insert(feedListings).values(similar.map((car) => ({ feedId: feed!.id, siteId: car.siteId, listingId: car.listingId, price: car.price, firstSeenAt: seen, lastSeenAt: seen })))
		// 14 % below (let through), 4 % below (held), no similar cars (held); kilometres apart, so
		// that the same-car rule (docs/decisions/039) keeps the first two two cars.
		cars = [golf('steal', 12_000, { year: 2019, km: 85_000 }), golf('close', 13_500, { year: 2019, km: 78_000 }), golf('old', 3_000, { year: 2005, km: 250_000 })]
		await cycle()
		const statusOf = async (alert: { id: string }) =>
			Object.fromEntries((await outbox(alert.id)).filter((row) => row.kind === 'new_listing').map((row) => [(row.payload as { url: string }).url.split('/').at(-1), [row.status, row.heldUntil?.toISOString() ?? null]]))
		const end = '2030-01-01T14:00:00.000Z'
		expect(await statusOf(quiet)).toEqual({ steal: ['pending', null], close: ['held', end], old: ['held', end] })
		expect(await statusOf(awake)).toEqual({ steal: ['pending', null], close: ['pending', null], old: ['pending', null] })
	})

	test('an edit of the criteria takes a new baseline instead of sending old listings', async () => {
		const alert = await demoAlert()
		cars = [golf('a1', 12_000), golf('a2', 14_000, { publishedAt: start - 5 }), golf('a3', 25_000, { publishedAt: start - 10 })]
		await database.db.update(subscriptions).set({ priceMax: 13_000 }).where(eq(subscriptions.id, alert.id))
		await cycle()
		await database.db.update(subscriptions).set({ priceMax: 30_000 }).where(eq(subscriptions.id, alert.id))
		await cycle()
		expect(await sentIds(alert)).toEqual([])
		const [state] = await database.db.select().from(alertSites).where(and(eq(alertSites.subscriptionId, alert.id), eq(alertSites.siteId, 'demo')))
		expect(state!.queryKey).toContain('30000')
		expect((await outbox(alert.id)).filter((row) => row.kind === 'notice')).toHaveLength(2)
	})

	test('the seller type joined the baseline key without changing the keys of alerts that do not use it', async () => {
		const alert = await demoAlert({ brand: 'volkswagen', model: 'golf', fuelType: 'diesel', priceMax: 13_000 })
		// The key as it was before the seller type existed: an alert on "any seller" keeps its baseline.
		expect(baselineKey(alert, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,')
		expect(baselineKey({ ...alert, sellerType: 'private' }, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,private')
	})

	test('the title keywords joined the baseline key only when set, as matching compares them', async () => {
		const alert = await demoAlert({ brand: 'volkswagen', model: 'golf', fuelType: 'diesel', priceMax: 13_000 })
		expect(alert).toMatchObject({ keywordsRequired: [], keywordsExcluded: [] })
		expect(baselineKey(alert, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,')
		const keyed = { ...alert, keywordsRequired: ['Automatik', 'Bi-Xénon'], keywordsExcluded: ['Unfall'] }
		expect(baselineKey(keyed, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,+automatik|bi xenon,-unfall')
		expect(baselineKey({ ...keyed, sellerType: 'private', keywordsRequired: [] }, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,private,-unfall')
		// Spelled otherwise, the same filter: no new baseline.
		expect(baselineKey({ ...keyed, keywordsRequired: ['automatik', 'bi xenon'], keywordsExcluded: ['UNFALL'] }, 'demo')).toBe(baselineKey(keyed, 'demo'))
	})

	test('an edit of the brand moves the alert to the other feed, from a new baseline', async () => {
		const alert = await demoAlert()
		cars = [golf('a1', 12_000), { ...golf('b1', 12_000), title: 'BMW 320d b1' }]
		await cycle()
		await database.db.update(subscriptions).set({ brand: 'bmw', model: 'all' }).where(eq(subscriptions.id, alert.id))
		await cycle()
		const [state] = await database.db.select({ scope: feeds.scope }).from(alertSites).innerJoin(feeds, eq(feeds.id, alertSites.feedId))
		expect(state!.scope).toBe('bmw')
		expect(await sentIds(alert)).toEqual([])
	})

	test('a pasted Facebook search is a feed of its own; widening its filters takes a new baseline', async () => {
		const alert = await demoAlert({
			websitesSelected: ['facebook'],
			facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/ljubljana/search?query=golf',
			priceMax: 1,
		})
		await cycle()
		expect(requests.at(-1)).toMatch(/^\/marketplace\/ljubljana\/search\?/)
		await database.db.update(subscriptions).set({ priceMax: null }).where(eq(subscriptions.id, alert.id))
		await cycle()
		expect(await sentIds(alert)).toEqual([])
		const [feed] = await database.db.select().from(feeds)
		expect(feed).toMatchObject({ siteId: 'facebook', scope: 'https://www.facebook.com/marketplace/ljubljana/search?query=golf' })
		expect((await database.db.select().from(listings)).length).toBeGreaterThan(0)
	})

	test('an alert paused while its feed is being crawled is told nothing', async () => {
		const alert = await demoAlert()
		await cycle()
		cars = [golf('late', 10_000)]
		duringRequest = async () => {
			await database.db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, alert.id))
		}
		await cycle()
		expect(await sentIds(alert)).toEqual([])
		// The car is stored all the same: other alerts of the feed, and this one's next baseline, know it.
		expect((await database.db.select().from(feedEvents)).map((event) => event.listingId)).toEqual(['late'])
	})
})

describe('one car, one message: the same car on two sites, or listed again (docs/decisions/039)', () => {
	const onBoth = () => demoAlert({ websitesSelected: ['demo', 'olx.ro'], notificationLanguage: 'en', priceMax: 15_000 })
	/** The alert's listing messages, oldest first, as [kind, listing id]. */
	const told = async (alert: { id: string }) =>
		(await outbox(alert.id)).filter((row) => row.kind !== 'notice').map((row) => [row.kind, (row.payload as { url: string }).url.split('/').at(-1)!.replace('.html', '')])
	const payloadOf = async (alert: { id: string }, kind: string, id: string) =>
		(await outbox(alert.id)).find((row) => row.kind === kind && (row.payload as { url: string }).url.split('/').at(-1)!.replace('.html', '') === id)!.payload as ListingPayload & { previousPrice?: number }
	const olxGolf = (id: string, price: number, extra: Partial<OlxCar> = {}): OlxCar => ({ id, title: 'VW Golf VII 2,0 TDI, carte service', price, km: 87_000, year: 2018, city: 'Ljubljana', publishedAt: marketNow, ...extra })

	test('a car already sent from one site is not sent again from another; cheaper there, it is a price drop from the price told, saying where else it is', async () => {
		const alert = await onBoth()
		await cycle()
		cars = [golf('d1', 12_300, { km: 87_450, title: 'Volkswagen Golf 2.0 TDI Highline' })]
		await cycle()
		expect(await told(alert)).toEqual([['new_listing', 'd1']])

		// On OLX too: the kilometres rounded, the town with its region, another title, the same price.
		// Beside it a look-alike: the same model, year, fuel and town, 4,000 km more: another car.
		olxCars = [olxGolf('5001', 12_300), olxGolf('5002', 12_100, { km: 91_450, title: 'VW Golf 2.0 TDI Comfortline' })]
		await cycle()
		expect(await told(alert)).toEqual([['new_listing', 'd1'], ['new_listing', '5002']])
		expect(await payloadOf(alert, 'new_listing', '5002')).not.toHaveProperty('alsoOn')

		// €500 less on OLX than the buyer was told on the demo market: a price drop, from that price.
		olxCars[0]!.price = 11_800
		await cycle()
		expect(await told(alert)).toEqual([['new_listing', 'd1'], ['new_listing', '5002'], ['price_drop', '5001']])
		const drop = await payloadOf(alert, 'price_drop', '5001')
		expect(drop).toMatchObject({ price: 11_800, previousPrice: 12_300, siteName: 'OLX' })
		expect(drop.alsoOn).toEqual([{ siteName: 'Demo market', siteId: 'demo', url: `${marketUrl}/demo-market/listings/d1`, difference: 500, currency: 'EUR' }])
		const text = visibleText(renderNotification(parseNotification('price_drop', drop)!, 'en').html)
		expect(text).toContain('€12,300 → €11,800')
		expect(text).toContain('🔁 Also on Demo market, €500 more')

		// The demo market's price falls too, but not below what the buyer was told last: nothing new.
		cars[0]!.price = 12_000
		await cycle()
		expect(await told(alert)).toHaveLength(3)
		const rows = await database.db.select().from(sentListings).where(eq(sentListings.subscriptionId, alert.id))
		expect(rows.map((row) => [row.listingId, row.price]).sort()).toEqual([['5001', 11_800], ['5002', 12_100], ['d1', 12_300]])
	})

	test('a car listed again on one site under a new id: dearer, nothing; cheaper than told, a price drop', async () => {
		const alert = await onBoth()
		await cycle()
		cars = [golf('r1', 12_000, { km: 60_000, title: 'Volkswagen Golf Highline' })]
		await cycle()
		// Taken down, and listed again a few weeks on: a few hundred kilometres more, a new title.
		cars = [golf('r2', 12_500, { km: 60_400, title: 'VW Golf 7 Highline, scheckheftgepflegt', publishedAt: marketNow + 1 })]
		await cycle()
		expect(await told(alert)).toEqual([['new_listing', 'r1']])
		cars.push(golf('r3', 11_500, { km: 60_900, title: 'VW Golf Highline', publishedAt: marketNow + 2 }))
		await cycle()
		expect(await told(alert)).toEqual([['new_listing', 'r1'], ['price_drop', 'r3']])
		const drop = await payloadOf(alert, 'price_drop', 'r3')
		expect(drop).toMatchObject({ price: 11_500, previousPrice: 12_000 })
		// The other listings seen in the last days, the cheapest first, at their prices against this one
		// (r1 too: a crawl of the newest pages cannot tell a listing taken down from an older one still online).
		expect(drop.alsoOn).toEqual([
			{ siteName: 'Demo market', siteId: 'demo', url: `${marketUrl}/demo-market/listings/r1`, difference: 500, currency: 'EUR' },
			{ siteName: 'Demo market', siteId: 'demo', url: `${marketUrl}/demo-market/listings/r2`, difference: 1_000, currency: 'EUR' },
		])
		// Every other alert is on its own: one that never heard of the car is shown it when it goes
		// live, once (r3, the newest listing of it, not r2 too: docs/decisions/052), and a cheaper
		// listing of it later is a price drop from what that message said.
		const other = await demoAlert({ notificationLanguage: 'en' })
		await cycle()
		expect(await shownAtLive(other)).toEqual([['r3']])
		cars.push(golf('r4', 11_400, { km: 61_000, title: 'VW Golf Highline', publishedAt: marketNow + 3 }))
		await cycle()
		expect(await told(other)).toEqual([['new_listing', 'r3'], ['price_drop', 'r4']])
		expect(await payloadOf(other, 'price_drop', 'r4')).toMatchObject({ price: 11_400, previousPrice: 11_500 })
		expect(await told(alert)).toEqual([['new_listing', 'r1'], ['price_drop', 'r3'], ['price_drop', 'r4']])
	})

	test('a whole VIN decides whatever the kilometres and town say; a masked one is not stored', async () => {
		const alert = await onBoth()
		await cycle()
		olxCars = [olxGolf('6001', 13_000, { vin: 'WVWZZZAUZJW123456', km: 120_000 }), olxGolf('6002', 13_000, { vin: 'WVWZZZAUZJW******', km: 150_000, title: 'VW Golf Variant' })]
		await cycle()
		// One delivery queues both: their order is not the point.
		expect((await told(alert)).sort()).toEqual([['new_listing', '6001'], ['new_listing', '6002']])
		const stored = await database.db.select({ listingId: listings.listingId, vin: listings.vin }).from(listings).where(eq(listings.siteId, 'olx.ro'))
		expect(stored.sort((a, b) => a.listingId.localeCompare(b.listingId))).toEqual([{ listingId: '6001', vin: 'WVWZZZAUZJW123456' }, { listingId: '6002', vin: null }])
		// Listed again by a dealer in another town, with the kilometres of today: the VIN says it is the same car.
		olxCars.push(olxGolf('6003', 12_700, { vin: 'wvwzzzauzjw123456', km: 124_000, city: 'Kranj', publishedAt: marketNow + 1 }))
		await cycle()
		expect((await told(alert)).sort()).toEqual([['new_listing', '6001'], ['new_listing', '6002'], ['price_drop', '6003']])
		expect(await payloadOf(alert, 'price_drop', '6003')).toMatchObject({ previousPrice: 13_000, price: 12_700 })
	})

	test('two feeds delivering the same car to one alert at the same moment send it once', async () => {
		const alerts = await Promise.all([onBoth(), onBoth()])
		await cycle()
		for (let round = 0; round < 4; round += 1) {
			const km = 40_000 + round * 20_000
			cars.push(golf(`c${round}`, 12_000, { km, title: 'Volkswagen Golf', publishedAt: marketNow + 1 }))
			olxCars.push(olxGolf(`70${round}`, 12_000, { km: Math.round(km / 1000) * 1000 + 1000, publishedAt: marketNow + 1 }))
			testNow += 60_000
			const now = new Date(testNow)
			marketNow = now.getTime()
			await database.db.update(feeds).set({ nextCrawlAt: new Date(now.getTime() - 1000) })
			await database.db.update(alertSites).set({ nextDeliveryAt: null })
			const { claimed } = await dispatchCrawls({ db: database.db, adapters: adapters(), baseUrls: baseUrls(), budget: { intervalMs: 0, horizonMs: 0 } }, now)
			expect(claimed).toHaveLength(2)
			// Both crawls, and so both deliveries, at once: each alert's row lock makes them take turns.
			const outcomes = await Promise.all(claimed.map((feed) => crawlFeed({ db: database.db, adapters: adapters(), fetchPage: fetchPage(), baseUrls: baseUrls(), now: () => now, random: () => 0.5 }, feed.id)))
			const duplicates = outcomes.reduce((sum, outcome) => sum + (outcome.kind === 'crawled' ? outcome.delivery.duplicates : 0), 0)
			expect(duplicates).toBe(alerts.length)
		}
		for (const alert of alerts) {
			const sent = await told(alert)
			expect(sent).toHaveLength(4)
			expect(sent.every(([kind]) => kind === 'new_listing')).toBe(true)
		}
	})
})

describe('site-wide feeds and the crawl plan (docs/decisions/049)', () => {
	const bmw = (id: string, price: number, extra: Partial<MarketCar> = {}): MarketCar => ({ ...golf(id, price, extra), title: `BMW 320d ${id}` })
	const feedScopes = async () => (await database.db.select().from(alertSites).innerJoin(feeds, eq(feeds.id, alertSites.feedId))).map((row) => row.feeds.scope)
	/** The site read whole before, a car every ten minutes: a plan of a site of which nothing is known reads it per brand first (docs/decisions/051). */
	/** A Golf alert and a BMW alert at `updateFrequency`, past their baselines, the Golf alert told of one Golf, 'g1'. */
	async function toldOfOneGolf(updateFrequency: '1min' | '15min', model = 'golf') {
		const golfAlert = await demoAlert({ model, updateFrequency })
		await demoAlert({ brand: 'bmw', model: 'all', updateFrequency })
		cars = []
		await cycle()
		cars.push(golf('g1', 12_000))
		await cycle()
		expect(await sentIds(golfAlert)).toEqual(['g1'])
		return golfAlert
	}

	const measuredBefore = () => database.db.insert(feeds).values({ siteId: 'demo', scope: siteWideScope, arrivalsPerHour: 6, idleSince: new Date(testNow) })

	test('alerts of many brands on a site searched whole read one site-wide feed: one request a crawl, each alert its own brand', async () => {
		siteWide = true
		await measuredBefore()
		const golfAlert = await demoAlert({ model: 'golf' })
		const anyBmw = await demoAlert({ brand: 'bmw', model: 'all' })
		cars = [golf('listed-before', 12_000, { publishedAt: start - 1000 })]
		const { claimed } = await cycle()
		expect(claimed.map((feed) => feed.scope)).toEqual([siteWideScope])
		expect(requests).toHaveLength(1)
		expect(new URL(requests[0]!, marketUrl).searchParams.has('brand')).toBe(false)
		cars.push(golf('g1', 12_000), bmw('b1', 20_000), golf('g2', 13_000))
		requests.length = 0
		await cycle()
		expect(requests).toHaveLength(1)
		expect((await sentIds(golfAlert)).sort()).toEqual(['g1', 'g2'])
		expect(await sentIds(anyBmw)).toEqual(['b1'])
		const stored = await database.db.select({ id: listings.listingId, brand: listings.brand }).from(listings)
		expect(Object.fromEntries(stored.map((row) => [row.id, row.brand]))).toEqual({ 'listed-before': 'volkswagen', g1: 'volkswagen', g2: 'volkswagen', b1: 'bmw' })
	})

	test('brand feeds merged into a site-wide one, then split again in a burst: every car reaches each alert once, none is lost', async () => {
		const vw = await demoAlert({ model: 'all', updateFrequency: '1min' })
		const b = await demoAlert({ brand: 'bmw', model: 'all', updateFrequency: '5min' })
		await cycle()
		expect(new Set(await feedScopes())).toEqual(new Set(['volkswagen', 'bmw']))
		const published = { vw: [] as string[], bmw: [] as string[] }
		// Two cars a minute for each brand, listed between crawls, for 12 minutes; the plan changes twice meanwhile.
		for (let minute = 1; minute <= 12; minute += 1) {
			for (const n of [1, 2]) {
				const id = `m${minute}n${n}`
				cars.push(golf(`vw-${id}`, 12_000, { publishedAt: testNow + n * 20_000 }), bmw(`bmw-${id}`, 20_000, { publishedAt: testNow + n * 20_000 }))
				published.vw.push(`vw-${id}`)
				published.bmw.push(`bmw-${id}`)
			}
			if (minute === 3) siteWide = true
			// A burst measured on the whole site: reading it whole now costs more than the two brands.
			if (minute === 8) await database.db.update(feeds).set({ arrivalsPerHour: 600_000 }).where(eq(feeds.scope, siteWideScope))
			await cycle()
			if (minute === 6) expect(await feedScopes()).toEqual([siteWideScope, siteWideScope])
		}
		expect(new Set(await feedScopes())).toEqual(new Set(['volkswagen', 'bmw']))
		for (let minute = 0; minute < 6; minute += 1) await cycle()
		const vwSent = await sentIds(vw)
		expect(vwSent.sort()).toEqual([...published.vw].sort())
		const bmwSent = await sentIds(b)
		expect(bmwSent.sort()).toEqual([...published.bmw].sort())
		// The brand feeds idled while the site was read whole, and took a new baseline when read again.
		expect(await database.db.select({ scope: feeds.scope, baselineNeeded: feeds.baselineNeeded }).from(feeds).where(isNull(feeds.idleSince))).toEqual(
			expect.arrayContaining([{ scope: 'volkswagen', baselineNeeded: false }, { scope: 'bmw', baselineNeeded: false }]),
		)
	})

	test('the price watch: a site-wide feed reads each watched brand\'s first page now and then, for new prices of cars it knows (docs/decisions/051)', async () => {
		siteWide = true
		await measuredBefore()
		const golfAlert = await demoAlert({ model: 'golf', updateFrequency: '1min' })
		await demoAlert({ brand: 'bmw', model: 'all', updateFrequency: '1min' })
		// Listed before the feed's baseline and not on the page it took: the feed does not know it,
		// and the watch leaves it alone (neither a new car nor a price drop).
		cars = [golf('unseen', 15_000, { publishedAt: start - 10_000 }), ...Array.from({ length: 5 }, (_, i) => bmw(`old${i}`, 20_000, { publishedAt: start - 5000 + i }))]
		await cycle()
		cars.push(golf('g1', 12_000))
		await cycle()
		expect(await sentIds(golfAlert)).toEqual(['g1'])
		// Six BMWs push the Golf off the whole site's first page: its own crawls no longer see it.
		cars.push(...Array.from({ length: 6 }, (_, i) => bmw(`b${i}`, 20_000, { publishedAt: marketNow + 1 + i })))
		await cycle()
		const golfCar = cars.find((car) => car.id === 'g1')!
		golfCar.price = 11_000
		cars.find((car) => car.id === 'unseen')!.price = 14_000
		requests.length = 0
		// A brand that lists little is read again every half hour at the latest.
		for (let minute = 0; minute < 65 && (await sentIds(golfAlert, 'price_drop')).length === 0; minute += 1) await cycle()
		expect(await sentIds(golfAlert, 'price_drop')).toEqual(['g1'])
		const watched = requests.filter((url) => new URL(url, marketUrl).searchParams.get('brand') === 'volkswagen')
		expect(watched.length).toBeGreaterThan(0)
		// The watch of the brand is spaced: no more than one first page of it a crawl.
		expect(watched.length).toBeLessThanOrEqual(requests.filter((url) => !new URL(url, marketUrl).searchParams.has('brand')).length)
		// Later crawls and watches of the same price tell nothing more.
		for (let minute = 0; minute < 30; minute += 1) await cycle()
		expect(await sentIds(golfAlert, 'price_drop')).toEqual(['g1'])
		expect((await sentIds(golfAlert)).sort()).toEqual(['g1'])
		const [status] = await database.db.select({ plan: siteStatus.plan }).from(siteStatus).where(eq(siteStatus.siteId, 'demo'))
		expect(status!.plan).toMatchObject({ priceWatch: { brands: 2 } })
	})

	/**
	 * A Golf the site-wide feed told, its Volkswagen first page read once by the watch; then its
	 * price falls while five new Volkswagens fill the brand's first page: the whole site's crawl reads
	 * the new cars and stops at the BMWs it knows, before the Golf. Only a watch reading Volkswagen's
	 * second page can tell the drop.
	 */
	async function golfDropPastTheBrandsFirstPage() {
		siteWide = true
		await measuredBefore()
		const golfAlert = await demoAlert({ model: 'golf', updateFrequency: '1min' })
		await demoAlert({ brand: 'bmw', model: 'all', updateFrequency: '1min' })
		cars = Array.from({ length: 5 }, (_, i) => bmw(`old${i}`, 20_000, { publishedAt: start - 5000 + i }))
		await cycle()
		cars.push(golf('g1', 12_000))
		await cycle()
		expect(await sentIds(golfAlert)).toEqual(['g1'])
		// Five BMWs the feed knows, newer than the Golf.
		cars.push(...Array.from({ length: 5 }, (_, i) => bmw(`b${i}`, 20_000, { publishedAt: marketNow + 1 + i })))
		await cycle()
		requests.length = 0
		const watchedVolkswagen = () => requests.map((url) => new URL(url, marketUrl).searchParams).filter((query) => query.get('brand') === 'volkswagen')
		for (let minute = 0; minute < 35 && watchedVolkswagen().length === 0; minute += 1) await cycle()
		expect(watchedVolkswagen().length).toBeGreaterThan(0)
		cars.find((car) => car.id === 'g1')!.price = 11_000
		cars.push(...Array.from({ length: 5 }, (_, i) => golf(`v${i}`, 30_000, { publishedAt: marketNow + 10 + i })))
		requests.length = 0
		const toldDrop = async () => (await sentIds(golfAlert, 'price_drop')).length > 0
		return { golfAlert, watchedVolkswagen, toldDrop }
	}

	test('the price watch reads a brand back to the cars its last read saw: a drop pushed past the first page is still told (docs/decisions/076)', async () => {
		const { golfAlert, watchedVolkswagen, toldDrop } = await golfDropPastTheBrandsFirstPage()
		for (let minute = 0; minute < 35 && !(await toldDrop()); minute += 1) await cycle()
		expect(await sentIds(golfAlert, 'price_drop')).toEqual(['g1'])
		// Told by the watch reading the brand's second page.
		expect(watchedVolkswagen().some((query) => query.get('page') === '2')).toBe(true)
	})

	test('a watch read the guard cuts short keeps its brand due: the next read goes back to the cars the last whole read saw (docs/decisions/077)', async () => {
		const { golfAlert, watchedVolkswagen, toldDrop } = await golfDropPastTheBrandsFirstPage()
		// The next read of Volkswagen is cut short after its first page: other requests take the
		// site's slots up to its next crawl, as another worker's would, so its second page has no room.
		crawlOptions = { budgetPerMinute: () => 60 }
		const host = new URL(marketUrl).host
		let cutShort = false
		duringRequest = async () => {
			if (cutShort || new URL(requests.at(-1)!, marketUrl).searchParams.get('brand') !== 'volkswagen') return
			cutShort = true
			const [siteFeed] = await database.db.select({ next: feeds.nextCrawlAt }).from(feeds).where(and(eq(feeds.scope, siteWideScope), isNull(feeds.idleSince)))
			const nextSlotAt = siteFeed!.next!
			await database.db.insert(hostBudgets).values({ host, nextSlotAt }).onConflictDoUpdate({ target: hostBudgets.host, set: { nextSlotAt } })
		}
		for (let minute = 0; minute < 35 && !cutShort; minute += 1) await cycle()
		expect(cutShort).toBe(true)
		expect(watchedVolkswagen().map((query) => query.get('page') ?? '1')).toEqual(['1'])
		await database.db.delete(hostBudgets)
		// Marked read then, the brand's next read would stop at its first page, whose oldest car the
		// feed first showed before that read: the Golf on the second page would never be read again.
		for (let minute = 0; minute < 35 && !(await toldDrop()); minute += 1) await cycle()
		expect(await sentIds(golfAlert, 'price_drop')).toEqual(['g1'])
		expect(watchedVolkswagen().some((query) => query.get('page') === '2')).toBe(true)
	})

	test('a price watch due between two crawls of its site is read then, with room to spare, and never makes the site short of budget (docs/decisions/064)', async () => {
		siteWide = true
		await measuredBefore()
		const golfAlert = await toldOfOneGolf('15min')
		// The site-wide feed is not due for ten minutes; its watch of both brands is an hour overdue.
		const [siteFeed] = await database.db.select().from(feeds).where(eq(feeds.scope, siteWideScope))
		testNow += 60_000
		await database.db.update(feeds).set({ nextCrawlAt: new Date(testNow + 600_000) }).where(eq(feeds.id, siteFeed!.id))
		expect((await database.db.select().from(feedPriceWatch)).length).toBe(2)
		await database.db.update(feedPriceWatch).set({ watchedAt: new Date(testNow - 3_600_000) })
		cars.find((car) => car.id === 'g1')!.price = 11_000
		requests.length = 0
		const { claimed, outcomes } = await tick(new Date(testNow))
		expect(claimed.map((feed) => feed.id)).toEqual([siteFeed!.id])
		expect(outcomes).toEqual([expect.objectContaining({ kind: 'watched', priceChanges: 1 })])
		// Brand first pages only: the feed's own crawl keeps its time.
		expect(requests.length).toBeGreaterThan(0)
		expect(requests.every((url) => new URL(url, marketUrl).searchParams.has('brand'))).toBe(true)
		const [after] = await database.db.select().from(feeds).where(eq(feeds.id, siteFeed!.id))
		expect(after!.nextCrawlAt).toEqual(new Date(testNow + 600_000))
		expect(after!.leaseUntil).toBeNull()
		// The new price is told at the feed's next crawl.
		await cycle()
		expect(await sentIds(golfAlert, 'price_drop')).toEqual(['g1'])
		// With no room at all the watch waits, and the site is not counted short of budget for it.
		await database.db.update(feeds).set({ nextCrawlAt: new Date(testNow + 600_000) }).where(eq(feeds.id, siteFeed!.id))
		await database.db.update(feedPriceWatch).set({ watchedAt: new Date(testNow - 3_600_000) })
		const budget = { intervalMs: 60_000, horizonMs: 60_000 }
		for (let i = 0; i < 3; i += 1) await reserveHostSlot(database.db, new URL(marketUrl).host, budget.intervalMs, new Date(testNow))
		const waiting = await dispatchCrawls({ db: database.db, adapters: adapters(), baseUrls: baseUrls(), budget }, new Date(testNow))
		expect(waiting.claimed).toEqual([])
		expect(waiting.waiting).toBe(0)
		const [status] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'demo'))
		expect(status!.feedsWaiting).toBe(0)
	})

	test('the price watch yields: with no room left in the site\'s budget, no brand page is read again', async () => {
		siteWide = true
		const golfAlert = await toldOfOneGolf('1min')
		const plan = async () => (await database.db.select({ plan: siteStatus.plan }).from(siteStatus).where(eq(siteStatus.siteId, 'demo')))[0]!.plan
		const watchRows = async () => (await database.db.select({ brand: feedPriceWatch.brand, watchedAt: feedPriceWatch.watchedAt }).from(feedPriceWatch)).sort((a, b) => a.brand.localeCompare(b.brand))
		await syncAlertFeeds(database.db, new Date(testNow), { capabilities: siteCapabilities(adapters()), budgetPerMinute: () => 3 })
		const before = await watchRows()
		expect(before.map((row) => row.brand)).toEqual(['bmw', 'volkswagen'])
		// One request a minute, and the plan needs one: nothing left over. The watch rests: no brand
		// is read, and each keeps when it was last read, what it reads back to later (docs/decisions/076).
		await syncAlertFeeds(database.db, new Date(testNow + 60_000), { capabilities: siteCapabilities(adapters()), budgetPerMinute: () => 1 })
		expect(await plan()).toMatchObject({ requestsPerMinute: 1, priceWatch: { brands: 0, requestsPerMinute: 0 } })
		expect(await watchRows()).toEqual(before)
		// Room again: the same rows, read again from when they were last read.
		await syncAlertFeeds(database.db, new Date(testNow + 120_000), { capabilities: siteCapabilities(adapters()), budgetPerMinute: () => 3 })
		expect(await plan()).toMatchObject({ priceWatch: { brands: 2 } })
		expect(await watchRows()).toEqual(before)
		expect(await sentIds(golfAlert)).toEqual(['g1'])
	})

	test('brand rates counted by a site-wide feed that has stopped reading are over the time it read, not until now', async () => {
		// Read whole for ten minutes (a trial), then idle: 50 Golfs found in those ten minutes.
		const [feed] = await database.db
			.insert(feeds)
			.values({ siteId: 'demo', scope: siteWideScope, arrivalsPerHour: 300, baselineNeeded: false, baselineAt: at(0), lastSuccessAt: at(600), idleSince: at(600) })
			.returning()
		await database.db.insert(listings).values(Array.from({ length: 50 }, (_, i) => ({ siteId: 'demo', listingId: `t${i}`, url: `https://demo.test/t${i}`, title: 'Volkswagen Golf', brand: 'volkswagen', firstSeenAt: at(60), lastSeenAt: at(60) })))
		await database.db.insert(feedEvents).values(Array.from({ length: 50 }, (_, i) => ({ feedId: feed!.id, siteId: 'demo', listingId: `t${i}`, kind: 'new', at: at(60 + i * 10) })))
		await demoAlert({ updateFrequency: '5min' })
		const rateAt = async (seconds: number) => (await planInputs(database.db, siteCapabilities(adapters()), at(seconds))).get('demo')!.brandRates.get('volkswagen')
		expect(await rateAt(700)).toBeCloseTo(5, 6)
		// Forty minutes later the same count over the same ten minutes: still 5 a minute, not 50 in fifty minutes.
		expect(await rateAt(3000)).toBeCloseTo(5, 6)
	})

	test('a site is tried whole until a crawl after the site-wide feed\'s latest baseline reached a car it knew (docs/decisions/063)', async () => {
		const tried = async () => (await sitesTryingWhole(database.db, 'demo')).has('demo')
		await database.db.insert(feeds).values({ siteId: 'demo', scope: 'volkswagen', arrivalsPerHour: 600, baselineNeeded: false, baselineAt: at(0), lastSuccessAt: at(60) })
		// Read whole once and found too busy: its last crawl hit the page cap (a floor), and it idles.
		const [siteFeed] = await database.db
			.insert(feeds)
			.values({ siteId: 'demo', scope: siteWideScope, arrivalsPerHour: 9600, baselineNeeded: false, baselineAt: at(0), lastSuccessAt: at(120), lastGapAt: at(120), idleSince: at(120) })
			.returning()
		expect(await tried()).toBe(true)
		// Taken up again an hour later: its new baseline is no measure, whatever rate it held.
		await database.db.update(feeds).set({ idleSince: null, baselineAt: at(3600), lastSuccessAt: at(3600) }).where(eq(feeds.id, siteFeed!.id))
		expect(await tried()).toBe(true)
		// A crawl after it that reached a car it knew: the site is measured whole.
		await database.db.update(feeds).set({ lastSuccessAt: at(3660) }).where(eq(feeds.id, siteFeed!.id))
		expect(await tried()).toBe(false)
	})

	test('cars a brand feed knew become known to the site-wide feed its alerts move to, so its price watch tells their new prices (docs/decisions/063)', async () => {
		const golfAlert = await toldOfOneGolf('1min', 'all')
		// Six BMWs push the Golf off the whole site's first page before it is read whole: its baseline never sees it.
		cars.push(...Array.from({ length: 6 }, (_, i) => bmw(`b${i}`, 20_000, { publishedAt: marketNow + 1 + i })))
		await cycle()
		siteWide = true
		await measuredBefore()
		for (let minute = 0; minute < 5; minute += 1) await cycle()
		const [siteFeed] = await database.db.select().from(feeds).where(and(eq(feeds.siteId, 'demo'), eq(feeds.scope, siteWideScope)))
		expect((await database.db.select({ feedId: alertSites.feedId }).from(alertSites)).map((row) => row.feedId)).toEqual([siteFeed!.id, siteFeed!.id])
		const known = await database.db.select({ listingId: feedListings.listingId }).from(feedListings).where(eq(feedListings.feedId, siteFeed!.id))
		expect(known.map((row) => row.listingId)).toContain('g1')
		cars.find((car) => car.id === 'g1')!.price = 11_000
		for (let minute = 0; minute < 65 && (await sentIds(golfAlert, 'price_drop')).length === 0; minute += 1) await cycle()
		expect(await sentIds(golfAlert, 'price_drop')).toEqual(['g1'])
		expect(await sentIds(golfAlert)).toEqual(['g1'])
	})

	test('a site tried whole reads one page a crawl, and no alert moves to it while its crawls fill that page (docs/decisions/063)', async () => {
		const golfAlert = await demoAlert({ model: 'all', updateFrequency: '1min' })
		await demoAlert({ brand: 'bmw', model: 'all', updateFrequency: '1min' })
		cars = []
		await cycle()
		cars.push(golf('g1', 12_000), bmw('b1', 20_000))
		await cycle()
		await cycle()
		// The brand feeds have measured their brands; the site has never been read whole.
		siteWide = true
		const siteWideRequests = () => requests.filter((url) => !new URL(url, marketUrl).searchParams.has('brand'))
		const onSiteFeed = async () => (await database.db.select({ scope: feeds.scope }).from(alertSites).innerJoin(feeds, eq(feeds.id, alertSites.feedId))).filter((row) => row.scope === siteWideScope).length
		let full = 0
		for (let minute = 0; minute < 4; minute += 1) {
			// Two pages of new cars every minute: each crawl of the site fills the one page it reads.
			cars.push(...Array.from({ length: 2 * pageSize }, (_, i) => golf(`m${minute}-${i}`, 12_000, { publishedAt: marketNow + 1 + i })))
			requests.length = 0
			await cycle()
			const pages = siteWideRequests().map((url) => new URL(url, marketUrl).searchParams.get('page') ?? '1')
			expect(pages.every((page) => page === '1')).toBe(true)
			full += pages.length
			expect(await onSiteFeed()).toBe(0)
		}
		expect(full).toBeGreaterThan(1)
		// The brand feed's alert got every car all the while.
		expect((await sentIds(golfAlert)).length).toBe(1 + 4 * 2 * pageSize)
	})

	test('an alert moved to a site-wide feed is delivered at that feed\'s next crawl, not on the old feed\'s timing', async () => {
		await demoAlert({ model: 'all', updateFrequency: '1min' })
		await demoAlert({ brand: 'bmw', model: 'all', updateFrequency: '1min' })
		await cycle()
		siteWide = true
		await measuredBefore()
		// Its baseline, then a crawl that measures the site again (decision 063): the alerts may move.
		await cycle()
		await cycle()
		// Timed to the old feed's crawls: just after the new feed's next one, a whole period would be lost.
		await database.db.update(alertSites).set({ nextDeliveryAt: new Date(testNow + 3_600_000) })
		await syncAlertFeeds(database.db, new Date(testNow + 1000), { capabilities: siteCapabilities(adapters()) })
		const rows = await database.db.select({ scope: feeds.scope, next: alertSites.nextDeliveryAt }).from(alertSites).innerJoin(feeds, eq(feeds.id, alertSites.feedId))
		expect(rows).toEqual([
			{ scope: siteWideScope, next: null },
			{ scope: siteWideScope, next: null },
		])
	})

	test('the site\'s plan is stored for the web server and the operator', async () => {
		siteWide = true
		await measuredBefore()
		await demoAlert()
		await demoAlert({ brand: 'bmw', model: 'all', updateFrequency: '15min' })
		await cycle()
		const [status] = await database.db.select({ plan: siteStatus.plan }).from(siteStatus).where(eq(siteStatus.siteId, 'demo'))
		expect(status!.plan).toMatchObject({ siteWide: true, pageSize: siteAdapters.demo.pageSize, budgetPerMinute: null, feeds: [{ scope: siteWideScope, periodMinutes: 15 }] })
	})
})

describe('the site budget', () => {
	test('a feed that has just taken its first baseline looks again within a minute, whatever its alert\'s period; then its rhythm follows what it measured (docs/decisions/064)', async () => {
		await demoAlert({ updateFrequency: 'hourly' })
		cars = [golf('a0', 12_000, { publishedAt: start - 1000 })]
		await tick(at(0))
		const feedRow = async () => (await database.db.select().from(feeds))[0]!
		expect(await feedRow()).toMatchObject({ baselineNeeded: false, arrivalsPerHour: null, nextCrawlAt: at(60) })
		// One car in that minute, on a page of two (the largest seen): half a page comes in a minute.
		cars.push(golf('a1', 12_000, { publishedAt: start + 30_000 }))
		await tick(at(60))
		const measured = await feedRow()
		expect(measured.arrivalsPerHour).toBeCloseTo(60, 6)
		expect(measured.nextCrawlAt).toEqual(at(60 + 60))
		// Nothing new for a while: the rate falls and the crawls space out toward the alert's hour.
		await tick(at(120))
		expect((await feedRow()).nextCrawlAt!.getTime()).toBeGreaterThan(at(120 + 60).getTime())
	})

	test('a dispatch claims only what the host budget can start soon, the neediest first, and says when a site cannot keep up', async () => {
		await demoAlert({ updateFrequency: '1min' })
		await demoAlert({ brand: 'bmw', model: 'all', updateFrequency: '1min' })
		await tick(at(0))
		const scope = (name: string) => eq(feeds.scope, name)
		await database.db.update(feeds).set({ nextCrawlAt: at(0) }).where(scope('volkswagen'))
		await database.db.update(feeds).set({ nextCrawlAt: at(20) }).where(scope('bmw'))
		// One request every 10 s for the whole fleet, crawls started at most 10 s ahead: one per tick here.
		const budget = { intervalMs: 10_000, horizonMs: 10_000 }
		const dispatch = (now: Date) => dispatchCrawls({ db: database.db, adapters: adapters(), baseUrls: baseUrls(), budget }, now)
		const first = await dispatch(at(90))
		expect(first.claimed.map((feed) => feed.scope)).toEqual(['volkswagen'])
		expect(first.waiting).toBe(1)
		const status = async () => (await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'demo')))[0]
		// The BMW feed waits more than a whole interval past its time: the site is short of budget.
		expect(await status()).toMatchObject({ feedsWaiting: 1, budgetShortSince: at(90) })
		// Slots taken by crawls already under way leave no room.
		await reserveHostSlot(database.db, new URL(marketUrl).host, 10_000, at(95))
		expect((await dispatch(at(95))).claimed).toEqual([])
		expect(await status()).toMatchObject({ feedsWaiting: 1, budgetShortSince: at(90) })
		// Nothing waits: the site keeps up again.
		await database.db.update(feeds).set({ nextCrawlAt: at(3600), leaseUntil: null })
		expect(await dispatch(at(200))).toMatchObject({ claimed: [], waiting: 0 })
		expect(await status()).toMatchObject({ feedsWaiting: 0, budgetShortSince: null })
	})
})

describe('for the operator', () => {
	test('/healthz figures per site: feeds read, coverage gaps of the last day, budget waits; old events and long-idle feeds are swept', async () => {
		const alert = await demoAlert({ updateFrequency: '5min' })
		cars = [golf('a0', 12_000, { publishedAt: start - 1000 })]
		await tick(at(0))
		cars.push(...Array.from({ length: pageSize * maxPagesPerCrawl + 1 }, (_, i) => golf(`b${i}`, 11_000, { publishedAt: start + 1000 + i })))
		await cycle(at(60))
		expect(await feedHealth(database.db, at(120))).toEqual([
			expect.objectContaining({ siteId: 'demo', feeds: 1, feedsWithGapLastDay: 1, feedsWaitingForBudget: 0, budgetShortSince: null, degradedSince: null }),
		])
		expect((await feedHealth(database.db, at(2 * 86_400))).find((site) => site.siteId === 'demo')?.feedsWithGapLastDay).toBe(0)

		expect(await sweepFeeds(database.db, at(6 * 86_400))).toEqual({ events: 0, feeds: 0 })
		expect((await sweepFeeds(database.db, at(8 * 86_400))).events).toBe(pageSize * maxPagesPerCrawl)
		// Idle a month: the feed goes, with what it knew; the listings stay in the store.
		await database.db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, alert.id))
		await tick(at(120))
		expect(await sweepFeeds(database.db, at(29 * 86_400))).toEqual({ events: 0, feeds: 0 })
		expect(await sweepFeeds(database.db, at(31 * 86_400))).toEqual({ events: 0, feeds: 1 })
		expect(await database.db.select().from(feeds)).toEqual([])
		expect((await database.db.select().from(listings)).length).toBe(pageSize * maxPagesPerCrawl + 1)
	})
})

describe('a site that refuses us', () => {
	const akamai = { Server: 'AkamaiGHost', 'X-Akamai-Request-ID': '3a1f.9c2' }

	/** Ticks once a minute from `from` to `to` seconds; returns the seconds at which the market was asked. */
	async function minuteTicks(from: number, to: number) {
		const asked: number[] = []
		for (let second = from; second <= to; second += 60) {
			const before = requests.length
			await tick(at(second))
			for (let n = before; n < requests.length; n += 1) asked.push(second)
		}
		return asked
	}

	test('an Akamai 403 is asked at growing intervals, not every minute; degraded only once the wait has grown; when it answers again the breaker closes and deliveries resume', async () => {
		const golfBuyer = await demoAlert({ updateFrequency: '1min' })
		const other = await demoAlert({ updateFrequency: '1min', notificationLanguage: 'it' })
		const bmwBuyer = await demoAlert({ updateFrequency: '1min', brand: 'bmw', model: 'all' })
		cars = [golf('before', 12_000, { publishedAt: start - 1000 })]
		await tick(at(0))
		expect(requests).toHaveLength(2)

		answerStatus = 403
		refusalHeaders = akamai
		requests.length = 0
		// Both feeds were due when the site first refused; after that, one probe at a time, the wait doubling.
		expect(await minuteTicks(60, 1800)).toEqual([60, 60, 120, 240, 480, 960])
		const [status] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'demo' satisfies SiteId))
		expect(status).toMatchObject({ backoffSeconds: 960, lastBlockEdge: 'akamai', blockedUntil: at(1920), lastError: 'HTTP 403: access refused by Akamai' })
		// Told once the wait passed the threshold (at 960 s), not after the first few refusals.
		const degraded = (await outbox()).filter((row) => row.kind === 'site_degraded')
		expect(degraded.map((row) => row.userId).sort()).toEqual([golfBuyer.userId, other.userId, bmwBuyer.userId].sort())
		expect(status!.degradedSince).toEqual(at(960))
		expect(960).toBeGreaterThanOrEqual(degradedAfterBackoffSeconds)

		// Then at most an hour apart.
		expect(await minuteTicks(1860, 3 * 3600)).toEqual([1920, 3840, 3840 + backoff.maxSeconds])
		const [open] = await feedHealth(database.db, at(3 * 3600))
		expect(open).toMatchObject({ siteId: 'demo', breaker: 'open', backoffSeconds: backoff.maxSeconds, blockedUntil: at(3840 + 2 * backoff.maxSeconds).toISOString(), fetchMode: 'http' })

		// The site answers again: the next probe closes the breaker, every feed is crawled, cars are delivered.
		answerStatus = 200
		cars.push(golf('after', 11_000, { publishedAt: start + 10_000 * 1000 }))
		requests.length = 0
		const probe = 3840 + 2 * backoff.maxSeconds
		expect(await minuteTicks(3 * 3600 + 60, probe + 120)).toEqual([probe, probe + 60, probe + 60, probe + 120, probe + 120])
		const [closed] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'demo'))
		expect(closed).toMatchObject({ backoffSeconds: 0, blockedUntil: null, probeUntil: null, consecutiveFailures: 0, degradedSince: null })
		expect(await sentIds(golfBuyer)).toEqual(['after'])
		const recovered = (await outbox()).filter((row) => row.kind === 'notice' && (row.payload as { key: string }).key === 'siteRecovered')
		expect(recovered).toHaveLength(3)
		expect((await feedHealth(database.db, at(probe + 180)))[0]).toMatchObject({ breaker: 'closed', blockedUntil: null })
	})

	test('a fetcher that switched to another proxy or mode is probed again after the base wait, and the site is not declared degraded meanwhile', async () => {
		await demoAlert({ updateFrequency: '1min' })
		await tick(at(0))
		answerStatus = 429
		const told: Array<{ siteId: string; reason: string }> = []
		let switches = 6
		crawlOptions = {
			onBlocked: (siteId, block) => {
				told.push({ siteId, reason: block.reason })
				return switches-- > 0 ? 'switched' : 'exhausted'
			},
		}
		requests.length = 0
		expect(await minuteTicks(60, 660)).toEqual([60, 120, 180, 240, 300, 360, 420, 540])
		expect(told[0]).toEqual({ siteId: 'demo', reason: 'HTTP 429: too many requests' })
		expect((await outbox()).filter((row) => row.kind === 'site_degraded')).toEqual([])
	})

	test('a Retry-After longer than the wait is respected, within the longest wait', async () => {
		await demoAlert({ updateFrequency: '1min' })
		await tick(at(0))
		answerStatus = 429
		refusalHeaders = { 'Retry-After': '600' }
		requests.length = 0
		expect(await minuteTicks(60, 1200)).toEqual([60, 660])
	})

	test('a request that gets no slot of the budget fails the crawl, not the site', async () => {
		await demoAlert()
		await cycle()
		const now = at(3600)
		await database.db.update(feeds).set({ nextCrawlAt: new Date(now.getTime() - 1000) })
		const { claimed } = await dispatchCrawls({ db: database.db, adapters: adapters(), baseUrls: baseUrls(), budget: { intervalMs: 0, horizonMs: 0 } }, now)
		const noSlot = createPageFetcher({
			...pageFetcherOptions(config()),
			retries: 0,
			gate: () => Promise.reject(new Error('connection terminated')),
		})
		requests.length = 0
		const crawl = crawlFeed({ db: database.db, adapters: adapters(), fetchPage: noSlot, baseUrls: baseUrls(), now: () => now }, claimed[0]!.id)
		await expect(crawl).rejects.toBeInstanceOf(HostGateError)
		expect(requests).toEqual([])
		const [status] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'demo'))
		expect(status?.consecutiveFailures ?? 0).toBe(0)
	})
})

describe('the market rollup of each alert (docs/decisions/038-market-chart.md)', () => {
	const marketOf = async (alert: { id: string }) => {
		const [market] = await database.db.select().from(alertMarkets).where(eq(alertMarkets.subscriptionId, alert.id))
		const days = await database.db.select().from(alertMarketDays).where(eq(alertMarketDays.subscriptionId, alert.id)).orderBy(alertMarketDays.day)
		return { market, days: days.map(({ day, cars, prices }) => ({ day, cars, prices: [...prices].sort((a, b) => a - b) })) }
	}

	test('each new car an alert is told of counts on its UTC day with its euro price; price drops, cars outside its criteria (keywords too) and cars falling into range do not', async () => {
		const plain = await demoAlert()
		const picky = await demoAlert({ priceMax: 12_000, keywordsRequired: ['automatik'] })
		pageSize = 10
		await cycle(at(0))
		// Counted from the baseline on, nothing yet.
		expect(await marketOf(plain)).toEqual({ market: expect.objectContaining({ since: at(0) }), days: [] })
		cars = [
			golf('auto', 11_000, { title: 'Volkswagen Golf Automatik' }),
			golf('manual', 11_500),
			golf('dear-auto', 13_000, { title: 'Volkswagen Golf Automatik Highline' }),
			golf('no-price', 0, { price: null }),
		]
		await cycle(at(60))
		expect((await marketOf(plain)).days).toEqual([{ day: '2030-01-01', cars: 4, prices: [11_000, 11_500, 13_000] }])
		expect((await marketOf(picky)).days).toEqual([{ day: '2030-01-01', cars: 1, prices: [11_000] }])

		// A price drop is news to the buyer, not a new car of the market; nor is a car that fell into the range.
		cars.find((car) => car.id === 'dear-auto')!.price = 11_900
		await cycle(at(120))
		expect(await sentIds(picky)).toContain('dear-auto')
		expect(await sentIds(plain, 'price_drop')).toEqual(['dear-auto'])
		expect((await marketOf(plain)).days).toEqual([{ day: '2030-01-01', cars: 4, prices: [11_000, 11_500, 13_000] }])
		expect((await marketOf(picky)).days).toEqual([{ day: '2030-01-01', cars: 1, prices: [11_000] }])

		// The next UTC day (13:00 after 12:00 is 01:00): a row of its own.
		cars.push(golf('tomorrow', 10_000, { title: 'Volkswagen Golf Automatik', publishedAt: at(13 * 3600).getTime() }))
		await cycle(at(13 * 3600))
		expect((await marketOf(picky)).days).toEqual([
			{ day: '2030-01-01', cars: 1, prices: [11_000] },
			{ day: '2030-01-02', cars: 1, prices: [10_000] },
		])
		// Seen again, nothing more.
		await cycle(at(13 * 3600 + 60))
		expect((await marketOf(plain)).days.map((day) => day.cars)).toEqual([4, 1])
	})

	test('a car counts on the day the crawl found it, even when the alert is told of it after midnight', async () => {
		const fast = await demoAlert({ updateFrequency: '1min' })
		const hourly = await demoAlert()
		await cycle(at(0))
		// 23:59 UTC: the crawl finds the car; the hourly alert is due later.
		const lateEvening = at(12 * 3600 - 60)
		cars = [golf('late', 9_000, { publishedAt: lateEvening.getTime() })]
		await database.db.update(feeds).set({ nextCrawlAt: new Date(lateEvening.getTime() - 1000) })
		await database.db.update(alertSites).set({ nextDeliveryAt: null }).where(eq(alertSites.subscriptionId, fast.id))
		await database.db.update(alertSites).set({ nextDeliveryAt: at(12 * 3600 + 1800) }).where(eq(alertSites.subscriptionId, hourly.id))
		await tick(lateEvening)
		expect(await sentIds(fast)).toEqual(['late'])
		expect(await sentIds(hourly)).toEqual([])
		await cycle(at(12 * 3600 + 1800))
		expect(await sentIds(hourly)).toEqual(['late'])
		expect((await marketOf(hourly)).days).toEqual([{ day: '2030-01-01', cars: 1, prices: [9_000] }])
		expect((await marketOf(fast)).days).toEqual([{ day: '2030-01-01', cars: 1, prices: [9_000] }])
	})

	test('an edit of the criteria restarts the count from the new baseline; an alert with nothing new starts its count too', async () => {
		const alert = await demoAlert()
		const quiet = await demoAlert({ model: 'passat' })
		await cycle(at(0))
		cars = [golf('a1', 12_000)]
		await cycle(at(60))
		expect((await marketOf(alert)).days).toEqual([{ day: '2030-01-01', cars: 1, prices: [12_000] }])
		// Nothing new for the Passat alert: its count started at its baseline all the same.
		expect(await marketOf(quiet)).toEqual({ market: expect.objectContaining({ since: at(0) }), days: [] })

		await database.db.update(subscriptions).set({ priceMax: 15_000, keywordsExcluded: ['unfall'] }).where(eq(subscriptions.id, alert.id))
		await cycle(at(120))
		const restarted = await marketOf(alert)
		expect(restarted.market).toMatchObject({ since: at(120), criteriaKey: marketKey({ ...alert, priceMax: 15_000, keywordsExcluded: ['unfall'] }) })
		expect(restarted.days).toEqual([])
		cars.push(golf('a2', 14_000), golf('crashed', 9_000, { title: 'Volkswagen Golf Unfall' }))
		await cycle(at(180))
		expect((await marketOf(alert)).days).toEqual([{ day: '2030-01-01', cars: 1, prices: [14_000] }])
		// Where the alert looks is not what it matches: its sites and Facebook search are not in the key.
		expect(marketKey({ ...alert, websitesSelected: ['demo', 'facebook'], facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/x' })).toBe(marketKey(alert))
	})

	test('an alert counting before this rollup existed starts at its next delivery, from its previous one', async () => {
		const alert = await demoAlert()
		await cycle(at(0))
		// As after the migration: a baseline, no count.
		await database.db.delete(alertMarkets)
		cars = [golf('a1', 12_000)]
		await cycle(at(600))
		expect(await marketOf(alert)).toEqual({ market: expect.objectContaining({ since: at(0) }), days: [{ day: '2030-01-01', cars: 1, prices: [12_000] }] })
	})
})
