import { eq } from 'drizzle-orm'
import { type Locator, type Page } from 'playwright-core'
import { beforeAll, expect } from 'vitest'
import { alertDrafts, subscriptions } from '#core/db/schema.ts'
import { type BrowserApp, type WatchedPage } from './browser-app.ts'
import { seedAccount, sessionCookieFor } from './session.ts'

/**
 * What the browser tests of a refused alert (tests/site-brands.test.ts, tests/site-capacity.test.ts)
 * share: the JSON API as a signed-in buyer, a form's submit with JavaScript on and off, the error
 * shown under a field, a wizard draft submitted from its review, the edit form's typed values, and the alert's stored row.
 */

/**
 * A buyer signed in for the JSON API, seeded before the calling block's tests: `call` sends a JSON
 * body with the buyer's session cookie and the app's own Origin, and does not follow redirects.
 */
export function signedInApi(app: BrowserApp) {
	let cookie = ''
	const buyer = {
		userId: '',
		call(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
			return fetch(`${app.server.url}${path}`, {
				method,
				headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: app.server.url, ...headers },
				body: JSON.stringify(body),
				redirect: 'manual',
			})
		},
	}
	beforeAll(async () => {
		const { user } = await seedAccount(app.database.db)
		buyer.userId = user.id
		cookie = `__session=${await sessionCookieFor(app.database.db, user.id)}`
	})
	return buyer
}

/** Clicks a submit button and waits for the server's answer: a new page without JavaScript, the swapped form with it. */
export async function press(page: Page, button: Locator, javaScript: boolean) {
	if (javaScript) {
		await button.click()
		await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'))
	} else {
		await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()])
	}
}

/** The error shown under a field (the elements its aria-describedby names), once the field is marked invalid. */
export async function fieldError(page: Page, selector: string) {
	const field = page.locator(selector)
	await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true')
	const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? []
	const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()))
	return texts.filter(Boolean).join(' ')
}

/** An alert's row as stored. */
export async function alertRow(app: BrowserApp, id: string) {
	const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id))
	return row!
}

/**
 * The buyer's wizard draft at the review step (step 5) with `values` (the Telegram step passed, a
 * diesel, answers in `language` unless `values` says otherwise), opened without JavaScript in
 * `language` and submitted with the terms accepted. The caller closes the page.
 */
export async function submitFromReview(app: BrowserApp, userId: string, values: Record<string, string | string[]>, language: string): Promise<WatchedPage & { cookie: string }> {
	const draft = { fuelType: 'diesel', telegramUsername: 'car_buyer', notificationLanguage: language, botContacted: 'on', ...values }
	await app.database.db.insert(alertDrafts).values({ userId, data: { step: 5, values: draft } })
	const opened = await app.signedInPage(false, userId, language)
	try {
		await opened.page.goto(`${app.server.url}/setup-alerts`)
		await opened.page.locator('input[name="acceptTerms"]').check()
		await press(opened.page, opened.page.locator('button[name="intent"][value="submit"]'), false)
	} catch (error) {
		await opened.close()
		throw error
	}
	return opened
}

/** On an alert's edit page: types a new maximum price (21000) and Telegram username (typed_value), and saves. */
export async function typeAndSave(page: Page, javaScript: boolean) {
	await page.getByLabel('Maximum price').fill('21000')
	await page.getByLabel('Telegram username').fill('typed_value')
	await press(page, page.getByRole('button', { name: 'Save changes', exact: true }), javaScript)
}

/** After a refused save (typeAndSave): still the alert's edit page, the typed price and username kept. */
export async function expectTypedValuesKept(page: Page, alertId: string) {
	expect(new URL(page.url()).pathname).toBe(`/edit/${alertId}`)
	expect(await page.getByLabel('Maximum price').inputValue()).toBe('21000')
	expect(await page.getByLabel('Telegram username').inputValue()).toBe('typed_value')
}
