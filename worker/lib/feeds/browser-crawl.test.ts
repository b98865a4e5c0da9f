import { readFileSync } from 'node:fs'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { listings } from '#core/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { siteAdaptersFor, siteBaseUrls } from '../../sites/index.ts'
import { workerPageFetcher } from '../fetch-page.ts'
import { crawlFeed } from './crawl.ts'
import { dispatchCrawls } from './dispatch.ts'

/**
 * A crawl through the worker's own fetcher with AutoScout24 in `browser` mode, against a local
 * stand-in whose results exist only after the page's script ran: the cars are stored only if a
 * real Chromium fetched the page and its HTML reached the parser.
 */

const fixture = readFileSync(new URL('../../../sites/autoscout24/fixtures/autoscout24.de/results-cards.html', import.meta.url), 'utf8')
const fixtureBody = /<body[^>]*>([\s\S]*)<\/body>/.exec(fixture)![1]!
const fixtureIds = [...new Set([...fixture.matchAll(/data-guid="([^"]+)"/g)].map((match) => match[1]!))]

let database: TestDatabase
let site: http.Server
let origin: string
const requests: string[] = []

beforeAll(async () => {
	database = await createTestDatabase()
	site = http.createServer((req, res) => {
		requests.push(req.url ?? '')
		if (req.url === '/api/results') {
			res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ html: fixtureBody }))
			return
		}
		res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
			`<!DOCTYPE html><html><head><title>Suche</title></head><body><div id="app">…</div><script>fetch('/api/results').then((r) => r.json()).then((d) => { document.getElementById('app').outerHTML = d.html })</script></body></html>`,
		)
	})
	await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
	origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})

afterAll(async () => {
	site?.closeAllConnections()
	await new Promise((resolve) => site?.close(resolve))
	await database?.destroy()
})

test('a feed of a browser-mode site is crawled through Chromium and its cars are stored', async () => {
	const config = parseConfig({ NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: '0', SITE_FETCH_AUTOSCOUT24_DE: 'browser', AUTOSCOUT24_DE_BASE_URL: origin, CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '' })
	const user = await seedUser(database.db)
	await seedAlert(database.db, user.id, 'active', { websitesSelected: ['autoscout24.de'], brand: 'skoda', model: 'octavia' })
	const deps = { db: database.db, adapters: siteAdaptersFor(config), baseUrls: siteBaseUrls(config) }
	const { claimed } = await dispatchCrawls({ ...deps, budget: { intervalMs: 0, horizonMs: 0 } }, new Date())
	expect(claimed).toHaveLength(1)
	const fetchPage = workerPageFetcher(config, database.db, deps.baseUrls)
	try {
		const outcome = await crawlFeed({ ...deps, fetchPage }, claimed[0]!.id)
		expect(outcome).toMatchObject({ kind: 'crawled', pages: 1 })
	} finally {
		await fetchPage.close?.()
	}
	expect(requests).toEqual([expect.stringMatching(/^\/lst\/skoda/), '/api/results'])
	const stored = await database.db.select({ id: listings.listingId }).from(listings).where(eq(listings.siteId, 'autoscout24.de'))
	expect(stored.map((row) => row.id).sort()).toEqual([...fixtureIds].sort())
})
