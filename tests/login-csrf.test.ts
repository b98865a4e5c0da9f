import http from 'node:http'
import { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAccount } from './support/session.ts'

/**
 * Login CSRF in a real Chromium: a page elsewhere that withholds its referrer posts the attacker's
 * credentials to our login. Chromium then sends `Origin: null`, and a top-level navigation would
 * accept the session cookie, signing the visitor into the attacker's account. The host must
 * refuse the post (docs/decisions/012), for the document form and for Remix's `?_data` fetch.
 */

let attacker: http.Server
let attackerUrl: string
let credentials: { email: string; password: string }

/** The attacker's page: no referrer, a form with the attacker's credentials, sent at load. */
function attackPage(action: string) {
	const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${value}">`
	return `<!doctype html><html><head><meta name="referrer" content="no-referrer"></head><body>
<form id="f" method="post" action="${action}">${field('email', credentials.email)}${field('password', credentials.password)}</form>
<script>document.getElementById('f').submit()</script></body></html>`
}

const app = setUpBrowserApp()

beforeAll(async () => {
	const { user, password } = await seedAccount(app.database.db)
	credentials = { email: user.email, password }
	attacker = http.createServer((request, response) => {
		const target = new URL(request.url ?? '/', 'http://attacker.local').searchParams.get('to') ?? '/login'
		response.writeHead(200, { 'Content-Type': 'text/html' }).end(attackPage(`${app.server.url}${target}`))
	})
	await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve))
	attackerUrl = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`
})

afterAll(async () => {
	await new Promise<void>((resolve) => (attacker ? attacker.close(() => resolve()) : resolve()))
})

describe('a login posted from another page without a referrer', () => {
	for (const target of ['/login', '/login?_data=routes%2Flogin']) {
		test(`${target} is refused and the visitor stays signed out`, async () => {
			const { page, close } = await app.openPage({ javaScript: true })
			try {
				const origins: Array<string | null> = []
				const statuses: number[] = []
				page.on('request', (request) => {
					if (request.method() === 'POST') origins.push(request.headers()['origin'] ?? null)
				})
				page.on('response', (response) => {
					if (response.request().method() === 'POST') statuses.push(response.status())
				})
				await page.goto(`${attackerUrl}/?to=${encodeURIComponent(target)}`)
				await page.waitForURL((url) => url.href.startsWith(app.server.url))
				await page.waitForLoadState()
				// What makes this the attack: Chromium said the post came from nowhere.
				expect(origins).toEqual(['null'])
				expect(statuses).toEqual([403])
				expect((await page.context().cookies(app.server.url)).map((cookie) => cookie.name)).not.toContain('__session')
				await page.goto(`${app.server.url}/dashboard`)
				expect(new URL(page.url()).pathname).toBe('/login')
			} finally {
				await close()
			}
		})
	}
})
