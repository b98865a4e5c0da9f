import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { fixtureIds, startScriptSite } from '#tests/support/script-site.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siteAdapters } from '#worker/sites/index.ts'
import { type SiteResponse } from '#sites/kit/types.ts'
import { parseArgs, scrape, siteFixturesDir, usage } from './scrape.ts'

/** `npm run scrape` against a local stand-in for the demo market; real sites are never fetched. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
let market: http.Server
let marketUrl: string
let folder: string
const asked: string[] = []

const cars = ['Golf 1.6 TDI', 'Passat Variant', 'Polo 1.0 TSI'].map((title, i) => ({
	id: `car${i + 1}`,
	title: `Volkswagen ${title}`,
	price: 12_000 + i * 1000,
	currency: 'EUR',
	km: 90_000 - i * 10_000,
	year: 2018 + i,
	fuel: 'diesel',
	location: 'Ljubljana',
	url: `/demo-market/listings/car${i + 1}`,
	imageUrl: `/demo-market/images/car${i + 1}.svg`,
}))

beforeAll(async () => {
	folder = await mkdtemp(path.join(os.tmpdir(), 'car-alerts-scrape-'))
	market = http.createServer((request, response) => {
		asked.push(request.url ?? '')
		if (request.url?.startsWith('/blocked')) {
			response.writeHead(403, { 'Content-Type': 'text/html', Server: 'AkamaiGHost', 'X-Akamai-Request-ID': '3a1f' }).end('<html><body>Access Denied</body></html>')
			return
		}
		response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ market: 'demo', listings: cars }))
	})
	await new Promise<void>((resolve) => market.listen(0, '127.0.0.1', resolve))
	marketUrl = `http://127.0.0.1:${(market.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise((resolve) => market?.close(resolve))
	await rm(folder, { recursive: true, force: true })
})

const env = () => ({ NODE_ENV: 'test', DEMO_MARKET_URL: marketUrl, SITE_MIN_INTERVAL_SECONDS: '0' })

async function run(argv: string[], extraEnv: Record<string, string> = {}) {
	const out: string[] = []
	const err: string[] = []
	const code = await scrape(argv, { ...env(), ...extraEnv }, { out: (line) => out.push(line), err: (line) => err.push(line) })
	return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('npm run scrape', () => {
	test('fetches the site\'s search through the configured path and prints what the parser makes of it', async () => {
		asked.length = 0
		const { code, out } = await run(['demo', '--brand', 'volkswagen'])
		expect(code).toBe(0)
		expect(asked).toEqual(['/demo-market.json?brand=volkswagen&sort=newest'])
		expect(out).toContain(`demo (http): GET ${marketUrl}/demo-market.json?brand=volkswagen&sort=newest`)
		expect(out).toContain('HTTP 200 application/json; charset=utf-8')
		expect(out).toContain('3 listings')
		expect(out).toContain('- [car1] Volkswagen Golf 1.6 TDI\n  12000 EUR · 90000 km · 2018 · diesel · Ljubljana')
		expect(out).toContain(`${marketUrl}/demo-market/listings/car1`)
	})

	test('--mode browser runs the page in Chromium: listings a script writes are found', async () => {
		const site = await startScriptSite()
		try {
			const { code, out } = await run(['autoscout24.de', '--url', `${site.origin}/lst/skoda/octavia?atype=C`, '--mode', 'browser'], { AUTOSCOUT24_DE_BASE_URL: site.origin })
			expect(out).toContain(`autoscout24.de (browser): GET ${site.origin}/lst/skoda/octavia?atype=C`)
			expect(out).toContain(`${fixtureIds.length} listings`)
			expect(code).toBe(0)
			// The results came from the script's own request: a browser ran it.
			expect(site.seen.map((request) => new URL(request.url, site.origin).pathname)).toContain('/api/results')
		} finally {
			await site.close()
		}
	}, 60_000)

	test('--save writes the page and its expected result as the fixture tests read them', async () => {
		const { code, out } = await run(['demo', '--save', 'saved-results', '--fixtures-dir', folder])
		expect(code).toBe(0)
		expect(out).toContain(`saved ${path.join(folder, 'demo', 'saved-results.json')}`)
		expect((await readdir(path.join(folder, 'demo'))).sort()).toEqual(['saved-results.expected.json', 'saved-results.json'])
		const body = await readFile(path.join(folder, 'demo', 'saved-results.json'), 'utf8')
		const expected = JSON.parse(await readFile(path.join(folder, 'demo', 'saved-results.expected.json'), 'utf8')) as { response: SiteResponse; result: { kind: string; listings: unknown[] } }
		expect(expected.response).toEqual({ status: 200, url: `${marketUrl}/demo-market.json?brand=volkswagen&sort=newest`, contentType: 'application/json; charset=utf-8' })
		expect(expected.result.kind).toBe('listings')
		expect(expected.result.listings).toHaveLength(3)
		// What sites.test.ts checks of every fixture.
		expect(siteAdapters.demo.parse(body, expected.response)).toEqual(expected.result)
	})

	test('without --fixtures-dir, --save writes into the site’s own folder (sites/<folder>/fixtures, the Search API’s in fixtures/api)', async () => {
		expect(await siteFixturesDir('mobile.de', 'browser')).toBe(path.join(root, 'sites/mobile-de/fixtures'))
		expect(await siteFixturesDir('mobile.de', 'api')).toBe(path.join(root, 'sites/mobile-de/fixtures/api'))
		expect(await siteFixturesDir('avto.net', 'http')).toBe(path.join(root, 'sites/avto-net/fixtures'))
		expect(await siteFixturesDir('demo', 'http')).toBe(path.join(root, 'sites/demo/fixtures'))
	})

	test('a block is reported with its edge and reason, and saved as a block fixture', async () => {
		const { code, out } = await run(['demo', '--url', `${marketUrl}/blocked`, '--save', 'akamai', '--fixtures-dir', folder])
		expect(code).toBe(1)
		expect(out).toContain('HTTP 403 text/html')
		expect(out).toContain('blocked (akamai): HTTP 403: access refused by Akamai')
		const expected = JSON.parse(await readFile(path.join(folder, 'demo', 'akamai.expected.json'), 'utf8')) as { result: { kind: string } }
		expect(expected.result.kind).toBe('blocked')
		expect(await readFile(path.join(folder, 'demo', 'akamai.html'), 'utf8')).toContain('Access Denied')
	})

	test('wrong arguments print a clear usage', async () => {
		for (const [argv, message] of [
			[[], 'name one site'],
			[['ebay'], '<site> must be one of mobile.de, autoscout24'],
			[['demo', '--mode', 'ftp'], '--mode must be http, browser or api'],
			[['demo', '--mode', 'api'], 'demo has no api mode'],
			[['facebook'], 'facebook needs --url'],
			[['demo', '--url', 'file:///etc/passwd'], '--url must be an http(s) URL'],
			[['demo', '--save', '../escape'], '--save takes a file name'],
			[['demo', '--brand'], '--brand needs a value'],
			[['demo', '--pages', '2'], 'unknown option --pages'],
		] as const) {
			const { code, err } = await run([...argv])
			expect(code, argv.join(' ')).toBe(2)
			expect(err).toContain(message)
			expect(err).toContain('Usage: npm run scrape -- <site> [options]')
		}
		expect((await run(['demo', '--brand', 'no-such-brand'])).err).toContain('no brand "no-such-brand" in the catalogue')
		expect((await run(['mobile.de', '--mode', 'api'])).err).toContain('MOBILE_DE_API_USER is required')
		expect((await run(['demo', '--mode', 'browser'])).err).toContain('demo has no browser mode')
		expect((await run(['avto.net', '--mode', 'api'])).err).toContain('--mode api: avto.net is reached by http or browser only')
		expect(parseArgs(['--help'])).toBeNull()
		expect(parseArgs(['demo', '--brand=bmw'])).toMatchObject({ site: 'demo', brand: 'bmw' })
		expect(usage).toContain('--fixtures-dir')
	})

	test('runs as the npm script', async () => {
		const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'scrape', '--', 'demo', '--brand', 'volkswagen'], {
			cwd: root,
			env: { ...process.env, ...env(), DATABASE_URL: '' } as NodeJS.ProcessEnv,
		})
		expect(stdout).toContain('3 listings')
	}, 60_000)
})
