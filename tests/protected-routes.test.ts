import { beforeAll, describe, expect, test } from 'vitest'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * Every protected page (docs/product/spec.md §2, "Protected-route rule"). Later issues add theirs here:
 * /edit/:id, /subscribe, /checkout.
 */
const someoneElsesAlert = '/edit/00000000-0000-4000-8000-000000000000'
const protectedRoutes: Array<{ path: string; forUnverified?: boolean; verifiedGoesTo?: string; verifiedStatus?: number }> = [
	{ path: '/dashboard' },
	{ path: '/profile' },
	{ path: '/profile?tab=password' },
	{ path: '/profile?tab=billing' },
	{ path: '/subscribe' },
	{ path: '/checkout' },
	{ path: '/card-setup' },
	{ path: '/checkout?subscription=00000000-0000-4000-8000-000000000000', verifiedStatus: 404 },
	// A verified user reaches these routes; an alert that is not theirs is not found.
	{ path: someoneElsesAlert, verifiedStatus: 404 },
	{ path: `${someoneElsesAlert}/cancel`, verifiedStatus: 404 },
	{ path: '/verify-email', forUnverified: true, verifiedGoesTo: '/setup-alerts' },
]

/** Every JSON endpoint under /api/user/ (docs/product/spec.md §7). */
const userApiEndpoints = ['/api/user/update-profile', '/api/user/change-password']

let verifiedCookie: string
let unverifiedCookie: string

const app = setUpBrowserApp({ smtp: true })

beforeAll(async () => {
	const { user: verified } = await seedAccount(app.database.db, { verified: true })
	const { user: unverified } = await seedAccount(app.database.db, { verified: false })
	verifiedCookie = `__session=${await sessionCookieFor(app.database.db, verified.id)}`
	unverifiedCookie = `__session=${await sessionCookieFor(app.database.db, unverified.id)}`
})

async function visit(path: string, cookie?: string) {
	const response = await fetch(`${app.server.url}${path}`, {
		headers: cookie ? { Cookie: cookie } : {},
		redirect: 'manual',
	})
	return { status: response.status, location: response.headers.get('Location') }
}

describe.each(protectedRoutes)('$path', ({ path, forUnverified, verifiedGoesTo, verifiedStatus }) => {
	test('sends an anonymous visitor to /login with the path to come back to', async () => {
		expect(await visit(path)).toEqual({ status: 302, location: `/login?redirect=${encodeURIComponent(path)}` })
	})

	test(
		forUnverified ? 'is open to an unverified user' : 'sends an unverified user to /verify-email with the path to come back to',
		async () => {
			const result = await visit(path, unverifiedCookie)
			if (forUnverified) expect(result.status).toBe(200)
			else expect(result).toEqual({ status: 302, location: `/verify-email?redirect=${encodeURIComponent(path)}` })
		},
	)

	test(verifiedGoesTo ? `sends a verified user to ${verifiedGoesTo}` : 'is open to a verified user', async () => {
		const result = await visit(path, verifiedCookie)
		if (verifiedGoesTo) expect(result).toEqual({ status: 302, location: verifiedGoesTo })
		else expect(result.status).toBe(verifiedStatus ?? 200)
	})
})

describe.each(userApiEndpoints)('%s', (path) => {
	test('answers 401 to an anonymous caller and 403 to an unverified one', async () => {
		for (const [cookie, status] of [
			[undefined, 401],
			[unverifiedCookie, 403],
		] as const) {
			const response = await fetch(`${app.server.url}${path}`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Origin: app.server.url, ...(cookie ? { Cookie: cookie } : {}) },
				body: '{}',
				redirect: 'manual',
			})
			expect(response.status).toBe(status)
			expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string')
		}
	})
})

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('an unverified user who asked for a protected page, with $label', ({ javaScript }) => {
	test('verifies the e-mail and lands on the page first asked for', async () => {
		const { user } = await seedAccount(app.database.db, { verified: false })
		const { page, errors, close } = await app.openPage({ javaScript })
		await page.context().addCookies([{ name: '__session', value: await sessionCookieFor(app.database.db, user.id), url: app.server.url }])
		const asked = '/profile?tab=password'
		await page.goto(`${app.server.url}${asked}`)
		expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(
			`/verify-email?${new URLSearchParams({ redirect: asked })}`,
		)

		// No code was sent yet for this seeded account: ask for one, as the user would.
		const before = app.smtp.received.length
		await page.getByRole('button', { name: 'Send a new code' }).click()
		const code = /\b(\d{6})\b/.exec((await app.smtp.waitForMail(user.email, before)).text)?.[1]
		expect(code).toMatch(/^\d{6}$/)
		await expect.poll(() => page.getByTestId('resend-status').isVisible()).toBe(true)
		// The page (and so every form on it) still carries the target after the resend.
		expect(new URL(page.url()).searchParams.get('redirect')).toBe(asked)

		await page.getByLabel('Verification code').fill(code!)
		await page.getByRole('button', { name: 'Verify', exact: true }).click()
		await page.waitForURL((url) => url.pathname === '/profile')
		expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(asked)
		const { rows } = await app.database.pool.query('select is_email_verified from users where id = $1', [user.id])
		expect(rows[0].is_email_verified).toBe(true)
		expect(errors).toEqual([])
		await close()
	})
})

test('/verify-email ignores a redirect to another site and falls back to the alert setup', async () => {
	const { user } = await seedAccount(app.database.db, { verified: false })
	const cookie = `__session=${await sessionCookieFor(app.database.db, user.id)}`
	const post = (fields: Record<string, string>) =>
		fetch(`${app.server.url}/verify-email?${new URLSearchParams({ redirect: '//evil.example/steal' })}`, {
			method: 'POST',
			headers: { Cookie: cookie, Origin: app.server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams(fields),
			redirect: 'manual',
		})
	const before = app.smtp.received.length
	expect((await post({ intent: 'resend' })).status).toBe(200)
	const code = /\b(\d{6})\b/.exec((await app.smtp.waitForMail(user.email, before)).text)?.[1]
	const verified = await post({ intent: 'verify', code: code! })
	expect(verified.status).toBe(302)
	expect(verified.headers.get('Location')).toBe('/setup-alerts')
})
