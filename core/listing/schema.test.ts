import { describe, expect, test } from 'vitest'
import { type Listing, listingSchema, matchInput, payloadFacts, requiredFacts, storedListing, storedListingSchema } from './schema.ts'

/** The shapes derived from the one listing schema (docs/decisions/059-one-listing-schema.md). */

const listing: Listing = {
	siteId: 'avto.net',
	listingId: '21001',
	url: 'https://www.avto.net/Ads/details.asp?id=21001',
	title: 'Škoda Octavia Combi 2.0 TDI',
	price: 15_490,
	currency: 'EUR',
	km: 98_000,
	year: 2019,
	fuel: 'diesel',
	location: 'Ljubljana',
	imageUrl: 'https://images.avto.net/1.jpg',
	seller: null,
	gearbox: 'manual',
	publishedAt: '2030-01-01T10:00:00.000Z',
}

describe('the listing schema', () => {
	test('every listing carries the facts each site has a value or null for; the others may be left out', () => {
		expect(requiredFacts).toEqual(['url', 'title', 'price', 'currency', 'km', 'year', 'fuel', 'location', 'imageUrl'])
		expect(listingSchema.safeParse({ siteId: 'demo', listingId: '1', url: 'https://x.test/1', title: 'Golf', price: null, currency: null, km: null, year: 2020, fuel: null, location: null, imageUrl: null }).success).toBe(true)
	})
	test.each([
		['a link that is no web address', { url: 'javascript:alert(1)' }],
		['a negative price', { price: -1 }],
		['a fuel we do not know', { fuel: 'coal' }],
		['a gearbox we do not know', { gearbox: 'cvt' }],
		['an empty title', { title: '' }],
	])('refuses %s', (_, change) => {
		expect(listingSchema.safeParse({ ...listing, ...change }).success).toBe(false)
	})

	test('the crawl stores every fact the site gave, with what it works out; a new fact needs no line of its own', () => {
		const published = new Date('2030-01-01T10:00:00.000Z')
		const row = storedListing(listing, { priceEur: 15_490, brand: 'skoda', publishedAt: published })
		expect(storedListingSchema.parse(row)).toEqual({ ...listing, priceEur: 15_490, brand: 'skoda', publishedAt: published })
		expect(row.gearbox).toBe('manual')
	})

	test('matching reads the listing’s facts at the euro price; a fact the listing leaves out stays out', () => {
		expect(matchInput({ ...listing, model: null }, 15_000)).toEqual({ title: listing.title, price: 15_000, km: 98_000, year: 2019, fuel: 'diesel', gearbox: 'manual' })
	})

	test('a message carries the listing’s facts; the gearbox only when stated, as a row queued before it read', () => {
		expect(payloadFacts(listing)).toEqual({ title: listing.title, price: 15_490, currency: 'EUR', km: 98_000, year: 2019, fuel: 'diesel', location: 'Ljubljana', url: listing.url, imageUrl: listing.imageUrl, gearbox: 'manual' })
		expect(payloadFacts({ ...listing, gearbox: null })).not.toHaveProperty('gearbox')
	})
})
