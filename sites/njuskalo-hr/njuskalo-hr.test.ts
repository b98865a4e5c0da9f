import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { njuskaloAdapter } from './adapter.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: njuskaloAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const base = 'https://www.njuskalo.hr'
const build = (scope: 'site' | 'brand', page?: number) => njuskaloAdapter.buildRequest(searchOf(scope), { baseUrl: base, page })?.url
const response = { status: 200, url: `${base}/auti?sort=new`, contentType: 'text/html; charset=UTF-8' }

describe('njuskalo.hr requests', () => {
	test('site-wide: the cars category, newest first; older pages by page', () => {
		expect(build('site')).toBe('https://www.njuskalo.hr/auti?sort=new')
		expect(build('site', 2)).toBe('https://www.njuskalo.hr/auti?sort=new&page=2')
	})
	test('a brand: its category under /auti, Volkswagen as the site names it (VW), others by slug', () => {
		expect(build('brand')).toBe('https://www.njuskalo.hr/auti/vw?sort=new')
		expect(build('brand', 2)).toBe('https://www.njuskalo.hr/auti/vw?sort=new&page=2')
		const skoda = njuskaloAdapter.buildRequest(feedSearch({ siteId: 'njuskalo.hr', scope: 'skoda' }, 'Škoda'), { baseUrl: base })
		expect(skoda?.url).toBe('https://www.njuskalo.hr/auti/skoda?sort=new')
		expect(skoda?.key).toBe(skoda?.url)
	})
})

describe('njuskalo.hr pages', () => {
	test('paid VauVau placements above the list are left out; the regular ads are read in their order', () => {
		const results = fixtures.find((fixture) => fixture.name === 'results')!
		expect(results.result.kind === 'listings' && results.result.listings.map((listing) => listing.listingId)).toEqual(['47210934', '47210611', '47210487', '47210302', '47209955'])
	})
	test('regular ads of another list (a featured store’s) are left out where the page has its standard list', () => {
		const card = (id: string) => `<li class="EntityList-item EntityList-item--Regular"><article><h3 class="entity-title"><a name="${id}" href="/auti/x-oglas-${id}">X ${id}</a></h3>
			<div class="entity-description-main">Rabljeno vozilo, 12000 km<br>Godište: 2019.</div></article></li>`
		const page = `<div class="EntityList EntityList--FeaturedStore"><ul class="EntityList-items">${card('111')}</ul></div>
			<div class="EntityList EntityList--Standard"><ul class="EntityList-items">${card('222')}${card('333')}</ul></div>`
		const result = njuskaloAdapter.parse(page, response)
		expect(result.kind === 'listings' && result.listings.map((listing) => [listing.listingId, listing.km, listing.year])).toEqual([
			['222', 12000, 2019],
			['333', 12000, 2019],
		])
	})
	test('the ShieldSquare captcha is a block, whatever its status', () => {
		expect(fixtures.find((fixture) => fixture.name === 'blocked')?.result).toEqual({ kind: 'blocked', reason: 'the site answered with a ShieldSquare captcha' })
		const page = '<html><body><script src="https://validate.perfdrive.com/x.js"></script></body></html>'
		expect(njuskaloAdapter.parse(page, response)).toEqual({ kind: 'blocked', reason: 'the site answered with a ShieldSquare captcha' })
	})
	test('a card whose description names no year reads none; a shell without the site’s categories is a block', () => {
		const card = `<ul><li class="EntityList-item EntityList-item--Regular"><article><h3 class="entity-title"><a name="123" href="/auti/x-oglas-123">X</a></h3>
			<div class="entity-description-main">Rabljeno vozilo, 12.000 km<br>Lokacija vozila: Zagreb</div></article></li></ul>`
		expect(njuskaloAdapter.parse(card, response)).toMatchObject({ kind: 'listings', listings: [{ listingId: '123', km: 12000, year: null, location: 'Zagreb', price: null }] })
		expect(njuskaloAdapter.parse('<html><body><p>Loading</p></body></html>', response).kind).toBe('blocked')
	})
})

describe('njuskalo.hr: a site-wide page', () => {
	test('holds several makes, each told apart by its title ("Škoda…", "VW…")', () => {
		const site = fixtures.find((fixture) => fixture.name === 'site')!
		expect(site.result.kind === 'listings' && site.result.listings.map(brandOfListing)).toEqual(['skoda', 'bmw', 'renault', 'mercedes-benz', 'volkswagen'])
	})
})
