import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { verifyPassword } from '#core/auth/passwords.ts'
import { paymentMethods, users } from '#core/db/schema.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

const app = setUpBrowserApp({ smtp: true })

async function userRow(id: string) {
	const [row] = await app.database.db.select().from(users).where(eq(users.id, id))
	return row!
}

/** A browser page signed in as `userId` (a fresh session; no login page involved). */

/** Status and Location of a GET with a session cookie, redirects not followed. */
async function getWith(path: string, cookie: string) {
	const response = await fetch(`${app.server.url}${path}`, { headers: { Cookie: `__session=${cookie}` }, redirect: 'manual' })
	return { status: response.status, location: response.headers.get('Location') }
}

function postJson(path: string, body: string, cookie?: string, headers: Record<string, string> = {}) {
	return fetch(`${app.server.url}${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json', Origin: app.server.url, ...(cookie ? { Cookie: `__session=${cookie}` } : {}), ...headers },
		body,
		redirect: 'manual',
	})
}

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('account screen with $label', ({ javaScript }) => {
	test('the sidebar shows name, e-mail, member-since date and the counts; the tabs list alerts and cards', async () => {
		const { user } = await seedAccount(app.database.db, { firstName: 'Ana', lastName: 'Novak' })
		await app.database.db.update(users).set({ createdAt: new Date('2024-03-05T23:30:00Z') }).where(eq(users.id, user.id))
		await seedAlert(app.database.db, user.id, 'active', { brand: 'volkswagen', model: 'golf', price: 999 })
		await seedAlert(app.database.db, user.id, 'paused', { brand: 'bmw', model: 'all', price: 1498 })
		await seedAlert(app.database.db, user.id, 'ended')
		await app.database.db
			.insert(paymentMethods)
			.values({ id: `pm_${user.id}`, userId: user.id, brand: 'visa', last4: '4242', expMonth: 7, expYear: 2031, isDefault: true })
		const { page, close } = await app.signedInPage(javaScript, user.id)
		await page.goto(`${app.server.url}/dashboard`)
		expect(await page.locator('h1').allTextContents()).toEqual(['My account'])
		expect(await page.title()).toBe('My account | CarWatch')
		expect(await page.getByTestId('account-name').textContent()).toBe('Ana Novak')
		expect(await page.getByTestId('account-email').textContent()).toBe(user.email)
		expect(await page.getByTestId('account-member-since').textContent()).toBe('Member since March 5, 2024')
		expect(await page.getByTestId('account-alert-count').textContent()).toBe('2')
		expect(await page.getByTestId('account-card-count').textContent()).toBe('1')
		const cards = page.getByTestId('alert-card')
		expect(await cards.count()).toBe(2)
		expect(await cards.nth(0).innerText()).toMatch(/volkswagen golf[\s\S]*\$9\.99\/month[\s\S]*Active/i)
		expect(await cards.nth(1).innerText()).toMatch(/bmw All models[\s\S]*\$14\.98\/month[\s\S]*Paused/i)
		expect(await cards.nth(0).locator('[data-status]').getAttribute('data-color')).toBe('green')
		expect(await cards.nth(1).locator('[data-status]').getAttribute('data-color')).toBe('amber')
		expect(await page.getByRole('link', { name: 'Add an alert' }).getAttribute('href')).toBe('/setup-alerts')

		// The sidebar item and the tab lead to the cards; /profile?tab=billing is the same tab.
		await page.getByTestId('sidebar-payments').click()
		await expect.poll(() => page.getByTestId('payment-card').count()).toBe(1)
		expect(await page.getByTestId('payment-card').innerText()).toMatch(/Visa ending in 4242[\s\S]*Expires 07\/2031[\s\S]*Default/i)
		await page.goto(`${app.server.url}/profile?tab=billing`)
		expect(await page.locator('h1').allTextContents()).toEqual(['My account'])
		expect(await page.getByTestId('payment-card').count()).toBe(1)
		expect(await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Payments' }).getAttribute('aria-current')).toBe('page')
		await close()
	})

	test('a new account sees honest empty states, in the UI language', async () => {
		const { user } = await seedAccount(app.database.db, { firstName: '', lastName: '' })
		await app.database.db.update(users).set({ createdAt: new Date('2024-03-05T23:30:00Z') }).where(eq(users.id, user.id))
		const { page, close } = await app.signedInPage(javaScript, user.id, 'de')
		await page.goto(`${app.server.url}/profile`)
		expect(await page.locator('h1').allTextContents()).toEqual(['Mein Konto'])
		expect(await page.getByTestId('account-name').textContent()).toBe(user.username)
		expect(await page.getByTestId('account-member-since').textContent()).toBe('Mitglied seit 5. März 2024')
		expect(await page.getByTestId('empty-state').innerText()).toContain('Noch keine Alarme')
		expect(await page.getByRole('link', { name: 'Alarm hinzufügen' }).getAttribute('href')).toBe('/setup-alerts')
		await page.goto(`${app.server.url}/profile?tab=payments`)
		expect(await page.getByTestId('empty-state').innerText()).toContain('Keine gespeicherten Karten')
		expect(await page.getByTestId('empty-state').locator('a, button').count()).toBe(0)
		await close()
	})

	test('account settings: the name is split at the first space; username rules and a taken username are refused', async () => {
		const { user } = await seedAccount(app.database.db)
		const { user: other } = await seedAccount(app.database.db)
		const { page, close } = await app.signedInPage(javaScript, user.id)
		await page.goto(`${app.server.url}/dashboard`)
		await page.getByTestId('sidebar-settings').click()
		const panel = page.getByTestId('settings-panel')
		await expect.poll(() => panel.isVisible()).toBe(true)
		expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Novak')

		await page.getByLabel('Full name').fill('Cher')
		await page.getByLabel('Username').fill('ab')
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect.poll(() => panel.innerText()).toContain('Please enter your first and last name')
		expect(await panel.innerText()).toContain('Username must be alphanumeric and between 3 and 20 characters')

		await page.getByLabel('Full name').fill('Maria  de la Cruz')
		await page.getByLabel('Username').fill(other.username.toUpperCase())
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect.poll(() => panel.innerText()).toContain('This username is already taken')
		expect((await userRow(user.id)).firstName).toBe('Ana')

		const username = `maria${user.id.slice(0, 6)}`
		await page.getByLabel('Username').fill(username)
		await page.getByRole('button', { name: 'Save changes' }).click()
		await expect.poll(() => page.getByTestId('settings-success').isVisible()).toBe(true)
		expect(await page.getByTestId('settings-success').innerText()).toContain('Account updated')
		const row = await userRow(user.id)
		expect([row.firstName, row.lastName, row.username, row.isEmailVerified]).toEqual(['Maria', 'de la Cruz', username, true])
		await page.goto(`${app.server.url}/dashboard`)
		expect(await page.getByTestId('account-name').textContent()).toBe('Maria de la Cruz')
		await close()
	})

	test('a new e-mail sends a code to the new address and the user goes through /verify-email', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, close } = await app.signedInPage(javaScript, user.id)
		await page.goto(`${app.server.url}/profile?tab=settings`)
		const newEmail = `moved${user.id.slice(0, 8)}@example.org`
		const before = app.smtp.received.length
		await page.getByLabel('E-mail').fill(newEmail)
		await page.getByRole('button', { name: 'Save changes' }).click()
		await page.waitForURL((url) => url.pathname === '/verify-email')
		await expect.poll(() => page.locator('main').innerText()).toContain(newEmail)
		const mail = await app.smtp.waitForMail(newEmail, before)
		expect(mail.text).toMatch(/\b\d{6}\b/)
		const row = await userRow(user.id)
		expect([row.email, row.isEmailVerified]).toEqual([user.email, false])
		await page.goto(`${app.server.url}/dashboard`)
		expect(new URL(page.url()).pathname).toBe('/verify-email')
		await close()
	})

	test('password change: a wrong current password is refused; success ends the other sessions and keeps this one', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const elsewhere = await sessionCookieFor(app.database.db, user.id)
		const { page, close, cookie } = await app.signedInPage(javaScript, user.id)
		await page.goto(`${app.server.url}/dashboard`)
		await page.getByTestId('sidebar-password').click()
		const panel = page.getByTestId('password-panel')
		await expect.poll(() => panel.isVisible()).toBe(true)

		await page.getByLabel('Current password').fill('not-my-password')
		await page.getByLabel(/^New password/).fill('fresh-secret-1')
		await page.getByLabel('Confirm new password').fill('fresh-secret-1')
		await page.getByRole('button', { name: 'Update password' }).click()
		await expect.poll(() => panel.innerText()).toContain('The current password is not correct')
		// The server never sends a password back in the page.
		if (!javaScript) expect(await page.getByLabel('Current password').inputValue()).toBe('')

		await page.getByLabel('Current password').fill(password)
		await page.getByLabel(/^New password/).fill('fresh-secret-1')
		await page.getByLabel('Confirm new password').fill('fresh-secret-2')
		await page.getByRole('button', { name: 'Update password' }).click()
		await expect.poll(() => panel.innerText()).toContain('Please make sure your passwords match')

		await page.getByLabel('Current password').fill(password)
		await page.getByLabel(/^New password/).fill('fresh-secret-1')
		await page.getByLabel('Confirm new password').fill('fresh-secret-1')
		await page.getByRole('button', { name: 'Update password' }).click()
		await expect.poll(() => page.getByTestId('password-success').isVisible()).toBe(true)
		expect(await page.getByTestId('password-success').innerText()).toContain('Password updated')
		expect(await verifyPassword('fresh-secret-1', (await userRow(user.id)).passwordHash!)).toBe(true)

		expect((await getWith('/dashboard', elsewhere)).location).toBe('/login?redirect=%2Fdashboard')
		expect((await getWith('/dashboard', cookie)).status).toBe(200)
		await page.goto(`${app.server.url}/dashboard`)
		expect(new URL(page.url()).pathname).toBe('/dashboard')
		await close()
	})

	test('the logout item ends the session', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, close, cookie } = await app.signedInPage(javaScript, user.id)
		await page.goto(`${app.server.url}/dashboard`)
		await page.getByTestId('sidebar-logout').click()
		await page.waitForURL(`${app.server.url}/`)
		expect((await getWith('/dashboard', cookie)).location).toBe('/login?redirect=%2Fdashboard')
		await page.goto(`${app.server.url}/dashboard`)
		expect(new URL(page.url()).pathname).toBe('/login')
		await close()
	})
})

test('the account screen and its panels have no serious accessibility violations', async () => {
	const { user } = await seedAccount(app.database.db)
	await seedAlert(app.database.db, user.id, 'active')
	await seedAlert(app.database.db, user.id, 'paused')
	const cookie = await sessionCookieFor(app.database.db, user.id)
	for (const path of ['/dashboard', '/profile?tab=payments', '/profile?tab=settings', '/profile?tab=password']) {
		for (const colorScheme of ['light', 'dark'] as const) {
			const cookies = [{ name: '__session', value: cookie }, ...preferenceCookies(app.server.url, { theme: colorScheme })]
			expect(await seriousA11yViolations(app.browser, `${app.server.url}${path}`, { colorScheme, cookies }), `${path} ${colorScheme}`).toEqual([])
		}
	}
})

describe('JSON endpoints /api/user/*', () => {
	test('update-profile changes the caller only, whatever userId the body names', async () => {
		const { user } = await seedAccount(app.database.db)
		const { user: victim } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const username = `json${user.id.slice(0, 8)}`
		const response = await postJson(
			'/api/user/update-profile',
			JSON.stringify({ userId: victim.id, id: victim.id, firstName: 'Jo', lastName: 'Bloggs', username, email: user.email }),
			cookie,
		)
		expect(response.status).toBe(200)
		const body = (await response.json()) as { message: string; user: Record<string, unknown> }
		expect(body.message).toBe('Account updated')
		expect(body.user).toMatchObject({ id: user.id, firstName: 'Jo', lastName: 'Bloggs', username, email: user.email })
		expect(body.user).not.toHaveProperty('passwordHash')
		expect((await userRow(victim.id)).firstName).toBe('Ana')
		expect((await userRow(user.id)).username).toBe(username)
	})

	test('update-profile: validation and taken values are 400 with a translated message; a new e-mail gets a code', async () => {
		const { user } = await seedAccount(app.database.db)
		const { user: other } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const valid = { firstName: 'Ana', lastName: 'Novak', username: user.username, email: user.email }
		let response = await postJson('/api/user/update-profile', JSON.stringify({ ...valid, username: 'a b' }), cookie)
		expect(response.status).toBe(400)
		expect(await response.json()).toMatchObject({ message: 'Username must be alphanumeric and between 3 and 20 characters' })
		response = await postJson('/api/user/update-profile', JSON.stringify({ ...valid, username: 'x' }), cookie, {
			'Accept-Language': 'de',
		})
		expect(((await response.json()) as { message: string }).message).not.toBe(
			'Username must be alphanumeric and between 3 and 20 characters',
		)
		response = await postJson('/api/user/update-profile', JSON.stringify({ ...valid, email: other.email }), cookie)
		expect(response.status).toBe(400)
		expect(await response.json()).toMatchObject({ message: 'An account with this email already exists' })
		for (const body of ['null', '[]', '"text"', '{"firstName": 5}']) {
			response = await postJson('/api/user/update-profile', body, cookie)
			expect(response.status, body).toBe(400)
			expect(typeof ((await response.json()) as { message: unknown }).message).toBe('string')
		}
		const newEmail = `api${user.id.slice(0, 8)}@example.org`
		const before = app.smtp.received.length
		response = await postJson('/api/user/update-profile', JSON.stringify({ ...valid, email: newEmail }), cookie)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({
			message: `We sent a code to ${newEmail}. Enter it to confirm your new address.`,
			user: { email: user.email, pendingEmail: newEmail, isEmailVerified: false },
		})
		await app.smtp.waitForMail(newEmail, before)
	})

	test('change-password: wrong current password 400, mismatch 400, success ends the other sessions', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const elsewhere = await sessionCookieFor(app.database.db, user.id)
		let response = await postJson(
			'/api/user/change-password',
			JSON.stringify({ currentPassword: 'nope-nope', newPassword: 'next-pass-1', confirmPassword: 'next-pass-1' }),
			cookie,
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toMatchObject({ message: 'The current password is not correct' })
		response = await postJson(
			'/api/user/change-password',
			JSON.stringify({ currentPassword: password, newPassword: 'short', confirmPassword: 'short' }),
			cookie,
		)
		expect(await response.json()).toMatchObject({ message: 'Password must be at least 6 characters' })
		response = await postJson(
			'/api/user/change-password',
			JSON.stringify({ currentPassword: password, newPassword: 'next-pass-1', confirmPassword: 'next-pass-2' }),
			cookie,
		)
		expect(await response.json()).toMatchObject({ message: 'Please make sure your passwords match' })
		response = await postJson(
			'/api/user/change-password',
			JSON.stringify({ userId: 'someone-else', currentPassword: password, newPassword: 'next-pass-1', confirmPassword: 'next-pass-1' }),
			cookie,
		)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ message: 'Password updated' })
		expect((await getWith('/dashboard', elsewhere)).status).toBe(302)
		expect((await getWith('/dashboard', cookie)).status).toBe(200)
	})

	test.each(['/api/user/update-profile', '/api/user/change-password'])(
		'%s: bad JSON 400, anonymous 401, unverified 403, foreign Origin 403',
		async (path) => {
			const { user } = await seedAccount(app.database.db)
			const cookie = await sessionCookieFor(app.database.db, user.id)
			let response = await postJson(path, '{not json', cookie)
			expect(response.status).toBe(400)
			expect(await response.json()).toEqual({ message: 'The request could not be read. Please try again.' })
			response = await postJson(path, '{}')
			expect(response.status).toBe(401)
			expect(await response.json()).toEqual({ message: 'Please log in to continue.' })
			const { user: unverified } = await seedAccount(app.database.db, { verified: false })
			response = await postJson(path, '{}', await sessionCookieFor(app.database.db, unverified.id))
			expect(response.status).toBe(403)
			response = await postJson(path, '{}', cookie, { Origin: 'https://evil.example' })
			expect(response.status).toBe(403)
			expect(await response.json()).toEqual({ message: 'This form was sent from another site and was refused.' })
			expect((await userRow(user.id)).firstName).toBe('Ana')
		},
	)
})

test('the account forms refuse a foreign Origin', async () => {
	const { user } = await seedAccount(app.database.db)
	const cookie = await sessionCookieFor(app.database.db, user.id)
	const response = await fetch(`${app.server.url}/profile?tab=settings`, {
		method: 'POST',
		headers: { Cookie: `__session=${cookie}`, Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({ intent: 'update-profile', fullName: 'Evil Person', username: user.username, email: user.email }),
		redirect: 'manual',
	})
	// The Express host refuses a cross-site write for every route, before Remix or the action runs.
	expect(response.status).toBe(403)
	expect((await userRow(user.id)).firstName).toBe('Ana')
})
