import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { fixtureSuite, parseFixture } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { otomotoAdapter } from './adapter.ts'
import { otomotoSite } from './site.ts'

const { fixtures } = fixtureSuite({ adapter: otomotoAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const base = otomotoSite.baseUrl
const brand = (slug: string, name: string) => feedSearch({ siteId: otomotoSite.id, scope: slug }, name)
const wholeSite = feedSearch({ siteId: otomotoSite.id, scope: siteWideScope }, '')

describe('otomoto.pl requests', () => {
	test('a brand feed: the make’s path under passenger cars, newest first; older pages by page', () => {
		const request = otomotoAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base })
		expect(request?.url).toBe('https://www.otomoto.pl/osobowe/volkswagen?search%5Border%5D=created_at_first%3Adesc')
		expect(request?.key).toBe(request?.url)
		expect(otomotoAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base, page: 2 })?.url).toBe(
			'https://www.otomoto.pl/osobowe/volkswagen?search%5Border%5D=created_at_first%3Adesc&page=2',
		)
	})

	test('the whole site: the passenger-car category without a make, newest first', () => {
		expect(otomotoAdapter.buildRequest(wholeSite, { baseUrl: base })?.url).toBe('https://www.otomoto.pl/osobowe?search%5Border%5D=created_at_first%3Adesc')
		expect(otomotoAdapter.buildRequest(wholeSite, { baseUrl: base, page: 3 })?.url).toBe('https://www.otomoto.pl/osobowe?search%5Border%5D=created_at_first%3Adesc&page=3')
	})

	test('makes the site names its own way; a test server replaces only the origin', () => {
		expect(otomotoAdapter.buildRequest(brand('kgm-ssangyong', 'KGM SsangYong'), { baseUrl: base })?.url).toBe(
			'https://www.otomoto.pl/osobowe/ssangyong?search%5Border%5D=created_at_first%3Adesc',
		)
		expect(otomotoAdapter.buildRequest(brand('mercedes-benz', 'Mercedes-Benz'), { baseUrl: 'http://127.0.0.1:4100' })?.url).toBe(
			'http://127.0.0.1:4100/osobowe/mercedes-benz?search%5Border%5D=created_at_first%3Adesc',
		)
	})

	test('equal searches share a key; another make or page is another', () => {
		const key = (slug: string, page?: number) => otomotoAdapter.buildRequest(brand(slug, slug), { baseUrl: base, page })?.key
		expect(key('skoda')).toBe(key('skoda'))
		expect(key('skoda')).not.toBe(key('volkswagen'))
		expect(key('skoda', 2)).not.toBe(key('skoda'))
		expect(otomotoAdapter.buildRequest(wholeSite, { baseUrl: base })?.key).not.toBe(key('skoda'))
	})
})

describe('otomoto.pl pages', () => {
	const response = { status: 200, url: 'https://www.otomoto.pl/osobowe/volkswagen', contentType: 'text/html' }
	test('a page without __NEXT_DATA__ is a block, not an empty result', () => {
		expect(otomotoAdapter.parse('<html><body><div id="__next"></div></body></html>', response)).toEqual({
			kind: 'blocked',
			reason: 'no __NEXT_DATA__ in the page (an empty shell or a changed layout)',
		})
	})
	test('an older page holding the search at pageProps.data is read as well', () => {
		const node = { id: '1', title: 'Volkswagen Golf', url: 'https://www.otomoto.pl/osobowe/oferta/volkswagen-golf-ID1.html', price: { amount: { units: 1000, currencyCode: 'PLN' } }, parameters: [] }
		const data = { props: { pageProps: { data: { advertSearch: { edges: [{ node }] } } } } }
		const result = otomotoAdapter.parse(`<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`, response)
		expect(result.kind === 'listings' ? result.listings.map((listing) => [listing.listingId, listing.price, listing.currency]) : result).toEqual([['1', 1000, 'PLN']])
	})
})

describe('otomoto.pl: a site-wide page', () => {
	test('holds several makes, each told apart by the car’s data or its title', () => {
		const result = parseFixture(otomotoAdapter, fixtures.find((fixture) => fixture.name === 'site')!)
		expect(result.kind === 'listings' ? result.listings.map(brandOfListing) : result).toEqual(['skoda', 'toyota', 'bmw', 'opel', 'volkswagen'])
	})
})

describe('npm run scrape -- otomoto.pl --save', () => {
	test('fetches the brand search at OTOMOTO_PL_BASE_URL and saves the answer with its parse', async () => {
		const run = await scrapeStandIn({ site: 'otomoto.pl', baseUrlSetting: 'OTOMOTO_PL_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.asked).toEqual(['/osobowe/volkswagen?search%5Border%5D=created_at_first%3Adesc'])
		expect(run.out).toContain('6 listings')
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(6)
	})
})
