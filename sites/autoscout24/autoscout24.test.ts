import { describe, expect, test } from 'vitest'
import { siteWideScope } from '#core/sites.ts'
import { fixtureSuite, listingsIn } from '#sites/kit/fixture-suite.ts'
import { type FeedSearch } from '#sites/kit/types.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { autoscout24Adapters } from './adapter.ts'
import { autoscout24Sites } from './site.ts'

/**
 * AutoScout24's country sites: each country's saved pages (fixtures/<id>/) through the shared
 * fixture suite (sites/kit/fixture-suite.ts), then its own requests: each scope it supports, older
 * pages, what it refuses. The adapters differ by their definitions alone (sites/autoscout24/site.ts).
 */

const suites = Object.fromEntries(
	autoscout24Sites.map((site) => [site.id, fixtureSuite({ adapter: autoscout24Adapters[site.id], fixtures: new URL(`./fixtures/${site.id}/`, import.meta.url) })]),
) as Record<(typeof autoscout24Sites)[number]['id'], ReturnType<typeof fixtureSuite>>

/**
 * A feed's search as the crawler builds it (worker/lib/feeds/crawl.ts): the brand alone, since
 * everything below it is matched on the parsed listings (core/matching.ts); or the whole site.
 */
const feed = (brand: string, brandName: string) => feedSearch({ siteId: 'autoscout24.de', scope: brand }, brandName)
const wholeSite = feedSearch({ siteId: 'autoscout24.de', scope: siteWideScope }, '')
const build = (id: keyof typeof autoscout24Adapters, search: FeedSearch, baseUrl: string, page = 1) => autoscout24Adapters[id].buildRequest(search, { baseUrl, page })

describe('autoscout24 requests', () => {
	test('a brand feed: the make in the path, the country of the site, newest first; older pages by page', () => {
		const search = feed('volkswagen', 'Volkswagen')
		expect(build('autoscout24.de', search, 'https://www.autoscout24.de')?.url).toBe(
			'https://www.autoscout24.de/lst/volkswagen?atype=C&cy=D&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
		expect(build('autoscout24.de', search, 'https://www.autoscout24.de', 2)?.url).toBe(
			'https://www.autoscout24.de/lst/volkswagen?atype=C&cy=D&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1&page=2',
		)
	})
	test('each country its own `cy`, wherever it is fetched from (a local stand-in): the definition decides, not the host', () => {
		const search = feed('skoda', 'Škoda')
		const filters = autoscout24Sites.map((site) => new URL(build(site.id, search, 'http://127.0.0.1:4100')!.url).searchParams.get('cy'))
		expect(filters).toEqual(['D', 'A', 'I', 'NL', 'B', 'F', 'E'])
		expect(build('autoscout24.at', search, 'http://127.0.0.1:4100')?.url).toBe('http://127.0.0.1:4100/lst/skoda?atype=C&cy=A&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1')
	})
	test('autoscout24.be is read in French, under /fr', () => {
		expect(build('autoscout24.be', feed('volkswagen', 'Volkswagen'), 'https://www.autoscout24.be')?.url).toBe(
			'https://www.autoscout24.be/fr/lst/volkswagen?atype=C&cy=B&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
	})
	test('a make the site spells its own way', () => {
		expect(build('autoscout24.it', feed('kgm-ssangyong', 'KGM SsangYong'), 'https://www.autoscout24.it')?.url).toBe(
			'https://www.autoscout24.it/lst/ssangyong?atype=C&cy=I&ustate=N%2CU&damaged_listing=exclude&sort=age&desc=1',
		)
	})
})

describe('site-wide requests: every make, newest first', () => {
	test('none (its every-make search is a `/lst?` query, which robots.txt disallows)', () => {
		for (const site of autoscout24Sites) {
			expect(build(site.id, wholeSite, site.baseUrl)).toBeNull()
			expect(build(site.id, wholeSite, site.baseUrl, 2)).toBeNull()
		}
	})
})

describe('each country’s pages as its language prints them', () => {
	test('prices printed the country’s way read to the same euros (no raw price in the page’s data)', () => {
		// "€ 27.900,-" (at), "€ 23.450" (it), "€ 31.950,-" (nl), "€ 29 490,-" (be, narrow no-break space), "22 490 €" (fr), "24.750 €" (es).
		const second = autoscout24Sites.filter((site) => site.id !== 'autoscout24.de').map((site) => listingsIn(suites[site.id].fixtures, 'results-next-data')[1]!.price)
		expect(second).toEqual([27900, 23450, 31950, 29490, 22490, 24750])
	})
	test('the gearbox in each language', () => {
		for (const id of ['autoscout24.at', 'autoscout24.it', 'autoscout24.nl', 'autoscout24.be', 'autoscout24.fr', 'autoscout24.es'] as const) {
			expect(listingsIn(suites[id].fixtures, 'results-next-data').map((listing) => listing.gearbox), id).toEqual(['manual', 'automatic', 'manual', 'automatic'])
		}
		expect(listingsIn(suites['autoscout24.de'].fixtures, 'results-next-data').map((listing) => listing.gearbox)).toEqual(['automatic', 'manual', null, null])
	})
	test('links on the country’s own offer paths', () => {
		expect(autoscout24Sites.map((site) => new URL(listingsIn(suites[site.id].fixtures, 'results-next-data')[0]!.url).pathname.split('/').slice(0, -1).join('/'))).toEqual([
			'/angebote',
			'/angebote',
			'/annunci',
			'/aanbod',
			'/fr/offres',
			'/offres',
			'/ofertas',
		])
	})
})
