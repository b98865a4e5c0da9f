import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig, sessionSecret } from '#core/config.ts'
import { reclaimUnprovedAccount } from '#core/auth/reclaim.ts'
import { hashPassword } from '#core/auth/passwords.ts'
import { sessions, users } from '#core/db/schema.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'
import { type FakeTurnstile, startFakeTurnstile } from './support/turnstile.ts'

/** Google configured with made-up keys (Google itself is never called), no captcha. */
const app = setUpBrowserApp({
	env: { GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-client-secret' },
})

/**
 * Rate limits count per address. The server trusts one proxy hop, so each test speaks from its
 * own X-Forwarded-For address and the tests never limit each other.
 */
let lastIp = 0
function freshIp() {
	lastIp += 1
	return `10.20.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`
}

function cookieFrom(response: Response, name = '__session') {
	const live = response.headers
		.getSetCookie()
		.filter((header) => header.startsWith(`${name}=`) && !/expires=Thu, 01 Jan 1970/i.test(header))
	return live.at(-1)
}

function cookieValueOf(setCookie: string | undefined) {
	return setCookie?.split(';')[0]!.split('=').slice(1).join('=')
}

async function sidOf(cookieValue: string) {
	const cookie = createCookie('__session', { secrets: [sessionSecret(parseConfig({ NODE_ENV: 'test' }))] })
	return (await cookie.parse(`__session=${cookieValue}`)) as string
}

async function sessionRows(userId: string) {
	return app.database.db.select().from(sessions).where(eq(sessions.userId, userId))
}

/** Resolves once the server's login is waiting for the sessions table the test holds. */
async function loginWaitsForSessions() {
	for (let tries = 0; tries < 1_500; tries += 1) {
		const waiting = await app.database.pool.query<{ n: number }>(
			"select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
		)
		if ((waiting.rows[0]?.n ?? 0) > 0) return
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
	throw new Error('the login never reached its session write')
}

function postJson(
	path: string,
	body: unknown,
	options: { ip?: string; cookie?: string; origin?: string; language?: string; raw?: boolean; server?: AppServer } = {},
) {
	const target = options.server ?? app.server
	return fetch(`${target.url}${path}`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/json',
			Origin: options.origin ?? target.url,
			'X-Forwarded-For': options.ip ?? freshIp(),
			...(options.cookie ? { Cookie: `__session=${options.cookie}` } : {}),
			...(options.language ? { 'Accept-Language': options.language } : {}),
		},
		body: options.raw ? (body as string) : JSON.stringify(body),
	})
}

function postForm(path: string, fields: Record<string, string>, options: { ip?: string; cookie?: string; origin?: string; server?: AppServer } = {}) {
	const target = options.server ?? app.server
	return fetch(`${target.url}${path}`, {
		method: 'POST',
		redirect: 'manual',
		headers: {
			'Content-Type': 'application/x-www-form-urlencoded',
			Origin: options.origin ?? target.url,
			'X-Forwarded-For': options.ip ?? freshIp(),
			...(options.cookie ? { Cookie: `__session=${options.cookie}` } : {}),
		},
		body: new URLSearchParams(fields),
	})
}

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('the login page with $label', ({ javaScript }) => {
	const open = () => app.openPage({ javaScript, extraHTTPHeaders: { 'X-Forwarded-For': freshIp() } })

	test('has a title, one heading, a link to /register and the Google button', async () => {
		const { page, errors, close } = await open()
		await page.goto(`${app.server.url}/login`)
		expect(await page.title()).toBe('Log in | CarWatch')
		expect(await page.locator('h1').allTextContents()).toEqual(['Log in'])
		expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register')
		expect(await page.getByRole('link', { name: 'Continue with Google' }).getAttribute('href')).toBe(
			'/api/auth/google?redirect=%2Fdashboard',
		)
		expect(await page.getByTestId('captcha').count()).toBe(0)
		expect(errors).toEqual([])
		await close()
	})

	test('logs in and lands on the redirect target with a session row', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const { page, errors, close } = await open()
		await page.goto(`${app.server.url}/login?redirect=${encodeURIComponent('/dashboard?tab=alerts')}`)
		await page.getByLabel('Email').fill(user.email)
		await page.getByLabel('Password').fill(password)
		expect(errors).toEqual([])
		await page.getByRole('button', { name: 'Log in' }).click()
		await page.waitForURL(`${app.server.url}/dashboard?tab=alerts`)
		const rows = await sessionRows(user.id)
		expect(rows).toHaveLength(1)
		const cookie = (await page.context().cookies()).find((c) => c.name === '__session')
		expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })
		expect(await sidOf(cookie!.value)).toBe(rows[0]!.sid)
		await close()
	})

	test('a wrong password shows the message and keeps the e-mail', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, errors, close } = await open()
		await page.goto(`${app.server.url}/login`)
		await page.getByLabel('Email').fill(user.email)
		await page.getByLabel('Password').fill('not-the-password')
		await page.getByRole('button', { name: 'Log in' }).click()
		const alert = page.getByTestId('login-error')
		await expect.poll(() => alert.isVisible()).toBe(true)
		expect(await alert.textContent()).toContain('Failed to login. Please check your credentials.')
		expect(await page.getByLabel('Email').inputValue()).toBe(user.email)
		expect(await page.getByLabel('Password').inputValue()).toBe('')
		expect(await sessionRows(user.id)).toEqual([])
		if (javaScript) expect(errors.filter((e) => !e.includes('401'))).toEqual([])
		await close()
	})

	test('a malformed e-mail is refused in place', async () => {
		const { page, close } = await open()
		await page.goto(`${app.server.url}/login`)
		await page.getByLabel('Email').fill('not-an-email')
		await page.getByLabel('Password').fill('whatever-password')
		await page.getByRole('button', { name: 'Log in' }).click()
		await expect.poll(() => page.getByText('Please enter a valid email address').isVisible()).toBe(true)
		expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email')
		await close()
	})

	test('a signed-in visitor of /login is sent on at once', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, close } = await open()
		await page.context().addCookies([{ name: '__session', value: await sessionCookieFor(app.database.db, user.id), url: app.server.url }])
		await page.goto(`${app.server.url}/login?redirect=/faq`)
		expect(new URL(page.url()).pathname).toBe('/faq')
		await close()
	})

	test('redirect=//evil.example is ignored: the visitor lands on /dashboard', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const { page, close } = await open()
		await page.goto(`${app.server.url}/login?redirect=//evil.example`)
		expect(await page.locator('#main input[name=redirectTo]').inputValue()).toBe('/dashboard')
		await page.getByLabel('Email').fill(user.email)
		await page.getByLabel('Password').fill(password)
		await page.getByRole('button', { name: 'Log in' }).click()
		await page.waitForURL(`${app.server.url}/dashboard`)
		expect(await sessionRows(user.id)).toHaveLength(1)
		await close()
	})
})

test('the submit button is disabled and loading while the login runs (JavaScript on)', async () => {
	const { user, password } = await seedAccount(app.database.db)
	const { page, close } = await app.openPage({ javaScript: true, extraHTTPHeaders: { 'X-Forwarded-For': freshIp() } })
	await page.goto(`${app.server.url}/login`)
	await page.route('**/login.data*', async (route) => {
		await new Promise((resolve) => setTimeout(resolve, 800))
		await route.continue()
	})
	await page.getByLabel('Email').fill(user.email)
	await page.getByLabel('Password').fill(password)
	const button = page.locator('#main form button[type=submit]')
	await button.click()
	await expect.poll(() => button.isDisabled()).toBe(true)
	expect(await button.getAttribute('data-loading')).toBe('true')
	await page.waitForURL(`${app.server.url}/dashboard`)
	await close()
})

test('the login page speaks German', async () => {
	const { page, close } = await app.openPage({ javaScript: false, locale: 'de-DE' })
	await page.goto(`${app.server.url}/login`)
	expect(await page.locator('h1').textContent()).toBe('Anmelden')
	expect(await page.title()).toBe('Anmelden | CarWatch')
	await close()
})

describe('sessions', () => {
	async function anonymousSession() {
		const sid = crypto.randomBytes(32).toString('base64url')
		await app.database.db.insert(sessions).values({ sid, sess: { draft: { brand: 'skoda' } }, expire: new Date(Date.now() + 3_600_000) })
		const cookie = createCookie('__session', { secrets: [sessionSecret(parseConfig({ NODE_ENV: 'test' }))] })
		return { sid, value: (await cookie.serialize(sid)).split(';')[0]!.slice('__session='.length) }
	}

	test('login replaces the session id (the draft moves along); the cookie is HttpOnly and SameSite=Lax', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const before = await anonymousSession()
		const response = await postForm('/login?redirect=/faq', { email: user.email, password }, { cookie: before.value })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/faq')
		const setCookie = cookieFrom(response)!
		expect(setCookie).toMatch(/HttpOnly/i)
		expect(setCookie).toMatch(/SameSite=Lax/i)
		const after = cookieValueOf(setCookie)!
		expect(after).not.toBe(before.value)
		expect(await app.database.db.select().from(sessions).where(eq(sessions.sid, before.sid))).toEqual([])
		const [row] = await sessionRows(user.id)
		expect(row!.sid).toBe(await sidOf(after))
		expect(row!.sid).not.toBe(before.sid)
		expect(row!.sess).toMatchObject({ userId: user.id, draft: { brand: 'skoda' } })
	})

	test('JSON login also rotates the session and answers the public user only', async () => {
		const { user, password } = await seedAccount(app.database.db, { verified: false })
		const before = await anonymousSession()
		const response = await postJson('/api/auth/login', { email: user.email.toUpperCase(), password }, { cookie: before.value })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({
			user: {
				id: user.id,
				username: user.username,
				email: user.email,
				firstName: user.firstName,
				lastName: user.lastName,
				isEmailVerified: false,
			},
		})
		const after = cookieValueOf(cookieFrom(response))!
		expect(after).not.toBe(before.value)
		expect(await app.database.db.select().from(sessions).where(eq(sessions.sid, before.sid))).toEqual([])
		expect(await sessionRows(user.id)).toHaveLength(1)
	})

	/**
	 * The squatter's login has checked the old password and waits to write its session (the test
	 * holds the sessions table) while the address's owner proves it with a reset and takes the
	 * account back; then the write goes ahead (docs/decisions/047-credentials-generation.md).
	 */
	test.each([
		['the form', (email: string, password: string) => postForm('/login', { email, password })],
		['JSON', (email: string, password: string) => postJson('/api/auth/login', { email, password })],
	])('a login in flight when the owner takes the account back signs nobody in (%s)', async (_, logIn) => {
		const { user, password } = await seedAccount(app.database.db, { verified: false })
		const ownersHash = await hashPassword('owners-own-password-7')
		let squatter: Promise<Response> | undefined
		await app.database.db.transaction(async (tx) => {
			await tx.execute(sql`lock table ${sessions} in share row exclusive mode`)
			squatter = logIn(user.email, password)
			await loginWaitsForSessions()
			await tx.update(users).set({ passwordHash: ownersHash, isEmailVerified: true, emailProvedAt: new Date() }).where(eq(users.id, user.id))
			await reclaimUnprovedAccount(tx, user)
		})
		const response = await squatter!
		expect(response.status).toBe(401)
		expect(cookieFrom(response)).toBeUndefined()
		expect(await sessionRows(user.id)).toEqual([])
	})

	test('GET /api/auth/session answers the user or null, never the password hash', async () => {
		const { user } = await seedAccount(app.database.db)
		const anonymous = await fetch(`${app.server.url}/api/auth/session`)
		expect(await anonymous.json()).toEqual({ user: null })
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const signedIn = await fetch(`${app.server.url}/api/auth/session`, { headers: { Cookie: `__session=${cookie}` } })
		expect(signedIn.headers.get('Cache-Control')).toContain('no-store')
		const text = await signedIn.text()
		expect(text).not.toMatch(/password|scrypt|google/i)
		expect(JSON.parse(text)).toEqual({
			user: {
				id: user.id,
				username: user.username,
				email: user.email,
				firstName: 'Ana',
				lastName: 'Novak',
				isEmailVerified: true,
			},
		})
	})

	test('POST /logout deletes the session row', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const response = await postForm('/logout', {}, { cookie })
		expect(response.status).toBe(302)
		expect(await sessionRows(user.id)).toEqual([])
	})

	test('POST /api/auth/logout answers 200 {message} and deletes the session row', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const response = await postJson('/api/auth/logout', {}, { cookie })
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ message: 'You have been logged out.' })
		expect(await sessionRows(user.id)).toEqual([])
		const session = await fetch(`${app.server.url}/api/auth/session`, { headers: { Cookie: `__session=${cookie}` } })
		expect(await session.json()).toEqual({ user: null })
	})
})

describe('rate limits', () => {
	test('after five failures one client waits before its next try, even with the right password; the owner elsewhere does not', async () => {
		const { user, password } = await seedAccount(app.database.db)
		// The one-second wait starts when the fifth try is claimed, before its password check. A
		// machine slow enough to spend that second before the next try rightly lets it through, so
		// such a round proves nothing and is tried again from another address.
		let blocked: Response | undefined
		let slowSignIns = 0
		for (let round = 0; round < 5 && !blocked; round += 1) {
			const ip = freshIp()
			for (let attempt = 0; attempt < 4; attempt += 1) {
				expect((await postJson('/api/auth/login', { email: user.email, password: `wrong-${attempt}` }, { ip })).status).toBe(401)
			}
			const fifthSent = Date.now()
			expect((await postJson('/api/auth/login', { email: user.email, password: 'wrong-4' }, { ip })).status).toBe(401)
			const next = await postJson('/api/auth/login', { email: user.email, password }, { ip })
			if (Date.now() - fifthSent < 1000) blocked = next
			else if (next.status === 200) slowSignIns += 1
			else expect(next.status).toBe(429)
		}
		if (!blocked) throw new Error('five rounds were each too slow to land a try inside the one-second wait')
		expect(blocked.status).toBe(429)
		expect(Number(blocked.headers.get('Retry-After'))).toBe(1)
		expect(await blocked.json()).toEqual({ message: 'Too many failed attempts. Please try again in 1 second.' })
		// The refused try made no session.
		expect(await sessionRows(user.id)).toHaveLength(slowSignIns)
		expect((await postJson('/api/auth/login', { email: user.email, password })).status).toBe(200)
	})

	test('a long wait is shown in minutes, on the form too without JavaScript', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const ip = freshIp()
		await app.database.pool.query(
			`insert into login_throttles (email, client, failures, last_failure_at, blocked_until)
			values ($1, $2, 20, now(), now() + interval '15 minutes')`,
			[user.email, ip],
		)
		const blocked = await postJson('/api/auth/login', { email: user.email, password }, { ip })
		expect(blocked.status).toBe(429)
		const retryAfter = Number(blocked.headers.get('Retry-After'))
		expect(retryAfter).toBeGreaterThan(14 * 60)
		expect(retryAfter).toBeLessThanOrEqual(15 * 60)
		expect(await blocked.json()).toEqual({ message: 'Too many failed attempts. Please try again in 15 minutes.' })

		const { page, close } = await app.openPage({ javaScript: false, extraHTTPHeaders: { 'X-Forwarded-For': ip } })
		await page.goto(`${app.server.url}/login`)
		await page.getByLabel('Email').fill(user.email)
		await page.getByLabel('Password').fill(password)
		const [answer] = await Promise.all([
			page.waitForResponse((response) => response.request().method() === 'POST'),
			page.getByRole('button', { name: 'Log in' }).click(),
		])
		// The page itself says 429 and how long, for whatever reads more than the text.
		expect(answer.status()).toBe(429)
		expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(14 * 60)
		expect(await page.getByTestId('login-error').textContent()).toContain(
			'Too many failed attempts. Please try again in 15 minutes.',
		)
		expect(await page.getByLabel('Email').inputValue()).toBe(user.email)
		await close()
	})

	test('one address guessing at many accounts meets the per-client ceiling; other addresses do not', async () => {
		const ip = freshIp()
		// The hour's attempts as if already made: a hundred real logins would only slow the test down.
		await app.database.pool.query(
			`insert into rate_counters (action, key, window_start, count)
			values ('loginClient', $1, to_timestamp(floor(extract(epoch from now()) / 3600) * 3600), 100)`,
			[ip],
		)
		const { user, password } = await seedAccount(app.database.db)
		const blocked = await postJson('/api/auth/login', { email: user.email, password }, { ip })
		expect(blocked.status).toBe(429)
		expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
		const elsewhere = await postJson('/api/auth/login', { email: user.email, password })
		expect(elsewhere.status).toBe(200)
	})

	test('an unknown e-mail and a wrong password get the identical answer', async () => {
		const { user } = await seedAccount(app.database.db)
		const wrong = await postJson('/api/auth/login', { email: user.email, password: 'wrong-password' })
		const unknown = await postJson('/api/auth/login', { email: 'nobody-here@example.com', password: 'wrong-password' })
		expect([wrong.status, unknown.status]).toEqual([401, 401])
		const [wrongBody, unknownBody] = [await wrong.text(), await unknown.text()]
		expect(unknownBody).toBe(wrongBody)
		expect(JSON.parse(wrongBody)).toEqual({ message: 'Failed to login. Please check your credentials.' })

		const wrongForm = await postForm('/login', { email: user.email, password: 'wrong-password' })
		const unknownForm = await postForm('/login', { email: 'nobody-here@example.com', password: 'wrong-password' })
		const alertOf = async (response: Response) => (await response.text()).match(/data-testid="login-error"[\s\S]*?<\/div><\/div>/)?.[0]
		expect(await alertOf(unknownForm)).toBe(await alertOf(wrongForm))
	})
})

describe('the JSON endpoints refuse bad input', () => {
	test.each([
		['malformed JSON', '{"email":', 'application/json'],
		['no JSON content type', 'email=a@b.example', 'application/x-www-form-urlencoded'],
		['an array', '[1,2]', 'application/json'],
		['null', 'null', 'application/json'],
		['a number for the e-mail', '{"email":5,"password":"secret-password"}', 'application/json'],
	])('%s → 400 {message}', async (_label, body, type) => {
		const response = await fetch(`${app.server.url}/api/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': type, 'X-Forwarded-For': freshIp() },
			body,
		})
		expect(response.status).toBe(400)
		expect(await response.json()).toMatchObject({ message: 'The request could not be read. Please try again.' })
	})

	test('validation messages are translated', async () => {
		const english = await postJson('/api/auth/login', { email: 'nope', password: 'secret-password' })
		expect(english.status).toBe(400)
		expect((await english.json()).message).toBe('Please enter a valid email address')
		const german = await postJson('/api/auth/login', { email: 'a@b.example', password: '123' }, { language: 'de' })
		expect((await german.json()).message).toBe('Das Passwort muss mindestens 6 Zeichen lang sein')
	})

	test('a POST from another site is refused with 403', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const login = await postJson('/api/auth/login', { email: user.email, password }, { origin: 'https://evil.example' })
		expect(login.status).toBe(403)
		expect(await login.json()).toEqual({ message: 'This form was sent from another site and was refused.' })
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const logout = await postJson('/api/auth/logout', {}, { origin: 'https://evil.example', cookie })
		expect(logout.status).toBe(403)
		expect(await sessionRows(user.id)).toHaveLength(1)
		// The login page refuses too: the Express host answers 403 before Remix's own check (a bare 500).
		const form = await postForm('/login', { email: user.email, password }, { origin: 'https://evil.example' })
		expect(form.status).toBe(403)
		expect(await form.text()).toContain('This form was sent from another site and was refused.')
		expect(form.headers.get('Set-Cookie')).toBeNull()
		expect(await sessionRows(user.id)).toHaveLength(1)
	})
})

describe('captcha', () => {
	let turnstile: FakeTurnstile
	let guarded: AppServer

	beforeAll(async () => {
		turnstile = await startFakeTurnstile({ secret: 'turnstile-secret', goodToken: 'good-token' })
		guarded = await startAppServer({
			databaseUrl: app.database.url,
			env: {
				TURNSTILE_SITE_KEY: 'turnstile-site-key',
				TURNSTILE_SECRET_KEY: 'turnstile-secret',
				TURNSTILE_VERIFY_URL: turnstile.url,
			},
		})
	})
	afterAll(async () => {
		await guarded?.stop()
		await turnstile?.close()
	})

	test('the JSON login needs a good token', async () => {
		const { user, password } = await seedAccount(app.database.db)
		for (const captchaToken of [undefined, '', 'bad-token']) {
			const response = await postJson('/api/auth/login', { email: user.email, password, captchaToken }, { server: guarded })
			expect(response.status).toBe(400)
			expect(await response.json()).toEqual({ message: 'Captcha verification failed' })
		}
		const ip = freshIp()
		const response = await postJson(
			'/api/auth/login',
			{ email: user.email, password, captchaToken: 'good-token' },
			{ server: guarded, ip },
		)
		expect(response.status).toBe(200)
		expect(turnstile.calls.at(-1)).toEqual({ secret: 'turnstile-secret', response: 'good-token', remoteip: ip })
		// Failed captchas never reached the password check, so they did not count as failures.
		const { rows } = await app.database.pool.query('select coalesce(sum(failures), 0)::int as n from login_throttles where email = $1', [user.email])
		expect(rows[0].n).toBe(0)
	})

	test('the form shows the widget and refuses a submission without a token', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const page = await (await fetch(`${guarded.url}/login`)).text()
		expect(page).toContain('data-testid="captcha"')
		expect(page).not.toContain('Continue with Google')
		const response = await postForm('/login', { email: user.email, password }, { server: guarded })
		expect(response.status).toBe(400)
		expect(await response.text()).toContain('Captcha verification failed')
		const passed = await postForm(
			'/login',
			{ email: user.email, password, 'cf-turnstile-response': 'good-token' },
			{ server: guarded },
		)
		expect(passed.status).toBe(302)
		expect(passed.headers.get('Location')).toBe('/dashboard')
	})

	test('without Google keys there is no Google sign-in', async () => {
		expect((await fetch(`${guarded.url}/api/auth/google`, { redirect: 'manual' })).status).toBe(404)
		expect((await fetch(`${guarded.url}/auth/google/callback?state=x&code=y`, { redirect: 'manual' })).status).toBe(404)
	})
})

describe('Google sign-in', () => {
	test('GET /api/auth/google sends the browser to Google with a state kept in the session', async () => {
		const response = await fetch(`${app.server.url}/api/auth/google?redirect=/faq`, { redirect: 'manual' })
		expect(response.status).toBe(302)
		const location = new URL(response.headers.get('Location')!)
		expect(`${location.origin}${location.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth')
		expect(Object.fromEntries(location.searchParams)).toMatchObject({
			client_id: 'test-client-id.apps.googleusercontent.com',
			redirect_uri: `${app.server.url}/auth/google/callback`,
			response_type: 'code',
			prompt: 'select_account',
		})
		expect(location.searchParams.get('scope')).toContain('userinfo.email')
		const state = location.searchParams.get('state')!
		expect(state).toMatch(/^[0-9a-f-]{36}$/)
		const sid = await sidOf(cookieValueOf(cookieFrom(response))!)
		const [row] = await app.database.db.select().from(sessions).where(eq(sessions.sid, sid))
		expect(row!.sess).toMatchObject({ 'oauth2:state': state })
		expect(row!.userId).toBeNull()
		expect(cookieFrom(response, 'google_redirect')).toMatch(/HttpOnly/i)
	})

	test('a callback whose state does not match goes back to /login with a message', async () => {
		const start = await fetch(`${app.server.url}/api/auth/google?redirect=/faq`, { redirect: 'manual' })
		const session = cookieValueOf(cookieFrom(start))!
		const target = cookieValueOf(cookieFrom(start, 'google_redirect'))!
		const callback = await fetch(`${app.server.url}/auth/google/callback?state=forged&code=abc`, {
			redirect: 'manual',
			headers: { Cookie: `__session=${session}; google_redirect=${target}` },
		})
		expect(callback.status).toBe(302)
		const location = new URL(callback.headers.get('Location')!, app.server.url)
		expect(location.pathname).toBe('/login')
		expect(Object.fromEntries(location.searchParams)).toEqual({ error: 'google', redirect: '/faq' })

		const { page, close } = await app.openPage({ javaScript: false })
		await page.goto(location.toString())
		expect(await page.getByTestId('login-error').textContent()).toContain('Google sign-in failed.')
		await close()
	})

	test('a callback without a session state is refused the same way', async () => {
		const callback = await fetch(`${app.server.url}/auth/google/callback?state=abc&code=abc`, { redirect: 'manual' })
		expect(callback.status).toBe(302)
		expect(callback.headers.get('Location')).toBe('/login?error=google&redirect=%2Fdashboard')
	})
})
