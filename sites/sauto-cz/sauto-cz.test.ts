import { describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { siteWideScope } from '#core/sites.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { fixtureSuite, parseFixture } from '#sites/kit/fixture-suite.ts'
import { scrapeStandIn } from '#sites/kit/scrape-stand-in.ts'
import { sautoAdapter } from './adapter.ts'
import { sautoSite } from './site.ts'

const { fixtures } = fixtureSuite({ adapter: sautoAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const base = sautoSite.baseUrl
const brand = (slug: string, name: string) => feedSearch({ siteId: sautoSite.id, scope: slug }, name)
const wholeSite = feedSearch({ siteId: sautoSite.id, scope: siteWideScope }, '')

describe('sauto.cz requests', () => {
	test('a brand feed: passenger cars of the make, newest first, 50 a page; older pages by offset', () => {
		const request = sautoAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base })
		expect(request?.url).toBe('https://www.sauto.cz/api/v1/items/search?category_id=838&manufacturer_model_seo=volkswagen&sort=1&limit=50&offset=0')
		expect(request?.headers).toEqual({ accept: 'application/json', referer: 'https://www.sauto.cz/' })
		expect(request?.key).toBe(request?.url)
		expect(sautoAdapter.buildRequest(brand('volkswagen', 'Volkswagen'), { baseUrl: base, page: 3 })?.url).toBe(
			'https://www.sauto.cz/api/v1/items/search?category_id=838&manufacturer_model_seo=volkswagen&sort=1&limit=50&offset=100',
		)
	})

	test('the whole site: passenger cars of every make', () => {
		expect(sautoAdapter.buildRequest(wholeSite, { baseUrl: base })?.url).toBe('https://www.sauto.cz/api/v1/items/search?category_id=838&sort=1&limit=50&offset=0')
		expect(sautoAdapter.buildRequest(wholeSite, { baseUrl: base, page: 2 })?.url).toBe('https://www.sauto.cz/api/v1/items/search?category_id=838&sort=1&limit=50&offset=50')
	})

	test('a make by its catalogue slug, or the site’s own where it differs', () => {
		expect(new URL(sautoAdapter.buildRequest(brand('skoda', 'Škoda'), { baseUrl: base })!.url).searchParams.get('manufacturer_model_seo')).toBe('skoda')
		expect(new URL(sautoAdapter.buildRequest(brand('kgm-ssangyong', 'KGM SsangYong'), { baseUrl: base })!.url).searchParams.get('manufacturer_model_seo')).toBe('ssangyong')
	})
})

describe('sauto.cz answers', () => {
	const response = { status: 200, url: 'https://www.sauto.cz/api/v1/items/search?category_id=838', contentType: 'application/json' }
	test('an error the API explains is a block, naming it', () => {
		expect(sautoAdapter.parse('{"status_code":400,"status_message":"Invalid value of parameter sort"}', response)).toEqual({
			kind: 'blocked',
			reason: 'the API answered with an error: Invalid value of parameter sort',
		})
	})
	test('JSON without a results list is a changed API, not an empty search', () => {
		expect(sautoAdapter.parse('{"pagination":{"total":0}}', response)).toEqual({ kind: 'blocked', reason: 'the API answer holds no results list (a changed API)' })
	})
	test('a car whose seller field is missing has no seller, not a private one', () => {
		const item = { id: 1, name: 'Škoda Fabia', manufacturer_cb: { name: 'Škoda', seo_name: 'skoda' }, model_cb: { name: 'Fabia', seo_name: 'fabia' }, price: 99000 }
		const result = sautoAdapter.parse(JSON.stringify({ results: [item] }), response)
		expect(result.kind === 'listings' ? result.listings.map((listing) => [listing.url, listing.seller, listing.price, listing.currency]) : result).toEqual([
			['https://www.sauto.cz/osobni/detail/skoda/fabia/1', null, 99000, 'CZK'],
		])
	})
})

describe('sauto.cz: a site-wide page', () => {
	test('holds several makes, each told apart by the car’s data or its title', () => {
		const result = parseFixture(sautoAdapter, fixtures.find((fixture) => fixture.name === 'site')!)
		expect(result.kind === 'listings' ? result.listings.map(brandOfListing) : result).toEqual(['skoda', 'hyundai', 'toyota', 'bmw'])
	})
})

describe('npm run scrape -- sauto.cz --save', () => {
	test('fetches the brand search at SAUTO_CZ_BASE_URL and saves the answer with its parse', async () => {
		const run = await scrapeStandIn({ site: 'sauto.cz', baseUrlSetting: 'SAUTO_CZ_BASE_URL', body: new URL('./fixtures/results.json', import.meta.url), contentType: 'application/json; charset=utf-8' })
		expect(run.code, run.out).toBe(0)
		expect(run.asked).toEqual(['/api/v1/items/search?category_id=838&manufacturer_model_seo=volkswagen&sort=1&limit=50&offset=0'])
		expect(run.out).toContain('5 listings')
		expect(run.saved.result.kind === 'listings' ? run.saved.result.listings.length : run.saved.result).toBe(5)
	})
})
