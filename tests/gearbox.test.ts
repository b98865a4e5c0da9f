import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { alertDrafts, subscriptions } from '#core/db/schema.ts'
import { cookieValue } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * The gearbox criterion end to end on the alert's side (docs/decisions/060-adding-a-criterion.md):
 * chosen in the wizard with JavaScript off and on, shown on its review, stored, on the dashboard's
 * card, changed in the edit form, and through the JSON API, which refuses a gearbox it does not
 * know with a message and never touches another user's alert.
 */

const app = setUpBrowserApp({ env: { TELEGRAM_BOT_USERNAME: 'CarWatchTestBot' } })

async function alertsOf(userId: string) {
	return app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
}

/** Clicks a submit button: without JavaScript it waits for the page the server answers with; with it, for Remix to settle. */
async function press(page: Page, name: string, javaScript: boolean) {
	const button = page.getByRole('button', { name, exact: true })
	if (javaScript) {
		await button.click()
		await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'))
	} else {
		await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()])
	}
}

const card = (page: Page, id: string) => page.locator(`[data-alert-id="${id}"]`)

describe('the wizard', () => {
	for (const javaScript of [false, true]) {
		test(`JavaScript ${javaScript ? 'on' : 'off'}: the gearbox is chosen in the car step, reviewed, stored and shown on the card`, async () => {
			const { user } = await seedAccount(app.database.db)
			// The websites step done: the draft stands at the car step.
			const draft = { step: 3, values: { websitesSelected: ['mobile.de'], updateFrequency: 'hourly' } }
			await app.database.db.insert(alertDrafts).values({ userId: user.id, data: draft })
			const gearbox = javaScript ? 'manual' : 'automatic'
			const { page, close } = await app.signedInPage(javaScript, user.id)
			try {
				await page.goto(`${app.server.url}/setup-alerts`)
				await page.getByRole('heading', { name: 'Car details' }).waitFor()
				const select = page.getByLabel('Gearbox', { exact: true })
				// Optional: any gearbox unless the buyer chooses, in the words of the product.
				expect(await select.inputValue()).toBe('any')
				expect(await select.locator('option').allTextContents()).toEqual(['Any gearbox', 'Manual', 'Automatic'])
				expect(await page.getByText('Listings that do not say which gearbox the car has are always sent.').count()).toBe(1)
				await page.getByLabel('Car brand').selectOption('volkswagen')
				if (javaScript) await expect.poll(() => page.getByLabel('Car model').isDisabled()).toBe(false)
				else await press(page, 'Show models of this brand', false)
				await page.getByLabel('Car model').selectOption('golf')
				await page.getByLabel('Fuel type').selectOption('diesel')
				await select.selectOption(gearbox)
				// A refused step keeps the choice (the minimum above the maximum).
				await page.getByLabel('Minimum price').fill('9000')
				await page.getByLabel('Maximum price').fill('5000')
				await press(page, 'Continue', javaScript)
				await expect.poll(() => page.getByText('The minimum price must not be higher than the maximum price').count()).toBe(1)
				expect(await select.inputValue()).toBe(gearbox)
				await page.getByLabel('Maximum price').fill('15000')
				await press(page, 'Continue', javaScript)

				await page.getByRole('heading', { name: 'Telegram setup' }).waitFor()
				await page.getByLabel('Telegram username').fill('gear_buyer')
				await page.getByLabel('I have started a chat with the bot and sent it a message').check()
				await press(page, 'Continue', javaScript)

				await page.getByRole('heading', { name: 'Review and payment' }).waitFor()
				const car = page.getByTestId('review-table').nth(2)
				expect(await car.innerText()).toMatch(new RegExp(`Gearbox\\s+${javaScript ? 'Manual' : 'Automatic'}`))
				// The rows of the car, in the car step's order, with the words the card uses.
				const labels = await car.locator('th').allTextContents()
				expect(labels).toEqual(['Brand', 'Model', 'Fuel type', 'Seller', 'Gearbox', 'Price'])
				await page.getByRole('checkbox', { name: /I agree to the/ }).check()
				await Promise.all([page.waitForURL(/\/checkout/), page.getByRole('button', { name: 'Submit' }).click()])
			} finally {
				await close()
			}
			const [alert, ...others] = await alertsOf(user.id)
			expect(others).toHaveLength(0)
			expect(alert).toMatchObject({ brand: 'volkswagen', model: 'golf', fuelType: 'diesel', gearbox, priceMin: 9000, priceMax: 15000, status: 'pending_payment' })

			const dashboard = await app.signedInPage(javaScript, user.id)
			try {
				await dashboard.page.goto(`${app.server.url}/dashboard`)
				const facts = await card(dashboard.page, alert!.id).locator('dl').innerText()
				expect(facts).toMatch(new RegExp(`Gearbox\\s+${javaScript ? 'Manual' : 'Automatic'}`))
			} finally {
				await dashboard.close()
			}
		})
	}

	test('in German, the gearbox has its own label and words on the review and the card; "any" is not on the card', async () => {
		const { user } = await seedAccount(app.database.db)
		const chosen = await seedAlert(app.database.db, user.id, 'active', { gearbox: 'automatic' })
		const open = await seedAlert(app.database.db, user.id, 'active', { brand: 'bmw', model: 'all' })
		const { page, close } = await app.signedInPage(false, user.id, 'de')
		try {
			await page.goto(`${app.server.url}/dashboard`)
			expect(await card(page, chosen.id).locator('dl').innerText()).toMatch(/Getriebe\s+Automatik/)
			expect(await card(page, open.id).locator('dl').innerText()).not.toContain('Getriebe')
		} finally {
			await close()
		}
	})
})

describe('the edit form without JavaScript', () => {
	test('shows the stored gearbox and changes it; the card follows', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active', { gearbox: 'automatic' })
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			expect(await page.getByLabel('Gearbox', { exact: true }).inputValue()).toBe('automatic')
			await page.getByLabel('Gearbox', { exact: true }).selectOption('manual')
			await press(page, 'Save changes', false)
			expect(new URL(page.url()).pathname).toBe('/dashboard')
			expect(await card(page, alert.id).locator('dl').innerText()).toMatch(/Gearbox\s+Manual/)
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			await page.getByLabel('Gearbox', { exact: true }).selectOption('any')
			await press(page, 'Save changes', false)
			expect(await card(page, alert.id).locator('dl').innerText()).not.toContain('Gearbox')
		} finally {
			await close()
		}
		const [row] = await alertsOf(user.id)
		expect(row!.gearbox).toBe('any')
	})
})

describe('the JSON API', () => {
	async function signedIn(language?: string) {
		const { user } = await seedAccount(app.database.db)
		const cookies = [`__session=${await sessionCookieFor(app.database.db, user.id)}`]
		if (language) cookies.push(`language=${cookieValue(language)}`)
		return { user, cookie: cookies.join('; ') }
	}
	const call = (method: string, path: string, cookie: string, body?: unknown) =>
		fetch(`${app.server.url}${path}`, {
			method,
			headers: { Cookie: cookie, Origin: app.server.url, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
			body: body === undefined ? undefined : JSON.stringify(body),
			redirect: 'manual',
		})
	const body = (overrides: Record<string, unknown> = {}) => ({
		websitesSelected: ['mobile.de'],
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'diesel',
		telegramUsername: 'gear_buyer',
		...overrides,
	})

	test('creates, answers and changes the gearbox; without one, any gearbox', async () => {
		const { user, cookie } = await signedIn()
		const created = await call('POST', '/api/subscriptions', cookie, body({ gearbox: 'automatic' }))
		expect(created.status).toBe(201)
		const alert = (await created.json()) as { id: string; gearbox: string }
		expect(alert.gearbox).toBe('automatic')
		const read = await call('GET', `/api/subscriptions/${alert.id}`, cookie)
		expect(((await read.json()) as { gearbox: string }).gearbox).toBe('automatic')
		const changed = await call('PUT', `/api/subscriptions/${alert.id}`, cookie, body({ gearbox: 'manual' }))
		expect(changed.status).toBe(200)
		expect(((await changed.json()) as { gearbox: string }).gearbox).toBe('manual')
		const unsaid = await call('POST', '/api/subscriptions', cookie, body({ brand: 'bmw', model: 'all', gearbox: null }))
		expect(((await unsaid.json()) as { gearbox: string }).gearbox).toBe('any')
		expect((await alertsOf(user.id)).map((row) => row.gearbox).sort()).toEqual(['any', 'manual'])
	})

	test('a gearbox it does not know answers 400 with a message naming the field, in the buyer’s language, and writes nothing', async () => {
		const { user, cookie } = await signedIn()
		for (const gearbox of ['semi-automatic', 42, ['manual']]) {
			const refused = await call('POST', '/api/subscriptions', cookie, body({ gearbox }))
			expect(refused.status, String(gearbox)).toBe(400)
			expect(await refused.json()).toEqual({ message: 'Choose a gearbox from the list', errors: [{ field: 'gearbox', message: 'Choose a gearbox from the list' }] })
		}
		expect(await alertsOf(user.id)).toEqual([])
		const german = await signedIn('de')
		const refused = await call('POST', '/api/subscriptions', german.cookie, body({ gearbox: 'cvt' }))
		expect(await refused.json()).toMatchObject({ message: 'Wählen Sie ein Getriebe aus der Liste' })
		// An edit with a bad gearbox leaves the alert as it was.
		const own = await seedAlert(app.database.db, user.id, 'active', { gearbox: 'manual' })
		const badEdit = await call('PUT', `/api/subscriptions/${own.id}`, cookie, body({ gearbox: 'cvt' }))
		expect(badEdit.status).toBe(400)
		expect((await alertsOf(user.id))[0]!.gearbox).toBe('manual')
	})

	test("another user's alert is not found and keeps its gearbox", async () => {
		const owner = await signedIn()
		const intruder = await signedIn()
		const alert = await seedAlert(app.database.db, owner.user.id, 'active', { gearbox: 'automatic' })
		const response = await call('PUT', `/api/subscriptions/${alert.id}`, intruder.cookie, body({ gearbox: 'manual' }))
		expect(response.status).toBe(404)
		const [row] = await alertsOf(owner.user.id)
		expect(row).toEqual(alert)
	})
})
