import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { willhabenAdapter } from './adapter.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: willhabenAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const base = 'https://www.willhaben.at'
const build = (scope: 'site' | 'brand', page?: number) => willhabenAdapter.buildRequest(searchOf(scope), { baseUrl: base, page })?.url

describe('willhaben.at requests', () => {
	test('site-wide: the used-car exchange, newest first, 30 a page; older pages by page', () => {
		expect(build('site')).toBe('https://www.willhaben.at/iad/gebrauchtwagen/auto/gebrauchtwagenboerse?sort=1&rows=30')
		expect(build('site', 2)).toBe('https://www.willhaben.at/iad/gebrauchtwagen/auto/gebrauchtwagenboerse?sort=1&rows=30&page=2')
	})
	test('a brand: its own search page, Volkswagen as the site names it (VW), others by slug', () => {
		expect(build('brand')).toBe('https://www.willhaben.at/iad/gebrauchtwagen/auto/vw-gebrauchtwagen?sort=1&rows=30')
		expect(build('brand', 3)).toBe('https://www.willhaben.at/iad/gebrauchtwagen/auto/vw-gebrauchtwagen?sort=1&rows=30&page=3')
		const mercedes = willhabenAdapter.buildRequest(feedSearch({ siteId: 'willhaben.at', scope: 'mercedes-benz' }, 'Mercedes-Benz'), { baseUrl: base })
		expect(mercedes?.url).toBe('https://www.willhaben.at/iad/gebrauchtwagen/auto/mercedes-benz-gebrauchtwagen?sort=1&rows=30')
		expect(mercedes?.key).toBe(mercedes?.url)
	})
	test('the site’s JSON API (/webapi/, disallowed by robots.txt) is never asked', () => {
		for (const scope of ['site', 'brand'] as const) expect(build(scope)).not.toContain('/webapi/')
	})
})

describe('willhaben.at pages', () => {
	const page = (adverts: unknown[], extra: object = {}) =>
		`<html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { searchResult: { rowsFound: adverts.length, advertSummaryList: { advertSummary: adverts }, ...extra } } } })}</script></body></html>`
	const response = { status: 200, url: `${base}/iad/gebrauchtwagen/auto/gebrauchtwagenboerse?sort=1&rows=30`, contentType: 'text/html' }
	const advert = (id: string, attributes: Array<[string, string]>) => ({ id, description: `Auto ${id}`, attributes: { attribute: attributes.map(([name, value]) => ({ name, values: [value] })) } })

	test('an advert without SEO_URL links to its id; one without a figure of price, km or year is no car', () => {
		const result = willhabenAdapter.parse(page([advert('1234567890', [['PRICE', '9900']]), advert('1234567891', [['HEADING', 'Reifen 4x']])]), response)
		expect(result).toMatchObject({ kind: 'listings', listings: [{ listingId: '1234567890', url: `${base}/iad/object?adId=1234567890`, title: 'Auto 1234567890', price: 9900 }] })
		expect(result.kind === 'listings' && result.listings).toHaveLength(1)
	})
	test('a search whose result holds no list but says it found none is an empty result; a page without the data is a block', () => {
		const none = `<html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { searchResult: { rowsFound: 0 } } } })}</script></body></html>`
		expect(willhabenAdapter.parse(none, response)).toEqual({ kind: 'listings', listings: [] })
		expect(willhabenAdapter.parse('<html><body><p>Bitte warten …</p></body></html>', response).kind).toBe('blocked')
	})
})

describe('willhaben.at: a site-wide page', () => {
	test('holds several makes, each told apart by its make attribute ("VW" is Volkswagen)', () => {
		const site = fixtures.find((fixture) => fixture.name === 'site')!
		expect(site.result.kind === 'listings' && site.result.listings.map(brandOfListing)).toEqual(['skoda', 'bmw', 'mercedes-benz', 'toyota', 'volkswagen'])
	})
})
