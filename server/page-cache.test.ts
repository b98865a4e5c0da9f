import http from 'node:http'
import { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { type Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import deHome from '#core/i18n/locales/de/home.ts'
import enHome from '#core/i18n/locales/en/home.ts'
import frHome from '#core/i18n/locales/fr/home.ts'
import { type AppServer, startAppServer } from '#tests/support/app-server.ts'
import { cookieValue, launchBrowser, openPage } from '#tests/support/browser.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedSubscribers } from '#tests/support/seed.ts'
import { seedAccount, sessionCookieFor } from '#tests/support/session.ts'
import { noncesAgree, pageCache, shareableSeconds } from './page-cache.ts'
import { assignNonce } from './security.ts'

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }

/** One request with the raw bytes of the answer (fetch would decompress them and pick its own Accept-Encoding). */
function send(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const request = http.request(
			url,
			{ method: options.method ?? 'GET', headers: { 'Accept-Encoding': 'identity', 'Accept-Language': 'en', ...options.headers } },
			(response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () => {
					const body = Buffer.concat(chunks)
					resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: body.toString('utf8') })
				})
				response.on('error', reject)
			},
		)
		request.on('error', reject)
		request.end()
	})
}

/** A copy is stored once it is compressed, a moment after the render that made it was sent. */
async function untilCached(url: string, headers: Record<string, string> = {}) {
	let answer: Answer | undefined
	await expect
		.poll(async () => {
			answer = await send(url, { headers })
			return answer.headers['x-cache']
		})
		.toBe('hit')
	return answer!
}

const headerNonce = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
const bodyNonces = (answer: Answer) => [...answer.text.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1])

describe('the built server with the page cache on', () => {
	let database: TestDatabase
	let server: AppServer
	let browser: Browser | undefined

	beforeAll(async () => {
		database = await createTestDatabase()
		server = await startAppServer({ databaseUrl: database.url, env: { PAGE_CACHE_SECONDS: '30' } })
	})

	afterAll(async () => {
		await browser?.close()
		await server?.stop()
		await database?.destroy()
	})

	const url = (path: string) => `${server.url}${path}`

	test('a second anonymous GET of / is the first render, from memory: same bytes, nonce, ETag, and capacity figures', async () => {
		const first = await send(url('/'))
		expect(first.status).toBe(200)
		expect(first.headers['x-cache']).toBe('miss')
		expect(first.text).toContain(enHome.hero.title)
		const hit = await untilCached(url('/'))
		expect(hit.status).toBe(200)
		expect(hit.body.equals(first.body)).toBe(true)
		expect(hit.headers.etag).toBe(first.headers.etag)
		expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
		expect(hit.headers['cache-control']).toBe(first.headers['cache-control'])
		expect(Number(hit.headers.age)).toBeGreaterThanOrEqual(0)
		// Security headers are still those of this request's own pass through the middleware.
		expect(hit.headers['x-content-type-options']).toBe('nosniff')

		// The root loader does not run for a copy: new subscribers show only in a fresh render.
		expect(first.text).toContain('0/30 subscribers')
		await seedSubscribers(database.db, 3)
		expect((await send(url('/'))).text).toContain('0/30 subscribers')
		const { user } = await seedAccount(database.db)
		const signedIn = await send(url('/'), { headers: { Cookie: `__session=${await sessionCookieFor(database.db, user.id)}` } })
		expect(signedIn.text).toContain('3/30 subscribers')
	})

	test('the CSP nonce of a copy is the nonce of every script in it, and the copy runs as a render would', async () => {
		for (const path of ['/', '/faq']) {
			const miss = await send(url(`${path}?nonce-check`))
			const hit = await untilCached(url(`${path}?nonce-check`))
			for (const answer of [miss, hit]) {
				const nonce = headerNonce(answer)
				expect(nonce).toMatch(/^[A-Za-z0-9+/]+=*$/)
				const nonces = bodyNonces(answer)
				expect(nonces.length).toBeGreaterThan(0)
				expect(new Set(nonces)).toEqual(new Set([nonce]))
			}
			// entry.server derives a public page's nonce from its content: the copy keeps it.
			expect(headerNonce(hit)).toBe(headerNonce(miss))
		}
	})

	test('a request with a session cookie is never answered from the cache and never fills it', async () => {
		const { user } = await seedAccount(database.db, { username: 'cachetester' })
		const session = `__session=${await sessionCookieFor(database.db, user.id)}`
		await untilCached(url('/'))
		const signedIn = await send(url('/'), { headers: { Cookie: session } })
		// Whatever Cache-Control the page carries: the cookie alone decides.
		expect(signedIn.headers['x-cache']).toBeUndefined()
		expect(signedIn.text).toContain('cachetester')

		// A session without a user (a wizard draft, a stale or forged cookie) renders a public
		// page, which still must not be kept: the session might hold something of its own.
		for (const cookie of ['__session=forged', `theme=${cookieValue('dark')}; __session=forged`, 'other=1']) {
			const path = `/about?cookie=${encodeURIComponent(cookie)}`
			const withCookie = await send(url(path), { headers: { Cookie: cookie } })
			expect(withCookie.status).toBe(200)
			expect(withCookie.headers['x-cache']).toBeUndefined()
			expect((await send(url(path), { headers: { Cookie: cookie } })).headers['x-cache']).toBeUndefined()
			expect((await send(url(path))).headers['x-cache']).toBe('miss')
		}
		expect((await send(url('/'))).text).not.toContain('cachetester')
	})

	test('each language gets its own copy; Accept-Language strings that mean one language share it', async () => {
		const german = await send(url('/?lang'), { headers: { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' } })
		expect(german.headers['x-cache']).toBe('miss')
		expect(german.text).toContain(deHome.hero.title)
		await untilCached(url('/?lang'), { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' })
		const alsoGerman = await send(url('/?lang'), { headers: { 'Accept-Language': 'de' } })
		expect(alsoGerman.headers['x-cache']).toBe('hit')
		expect(alsoGerman.text).toContain(deHome.hero.title)
		// The cookie wins over Accept-Language, as in the root loader.
		const cookieGerman = await send(url('/?lang'), { headers: { 'Accept-Language': 'fr', Cookie: `language=${cookieValue('de')}` } })
		expect(cookieGerman.headers['x-cache']).toBe('hit')
		expect(cookieGerman.text).toContain('<html lang="de"')

		const french = await send(url('/?lang'), { headers: { 'Accept-Language': 'fr-FR' } })
		expect(french.headers['x-cache']).toBe('miss')
		expect(french.text).toContain(frHome.hero.title)
		expect((await untilCached(url('/?lang'), { 'Accept-Language': 'fr-FR' })).text).toContain(frHome.hero.title)
		const english = await send(url('/?lang'), { headers: { 'Accept-Language': 'en-GB' } })
		expect(english.headers['x-cache']).toBe('miss')
		expect(english.text).toContain(enHome.hero.title)
		const frenchByCookie = await send(url('/?lang'), { headers: { 'Accept-Language': 'de', Cookie: `language=${cookieValue('fr')}` } })
		expect(frenchByCookie.headers['x-cache']).toBe('hit')
		expect(frenchByCookie.text).toContain(frHome.hero.title)
	})

	test('the theme cookie and, for the system theme, the colour-scheme hint each get their own copy', async () => {
		const scheme = (answer: Answer) => /<html[^>]*data-mantine-color-scheme="(\w+)"/.exec(answer.text)?.[1]
		await untilCached(url('/?theme'))
		const dark = await send(url('/?theme'), { headers: { Cookie: `theme=${cookieValue('dark')}` } })
		expect([dark.headers['x-cache'], scheme(dark)]).toEqual(['miss', 'dark'])
		const hinted = await send(url('/?theme'), { headers: { 'Sec-CH-Prefers-Color-Scheme': 'dark' } })
		expect([hinted.headers['x-cache'], scheme(hinted)]).toEqual(['miss', 'dark'])
		// No hint and a "light" hint render the same page.
		const light = await send(url('/?theme'), { headers: { 'Sec-CH-Prefers-Color-Scheme': 'light' } })
		expect([light.headers['x-cache'], scheme(light)]).toEqual(['hit', 'light'])
		const darkAgain = await untilCached(url('/?theme'), { Cookie: `theme=${cookieValue('dark')}` })
		expect(scheme(darkAgain)).toBe('dark')
	})

	test('pages that are not public, and error pages, are rendered every time', async () => {
		for (const path of ['/login', '/no-such-page']) {
			const first = await send(url(path))
			expect(String(first.headers['cache-control'] ?? '')).not.toContain('public')
			await new Promise((resolve) => setTimeout(resolve, 300))
			const second = await send(url(path))
			expect(second.headers['x-cache'], path).toBe('miss')
		}
	})

	test('HEAD is answered from a copy and never stores one', async () => {
		const get = await untilCached(url('/about'))
		const head = await send(url('/about'), { method: 'HEAD' })
		expect(head.status).toBe(200)
		expect(head.headers['x-cache']).toBe('hit')
		expect(head.body.length).toBe(0)
		expect(Number(head.headers['content-length'])).toBe(get.body.length)
		expect(head.headers.etag).toBe(get.headers.etag)

		const fresh = await send(url('/about?head'), { method: 'HEAD' })
		expect([fresh.status, fresh.headers['x-cache']]).toEqual([200, 'miss'])
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect((await send(url('/about?head'))).headers['x-cache']).toBe('miss')
	})

	test('If-None-Match with the ETag of a copy answers 304 from memory', async () => {
		const page = await untilCached(url('/faq'))
		const etag = String(page.headers.etag)
		const revalidated = await send(url('/faq'), { headers: { 'If-None-Match': etag } })
		expect([revalidated.status, revalidated.headers['x-cache'], revalidated.body.length]).toEqual([304, 'hit', 0])
		expect(revalidated.headers.etag).toBe(etag)
		// The browser keeps its copy's body and takes these headers: the nonce must still match it.
		expect(revalidated.headers['content-security-policy']).toBe(page.headers['content-security-policy'])
		const among = await send(url('/faq'), { headers: { 'If-None-Match': `"other", ${etag}` } })
		expect(among.status).toBe(304)
		const changed = await send(url('/faq'), { headers: { 'If-None-Match': 'W/"something-else"' } })
		expect([changed.status, changed.headers['x-cache']]).toEqual([200, 'hit'])
	})

	test('copies go out compressed as the client accepts: brotli, gzip, deflate or none', async () => {
		const plain = await untilCached(url('/'))
		const cases = [
			{ accept: 'gzip, deflate, br', encoding: 'br', decode: zlib.brotliDecompressSync },
			{ accept: 'gzip', encoding: 'gzip', decode: zlib.gunzipSync },
			{ accept: 'gzip;q=1, br;q=0', encoding: 'gzip', decode: zlib.gunzipSync },
			{ accept: 'deflate', encoding: 'deflate', decode: zlib.inflateSync },
		]
		for (const { accept, encoding, decode } of cases) {
			const answer = await send(url('/'), { headers: { 'Accept-Encoding': accept } })
			expect([answer.headers['x-cache'], answer.headers['content-encoding']], accept).toEqual(['hit', encoding])
			expect(answer.headers.vary).toMatch(/Accept-Encoding/i)
			expect(answer.body.length).toBeLessThan(plain.body.length / 3)
			expect(decode(answer.body).equals(plain.body), accept).toBe(true)
		}
		expect(plain.headers['content-encoding']).toBeUndefined()
	})

	test('with JavaScript on, a copy of / hydrates with no CSP violation and navigates on the client', { timeout: 60_000 }, async () => {
		browser = await launchBrowser()
		const { page, errors, close } = await openPage(browser, { javaScript: true })
		const documents: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'document') documents.push(request.url())
		})
		// What Chromium sends resolves to the entry of an English, light, system-theme visitor.
		await untilCached(url('/'), { 'Accept-Language': 'en-US,en;q=0.9' })
		const response = await page.goto(url('/'))
		expect(response?.headers()['x-cache']).toBe('hit')
		expect(await page.locator('h1').textContent()).toBe(enHome.hero.title)
		await page.waitForLoadState('networkidle')
		await page.getByRole('link', { name: 'Waitlist' }).first().click()
		await expect.poll(() => page.locator('h1').textContent()).toBe('Places are open: no need to wait')
		expect(documents.filter((address) => address.endsWith('/waitlist'))).toEqual([])
		expect(errors).toEqual([])
		await close()
	})
})

describe('what is kept, on a bare Express app', () => {
	let base: string
	let listener: http.Server
	const renders = new Map<string, number>()
	const answers: Record<string, (res: express.Response) => void> = {
		'/public': (res) => res.set('Cache-Control', 'public, max-age=60'),
		'/framed': (res) => res.set({ 'Cache-Control': 'public, max-age=60', 'X-Frame-Options': 'DENY' }),
		'/short': (res) => res.set('Cache-Control', 'public, max-age=1'),
		'/cookie': (res) => res.set({ 'Cache-Control': 'public, max-age=60', 'Set-Cookie': 'a=b' }),
		'/private': (res) => res.set('Cache-Control', 'private, max-age=60'),
		'/no-store': (res) => res.set('Cache-Control', 'public, no-store'),
		'/no-cache-control': () => {},
		'/vary-agent': (res) => res.set({ 'Cache-Control': 'public, max-age=60', Vary: 'Accept-Language, User-Agent' }),
		'/own-nonce': (res) =>
			res.set({ 'Cache-Control': 'public, max-age=60', 'Content-Security-Policy': `script-src 'nonce-${res.locals.cspNonce}'` }),
		'/other-nonce': (res) => res.set({ 'Cache-Control': 'public, max-age=60', 'Content-Security-Policy': "script-src 'nonce-a'" }),
		'/json': (res) => res.set({ 'Cache-Control': 'public, max-age=60', 'Content-Type': 'application/json' }),
		'/error': (res) => res.status(500).set('Cache-Control', 'public, max-age=60'),
	}

	beforeAll(async () => {
		const app = express()
		app.use(compression())
		app.use(assignNonce)
		// Stands for the security headers the real host sets in front of the cache.
		app.use((_req, res, next) => {
			res.set({ 'X-Frame-Options': 'SAMEORIGIN', 'X-Content-Type-Options': 'nosniff' })
			next()
		})
		const cache = pageCache({ maxSeconds: 30, maxEntries: 3 })
		app.use(cache.serve, cache.keep)
		app.get('*', (req, res) => {
			renders.set(req.path, (renders.get(req.path) ?? 0) + 1)
			res.type('html')
			answers[req.path]?.(res)
			const script = req.path === '/other-nonce' ? '<script nonce="b"></script>' : ''
			res.send(`<!doctype html><p>${req.originalUrl} ${'x'.repeat(2_000)}</p>${script}`)
		})
		listener = app.listen(0, '127.0.0.1')
		await new Promise((resolve) => listener.once('listening', resolve))
		base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`
	})

	afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())))

	test('a public page is not rendered again once kept', async () => {
		await untilCached(`${base}/public`)
		const rendered = renders.get('/public')
		for (let i = 0; i < 3; i += 1) expect((await send(`${base}/public`)).headers['x-cache']).toBe('hit')
		expect(renders.get('/public')).toBe(rendered)
	})

	test('a copy keeps the headers the page set over those of the middleware in front', async () => {
		const hit = await untilCached(`${base}/framed`)
		expect(hit.headers['x-frame-options']).toBe('DENY')
		expect(hit.headers['x-content-type-options']).toBe('nosniff')
		expect((await untilCached(`${base}/public`)).headers['x-frame-options']).toBe('SAMEORIGIN')
	})

	test.each(['/cookie', '/private', '/no-store', '/no-cache-control', '/vary-agent', '/own-nonce', '/other-nonce', '/json', '/error'])(
		'%s is never kept',
		async (path) => {
			for (let i = 0; i < 3; i += 1) {
				expect((await send(`${base}${path}`)).headers['x-cache']).toBe('miss')
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
			expect(renders.get(path)).toBe(3)
		},
	)

	test('a copy is dropped when the page says it is stale', async () => {
		await untilCached(`${base}/short`)
		await new Promise((resolve) => setTimeout(resolve, 1_100))
		expect((await send(`${base}/short`)).headers['x-cache']).toBe('miss')
	})

	test('the oldest copy makes room when the cache is full', async () => {
		for (const query of ['a', 'b', 'c', 'd']) await untilCached(`${base}/public?${query}`)
		expect((await send(`${base}/public?d`)).headers['x-cache']).toBe('hit')
		expect((await send(`${base}/public?a`)).headers['x-cache']).toBe('miss')
	})
})

test('a copy is kept only when its scripts carry a nonce its CSP allows', () => {
	const csp = { 'content-security-policy': "script-src 'self' 'nonce-abc+/='" }
	expect(noncesAgree(csp, Buffer.from('<script nonce="abc+/="></script><link nonce="abc+/=">'))).toBe(true)
	expect(noncesAgree(csp, Buffer.from('<script nonce="abc+/="></script><script nonce="other"></script>'))).toBe(false)
	expect(noncesAgree({}, Buffer.from('<script nonce="abc"></script>'))).toBe(false)
	expect(noncesAgree({}, Buffer.from('<p>no scripts</p>'))).toBe(true)
})

test('the lifetime of a copy is its s-maxage or max-age, within the bound', () => {
	const html = { 'content-type': 'text/html; charset=utf-8' }
	expect(shareableSeconds(200, { ...html, 'cache-control': 'public, max-age=60, s-maxage=300' }, 'n', 30)).toBe(30)
	expect(shareableSeconds(200, { ...html, 'cache-control': 'public, max-age=60, s-maxage=10' }, 'n', 30)).toBe(10)
	expect(shareableSeconds(200, { ...html, 'cache-control': 'public, max-age=20' }, 'n', 30)).toBe(20)
	expect(shareableSeconds(200, { ...html, 'cache-control': 'public' }, 'n', 30)).toBe(0)
	expect(shareableSeconds(200, { ...html, 'cache-control': 'public, max-age=60', vary: '*' }, 'n', 30)).toBe(0)
	expect(shareableSeconds(200, { ...html, 'cache-control': 'public, max-age=60', 'content-encoding': 'gzip' }, 'n', 30)).toBe(0)
})
