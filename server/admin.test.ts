import http from 'node:http'
import { type AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { and, eq } from 'drizzle-orm'
import { feeds, listings, siteFetches, siteStatus } from '#core/db/schema.ts'
import { syncAlertFeeds } from '#core/models/feeds.ts'
import { siteIds, siteWideScope } from '#core/sites.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { adminSitesHandler, requireAdmin, tokenMatches } from './admin.ts'

/**
 * The operator's site-health endpoint on an Express app of its own (the same handlers
 * createServerApp mounts), against a real database.
 */
let database: TestDatabase
const servers: http.Server[] = []
const token = 'operator-token-0123456789abcdef'

beforeAll(async () => {
	database = await createTestDatabase()
})

afterAll(async () => {
	for (const server of servers) await new Promise((resolve) => server.close(resolve))
	await database?.destroy()
})

async function serve(env: Record<string, string>) {
	const config = parseConfig({ NODE_ENV: 'test', ...env })
	const app = express()
	app.get('/api/admin/sites', requireAdmin(config), adminSitesHandler(database, config))
	// What createServerApp has next: Remix, whose 404 page answers any unknown path.
	app.use((_req, res) => res.status(404).type('html').send('<h1>Page not found</h1>'))
	const server = http.createServer(app)
	servers.push(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/sites`
}

describe('GET /api/admin/sites', () => {
	test('is not there when no ADMIN_TOKEN is configured, whatever is sent: the unknown path’s 404 answers', async () => {
		const url = await serve({})
		for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Array<Record<string, string>>) {
			const response = await fetch(url, { headers })
			expect(response.status).toBe(404)
			expect(response.headers.get('cache-control')).toBeNull()
			expect(await response.text()).toBe('<h1>Page not found</h1>')
		}
	})

	test('401 without the token or with a wrong one; 200 with it', async () => {
		const url = await serve({ ADMIN_TOKEN: token })
		const none = await fetch(url)
		expect(none.status).toBe(401)
		expect(none.headers.get('www-authenticate')).toBe('Bearer')
		expect((await fetch(url, { headers: { Authorization: `Bearer ${token}x` } })).status).toBe(401)
		expect((await fetch(url, { headers: { Authorization: `Basic ${token}` } })).status).toBe(401)
		const right = await fetch(url, { headers: { Authorization: `Bearer ${token}` } })
		expect(right.status).toBe(200)
		expect(right.headers.get('cache-control')).toBe('no-store')
	})

	test('per site: fetch mode, last success, block rate over an hour and a day, breaker, listings of the last hour', async () => {
		const now = Date.now()
		const ago = (minutes: number) => new Date(now - minutes * 60_000)
		await database.db.insert(siteStatus).values([
			{ siteId: 'mobile.de', consecutiveFailures: 4, lastSuccessAt: ago(300), lastFailureAt: ago(2), lastError: 'HTTP 403: access refused by Akamai', lastBlockEdge: 'akamai', backoffSeconds: 480, blockedUntil: new Date(now + 6 * 60_000) },
			{ siteId: 'olx.ro', backoffSeconds: 120, blockedUntil: ago(1), probeUntil: new Date(now + 4 * 60_000) },
			{ siteId: 'autoscout24.de', lastSuccessAt: ago(1) },
		])
		await database.db.insert(siteFetches).values([
			...[5, 10, 20].map((minutes) => ({ siteId: 'mobile.de', at: ago(minutes), blocked: true })),
			{ siteId: 'mobile.de', at: ago(30), blocked: false },
			{ siteId: 'mobile.de', at: ago(300), blocked: false },
			{ siteId: 'mobile.de', at: ago(400), blocked: false },
			{ siteId: 'mobile.de', at: ago(2 * 24 * 60), blocked: true },
			{ siteId: 'autoscout24.de', at: ago(1), blocked: false },
		])
		const car = (id: string, minutes: number) => ({ siteId: 'autoscout24.de', listingId: id, url: `https://www.autoscout24.de/angebote/${id}`, title: `VW Golf ${id}`, firstSeenAt: ago(minutes) })
		await database.db.insert(listings).values([car('a', 10), car('b', 50), car('c', 90)])

		const url = await serve({ ADMIN_TOKEN: token, SITE_FETCH_MOBILE_DE: 'browser', SITE_FETCH_AVTO_NET: 'off', SITE_FETCH_OLX_RO: 'http' })
		const body = (await (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).json()) as { sites: Array<Record<string, unknown>> }
		const site = (id: string) => body.sites.find((entry) => entry.siteId === id)!
		// Each site named with its country (docs/decisions/072).
		expect(site('mobile.de')).toMatchObject({ label: 'mobile.de (Germany)', country: 'DE' })
		expect(site('facebook')).toMatchObject({ label: 'Facebook Marketplace', country: null })
		expect(body.sites.map((entry) => entry.siteId)).toEqual([...siteIds])
		// A site turned off says so, not the mode it would have.
		expect(site('avto.net')).toMatchObject({ fetchMode: 'off' })
		expect(site('mobile.de')).toMatchObject({
			fetchMode: 'browser',
			lastSuccessAt: ago(300).toISOString(),
			lastError: 'HTTP 403: access refused by Akamai',
			lastBlockEdge: 'akamai',
			blockRate: { lastHour: { fetches: 4, blocks: 3, rate: 0.75 }, lastDay: { fetches: 6, blocks: 3, rate: 0.5 } },
			breaker: { state: 'open', backoffSeconds: 480, blockedUntil: new Date(now + 6 * 60_000).toISOString(), probeOutUntil: null },
			listingsLastHour: 0,
		})
		expect(site('olx.ro')).toMatchObject({ fetchMode: 'http', breaker: { state: 'half-open', backoffSeconds: 120, probeOutUntil: new Date(now + 4 * 60_000).toISOString() } })
		expect(site('autoscout24.de')).toMatchObject({
			breaker: { state: 'closed', blockedUntil: null },
			blockRate: { lastHour: { fetches: 1, blocks: 0, rate: 0 } },
			listingsLastHour: 2,
		})
		expect(site('avto.net')).toMatchObject({ lastSuccessAt: null, blockRate: { lastHour: { fetches: 0, blocks: 0, rate: null } }, breaker: { state: 'closed' } })
	})

	test('per site, the crawl plan: its feeds, requests a minute against the budget, and what one more alert at each frequency would need', async () => {
		const url = await serve({ ADMIN_TOKEN: token, SITE_MIN_INTERVAL_SECONDS: '10' })
		// A site of 200 cars a minute, 20 a page, read per brand: Volkswagen's feed (20 a minute) needs 2 pages a minute.
		const user = await seedUser(database.db)
		await seedAlert(database.db, user.id, 'active', { websitesSelected: ['avto.net'], brand: 'volkswagen', model: 'all', updateFrequency: '1min' })
		await syncAlertFeeds(database.db, new Date(), { capabilities: { 'avto.net': { siteWide: true, pageSize: 20 } }, budgetPerMinute: () => 6 })
		// As measured: the whole site (read whole once, in a burst), and Volkswagen's own feed.
		await database.db.insert(feeds).values({ siteId: 'avto.net', scope: siteWideScope, arrivalsPerHour: 200 * 60, idleSince: new Date() })
		await database.db.update(feeds).set({ arrivalsPerHour: 20 * 60 }).where(and(eq(feeds.siteId, 'avto.net'), eq(feeds.scope, 'volkswagen')))
		await syncAlertFeeds(database.db, new Date(), { capabilities: { 'avto.net': { siteWide: true, pageSize: 20 } }, budgetPerMinute: () => 6 })

		const body = (await (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).json()) as { sites: Array<{ siteId: string; plan: unknown }> }
		const site = body.sites.find((entry) => entry.siteId === 'avto.net')
		expect(site?.plan).toEqual({
			feeds: [{ scope: 'volkswagen', periodMinutes: 1, requestsPerMinute: 2 }],
			requestsPerMinute: 2,
			budgetPerMinute: 6,
			// One more alert of a brand the site does not read yet: a feed of its own, not measured,
			// so weighed as busy as the busiest brand measured there (20 cars a minute: read every
			// half page, 2 requests a minute at any period); it fits within 90 % of the budget.
			headroom: [
				{ frequency: '1min', requestsPerMinute: 4, fits: true },
				{ frequency: '5min', requestsPerMinute: 4, fits: true },
				{ frequency: '15min', requestsPerMinute: 4, fits: true },
				{ frequency: '30min', requestsPerMinute: 4, fits: true },
				{ frequency: 'hourly', requestsPerMinute: 4, fits: true },
			],
		})
	})

	test('the token is compared whole, in constant time', () => {
		expect(tokenMatches(token, token)).toBe(true)
		expect(tokenMatches(token.slice(0, -1), token)).toBe(false)
		expect(tokenMatches(undefined, token)).toBe(false)
		expect(() => parseConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/)
	})
})
