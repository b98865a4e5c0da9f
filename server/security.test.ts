import http, { type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import express, { type RequestHandler } from 'express'
import helmet from 'helmet'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from '#tests/support/app-server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { helmetHeaders, securityHeaders } from './security.ts'

/** The security headers are helmet's, worked out once (docs/decisions/026-light-page-shell.md). */

const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

async function headersFrom(middleware: RequestHandler) {
	const app = express()
	app.disable('x-powered-by')
	app.use(middleware)
	app.get('/', (_req, res) => res.send('ok'))
	const server = app.listen(0, '127.0.0.1')
	servers.push(server)
	await new Promise((resolve) => server.once('listening', resolve))
	const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
	const ignored = new Set(['date', 'content-length', 'etag', 'connection', 'keep-alive', 'content-type'])
	return Object.fromEntries([...response.headers].filter(([name]) => !ignored.has(name)))
}

test.each([true, false])('with isProduction %s, every request gets the headers helmet itself would set', async (isProduction) => {
	const ours = await headersFrom(securityHeaders({ isProduction, isDev: false }))
	const helmets = await headersFrom(
		helmet({
			contentSecurityPolicy: false,
			strictTransportSecurity: isProduction ? { maxAge: 60 * 60 * 24 * 365, includeSubDomains: true } : false,
			crossOriginEmbedderPolicy: false,
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		}),
	)
	expect(ours).toEqual(helmets)
	expect(ours['referrer-policy']).toBe('strict-origin-when-cross-origin')
	expect('strict-transport-security' in ours).toBe(isProduction)
	expect(ours['x-frame-options']).toBe('SAMEORIGIN')
})

/** One answer with its raw header lines, so a header sent twice shows as two (fetch would join them). */
function send(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
	return new Promise((resolve, reject) => {
		const request = http.request(url, { method: options.method ?? 'GET', headers: { 'Accept-Encoding': 'identity', ...options.headers } }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => {
				const lines: Array<[string, string]> = []
				for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!])
				resolve({ status: response.statusCode ?? 0, lines, body: Buffer.concat(chunks).toString('utf8') })
			})
			response.on('error', reject)
		})
		request.on('error', reject)
		request.end()
	})
}
type RawAnswer = { status: number; lines: Array<[string, string]>; body: string }
const valuesOf = (answer: RawAnswer, name: string) => answer.lines.filter(([line]) => line === name).map(([, value]) => value)

describe('the built server in production', () => {
	const adminToken = 'operator-token-0123456789abcdef'
	const production = (env: Record<string, string> = {}) => ({
		NODE_ENV: 'production',
		SESSION_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
		APP_URL: 'https://carwatch.test',
		STRIPE_SECRET_KEY: 'sk_test_not_used_here',
		STRIPE_PUBLISHABLE_KEY: 'pk_test_not_used_here',
		STRIPE_WEBHOOK_SECRET: 'whsec_not_used_here',
		TELEGRAM_BOT_TOKEN: '123456:not-used-here',
		TELEGRAM_BOT_USERNAME: 'carwatch_test_bot',
		TELEGRAM_WEBHOOK_SECRET: 'webhook-secret-not-used-here-0123456789',
		TELEGRAM_API_BASE: 'http://127.0.0.1:9',
		SMTP_URL: 'smtp://127.0.0.1:9',
		SUPPORT_EMAIL: 'help@carwatch.test',
		SUPPORT_TELEGRAM: 'carwatch_help',
		...env,
	})
	let database: TestDatabase
	/** As most deployments run: no ADMIN_TOKEN. */
	let plain: AppServer
	let withAdmin: AppServer

	beforeAll(async () => {
		database = await createTestDatabase()
		;[plain, withAdmin] = await Promise.all([
			startAppServer({ databaseUrl: database.url, env: production() }),
			startAppServer({ databaseUrl: database.url, env: production({ ADMIN_TOKEN: adminToken }) }),
		])
	})
	afterAll(async () => {
		await Promise.all([plain?.stop(), withAdmin?.stop()])
		await database?.destroy()
	})

	test('every kind of answer carries each security header once: pages, resource routes, files, health, admin, refusals, 404', async () => {
		const expected = new Map(helmetHeaders({ isProduction: true, isDev: false }).map(([name, value]) => [name.toLowerCase(), value]))
		expect(expected.get('x-content-type-options')).toBe('nosniff')
		expect(expected.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
		expect(expected.get('referrer-policy')).toBe('strict-origin-when-cross-origin')

		const home = await send(`${plain.url}/`)
		const asset = /\/assets\/[\w.-]+\.js/.exec(home.body)?.[0]
		expect(asset).toBeDefined()
		const json = { Accept: 'application/json' }
		// The page cache is on in production: a copy answers too, once it is stored.
		let copy: RawAnswer | undefined
		await expect
			.poll(async () => {
				copy = await send(`${plain.url}/`)
				return valuesOf(copy, 'x-cache')
			})
			.toEqual(['hit'])
		const answers: Array<[string, RawAnswer]> = [
			['page', home],
			['copy of the page', copy!],
			['login page', await send(`${plain.url}/login`)],
			['reset page', await send(`${plain.url}/reset-password`)],
			['resource route', await send(`${plain.url}/api/subscription-stats`)],
			['redirect', await send(`${plain.url}/go/pricing`)],
			['405', await send(`${plain.url}/api/telegram/webhook`)],
			['file', await send(`${plain.url}/favicon.svg`)],
			['asset', await send(`${plain.url}${asset}`)],
			['healthz', await send(`${plain.url}/healthz`)],
			// 503: no worker beats in this test.
			['healthz/worker', await send(`${plain.url}/healthz/worker`)],
			['unknown path', await send(`${plain.url}/no-such-page`)],
			['admin, no token configured', await send(`${plain.url}/api/admin/sites`, { headers: json })],
			['admin, no token given', await send(`${withAdmin.url}/api/admin/sites`, { headers: json })],
			['admin, wrong token', await send(`${withAdmin.url}/api/admin/sites`, { headers: { ...json, Authorization: `Bearer ${adminToken}x` } })],
			['admin', await send(`${withAdmin.url}/api/admin/sites`, { headers: { ...json, Authorization: `Bearer ${adminToken}` } })],
			['refused write', await send(`${plain.url}/login`, { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' } })],
		]
		const wrong: string[] = []
		for (const [what, answer] of answers) {
			for (const [name, value] of expected) {
				const sent = valuesOf(answer, name)
				// The reset page asks for a stricter policy of its own, which replaces ours.
				const wanted = what === 'reset page' && name === 'referrer-policy' ? 'same-origin' : value
				if (sent.length !== 1 || sent[0] !== wanted) wrong.push(`${what}: ${name} ${JSON.stringify(sent)}`)
			}
		}
		expect(wrong).toEqual([])
	})

	test('without ADMIN_TOKEN, /api/admin/sites answers exactly what an unknown path answers', async () => {
		// Headers whose values differ from one answer to the next whatever the path.
		const varying = new Set(['date', 'etag', 'content-length', 'content-security-policy', 'age'])
		const shape = (answer: RawAnswer) => ({
			status: answer.status,
			headers: answer.lines.filter(([name]) => !varying.has(name)),
			// The page names its own address (its links to itself in other languages).
			body: answer.body.replaceAll(/nonce="[^"]+"/g, 'nonce=""').replaceAll('/api/admin/sitez', '/api/admin/sites'),
		})
		for (const headers of [{}, { Accept: 'application/json' }, { Authorization: `Bearer ${adminToken}` }] as Array<Record<string, string>>) {
			const admin = await send(`${plain.url}/api/admin/sites`, { headers })
			const unknown = await send(`${plain.url}/api/admin/sitez`, { headers })
			expect(admin.status).toBe(404)
			expect(shape(admin)).toEqual(shape(unknown))
		}
	})
})
