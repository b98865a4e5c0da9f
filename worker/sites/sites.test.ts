import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { catalogue } from '#core/catalogue/data.ts'
import { parseDemoQuery, searchDemoMarket } from '#core/demo-market.ts'
import { brandOfListing } from '#core/matching.ts'
import { parseConfig } from '#core/config.ts'
import { type SiteId, siteIds, sites, siteWideScope } from '#core/sites.ts'
import { feedSearch } from '../lib/feeds/crawl.ts'
import { feedHost } from '../lib/feeds/dispatch.ts'
import { createPageFetcher, decodeBody } from '../lib/fetch-page.ts'
import { mapFuelName, parseAmount, parseKilometres, parseYear } from '#sites/kit/extract.ts'
import { attr, attributes, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { adapterFor, isCarResult, siteAdapters } from './index.ts'
import { type FeedScope, type FeedSearch, type ParseResult, type SiteResponse } from '#sites/kit/types.ts'

/**
 * Data-driven parser tests (docs/product/style.md, "each saved page + expected JSON"): every
 * `fixtures/<site>/<name>.expected.json` holds the response the page came with and the exact
 * result its parser must give for `<name>.<ext>`. The bodies are decoded as fetch-page.ts decodes
 * real answers, by their charset (avto.net's are windows-1250 bytes).
 */

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

type Fixture = { site: SiteId; name: string; file: string; response: SiteResponse; result: ParseResult }

function loadFixtures(): Fixture[] {
	// A folder named after no site holds another adapter's fixtures (mobile-de-api: the Search API's, read by its own test).
	const sites = readdirSync(fixturesDir).filter((site) => (siteIds as readonly string[]).includes(site))
	return sites.flatMap((site) => {
		const files = readdirSync(path.join(fixturesDir, site))
		return files
			.filter((file) => file.endsWith('.expected.json'))
			.map((expectedFile) => {
				const name = expectedFile.slice(0, -'.expected.json'.length)
				const bodies = files.filter((file) => file.startsWith(`${name}.`) && file !== expectedFile && !file.endsWith('.expected.json'))
				if (bodies.length !== 1) throw new Error(`${site}/${name}: expected one body file, found ${bodies.join(', ') || 'none'}`)
				const expected = JSON.parse(readFileSync(path.join(fixturesDir, site, expectedFile), 'utf8')) as Pick<Fixture, 'response' | 'result'>
				return { site: site as SiteId, name, file: bodies[0]!, ...expected }
			})
	})
}

const fixtures = loadFixtures()

describe.each(fixtures)('$site parses $file', (fixture) => {
	test('into exactly the expected result', () => {
		const bytes = readFileSync(path.join(fixturesDir, fixture.site, fixture.file))
		const body = decodeBody(bytes, fixture.response.contentType)
		expect(siteAdapters[fixture.site].parse(body, fixture.response)).toEqual(fixture.result)
	})
})

describe.each([...siteIds])('the fixtures of %s', (site) => {
	const own = fixtures.filter((fixture) => fixture.site === site)
	test('cover a results page, an empty result and a block page', () => {
		expect(own.some((f) => f.result.kind === 'listings' && f.result.listings.length >= 3)).toBe(true)
		expect(own.some((f) => f.result.kind === 'listings' && f.result.listings.length === 0)).toBe(true)
		expect(own.some((f) => f.result.kind === 'blocked')).toBe(true)
	})

	test('cover each scope the site supports: a site-wide feed has a results page of its own (`site…`)', () => {
		const siteWide = own.filter((f) => f.name.startsWith('site') && f.result.kind === 'listings' && f.result.listings.length >= 3)
		expect(siteWide.length > 0).toBe(siteAdapters[site].scopes.includes('site'))
	})

	test('give listings of this site with normalised fields', () => {
		for (const fixture of own) {
			if (fixture.result.kind !== 'listings') continue
			for (const listing of fixture.result.listings) {
				expect(listing.siteId).toBe(site)
				// Absolute, and https wherever the site is (only the local demo market is http).
				const scheme = fixture.response.url.startsWith('https:') ? /^https:\/\/[^/]/ : /^https?:\/\/[^/]/
				expect(listing.url).toMatch(scheme)
				if (listing.imageUrl !== null) expect(listing.imageUrl).toMatch(scheme)
				for (const value of [listing.price, listing.km, listing.year]) if (value !== null) expect(Number.isInteger(value)).toBe(true)
			}
		}
	})
})

// --- the shared extractors ------------------------------------------------------------------

describe('numbers as sites print them', () => {
	test.each([
		['12.345 €', 12345],
		['€ 34.990,-', 34990],
		['16,899 EUR', 16899],
		['1 234 567 Ft', 1234567],
		['15000.00', 15000],
		['15 499,99 lei', 15500],
		['1.234,56', 1235],
		['CHF 12\'500.–', 12500],
		['Pokličite za ceno', null],
		['', null],
	])('%j → %j', (text, value) => {
		expect(parseAmount(text)).toBe(value)
	})
	test.each([
		['214,000 km', 214000],
		['158000 km', 158000],
		['120K km', 120000],
		['85K miles', 136794],
		['1,5K km', 1500],
	])('%j → %j km', (text, value) => {
		expect(parseKilometres(text)).toBe(value)
	})
	test.each([
		['03/2019', 2019],
		['04-2021', 2021],
		['2016', 2016],
		['new', null],
		['EZ 1989', 1989],
		['1850', null],
	])('year of %j → %j', (text, value) => {
		expect(parseYear(text)).toBe(value)
	})
})

describe('fuel names in the sites’ languages', () => {
	test.each([
		['Diesel', 'diesel'],
		['diesel motor', 'diesel'],
		['Motorina', 'diesel'],
		['Benzin', 'gasoline'],
		['bencinski motor', 'gasoline'],
		['Benzina', 'gasoline'],
		['Elektro', 'electric'],
		['elektro pogon', 'electric'],
		['ELECTRICITY', 'electric'],
		['Hybrid (Benzin/Elektro)', 'hybrid'],
		['Elektro/Diesel', 'hybrid'],
		['hibridni pogon', 'hybrid'],
		['Plug-in-Hybrid', 'plugin_hybrid'],
		['plugin-hybrid', 'plugin_hybrid'],
		['Autogas (LPG)', 'lpg'],
		['Benzina + GPL', 'lpg'],
		['Erdgas (CNG)', null],
		['', null],
	])('%j → %j', (text, fuel) => {
		expect(mapFuelName(text)).toBe(fuel)
	})
})

describe('the HTML reader', () => {
	test('closes what authors leave open and answers the selectors the parsers use', () => {
		const document = parseHtml(`<div class="GO-Results-Row row"><table><tr><td>Gorivo<td>diesel &amp; more<tr><td>Prevoženih<td>10&nbsp;km</table>
			<a class="stretched-link" href="../Ads/details.asp?id=1&amp;display=x"></a><img src=a.jpg data-src='b.jpg'>
			<script>if (a < b) document.write("<div class='GO-Results-Row'>")</script></div><p>one<p>two`)
		expect(selectAll(document, '.GO-Results-Row')).toHaveLength(1)
		expect(selectAll(document, '.GO-Results-Row tr').map((row) => selectAll(row, 'td').map((cell) => textOf(cell)))).toEqual([
			['Gorivo', 'diesel & more'],
			['Prevoženih', '10 km'],
		])
		expect(attr(selectAll(document, 'a.stretched-link')[0], 'href')).toBe('../Ads/details.asp?id=1&display=x')
		expect(attributes(selectAll(document, 'img[data-src]')[0]!)).toEqual({ src: 'a.jpg', 'data-src': 'b.jpg' })
		expect(selectAll(document, 'p').map((p) => textOf(p))).toEqual(['one', 'two'])
		expect(selectAll(document, '[class^="GO-Results"], [href*="details.asp"]')).toHaveLength(2)
	})
})

describe('the HTML reader reads pages as a browser does', () => {
	test('a table row outside a table, a form inside one and an unclosed list come out as a browser builds them', () => {
		const document = parseHtml('<table><tr><td>a<form><td>b</table><ul><li>one<li>two</ul>')
		expect(selectAll(document, 'table > tbody > tr > td').map((cell) => textOf(cell))).toEqual(['a', 'b'])
		expect(selectAll(document, 'ul > li')).toHaveLength(2)
	})
	test('badges can be left out of a headline’s text', () => {
		const headline = selectOne(parseHtml('<h2><span class="badge">Neu</span><span>BMW 320d</span></h2>'), 'h2')
		expect(textOf(headline, (element) => attr(element, 'class') === 'badge')).toBe('BMW 320d')
	})
	test('a lazy image is its data-src; spacers, data URIs and "no photo" pictures are no image', () => {
		const images = selectAll(
			parseHtml(`<img src="data:image/gif;base64,R0lGOD" data-src="/p/1.jpg"><img src="/img/blank.gif"><img src="/img/no_photo_160.jpg"><img src="/g/x.png" data-src="/_graphics/nophoto.jpg"><img srcset="/p/2.jpg 2x">`),
			'img',
		)
		expect(images.map((image) => imageUrlOf(image, 'https://example.com/list'))).toEqual(['https://example.com/p/1.jpg', null, null, 'https://example.com/g/x.png', 'https://example.com/p/2.jpg'])
	})
})

describe('what is a car result', () => {
	const listing = { siteId: 'demo' as const, listingId: '1', url: 'https://x/1', title: 'x', currency: null, fuel: null, location: null, imageUrl: null }
	test('any one of price, km and year is enough; none of them is a teaser or an ad slot', () => {
		expect(isCarResult({ ...listing, price: 1000, km: null, year: null })).toBe(true)
		expect(isCarResult({ ...listing, price: null, km: 5000, year: null })).toBe(true)
		expect(isCarResult({ ...listing, price: null, km: null, year: 2020 })).toBe(true)
		expect(isCarResult({ ...listing, price: null, km: null, year: null })).toBe(false)
	})
})

// --- requests ---------------------------------------------------------------------------------

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts).
 */
const feed = (site: SiteId, brand: string, brandName: string) => feedSearch({ siteId: site, scope: brand }, brandName)

const build = (site: SiteId, search: FeedSearch, baseUrl: string, page = 1) => siteAdapters[site].buildRequest(search, { baseUrl, page })

describe('mobile.de requests', () => {
	test('a brand feed: the make by its id, newest first; older pages by pageNumber', () => {
		const search = feed('mobile.de', 'volkswagen', 'Volkswagen')
		expect(build('mobile.de', search, 'https://suchen.mobile.de')?.url).toBe(
			'https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=25200%3B%3B%3B&sb=doc&od=down',
		)
		expect(build('mobile.de', search, 'https://suchen.mobile.de', 2)?.url).toBe(
			'https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=25200%3B%3B%3B&sb=doc&od=down&pageNumber=2',
		)
	})
	test('a make without a known id goes into the free text', () => {
		const request = build('mobile.de', feed('mobile.de', 'cupra', 'Cupra'), 'http://127.0.0.1:4100')
		expect(request?.url).toBe('http://127.0.0.1:4100/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=%3B%3B%3BCupra&sb=doc&od=down')
		expect(request?.key).toBe(request?.url)
	})
	test('all models of a make: the make id alone', () => {
		expect(build('mobile.de', feed('mobile.de', 'skoda', 'Škoda'), 'https://suchen.mobile.de')?.url).toBe(
			'https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&ms=22600%3B%3B%3B&sb=doc&od=down',
		)
	})
})

describe('autoscout24 requests', () => {
	test('a brand feed: the make in the path, the country of the domain, newest first; older pages by page', () => {
		const search = feed('autoscout24', 'volkswagen', 'Volkswagen')
		expect(build('autoscout24', search, 'https://www.autoscout24.de')?.url).toBe(
			'https://www.autoscout24.de/lst/volkswagen?atype=C&cy=D&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
		expect(build('autoscout24', search, 'https://www.autoscout24.de', 2)?.url).toBe(
			'https://www.autoscout24.de/lst/volkswagen?atype=C&cy=D&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1&page=2',
		)
	})
	test('all models, no country on .com or a test server', () => {
		const search = feed('autoscout24', 'skoda', 'Škoda')
		expect(build('autoscout24', search, 'https://www.autoscout24.com')?.url).toBe(
			'https://www.autoscout24.com/lst/skoda?atype=C&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
		expect(build('autoscout24', search, 'http://127.0.0.1:4100')?.url).toBe('http://127.0.0.1:4100/lst/skoda?atype=C&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1')
	})
	test('a make the site spells its own way', () => {
		expect(build('autoscout24', feed('autoscout24', 'kgm-ssangyong', 'KGM SsangYong'), 'https://www.autoscout24.it')?.url).toBe(
			'https://www.autoscout24.it/lst/ssangyong?atype=C&cy=I&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
	})
})

describe('avto.net requests', () => {
	test('a brand feed: the make by name, every model and fuel, the site’s open bounds, the whole parameter set; older pages by stran', () => {
		const search = feed('avto.net', 'volkswagen', 'Volkswagen')
		const url = new URL(build('avto.net', search, 'https://www.avto.net')!.url)
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
		expect(build('avto.net', search, 'https://www.avto.net')?.url).toBe(`${upToPage}1`)
		expect(build('avto.net', search, 'https://www.avto.net', 2)?.url).toBe(`${upToPage}2`)
	})
	test('the make is sent in the site’s code page, windows-1250', () => {
		const url = build('avto.net', feed('avto.net', 'skoda', 'Škoda'), 'https://www.avto.net')!.url
		expect(url).toContain('?znamka=%8Akoda&model=&modelID=&')
		expect(url).toContain('&bencin=0&')
		expect(url).toContain('&cenaMin=0&cenaMax=999999&letnikMin=0&letnikMax=2090&')
		expect(url).toContain('&kmMin=0&kmMax=9999999&')
	})
})

describe('olx requests', () => {
	test('olx.ro: cars category, the brand as free text, newest first, in euros; older pages by offset', () => {
		const search = feed('olx', 'volkswagen', 'Volkswagen')
		const request = build('olx', search, 'https://www.olx.ro')
		expect(request?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Volkswagen&currency=EUR')
		expect(request?.headers).toMatchObject({ accept: 'application/json', referer: 'https://www.olx.ro/' })
		expect(build('olx', search, 'https://www.olx.ro', 2)?.url).toBe(
			'https://www.olx.ro/api/v1/offers/?offset=40&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Volkswagen&currency=EUR',
		)
	})
	test('olx.pl: diacritics dropped from the brand', () => {
		expect(build('olx', feed('olx', 'skoda', 'Škoda'), 'https://www.olx.pl')?.url).toBe(
			'https://www.olx.pl/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&query=Skoda',
		)
	})
	test('olx.bg: its category', () => {
		expect(build('olx', feed('olx', 'skoda', 'Škoda'), 'https://www.olx.bg')?.url).toBe(
			'https://www.olx.bg/api/v1/offers/?offset=0&limit=40&category_id=1117&sort_by=created_at%3Adesc&query=Skoda',
		)
	})
})

describe('facebook requests', () => {
	const pasted = 'https://www.facebook.com/marketplace/ljubljana/vehicles?minPrice=5000&maxPrice=20000&make=280909549507187&sortBy=best_match&exact=false'
	/** The adapter is also handed what no feed holds (a missing URL) and must refuse it. */
	const marketplace = (url: string | null): FeedSearch => ({ scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: url })

	test('the buyer’s own URL, sorted newest first, nothing else; no page 2 (Marketplace pages by scrolling)', () => {
		const search = feedSearch({ siteId: 'facebook', scope: pasted }, '')
		const request = build('facebook', search, 'https://www.facebook.com')
		expect(request?.url).toBe(
			'https://www.facebook.com/marketplace/ljubljana/vehicles?minPrice=5000&maxPrice=20000&make=280909549507187&sortBy=creation_time_descend&exact=false',
		)
		expect(request?.key).toBe(request?.url)
		expect(build('facebook', search, 'https://www.facebook.com', 2)).toBeNull()
	})
	test('a buyer’s m.facebook.com URL keeps its host', () => {
		expect(build('facebook', marketplace('https://m.facebook.com/marketplace/category/vehicles'), 'https://www.facebook.com')?.url).toBe(
			'https://m.facebook.com/marketplace/category/vehicles?sortBy=creation_time_descend',
		)
	})
	test('a test server replaces only the origin', () => {
		const request = build('facebook', marketplace(pasted), 'http://127.0.0.1:4100')
		expect(request?.url).toBe(
			'http://127.0.0.1:4100/marketplace/ljubljana/vehicles?minPrice=5000&maxPrice=20000&make=280909549507187&sortBy=creation_time_descend&exact=false',
		)
	})
	test.each([
		null,
		'',
		'http://www.facebook.com/marketplace/ljubljana/vehicles',
		'https://www.facebook.com/groups/123/',
		'https://www.facebook.com/',
		'https://facebook.com.evil.example/marketplace/x',
		'https://evil.example/marketplace/?u=https://www.facebook.com/marketplace/',
		'https://www.facebook.com@evil.example/marketplace/x',
		'https://notfacebook.com/marketplace/x',
		'javascript:alert(1)//facebook.com/marketplace/',
		'https://www.facebook.com/marketplace/ x',
	])('refuses %j', (url) => {
		expect(build('facebook', marketplace(url), 'https://www.facebook.com')).toBeNull()
	})
})

describe('demo requests', () => {
	test('the brand by its catalogue slug, newest first; older pages by page', () => {
		const search = feed('demo', 'volkswagen', 'Volkswagen')
		expect(build('demo', search, 'http://localhost:3000')?.url).toBe('http://localhost:3000/demo-market.json?brand=volkswagen&sort=newest')
		expect(build('demo', search, 'http://localhost:3000', 2)?.url).toBe('http://localhost:3000/demo-market.json?brand=volkswagen&sort=newest&page=2')
		expect(build('demo', feed('demo', 'skoda', 'Škoda'), 'http://localhost:3000')?.url).toBe('http://localhost:3000/demo-market.json?brand=skoda&sort=newest')
	})
})

// --- site-wide feeds (docs/decisions/049-site-wide-feeds.md) ------------------------------------

/** A site-wide feed's search: every car of the site, no brand. */
const wholeSite = (site: SiteId) => feedSearch({ siteId: site, scope: siteWideScope }, '')
const pastedSearch = 'https://www.facebook.com/marketplace/ljubljana/vehicles?maxPrice=20000'
const searchOf = (site: SiteId, scope: FeedScope): FeedSearch =>
	scope === 'site' ? wholeSite(site) : scope === 'url' ? { scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: pastedSearch } : feed(site, 'volkswagen', 'Volkswagen')
const allScopes: FeedScope[] = ['site', 'brand', 'url']

describe('feed searches', () => {
	test('a site-wide feed names no brand, whatever name it is given; Facebook is the pasted URL; others their brand', () => {
		for (const site of siteIds.filter((id) => id !== 'facebook')) {
			expect(feedSearch({ siteId: site, scope: siteWideScope }, 'Volkswagen')).toEqual({ scope: 'site', brand: '', brandName: '', facebookMarketplaceUrl: null })
			expect(feedSearch({ siteId: site, scope: 'skoda' }, 'Škoda')).toEqual({ scope: 'brand', brand: 'skoda', brandName: 'Škoda', facebookMarketplaceUrl: null })
		}
		expect(feedSearch({ siteId: 'facebook', scope: pastedSearch }, '')).toEqual({ scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: pastedSearch })
	})
})

describe('scopes and page sizes', () => {
	test('the registry says a site is read whole exactly where its adapters can (the web weighs frequencies by it)', () => {
		const mobileDeApi = adapterFor('mobile.de', parseConfig({ NODE_ENV: 'test', SITE_FETCH_MOBILE_DE: 'api', MOBILE_DE_API_USER: 'u', MOBILE_DE_API_PASSWORD: 'p' }))
		for (const id of siteIds) expect(siteAdapters[id].scopes.includes('site'), id).toBe(sites[id].searchedWhole)
		expect(mobileDeApi.scopes.includes('site')).toBe(sites['mobile.de'].searchedWhole)
	})


	const declared: Record<SiteId, { scopes: FeedScope[]; pageSize: number }> = {
		'mobile.de': { scopes: ['site', 'brand'], pageSize: 20 },
		// robots.txt disallows its make-less search (`/lst?…`): brand feeds only.
		autoscout24: { scopes: ['brand'], pageSize: 20 },
		'avto.net': { scopes: ['site', 'brand'], pageSize: 48 },
		olx: { scopes: ['site', 'brand'], pageSize: 40 },
		facebook: { scopes: ['url'], pageSize: 24 },
		demo: { scopes: ['site', 'brand'], pageSize: 20 },
	}

	test.each([...siteIds])('%s declares what it can search and how many cars a page holds', (site) => {
		expect({ scopes: [...siteAdapters[site].scopes], pageSize: siteAdapters[site].pageSize }).toEqual(declared[site])
	})

	test.each([...siteIds])('%s builds a request for each scope it supports, older pages too where it pages, and none for another scope', (site) => {
		const adapter = siteAdapters[site]
		for (const scope of allScopes) {
			const first = adapter.buildRequest(searchOf(site, scope), { baseUrl: 'https://example.test' })
			const second = adapter.buildRequest(searchOf(site, scope), { baseUrl: 'https://example.test', page: 2 })
			if (!adapter.scopes.includes(scope)) {
				expect([scope, first, second]).toEqual([scope, null, null])
				continue
			}
			expect(first?.url).toMatch(/^https:\/\/example\.test\//)
			// Facebook loads older results by scrolling: its page 2 is none.
			if (site === 'facebook') expect(second).toBeNull()
			else expect(second?.key).not.toBe(first?.key)
		}
	})

	test('a site-wide request is another request than every brand’s', () => {
		for (const site of siteIds.filter((id) => siteAdapters[id].scopes.includes('site'))) {
			const key = build(site, wholeSite(site), 'https://example.test')!.key
			for (const { slug, name } of catalogue.slice(0, 40)) expect(build(site, feed(site, slug, name), 'https://example.test')?.key).not.toBe(key)
		}
	})
	test('a site-wide feed’s requests go to the site’s host, whether or not the site can search it', () => {
		const baseUrls = Object.fromEntries(siteIds.map((id) => [id, `https://${id.replace('.', '-')}.example.test`])) as Record<SiteId, string>
		for (const site of siteIds) expect(feedHost({ siteId: site, scope: siteWideScope }, siteAdapters, baseUrls)).toBe(new URL(baseUrls[site]).host)
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('mobile.de: no `ms` at all, sorted by creation date descending; older pages by pageNumber', () => {
		const url = build('mobile.de', wholeSite('mobile.de'), 'https://suchen.mobile.de')!.url
		expect(url).toBe('https://suchen.mobile.de/fahrzeuge/search.html?isSearchRequest=true&s=Car&vc=Car&dam=false&sb=doc&od=down')
		expect(new URL(url).searchParams.has('ms')).toBe(false)
		expect(build('mobile.de', wholeSite('mobile.de'), 'https://suchen.mobile.de', 2)?.url).toBe(`${url}&pageNumber=2`)
	})

	test('autoscout24: none (its every-make search is a `/lst?` query, which robots.txt disallows)', () => {
		expect(build('autoscout24', wholeSite('autoscout24'), 'https://www.autoscout24.de')).toBeNull()
		expect(build('autoscout24', wholeSite('autoscout24'), 'https://www.autoscout24.de', 2)).toBeNull()
	})

	test('avto.net: the whole parameter set with an empty make, newest first; older pages by stran', () => {
		const url = new URL(build('avto.net', wholeSite('avto.net'), 'https://www.avto.net')!.url)
		const brand = new URL(build('avto.net', feed('avto.net', 'volkswagen', 'Volkswagen'), 'https://www.avto.net')!.url)
		expect(url.origin + url.pathname).toBe('https://www.avto.net/Ads/results.asp')
		// The same parameters in the same order as a brand's search, only the make left empty.
		expect([...url.searchParams.keys()]).toEqual([...brand.searchParams.keys()])
		expect(Object.fromEntries(url.searchParams)).toEqual({ ...Object.fromEntries(brand.searchParams), znamka: '' })
		expect(url.href).toContain('results.asp?znamka=&model=&modelID=&')
		expect(url.href).toMatch(/&presort=3&tipsort=DESC&stran=1$/)
		expect(build('avto.net', wholeSite('avto.net'), 'https://www.avto.net', 2)?.url).toBe(url.href.replace(/stran=1$/, 'stran=2'))
	})

	test('olx: the cars category of the country, no query, newest first; older pages by offset', () => {
		const ro = build('olx', wholeSite('olx'), 'https://www.olx.ro')
		expect(ro?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc&currency=EUR')
		expect(ro?.headers).toMatchObject({ accept: 'application/json', referer: 'https://www.olx.ro/' })
		expect(build('olx', wholeSite('olx'), 'https://www.olx.ro', 2)?.url).toBe('https://www.olx.ro/api/v1/offers/?offset=40&limit=40&category_id=84&sort_by=created_at%3Adesc&currency=EUR')
		// olx.pl: each make is a category under 84, which holds them all.
		expect(build('olx', wholeSite('olx'), 'https://www.olx.pl')?.url).toBe('https://www.olx.pl/api/v1/offers/?offset=0&limit=40&category_id=84&sort_by=created_at%3Adesc')
		expect(build('olx', wholeSite('olx'), 'https://www.olx.bg')?.url).toBe('https://www.olx.bg/api/v1/offers/?offset=0&limit=40&category_id=1117&sort_by=created_at%3Adesc')
	})

	test('demo: no brand, newest first; older pages by page; the market answers every brand', () => {
		const url = build('demo', wholeSite('demo'), 'http://localhost:3000')!.url
		expect(url).toBe('http://localhost:3000/demo-market.json?sort=newest')
		expect(build('demo', wholeSite('demo'), 'http://localhost:3000', 2)?.url).toBe('http://localhost:3000/demo-market.json?sort=newest&page=2')
		const query = parseDemoQuery(new URL(url).searchParams)
		expect(query.success).toBe(true)
		const found = searchDemoMarket(query.data!, new Date('2026-11-21T12:00:00Z'), { epoch: new Date('2025-01-01T00:00:00Z'), intervalSeconds: 5 })
		expect(found).toHaveLength(siteAdapters.demo.pageSize)
		expect(new Set(found.map((listing) => listing.brand)).size).toBeGreaterThan(3)
		// Newest first, one listing after the other: every car of the market.
		expect(found.map((listing) => listing.index)).toEqual(found.map((_, i) => found[0]!.index - i))
	})

	test('facebook: none; only the buyer’s own search', () => {
		expect(build('facebook', wholeSite('facebook'), 'https://www.facebook.com')).toBeNull()
		expect(build('facebook', { scope: 'site', brand: '', brandName: '', facebookMarketplaceUrl: null }, 'https://www.facebook.com')).toBeNull()
		expect(build('facebook', { scope: 'brand', brand: 'volkswagen', brandName: 'Volkswagen', facebookMarketplaceUrl: pastedSearch }, 'https://www.facebook.com')).toBeNull()
	})

	test('a site-wide page holds several makes, each told apart by its data or its title', () => {
		const brandsOf = (site: SiteId, name: string) => {
			const fixture = fixtures.find((f) => f.site === site && f.name === name)!
			return fixture.result.kind === 'listings' ? fixture.result.listings.map(brandOfListing) : []
		}
		expect(brandsOf('mobile.de', 'site-flight')).toEqual(['skoda', 'bmw', 'mercedes-benz', 'land-rover', 'volkswagen'])
		expect(brandsOf('avto.net', 'site')).toEqual(['skoda', 'renault', 'citroen', 'mercedes-benz', 'volkswagen'])
		// OLX names no make: "Vand …" passes the seller's lead word; "Golf 7 …" is a Volkswagen by the
		// site's model field; a title with neither names no brand.
		expect(brandsOf('olx', 'site')).toEqual(['dacia', 'bmw', 'volkswagen', 'skoda', null])
		expect(brandsOf('demo', 'site')).toEqual(['skoda', 'bmw', 'toyota', 'volkswagen'])
	})
})

describe('request keys', () => {
	type Scope = [scope: string, brandName: string]
	/** Two feeds of each site: two brands, or on Facebook two buyers' searches. */
	const brands: [Scope, Scope] = [
		['volkswagen', 'Volkswagen'],
		['skoda', 'Škoda'],
	]
	const marketplaces: [Scope, Scope] = [
		['https://www.facebook.com/marketplace/ljubljana/vehicles', ''],
		['https://www.facebook.com/marketplace/zagreb/vehicles', ''],
	]

	test.each([...siteIds])('%s: equal feed searches give equal keys; another feed or page another key', (site) => {
		const [one, other] = site === 'facebook' ? marketplaces : brands
		// Each call builds the feed's search afresh, as every crawl does.
		const key = ([scope, brandName]: Scope, page?: number) => build(site, feedSearch({ siteId: site, scope }, brandName), 'http://127.0.0.1:4100', page)?.key
		expect(key(one)).toBeTruthy()
		expect(key(one)).toBe(key(one))
		expect(key(other)).not.toBe(key(one))
		// Facebook has no page 2 at all (null); the other sites' page 2 is another request.
		expect(key(one, 2)).not.toBe(key(one))
	})
})

// --- end to end ----------------------------------------------------------------------------

/**
 * Each site through a local server standing in for it (its base URL pointed there, as tests do
 * with the config): the adapter's request arrives as built, the server answers with a fixture's
 * status, headers and bytes, fetch-page decodes it, and the parser gives the fixture's result.
 */
describe('end to end through a local server', () => {
	let server: http.Server
	let origin = ''
	let answer: Fixture | null = null
	const received: Array<{ url: string; userAgent: string | undefined }> = []

	beforeAll(async () => {
		server = http.createServer((req, res) => {
			received.push({ url: req.url ?? '', userAgent: req.headers['user-agent'] })
			if (!answer) {
				res.writeHead(500)
				return res.end()
			}
			const headers: Record<string, string> = { ...answer.response.headers }
			if (answer.response.contentType) headers['content-type'] = answer.response.contentType
			res.writeHead(answer.response.status, headers)
			res.end(readFileSync(path.join(fixturesDir, answer.site, answer.file)))
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	})
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

	const fetchPage = createPageFetcher({ userAgent: 'CarWatch tests', minIntervalMs: 0, timeoutMs: 5_000, retries: 0, retryBaseDelayMs: 10, maxBytes: 5_000_000 })
	const marketplaceSearch = 'https://www.facebook.com/marketplace/ljubljana/vehicles?maxPrice=20000'

	test.each(fixtures)('$site: $file', async (fixture) => {
		answer = fixture
		const scope = fixture.site === 'facebook' ? marketplaceSearch : fixture.name.startsWith('site') ? siteWideScope : 'volkswagen'
		const search = feedSearch({ siteId: fixture.site, scope }, 'Volkswagen')
		const request = siteAdapters[fixture.site].buildRequest(search, { baseUrl: origin })!
		expect(request.url.startsWith(`${origin}/`)).toBe(true)
		const page = await fetchPage(request)
		const arrived = received[received.length - 1]!
		expect(arrived.url).toBe(request.url.slice(origin.length))
		expect(arrived.userAgent).toBe('CarWatch tests')
		expect(page.status).toBe(fixture.response.status)
		// Links resolve against the page's URL; the fixture's result was made for the real site's.
		expect(siteAdapters[fixture.site].parse(page.body, { ...page, url: fixture.response.url })).toEqual(fixture.result)
	})
})
