import { describe, expect, test } from 'vitest'
import { catalogue } from '#core/catalogue/data.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { cargurusComAdapter, cargurusMakes } from './adapter.ts'
import { cargurusComSite } from './site.ts'

/**
 * CarGurus (US): its pages (written from the public descriptions, ../shared/sites.md §11) through
 * the shared fixture suite, then its own requests: a make by the site's id, one page, no site-wide search.
 */

const { fixtures } = fixtureSuite({ adapter: cargurusComAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const origin = cargurusComSite.baseUrl
const brand = (slug: string, name: string, page = 1) => cargurusComAdapter.buildRequest(feedSearch({ siteId: 'cargurus.com', scope: slug }, name), { baseUrl: origin, page })

describe('cargurus.com requests', () => {
	test('a make by its id, newest listings first', () => {
		expect(brand('volkswagen', 'Volkswagen')?.url).toBe('https://www.cargurus.com/Cars/l-Used-Volkswagen-m55?sortDir=ASC&sortType=AGE_IN_DAYS')
		expect(brand('bmw', 'BMW')?.url).toBe('https://www.cargurus.com/Cars/l-Used-BMW-m3?sortDir=ASC&sortType=AGE_IN_DAYS')
	})

	test('a make without a known id, an older page and the whole site get no request (none is guessed)', () => {
		expect(brand('lada', 'Lada')).toBeNull()
		expect(brand('volkswagen', 'Volkswagen', 2)).toBeNull()
		expect(cargurusComAdapter.buildRequest(feedSearch({ siteId: 'cargurus.com', scope: siteWideScope }, ''), { baseUrl: origin })).toBeNull()
	})

	test('every make of the table is a catalogue brand, named as the catalogue names it', () => {
		const names = new Map(catalogue.map((entry) => [entry.slug, entry.name]))
		for (const [slug, make] of Object.entries(cargurusMakes)) expect([slug, names.get(slug)]).toEqual([slug, make.name])
	})

	test('the definition: US dollars and miles, a browser by default', () => {
		expect(cargurusComSite).toMatchObject({ country: 'US', currency: 'USD', distanceUnit: 'mi', defaultFetchMode: 'browser', scopes: ['brand'] })
	})
})

describe('cargurus.com pages', () => {
	test('a sponsored tile is left out; the car it advertises counts once, where the results place it', () => {
		expect(listingsIn(fixtures, 'results').map((listing) => listing.listingId)).toEqual(['412903554', '412903190', '412877301', '412902876', '412902511'])
	})

	test('miles become kilometres; a tile without a price or photo has neither', () => {
		const [jetta, gti] = listingsIn(fixtures, 'results')
		expect(jetta).toMatchObject({ km: Math.round(44_870 * 1.609344), price: 16_995, currency: 'USD', year: 2020, fuel: 'gasoline', gearbox: 'automatic', location: 'Columbus, OH' })
		expect(gti).toMatchObject({ price: null, currency: null, imageUrl: null, km: Math.round(97_400 * 1.609344), gearbox: 'manual' })
	})

	test('a page with neither tiles nor the results list is a block, not "no results"', () => {
		const response = { status: 200, url: 'https://www.cargurus.com/Cars/l-Used-Volkswagen-m55', contentType: 'text/html' }
		expect(cargurusComAdapter.parse('<html><body><div id="px-captcha"></div></body></html>', response)).toEqual({ kind: 'blocked', reason: 'the site answered with a captcha' })
		expect(cargurusComAdapter.parse('<html><body><main></main></body></html>', response).kind).toBe('blocked')
	})
})

describe('npm run scrape -- cargurus.com --save', () => {
	test('fetches the brand search at CARGURUS_COM_BASE_URL and saves the page with its parse', async () => {
		const run = await scrapeStandIn({ site: 'cargurus.com', baseUrlSetting: 'CARGURUS_COM_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.out).toContain('5 listings')
		expect(run.asked).toHaveLength(1)
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(5)
	})
})
