import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { polovniautomobiliAdapter } from './adapter.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: polovniautomobiliAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const origin = 'https://www.polovniautomobili.com'
const build = (scope: 'site' | 'brand', page?: number) => polovniautomobiliAdapter.buildRequest(searchOf(scope), { baseUrl: origin, page })

describe('polovniautomobili.com requests', () => {
	test('a brand feed: the make by its slug, newest first, cars without a price too; older pages by page', () => {
		expect(build('brand')?.url).toBe(`${origin}/auto-oglasi/pretraga?brand=volkswagen&sort=renewDate_desc&without_price=1`)
		expect(build('brand', 2)?.url).toBe(`${origin}/auto-oglasi/pretraga?brand=volkswagen&sort=renewDate_desc&without_price=1&page=2`)
		expect(build('brand')?.key).toBe(build('brand')?.url)
		expect(build('brand')?.headers).toEqual({ 'accept-language': 'sr-RS,sr;q=0.9,en;q=0.6' })
	})
	test('a site-wide feed: no make at all', () => {
		expect(build('site')?.url).toBe(`${origin}/auto-oglasi/pretraga?sort=renewDate_desc&without_price=1`)
		expect(build('site', 3)?.url).toBe(`${origin}/auto-oglasi/pretraga?sort=renewDate_desc&without_price=1&page=3`)
	})
	test('a make the site spells its own way', () => {
		const search = { scope: 'brand' as const, brand: 'kgm-ssangyong', brandName: 'KGM SsangYong', facebookMarketplaceUrl: null }
		expect(polovniautomobiliAdapter.buildRequest(search, { baseUrl: origin })?.url).toBe(`${origin}/auto-oglasi/pretraga?brand=ssangyong&sort=renewDate_desc&without_price=1`)
	})
})

describe('polovniautomobili.com pages', () => {
	const listingsOf = (name: string) => {
		const result = fixtures.find((fixture) => fixture.name === name)!.result
		return result.kind === 'listings' ? result.listings : []
	}
	test('a promoted car heading the page is one car, at its own place; a hidden copy of a card is none', () => {
		const ids = listingsOf('results').map((listing) => listing.listingId)
		expect(ids).toEqual(['25514203', '25514177', '25513950', '25513811', '25511877'])
	})
	test('euros and a dealer’s dinars are read with their currency; "Po dogovoru" is no price', () => {
		expect(listingsOf('results').map((listing) => [listing.price, listing.currency])).toEqual([
			[12490, 'EUR'],
			[null, null],
			[3350, 'EUR'],
			[1990000, 'RSD'],
			[24900, 'EUR'],
		])
	})
	test('a site-wide page holds several makes, each told apart by its data', () => {
		expect(listingsOf('site').map(brandOfListing)).toEqual(['skoda', 'bmw', 'renault', 'volkswagen', 'toyota'])
	})
})

describe('npm run scrape -- polovniautomobili.com --save', () => {
	test('fetches the brand search at POLOVNIAUTOMOBILI_COM_BASE_URL and saves the page with its parse', async () => {
		const run = await scrapeStandIn({ site: 'polovniautomobili.com', baseUrlSetting: 'POLOVNIAUTOMOBILI_COM_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.out).toContain('5 listings')
		expect(run.asked).toEqual(['/auto-oglasi/pretraga?brand=volkswagen&sort=renewDate_desc&without_price=1'])
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(5)
	})
})
