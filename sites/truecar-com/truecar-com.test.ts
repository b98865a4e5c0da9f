import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { truecarAdapter } from './adapter.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: truecarAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const origin = 'https://www.truecar.com'
const urlOf = (scope: 'site' | 'brand', page?: number) => truecarAdapter.buildRequest(searchOf(scope), { baseUrl: origin, page })?.url

describe('truecar.com requests', () => {
	test('a brand feed: the make in the path, newest listings first; older pages by page', () => {
		expect(urlOf('brand')).toBe(`${origin}/used-cars-for-sale/listings/volkswagen/?sort%5B%5D=created_date_desc`)
		expect(urlOf('brand', 2)).toBe(`${origin}/used-cars-for-sale/listings/volkswagen/?page=2&sort%5B%5D=created_date_desc`)
		const request = truecarAdapter.buildRequest(searchOf('brand'), { baseUrl: origin })
		expect(request?.key).toBe(request?.url)
	})
	test('a site-wide feed: every make’s used cars', () => {
		expect(urlOf('site')).toBe(`${origin}/used-cars-for-sale/listings/?sort%5B%5D=created_date_desc`)
		expect(urlOf('site', 4)).toBe(`${origin}/used-cars-for-sale/listings/?page=4&sort%5B%5D=created_date_desc`)
	})
})

describe('truecar.com pages', () => {
	const listingsOf = (name: string) => {
		const result = fixtures.find((fixture) => fixture.name === name)!.result
		return result.kind === 'listings' ? result.listings : []
	}
	test('each car is its VIN, a dealer’s, with its mileage in kilometres and its place without the distance to it', () => {
		const [jetta] = listingsOf('results')
		expect(jetta).toMatchObject({ listingId: '3VWC57BU1MM012345', vin: '3VWC57BU1MM012345', seller: 'dealer', km: 45725, location: 'Austin, TX', price: 17995, currency: 'USD' })
	})
	test('"Call for Price" is no price; the site’s "no photo" picture is no image', () => {
		const golf = listingsOf('results').find((listing) => listing.listingId === '3VW447AU5HM054321')!
		expect([golf.price, golf.currency, golf.imageUrl, golf.km]).toEqual([null, null, null, 119101])
	})
	test('a trim that names its gearbox gives it', () => {
		expect(listingsOf('results').map((listing) => listing.gearbox)).toEqual(['automatic', null, 'manual', null, null])
		expect(listingsOf('site').map((listing) => listing.gearbox)).toEqual([null, null, 'automatic', null, null])
	})
	test('a site-wide page holds several makes, each told apart by its title', () => {
		expect(listingsOf('site').map(brandOfListing)).toEqual(['toyota', 'ford', 'honda', 'chevrolet', 'nissan'])
	})
})

describe('npm run scrape -- truecar.com --save', () => {
	test('fetches the brand search at TRUECAR_COM_BASE_URL and saves the page with its parse', async () => {
		const run = await scrapeStandIn({ site: 'truecar.com', baseUrlSetting: 'TRUECAR_COM_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.out).toContain('5 listings')
		expect(run.asked).toEqual(['/used-cars-for-sale/listings/volkswagen/?sort%5B%5D=created_date_desc'])
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(5)
	})
})
