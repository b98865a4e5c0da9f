import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * Every protected page (spec section 2, "Protected-route rule"). Later issues add theirs here:
 * /edit/:id, /subscribe, /checkout.
 */
const protectedRoutes: Array<{ path: string; forUnverified?: boolean; verifiedGoesTo?: string }> = [
	{ path: '/dashboard' },
	{ path: '/profile' },
	{ path: '/profile?tab=password' },
	{ path: '/profile?tab=billing' },
	{ path: '/verify-email', forUnverified: true, verifiedGoesTo: '/setup-alerts' },
]

/** Every JSON endpoint under /api/user/ (spec section 7). */
const userApiEndpoints = ['/api/user/update-profile', '/api/user/change-password']

let database: TestDatabase
let server: AppServer
let verifiedCookie: string
let unverifiedCookie: string

beforeAll(async () => {
	database = await createTestDatabase()
	server = await startAppServer({ databaseUrl: database.url })
	const { user: verified } = await seedAccount(database.db, { verified: true })
	const { user: unverified } = await seedAccount(database.db, { verified: false })
	verifiedCookie = `__session=${await sessionCookieFor(database.db, verified.id)}`
	unverifiedCookie = `__session=${await sessionCookieFor(database.db, unverified.id)}`
})

afterAll(async () => {
	await server?.stop()
	await database?.destroy()
})

async function visit(path: string, cookie?: string) {
	const response = await fetch(`${server.url}${path}`, {
		headers: cookie ? { Cookie: cookie } : {},
		redirect: 'manual',
	})
	return { status: response.status, location: response.headers.get('Location') }
}

describe.each(protectedRoutes)('$path', ({ path, forUnverified, verifiedGoesTo }) => {
	test('sends an anonymous visitor to /login with the path to come back to', async () => {
		expect(await visit(path)).toEqual({ status: 302, location: `/login?redirect=${encodeURIComponent(path)}` })
	})

	test(forUnverified ? 'is open to an unverified user' : 'sends an unverified user to /verify-email', async () => {
		const result = await visit(path, unverifiedCookie)
		if (forUnverified) expect(result.status).toBe(200)
		else expect(result).toEqual({ status: 302, location: '/verify-email' })
	})

	test(verifiedGoesTo ? `sends a verified user to ${verifiedGoesTo}` : 'is open to a verified user', async () => {
		const result = await visit(path, verifiedCookie)
		if (verifiedGoesTo) expect(result).toEqual({ status: 302, location: verifiedGoesTo })
		else expect(result.status).toBe(200)
	})
})

describe.each(userApiEndpoints)('%s', (path) => {
	test('answers 401 to an anonymous caller and 403 to an unverified one', async () => {
		for (const [cookie, status] of [
			[undefined, 401],
			[unverifiedCookie, 403],
		] as const) {
			const response = await fetch(`${server.url}${path}`, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
				body: '{}',
				redirect: 'manual',
			})
			expect(response.status).toBe(status)
			expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string')
		}
	})
})
