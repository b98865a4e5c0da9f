import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { subscriptions } from '#core/db/schema.ts'
import { saveUserDraft } from '#core/models/alert-drafts.ts'
import { siteLabel } from '#core/sites.ts'
import { freshClientIp, preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

const app = setUpBrowserApp()

/**
 * The numbers of an alert, the product's words and its money, as a buyer meets them: the car
 * step of the wizard and the edit form with JavaScript off and on, the JSON API, the demo market
 * and the prices, in English and in other languages (docs/decisions/021-words-and-numbers.md).
 */

/** Submits with the named button: a page load without JavaScript; with it, conform checks in the browser first. */
async function submit(page: Page, name: string, javaScript: boolean) {
	const button = page.getByRole('button', { name, exact: true })
	if (javaScript) await button.click()
	else await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()])
}

/** The text of every field error shown. */
async function fieldErrors(page: Page) {
	return page.locator('.mantine-InputWrapper-error').allInnerTexts()
}

const reported = [
	'The minimum price must not be higher than the maximum price',
	'Year from must be 1900 or later',
	'Maximum kilometres must be 0 or more',
]

describe.each([false, true])('JavaScript %s', (javaScript) => {
	test('the wizard’s car step: each number has its own message, and a minimum above its maximum shows with the other errors at once', async () => {
		const { user } = await seedAccount(app.database.db)
		await saveUserDraft(app.database.db, user.id, {
			step: 3,
			values: { websitesSelected: ['mobile.de'], updateFrequency: 'hourly', carBrand: 'volkswagen', carModel: 'golf', fuelType: 'diesel' },
		})
		const { page, close } = await app.signedInPage(javaScript, user.id)
		try {
			await page.goto(`${app.server.url}/subscribe`)
			await page.getByLabel('Minimum price').fill('9000')
			await page.getByLabel('Maximum price').fill('5000')
			await page.getByLabel('Year from').fill('15')
			await page.getByLabel('Maximum kilometres').fill('-5')
			await submit(page, 'Continue', javaScript)
			await expect.poll(() => fieldErrors(page)).toEqual(reported)

			await page.getByLabel('Maximum price').fill('15000')
			await page.getByLabel('Year from').fill('2015')
			await page.getByLabel('Maximum kilometres').fill('2,000,000')
			await submit(page, 'Continue', javaScript)
			await expect.poll(() => fieldErrors(page)).toEqual(['Maximum kilometres must be 1,000,000 or less'])

			// Thousands written with a separator are read as the number they are.
			await page.getByLabel('Maximum kilometres').fill('150.000')
			await submit(page, 'Continue', javaScript)
			await page.getByRole('heading', { name: 'Telegram setup' }).waitFor()
			// Back from a step not filled in yet: "Previous" never validates.
			await page.getByRole('button', { name: 'Previous', exact: true }).click()
			await page.getByRole('heading', { name: 'Car details' }).waitFor()
			expect(await page.getByLabel('Maximum kilometres').inputValue()).toBe('150.000')
		} finally {
			await close()
		}
	})

	test('the edit form gives the wizard’s messages, all in one submission, and saves nothing', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(javaScript, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			await page.getByLabel('Minimum price').fill('9000')
			await page.getByLabel('Maximum price').fill('5000')
			await page.getByLabel('Year from').fill('15')
			await page.getByLabel('Maximum kilometres').fill('-5')
			await page.getByLabel('Telegram username').fill('')
			await submit(page, 'Save changes', javaScript)
			await expect.poll(() => fieldErrors(page)).toEqual([...reported, 'Telegram username is required'])
			const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
			expect(row).toMatchObject({ priceMin: alert.priceMin, priceMax: alert.priceMax, yearMin: alert.yearMin, mileageMax: alert.mileageMax })
		} finally {
			await close()
		}
	})

	test('in German the bound is written the German way, in the label’s words', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(javaScript, user.id, 'de')
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			await page.getByLabel('Maximaler Kilometerstand').fill('2000000')
			await page.getByLabel('Baujahr bis').fill('3000')
			await submit(page, 'Änderungen speichern', javaScript)
			const year = new Date().getFullYear()
			await expect.poll(() => fieldErrors(page)).toEqual([
				`„Baujahr bis“ darf nicht nach ${year} liegen`,
				'Der maximale Kilometerstand darf höchstens 1.000.000 km betragen',
			])
		} finally {
			await close()
		}
	})
})

test('the JSON API answers the same messages as the forms, every one in one answer', async () => {
	const { user } = await seedAccount(app.database.db)
	const response = await fetch(`${app.server.url}/api/subscriptions`, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			Cookie: `__session=${await sessionCookieFor(app.database.db, user.id)}`,
			Origin: app.server.url,
			'X-Forwarded-For': freshClientIp(),
		},
		body: JSON.stringify({
			websitesSelected: ['mobile.de'],
			brand: 'volkswagen',
			model: 'golf',
			fuelType: 'diesel',
			priceMin: 9000,
			priceMax: 5000,
			yearMin: 15,
			mileageMax: -5,
			telegramUsername: 'numbers_api',
		}),
	})
	expect(response.status).toBe(400)
	const body = (await response.json()) as { errors: Array<{ field: string; message: string }> }
	expect(Object.fromEntries(body.errors.map((error) => [error.field, error.message]))).toEqual({
		priceMax: reported[0],
		yearMin: reported[1],
		mileageMax: reported[2],
	})
})

describe('words, money and order', () => {
	test('the wizard sorts brands and models for the page’s language and calls gasoline what the rest of the product calls it', async () => {
		const { user } = await seedAccount(app.database.db)
		await saveUserDraft(app.database.db, user.id, {
			step: 3,
			values: { websitesSelected: ['mobile.de'], updateFrequency: 'hourly', carBrand: 'volkswagen' },
		})
		for (const language of ['en', 'de'] as const) {
			const { page, close } = await app.signedInPage(false, user.id, language)
			try {
				await page.goto(`${app.server.url}/subscribe`)
				const brandLabel = language === 'en' ? 'Car brand' : 'Automarke'
				const modelLabel = language === 'en' ? 'Car model' : 'Automodell'
				const options = async (label: string) => (await page.getByLabel(label).locator('option:not([value=""])').allTextContents())
				const brands = await options(brandLabel)
				expect(brands.length).toBeGreaterThan(100)
				const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true })
				expect(brands).toEqual([...brands].sort(collator.compare))
				expect(brands.indexOf('Abarth')).toBeLessThan(brands.indexOf('ARO'))
				expect(brands.indexOf('Škoda')).toBeLessThan(brands.indexOf('Zeekr'))
				const models = await options(modelLabel)
				expect(models.slice(1)).toEqual([...models.slice(1)].sort(collator.compare))
				const fuels = await page.getByLabel(language === 'en' ? 'Fuel type' : 'Kraftstoffart').locator('option').allTextContents()
				expect(fuels).toContain(language === 'en' ? 'Petrol' : 'Benzin')
				expect(fuels).not.toContain('Gasoline')
			} finally {
				await close()
			}
		}
	})

	test('the demo market speaks the visitor’s language: filters, labels, fuels, prices, times', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
			await page.goto(`${app.server.url}/demo-market`)
			expect(await page.locator('h1').textContent()).toBe('Demo-Marktplatz')
			expect(await page.title()).toBe('Demo-Marktplatz | CarWatch')
			const main = await page.locator('main').innerText()
			for (const english of ['Any brand', 'Any fuel', 'Search, newest first', 'Petrol', 'Dealer', 'Private seller', 'just now', 'min ago', 'not a real marketplace']) {
				expect(main, english).not.toContain(english)
			}
			expect(await page.getByLabel('Kraftstoff').locator('option').allTextContents()).toEqual(
				expect.arrayContaining(['Beliebiger Kraftstoff', 'Benzin', 'Elektro', 'Plug-in-Hybrid']),
			)
			const brands = (await page.getByLabel('Marke').locator('option').allTextContents()).slice(1)
			expect(brands).toEqual([...brands].sort(new Intl.Collator('de', { sensitivity: 'base', numeric: true }).compare))
			// "12.490 €": grouped and placed as German writes euros.
			for (const price of await page.getByTestId('demo-price').allTextContents()) expect(price).toMatch(/^\d{1,3}(\.\d{3})*\u00a0€$/)
			expect(main).toMatch(/gerade eben|vor \d+ (Minute|Minuten|Stunde|Stunden|Tagen)/)
			expect(main).toContain('„Demo-Marktplatz“')
		} finally {
			await close()
		}
	})

	test('prices are written in the language’s way, in the dollars charged; the demo market is named in the reader’s language on the dashboard', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
			await page.goto(`${app.server.url}/`)
			expect(await page.getByTestId('base-price').textContent()).toBe('9,99\u00a0$')
		} finally {
			await close()
		}
		const { user } = await seedAccount(app.database.db)
		await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['demo', 'olx.ro'], price: 1498 })
		const french = await app.signedInPage(false, user.id, 'fr')
		try {
			await french.page.goto(`${app.server.url}/dashboard`)
			const card = await french.page.getByTestId('alert-card').innerText()
			expect(card).toContain(`${siteLabel('olx.ro', 'fr')}, Marché de démonstration`)
			expect(card).toContain('14,98\u00a0$US')
			expect(card).not.toContain('Demo market')
		} finally {
			await french.close()
		}
	})
})

test('the French pages put a narrow no-break space before their colons and question marks', async () => {
	const { page, close } = await app.openPage({ javaScript: false })
	try {
		await page.context().addCookies(preferenceCookies(app.server.url, { language: 'fr' }))
		await page.goto(`${app.server.url}/faq`)
		const text = await page.locator('body').innerText()
		expect(text).toContain('Combien ça coûte\u202f?')
		expect(text).not.toMatch(/[\p{L}\d)»] [:;!?]/u)
	} finally {
		await close()
	}
})
