import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { asc, eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { type SiteId } from '../sites.ts'
import { legacySettingRenames, legacySiteMoves, moveLegacySites } from './legacy-sites.ts'
import { runMigrations } from './migrate.ts'
import {
	alertDrafts,
	alertHiddenListings,
	alertSites,
	feedEvents,
	feedListings,
	feeds,
	listingPrices,
	listings,
	sentListings,
	siteFetches,
	siteStatus,
	subscriptions,
} from './schema.ts'

/**
 * The one-country sites' old ids (`olx`, `autoscout24`) moved to the country the deployment used,
 * on a real database (docs/decisions/067-numbers-and-country-sites.md). The old ids are no SiteId
 * any more: rows of them are written as a database written before the change holds them.
 */

const old = (id: string) => id as SiteId

describe('the country a deployment used', () => {
	test('the legacy base URL’s country site; unset or none of them, the old default', () => {
		const moves = (env: Record<string, string>) => legacySiteMoves(env).map(({ from, to }) => `${from} → ${to}`)
		expect(moves({})).toEqual(['olx → olx.ro', 'autoscout24 → autoscout24.de'])
		expect(moves({ OLX_BASE_URL: 'https://www.olx.pl', AUTOSCOUT24_BASE_URL: 'https://www.autoscout24.it/' })).toEqual(['olx → olx.pl', 'autoscout24 → autoscout24.it'])
		expect(moves({ OLX_BASE_URL: 'https://olx.bg', AUTOSCOUT24_BASE_URL: 'https://www.autoscout24.be' })).toEqual(['olx → olx.bg', 'autoscout24 → autoscout24.be'])
		// A local stand-in, a country the product has no site for, an empty setting.
		expect(moves({ OLX_BASE_URL: 'http://127.0.0.1:4100', AUTOSCOUT24_BASE_URL: 'https://www.autoscout24.com' })).toEqual(['olx → olx.ro', 'autoscout24 → autoscout24.de'])
		expect(moves({ OLX_BASE_URL: ' ', AUTOSCOUT24_BASE_URL: '' })).toEqual(['olx → olx.ro', 'autoscout24 → autoscout24.de'])
	})

	test('the old ids’ own settings, which nothing reads any more, named with their country’s', () => {
		const env = { OLX_BASE_URL: 'https://www.olx.pl', SITE_FETCH_OLX: 'http', SITE_PROXY_OLX: ' ', SITE_MIN_INTERVAL_SECONDS_AUTOSCOUT24: '20' }
		expect(legacySettingRenames(env, legacySiteMoves(env))).toEqual([
			{ setting: 'SITE_FETCH_OLX', renamed: 'SITE_FETCH_OLX_PL' },
			{ setting: 'SITE_MIN_INTERVAL_SECONDS_AUTOSCOUT24', renamed: 'SITE_MIN_INTERVAL_SECONDS_AUTOSCOUT24_DE' },
		])
	})
})

describe('moving the rows at db:migrate', () => {
	// A database of its own for each test: each counts every row it moves.
	let database: TestDatabase
	beforeEach(async () => {
		database = await createTestDatabase()
	})
	afterEach(() => database.destroy())

	test('every row of olx and autoscout24 moves to the deployment’s countries, and a second run moves nothing', async () => {
		const { db, pool } = database
		const user = await seedUser(db)
		const both = await seedAlert(db, user.id, 'active', { websitesSelected: ['mobile.de', old('olx'), old('autoscout24')] })
		const waiting = await seedAlert(db, user.id, 'active', { websitesSelected: [old('autoscout24')] })
		await db.update(subscriptions).set({ pendingChange: { criteria: { websitesSelected: [old('olx'), 'mobile.de'] }, price: 2596 } }).where(eq(subscriptions.id, waiting.id))
		await db.insert(alertDrafts).values({ userId: user.id, data: { step: 3, values: { websitesSelected: [old('olx')], updateFrequency: '5min' } } })
		const [olxFeed] = await db.insert(feeds).values({ siteId: old('olx'), scope: '*' }).returning()
		const [as24Feed] = await db.insert(feeds).values({ siteId: old('autoscout24'), scope: 'volkswagen' }).returning()
		const [mobileFeed] = await db.insert(feeds).values({ siteId: 'mobile.de', scope: 'volkswagen' }).returning()
		await db.insert(alertSites).values([
			{ subscriptionId: both.id, siteId: old('olx'), feedId: olxFeed!.id },
			{ subscriptionId: both.id, siteId: old('autoscout24'), feedId: as24Feed!.id },
			{ subscriptionId: both.id, siteId: 'mobile.de', feedId: mobileFeed!.id },
			{ subscriptionId: waiting.id, siteId: old('autoscout24'), feedId: as24Feed!.id },
		])
		await db.insert(listings).values([
			{ siteId: old('olx'), listingId: '269012345', url: 'https://www.olx.pl/d/oferta/golf-ID1.html', title: 'VW Golf', price: 45900, currency: 'PLN', km: 187000 },
			{ siteId: old('autoscout24'), listingId: 'as-1', url: 'https://www.autoscout24.it/annunci/golf-as-1', title: 'Volkswagen Golf', price: 16900, currency: 'EUR' },
			{ siteId: 'mobile.de', listingId: 'm-1', url: 'https://suchen.mobile.de/fahrzeuge/details.html?id=1', title: 'VW Golf' },
		])
		await db.insert(listingPrices).values({ siteId: old('olx'), listingId: '269012345', price: 47900, currency: 'PLN', seenAt: new Date() })
		await db.insert(feedListings).values({ feedId: olxFeed!.id, siteId: old('olx'), listingId: '269012345', firstSeenAt: new Date(), lastSeenAt: new Date() })
		await db.insert(feedEvents).values({ feedId: olxFeed!.id, siteId: old('olx'), listingId: '269012345', kind: 'new', at: new Date() })
		await db.insert(sentListings).values({ subscriptionId: both.id, siteId: old('olx'), listingId: '269012345', sentAt: new Date() })
		await db.insert(alertHiddenListings).values({ subscriptionId: both.id, siteId: old('autoscout24'), listingId: 'as-1' })
		await db.insert(siteStatus).values([{ siteId: old('olx'), consecutiveFailures: 3 }, { siteId: old('autoscout24') }])
		await db.insert(siteFetches).values({ siteId: old('olx'), at: new Date(), blocked: true })

		const moves = legacySiteMoves({ OLX_BASE_URL: 'https://www.olx.pl', AUTOSCOUT24_BASE_URL: 'https://www.autoscout24.it' })
		const moved = await moveLegacySites(pool, moves)
		// Counted per old id: the first alert names both.
		expect(moved).toMatchObject({ subscriptions: 4, alert_drafts: 1, feeds: 2, alert_sites: 3, listings: 2, listing_prices: 1, feed_listings: 1, feed_events: 1, sent_listings: 1, alert_hidden_listings: 1, site_status: 2, site_fetches: 1 })

		const alertRows = await db.select({ id: subscriptions.id, sites: subscriptions.websitesSelected, pending: subscriptions.pendingChange }).from(subscriptions).orderBy(asc(subscriptions.createdAt))
		expect(alertRows.find((row) => row.id === both.id)?.sites).toEqual(['mobile.de', 'olx.pl', 'autoscout24.it'])
		expect(alertRows.find((row) => row.id === waiting.id)).toMatchObject({ sites: ['autoscout24.it'], pending: { criteria: { websitesSelected: ['olx.pl', 'mobile.de'] }, price: 2596 } })
		expect((await db.select().from(alertDrafts))[0]?.data).toEqual({ step: 3, values: { websitesSelected: ['olx.pl'], updateFrequency: '5min' } })
		expect((await db.select({ id: feeds.id, siteId: feeds.siteId }).from(feeds)).sort((a, b) => a.siteId.localeCompare(b.siteId))).toEqual([
			{ id: as24Feed!.id, siteId: 'autoscout24.it' },
			{ id: mobileFeed!.id, siteId: 'mobile.de' },
			{ id: olxFeed!.id, siteId: 'olx.pl' },
		])
		expect((await db.select({ siteId: alertSites.siteId, feedId: alertSites.feedId }).from(alertSites).where(eq(alertSites.subscriptionId, both.id))).map((row) => row.siteId).sort()).toEqual([
			'autoscout24.it',
			'mobile.de',
			'olx.pl',
		])
		expect(await db.select({ siteId: listings.siteId, listingId: listings.listingId, price: listings.price, km: listings.km }).from(listings).orderBy(asc(listings.siteId))).toEqual([
			{ siteId: 'autoscout24.it', listingId: 'as-1', price: 16900, km: null },
			{ siteId: 'mobile.de', listingId: 'm-1', price: null, km: null },
			{ siteId: 'olx.pl', listingId: '269012345', price: 45900, km: 187000 },
		])
		expect(await db.select({ siteId: listingPrices.siteId, price: listingPrices.price }).from(listingPrices)).toEqual([{ siteId: 'olx.pl', price: 47900 }])
		expect(await db.select({ siteId: feedListings.siteId, feedId: feedListings.feedId }).from(feedListings)).toEqual([{ siteId: 'olx.pl', feedId: olxFeed!.id }])
		expect(await db.select({ siteId: feedEvents.siteId }).from(feedEvents)).toEqual([{ siteId: 'olx.pl' }])
		expect(await db.select({ siteId: sentListings.siteId }).from(sentListings)).toEqual([{ siteId: 'olx.pl' }])
		expect(await db.select({ siteId: alertHiddenListings.siteId }).from(alertHiddenListings)).toEqual([{ siteId: 'autoscout24.it' }])
		expect((await db.select({ siteId: siteStatus.siteId, failures: siteStatus.consecutiveFailures }).from(siteStatus)).sort((a, b) => a.siteId.localeCompare(b.siteId))).toEqual([
			{ siteId: 'autoscout24.it', failures: 0 },
			{ siteId: 'olx.pl', failures: 3 },
		])
		expect(await db.select({ siteId: siteFetches.siteId }).from(siteFetches)).toEqual([{ siteId: 'olx.pl' }])

		// Idempotent: nothing of the old ids is left to move.
		expect(await moveLegacySites(pool, moves)).toEqual({})
	})

	test('rows the new code wrote before the migration ran are kept; the old ones’ alerts join them', async () => {
		const { db, pool } = database
		const user = await seedUser(db)
		const alert = await seedAlert(db, user.id, 'active', { websitesSelected: [old('olx')] })
		const [oldFeed] = await db.insert(feeds).values({ siteId: old('olx'), scope: 'volkswagen' }).returning()
		const [newFeed] = await db.insert(feeds).values({ siteId: 'olx.ro', scope: 'volkswagen' }).returning()
		await db.insert(alertSites).values({ subscriptionId: alert.id, siteId: old('olx'), feedId: oldFeed!.id })
		await db.insert(listings).values([
			{ siteId: old('olx'), listingId: 'dup', url: 'https://www.olx.ro/d/oferta/dup.html', title: 'old row', price: 9800 },
			{ siteId: 'olx.ro', listingId: 'dup', url: 'https://www.olx.ro/d/oferta/dup.html', title: 'new row', price: 9500 },
		])
		await db.insert(feedListings).values([
			{ feedId: oldFeed!.id, siteId: old('olx'), listingId: 'dup', firstSeenAt: new Date(), lastSeenAt: new Date() },
			{ feedId: newFeed!.id, siteId: 'olx.ro', listingId: 'dup', firstSeenAt: new Date(), lastSeenAt: new Date() },
		])
		await db.insert(siteStatus).values([{ siteId: old('olx'), consecutiveFailures: 5 }, { siteId: 'olx.ro', consecutiveFailures: 1 }])

		await moveLegacySites(pool, legacySiteMoves({}))

		expect((await db.select({ sites: subscriptions.websitesSelected }).from(subscriptions).where(eq(subscriptions.id, alert.id)))[0]?.sites).toEqual(['olx.ro'])
		expect(await db.select({ id: feeds.id }).from(feeds).where(eq(feeds.scope, 'volkswagen'))).toEqual([{ id: newFeed!.id }])
		expect(await db.select({ siteId: alertSites.siteId, feedId: alertSites.feedId }).from(alertSites).where(eq(alertSites.subscriptionId, alert.id))).toEqual([{ siteId: 'olx.ro', feedId: newFeed!.id }])
		expect(await db.select({ siteId: listings.siteId, title: listings.title }).from(listings).where(eq(listings.listingId, 'dup'))).toEqual([{ siteId: 'olx.ro', title: 'new row' }])
		expect(await db.select({ feedId: feedListings.feedId, siteId: feedListings.siteId }).from(feedListings).where(eq(feedListings.listingId, 'dup'))).toEqual([{ feedId: newFeed!.id, siteId: 'olx.ro' }])
		expect(await db.select({ siteId: siteStatus.siteId, failures: siteStatus.consecutiveFailures }).from(siteStatus).where(eq(siteStatus.siteId, 'olx.ro'))).toEqual([{ siteId: 'olx.ro', failures: 1 }])
		expect(await db.select().from(siteStatus).where(eq(siteStatus.siteId, old('olx')))).toEqual([])
	})

	test('npm run db:migrate’s runMigrations moves them after the migrations, and again moves nothing', async () => {
		const { db } = database
		const user = await seedUser(db)
		const alert = await seedAlert(db, user.id, 'active', { websitesSelected: [old('autoscout24')] })
		const moves = legacySiteMoves({ AUTOSCOUT24_BASE_URL: 'https://www.autoscout24.at' })
		expect(await runMigrations(database.url, moves)).toMatchObject({ subscriptions: 1 })
		expect((await db.select({ sites: subscriptions.websitesSelected }).from(subscriptions).where(eq(subscriptions.id, alert.id)))[0]?.sites).toEqual(['autoscout24.at'])
		expect(await runMigrations(database.url, moves)).toEqual({})
	})

	test('`npm run db:migrate` (scripts/migrate.ts) reads the legacy settings, moves the rows and says what it did', async () => {
		const { db } = database
		const user = await seedUser(db)
		const alert = await seedAlert(db, user.id, 'active', { websitesSelected: ['mobile.de', old('olx')] })
		const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test' as const, DATABASE_URL: database.url, OLX_BASE_URL: 'https://www.olx.bg', SITE_FETCH_OLX: 'http' }
		const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env, timeout: 60_000 })
		const { stdout } = await run()
		expect(stdout).toContain('olx → olx.bg (OLX_BASE_URL = https://www.olx.bg)')
		expect(stdout).toContain('rows moved: subscriptions 1')
		expect(stdout).toContain('SITE_FETCH_OLX is no longer read: rename it SITE_FETCH_OLX_BG')
		expect((await db.select({ sites: subscriptions.websitesSelected }).from(subscriptions).where(eq(subscriptions.id, alert.id)))[0]?.sites).toEqual(['mobile.de', 'olx.bg'])
		expect((await run()).stdout).not.toContain('rows moved')
	})
})
