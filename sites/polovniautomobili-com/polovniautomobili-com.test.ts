import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { brandOfListing } from '#core/matching.ts'
import { scrape } from '#scripts/scrape.ts'
import { fixtureSuite } from '#sites/kit/fixture-suite.ts'
import { polovniautomobiliAdapter } from './adapter.ts'

const { fixtures, searchOf } = fixtureSuite({ adapter: polovniautomobiliAdapter, fixtures: new URL('./fixtures/', import.meta.url) })

const origin = 'https://www.polovniautomobili.com'
const build = (scope: 'site' | 'brand', page?: number) => polovniautomobiliAdapter.buildRequest(searchOf(scope), { baseUrl: origin, page })

describe('polovniautomobili.com requests', () => {
	test('a brand feed: the make by its slug, newest first, cars without a price too; older pages by page', () => {
		expect(build('brand')?.url).toBe(`${origin}/auto-oglasi/pretraga?brand=volkswagen&sort=renewDate_desc&without_price=1`)
		expect(build('brand', 2)?.url).toBe(`${origin}/auto-oglasi/pretraga?brand=volkswagen&sort=renewDate_desc&without_price=1&page=2`)
		expect(build('brand')?.key).toBe(build('brand')?.url)
		expect(build('brand')?.headers).toEqual({ 'accept-language': 'sr-RS,sr;q=0.9,en;q=0.6' })
	})
	test('a site-wide feed: no make at all', () => {
		expect(build('site')?.url).toBe(`${origin}/auto-oglasi/pretraga?sort=renewDate_desc&without_price=1`)
		expect(build('site', 3)?.url).toBe(`${origin}/auto-oglasi/pretraga?sort=renewDate_desc&without_price=1&page=3`)
	})
	test('a make the site spells its own way', () => {
		const search = { scope: 'brand' as const, brand: 'kgm-ssangyong', brandName: 'KGM SsangYong', facebookMarketplaceUrl: null }
		expect(polovniautomobiliAdapter.buildRequest(search, { baseUrl: origin })?.url).toBe(`${origin}/auto-oglasi/pretraga?brand=ssangyong&sort=renewDate_desc&without_price=1`)
	})
})

describe('polovniautomobili.com pages', () => {
	const listingsOf = (name: string) => {
		const result = fixtures.find((fixture) => fixture.name === name)!.result
		return result.kind === 'listings' ? result.listings : []
	}
	test('a promoted car heading the page is one car, at its own place; a hidden copy of a card is none', () => {
		const ids = listingsOf('results').map((listing) => listing.listingId)
		expect(ids).toEqual(['25514203', '25514177', '25513950', '25513811', '25511877'])
	})
	test('euros and a dealer’s dinars are read with their currency; "Po dogovoru" is no price', () => {
		expect(listingsOf('results').map((listing) => [listing.price, listing.currency])).toEqual([
			[12490, 'EUR'],
			[null, null],
			[3350, 'EUR'],
			[1990000, 'RSD'],
			[24900, 'EUR'],
		])
	})
	test('a site-wide page holds several makes, each told apart by its data', () => {
		expect(listingsOf('site').map(brandOfListing)).toEqual(['skoda', 'bmw', 'renault', 'volkswagen', 'toyota'])
	})
})

describe('npm run scrape -- polovniautomobili.com --save', () => {
	let server: http.Server
	let origin = ''
	let dir = ''
	const asked: string[] = []
	beforeAll(async () => {
		const page = await readFile(new URL('./fixtures/results.html', import.meta.url))
		server = http.createServer((request, response) => {
			asked.push(request.url ?? '')
			response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page)
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		dir = await mkdtemp(path.join(os.tmpdir(), 'carwatch-polovniautomobili-com-scrape-'))
	})
	afterAll(async () => {
		await new Promise<void>((resolve) => server.close(() => resolve()))
		await rm(dir, { recursive: true, force: true })
	})

	test('fetches the brand search at POLOVNIAUTOMOBILI_COM_BASE_URL and saves the page with its parse', async () => {
		const out: string[] = []
		const env = { NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: '0', POLOVNIAUTOMOBILI_COM_BASE_URL: origin }
		const code = await scrape(['polovniautomobili.com', '--mode', 'http', '--save', 'today', '--fixtures-dir', dir], env, { out: (line) => out.push(line), err: (line) => out.push(line) })
		expect(code, out.join('\n')).toBe(0)
		expect(out.join('\n')).toContain('5 listings')
		expect(asked).toEqual(['/auto-oglasi/pretraga?brand=volkswagen&sort=renewDate_desc&without_price=1'])
		const saved = JSON.parse(await readFile(path.join(dir, 'polovniautomobili.com', 'today.expected.json'), 'utf8')) as { result: { listings: unknown[] } }
		expect(saved.result.listings).toHaveLength(5)
	})
})
