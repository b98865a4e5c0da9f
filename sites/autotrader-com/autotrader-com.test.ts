import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { autotraderComAdapter } from './adapter.ts'
import { autotraderComSite } from './site.ts'

/**
 * Autotrader (US): its pages (written from the public descriptions, ../shared/sites.md §11) through
 * the shared fixture suite, then its own requests and what the page's state says beside the results.
 */

const { fixtures } = fixtureSuite({ adapter: autotraderComAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const origin = autotraderComSite.baseUrl
const brand = (slug: string, name: string, page = 1) => autotraderComAdapter.buildRequest(feedSearch({ siteId: 'autotrader.com', scope: slug }, name), { baseUrl: origin, page })
const wholeSite = (page = 1) => autotraderComAdapter.buildRequest(feedSearch({ siteId: 'autotrader.com', scope: siteWideScope }, ''), { baseUrl: origin, page })

describe('autotrader.com requests', () => {
	test('a brand: its used cars nationwide, newest listed first, 25 a page; older pages from firstRecord', () => {
		expect(brand('volkswagen', 'Volkswagen')?.url).toBe('https://www.autotrader.com/cars-for-sale/used-cars/volkswagen?searchRadius=0&sortBy=datelistedDESC&numRecords=25&firstRecord=0')
		expect(brand('mercedes-benz', 'Mercedes-Benz', 3)?.url).toBe('https://www.autotrader.com/cars-for-sale/used-cars/mercedes-benz?searchRadius=0&sortBy=datelistedDESC&numRecords=25&firstRecord=50')
		expect(brand('volkswagen', 'Volkswagen', 2)?.key).not.toBe(brand('volkswagen', 'Volkswagen')?.key)
	})

	test('the whole site: every make, the same order and paging', () => {
		expect(wholeSite()?.url).toBe('https://www.autotrader.com/cars-for-sale/used-cars?searchRadius=0&sortBy=datelistedDESC&numRecords=25&firstRecord=0')
		expect(wholeSite(2)?.url).toBe('https://www.autotrader.com/cars-for-sale/used-cars?searchRadius=0&sortBy=datelistedDESC&numRecords=25&firstRecord=25')
	})

	test('the definition: US dollars and miles, a browser by default since Akamai refuses plain clients', () => {
		expect(autotraderComSite).toMatchObject({ country: 'US', currency: 'USD', distanceUnit: 'mi', defaultFetchMode: 'browser', fetchModes: ['http', 'browser'] })
		expect(autotraderComAdapter.pageSize).toBe(25)
		expect(autotraderComAdapter.scopes).toEqual(['site', 'brand'])
	})
})

describe('autotrader.com pages', () => {
	test('the results in the order activeResults gives, each once; a spotlight car shown beside them is not one', () => {
		expect(listingsIn(fixtures, 'results').map((listing) => listing.listingId)).toEqual(['734190512', '734188207', '734185911', '734181034'])
	})

	test('miles become kilometres; "call for price" (0) is no price; a private seller is named so', () => {
		const [jetta, tiguan, golf] = listingsIn(fixtures, 'results')
		expect([jetta!.km, golf!.km]).toEqual([Math.round(32_104 * 1.609344), Math.round(118_450 * 1.609344)])
		expect([tiguan!.price, tiguan!.currency, tiguan!.imageUrl]).toEqual([null, null, null])
		expect([jetta!.seller, golf!.seller]).toEqual(['dealer', 'private'])
		expect(jetta!.vin).toBe('3VWC57BU5KM123456')
	})

	test('a site-wide page names each car’s make, so its brand is known to the alerts of every brand', () => {
		expect(listingsIn(fixtures, 'site').map(brandOfListing)).toEqual(['ford', 'toyota', 'honda', 'chevrolet'])
	})

	test('a page without the state (a robot check answered 200) is a block, not "no results"', () => {
		const response = { status: 200, url: 'https://www.autotrader.com/cars-for-sale/used-cars', contentType: 'text/html' }
		expect(autotraderComAdapter.parse('<html><body><div id="sec-if-cpt">Checking your browser</div></body></html>', response)).toEqual({ kind: 'blocked', reason: 'the site answered with a captcha' })
		expect(autotraderComAdapter.parse('<html><body><div id="mountNode"></div></body></html>', response).kind).toBe('blocked')
	})
})

describe('npm run scrape -- autotrader.com --save', () => {
	test('fetches the brand search at AUTOTRADER_COM_BASE_URL and saves the page with its parse', async () => {
		const run = await scrapeStandIn({ site: 'autotrader.com', baseUrlSetting: 'AUTOTRADER_COM_BASE_URL', body: new URL('./fixtures/site.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.out).toContain('4 listings')
		expect(run.asked).toHaveLength(1)
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(4)
	})
})
