import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { craigslistAdapter } from './adapter.ts'
import { craigslistSite } from './site.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: craigslistAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const origin = craigslistSite.baseUrl
const urlOf = (search: FeedSearch, baseUrl: string = origin, page?: number) => craigslistAdapter.buildRequest(search, { baseUrl, page })?.url

describe('craigslist.org requests', () => {
	test('a deployment watches one area, Los Angeles unless its base URL names another', () => {
		expect(origin).toBe('https://losangeles.craigslist.org')
		expect(urlOf(searchOf('brand'), 'https://chicago.craigslist.org')).toBe('https://chicago.craigslist.org/search/cta?sort=date&auto_make_model=volkswagen')
	})
	test('a brand feed: cars and trucks of owners and dealers, the make as the site matches it, newest first; older pages by offset', () => {
		expect(urlOf(searchOf('brand'))).toBe(`${origin}/search/cta?sort=date&auto_make_model=volkswagen`)
		expect(urlOf(searchOf('brand'), origin, 2)).toBe(`${origin}/search/cta?sort=date&auto_make_model=volkswagen&s=120`)
		expect(urlOf({ scope: 'brand', brand: 'mercedes-benz', brandName: 'Mercedes-Benz', facebookMarketplaceUrl: null })).toBe(
			`${origin}/search/cta?sort=date&auto_make_model=mercedes-benz`,
		)
		expect(urlOf({ scope: 'brand', brand: 'skoda', brandName: 'Škoda', facebookMarketplaceUrl: null })).toBe(`${origin}/search/cta?sort=date&auto_make_model=skoda`)
	})
	test('a site-wide feed: every car and truck of the area, newest first', () => {
		expect(urlOf(searchOf('site'))).toBe(`${origin}/search/cta?sort=date`)
		expect(urlOf(searchOf('site'), origin, 3)).toBe(`${origin}/search/cta?sort=date&s=240`)
	})
})

describe('craigslist.org pages', () => {
	const listingsOf = (name: string) => {
		const result = fixtures.find((fixture) => fixture.name === name)!.result
		return result.kind === 'listings' ? result.listings : []
	}
	test('miles in a title become kilometres; a year is read where the title has one, not from a mileage', () => {
		expect(listingsOf('results').map((listing) => [listing.title, listing.km, listing.year])).toEqual([
			['2014 Volkswagen Jetta SE - 98k miles', 157716, 2014],
			['VW Golf GTI 2017 Autobahn', null, 2017],
			['2011 Volkswagen Tiguan SE 4Motion', null, 2011],
			['2019 Volkswagen Atlas SEL Premium 112,000 mi', 180247, 2019],
			['Volkswagen Beetle convertible 2013', null, 2013],
			['2015 Volkswagen Passat 1.8T SE call for price', null, 2015],
		])
	})
	test('a $1 "call for price" is no price; photos come from the page’s JSON-LD by name and price', () => {
		const [jetta, , tiguan, , , passat] = listingsOf('results')
		expect([jetta!.price, jetta!.currency, jetta!.imageUrl]).toEqual([8900, 'USD', 'https://images.craigslist.org/00K0K_9xYzAbCdEf1_0CI0t2_600x450.jpg'])
		expect([tiguan!.price, tiguan!.imageUrl]).toEqual([null, null])
		expect([passat!.price, passat!.currency]).toEqual([null, null])
	})
	test('owners’ and dealers’ posts told apart by their category', () => {
		expect(listingsOf('results').map((listing) => listing.seller)).toEqual(['private', 'dealer', 'private', 'dealer', 'private', 'private'])
	})
	test('a site-wide page holds several makes, each told apart by its title', () => {
		expect(listingsOf('site').map(brandOfListing)).toEqual(['toyota', 'ford', 'honda', 'bmw', 'tesla'])
	})
	test('the block page is recognised by its words too, whatever its status', () => {
		const blockedPage = '<html><body><p>This IP has been automatically blocked.<br>If you have questions, please email: blocks@craigslist.org</p></body></html>'
		expect(craigslistAdapter.parse(blockedPage, { status: 200, url: `${origin}/search/cta?sort=date`, contentType: 'text/html' })).toEqual({
			kind: 'blocked',
			reason: 'Craigslist has blocked this address for a while (asked too fast)',
		})
	})
})

describe('npm run scrape -- craigslist.org --save', () => {
	test('fetches the brand search at CRAIGSLIST_ORG_BASE_URL and saves the page with its parse', async () => {
		const run = await scrapeStandIn({ site: 'craigslist.org', baseUrlSetting: 'CRAIGSLIST_ORG_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.out).toContain('6 listings')
		expect(run.asked).toEqual(['/search/cta?sort=date&auto_make_model=volkswagen'])
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(6)
	})
})
