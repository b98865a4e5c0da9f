import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig, sessionSecret } from '#core/config.ts'
import { sessions, telegramLinks, users } from '#core/db/schema.ts'
import { prepareTelegramLink } from '#core/telegram/links.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { type FakeGoogle, type GoogleAccount, startFakeGoogle } from './support/google.ts'
import { freshClientIp } from './support/browser.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

let google: FakeGoogle
/** Google sign-in configured against the local fake Google. */
const app = setUpBrowserApp({
	before: async () => {
		google = await startFakeGoogle()
	},
	env: () => google.env,
})

afterAll(async () => {
	await google?.close()
})

afterEach(() => {
	// A call the fake did not expect (wrong client, unknown endpoint) fails the test that made it.
	expect(google.unexpected).toEqual([])
})

let counter = 0
function googleAccount(overrides: Partial<GoogleAccount> = {}): GoogleAccount {
	counter += 1
	const id = `${counter}${Date.now().toString(36)}`
	return {
		sub: `1098765432${id}`,
		email: `mara.horvat.${id}@gmail.example`,
		email_verified: true,
		given_name: 'Mara',
		family_name: 'Horvat',
		name: 'Mara Horvat',
		picture: 'https://lh3.googleusercontent.example/a/photo',
		locale: 'en',
		...overrides,
	}
}

async function userByEmail(email: string) {
	const [row] = await app.database.db.select().from(users).where(eq(users.email, email))
	return row
}

async function sessionRows(userId: string) {
	return app.database.db.select().from(sessions).where(eq(sessions.userId, userId))
}

/** The endpoints the fake Google answered since `from`, as `METHOD /path status`. */
function googleCallsSince(from: number) {
	return google.calls.slice(from).map((call) => `${call.method} ${call.path} ${call.status}`)
}

describe('in the browser', () => {
	test('a new Google user gets a verified account without a password and lands on the redirect target', async () => {
		const account = googleAccount({ email: `New.Driver.${Date.now()}@Gmail.Example` })
		google.signInAs(account)
		const before = google.calls.length
		const { page, errors, close } = await app.openPage({ javaScript: true, locale: 'de-DE' })
		await page.goto(`${app.server.url}/login?redirect=${encodeURIComponent('/profile?tab=settings')}`)
		await page.getByRole('link', { name: 'Weiter mit Google' }).click()
		await page.waitForURL(`${app.server.url}/profile?tab=settings`)

		expect(googleCallsSince(before)).toEqual(['GET /authorize 302', 'POST /token 200', 'GET /userinfo 200'])
		const row = await userByEmail(account.email.toLowerCase())
		expect(row).toMatchObject({
			googleId: account.sub,
			passwordHash: null,
			isEmailVerified: true,
			firstName: 'Mara',
			lastName: 'Horvat',
			// The language the visitor was using on the site.
			language: 'de',
		})
		expect(row!.username).toMatch(/^[A-Za-z0-9]{3,20}$/)
		const rows = await sessionRows(row!.id)
		expect(rows).toHaveLength(1)
		// The OAuth state is not left behind in the signed-in session.
		expect(rows[0]!.sess).not.toHaveProperty('oauth2:state')
		const cookie = (await page.context().cookies()).find((c) => c.name === '__session')
		expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
		// The one-shot target cookie is gone.
		expect((await page.context().cookies()).find((c) => c.name === 'google_redirect')).toBeUndefined()
		expect(errors).toEqual([])
		await close()

		// The next sign-in with the same Google account finds the same user, not a second one.
		google.signInAs(account)
		const again = await app.openPage({ javaScript: false })
		await again.page.goto(`${app.server.url}/login`)
		await again.page.getByRole('link', { name: 'Continue with Google' }).click()
		await again.page.waitForURL(`${app.server.url}/dashboard`)
		expect(await app.database.db.select().from(users).where(eq(users.googleId, account.sub))).toHaveLength(1)
		expect(await sessionRows(row!.id)).toHaveLength(2)
		await again.close()
	})

	/** Signs `account` in with Google from /register, without JavaScript, landing on the dashboard. */
	async function signUpWithGoogle(account: GoogleAccount) {
		google.signInAs(account)
		const { page, close } = await app.openPage({ javaScript: false })
		await page.goto(`${app.server.url}/register`)
		await page.getByRole('link', { name: 'Sign up with Google' }).click()
		// Google vouched for the address, so no detour through /verify-email.
		await page.waitForURL(`${app.server.url}/dashboard`)
		await close()
	}

	const passwordLogin = (email: string, password: string) =>
		fetch(`${app.server.url}/api/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshClientIp() },
			body: JSON.stringify({ email, password }),
		})

	const signedInAs = async (cookie: string) =>
		(await (await fetch(`${app.server.url}/api/auth/session`, { headers: { Cookie: `__session=${cookie}` } })).json()).user?.id ?? null

	test('a verified password account with the same e-mail is linked and signed in, and keeps its password and sessions', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const elsewhere = await sessionCookieFor(app.database.db, user.id)
		const account = googleAccount({ email: user.email.toUpperCase(), given_name: 'Other', family_name: 'Name' })
		await signUpWithGoogle(account)

		const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id))
		expect(row).toMatchObject({
			googleId: account.sub,
			isEmailVerified: true,
			passwordHash: user.passwordHash,
			username: user.username,
			firstName: user.firstName,
			lastName: user.lastName,
		})
		expect(await app.database.db.select().from(users).where(eq(users.googleId, account.sub))).toHaveLength(1)
		expect(await sessionRows(user.id)).toHaveLength(2)
		expect(await signedInAs(elsewhere)).toBe(user.id)
		// The password still works beside Google.
		expect((await passwordLogin(user.email, password)).status).toBe(200)
	})

	test('an account someone registered with the owner’s unproved e-mail becomes the owner’s: its password, sessions and Telegram chat go', async () => {
		// Someone registers the owner's address with a password of their own, stays signed in and
		// links their own Telegram chat, waiting for the owner to sign in with Google.
		const { user, password } = await seedAccount(app.database.db, { verified: false })
		const squatter = await sessionCookieFor(app.database.db, user.id)
		await app.database.db.insert(telegramLinks).values({ userId: user.id, chatId: 880_000 + counter, linkedAt: new Date(), telegramUsername: 'squatter' })
		const { token: squattersToken } = await prepareTelegramLink(app.database.db, sessionSecret(parseConfig({ NODE_ENV: 'test' })), user.id)
		expect(await signedInAs(squatter)).toBe(user.id)

		const account = googleAccount({ email: user.email })
		await signUpWithGoogle(account)

		const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id))
		expect(row).toMatchObject({ googleId: account.sub, isEmailVerified: true, passwordHash: null, username: user.username })
		// Only the owner's new session is left.
		expect(await sessionRows(user.id)).toHaveLength(1)
		expect(await signedInAs(squatter)).toBeNull()
		expect((await passwordLogin(user.email, password)).status).toBe(401)
		const [link] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
		expect(link).toMatchObject({ chatId: null, linkedAt: null, telegramUsername: null, linkTokenHash: null })
		const { token } = await prepareTelegramLink(app.database.db, sessionSecret(parseConfig({ NODE_ENV: 'test' })), user.id)
		expect(token).not.toBe(squattersToken)
	})

	test('a refused consent comes back to /login with the message, in the page language', async () => {
		google.refuseNext()
		const before = google.calls.length
		const { page, errors, close } = await app.openPage({ javaScript: true, locale: 'fr-FR' })
		await page.goto(`${app.server.url}/login?redirect=/faq`)
		await page.getByRole('link', { name: 'Continuer avec Google' }).click()
		await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('error') === 'google')
		expect(new URL(page.url()).searchParams.get('redirect')).toBe('/faq')
		expect(await page.getByTestId('login-error').textContent()).toContain('La connexion avec Google a échoué.')
		// Nothing was traded: the app never asked for a token.
		expect(googleCallsSince(before)).toEqual(['GET /authorize 302'])
		expect(errors).toEqual([])
		await close()
	})
})

/** Cookies the way a browser keeps them: the last live value of each name. */
class CookieJar {
	private readonly values = new Map<string, string>()
	take(response: Response) {
		for (const header of response.headers.getSetCookie()) {
			const [pair] = header.split(';')
			const name = pair!.slice(0, pair!.indexOf('='))
			const value = pair!.slice(name.length + 1)
			if (/expires=Thu, 01 Jan 1970|max-age=0/i.test(header) || value === '') this.values.delete(name)
			else this.values.set(name, value)
		}
	}
	header() {
		return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ')
	}
}

/**
 * Starts a sign-in without a browser: /api/auth/google, then the fake consent screen, which
 * answers with the callback URL carrying the code and state. The callback is not called yet.
 */
async function startSignIn(account: GoogleAccount | 'refuse', redirect = '/faq') {
	const jar = new CookieJar()
	const start = await fetch(`${app.server.url}/api/auth/google?${new URLSearchParams({ redirect })}`, { redirect: 'manual' })
	expect(start.status).toBe(302)
	jar.take(start)
	if (account === 'refuse') google.refuseNext()
	else google.signInAs(account)
	const consent = await fetch(start.headers.get('Location')!, { redirect: 'manual' })
	expect(consent.status).toBe(302)
	const callback = new URL(consent.headers.get('Location')!)
	expect(`${callback.origin}${callback.pathname}`).toBe(`${app.server.url}/auth/google/callback`)
	return { jar, callback }
}

async function callBack(jar: CookieJar, url: URL) {
	const response = await fetch(url, { redirect: 'manual', headers: { Cookie: jar.header() } })
	jar.take(response)
	return response
}

function expectRefused(response: Response, redirect = '/faq') {
	expect(response.status).toBe(302)
	expect(response.headers.get('Location')).toBe(`/login?${new URLSearchParams({ error: 'google', redirect })}`)
	// No session for anybody was created by the refusal.
	expect(response.headers.getSetCookie().filter((c) => c.startsWith('__session='))).toEqual([])
}

describe('the callback refuses what Google did not vouch for, never with a 500', () => {
	test('a forged state, then a bad code, are refused; the genuine pair still signs in once', async () => {
		const account = googleAccount()
		const { jar, callback } = await startSignIn(account)
		const state = callback.searchParams.get('state')!
		const code = callback.searchParams.get('code')!

		const before = google.calls.length
		const forged = new URL(callback)
		forged.searchParams.set('state', 'forged-state')
		expectRefused(await callBack(jar, forged))
		// A forged state is refused before the code is spent at Google.
		expect(googleCallsSince(before)).toEqual([])

		// The target page is one-shot: it was dropped with the first refusal, /dashboard stands in.
		const badCode = new URL(callback)
		badCode.searchParams.set('code', 'code-made-up')
		expectRefused(await callBack(jar, badCode), '/dashboard')
		expect(googleCallsSince(before)).toEqual(['POST /token 400'])

		const noCode = new URL(callback)
		noCode.searchParams.delete('code')
		expectRefused(await callBack(jar, noCode), '/dashboard')
		expect(await userByEmail(account.email)).toBeUndefined()

		const genuine = await callBack(jar, callback)
		expect(genuine.status).toBe(302)
		expect(genuine.headers.get('Location')).toBe('/dashboard')
		const row = await userByEmail(account.email)
		expect(row).toMatchObject({ googleId: account.sub, isEmailVerified: true })
		expect(await sessionRows(row!.id)).toHaveLength(1)

		// Replaying the same code and state: the pre-login session (and its state) is gone.
		const replay = await fetch(callback, { redirect: 'manual' })
		expectRefused(replay, '/dashboard')
		expect(state).toMatch(/^[0-9a-f-]{36}$/)
		expect(code).toMatch(/^code-/)
	})

	test("an attacker's callback URL opened in a victim's browser does not sign the victim in as the attacker", async () => {
		const attackerAccount = googleAccount()
		const attacker = await startSignIn(attackerAccount)
		const victim = await startSignIn(googleAccount())
		expectRefused(await callBack(victim.jar, attacker.callback))
		expect(await userByEmail(attackerAccount.email)).toBeUndefined()
	})

	test('an address Google has not verified creates no account and claims none', async () => {
		const { user } = await seedAccount(app.database.db)
		const fresh = `unverified.${Date.now()}@gmail.example`
		for (const email of [fresh, user.email]) {
			const { jar, callback } = await startSignIn(googleAccount({ email, email_verified: false }))
			expectRefused(await callBack(jar, callback))
		}
		expect(await userByEmail(fresh)).toBeUndefined()
		const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id))
		expect(row!.googleId).toBeNull()
		expect(await sessionRows(user.id)).toEqual([])
	})

	test('a userinfo answer without a Google id is refused, not turned into an account', async () => {
		const account = googleAccount({ sub: '' })
		const { jar, callback } = await startSignIn(account)
		const before = google.calls.length
		expectRefused(await callBack(jar, callback))
		expect(googleCallsSince(before)).toEqual(['POST /token 200', 'GET /userinfo 200'])
		expect(await userByEmail(account.email)).toBeUndefined()
	})

	test('a refused consent answers the login page, which shows the message without JavaScript', async () => {
		const { jar, callback } = await startSignIn('refuse', '/profile')
		expect(callback.searchParams.get('error')).toBe('access_denied')
		const response = await callBack(jar, callback)
		expectRefused(response, '/profile')
		const page = await fetch(new URL(response.headers.get('Location')!, app.server.url))
		expect(page.status).toBe(200)
		expect(await page.text()).toContain('Google sign-in failed. Please try again or log in with your email and password.')
	})
})

describe('without Google keys', () => {
	let plain: AppServer
	beforeAll(async () => {
		plain = await startAppServer({ databaseUrl: app.database.url })
	})
	afterAll(async () => {
		await plain?.stop()
	})

	test('the login and register pages show no Google button', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		await page.goto(`${plain.url}/login`)
		expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Log in')
		expect(await page.getByRole('link', { name: /Google/ }).count()).toBe(0)
		await page.goto(`${plain.url}/register`)
		expect(await page.getByRole('link', { name: /Google/ }).count()).toBe(0)
		expect(await page.locator('a[href^="/api/auth/google"]').count()).toBe(0)
		await close()
		// The configured server, for contrast, shows it.
		expect(await (await fetch(`${app.server.url}/login`)).text()).toContain('href="/api/auth/google?redirect=%2Fdashboard"')
	})

	test('the Google endpoints answer 404, not 500', async () => {
		expect((await fetch(`${plain.url}/api/auth/google`, { redirect: 'manual' })).status).toBe(404)
		expect((await fetch(`${plain.url}/auth/google/callback?state=x&code=y`, { redirect: 'manual' })).status).toBe(404)
	})
})
