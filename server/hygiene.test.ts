import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '#tests/support/app-server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAccount, sessionCookieFor } from '#tests/support/session.ts'
import { seedAlert } from '#tests/support/seed.ts'
import { crossSiteVerdict, isLoopbackAddress } from './app.ts'

/**
 * Input hygiene of the host and the actions, against the real built server: writes whose origin
 * the browser withheld, bodies that are not forms, control characters, oversized drafts and
 * bodies, connections left behind by unread bodies, and the development pages.
 */
let database: TestDatabase
let server: AppServer

beforeAll(async () => {
	database = await createTestDatabase()
	server = await startAppServer({ databaseUrl: database.url })
})

afterAll(async () => {
	await server?.stop()
	await database?.destroy()
})

type Post = { headers?: Record<string, string>; body?: BodyInit; method?: string }

function post(path: string, options: Post = {}) {
	return fetch(`${server.url}${path}`, {
		method: options.method ?? 'POST',
		redirect: 'manual',
		headers: { Origin: server.url, Accept: 'text/html', ...options.headers },
		body: options.body,
	})
}

const formType = { 'Content-Type': 'application/x-www-form-urlencoded' }
const jsonType = { 'Content-Type': 'application/json' }

async function sessionCount(userId: string) {
	const { rows } = await database.pool.query('select count(*)::int as n from sessions where user_id = $1', [userId])
	return rows[0].n as number
}

describe('a write whose origin the browser withheld', () => {
	test('Origin null on the login and register forms and their ?_data calls: 403 with a message, no session', async () => {
		const { user, password } = await seedAccount(database.db)
		for (const path of ['/login', '/login?_data=routes%2Flogin', '/register?_data=routes%2Fregister']) {
			const response = await post(path, {
				headers: { ...formType, Origin: 'null' },
				body: new URLSearchParams({ email: user.email, password, firstName: 'Eve', lastName: 'Evil', username: 'evil123', confirmPassword: password, acceptTerms: 'on' }),
			})
			expect(response.status, path).toBe(403)
			expect(await response.text(), path).toContain('the browser did not reveal')
		}
		expect(await sessionCount(user.id)).toBe(0)
	})

	test('no Origin with a cookie or Sec-Fetch-Site cross-site is refused; same-origin and no cookie pass', async () => {
		const credentials = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' })
		const noOrigin = (headers: Record<string, string>) =>
			fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { ...jsonType, ...headers }, body: credentials })
		expect((await noOrigin({ Cookie: 'theme=x' })).status).toBe(403)
		expect((await noOrigin({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
		expect((await noOrigin({ 'Sec-Fetch-Site': 'same-origin', Cookie: 'theme=x' })).status).toBe(401)
		expect((await noOrigin({})).status).toBe(401)
		const crossSite = await fetch(`${server.url}/api/auth/login`, {
			method: 'POST',
			headers: { ...jsonType, Origin: server.url, 'Sec-Fetch-Site': 'cross-site' },
			body: credentials,
		})
		expect(crossSite.status).toBe(403)
		// The Telegram webhook answers for its own secret, not for the missing Origin.
		const webhook = await fetch(`${server.url}/api/telegram/webhook`, { method: 'POST', headers: { ...jsonType, Origin: 'null' }, body: '{}' })
		expect(webhook.status).toBe(403)
		expect(await webhook.json()).toEqual({ ok: false })
	})

	test('the rule itself', () => {
		const own = 'http://127.0.0.1:3000'
		expect(crossSiteVerdict({ origin: 'null' }, own)).toBe('hidden')
		expect(crossSiteVerdict({ origin: 'null', secFetchSite: 'same-origin' }, own)).toBe('pass')
		expect(crossSiteVerdict({ secFetchSite: 'none' }, own)).toBe('pass')
		expect(crossSiteVerdict({ secFetchSite: 'same-site' }, own)).toBe('hidden')
		expect(crossSiteVerdict({ origin: own, secFetchSite: 'same-site' }, own)).toBe('pass')
		expect(crossSiteVerdict({ origin: 'https://evil.example', secFetchSite: 'same-origin' }, own)).toBe('foreign')
		expect(crossSiteVerdict({ cookie: '__session=x' }, own)).toBe('hidden')
		expect(crossSiteVerdict({}, own)).toBe('pass')
	})
})

describe('form actions and bodies that are not forms', () => {
	const bodies: Array<[string, Post]> = [
		['JSON', { headers: jsonType, body: '{"email":"a@b.example"}' }],
		['text', { headers: { 'Content-Type': 'text/plain' }, body: 'email=a@b.example' }],
		['no body', {}],
		['a broken multipart', { headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' }, body: '%%%' }],
	]

	test.each(['/login', '/register', '/waitlist', '/resources/preferences', '/verify-email', '/waitlist/confirm', '/forgot-password', '/reset-password', '/login?_data=routes%2Flogin'])(
		'%s answers 4xx with a message, never 500',
		async (path) => {
			const { user } = await seedAccount(database.db, { verified: false })
			const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
			for (const [label, options] of bodies) {
				const headers = { ...options.headers, ...(path === '/verify-email' ? { Cookie: cookie } : {}) }
				const response = await post(path, { ...options, headers })
				expect(response.status, `${label} to ${path}`).toBeGreaterThanOrEqual(400)
				expect(response.status, `${label} to ${path}`).toBeLessThan(500)
				const text = await response.text()
				expect(text, `${label} to ${path}`).toMatch(/This address takes a form|The form could not be read/)
			}
		},
	)
})

describe('control characters', () => {
	const nul = 'Ana\u0000Novak'

	test('a NUL byte in any form field answers 400 with a message, before any query', async () => {
		const { user } = await seedAccount(database.db)
		const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
		const { user: unverified } = await seedAccount(database.db, { verified: false })
		const unverifiedCookie = `__session=${await sessionCookieFor(database.db, unverified.id)}`
		const forms: Array<[string, Record<string, string>, string?]> = [
			['/login', { email: `a${nul}@b.example`, password: 'secret-password' }],
			['/register', { firstName: nul, lastName: 'N', username: 'someone1', email: 'x@y.example', password: 'secret-pw', confirmPassword: 'secret-pw', acceptTerms: 'on' }],
			['/waitlist', { firstName: nul, lastName: 'Novak', email: 'w@y.example' }],
			['/resources/preferences', { language: 'de', redirectTo: `/${nul}` }],
			['/verify-email', { intent: 'verify', code: `12345${nul}` }, unverifiedCookie],
			['/setup-alerts', { step: '2', intent: 'next', websitesSelected: 'demo', facebookMarketplaceUrl: nul }],
			['/profile?tab=settings', { intent: 'update-profile', fullName: nul, username: user.username, email: user.email }, cookie],
			['/dashboard', { intent: 'pause', subscriptionId: nul }, cookie],
		]
		for (const [path, fields, withCookie] of forms) {
			const response = await post(path, { headers: { ...formType, ...(withCookie ? { Cookie: withCookie } : {}) }, body: new URLSearchParams(fields) })
			expect(response.status, path).toBe(400)
			expect(await response.text(), path).toContain('invisible control characters')
		}
		expect((await database.pool.query('select count(*)::int as n from waitlist_entries')).rows[0].n).toBe(0)
	})

	test('a NUL byte in any JSON string answers 400 with a message', async () => {
		const { user } = await seedAccount(database.db)
		const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
		const calls: Array<[string, object, string?]> = [
			['/api/auth/register', { firstName: nul, lastName: 'N', username: 'someone2', email: 'r@y.example', password: 'secret-pw' }],
			['/api/waitlist', { firstName: nul, lastName: 'Novak', email: 'w2@y.example' }],
			['/api/auth/change-email', { newEmail: `a${nul}@b.example` }, cookie],
			['/api/subscriptions', { brand: nul }, cookie],
			['/api/set-alerts-intent', { telegramUsername: nul }, cookie],
		]
		for (const [path, body, withCookie] of calls) {
			const response = await post(path, { headers: { ...jsonType, Accept: 'application/json', ...(withCookie ? { Cookie: withCookie } : {}) }, body: JSON.stringify(body) })
			expect(response.status, path).toBe(400)
			expect(((await response.json()) as { message: string }).message, path).toContain('control characters')
		}
		// These answer their generic 400 for any unreadable body; what matters is no 500.
		for (const [path, body] of [['/api/auth/login', { email: `a${nul}@b.example`, password: 'secret-password' }], ['/api/user/update-profile', { firstName: nul }]] as const) {
			const response = await post(path, { headers: { ...jsonType, Accept: 'application/json', Cookie: cookie }, body: JSON.stringify(body) })
			expect(response.status, path).toBe(400)
		}
		expect(server.output()).not.toContain('invalid byte sequence')
	})
})

describe('deeply nested JSON', () => {
	test('every JSON endpoint answers 400 saying how deep a body may nest, never a 500, from 3,000 to 100,000 levels', async () => {
		const { user } = await seedAccount(database.db)
		const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
		const { user: unverified } = await seedAccount(database.db, { verified: false })
		const unverifiedCookie = `__session=${await sessionCookieFor(database.db, unverified.id)}`
		const alert = await seedAlert(database.db, user.id)
		// Each body is one field of the endpoint's own, holding the depth, so it is read as it would be.
		const calls: Array<[string, string, string, string?]> = [
			['POST', '/api/auth/register', 'firstName'],
			['POST', '/api/auth/verify-code', 'code', unverifiedCookie],
			['POST', '/api/auth/change-email', 'newEmail', cookie],
			['POST', '/api/subscriptions', 'brand', cookie],
			['PUT', `/api/subscriptions/${alert.id}`, 'brand', cookie],
			['POST', '/api/waitlist', 'firstName'],
			['POST', '/api/create-payment-intent', 'subscriptionId', cookie],
			['POST', '/api/set-alerts-intent', 'telegramUsername', cookie],
		]
		for (const depth of [3_000, 100_000]) {
			const nested = '['.repeat(depth) + ']'.repeat(depth)
			for (const [method, path, field, withCookie] of calls) {
				const response = await post(path, {
					method,
					headers: { ...jsonType, Accept: 'application/json', ...(withCookie ? { Cookie: withCookie } : {}) },
					body: `{"${field}":${nested}}`,
				})
				expect(response.status, `${method} ${path}, ${depth} levels`).toBe(400)
				expect(((await response.json()) as { message: string }).message, `${method} ${path}`).toContain('more than 64 levels deep')
			}
			// These answer their generic 400 for any body they cannot use; what matters is no 500.
			for (const path of ['/api/auth/login', '/api/user/update-profile', '/api/user/change-password']) {
				const response = await post(path, { headers: { ...jsonType, Accept: 'application/json', Cookie: cookie }, body: `{"email":${nested}}` })
				expect(response.status, `${path}, ${depth} levels`).toBe(400)
			}
		}
		expect(server.output()).not.toContain('Maximum call stack size exceeded')
	})
})

describe('the wizard draft of a visitor', () => {
	test('an 800 kB field is refused with the form error and does not grow the session row', async () => {
		const first = await post('/setup-alerts', { headers: formType, body: new URLSearchParams({ step: '2', intent: 'next' }) })
		const cookie = first.headers.get('Set-Cookie')?.split(';')[0]
		expect(cookie).toMatch(/^__session=/)
		const size = async () => (await database.pool.query('select sum(length(sess::text))::int as n from sessions')).rows[0].n as number
		const before = await size()
		for (let i = 0; i < 3; i++) {
			const response = await post('/setup-alerts', {
				headers: { ...formType, Cookie: cookie! },
				body: new URLSearchParams({ step: '2', intent: i === 0 ? 'next' : 'previous', websitesSelected: 'facebook', facebookMarketplaceUrl: 'x'.repeat(800 * 1024) }),
			})
			expect(response.status).toBe(400)
			expect(await response.text()).toContain('These answers are too long to keep')
		}
		expect(await size()).toBe(before)
	})
})

/** Writes a raw HTTP request and returns everything read until the server closed the connection. */
function rawExchange(write: (socket: net.Socket) => Promise<void>): Promise<string> {
	return new Promise((resolve) => {
		const socket = net.connect(server.port, '127.0.0.1')
		let received = ''
		socket.on('data', (chunk) => (received += chunk.toString('latin1')))
		socket.on('error', () => {})
		socket.on('close', () => resolve(received))
		socket.on('connect', () => void write(socket).catch(() => {}))
	})
}

describe('bodies', () => {
	test('a chunked body over 1 MB (24 MB sent) is refused with 413 and the connection closed', async () => {
		const chunk = Buffer.alloc(64 * 1024, 'a')
		const answer = await rawExchange(async (socket) => {
			socket.write(
				`POST /api/waitlist HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
			)
			for (let sent = 0; sent < 24 * 1024 * 1024 && !socket.destroyed; sent += chunk.length) {
				// Every part of the chunk is written (a short-circuit here would drop parts and send a malformed body).
				socket.write(`${chunk.length.toString(16)}\r\n`)
				socket.write(chunk)
				const ok = socket.write('\r\n')
				if (!ok) await new Promise((resolve) => socket.once('drain', resolve).once('close', resolve))
			}
			socket.end('0\r\n\r\n')
		})
		expect(answer).toMatch(/^HTTP\/1\.1 413/)
		expect(answer).toContain('The request is too large')
		expect(answer.toLowerCase()).toContain('connection: close')
	})

	test('a keep-alive connection survives an endpoint that answers without reading the body', async () => {
		const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
		const request = (method: string, path: string, body?: Buffer) =>
			new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
				const req = http.request(`${server.url}${path}`, { method, agent, headers: body ? { 'Content-Type': 'application/json', 'Content-Length': body.length } : {} }, (res) => {
					res.resume()
					res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }))
				})
				req.on('error', reject)
				req.end(body)
			})
		try {
			// The Telegram webhook refuses a missing secret without reading what was sent.
			const refused = await request('POST', '/api/telegram/webhook', Buffer.alloc(900 * 1024, 'a'))
			expect(refused.status).toBe(403)
			const next = await request('GET', '/faq')
			expect(next).toEqual({ status: 200, reused: true })
		} finally {
			agent.destroy()
		}
	})
})

describe('development pages', () => {
	test('loopback peers only, by the socket address', () => {
		for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true)
		for (const address of ['10.0.0.5', '::ffff:10.0.0.5', '192.168.1.2', 'fe80::1', '', undefined]) expect(isLoopbackAddress(address), address).toBe(false)
	})

	test('/dev/outbox answers on 127.0.0.1, and 404 through another interface even with a forwarded loopback address', async () => {
		expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(200)
		const address = Object.values(os.networkInterfaces())
			.flat()
			.find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address
		if (!address) return // No non-loopback interface on this machine: the predicate test above covers it.
		for (const path of ['/dev/outbox', '/dev/notifications', '/DEV/outbox', '/dev/outbox?_data=routes%2Fdev.outbox']) {
			const response = await fetch(`http://${address}:${server.port}${path}`, { headers: { 'X-Forwarded-For': '127.0.0.1' } })
			expect(response.status, path).toBe(404)
		}
	})
})
