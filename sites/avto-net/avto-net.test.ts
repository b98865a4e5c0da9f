import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { avtoNetAdapter } from './adapter.ts'

/**
 * avto.net: its saved pages through the shared fixture suite (sites/kit/fixture-suite.ts), then
 * its own requests: each scope it supports, older pages, what it refuses.
 */

const { fixtures } = fixtureSuite({ adapter: avtoNetAdapter, fixtures: new URL('./fixtures/', import.meta.url) })
const gearboxesIn = (name: string) => listingsIn(fixtures, name).map((listing) => listing.gearbox)

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const feed = (brand: string, brandName: string) => feedSearch({ siteId: 'avto.net', scope: brand }, brandName)
const wholeSite = feedSearch({ siteId: 'avto.net', scope: siteWideScope }, '')
const build = (search: FeedSearch, baseUrl: string, page = 1) => avtoNetAdapter.buildRequest(search, { baseUrl, page })

describe('avto.net requests', () => {
	test('a brand feed: the make by name, every model and fuel, the site’s open bounds, the whole parameter set; older pages by stran', () => {
		const search = feed('volkswagen', 'Volkswagen')
		const url = new URL(build(search, 'https://www.avto.net')!.url)
		expect(url.origin + url.pathname).toBe('https://www.avto.net/Ads/results.asp')
		const params = Object.fromEntries(url.searchParams)
		expect(params).toMatchObject({
			znamka: 'Volkswagen',
			model: '',
			cenaMin: '0',
			cenaMax: '999999',
			letnikMin: '0',
			letnikMax: '2090',
			kmMin: '0',
			kmMax: '9999999',
			bencin: '0',
			KAT: '1010000000',
			EQ7: '1110100120',
			presort: '3',
			tipsort: 'DESC',
			stran: '1',
		})
		// The documented full parameter set (docs/product/sites.md §3.1), in its order: the site expects all of it.
		expect([...url.searchParams.keys()].join(' ')).toBe(
			'znamka model modelID tip znamka2 model2 tip2 znamka3 model3 tip3 cenaMin cenaMax letnikMin letnikMax bencin starost2 oblika ccmMin ccmMax mocMin mocMax kmMin kmMax kwMin kwMax motortakt motorvalji lokacija sirina dolzina dolzinaMIN dolzinaMAX nosilnostMIN nosilnostMAX sedezevMIN sedezevMAX lezisc presek premer col vijakov EToznaka vozilo airbag barva barvaint doseg BkType BkOkvir BkOkvirType Bk4 EQ1 EQ2 EQ3 EQ4 EQ5 EQ6 EQ7 EQ8 EQ9 EQ10 KAT PIA PIAzero PIAOut PSLO akcija paketgarancije broker prikazkategorije kategorija ONLvid ONLnak zaloga arhiv presort tipsort stran',
		)
		const upToPage =
			'https://www.avto.net/Ads/results.asp?znamka=Volkswagen&model=&modelID=&tip=&znamka2=&model2=&tip2=&znamka3=&model3=&tip3=&cenaMin=0&cenaMax=999999&letnikMin=0&letnikMax=2090&bencin=0&starost2=999&oblika=&ccmMin=0&ccmMax=99999&mocMin=&mocMax=&kmMin=0&kmMax=9999999&kwMin=0&kwMax=999&motortakt=&motorvalji=&lokacija=0&sirina=&dolzina=&dolzinaMIN=&dolzinaMAX=&nosilnostMIN=&nosilnostMAX=&sedezevMIN=&sedezevMAX=&lezisc=&presek=&premer=&col=&vijakov=&EToznaka=&vozilo=&airbag=&barva=&barvaint=&doseg=&BkType=&BkOkvir=&BkOkvirType=&Bk4=&EQ1=1000000000&EQ2=1000000000&EQ3=1000000000&EQ4=100000000&EQ5=1000000000&EQ6=1000000000&EQ7=1110100120&EQ8=101000000&EQ9=100000002&EQ10=1000000000&KAT=1010000000&PIA=&PIAzero=&PIAOut=&PSLO=&akcija=&paketgarancije=0&broker=&prikazkategorije=&kategorija=&ONLvid=&ONLnak=&zaloga=10&arhiv=&presort=3&tipsort=DESC&stran='
		expect(build(search, 'https://www.avto.net')?.url).toBe(`${upToPage}1`)
		expect(build(search, 'https://www.avto.net', 2)?.url).toBe(`${upToPage}2`)
	})
	test('the make is sent in the site’s code page, windows-1250', () => {
		const url = build(feed('skoda', 'Škoda'), 'https://www.avto.net')!.url
		expect(url).toContain('?znamka=%8Akoda&model=&modelID=&')
		expect(url).toContain('&bencin=0&')
		expect(url).toContain('&cenaMin=0&cenaMax=999999&letnikMin=0&letnikMax=2090&')
		expect(url).toContain('&kmMin=0&kmMax=9999999&')
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('the whole parameter set with an empty make, newest first; older pages by stran', () => {
		const url = new URL(build(wholeSite, 'https://www.avto.net')!.url)
		const brand = new URL(build(feed('volkswagen', 'Volkswagen'), 'https://www.avto.net')!.url)
		expect(url.origin + url.pathname).toBe('https://www.avto.net/Ads/results.asp')
		// The same parameters in the same order as a brand's search, only the make left empty.
		expect([...url.searchParams.keys()]).toEqual([...brand.searchParams.keys()])
		expect(Object.fromEntries(url.searchParams)).toEqual({ ...Object.fromEntries(brand.searchParams), znamka: '' })
		expect(url.href).toContain('results.asp?znamka=&model=&modelID=&')
		expect(url.href).toMatch(/&presort=3&tipsort=DESC&stran=1$/)
		expect(build(wholeSite, 'https://www.avto.net', 2)?.url).toBe(url.href.replace(/stran=1$/, 'stran=2'))
	})

	test('a site-wide page holds several makes, each told apart by its data or its title', () => {
		expect(listingsIn(fixtures, 'site').map(brandOfListing)).toEqual(['skoda', 'renault', 'citroen', 'mercedes-benz', 'volkswagen'])
	})
})

describe('the gearbox', () => {
	test('the card’s “Menjalnik” row', () => {
		expect(gearboxesIn('site')).toEqual(['manual', 'manual', 'automatic', 'automatic', 'manual'])
		expect(gearboxesIn('results')).toContain('automatic')
	})
})
