import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { hasznaltautoAdapter } from './adapter.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: hasznaltautoAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const origin = 'https://www.hasznaltauto.hu'
const brand = (slug: string, brandName: string): FeedSearch => ({ scope: 'brand', brand: slug, brandName, facebookMarketplaceUrl: null })
const urlOf = (search: FeedSearch, page?: number) => hasznaltautoAdapter.buildRequest(search, { baseUrl: origin, page })?.url

describe('hasznaltauto.hu requests', () => {
	test('a brand feed: the make in the path; older pages as /page<N>', () => {
		expect(urlOf(searchOf('brand'))).toBe(`${origin}/szemelyauto/volkswagen`)
		expect(urlOf(searchOf('brand'), 2)).toBe(`${origin}/szemelyauto/volkswagen/page2`)
		const request = hasznaltautoAdapter.buildRequest(searchOf('brand'), { baseUrl: origin })
		expect(request?.key).toBe(request?.url)
		expect(request?.headers).toEqual({ 'accept-language': 'hu-HU,hu;q=0.9,en;q=0.6' })
	})
	test('a site-wide feed: every make’s list', () => {
		expect(urlOf(searchOf('site'))).toBe(`${origin}/szemelyauto`)
		expect(urlOf(searchOf('site'), 3)).toBe(`${origin}/szemelyauto/page3`)
	})
	test('makes in the site’s spelling: accents dropped, words joined by _, a hyphen kept', () => {
		expect(urlOf(brand('skoda', 'Škoda'))).toBe(`${origin}/szemelyauto/skoda`)
		expect(urlOf(brand('alfa-romeo', 'Alfa Romeo'))).toBe(`${origin}/szemelyauto/alfa_romeo`)
		expect(urlOf(brand('mercedes-benz', 'Mercedes-Benz'))).toBe(`${origin}/szemelyauto/mercedes-benz`)
		expect(urlOf(brand('kgm-ssangyong', 'KGM SsangYong'))).toBe(`${origin}/szemelyauto/ssangyong`)
	})
})

describe('hasznaltauto.hu pages', () => {
	const listingsOf = (name: string) => {
		const result = fixtures.find((fixture) => fixture.name === name)!.result
		return result.kind === 'listings' ? result.listings : []
	}
	test('the asking price, never the struck-through old one; a price "by agreement" is none', () => {
		expect(listingsOf('results').map((listing) => [listing.listingId, listing.price, listing.currency])).toEqual([
			['23460877', 3850000, 'HUF'],
			['23460512', null, null],
			['23460333', 8490000, 'HUF'],
			['23459981', 5250000, 'HUF'],
			['23461234', 5990000, 'HUF'],
		])
	})
	test('a promoted row shown twice is one car, at its last place; the seller line tells a dealership from a private person', () => {
		expect(listingsOf('results').map((listing) => listing.seller)).toEqual(['private', 'private', 'dealer', 'private', 'dealer'])
	})
	test('fuels as the site names them in Hungarian', () => {
		expect(listingsOf('results').map((listing) => listing.fuel)).toEqual(['diesel', 'gasoline', 'electric', 'lpg', 'diesel'])
		expect(listingsOf('site').map((listing) => listing.fuel)).toEqual(['gasoline', 'diesel', 'diesel', 'hybrid', 'diesel'])
	})
	test('a site-wide page holds several makes, each told apart by its title', () => {
		expect(listingsOf('site').map(brandOfListing)).toEqual(['suzuki', 'opel', 'bmw', 'toyota', 'volkswagen'])
	})
})

describe('npm run scrape -- hasznaltauto.hu --save', () => {
	test('fetches the brand search at HASZNALTAUTO_HU_BASE_URL and saves the page with its parse', async () => {
		const run = await scrapeStandIn({ site: 'hasznaltauto.hu', baseUrlSetting: 'HASZNALTAUTO_HU_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.out).toContain('5 listings')
		expect(run.asked).toEqual(['/szemelyauto/volkswagen'])
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(5)
	})
})
