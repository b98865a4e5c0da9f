import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '#tests/support/app-server.ts'
import { cookieValue } from '#tests/support/browser.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAccount, sessionCookieFor } from '#tests/support/session.ts'

/**
 * The cross-site write rule of the Express host (server/app.ts), against the real built server:
 * every POST, PUT, PATCH or DELETE from a foreign Origin answers 403 with a message, whatever the
 * route, before Remix (whose own check would answer a bare 500) or any action runs.
 */
let database: TestDatabase
let server: AppServer
const appUrl = 'https://cars.example'

beforeAll(async () => {
	database = await createTestDatabase()
	server = await startAppServer({ databaseUrl: database.url, env: { APP_URL: appUrl } })
})

afterAll(async () => {
	await server?.stop()
	await database?.destroy()
})

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * A URL a flat-routes file name answers: dots are slashes, `[.]` a dot, `$param` a value, a
 * leading `_` segment is pathless, a trailing `_` only leaves its layout, `_index` is the parent.
 */
function urlOfRoute(file: string): string {
	const name = file.replace(/\.tsx?$/, '').replaceAll('[.]', '%dot%')
	const segments = name
		.split('.')
		.filter((segment) => segment !== '_index' && !segment.startsWith('_'))
		.map((segment) => segment.replace(/_$/, '').replaceAll('%dot%', '.'))
		.map((segment) => (segment === '$' ? 'any/thing' : segment.startsWith('$') ? 'x1' : segment))
	return `/${segments.join('/')}`
}

const english = 'This form was sent from another site and was refused.'

/** What a browser sends when a page on another site submits a form to us. */
function crossSiteForm(path: string, headers: Record<string, string> = {}, method = 'POST') {
	return fetch(`${server.url}${path}`, {
		method,
		redirect: 'manual',
		headers: {
			Origin: 'https://evil.example',
			'Content-Type': 'application/x-www-form-urlencoded',
			Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
			...headers,
		},
		body: new URLSearchParams({ email: 'a@b.example', password: 'secret-password', intent: 'update-profile' }),
	})
}

function send(path: string, options: { method?: string; origin?: string; headers?: Record<string, string>; body?: string } = {}) {
	return fetch(`${server.url}${path}`, {
		method: options.method ?? 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/json',
			...(options.origin === undefined ? {} : { Origin: options.origin }),
			...options.headers,
		},
		body: options.body ?? '{}',
	})
}

describe('a write from another site', () => {
	test.each(['/login', '/register', '/logout', '/verify-email', '/profile?tab=settings', '/waitlist', '/', '/no-such-page'])(
		'a form POST to %s answers 403 with a page saying why, never 500',
		async (path) => {
			const response = await crossSiteForm(path)
			expect(response.status).toBe(403)
			expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
			expect(response.headers.get('Cache-Control')).toBe('no-store')
			expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
			expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
			expect(response.headers.get('Set-Cookie')).toBeNull()
			const page = await response.text()
			expect(page).toContain(`<h1>${english}</h1>`)
			expect(page).toContain('<html lang="en">')
			expect(page).toContain('<a href="/">Back to the home page</a>')
		},
	)

	// The routes do not check the origin again (docs/decisions/012): this rule is their only guard.
	test('every route that takes a write refuses one from another site, but the two signed webhooks', async () => {
		const routes = readdirSync(path.join(root, 'app/routes')).filter((file) => /^[^.].*\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
		const writable = routes.filter((file) => /export (async )?function action\b|export const action\b/.test(readFileSync(path.join(root, 'app/routes', file), 'utf8')))
		expect(writable.length).toBeGreaterThan(30)
		const checked: string[] = []
		for (const file of writable) {
			const url = urlOfRoute(file)
			if (url === '/api/stripe/webhook' || url === '/api/telegram/webhook') continue
			for (const method of ['POST', 'DELETE']) {
				const response = await send(url, { method, origin: 'https://evil.example' })
				expect(response.status, `${method} ${url} (${file})`).toBe(403)
			}
			checked.push(url)
		}
		expect(checked).toContain('/api/subscriptions/x1')
		expect(checked).toContain('/edit/x1/cancel')
	})

	test.each(['POST', 'PUT', 'PATCH', 'DELETE'])('%s to a JSON endpoint answers 403 {message}', async (method) => {
		for (const path of ['/api/auth/login', '/api/user/update-profile', '/api/subscriptions/123', '/api/unknown']) {
			const response = await send(path, { method, origin: 'https://evil.example' })
			expect(response.status, `${method} ${path}`).toBe(403)
			expect(await response.json()).toEqual({ message: english })
		}
	})

	test('nothing behind the refusal runs: a signed-in victim stays signed in and unchanged', async () => {
		const { user } = await seedAccount(database.db)
		const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
		expect((await crossSiteForm('/logout', { Cookie: cookie })).status).toBe(403)
		expect((await crossSiteForm('/profile?tab=settings', { Cookie: cookie })).status).toBe(403)
		const { rows } = await database.pool.query('select count(*)::int as n from sessions where user_id = $1', [user.id])
		expect(rows[0].n).toBe(1)
		const { rows: names } = await database.pool.query('select first_name from users where id = $1', [user.id])
		expect(names[0].first_name).toBe('Ana')
	})

	test('the message follows the language cookie, then Accept-Language, else English', async () => {
		const german = await crossSiteForm('/login', { Cookie: `language=${cookieValue('de')}`, 'Accept-Language': 'fr' })
		const germanPage = await german.text()
		expect(germanPage).toContain('<html lang="de">')
		expect(germanPage).toContain('Dieses Formular wurde von einer anderen Website gesendet und abgelehnt.')
		expect(germanPage).toContain('<a href="/">Zur Startseite</a>')

		const french = await send('/api/auth/login', { origin: 'https://evil.example', headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } })
		expect(await french.json()).toEqual({ message: 'Ce formulaire a été envoyé depuis un autre site et a été refusé.' })

		const italian = await send('/api/auth/login', { origin: 'https://evil.example', headers: { Cookie: `language=${cookieValue('it')}` } })
		expect(await italian.json()).toEqual({ message: 'Questo modulo è stato inviato da un altro sito ed è stato rifiutato.' })

		const unknown = await send('/api/auth/login', { origin: 'https://evil.example', headers: { 'Accept-Language': 'ja' } })
		expect(await unknown.json()).toEqual({ message: english })
	})

	test('an Origin that only looks like ours is foreign', async () => {
		const { port } = new URL(server.url)
		for (const origin of [
			`https://127.0.0.1:${port}`,
			`http://127.0.0.1:${Number(port) + 1}`,
			`http://127.0.0.1:${port}.evil.example`,
			'http://cars.example',
			'https://cars.example.evil.example',
			'not a url',
		]) {
			expect((await send('/api/auth/login', { origin })).status, origin).toBe(403)
		}
	})
})

describe('what passes as before', () => {
	test('our own origin and APP_URL\'s origin reach the route', async () => {
		for (const origin of [server.url, appUrl]) {
			const response = await send('/api/auth/login', { origin, body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }) })
			expect(response.status, origin).toBe(401)
		}
		const form = await crossSiteForm('/login', { Origin: server.url, 'X-Forwarded-For': '10.77.0.1' })
		expect(form.status).toBe(401)
		expect(await form.text()).toContain('Failed to login. Please check your credentials.')
	})

	test('behind a proxy, the forwarded host and protocol are our origin, as Remix sees them', async () => {
		// As in @remix-run/express, a forwarded host without a port would take the Host header's
		// port; a proxy that keeps Host (Fly does) or names the port is read correctly.
		const forwarded = { 'X-Forwarded-Host': 'www.cars-mirror.example:443', 'X-Forwarded-Proto': 'https' }
		const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' })
		const ours = await send('/api/auth/login', { origin: 'https://www.cars-mirror.example', headers: forwarded, body })
		expect(ours.status).toBe(401)
		const plainHttp = await send('/api/auth/login', { origin: 'http://www.cars-mirror.example', headers: forwarded, body })
		expect(plainHttp.status).toBe(403)
	})

	test('a write without Origin or cookie passes (webhooks, server-to-server calls); Origin null does not', async () => {
		const noOrigin = await send('/api/auth/login', { body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }) })
		expect(noOrigin.status).toBe(401)
		const nullOrigin = await send('/api/auth/login', {
			origin: 'null',
			body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
		})
		expect(nullOrigin.status).toBe(403)
		// Stripe's webhook carries no Origin and is left to its signature, whatever the headers say.
		const webhook = await send('/api/stripe/webhook', { origin: 'null', headers: { 'Stripe-Signature': 't=1,v1=abc' } })
		expect(webhook.status).not.toBe(403)
		expect(webhook.status).toBeLessThan(500)
	})

	test('reads from another site are not writes: GET and HEAD pass', async () => {
		const get = await fetch(`${server.url}/faq`, { headers: { Origin: 'https://evil.example' } })
		expect(get.status).toBe(200)
		const head = await fetch(`${server.url}/faq`, { method: 'HEAD', headers: { Origin: 'https://evil.example' } })
		expect(head.status).toBe(200)
	})
})

describe('request bodies over 1 MB', () => {
	test('are refused with 413 and a translated message before anything reads them', async () => {
		const big = 'x'.repeat(1024 * 1024 + 1)
		const webhook = await fetch(`${server.url}/api/stripe/webhook`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=abc' },
			body: big,
		})
		expect(webhook.status).toBe(413)
		expect(await webhook.json()).toEqual({ message: 'The request is too large. Forms and API calls take at most 1 MB.' })

		const form = await fetch(`${server.url}/setup-alerts`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Cookie: `language=${cookieValue('de')}`, Origin: server.url },
			body: `step=2&intent=next&websitesSelected=${big}`,
		})
		expect(form.status).toBe(413)
		expect(await form.text()).toContain('Die Anfrage ist zu groß.')

		// A body within the limit still reaches the route (here: refused for its missing fields, not its size).
		const small = await fetch(`${server.url}/api/waitlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
		expect(small.status).toBe(400)
	})
})
