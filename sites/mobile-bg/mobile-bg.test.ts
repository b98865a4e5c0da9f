import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { mobileBgAdapter } from './adapter.ts'

const fixtureDir = new URL('./fixtures/', import.meta.url)
const { fixtures, searchOf } = fixtureSuite({ adapter: mobileBgAdapter, fixtures: fixtureDir })

const base = 'https://www.mobile.bg'
const build = (scope: 'site' | 'brand', page?: number) => mobileBgAdapter.buildRequest(searchOf(scope), { baseUrl: base, page })?.url

describe('mobile.bg requests', () => {
	test('site-wide: cars and jeeps, newest first; older pages as a /p-<n> segment', () => {
		expect(build('site')).toBe('https://www.mobile.bg/obiavi/avtomobili-dzhipove?sort=6')
		expect(build('site', 2)).toBe('https://www.mobile.bg/obiavi/avtomobili-dzhipove/p-2?sort=6')
	})
	test('a brand: its catalogue slug in the path', () => {
		expect(build('brand')).toBe('https://www.mobile.bg/obiavi/avtomobili-dzhipove/volkswagen?sort=6')
		expect(build('brand', 3)).toBe('https://www.mobile.bg/obiavi/avtomobili-dzhipove/volkswagen/p-3?sort=6')
		const mercedes = mobileBgAdapter.buildRequest(feedSearch({ siteId: 'mobile.bg', scope: 'mercedes-benz' }, 'Mercedes-Benz'), { baseUrl: base })
		expect(mercedes?.url).toBe('https://www.mobile.bg/obiavi/avtomobili-dzhipove/mercedes-benz?sort=6')
		expect(mercedes?.key).toBe(mercedes?.url)
	})
})

describe('mobile.bg pages', () => {
	test('the saved pages are windows-1251 bytes, as the site sends them', () => {
		const bytes = readFileSync(new URL('results.html', fixtureDir))
		expect(bytes.includes(Buffer.from('Дизелов', 'utf8'))).toBe(false)
		expect(new TextDecoder('windows-1251').decode(bytes)).toContain('Дизелов')
	})
	test('a TOP card shown again at its place is one car, at its place; a price in euros is read in euros', () => {
		const body = new TextDecoder('windows-1251').decode(readFileSync(new URL('results.html', fixtureDir)))
		const result = mobileBgAdapter.parse(body, { status: 200, url: `${base}/obiavi/avtomobili-dzhipove/volkswagen?sort=6`, contentType: 'text/html; charset=windows-1251' })
		const listings = result.kind === 'listings' ? result.listings : []
		expect(listings.map((listing) => listing.title)).toEqual([
			'VW Passat B8 2.0 TDI Highline',
			'VW Golf 1.6 TDI Comfortline',
			'VW Polo 1.4',
			'VW Tiguan 2.0 TDI 4Motion Highline',
			'VW Touran 1.6 TDI 7 места',
		])
		expect(listings.map((listing) => [listing.price, listing.currency])).toEqual([
			[32500, 'BGN'],
			[18900, 'BGN'],
			[null, null],
			[45900, 'BGN'],
			[11200, 'EUR'],
		])
	})
	test('a card whose title link sits in div.links is read by it, not by its photo link', () => {
		const card = `<div class="item VIP"><div class="photo"><a href="//www.mobile.bg/obiava-11760000000000001-opel-astra"><img src="//mobistatic1.focus.bg/mobile/photosorg/001/1/big/1.webp"></a></div>
			<div class="links"><a href="//www.mobile.bg/obiava-11760000000000001-opel-astra">Opel Astra 1.6 CDTI</a></div><div class="price">9 900 лв.</div></div>`
		expect(mobileBgAdapter.parse(card, { status: 200, url: base, contentType: 'text/html' })).toMatchObject({
			kind: 'listings',
			listings: [{ listingId: '11760000000000001', title: 'Opel Astra 1.6 CDTI', url: 'https://www.mobile.bg/obiava-11760000000000001-opel-astra', price: 9900, currency: 'BGN' }],
		})
	})
	test('a page without cards and without the site around it is a shell, not an empty result', () => {
		expect(mobileBgAdapter.parse('<html><body></body></html>', { status: 200, url: base, contentType: 'text/html' }).kind).toBe('blocked')
	})
})

describe('mobile.bg: a site-wide page', () => {
	test('holds several makes, each told apart by its title ("VW Golf…")', () => {
		const site = fixtures.find((fixture) => fixture.name === 'site')!
		expect(site.result.kind === 'listings' && site.result.listings.map(brandOfListing)).toEqual(['skoda', 'bmw', 'toyota', 'mercedes-benz', 'volkswagen'])
	})
})
