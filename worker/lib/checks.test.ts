import { readFileSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { alertSites, notificationOutbox, seenListings, siteStatus, subscriptions } from '#core/db/schema.ts'
import { type SiteId } from '#core/sites.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { siteAdapters, siteBaseUrls } from '../sites/index.ts'
import { claimDueAlerts, degradedAfterFailures, planQueries, runQuery } from './checks.ts'
import { createPageFetcher, pageFetcherOptions } from './fetch-page.ts'

/**
 * The check cycle against a real database and a local stand-in for the demo market: a node:http
 * server answering the demo market's search JSON with listings the test controls.
 */

type MarketListing = { id: string; title: string; price: number | null; km: number | null; year: number | null; fuel: string | null }

let database: TestDatabase
let market: http.Server
let marketUrl: string
let listingsOnSale: MarketListing[] = []
/** Older result pages (page 2 first), for the searches that page back. */
let olderPages: MarketListing[][] = []
let answerStatus = 200
/** Runs while the market answers a search: what happens to an alert while its page is fetched. */
let duringRequest: (() => Promise<void>) | null = null
const requests: string[] = []
const facebookResults = readFileSync(new URL('../sites/fixtures/facebook/results.html', import.meta.url), 'utf8')

beforeAll(async () => {
	database = await createTestDatabase()
	market = http.createServer(async (request, response) => {
		requests.push(request.url ?? '')
		await duringRequest?.()
		if (request.url?.startsWith('/marketplace/')) {
			response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(facebookResults)
			return
		}
		if (answerStatus !== 200) {
			response.writeHead(answerStatus, { 'Content-Type': 'text/html' }).end('<html><body>Access denied</body></html>')
			return
		}
		const page = Number(new URL(request.url ?? '/', 'http://market').searchParams.get('page') ?? 1)
		const shown = page === 1 ? listingsOnSale : (olderPages[page - 2] ?? [])
		response.writeHead(200, { 'Content-Type': 'application/json' }).end(
			JSON.stringify({
				market: 'demo',
				listings: shown.map((listing) => ({
					...listing,
					currency: 'EUR',
					url: `/demo-market/listings/${listing.id}`,
					location: 'Ljubljana',
					imageUrl: `/demo-market/images/${listing.id}.svg`,
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
	await database.db.delete(siteStatus)
	listingsOnSale = []
	olderPages = []
	answerStatus = 200
	duringRequest = null
	requests.length = 0
})

const config = () => parseConfig({ NODE_ENV: 'test', DEMO_MARKET_URL: 'http://127.0.0.1:1', SITE_MIN_INTERVAL_SECONDS: '0' })
const deps = () => ({
	db: database.db,
	adapters: siteAdapters,
	fetchPage: createPageFetcher({ ...pageFetcherOptions(config()), retries: 0 }),
})

async function demoAlert(overrides: Partial<typeof subscriptions.$inferInsert> = {}) {
	const user = await seedUser(database.db)
	return seedAlert(database.db, user.id, 'active', { websitesSelected: ['demo'], notificationLanguage: 'de', ...overrides })
}

/** One full cycle for these alerts: claim, plan, run every query. */
async function cycle(now = new Date()) {
	const claimed = await claimDueAlerts(database.db, { now })
	const queries = await planQueries(database.db, claimed, siteAdapters, { ...siteBaseUrls(config()), demo: marketUrl, facebook: marketUrl })
	const outcomes = []
	for (const query of queries) outcomes.push(await runQuery(deps(), { siteId: query.siteId, alertIds: query.alertIds, baseUrl: marketUrl, dueAt: query.dueAt }))
	// Every alert is due again for the next test step.
	await database.db.update(subscriptions).set({ nextCheckAt: null })
	return { claimed, queries, outcomes }
}

async function outbox(subscriptionId?: string) {
	const rows = await database.db.select().from(notificationOutbox)
	return rows.filter((row) => !subscriptionId || row.subscriptionId === subscriptionId)
}

const golf = (id: string, price: number, extra: Partial<MarketListing> = {}): MarketListing => ({
	id,
	title: `Volkswagen Golf ${id}`,
	price,
	km: 90_000,
	year: 2018,
	fuel: 'diesel',
	...extra,
})

describe('which alerts are checked', () => {
	test('only running alerts are claimed, each by one worker at a time', async () => {
		const user = await seedUser(database.db)
		const active = await seedAlert(database.db, user.id, 'active')
		const pastDue = await seedAlert(database.db, user.id, 'past_due')
		const cancellingPaid = await seedAlert(database.db, user.id, 'cancelling', { currentPeriodEnd: new Date(Date.now() + 86_400_000) })
		await seedAlert(database.db, user.id, 'cancelling', { currentPeriodEnd: new Date(Date.now() - 1000) })
		await seedAlert(database.db, user.id, 'paused')
		await seedAlert(database.db, user.id, 'pending_payment')
		await seedAlert(database.db, user.id, 'ended')
		await seedAlert(database.db, user.id, 'active', { nextCheckAt: new Date(Date.now() + 5 * 60_000) })

		// Two workers claiming at once never get the same alert.
		const [first, second] = await Promise.all([claimDueAlerts(database.db), claimDueAlerts(database.db)])
		const ids = [...first!, ...second!].map((alert) => alert.id).sort()
		expect(ids).toEqual([active.id, pastDue.id, cancellingPaid.id].sort())
		// A claimed alert is not due again until its lease ends.
		expect(await claimDueAlerts(database.db)).toEqual([])
		expect(await claimDueAlerts(database.db, { now: new Date(Date.now() + 10 * 60_000) })).toHaveLength(4)
	})

	test('a due alert brings along the alerts of its brand due within a minute, so their search is fetched once', async () => {
		const now = new Date('2030-01-01T12:00:00.000Z')
		const seconds = (offset: number) => new Date(now.getTime() + offset * 1000)
		const due = await demoAlert({ nextCheckAt: seconds(-10), updateFrequency: '1min' })
		const soon = await demoAlert({ model: 'passat', nextCheckAt: seconds(40), updateFrequency: 'hourly' })
		const later = await demoAlert({ nextCheckAt: seconds(90) })
		const otherBrand = await demoAlert({ brand: 'bmw', model: '3-series', nextCheckAt: seconds(30) })
		const claimed = await claimDueAlerts(database.db, { now })
		expect(claimed.map((alert) => alert.id).sort()).toEqual([due.id, soon.id].sort())
		expect(claimed.find((alert) => alert.id === soon.id)?.dueAt).toEqual(seconds(40))
		const queries = await planQueries(database.db, claimed, siteAdapters, { ...siteBaseUrls(config()), demo: marketUrl })
		expect(queries).toHaveLength(1)
		expect(queries[0]!.dueAt).toEqual(seconds(-10))
		await runQuery({ ...deps(), now: () => seconds(2) }, { siteId: 'demo', alertIds: queries[0]!.alertIds, baseUrl: marketUrl, dueAt: queries[0]!.dueAt })
		// Each keeps the rhythm of the earliest due: due time plus its own frequency, not the end of the check plus it.
		const next = new Map((await database.db.select().from(subscriptions)).map((row) => [row.id, row.nextCheckAt?.toISOString()]))
		expect(next.get(due.id)).toBe(seconds(50).toISOString())
		expect(next.get(soon.id)).toBe(seconds(-10 + 3600).toISOString())
		expect(next.get(later.id)).toBe(seconds(90).toISOString())
		expect(next.get(otherBrand.id)).toBe(seconds(30).toISOString())
	})

	test('a check that ran more than a period late starts a new rhythm from its end', async () => {
		const alert = await demoAlert({ updateFrequency: '1min' })
		await runQuery({ ...deps(), now: () => new Date('2030-01-01T12:05:00.000Z') }, { siteId: 'demo', alertIds: [alert.id], baseUrl: marketUrl, dueAt: new Date('2030-01-01T12:00:00.000Z') })
		const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
		expect(row!.nextCheckAt?.toISOString()).toBe('2030-01-01T12:06:00.000Z')
	})
})

describe('one fetch per site and brand', () => {
	test('alerts of a brand share a fetch whatever their model and filters; each is matched on its own criteria', async () => {
		const same = await Promise.all([demoAlert(), demoAlert(), demoAlert()])
		const cheaper = await demoAlert({ priceMax: 12_500 })
		const passat = await demoAlert({ model: 'passat' })
		const anyVw = await demoAlert({ model: 'all' })
		await demoAlert({ brand: 'bmw', model: 'all' })
		const { queries } = await cycle()
		expect(queries).toHaveLength(2)
		expect(requests).toHaveLength(2)
		expect(requests.every((url) => !/model=|price|year|km|fuel=/.test(url))).toBe(true)
		expect(requests.filter((url) => url.includes('brand=volkswagen'))).toHaveLength(1)
		expect(requests.filter((url) => url.includes('brand=bmw'))).toHaveLength(1)
		expect(queries.find((query) => query.alertIds.length === 6)?.alertIds.sort()).toEqual([...same, cheaper, passat, anyVw].map((alert) => alert.id).sort())

		listingsOnSale = [golf('g1', 12_000), golf('g2', 13_000), { ...golf('p1', 9_000), title: 'VW Passat Variant 2.0 TDI' }]
		await cycle()
		const sentTo = async (alert: { id: string }) =>
			(await outbox(alert.id))
				.filter((row) => row.kind === 'new_listing')
				.map((row) => (row.payload as { url: string }).url.split('/').at(-1))
				.sort()
		expect(await sentTo(same[0]!)).toEqual(['g1', 'g2'])
		expect(await sentTo(cheaper)).toEqual(['g1'])
		expect(await sentTo(passat)).toEqual(['p1'])
		expect(await sentTo(anyVw)).toEqual(['g1', 'g2', 'p1'])
	})

	test('when the newest page was wholly new since the last check, older pages are read until a known car', async () => {
		const alert = await demoAlert()
		listingsOnSale = [golf('a1', 12_000)]
		await cycle()
		listingsOnSale = [golf('n1', 11_000), golf('n2', 11_000)]
		olderPages = [[golf('n3', 11_000), golf('a1', 12_000)], [golf('never-asked', 11_000)]]
		requests.length = 0
		await cycle()
		expect(requests.map((url) => new URL(url, marketUrl).searchParams.get('page'))).toEqual([null, '2'])
		const sent = (await outbox(alert.id)).filter((row) => row.kind === 'new_listing').map((row) => (row.payload as { url: string }).url.split('/').at(-1))
		expect(sent.sort()).toEqual(['n1', 'n2', 'n3'])
	})

	test('a first search takes its baseline from the newest page only', async () => {
		await demoAlert()
		listingsOnSale = [golf('a1', 12_000)]
		olderPages = [[golf('a0', 12_000)]]
		await cycle()
		expect(requests).toHaveLength(1)
	})
})

describe('baseline, new listings and price drops', () => {
	test('the first check records what is listed and says the alert is live; later only new cars are sent', async () => {
		const alert = await demoAlert()
		listingsOnSale = [golf('a1', 12_000), golf('a2', 13_500)]
		await cycle()
		const afterBaseline = await outbox(alert.id)
		expect(afterBaseline.map((row) => row.kind)).toEqual(['notice'])
		expect(afterBaseline[0]!.payload).toMatchObject({ key: 'alertLive', count: 2, siteNames: ['Demo market'], alertLabel: 'Volkswagen Golf' })
		expect(await database.db.select().from(seenListings).where(eq(seenListings.subscriptionId, alert.id))).toHaveLength(2)

		// Re-sorted results are nothing new.
		listingsOnSale = [golf('a2', 13_500), golf('a1', 12_000)]
		await cycle()
		expect(await outbox(alert.id)).toHaveLength(1)

		listingsOnSale = [golf('a3', 11_900, { title: 'Volkswagen Golf <b>GTD</b> & "Co"' }), ...listingsOnSale]
		await cycle()
		const sent = (await outbox(alert.id)).filter((row) => row.kind === 'new_listing')
		expect(sent).toHaveLength(1)
		expect(sent[0]).toMatchObject({ language: 'de', userId: alert.userId, dedupeKey: `new_listing:${alert.id}:demo:a3` })
		expect(sent[0]!.payload).toEqual({
			title: 'Volkswagen Golf <b>GTD</b> & "Co"',
			price: 11_900,
			currency: 'EUR',
			km: 90_000,
			year: 2018,
			fuel: 'diesel',
			location: 'Ljubljana',
			url: `${marketUrl}/demo-market/listings/a3`,
			imageUrl: `${marketUrl}/demo-market/images/a3.svg`,
			siteName: 'Demo market',
			alertLabel: 'Volkswagen Golf',
		})
		const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
		expect(row!.listingsFound).toBe(1)
	})

	test('a check that finds nothing new records the check and keeps the rhythm, for every alert of the search', async () => {
		const alerts = await Promise.all([demoAlert({ updateFrequency: '1min' }), demoAlert({ updateFrequency: '5min', priceMax: 12_000 }), demoAlert({ model: 'passat' })])
		listingsOnSale = [golf('a1', 12_000)]
		await cycle()
		const dueAt = new Date('2030-01-01T12:00:00.000Z')
		const now = new Date('2030-01-01T12:00:03.000Z')
		const outcome = await runQuery({ ...deps(), now: () => now }, { siteId: 'demo', alertIds: alerts.map((alert) => alert.id), baseUrl: marketUrl, dueAt })
		expect(outcome).toMatchObject({ kind: 'checked', baselines: 0, newListings: 0, priceDrops: 0 })
		expect(await outbox()).toHaveLength(3)
		const rows = new Map((await database.db.select().from(subscriptions)).map((row) => [row.id, row]))
		expect(rows.get(alerts[0]!.id)).toMatchObject({ lastCheckedAt: now, nextCheckAt: new Date('2030-01-01T12:01:00.000Z') })
		expect(rows.get(alerts[1]!.id)).toMatchObject({ lastCheckedAt: now, nextCheckAt: new Date('2030-01-01T12:05:00.000Z') })
		expect(rows.get(alerts[2]!.id)).toMatchObject({ lastCheckedAt: now, nextCheckAt: new Date('2030-01-01T13:00:00.000Z') })
		const states = await database.db.select().from(alertSites)
		expect(states.map((state) => state.lastCheckedAt)).toEqual([now, now, now])
	})

	test('a cheaper price of a seen car is a price drop, once per price; a higher price is not news', async () => {
		const alert = await demoAlert()
		listingsOnSale = [golf('a1', 12_000)]
		await cycle()
		listingsOnSale = [golf('a1', 12_500)]
		await cycle()
		listingsOnSale = [golf('a1', 11_000)]
		await cycle()
		await cycle()
		const drops = (await outbox(alert.id)).filter((row) => row.kind === 'price_drop')
		expect(drops).toHaveLength(1)
		expect(drops[0]!.payload).toMatchObject({ price: 11_000, previousPrice: 12_500 })
		listingsOnSale = [golf('a1', 10_500)]
		await cycle()
		expect((await outbox(alert.id)).filter((row) => row.kind === 'price_drop')).toHaveLength(2)
	})

	test('listings the site sends outside the criteria are matched again and left out', async () => {
		const alert = await demoAlert({ priceMax: 12_000, fuelType: 'diesel', yearMin: 2016, mileageMax: 100_000 })
		await cycle()
		listingsOnSale = [
			golf('cheap', 11_000),
			golf('dear', 12_001),
			golf('petrol', 9_000, { fuel: 'gasoline' }),
			golf('old', 9_000, { year: 2015 }),
			golf('worn', 9_000, { km: 100_001 }),
			golf('unknown-km', 9_000, { km: null }),
		]
		await cycle()
		const sent = (await outbox(alert.id)).filter((row) => row.kind === 'new_listing').map((row) => (row.payload as { title: string }).title)
		expect(sent.sort()).toEqual(['Volkswagen Golf cheap', 'Volkswagen Golf unknown-km'])
	})

	test('an edit that changes the search takes a new baseline instead of sending old listings', async () => {
		const alert = await demoAlert()
		listingsOnSale = [golf('a1', 12_000)]
		await cycle()
		await database.db.update(subscriptions).set({ priceMax: 20_000 }).where(eq(subscriptions.id, alert.id))
		listingsOnSale = [golf('a1', 12_000), golf('a2', 14_000), golf('a3', 15_000)]
		await cycle()
		expect((await outbox(alert.id)).filter((row) => row.kind === 'new_listing')).toEqual([])
		const [state] = await database.db.select().from(alertSites).where(and(eq(alertSites.subscriptionId, alert.id), eq(alertSites.siteId, 'demo')))
		expect(state!.queryKey).toContain('20000')
	})

	test('widening a filter the site cannot apply (a pasted Facebook search) takes a new baseline too', async () => {
		const alert = await demoAlert({
			websitesSelected: ['facebook'],
			facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/ljubljana/search?query=golf',
			priceMax: 1,
		})
		await cycle()
		expect(requests.at(-1)).toMatch(/^\/marketplace\/ljubljana\/search\?/)
		await database.db.update(subscriptions).set({ priceMax: null }).where(eq(subscriptions.id, alert.id))
		await cycle()
		expect((await outbox(alert.id)).filter((row) => row.kind === 'new_listing')).toEqual([])
		expect((await database.db.select().from(seenListings).where(eq(seenListings.subscriptionId, alert.id))).length).toBeGreaterThan(0)
	})

	test('an alert paused while its page is being fetched is told nothing', async () => {
		const alert = await demoAlert()
		await cycle()
		listingsOnSale = [golf('late', 10_000)]
		duringRequest = async () => {
			await database.db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, alert.id))
		}
		await cycle()
		expect((await outbox(alert.id)).filter((row) => row.kind === 'new_listing')).toEqual([])
	})

	test('a paused alert is not checked, and is checked again once resumed', async () => {
		const alert = await demoAlert()
		await cycle()
		await database.db.update(subscriptions).set({ status: 'paused' }).where(eq(subscriptions.id, alert.id))
		requests.length = 0
		const { claimed } = await cycle()
		expect(claimed).toEqual([])
		expect(requests).toEqual([])
		await database.db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, alert.id))
		expect((await cycle()).claimed).toHaveLength(1)
	})
})

describe('a site that keeps failing', () => {
	test(`is degraded after ${degradedAfterFailures} failures; each user hears once, and hears when it is back`, async () => {
		const first = await demoAlert()
		const sameUser = await seedAlert(database.db, first.userId, 'active', { websitesSelected: ['demo'], priceMax: 30_000 })
		const other = await demoAlert({ notificationLanguage: 'it' })
		await cycle()
		answerStatus = 403
		for (let i = 0; i < degradedAfterFailures + 2; i += 1) {
			const { outcomes } = await cycle()
			expect(outcomes.every((outcome) => outcome.kind === 'failed')).toBe(true)
		}
		const [status] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'demo' satisfies SiteId))
		// The three alerts share one search: every failed request counts once.
		expect(status!.consecutiveFailures).toBe(degradedAfterFailures + 2)
		expect(status!.degradedSince).not.toBeNull()
		const degraded = (await outbox()).filter((row) => row.kind === 'site_degraded')
		expect(degraded.map((row) => row.userId).sort()).toEqual([first.userId, other.userId].sort())
		expect(degraded.find((row) => row.userId === other.userId)?.language).toBe('it')
		// The baseline is kept: no listing is sent as new because of the outage.
		answerStatus = 200
		await cycle()
		const after = await outbox()
		expect(after.filter((row) => row.kind === 'new_listing')).toEqual([])
		expect(after.filter((row) => row.kind === 'notice' && (row.payload as { key: string }).key === 'siteRecovered')).toHaveLength(2)
		const [recovered] = await database.db.select().from(siteStatus).where(eq(siteStatus.siteId, 'demo'))
		expect(recovered).toMatchObject({ consecutiveFailures: 0, degradedSince: null })
		expect(sameUser.userId).toBe(first.userId)
	})
})
