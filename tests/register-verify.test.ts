import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { seriousA11yViolations } from './support/a11y.ts'
import { startAppServer } from './support/app-server.ts'
import { cookieValue, freshClientIp } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'
import { type ReceivedMail } from './support/smtp.ts'

const app = setUpBrowserApp({ smtp: true })

let counter = 0
function uniqueAccount(prefix: string) {
	counter += 1
	const id = `${prefix}${counter}${Date.now().toString(36)}`.slice(0, 20)
	return { username: id, email: `${id.toLowerCase()}@example.com` }
}

function codeIn(mail: ReceivedMail): string {
	const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
	if (!code) throw new Error(`no code in the mail: ${mail.text}`)
	return code
}

/** The next mail to `address`, not one already received before `after`. */
async function nextCode(address: string, after: number) {
	return codeIn(await app.smtp.waitForMail(address, after))
}

function postJson(path: string, body: string, cookie?: string, headers: Record<string, string> = {}) {
	return fetch(`${app.server.url}${path}`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'X-Forwarded-For': freshClientIp(),
			Origin: app.server.url,
			...(cookie ? { Cookie: cookie } : {}),
			...headers,
		},
		body,
		redirect: 'manual',
	})
}

/** Registers through the JSON endpoint; returns the session cookie and the code that was mailed. */
async function registerViaApi(prefix: string) {
	const account = uniqueAccount(prefix)
	const before = app.smtp.received.length
	const response = await postJson(
		'/api/auth/register',
		JSON.stringify({ firstName: 'Ana', lastName: 'Novak', password: 'secret-password', ...account }),
	)
	expect(response.status).toBe(201)
	const setCookie = response.headers.getSetCookie().find((header) => /^__session=[^;]+/.test(header))
	const cookie = setCookie!.split(';')[0]!
	const code = await nextCode(account.email, before)
	return { ...account, cookie, code }
}

/**
 * The least a countdown may show now for the code sent to `email`: 60 s from its sending, less the
 * seconds since, rounded (the page counts whole seconds). A loaded machine makes the page slow to
 * show it, never the floor wrong, where a fixed "more than 50" was a guess at the machine's speed.
 */
async function countdownFloor(email: string) {
	const { rows } = await app.database.pool.query<{ sent_at: Date }>(
		"select sent_at from verification_codes where purpose = 'verify_email' and email = $1",
		[email],
	)
	return 60 - Math.ceil((Date.now() - rows[0]!.sent_at.getTime()) / 1000) - 1
}

async function userRow(email: string) {
	const { rows } = await app.database.pool.query<{ id: string; email: string; is_email_verified: boolean; language: string }>(
		'select id, email, is_email_verified, language from users where email = $1',
		[email],
	)
	return rows[0]
}

async function openSignedIn(cookie: string, javaScript: boolean) {
	const opened = await app.openPage({ javaScript })
	const [name, value] = cookie.split('=') as [string, string]
	await opened.page.context().addCookies([{ name, value, url: app.server.url }])
	return opened
}

async function fillRegistration(
	page: Page,
	values: { firstName?: string; lastName?: string; username?: string; email?: string; password?: string; confirm?: string },
) {
	const fields: Array<[string, string | undefined]> = [
		['First name', values.firstName],
		['Last name', values.lastName],
		['Username', values.username],
		['Email', values.email],
		['Password', values.password],
		['Confirm password', values.confirm],
	]
	for (const [label, value] of fields) {
		// Mantine appends " *" to the label of a required field.
		if (value !== undefined) await page.getByLabel(new RegExp(`^${label}`)).fill(value)
	}
}

/** Sends the code form and waits for the server's answer (a document without JavaScript, data with it). */
/**
 * With JavaScript a field is checked when it loses focus; its message moves the button down
 * between mousedown and mouseup, so focus leaves the field first, as a user's Tab would.
 */
async function submitRegistration(page: Page) {
	await page.locator('h1').click()
	await page.getByRole('button', { name: 'Create account' }).click()
}

async function submitCode(page: Page, code: string) {
	await page.getByLabel('Verification code').fill(code)
	await Promise.all([
		page.waitForResponse((response) => response.request().method() === 'POST'),
		page.getByRole('button', { name: 'Verify', exact: true }).click(),
	])
	await page.waitForLoadState()
}

describe.each([
	{ javaScript: false, label: 'JavaScript off', redirect: undefined },
	{ javaScript: true, label: 'JavaScript on', redirect: '/setup-alerts?step=2' },
])('registration and verification with $label', ({ javaScript, redirect }) => {
	test('register → code from the mail → verified → alert setup', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const account = uniqueAccount(javaScript ? 'jsOn' : 'jsOff')
		const query = redirect ? `?${new URLSearchParams({ redirect })}` : ''
		await page.goto(`${app.server.url}/register${query}`)
		expect(await page.title()).toBe('Create your account | CarWatch')
		expect(await page.locator('meta[name=description]').getAttribute('content')).toContain('CarWatch account')
		expect(await page.locator('h1').allTextContents()).toEqual(['Create your account'])
		// The terms links open in a new tab; Google is hidden without GOOGLE_CLIENT_ID.
		const form = page.locator('form#register')
		expect(await form.getByRole('link', { name: 'terms of service' }).getAttribute('href')).toBe('/terms')
		expect(await form.getByRole('link', { name: 'terms of service' }).getAttribute('target')).toBe('_blank')
		expect(await form.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy')
		expect(await form.getByRole('link', { name: 'privacy policy' }).getAttribute('target')).toBe('_blank')
		expect(await page.getByRole('main').getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login${query}`)
		expect(await page.getByText('Sign up with Google').count()).toBe(0)

		const before = app.smtp.received.length
		await fillRegistration(page, {
			firstName: 'Ana',
			lastName: 'Novak',
			...account,
			password: 'secret-password',
			confirm: 'secret-password',
		})
		await page.getByRole('checkbox').check()
		await submitRegistration(page)

		await page.waitForURL((url) => url.pathname === '/verify-email')
		expect(new URL(page.url()).search).toBe(query)
		await expect.poll(() => page.title()).toBe('Verify your e-mail address | CarWatch')
		expect(await page.locator('h1').allTextContents()).toEqual(['Verify your e-mail address'])
		expect(await page.getByTestId('verify-address').textContent()).toContain(account.email)

		const mail = await app.smtp.waitForMail(account.email, before)
		const code = codeIn(mail)
		expect(mail.text).toContain('Ana')
		// The database holds a hash of the code, never the code.
		const user = await userRow(account.email)
		expect(user).toMatchObject({ is_email_verified: false, language: 'en' })
		const { rows } = await app.database.pool.query<{ row: string }>('select t::text as row from verification_codes t where user_id = $1', [
			user!.id,
		])
		expect(rows).toHaveLength(1)
		expect(rows[0]!.row).not.toContain(code)

		expect(errors).toEqual([])
		await submitCode(page, code)
		await page.waitForURL((url) => url.pathname === '/setup-alerts')
		expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(redirect ?? '/setup-alerts')
		expect((await userRow(account.email))?.is_email_verified).toBe(true)
		await close()
	})

	test('validation messages show in place and typed values stay; taken e-mail and username', async () => {
		const { page, close } = await app.openPage({ javaScript })
		const { user: existing } = await seedAccount(app.database.db)
		await page.goto(`${app.server.url}/register`)
		await fillRegistration(page, { lastName: 'Novak', username: 'ab', email: 'not-an-email', password: '123' })
		await submitRegistration(page)
		for (const message of [
			'Please fill in all required fields',
			'Username must be alphanumeric and between 3 and 20 characters',
			'Please enter a valid email address',
			'Password must be at least 6 characters',
			'You must accept the terms and privacy policy to continue',
		]) {
			await expect.poll(() => page.getByText(message, { exact: true }).first().isVisible(), { message }).toBe(true)
		}
		expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true')
		expect(await page.getByLabel('Last name').inputValue()).toBe('Novak')
		expect(await page.getByLabel('Username').inputValue()).toBe('ab')
		expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email')

		await fillRegistration(page, {
			firstName: 'Ana',
			username: existing.username.toUpperCase(),
			email: existing.email,
			password: 'secret-password',
			confirm: 'secret-passw0rd',
		})
		await page.getByRole('checkbox').check()
		await submitRegistration(page)
		await expect.poll(() => page.getByText('Please make sure your passwords match').isVisible()).toBe(true)

		await fillRegistration(page, { password: 'secret-password', confirm: 'secret-password' })
		await submitRegistration(page)
		await expect.poll(() => page.getByText('An account with this email already exists').isVisible()).toBe(true)
		expect(await page.getByText('This username is already taken').isVisible()).toBe(true)
		expect(new URL(page.url()).pathname).toBe('/register')
		expect(await page.getByLabel('Email').inputValue()).toBe(existing.email)
		const { rows } = await app.database.pool.query('select 1 from users where email = $1', [existing.email])
		expect(rows).toHaveLength(1)
		await close()
	})

	test('the resend button is locked for 60 s, then sends a new code', async () => {
		const account = await registerViaApi(javaScript ? 'resendOn' : 'resendOff')
		const { page, errors, close } = await openSignedIn(account.cookie, javaScript)
		await page.goto(`${app.server.url}/verify-email`)
		const countdown = page.getByTestId('resend-countdown')
		const seconds = async () => Number(/(\d+) seconds/.exec((await countdown.textContent()) ?? '')?.[1])
		expect(await countdown.textContent()).toMatch(/^You can ask for a new code in \d+ seconds\.$/)
		const first = await seconds()
		expect(first).toBeGreaterThanOrEqual(await countdownFloor(account.email))
		expect(first).toBeLessThanOrEqual(60)
		const resend = page.getByRole('button', { name: 'Send a new code' })
		const before = app.smtp.received.length
		if (javaScript) {
			// The countdown runs live and the button waits for it.
			await expect.poll(() => resend.isDisabled()).toBe(true)
			await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first)
			expect(errors).toEqual([])
		} else {
			// Without JavaScript the server refuses an early resend and says how long to wait.
			await resend.click()
			await expect.poll(() => countdown.getAttribute('role')).toBe('alert')
			expect(await seconds()).toBeGreaterThanOrEqual(await countdownFloor(account.email))
		}
		expect(app.smtp.received.length).toBe(before)

		await app.database.pool.query(
			"update verification_codes set sent_at = now() - interval '61 seconds' where user_id = (select id from users where email = $1)",
			[account.email],
		)
		await page.goto(`${app.server.url}/verify-email`)
		expect(await countdown.count()).toBe(0)
		await resend.click()
		await expect.poll(() => page.getByTestId('resend-status').textContent()).toBe(`A new code is on its way to ${account.email}.`)
		const code = await nextCode(account.email, before)
		expect(code).toMatch(/^\d{6}$/)
		// A new code starts the countdown again.
		await expect.poll(async () => (await seconds()) >= (await countdownFloor(account.email))).toBe(true)
		if (javaScript) await expect.poll(() => resend.isDisabled()).toBe(true)
		await submitCode(page, code)
		await page.waitForURL((url) => url.pathname === '/setup-alerts')
		expect((await userRow(account.email))?.is_email_verified).toBe(true)
		await close()
	})

	test('change e-mail: checked, then a code goes to the new address', async () => {
		const account = await registerViaApi(javaScript ? 'changeOn' : 'changeOff')
		const { user: other } = await seedAccount(app.database.db)
		const { page, close } = await openSignedIn(account.cookie, javaScript)
		await page.goto(`${app.server.url}/verify-email`)
		const newEmail = page.getByLabel('New e-mail address')
		const change = page.getByRole('button', { name: 'Change e-mail' })
		for (const [value, message] of [
			['not-an-email', 'Invalid email'],
			[account.email.toUpperCase(), 'Same email: The new email is the same as the current email'],
			[other.email, 'An account with this email already exists'],
		] as const) {
			await newEmail.fill(value)
			await change.click()
			await expect.poll(() => page.getByText(message, { exact: true }).isVisible(), { message }).toBe(true)
		}

		// The first code's countdown has run a while; the change starts it again.
		await app.database.pool.query(
			"update verification_codes set sent_at = now() - interval '40 seconds' where user_id = (select id from users where email = $1)",
			[account.email],
		)
		const address = `new.${account.email}`
		const before = app.smtp.received.length
		await newEmail.fill(address)
		await change.click()
		await expect.poll(() => page.getByTestId('change-status').textContent()).toBe(`Email updated: we sent a new code to ${address}.`)
		await expect.poll(() => page.getByTestId('verify-address').textContent()).toContain(address)
		const seconds = Number(/(\d+) seconds/.exec((await page.getByTestId('resend-countdown').textContent()) ?? '')?.[1])
		expect(seconds).toBeGreaterThanOrEqual(await countdownFloor(address))
		const code = await nextCode(address, before)
		expect(app.smtp.received.slice(before).filter((mail) => mail.to.includes(account.email))).toEqual([])

		await submitCode(page, code)
		await page.waitForURL((url) => url.pathname === '/setup-alerts')
		expect(await userRow(address)).toMatchObject({ is_email_verified: true })
		expect(await userRow(account.email)).toBeUndefined()
		await close()
	})
})

describe('codes', () => {
	test('five wrong codes lock the code, even for the right one', async () => {
		const account = await registerViaApi('locked')
		const { page, close } = await openSignedIn(account.cookie, false)
		await page.goto(`${app.server.url}/verify-email`)
		const wrong = account.code === '000000' ? '111111' : '000000'
		const attempts = async () =>
			(
				await app.database.pool.query<{ attempts: number }>(
					'select attempts from verification_codes where user_id = (select id from users where email = $1)',
					[account.email],
				)
			).rows[0]?.attempts
		for (let attempt = 1; attempt <= 4; attempt += 1) {
			await submitCode(page, wrong)
			expect(await attempts()).toBe(attempt)
			expect(await page.getByText('This code is not valid. Please check it or ask for a new one.').isVisible()).toBe(true)
		}
		await submitCode(page, wrong)
		expect(await page.getByText('Too many wrong codes. Please ask for a new one.').isVisible()).toBe(true)
		await submitCode(page, account.code)
		expect(await page.getByText('Too many wrong codes. Please ask for a new one.').isVisible()).toBe(true)
		expect(await attempts()).toBe(5)
		expect(new URL(page.url()).pathname).toBe('/verify-email')
		expect((await userRow(account.email))?.is_email_verified).toBe(false)
		await close()
	})

	test('an expired code is refused', async () => {
		const account = await registerViaApi('expired')
		await app.database.pool.query(
			`update verification_codes set sent_at = now() - interval '20 minutes', expires_at = now() - interval '5 minutes'
			 where user_id = (select id from users where email = $1)`,
			[account.email],
		)
		const { page, close } = await openSignedIn(account.cookie, true)
		await page.goto(`${app.server.url}/verify-email`)
		await submitCode(page, account.code)
		await expect.poll(() => page.getByText('This code has expired. Please ask for a new one.').isVisible()).toBe(true)
		expect((await userRow(account.email))?.is_email_verified).toBe(false)
		await close()
	})

	test('the code field wants six digits', async () => {
		const account = await registerViaApi('format')
		const { page, close } = await openSignedIn(account.cookie, false)
		await page.goto(`${app.server.url}/verify-email`)
		await page.getByRole('button', { name: 'Verify', exact: true }).click()
		await expect.poll(() => page.getByText('Please enter the code from the e-mail').isVisible()).toBe(true)
		await submitCode(page, '12ab')
		await expect.poll(() => page.getByText('The code has 6 digits').isVisible()).toBe(true)
		expect(await page.getByLabel('Verification code').inputValue()).toBe('12ab')
		await close()
	})
})

describe('access', () => {
	test('anonymous /verify-email goes to the login with the way back', async () => {
		const response = await fetch(`${app.server.url}/verify-email`, { redirect: 'manual' })
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/login?redirect=%2Fverify-email')
	})

	test('a verified user at /verify-email goes to the alert setup', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = `__session=${await sessionCookieFor(app.database.db, user.id)}`
		const response = await fetch(`${app.server.url}/verify-email`, { headers: { Cookie: cookie }, redirect: 'manual' })
		expect([response.status, response.headers.get('location')]).toEqual([302, '/setup-alerts'])
	})

	test('a signed-in user at /register goes to the redirect value, else the dashboard', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = `__session=${await sessionCookieFor(app.database.db, user.id)}`
		const get = (path: string) => fetch(`${app.server.url}${path}`, { headers: { Cookie: cookie }, redirect: 'manual' })
		expect((await get('/register')).headers.get('location')).toBe('/dashboard')
		expect((await get('/register?redirect=%2Ffaq')).headers.get('location')).toBe('/faq')
		expect((await get('/register?redirect=https%3A%2F%2Fevil.example')).headers.get('location')).toBe('/dashboard')
	})

	test.each(['light', 'dark'] as const)('/register and /verify-email have no serious accessibility violations (%s)', async (colorScheme) => {
		const { cookie } = await registerViaApi(`a11y${colorScheme}`)
		const [name, value] = cookie.split('=') as [string, string]
		expect(await seriousA11yViolations(app.browser, `${app.server.url}/register`, { colorScheme })).toEqual([])
		expect(
			await seriousA11yViolations(app.browser, `${app.server.url}/verify-email`, { colorScheme, cookies: [{ name, value }] }),
		).toEqual([])
	})

	test('with GOOGLE_CLIENT_ID the page offers Google, keeping the redirect value', async () => {
		const withGoogle = await startAppServer({
			databaseUrl: app.database.url,
			env: { GOOGLE_CLIENT_ID: 'client-id.test', GOOGLE_CLIENT_SECRET: 'client-secret.test' },
		})
		try {
			const { page, close } = await app.openPage({ javaScript: false })
			await page.goto(`${withGoogle.url}/register?redirect=%2Fsetup-alerts`)
			const google = page.getByRole('link', { name: 'Sign up with Google' })
			expect(await google.getAttribute('href')).toBe('/api/auth/google?redirect=%2Fsetup-alerts')
			await close()
		} finally {
			await withGoogle.stop()
		}
	})

	test('the registration page speaks German', async () => {
		const response = await fetch(`${app.server.url}/register`, { headers: { Cookie: `language=${cookieValue('de')}` } })
		const html = await response.text()
		expect(html).toContain('<title>Konto erstellen | CarWatch</title>')
		expect(html).toContain('Nutzungsbedingungen')
	})

	test('/dev/outbox lists the mail, newest first', async () => {
		const account = await registerViaApi('outbox')
		const { page, close } = await app.openPage({ javaScript: false })
		await page.goto(`${app.server.url}/dev/outbox`)
		expect(await page.locator('h1').textContent()).toBe('Mail outbox')
		const first = page.getByTestId('outbox-mail').first()
		expect(await first.textContent()).toContain(account.email)
		expect(await first.textContent()).toContain(account.code)
		await close()
	})
})

describe('JSON endpoints', () => {
	test('bad or missing JSON is a 400 with a message, never a 500', async () => {
		const { cookie } = await registerViaApi('badjson')
		for (const path of ['/api/auth/register', '/api/auth/verify-code', '/api/auth/change-email']) {
			for (const [body, type] of [
				['{not json', 'application/json'],
				['', 'application/json'],
				['code=1', 'application/x-www-form-urlencoded'],
				['null', 'application/json'],
				['[1,2]', 'application/json'],
				['{"code": 123456, "newEmail": 5, "email": true}', 'application/json'],
			] as const) {
				const response = await postJson(path, body, cookie, { 'Content-Type': type })
				expect(response.status, `${path} ${body}`).toBe(400)
				const json = await response.json()
				expect(typeof json.message, `${path} ${body}`).toBe('string')
			}
		}
	})

	test('register validates, answers 201 with the user and the session, and refuses taken fields', async () => {
		const invalid = await postJson(
			'/api/auth/register',
			JSON.stringify({ firstName: 'Ana', lastName: 'Novak', username: 'ok123', email: 'nope', password: 'secret-password' }),
		)
		expect(invalid.status).toBe(400)
		expect(await invalid.json()).toEqual({
			message: 'Please enter a valid email address',
			errors: [{ field: 'email', message: 'Please enter a valid email address' }],
		})

		const german = await postJson('/api/auth/register', JSON.stringify({ firstName: 'Ana' }), undefined, {
			Cookie: `language=${cookieValue('de')}`,
		})
		expect((await german.json()).message).toBe('Bitte füllen Sie alle Pflichtfelder aus')

		const account = uniqueAccount('api')
		const body = { firstName: 'Ana', lastName: 'Novak', password: 'secret-password', ...account, email: account.email.toUpperCase() }
		const created = await postJson('/api/auth/register', JSON.stringify(body), undefined, { Cookie: `language=${cookieValue('it')}` })
		expect(created.status).toBe(201)
		const { user } = await created.json()
		expect(user).toEqual({
			id: expect.any(String),
			username: account.username,
			email: account.email,
			firstName: 'Ana',
			lastName: 'Novak',
			isEmailVerified: false,
		})
		expect((await userRow(account.email))?.language).toBe('it')
		const cookie = created.headers.getSetCookie().find((header) => /^__session=[^;]+/.test(header))
		expect(cookie).toMatch(/HttpOnly/i)
		// The session works: the account's page answers, not a login redirect.
		const page = await fetch(`${app.server.url}/verify-email`, { headers: { Cookie: cookie!.split(';')[0]! }, redirect: 'manual' })
		expect(page.status).toBe(200)

		const again = await postJson('/api/auth/register', JSON.stringify(body))
		expect(again.status).toBe(409)
		expect(await again.json()).toEqual({
			message: 'An account with this email already exists',
			errors: [
				{ field: 'email', message: 'An account with this email already exists' },
				{ field: 'username', message: 'This username is already taken' },
			],
		})
	})

	test('anonymous calls get 401', async () => {
		for (const path of ['/api/auth/verify-code', '/api/auth/resend-code', '/api/auth/change-email']) {
			const response = await postJson(path, '{}')
			expect(response.status, path).toBe(401)
			expect(typeof (await response.json()).message).toBe('string')
		}
	})

	test('resend within 60 s is a 429; change-email and verify-code answer with a message', async () => {
		const account = await registerViaApi('apiflow')
		const early = await postJson('/api/auth/resend-code', '', account.cookie)
		expect(early.status).toBe(429)
		expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(50)
		expect((await early.json()).message).toMatch(/^You can ask for a new code in \d+ seconds\.$/)

		const same = await postJson('/api/auth/change-email', JSON.stringify({ newEmail: account.email }), account.cookie)
		expect(same.status).toBe(400)
		expect((await same.json()).message).toBe('Same email: The new email is the same as the current email')
		const invalid = await postJson('/api/auth/change-email', JSON.stringify({ newEmail: 'x' }), account.cookie)
		expect([invalid.status, (await invalid.json()).message]).toEqual([400, 'Invalid email'])

		const address = `other.${account.email}`
		const before = app.smtp.received.length
		const changed = await postJson('/api/auth/change-email', JSON.stringify({ newEmail: address }), account.cookie)
		expect(changed.status).toBe(200)
		expect(await changed.json()).toEqual({ message: `Email updated: we sent a new code to ${address}.` })
		const code = await nextCode(address, before)

		const wrong = await postJson('/api/auth/verify-code', JSON.stringify({ code: code === '000000' ? '111111' : '000000' }), account.cookie)
		expect(wrong.status).toBe(400)
		expect((await wrong.json()).message).toBe('This code is not valid. Please check it or ask for a new one.')
		// The first code was replaced by the one sent to the new address.
		const old = await postJson('/api/auth/verify-code', JSON.stringify({ code: account.code }), account.cookie)
		expect(old.status).toBe(account.code === code ? 200 : 400)

		const right = await postJson('/api/auth/verify-code', JSON.stringify({ code }), account.cookie)
		expect(right.status).toBe(200)
		expect(await right.json()).toEqual({ message: 'Your e-mail address is verified.' })
		expect(await userRow(address)).toMatchObject({ is_email_verified: true })
	})
})
