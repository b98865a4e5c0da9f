import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { bolhaAdapter } from './adapter.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: bolhaAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const base = 'https://www.bolha.com'
const build = (scope: 'site' | 'brand', page?: number) => bolhaAdapter.buildRequest(searchOf(scope), { baseUrl: base, page })?.url

describe('bolha.com requests', () => {
	test('site-wide: the cars category, newest first; older pages by page', () => {
		expect(build('site')).toBe('https://www.bolha.com/avto-oglasi?sort=new')
		expect(build('site', 2)).toBe('https://www.bolha.com/avto-oglasi?sort=new&page=2')
	})
	test('a brand: its catalogue slug under /avto-oglasi', () => {
		expect(build('brand')).toBe('https://www.bolha.com/avto-oglasi/volkswagen?sort=new')
		expect(build('brand', 2)).toBe('https://www.bolha.com/avto-oglasi/volkswagen?sort=new&page=2')
	})
})

describe('bolha.com pages', () => {
	test('read by Njuškalo’s platform parser in Slovenian: year from "Letnik", place from "Lokacija", a price "Po dogovoru" is none', () => {
		const results = fixtures.find((fixture) => fixture.name === 'results')!
		const listings = results.result.kind === 'listings' ? results.result.listings : []
		expect(listings.map((listing) => [listing.listingId, listing.year, listing.location, listing.price])).toEqual([
			['11302415', 2017, 'Ljubljana', 11490],
			['11302398', 2020, 'Celje', 26900],
			['11302377', 2014, 'Koper', null],
			['11302340', 2018, 'Kranj', 18200],
		])
	})
	test('the Slovenian "nothing found" page is an empty result', () => {
		expect(fixtures.find((fixture) => fixture.name === 'empty')?.result).toEqual({ kind: 'listings', listings: [] })
	})
})

describe('bolha.com: a site-wide page', () => {
	test('holds several makes, each told apart by its title', () => {
		const site = fixtures.find((fixture) => fixture.name === 'site')!
		expect(site.result.kind === 'listings' && site.result.listings.map(brandOfListing)).toEqual(['renault', 'skoda', 'audi', 'peugeot', 'volkswagen'])
	})
})
