import { count, eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { alertDrafts, subscriptions } from '#core/db/schema.ts'
import deWizard from '#core/i18n/locales/de/wizard.ts'
import enWizard from '#core/i18n/locales/en/wizard.ts'
import { priceOf } from '#core/models/alerts.ts'
import { type SiteId, siteLabel } from '#core/sites.ts'
import { alertRow, expectTypedValuesKept, fieldError, press, signedInApi, submitFromReview, typeAndSave } from './support/alert-forms.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount } from './support/session.ts'

/**
 * A site is never sold for a brand it cannot search (docs/decisions/074-brands-a-site-serves.md):
 * CarGurus knows its make ids for twelve brands (sites/cargurus-com/site.ts `brands`), and an alert
 * for Škoda on it would be taken and never send a car. The JSON API, the wizard and the edit form
 * refuse it, naming the site with its country in the buyer's language, with everything else the
 * buyer entered kept and nothing written.
 */

const app = setUpBrowserApp()

const refusalIn = (template: string, language: string) => template.replaceAll('{{site, siteLabel}}', siteLabel('cargurus.com', language))
const refusal = refusalIn(enWizard.errors.siteBrand, 'en')
const refusalDe = refusalIn(deWizard.errors.siteBrand, 'de')

test('the refusal names CarGurus and its country in each language', () => {
	expect(refusal).toBe('CarGurus (United States) cannot search for cars of this brand. Choose another brand, or leave CarGurus (United States) out.')
	expect(refusalDe).toContain('CarGurus (Vereinigte Staaten)')
})

async function alertsOf(userId: string) {
	const [row] = await app.database.db.select({ value: count() }).from(subscriptions).where(eq(subscriptions.userId, userId))
	return row!.value
}

/** A buyer's own paid, running alert: Ford on CarGurus and mobile.de, hourly. */
function seedFordOnCarGurus(userId: string) {
	const websitesSelected: SiteId[] = ['cargurus.com', 'mobile.de']
	return seedAlert(app.database.db, userId, 'active', {
		brand: 'ford',
		model: 'all',
		websitesSelected,
		updateFrequency: 'hourly',
		price: priceOf({ websitesSelected, updateFrequency: 'hourly' }),
		priceMax: 30000,
		currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
	})
}

describe('the JSON API', () => {
	const buyer = signedInApi(app)
	const { call } = buyer

	const alertBody = (overrides: Record<string, unknown> = {}) => ({
		websitesSelected: ['cargurus.com', 'mobile.de'],
		updateFrequency: 'hourly',
		brand: 'skoda',
		model: 'all',
		fuelType: 'any',
		priceMax: 30000,
		telegramUsername: 'car_buyer',
		notificationLanguage: 'en',
		...overrides,
	})

	test('POST: Škoda on CarGurus is refused (400) on the site list, naming the site in the asker\'s language, with the body\'s other errors; Ford is taken', async () => {
		const before = await alertsOf(buyer.userId)
		const refused = await call('POST', '/api/subscriptions', alertBody())
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ message: refusal, errors: [{ field: 'websitesSelected', message: refusal }] })
		const german = await call('POST', '/api/subscriptions', alertBody({ priceMin: 40000 }), { 'Accept-Language': 'de-DE,de;q=0.9' })
		expect(german.status).toBe(400)
		const { errors } = (await german.json()) as { errors: Array<{ field: string; message: string }> }
		expect(errors.map((error) => error.field).sort()).toEqual(['priceMax', 'websitesSelected'])
		expect(errors.find((error) => error.field === 'websitesSelected')?.message).toBe(refusalDe)
		expect(await alertsOf(buyer.userId)).toBe(before)

		expect((await call('POST', '/api/subscriptions', alertBody({ websitesSelected: ['mobile.de'] }))).status).toBe(201)
		const ford = await call('POST', '/api/subscriptions', alertBody({ brand: 'ford' }))
		expect(ford.status).toBe(201)
		expect(await ford.json()).toMatchObject({ brand: 'ford', websitesSelected: ['cargurus.com', 'mobile.de'] })
		expect(await alertsOf(buyer.userId)).toBe(before + 2)
	})

	test('PUT: the Ford alert on CarGurus cannot become a Škoda one; the alert is unchanged', async () => {
		const alert = await seedFordOnCarGurus(buyer.userId)
		const refused = await call('PUT', `/api/subscriptions/${alert.id}`, alertBody({ priceMax: 20000 }))
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ message: refusal, errors: [{ field: 'websitesSelected', message: refusal }] })
		expect(await alertRow(app, alert.id)).toMatchObject({ brand: 'ford', priceMax: 30000, websitesSelected: ['cargurus.com', 'mobile.de'], pendingChange: null })
	})
})

/** The error under the site list. */
async function sitesError(page: Page) {
	const alert = page.locator('fieldset:has(input[name="websitesSelected"]) [role="alert"]')
	await alert.waitFor()
	return alert.textContent()
}

const carGurus = (page: Page) => page.locator('[data-testid="site-group"][data-country="US"]').getByLabel('CarGurus')

describe('the wizard', () => {
	for (const javaScript of [false, true]) {
		test(`JavaScript ${javaScript ? 'on' : 'off'}: Škoda after CarGurus is refused under the brand, naming CarGurus; the car is kept; leaving CarGurus out, the same car goes on`, async () => {
			const { user } = await seedAccount(app.database.db)
			// The sites step passed with CarGurus and mobile.de; the buyer is at the car step.
			const values = { websitesSelected: ['cargurus.com', 'mobile.de'], updateFrequency: '30min', carBrand: 'skoda', carModel: 'all', fuelType: 'diesel', priceMax: '18000' }
			await app.database.db.insert(alertDrafts).values({ userId: user.id, data: { step: 3, values } })
			const { page, close } = await app.signedInPage(javaScript, user.id)
			try {
				await page.goto(`${app.server.url}/setup-alerts`)
				await page.getByLabel('Maximum kilometres').fill('150000')
				await press(page, page.getByRole('button', { name: 'Continue', exact: true }), javaScript)
				expect(await fieldError(page, 'select[name="carBrand"]')).toBe(refusal)
				expect(await page.getByRole('heading', { name: 'Car details' }).count()).toBe(1)
				expect(await page.locator('select[name="carBrand"]').inputValue()).toBe('skoda')
				expect(await page.locator('input[name="priceMax"]').inputValue()).toBe('18000')
				expect(await page.locator('input[name="maxKilometers"]').inputValue()).toBe('150000')

				// Back at the sites step with the Škoda in the draft: CarGurus is refused there too, the choices kept.
				await press(page, page.getByRole('button', { name: 'Previous', exact: true }), javaScript)
				await page.getByRole('heading', { name: 'Website selection' }).waitFor()
				await press(page, page.getByRole('button', { name: 'Continue', exact: true }), javaScript)
				expect(await sitesError(page)).toBe(refusal)
				expect(await carGurus(page).isChecked()).toBe(true)
				expect(await page.getByLabel('mobile.de').isChecked()).toBe(true)
				expect(await page.getByLabel('Update frequency').inputValue()).toBe('30min')

				await carGurus(page).uncheck()
				await press(page, page.getByRole('button', { name: 'Continue', exact: true }), javaScript)
				await page.getByRole('heading', { name: 'Car details' }).waitFor()
				expect(await page.locator('select[name="carBrand"]').inputValue()).toBe('skoda')
				await press(page, page.getByRole('button', { name: 'Continue', exact: true }), javaScript)
				await page.getByRole('heading', { name: 'Telegram setup' }).waitFor()
			} finally {
				await close()
			}
			const [draft] = await app.database.db.select().from(alertDrafts).where(eq(alertDrafts.userId, user.id))
			expect(draft!.data).toMatchObject({ step: 4, values: { websitesSelected: ['mobile.de'], carBrand: 'skoda', priceMax: '18000', maxKilometers: '150000', updateFrequency: '30min' } })
		})
	}

	test('a draft that reaches the review with Škoda on CarGurus (German, JavaScript off): the submit goes back to the sites step with the refusal, nothing is created', async () => {
		const { user } = await seedAccount(app.database.db)
		const values = { websitesSelected: ['cargurus.com'], updateFrequency: 'hourly', carBrand: 'skoda', carModel: 'all', priceMax: '24000', telegramUsername: 'skoda_hunter' }
		const { page, close } = await submitFromReview(app, user.id, values, 'de')
		try {
			expect(new URL(page.url()).pathname).toBe('/setup-alerts')
			expect(await sitesError(page)).toBe(refusalDe)
			expect(await carGurus(page).isChecked()).toBe(true)
			expect(await alertsOf(user.id)).toBe(0)
		} finally {
			await close()
		}
	})
})

describe('the edit form', () => {
	for (const javaScript of [false, true]) {
		test(`JavaScript ${javaScript ? 'on' : 'off'}: Škoda for the Ford alert on CarGurus is refused on the site list, the typed values stay, and the alert is unchanged`, async () => {
			const { user } = await seedAccount(app.database.db)
			const alert = await seedFordOnCarGurus(user.id)
			const { page, close } = await app.signedInPage(javaScript, user.id)
			try {
				await page.goto(`${app.server.url}/edit/${alert.id}`)
				await page.getByLabel('Car brand').selectOption('skoda')
				if (!javaScript) await press(page, page.getByRole('button', { name: 'Show models of this brand', exact: true }), false)
				await page.getByLabel('Car model').selectOption('all')
				await typeAndSave(page, javaScript)
				expect(await sitesError(page)).toBe(refusal)
				await expectTypedValuesKept(page, alert.id)
				expect(await page.getByLabel('Car brand').inputValue()).toBe('skoda')
				expect(await carGurus(page).isChecked()).toBe(true)
			} finally {
				await close()
			}
			expect(await alertRow(app, alert.id)).toMatchObject({ brand: 'ford', priceMax: 30000, telegramUsername: 'car_buyer', pendingChange: null, status: 'active' })
		})
	}
})
