/**
 * The fixture suite every site's folder runs (docs/decisions/065-a-site-is-one-folder.md). Usage,
 * in sites/<folder>/<folder>.test.ts:
 *
 *     import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
 *     import { otomotoAdapter } from './adapter.ts'
 *
 *     const { fixtures } = fixtureSuite({ adapter: otomotoAdapter, fixtures: new URL('./fixtures/', import.meta.url) })
 *     // then the site's own request tests: buildRequest per scope, page 2, the key
 *
 * `fixtures/` holds pairs: `<name>.<ext>`, the body exactly as the site sends it (in its own
 * charset), and `<name>.expected.json`, `{ "response": { status, url, contentType, headers? },
 * "result": <the ParseResult> }` (`npm run scrape -- <site> --save <name>` writes both; read the
 * result before committing it). A fixture's name says the feed scope it answers: `site…` a
 * site-wide feed; any other a brand feed (Volkswagen), or on a site searched only at the buyer's
 * own URL (scope `url`) that URL (`pastedUrl`).
 *
 * For one adapter the suite tests that
 * - every fixture parses into exactly its expected result;
 * - the fixtures cover each scope the adapter supports with a results page of several cars
 *   (`results…` for `brand` and `url`, `site…` for `site`; no `site…` where it has no site scope),
 *   an empty result (`empty`) and a block (`blocked`);
 * - the listings are the site's, with absolute links and whole numbers;
 * - it builds a request for each scope it supports at the given origin, none for another, equal
 *   keys for equal searches and another key for page 2 (where it pages at all), for another brand
 *   and for the whole site;
 * - end to end: each fixture in its scope, the adapter's request sent through the real page
 *   fetcher (worker/lib/fetch-page.ts) to a local server answering with the fixture's status,
 *   headers and bytes, gives the expected result.
 */

import { readFileSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { catalogue } from '#core/catalogue/data.ts'
import { siteWideScope } from '#core/sites.ts'
import { feedSearch } from '#worker/lib/feeds/crawl.ts'
import { createPageFetcher } from '#worker/lib/fetch-page.ts'
import { type Fixture, loadFixtures, parseFixture } from './fixtures.ts'
import { type FeedScope, type FeedSearch, type SiteAdapter } from './types.ts'

export { type Fixture, fixtureBody, listingsIn, loadFixtures, parseFixture } from './fixtures.ts'

export type FixtureSuiteOptions = {
	adapter: SiteAdapter
	/** The folder of fixtures: `new URL('./fixtures/', import.meta.url)` or a path. */
	fixtures: URL | string
	/** For a site with scope `url`: a search of the site as a buyer pastes it. */
	pastedUrl?: string
	/** The brand of a brand feed's fixtures. Default: Volkswagen. */
	brand?: { slug: string; name: string }
	/** What the tests are called by. Default: the site's id (another adapter of the site, say "mobile.de Search API"). */
	label?: string
}

/** The name of a results page of a scope: a site-wide feed's `site…`, a brand's or a pasted search's `results…`. */
export const resultsPrefix: Record<FeedScope, string> = { site: 'site', brand: 'results', url: 'results' }

/** Where a fixture's name puts it: `site…` the whole site; another, the site's brand scope, else its url scope. */
export function fixtureScope(name: string, scopes: readonly FeedScope[]): FeedScope {
	if (name.startsWith(resultsPrefix.site)) return 'site'
	if (scopes.includes('brand')) return 'brand'
	if (scopes.includes('url')) return 'url'
	return 'site'
}

const listingCount = (fixture: Fixture) => (fixture.result.kind === 'listings' ? fixture.result.listings.length : -1)

export function fixtureSuite(options: FixtureSuiteOptions): { fixtures: Fixture[]; searchOf: (scope: FeedScope) => FeedSearch } {
	const { adapter, pastedUrl } = options
	const site = adapter.id
	const label = options.label ?? site
	const brand = options.brand ?? { slug: 'volkswagen', name: 'Volkswagen' }
	const fixtures = loadFixtures(options.fixtures, site)
	if (adapter.scopes.includes('url') && !pastedUrl) throw new Error(`${site} searches pasted URLs: give the suite a pastedUrl`)

	/** A feed's search in `scope`, as the crawler builds it (worker/lib/feeds/crawl.ts). */
	const searchOf = (scope: FeedScope): FeedSearch => {
		if (scope === 'url') return { scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: pastedUrl ?? null }
		return feedSearch({ siteId: site, scope: scope === 'site' ? siteWideScope : brand.slug }, scope === 'site' ? '' : brand.name)
	}

	describe(`${label}: the fixtures`, () => {
		test('are there', () => {
			expect(fixtures.length).toBeGreaterThan(0)
		})

		test.each(fixtures.map((fixture) => [fixture.file, fixture] as const))('%s parses into exactly the expected result', (_, fixture) => {
			expect(parseFixture(adapter, fixture)).toEqual(fixture.result)
		})

		test.each([...adapter.scopes])('cover scope %s with a results page of several cars', (scope) => {
			const pages = fixtures.filter((fixture) => fixture.name.startsWith(resultsPrefix[scope]) && fixtureScope(fixture.name, adapter.scopes) === scope)
			expect(
				pages.some((fixture) => listingCount(fixture) >= 3),
				`${site} supports scope ${scope}: fixtures/${resultsPrefix[scope]}….expected.json with 3 or more listings`,
			).toBe(true)
		})

		test('answer no scope the site lacks (a `site…` page only where the site is searched whole)', () => {
			const siteWide = fixtures.filter((fixture) => fixture.name.startsWith(resultsPrefix.site)).map((fixture) => fixture.name)
			if (!adapter.scopes.includes('site')) expect(siteWide).toEqual([])
		})

		test('cover an empty result and a block', () => {
			expect(
				fixtures.some((fixture) => listingCount(fixture) === 0),
				'an empty search result (empty.expected.json)',
			).toBe(true)
			expect(
				fixtures.some((fixture) => fixture.result.kind === 'blocked'),
				'a block page (blocked.expected.json)',
			).toBe(true)
		})

		test('give listings of this site with absolute links and whole numbers', () => {
			for (const fixture of fixtures) {
				if (fixture.result.kind !== 'listings') continue
				// https wherever the site is (only a local stand-in is http).
				const scheme = fixture.response.url.startsWith('https:') ? /^https:\/\/[^/]/ : /^https?:\/\/[^/]/
				for (const listing of fixture.result.listings) {
					expect(listing.siteId, fixture.name).toBe(site)
					expect(listing.url, fixture.name).toMatch(scheme)
					if (listing.imageUrl !== null) expect(listing.imageUrl, fixture.name).toMatch(scheme)
					for (const value of [listing.price, listing.km, listing.year]) if (value !== null) expect(Number.isInteger(value), fixture.name).toBe(true)
				}
			}
		})
	})

	describe(`${label}: requests`, () => {
		const origin = 'https://example.test'
		test.each(['site', 'brand', 'url'] as const)('scope %s: a request at the site’s origin where supported, none otherwise', (scope) => {
			const first = adapter.buildRequest(searchOf(scope), { baseUrl: origin })
			const again = adapter.buildRequest(searchOf(scope), { baseUrl: origin })
			const second = adapter.buildRequest(searchOf(scope), { baseUrl: origin, page: 2 })
			if (!adapter.scopes.includes(scope)) {
				expect([first, second]).toEqual([null, null])
				return
			}
			expect(first?.url.startsWith(`${origin}/`)).toBe(true)
			expect(first?.key).toBeTruthy()
			// Equal searches share one fetch; an older page (where the site pages) is another.
			expect(again?.key).toBe(first?.key)
			if (second !== null) expect(second.key).not.toBe(first?.key)
		})

		if (adapter.scopes.includes('brand')) {
			test('each brand is a request of its own, and the whole site another', () => {
				const keyOf = (search: FeedSearch) => adapter.buildRequest(search, { baseUrl: origin })?.key
				// A brand the site cannot search (no make id of its own known for it) has no request, and no key to share.
				const brandKeys = catalogue.slice(0, 40).flatMap(({ slug, name }) => keyOf(feedSearch({ siteId: site, scope: slug }, name)) ?? [])
				expect(new Set(brandKeys).size).toBe(brandKeys.length)
				if (adapter.scopes.includes('site')) expect(brandKeys).not.toContain(keyOf(searchOf('site')))
			})
		}
	})

	describe(`${label}: end to end through a local server and the page fetcher`, () => {
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
				res.end(readFileSync(path.join(answer.dir, answer.file)))
			})
			await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
			origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		})
		afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

		const fetchPage = createPageFetcher({ userAgent: 'CarWatch tests', minIntervalMs: 0, timeoutMs: 5_000, retries: 0, retryBaseDelayMs: 10, maxBytes: 5_000_000 })

		test.each(fixtures.map((fixture) => [fixture.file, fixtureScope(fixture.name, adapter.scopes), fixture] as const))('%s in scope %s', async (_, scope, fixture) => {
			answer = fixture
			const request = adapter.buildRequest(searchOf(scope), { baseUrl: origin })
			expect(request?.url.startsWith(`${origin}/`)).toBe(true)
			const page = await fetchPage(request!)
			const arrived = received[received.length - 1]!
			expect(arrived.url).toBe(request!.url.slice(origin.length))
			expect(arrived.userAgent).toBe('CarWatch tests')
			expect(page.status).toBe(fixture.response.status)
			// Links resolve against the page's URL; the fixture's result was made for the real site's.
			expect(adapter.parse(page.body, { ...page, url: fixture.response.url })).toEqual(fixture.result)
		})
	})

	return { fixtures, searchOf }
}
