import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { mailOutbox, verificationCodes } from '#core/db/schema.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { freshClientIp } from './support/browser.ts'
import { clearOfWindowEnd, retryAfterBetween } from './support/rate-windows.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'
import { type ReceivedMail } from './support/smtp.ts'

/** The public address links are built from; tests open the same path on the test server. */
const appUrl = 'https://carwatch.test'

const app = setUpBrowserApp({ smtp: true, env: { APP_URL: appUrl } })

/** The reset link of a mail, and the same path on the test server. */
function linkIn(mail: ReceivedMail) {
	const found = /https:\/\/carwatch\.test\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0]
	if (!found) throw new Error(`no reset link in the mail: ${mail.text}`)
	const url = new URL(found)
	return { mailed: found, local: `${app.server.url}${url.pathname}${url.search}`, token: url.searchParams.get('token')! }
}

function post(path: string, body: BodyInit, headers: Record<string, string>) {
	return fetch(`${app.server.url}${path}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: app.server.url, 'X-Forwarded-For': freshClientIp(), ...headers },
		body,
	})
}

const postForm = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
	post(path, new URLSearchParams(fields), { 'Content-Type': 'application/x-www-form-urlencoded', ...headers })

/** Asks for a link without a browser and returns it. */
async function askForLink(email: string) {
	const before = app.smtp.received.length
	const response = await postForm('/forgot-password', { email })
	expect(response.status).toBe(200)
	return linkIn(await app.smtp.waitForMail(email, before))
}

async function fillNewPassword(page: Page, password: string, confirm = password) {
	await page.getByLabel(/^New password/).fill(password)
	await page.getByLabel(/^Confirm the new password/).fill(confirm)
	// With JavaScript a field is checked on blur; leave the field first, as a user's Tab would.
	await page.locator('h1').click()
	await page.getByRole('button', { name: 'Save the new password' }).click()
}

async function logIn(page: Page, email: string, password: string) {
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'Log in' }).click()
}

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('password reset with $label', ({ javaScript }) => {
	test('forgot → mail → link → new password → the other device is signed out → sign in with the new password', async () => {
		const { user, password: oldPassword } = await seedAccount(app.database.db)
		const other = await app.openPage({ javaScript })
		await other.page.context().addCookies([{ name: '__session', value: await sessionCookieFor(app.database.db, user.id), url: app.server.url }])
		await other.page.goto(`${app.server.url}/dashboard`)
		expect(new URL(other.page.url()).pathname).toBe('/dashboard')

		const { page, errors, close } = await app.openPage({ javaScript })
		await page.goto(`${app.server.url}/login`)
		await page.getByRole('link', { name: 'Forgot password?' }).click()
		await page.waitForURL(`${app.server.url}/forgot-password`)
		await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
		await expect.poll(() => page.title()).toBe('Forgot your password? | CarWatch')
		expect(await page.locator('h1').allTextContents()).toEqual(['Forgot your password?'])
		const before = app.smtp.received.length
		await page.getByLabel(/^Email/).fill(user.email.toUpperCase())
		await page.getByRole('button', { name: 'Send me the link' }).click()
		await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()
		expect(await page.getByTestId('reset-link-sent').textContent()).toContain(user.email)

		const mail = await app.smtp.waitForMail(user.email, before)
		expect(mail.subject).toBe('Reset your CarWatch password')
		const link = linkIn(mail)
		expect(link.mailed.startsWith(`${appUrl}/reset-password?token=`)).toBe(true)

		const arrival = await page.goto(link.local)
		expect(arrival?.status()).toBe(200)
		// The token left the address bar on arrival and is nowhere in the page.
		expect(page.url()).toBe(`${app.server.url}/reset-password`)
		expect(await page.content()).not.toContain(link.token)
		expect(await page.title()).toBe('Choose a new password | CarWatch')
		expect(await arrival?.headerValue('referrer-policy')).toMatch(/same-origin$/)
		expect(await arrival?.headerValue('cache-control')).toContain('no-store')
		expect(await page.locator('meta[name=referrer]').getAttribute('content')).toBe('same-origin')
		expect(await page.getByText(`For the account ${user.email}.`).count()).toBe(1)

		const newPassword = `fresh-${javaScript ? 'on' : 'off'}-password`
		await fillNewPassword(page, newPassword)
		await page.getByTestId('password-reset-done').waitFor()
		expect(await page.locator('h1').textContent()).toBe('Your password has been changed')
		// Signed in here, afresh.
		await page.getByRole('link', { name: 'Go to your dashboard' }).click()
		await page.waitForURL(`${app.server.url}/dashboard`)

		// The other device was signed out; it signs in with the new password, not the old one.
		await other.page.goto(`${app.server.url}/dashboard`)
		expect(new URL(other.page.url()).pathname).toBe('/login')
		await logIn(other.page, user.email, oldPassword)
		await other.page.getByTestId('login-error').waitFor()
		await logIn(other.page, user.email, newPassword)
		await other.page.waitForURL(`${app.server.url}/dashboard`)

		expect(errors).toEqual([])
		await other.close()
		await close()
	})

	test('an unknown address gets the same page, and no mail', async () => {
		const { user } = await seedAccount(app.database.db)
		const stranger = `nobody-${javaScript ? 'on' : 'off'}-${Date.now()}@example.com`
		const pageFor = async (email: string) => {
			const { page, errors, close } = await app.openPage({ javaScript })
			await page.goto(`${app.server.url}/forgot-password`)
			await page.getByLabel(/^Email/).fill(email)
			const [answer] = await Promise.all([
				page.waitForResponse((response) => response.request().method() === 'POST'),
				page.getByRole('button', { name: 'Send me the link' }).click(),
			])
			await page.getByTestId('reset-link-sent').waitFor()
			const text = (await page.locator('#main').innerText()).replaceAll(email, '<address>')
			expect(errors).toEqual([])
			await close()
			return { status: answer.status(), text }
		}
		const before = app.smtp.received.length
		const unknown = await pageFor(stranger)
		const known = await pageFor(user.email)
		expect(unknown).toEqual(known)
		expect(known.status).toBe(200)
		// The stranger's request went first; by the time the account's mail is here it was long done.
		await app.smtp.waitForMail(user.email, before)
		expect(await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, stranger))).toEqual([])
		expect(app.smtp.received.slice(before).some((mail) => mail.to.includes(stranger))).toBe(false)
	})

	test('a used, an expired and a replaced link are refused with the reason and a way to ask again', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, errors, close } = await app.openPage({ javaScript })

		const used = await askForLink(user.email)
		await page.goto(used.local)
		await fillNewPassword(page, 'used-once-password')
		await page.getByTestId('password-reset-done').waitFor()
		const again = await page.goto(used.local)
		expect(again?.status()).toBe(410)
		expect(await page.locator('h1').textContent()).toBe('This link cannot be used')
		expect(await page.getByTestId('reset-link-problem').textContent()).toBe(
			'This reset link has already been used. If you still want to change your password, ask for a new link.',
		)

		const expired = await askForLink(user.email)
		await app.database.db
			.update(verificationCodes)
			.set({ sentAt: new Date(Date.now() - 31 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
			.where(eq(verificationCodes.userId, user.id))
		expect((await page.goto(expired.local))?.status()).toBe(410)
		expect(await page.getByTestId('reset-link-problem').textContent()).toBe(
			'This reset link has expired: a link works for 30 minutes. Please ask for a new one.',
		)

		const replaced = await askForLink(user.email)
		await askForLink(user.email)
		expect((await page.goto(replaced.local))?.status()).toBe(400)
		expect(await page.getByTestId('reset-link-problem').textContent()).toContain('This reset link is not valid.')

		await page.getByRole('link', { name: 'Ask for a new link' }).click()
		await page.waitForURL(`${app.server.url}/forgot-password`)
		expect(errors.filter((error) => !/\b(400|410)\b/.test(error))).toEqual([])
		await close()
	})

	test('a link opened while its form is on screen, then replaced, is refused on saving', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, errors, close } = await app.openPage({ javaScript })
		const first = await askForLink(user.email)
		await page.goto(first.local)
		await askForLink(user.email)
		await fillNewPassword(page, 'replaced-meanwhile')
		await page.getByTestId('reset-link-problem').waitFor()
		expect(await page.getByTestId('reset-link-problem').textContent()).toContain('This reset link is not valid.')
		expect(errors.filter((error) => !/\b400\b/.test(error))).toEqual([])
		await close()
	})

	test('mismatched and short passwords are refused in place', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, close } = await app.openPage({ javaScript })
		await page.goto((await askForLink(user.email)).local)
		await fillNewPassword(page, 'one-password', 'another-password')
		await page.getByText('Please make sure your passwords match').waitFor()
		await fillNewPassword(page, 'short')
		await page.getByText('Password must be at least 6 characters').waitFor()
		expect(await page.locator('h1').textContent()).toBe('Choose a new password')
		await close()
	})

	test('the token never travels in a Referer, and no Referer leaves for another site', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, close, expectErrors } = await app.openPage({ javaScript })
		// The test adds an http: image from another origin on purpose; the page's CSP (https: images only) logs it as blocked.
		expectErrors(/Loading the image 'http:\/\/localhost:\d+\/favicon\.svg' violates the following Content Security Policy directive/)
		const link = await askForLink(user.email)
		await page.goto(link.local)
		const [request] = await Promise.all([
			page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/login')),
			page.getByRole('link', { name: 'Back to log in' }).click(),
		])
		expect(await request.headerValue('referer')).toBe(`${app.server.url}/reset-password`)
		if (javaScript) {
			// localhost is another origin than 127.0.0.1: what a third-party image on the page would get.
			await page.goto(link.local)
			const elsewhere = `http://localhost:${app.server.port}/favicon.svg`
			const [image] = await Promise.all([
				page.waitForRequest(elsewhere),
				page.evaluate((src) => {
					const img = document.createElement('img')
					img.src = src
					document.body.append(img)
				}, elsewhere),
			])
			expect((await image.allHeaders())['referer'] ?? '').toBe('')
		}
		await close()
	})

	test('after wrong passwords the wait offers a reset, and the reset ends the wait', async () => {
		const { user } = await seedAccount(app.database.db)
		const ip = freshClientIp()
		const { page, errors, close } = await app.openPage({ javaScript, extraHTTPHeaders: { 'X-Forwarded-For': ip } })
		// What fifteen wrong passwords from this address leave behind: a quarter of an hour to wait.
		await app.database.pool.query(
			`insert into login_throttles (email, client, failures, last_failure_at, blocked_until, granted)
			values ($1, $2, 15, now(), now() + interval '15 minutes', false)`,
			[user.email, ip],
		)
		await page.goto(`${app.server.url}/login`)
		await logIn(page, user.email, 'still-wrong')
		const hint = page.getByTestId('locked-out-hint')
		await hint.waitFor()
		expect(await page.getByTestId('login-error').textContent()).toContain('Too many failed attempts')
		expect(await hint.textContent()).toContain('that also ends the wait')
		await hint.getByRole('link', { name: 'Reset my password' }).click()
		await page.waitForURL(`${app.server.url}/forgot-password`)
		// With JavaScript the address changes before the new page is drawn; the login form has an Email field too.
		await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()

		const before = app.smtp.received.length
		await page.getByLabel(/^Email/).fill(user.email)
		await page.getByRole('button', { name: 'Send me the link' }).click()
		await page.getByTestId('reset-link-sent').waitFor()
		await page.goto(linkIn(await app.smtp.waitForMail(user.email, before)).local)
		await fillNewPassword(page, 'unlocked-password')
		await page.getByTestId('password-reset-done').waitFor()
		// From the same address, at once: the wait is over.
		const login = await postForm('/login', { email: user.email, password: 'unlocked-password' }, { 'X-Forwarded-For': ip })
		expect(login.status).toBe(302)
		expect(errors.filter((error) => !/\b(401|429)\b/.test(error))).toEqual([])
		await close()
	})
})

test('a Google-only account is told it can add a password', async () => {
	const { user } = await seedAccount(app.database.db)
	await app.database.pool.query('update users set password_hash = null, google_id = $2 where id = $1', [user.id, `google-${user.id}`])
	const { page, close } = await app.openPage({ javaScript: false })
	await page.goto((await askForLink(user.email)).local)
	expect(await page.getByText('Your account signs in with Google.', { exact: false }).count()).toBe(1)
	await fillNewPassword(page, 'first-own-password')
	await page.getByTestId('password-reset-done').waitFor()
	expect((await postForm('/login', { email: user.email, password: 'first-own-password' })).status).toBe(302)
	await close()
})

test('the pages and the mail speak the user language', async () => {
	const { user } = await seedAccount(app.database.db)
	await app.database.pool.query("update users set language = 'fr' where id = $1", [user.id])
	const { page, close } = await app.openPage({ javaScript: false, locale: 'de-DE' })
	await page.goto(`${app.server.url}/forgot-password`)
	expect(await page.locator('h1').textContent()).toBe('Passwort vergessen?')
	const before = app.smtp.received.length
	await page.getByLabel(/^E-Mail/).fill(user.email)
	await page.getByRole('button', { name: 'Link senden' }).click()
	await page.getByTestId('reset-link-sent').waitFor()
	// The mail follows the account's language, not the browser's.
	const mail = await app.smtp.waitForMail(user.email, before)
	expect(mail.subject).toBe('Réinitialisez votre mot de passe CarWatch')
	await page.goto(linkIn(mail).local)
	expect(await page.locator('h1').textContent()).toBe('Neues Passwort wählen')
	await close()
})

test.each(['light', 'dark'] as const)('the pages have no serious accessibility problems (%s)', async (colorScheme) => {
	const { user } = await seedAccount(app.database.db)
	expect(await seriousA11yViolations(app.browser, `${app.server.url}/forgot-password`, { colorScheme, width: 375 })).toEqual([])
	expect(await seriousA11yViolations(app.browser, (await askForLink(user.email)).local, { colorScheme })).toEqual([])
	expect(await seriousA11yViolations(app.browser, `${app.server.url}/reset-password`, { colorScheme })).toEqual([])
})

describe('refusals', () => {
	/** A `password_reset` cookie holding the token of a fresh link, as the page sets it on arrival. */
	async function resetCookie() {
		const { user } = await seedAccount(app.database.db)
		const link = await askForLink(user.email)
		const arrival = await fetch(link.local, { redirect: 'manual' })
		expect(arrival.status).toBe(302)
		expect(arrival.headers.get('location')).toBe('/reset-password')
		expect(arrival.headers.get('referrer-policy')).toContain('no-referrer')
		const cookie = arrival.headers.getSetCookie().find((header) => header.startsWith('password_reset='))!
		expect(cookie).toMatch(/HttpOnly/i)
		return cookie.split(';')[0]!
	}

	test('malformed bodies get 4xx with a message, never 500', async () => {
		const cookie = await resetCookie()
		const cases: Array<[string, BodyInit, Record<string, string>, number]> = [
			['/forgot-password', JSON.stringify({ email: 'a@example.com' }), { 'Content-Type': 'application/json' }, 415],
			['/forgot-password', 'email=a%00b%40example.com', { 'Content-Type': 'application/x-www-form-urlencoded' }, 400],
			['/forgot-password', 'email=not-an-email', { 'Content-Type': 'application/x-www-form-urlencoded' }, 400],
			['/forgot-password', '', { 'Content-Type': 'application/x-www-form-urlencoded' }, 400],
			['/forgot-password', '%%%', { 'Content-Type': 'multipart/form-data; boundary=nothing' }, 400],
			['/reset-password', 'newPassword=abcdefgh&confirmPassword=abcdefgh', { 'Content-Type': 'application/x-www-form-urlencoded' }, 400],
			['/reset-password', JSON.stringify({ newPassword: 'abcdefgh' }), { 'Content-Type': 'application/json', Cookie: cookie }, 415],
			['/reset-password', 'newPassword=abcdefgh&confirmPassword=different', { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }, 400],
			['/reset-password', 'newPassword=abc&confirmPassword=abc', { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }, 400],
			['/reset-password', `newPassword=${'x'.repeat(300)}&confirmPassword=${'x'.repeat(300)}`, { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }, 400],
			['/reset-password', 'newPassword[]=abcdefgh', { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie }, 400],
			['/reset-password', 'newPassword=abcdefgh&confirmPassword=abcdefgh', { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: 'password_reset=forged' }, 400],
		]
		for (const [path, body, headers, status] of cases) {
			const response = await post(path, body, headers)
			expect({ path, body: String(body).slice(0, 40), status: response.status }).toEqual({ path, body: String(body).slice(0, 40), status })
		}
		// The link still works after all of that.
		const saved = await postForm('/reset-password', { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }, { Cookie: cookie })
		expect(saved.status).toBe(302)
	})

	test('odd links answer 4xx pages, never 500', async () => {
		const page = async (cookie?: string) => {
			const response = await fetch(`${app.server.url}/reset-password`, { headers: cookie ? { Cookie: cookie } : {} })
			expect(response.status).toBe(400)
			expect(await response.text()).toContain('This reset link is not valid.')
		}
		await page()
		for (const query of ['?token=', '?token=short', `?token=${'a'.repeat(5000)}`, '?token=%00', `?token=${'a'.repeat(43)}`]) {
			const arrival = await fetch(`${app.server.url}/reset-password${query}`, { redirect: 'manual' })
			expect({ query: query.slice(0, 30), status: arrival.status }).toEqual({ query: query.slice(0, 30), status: 302 })
			const set = arrival.headers.getSetCookie().find((header) => header.startsWith('password_reset='))!
			// Only a token of the right shape is kept; anything else clears the cookie.
			const kept = !/Max-Age=0/i.test(set)
			expect({ query: query.slice(0, 30), kept }).toEqual({ query: query.slice(0, 30), kept: query === `?token=${'a'.repeat(43)}` })
			await page(kept ? set.split(';')[0] : undefined)
		}
	})

	test('the per-address limit answers 429 with the wait, for accounts and strangers alike', async () => {
		await clearOfWindowEnd('passwordResetEmail')
		const { user } = await seedAccount(app.database.db)
		const stranger = `limited-${Date.now()}@example.com`
		for (const email of [user.email, stranger]) {
			for (let i = 0; i < 5; i += 1) expect((await postForm('/forgot-password', { email })).status).toBe(200)
		}
		const sent = Date.now()
		const refusals = await Promise.all([user.email, stranger].map((email) => postForm('/forgot-password', { email })))
		const answered = Date.now()
		expect(refusals.map((response) => response.status)).toEqual([429, 429])
		for (const body of await Promise.all(refusals.map((response) => response.text()))) {
			expect(body).toContain('Too many reset links were asked for this address in the last hour.')
		}
		// Both wait for the rest of the same hour; a second may tick between the two answers.
		const { min, max } = retryAfterBetween('passwordResetEmail', sent, answered)
		for (const refusal of refusals) {
			const wait = Number(refusal.headers.get('retry-after'))
			expect(wait).toBeGreaterThanOrEqual(min)
			expect(wait).toBeLessThanOrEqual(max)
		}
	})
})
