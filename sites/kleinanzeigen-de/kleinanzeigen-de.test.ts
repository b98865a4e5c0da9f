import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { fixtureSuite, parseFixture } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { kleinanzeigenAdapter } from './adapter.ts'
import { kleinanzeigenSite } from './site.ts'

const { fixtures } = fixtureSuite({ adapter: kleinanzeigenAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const base = kleinanzeigenSite.baseUrl
const brand = (slug: string, name: string) => feedSearch({ siteId: kleinanzeigenSite.id, scope: slug }, name)
const wholeSite = feedSearch({ siteId: kleinanzeigenSite.id, scope: siteWideScope }, '')

describe('kleinanzeigen.de requests', () => {
	test('a brand feed: the cars category with the make attribute; older pages by seite:N in the path', () => {
		const request = kleinanzeigenAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base })
		expect(request?.url).toBe('https://www.kleinanzeigen.de/s-autos/volkswagen/k0c216+autos.marke_s:volkswagen')
		expect(request?.key).toBe(request?.url)
		expect(kleinanzeigenAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base, page: 2 })?.url).toBe(
			'https://www.kleinanzeigen.de/s-autos/volkswagen/seite:2/k0c216+autos.marke_s:volkswagen',
		)
	})

	test('a make of two words is its attribute value with an underscore', () => {
		expect(kleinanzeigenAdapter.buildRequest(brand('mercedes-benz', 'Mercedes-Benz'), { baseUrl: base })?.url).toBe(
			'https://www.kleinanzeigen.de/s-autos/mercedes-benz/k0c216+autos.marke_s:mercedes_benz',
		)
		expect(kleinanzeigenAdapter.buildRequest(brand('kgm-ssangyong', 'KGM SsangYong'), { baseUrl: 'http://127.0.0.1:4100' })?.url).toBe(
			'http://127.0.0.1:4100/s-autos/kgm-ssangyong/k0c216+autos.marke_s:ssangyong',
		)
	})

	test('the whole site: the cars category, every make; older pages by seite:N', () => {
		expect(kleinanzeigenAdapter.buildRequest(wholeSite, { baseUrl: base })?.url).toBe('https://www.kleinanzeigen.de/s-autos/c216')
		expect(kleinanzeigenAdapter.buildRequest(wholeSite, { baseUrl: base, page: 4 })?.url).toBe('https://www.kleinanzeigen.de/s-autos/seite:4/c216')
	})
})

describe('kleinanzeigen.de cards', () => {
	const response = { status: 200, url: 'https://www.kleinanzeigen.de/s-autos/c216', contentType: 'text/html' }
	const page = (card: string) => `<ul id="srchrslt-adtable">${card}</ul>`
	test('the price is the current one, not the crossed-out old price beside it; "VB" alone is no price', () => {
		const card = (price: string) =>
			page(`<li><article class="aditem" data-adid="1" data-href="/s-anzeige/golf/1-216-1"><h2><a class="ellipsis" href="/s-anzeige/golf/1-216-1">VW Golf</a></h2>
			<div class="aditem-main--middle--price-shipping"><p class="aditem-main--middle--price-shipping--price">${price}</p><p class="aditem-main--middle--price-shipping--old-price">13.200 €</p></div>
			<div class="aditem-main--bottom"><span class="simpletag">98.000 km</span></div></article></li>`)
		const priceOf = (text: string) => {
			const result = kleinanzeigenAdapter.parse(card(text), response)
			return result.kind === 'listings' ? result.listings.map((listing) => [listing.price, listing.currency, listing.km]) : result
		}
		expect(priceOf('12.450 €')).toEqual([[12450, 'EUR', 98000]])
		expect(priceOf('VB')).toEqual([[null, null, 98000]])
	})
})

describe('kleinanzeigen.de: a site-wide page', () => {
	test('holds several makes, each told apart by the car’s data or its title', () => {
		const result = parseFixture(kleinanzeigenAdapter, fixtures.find((fixture) => fixture.name === 'site')!)
		expect(result.kind === 'listings' ? result.listings.map(brandOfListing) : result).toEqual(['bmw', 'opel', 'ford', 'mercedes-benz', 'skoda'])
	})
})

describe('npm run scrape -- kleinanzeigen.de --save', () => {
	test('fetches the brand search at KLEINANZEIGEN_DE_BASE_URL and saves the answer with its parse', async () => {
		const run = await scrapeStandIn({ site: 'kleinanzeigen.de', baseUrlSetting: 'KLEINANZEIGEN_DE_BASE_URL', body: new URL('./fixtures/results.html', import.meta.url), contentType: 'text/html;charset=UTF-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.asked).toEqual(['/s-autos/volkswagen/k0c216+autos.marke_s:volkswagen'])
		expect(run.out).toContain('5 listings')
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(5)
	})
})
