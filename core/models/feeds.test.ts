import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { feedEvents, feedListings, feeds, listingPrices, listings } from '#core/db/schema.ts'
import { type StoredListing, upsertRules } from '#core/listing/schema.ts'
import { databaseForTests } from '#tests/support/database.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'
import { storeCrawl } from './feeds.ts'

/**
 * The crawl's store of listings against a real database: a car shown again is updated field by
 * field by the listing schema's rules (docs/decisions/059-one-listing-schema.md).
 */

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

const database = databaseForTests(feedEvents, feedListings, feeds, listingPrices, listings)

const first = new Date('2030-01-01T12:00:00.000Z')
const second = new Date('2030-01-01T12:05:00.000Z')

/** A car as a site shows it with every fact stated. */
const whole: StoredListing = {
	siteId: 'olx.ro',
	listingId: '269012345',
	url: 'https://www.olx.ro/d/oferta/golf-IDjK3a1.html',
	title: 'Volkswagen Golf 7 1.6 TDI 2017',
	price: 9800,
	currency: 'EUR',
	priceEur: 9800,
	km: 168_000,
	year: 2017,
	fuel: 'diesel',
	location: 'Bucuresti, Ilfov',
	imageUrl: 'https://frankfurt.apollo.olxcdn.com/v1/files/abc/image;s=640x480',
	seller: 'private',
	model: 'Golf',
	brand: 'volkswagen',
	vin: 'WVWZZZAUZHW000001',
	publishedAt: new Date('2030-01-01T11:00:00.000Z'),
	gearbox: 'manual',
}

/** The same car shown again with nothing but its key, link and title: every other fact missing. */
const bare: StoredListing = {
	siteId: 'olx.ro',
	listingId: '269012345',
	url: 'https://www.olx.ro/d/oferta/golf-IDjK3a1.html?reason=moved',
	title: 'Golf 7',
	price: null,
	currency: null,
	priceEur: null,
	km: null,
	year: null,
	fuel: null,
	location: null,
	imageUrl: null,
	seller: null,
	model: null,
	brand: null,
	vin: null,
	publishedAt: null,
	gearbox: null,
}

async function storedRow() {
	const [row] = await database.db.select().from(listings).where(eq(listings.listingId, whole.listingId))
	return row!
}

async function feed() {
	const [row] = await database.db.insert(feeds).values({ siteId: 'olx.ro', scope: 'volkswagen' }).returning()
	return row!
}

test('a fact the site no longer states keeps its stored value where the schema says keep, and is cleared where it says replace', async () => {
	const olx = await feed()
	await storeCrawl(database.db, olx, [whole], { baseline: true, now: first })
	await storeCrawl(database.db, olx, [bare], { baseline: false, now: second })
	const row = await storedRow()
	const expected = Object.fromEntries(Object.entries(upsertRules).map(([key, rule]) => [key, rule === 'keep' ? whole[key as keyof StoredListing] : bare[key as keyof StoredListing]]))
	expect(row).toMatchObject(expected)
	// The rules themselves, as decided: the car's lasting facts are kept, what a seller changes is replaced.
	expect(Object.entries(upsertRules).filter(([, rule]) => rule === 'keep').map(([key]) => key).sort()).toEqual(['brand', 'fuel', 'gearbox', 'publishedAt', 'seller', 'vin', 'year'])
	expect(row).toMatchObject({ firstSeenAt: first, lastSeenAt: second })
})

test('a fact stated anew replaces the stored one, whatever its rule', async () => {
	const olx = await feed()
	await storeCrawl(database.db, olx, [bare], { baseline: true, now: first })
	await storeCrawl(database.db, olx, [whole], { baseline: false, now: second })
	expect(await storedRow()).toMatchObject(whole)
	await storeCrawl(database.db, olx, [{ ...whole, gearbox: 'automatic', year: 2018 }], { baseline: false, now: second })
	expect(await storedRow()).toMatchObject({ gearbox: 'automatic', year: 2018 })
})

test('a site that never states a fact leaves it out, and the stored value stays', async () => {
	const olx = await feed()
	await storeCrawl(database.db, olx, [whole], { baseline: true, now: first })
	const { gearbox: _gearbox, vin: _vin, seller: _seller, ...silent } = whole
	await storeCrawl(database.db, olx, [{ ...silent, price: 9500, priceEur: 9500 }], { baseline: false, now: second })
	expect(await storedRow()).toMatchObject({ gearbox: 'manual', vin: whole.vin, seller: 'private', price: 9500 })
})
