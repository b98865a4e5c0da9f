import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { fixtureSuite, parseFixture } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { autovitAdapter } from './adapter.ts'
import { autovitSite } from './site.ts'

const { fixtures } = fixtureSuite({ adapter: autovitAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const base = autovitSite.baseUrl
const brand = (slug: string, name: string) => feedSearch({ siteId: autovitSite.id, scope: slug }, name)

describe('autovit.ro requests', () => {
	test('a brand feed: the make’s path under `autoturisme`, newest first; older pages by page', () => {
		const request = autovitAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base })
		expect(request?.url).toBe('https://www.autovit.ro/autoturisme/volkswagen?search%5Border%5D=created_at_first%3Adesc')
		expect(request?.key).toBe(request?.url)
		expect(autovitAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base, page: 2 })?.url).toBe(
			'https://www.autovit.ro/autoturisme/volkswagen?search%5Border%5D=created_at_first%3Adesc&page=2',
		)
		expect(autovitAdapter.buildRequest(brand('ds', 'DS'), { baseUrl: base })?.url).toBe('https://www.autovit.ro/autoturisme/ds-automobiles?search%5Border%5D=created_at_first%3Adesc')
	})

	test('the whole site: every make, newest first', () => {
		const wholeSite = feedSearch({ siteId: autovitSite.id, scope: siteWideScope }, '')
		expect(autovitAdapter.buildRequest(wholeSite, { baseUrl: base })?.url).toBe('https://www.autovit.ro/autoturisme?search%5Border%5D=created_at_first%3Adesc')
	})
})

describe('autovit.ro listings', () => {
	test('each car carries the currency it is priced in: euros mostly, lei where the seller chose them; a promoted car once, at its own place', () => {
		const result = parseFixture(autovitAdapter, fixtures.find((fixture) => fixture.name === 'results')!)
		const listings = result.kind === 'listings' ? result.listings : []
		expect(listings.map((listing) => [listing.listingId, listing.price, listing.currency])).toEqual([
			['7055108233', 10450, 'EUR'],
			['7055107911', 72000, 'RON'],
			['7054412890', 23900, 'EUR'],
			['7055106502', 12990, 'EUR'],
			['7055105118', null, null],
		])
	})
})

describe('autovit.ro: a site-wide page', () => {
	test('holds several makes, each told apart by the car’s data or its title', () => {
		const result = parseFixture(autovitAdapter, fixtures.find((fixture) => fixture.name === 'site')!)
		expect(result.kind === 'listings' ? result.listings.map(brandOfListing) : result).toEqual(['dacia', 'bmw', 'skoda', 'renault', 'toyota'])
	})
})

describe('npm run scrape -- autovit.ro --save', () => {
	test('fetches the brand search at AUTOVIT_RO_BASE_URL and saves the answer with its parse', async () => {
		const run = await scrapeStandIn({ site: 'autovit.ro', baseUrlSetting: 'AUTOVIT_RO_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.asked).toEqual(['/autoturisme/volkswagen?search%5Border%5D=created_at_first%3Adesc'])
		expect(run.out).toContain('5 listings')
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(5)
	})
})
