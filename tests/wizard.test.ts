import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { alertDrafts, subscriptions, users } from '#core/db/schema.ts'
import { preferenceCookies } from './support/browser.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedAlert, seedSubscribers, seedUser } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

const app = setUpBrowserApp({ env: { TELEGRAM_BOT_USERNAME: 'CarWatchTestBot' } })

async function heading(page: Page) {
	return page.locator('form h2').first().textContent()
}

/** Clicks a submit button and waits for the page the server answers with (JavaScript off). */
async function clickAndWait(page: Page, name: string | RegExp) {
	await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name, exact: typeof name === 'string' }).click()])
}

/** Without JavaScript every click is a full page load; with it, Remix swaps the step in place. */
async function press(page: Page, name: string | RegExp, javaScript: boolean) {
	if (javaScript) {
		await page.getByRole('button', { name, exact: typeof name === 'string' }).click()
		await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'))
	} else {
		await clickAndWait(page, name)
	}
}

async function alertsOf(userId: string) {
	return app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))
}

describe('the wizard without JavaScript, as a visitor who logs in at the end', () => {
	test('every step validates on the server, keeps the draft, and the draft survives the login', async () => {
		const { user, password } = await seedAccount(app.database.db)
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.goto(`${app.server.url}/setup-alerts`)
			expect(await heading(page)).toBe('Personal information')
			await expect(page.getByText('Login required')).toBeTruthy()
			expect(await page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fsetup-alerts')
			await clickAndWait(page, 'Continue')

			// Step 2: nothing chosen, then Facebook without its URL.
			expect(await heading(page)).toBe('Website selection')
			await clickAndWait(page, 'Continue')
			expect(await page.getByText('At least one website must be selected').count()).toBe(1)
			await page.getByLabel('mobile.de').check()
			await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').check()
			await page.getByLabel('Facebook Marketplace', { exact: false }).first().check()
			await page.getByLabel('Update frequency').selectOption('15min')
			await clickAndWait(page, 'Continue')
			expect(await page.getByText('Facebook Marketplace URL is required when Facebook is selected').count()).toBe(1)
			// What was chosen is still chosen.
			expect(await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').isChecked()).toBe(true)
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('15min')
			await page.getByLabel('Facebook Marketplace URL').fill('https://evil.example.com/marketplace/')
			await clickAndWait(page, 'Continue')
			expect(await page.getByText(/Paste the address of a Facebook Marketplace search/).count()).toBe(1)
			await page.getByLabel('Facebook Marketplace URL').fill('https://www.facebook.com/marketplace/ljubljana/search?query=golf')
			await clickAndWait(page, 'Continue')

			// Step 3: the model list needs a brand; without JavaScript a button loads it.
			expect(await heading(page)).toBe('Car details')
			expect(await page.getByLabel('Car model').isDisabled()).toBe(true)
			await page.getByLabel('Car brand').selectOption('volkswagen')
			await clickAndWait(page, 'Show models of this brand')
			expect(await page.getByLabel('Car brand').inputValue()).toBe('volkswagen')
			expect(await page.getByLabel('Car model').isDisabled()).toBe(false)
			await page.getByLabel('Car model').selectOption('golf')
			await page.getByLabel('Fuel type').selectOption('diesel')
			expect(await page.getByLabel('Seller').inputValue()).toBe('any')
			await page.getByLabel('Seller').selectOption('private')
			await page.getByLabel('Minimum price').fill('9000')
			await page.getByLabel('Maximum price').fill('5000')
			await page.getByLabel('Title must contain', { exact: true }).fill('automatik,  bi xenon')
			await page.getByLabel('Title must not contain', { exact: true }).fill('Unfall, x')
			await clickAndWait(page, 'Continue')
			expect(await page.getByText('The minimum price must not be higher than the maximum price').count()).toBe(1)
			expect(await page.getByText('"x": each word or phrase must have 2 to 40 characters').count()).toBe(1)
			// The typed text is kept as typed, the bad word with it.
			expect(await page.getByLabel('Title must contain', { exact: true }).inputValue()).toBe('automatik,  bi xenon')
			expect(await page.getByLabel('Title must not contain', { exact: true }).inputValue()).toBe('Unfall, x')
			await page.getByLabel('Title must not contain', { exact: true }).fill('Unfall, defekt, export')
			await page.getByLabel('Maximum price').fill('15000')
			await page.getByLabel('Year from').fill('15')
			await clickAndWait(page, 'Continue')
			expect(await page.getByText('Year from must be 1900 or later').count()).toBe(1)
			expect(await page.getByLabel('Maximum price').inputValue()).toBe('15000')
			expect(await page.getByLabel('Seller').inputValue()).toBe('private')
			expect(await page.getByLabel('Title must not contain', { exact: true }).inputValue()).toBe('Unfall, defekt, export')
			await page.getByLabel('Year from').fill('2015')
			await page.getByLabel('Maximum kilometres').fill('150000')
			await clickAndWait(page, 'Continue')

			// Step 4: username and language; the bot box must be ticked.
			expect(await heading(page)).toBe('Telegram setup')
			expect(await page.getByRole('link', { name: 'Open @CarWatchTestBot in Telegram' }).getAttribute('href')).toBe(
				'https://t.me/CarWatchTestBot',
			)
			await page.getByLabel('Telegram username').fill('@golf_hunter')
			await page.getByLabel('Notification language').selectOption('de')
			// Quiet hours: off, in the visitor's language's zone, until chosen; half a window is refused.
			expect(await page.getByLabel('Quiet from').inputValue()).toBe('')
			expect(await page.getByLabel('Your time zone').inputValue()).toBe('Europe/London')
			await page.getByLabel('Quiet from').selectOption('22:00')
			await clickAndWait(page, 'Continue')
			expect(await page.getByText(/Contact with the bot required/).count()).toBe(1)
			expect(await page.getByText('Choose both the start and the end of your quiet hours, or neither').count()).toBe(1)
			expect(await page.getByLabel('Quiet from').inputValue()).toBe('22:00')
			await page.getByLabel('Quiet until').selectOption('07:00')
			await page.getByLabel('Your time zone').selectOption('Europe/Berlin')
			await page.getByLabel('Send great deals at once (% below similar cars)').fill('15')
			// Previous keeps what was typed on the way back.
			await clickAndWait(page, 'Previous')
			expect(await heading(page)).toBe('Car details')
			expect(await page.getByLabel('Maximum kilometres').inputValue()).toBe('150000')
			await clickAndWait(page, 'Continue')
			expect(await page.getByLabel('Telegram username').inputValue()).toBe('@golf_hunter')
			await page.getByLabel('I have started a chat with the bot and sent it a message').check()
			await clickAndWait(page, 'Continue')

			// Step 5: the review and the price from core/pricing: 9.99 + 2 × 4.99 + 5.99.
			expect(await heading(page)).toBe('Review and payment')
			const summary = page.getByTestId('price-summary')
			expect(await summary.textContent()).toContain('$25.96/month')
			expect(await summary.textContent()).toContain('2 additional websites')
			const review = await page.locator('form[id^=wizard]').textContent()
			expect(review).toContain('Volkswagen')
			expect(review).toContain('Golf')
			expect(review).toContain('Diesel')
			expect(review).toContain('Private seller')
			expect(review).toContain('Title containsautomatik, bi xenon')
			expect(review).toContain('Title withoutUnfall, defekt, export')
			expect(review).toContain('@golf_hunter')
			expect(review).toContain('Deutsch')
			expect(review).toContain('Quiet hours22:00–07:00 (Europe/Berlin)')
			expect(review).toContain('Great deals at nightsent from 15% below similar cars')
			expect(review).toContain('Not connected yet')
			// The subscription is in dollars; the car's price range in euros.
			expect(await summary.textContent()).not.toContain('€')
			expect(review).toContain('€9,000 – €15,000')
			await clickAndWait(page, 'Submit')
			expect(await page.getByText('You must agree to the terms and conditions').count()).toBe(1)
			await page.getByRole('checkbox', { name: /I agree to the/ }).check()
			await clickAndWait(page, 'Submit')

			// A visitor goes to the sign-up, as the landing page promises; one with an account logs in from
			// there, and finds the draft again afterwards.
			expect(new URL(page.url()).pathname).toBe('/register')
			expect(new URL(page.url()).searchParams.get('redirect')).toBe('/setup-alerts')
			await Promise.all([page.waitForURL(/\/login/), page.locator('main').getByRole('link', { name: 'Log in', exact: true }).click()])
			expect(new URL(page.url()).pathname).toBe('/login')
			expect(new URL(page.url()).searchParams.get('redirect')).toBe('/setup-alerts')
			await page.getByLabel('Email').fill(user.email)
			await page.getByLabel('Password').fill(password)
			await Promise.all([page.waitForURL(/\/setup-alerts/), page.locator('main').getByRole('button', { name: 'Log in' }).click()])
			expect(new URL(page.url()).pathname).toBe('/setup-alerts')
			expect(await heading(page)).toBe('Review and payment')
			expect(await page.getByText(user.email).count()).toBeGreaterThan(0)
			await page.getByRole('checkbox', { name: /I agree to the/ }).check()
			await clickAndWait(page, 'Submit')
			// No saved card yet: the new alert waits for its first payment at the checkout.
			expect(new URL(page.url()).pathname).toBe('/checkout')
		} finally {
			await close()
		}
		const [alert, ...others] = await alertsOf(user.id)
		expect(others).toHaveLength(0)
		expect(alert).toMatchObject({
			status: 'pending_payment',
			websitesSelected: ['autoscout24.de', 'facebook', 'mobile.de'],
			facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/ljubljana/search?query=golf',
			updateFrequency: '15min',
			brand: 'volkswagen',
			model: 'golf',
			fuelType: 'diesel',
			sellerType: 'private',
			keywordsRequired: ['automatik', 'bi xenon'],
			keywordsExcluded: ['Unfall', 'defekt', 'export'],
			priceMin: 9000,
			priceMax: 15000,
			yearMin: 2015,
			yearMax: null,
			mileageMin: null,
			mileageMax: 150000,
			telegramUsername: 'golf_hunter',
			notificationLanguage: 'de',
			quietFrom: '22:00',
			quietUntil: '07:00',
			timeZone: 'Europe/Berlin',
			quietBypassPercent: 15,
			price: 2596,
		})
		expect(alert!.reservedUntil!.getTime()).toBeGreaterThan(Date.now())
		expect(await app.database.db.select().from(alertDrafts).where(eq(alertDrafts.userId, user.id))).toHaveLength(0)
	})

	test('the landing sign-up form starts the wizard and continues at the car details', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.goto(`${app.server.url}/`)
			const form = page.locator('#signup-form form')
			await form.locator('[data-testid="site-group"][data-country="RO"]').getByLabel('OLX').check()
			await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), form.getByRole('button', { name: 'Continue setting up' }).click()])
			expect(new URL(page.url()).pathname).toBe('/setup-alerts')
			expect(await heading(page)).toBe('Car details')
			await clickAndWait(page, 'Previous')
			expect(await page.locator('[data-testid="site-group"][data-country="RO"]').getByLabel('OLX').isChecked()).toBe(true)
		} finally {
			await close()
		}
	})
})

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('the landing page’s sign-up box, $label', ({ javaScript }) => {
	test('a new visitor: Facebook without its URL comes back as the websites step with why, the choices kept; with the URL it goes on', async () => {
		const { page, close } = await app.openPage({ javaScript })
		try {
			await page.goto(`${app.server.url}/`)
			const box = page.locator('#signup-form')
			if (javaScript) {
				// The base price (one site included) before a site is ticked, never $0.00.
				await expect.poll(() => box.getByTestId('price-preview').textContent()).toBe('Your price: $9.99/month')
			}
			await box.getByLabel('Facebook Marketplace', { exact: false }).first().check()
			await box.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').check()
			const missingUrl = 'Facebook Marketplace URL is required when Facebook is selected'
			if (javaScript) {
				// Checked in the browser: the box says why at once, where the URL goes.
				await box.getByRole('button', { name: 'Continue setting up' }).click()
				await expect.poll(() => box.getByText(missingUrl).count()).toBe(1)
				expect(new URL(page.url()).pathname).toBe('/')
				await box.getByLabel('Facebook Marketplace URL').fill('https://www.facebook.com/marketplace/ljubljana/search?query=golf')
				await Promise.all([page.waitForURL(/\/setup-alerts/), box.getByRole('button', { name: 'Continue setting up' }).click()])
			} else {
				// Checked on the server: the websites step, with why and the choices kept (it showed step 1, silent).
				await Promise.all([page.waitForURL(/\/setup-alerts/), box.getByRole('button', { name: 'Continue setting up' }).click()])
				await page.getByRole('heading', { level: 2, name: 'Website selection' }).waitFor()
				expect(await page.getByText(missingUrl).count()).toBe(1)
				expect(await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').isChecked()).toBe(true)
				expect(await page.getByLabel('Facebook Marketplace', { exact: false }).first().isChecked()).toBe(true)
				await page.getByLabel('Facebook Marketplace URL').fill('https://www.facebook.com/marketplace/ljubljana/search?query=golf')
				await press(page, 'Continue', javaScript)
			}
			await page.getByRole('heading', { level: 2, name: 'Car details' }).waitFor()
		} finally {
			await close()
		}
	})
})

describe('the wizard with JavaScript, as a signed-in user', () => {
	test('models load without a reload, the price follows the choices, Previous keeps typed values', async () => {
		const { user } = await seedAccount(app.database.db, { firstName: 'Maja', lastName: 'Kranjc' })
		const { page, close } = await app.signedInPage(true, user.id)
		try {
			await page.goto(`${app.server.url}/subscribe`)
			expect(await heading(page)).toBe('Personal information')
			expect(await page.getByLabel('First name').inputValue()).toBe('Maja')
			expect(await page.getByLabel('E-mail').isEditable()).toBe(false)
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Website selection' }).waitFor()

			const preview = page.getByTestId('price-preview')
			// Before a site is ticked: the base price, which includes one site (never $0.00).
			await expect.poll(() => preview.textContent()).toBe('Your price: $9.99/month')
			await page.getByLabel('Update frequency').selectOption('1min')
			await expect.poll(() => preview.textContent()).toBe('Your price: $24.98/month')
			await page.getByLabel('Update frequency').selectOption('hourly')
			await page.getByLabel('mobile.de').check()
			await expect.poll(() => preview.textContent()).toBe('Your price: $9.99/month')
			await page.getByLabel('avto.net').check()
			await page.getByLabel('Update frequency').selectOption('1min')
			await expect.poll(() => preview.textContent()).toBe('Your price: $29.97/month')
			// The Marketplace URL appears only with Facebook ticked.
			expect(await page.getByLabel('Facebook Marketplace URL').isVisible()).toBe(false)
			await page.getByLabel('Facebook Marketplace', { exact: false }).first().check()
			expect(await page.getByLabel('Facebook Marketplace URL').isVisible()).toBe(true)
			await page.getByLabel('Facebook Marketplace', { exact: false }).first().uncheck()
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Car details' }).waitFor()

			const url = page.url()
			await page.getByLabel('Car brand').selectOption('bmw')
			await expect.poll(() => page.getByLabel('Car model').isDisabled()).toBe(false)
			expect(page.url()).toBe(url)
			const models = await page.getByLabel('Car model').locator('option').allTextContents()
			expect(models).toContain('All models')
			expect(models).toContain('3 Series')
			await page.getByLabel('Car model').selectOption({ label: '3 Series' })
			// Changing the brand resets the model.
			await page.getByLabel('Car brand').selectOption('audi')
			await expect.poll(() => page.getByLabel('Car model').inputValue()).toBe('')
			await expect.poll(() => page.getByLabel('Car model').locator('option').allTextContents()).toContain('A4')
			await page.getByLabel('Car model').selectOption({ label: 'All models' })
			await page.getByLabel('Fuel type').selectOption('any')
			await page.getByLabel('Year to').fill('1899')
			await page.getByLabel('Year to').blur()
			await expect.poll(() => page.getByText('Year to must be 1900 or later').count()).toBe(1)
			await page.getByLabel('Year to').fill('2022')
			await page.getByLabel('Maximum kilometres').fill('90000')
			await press(page, 'Previous', true)
			await page.getByRole('heading', { name: 'Website selection' }).waitFor()
			expect(await page.getByLabel('avto.net').isChecked()).toBe(true)
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Car details' }).waitFor()
			expect(await page.getByLabel('Car brand').inputValue()).toBe('audi')
			expect(await page.getByLabel('Car model').inputValue()).toBe('all')
			expect(await page.getByLabel('Year to').inputValue()).toBe('2022')
			expect(await page.getByLabel('Maximum kilometres').inputValue()).toBe('90000')
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Telegram setup' }).waitFor()

			// A signed-in user gets a personal deep link and its QR code.
			const link = await page.getByRole('link', { name: 'Open @CarWatchTestBot in Telegram' }).getAttribute('href')
			expect(link).toMatch(/^https:\/\/t\.me\/CarWatchTestBot\?start=[A-Za-z0-9_-]{20,64}$/)
			expect(await page.getByAltText('QR code that opens @CarWatchTestBot in Telegram').getAttribute('src')).toMatch(
				/^data:image\/svg\+xml;base64,/,
			)
			await page.getByLabel('Telegram username').fill('audi_fan')
			await page.getByLabel('I have started a chat with the bot and sent it a message').check()
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Review and payment' }).waitFor()
			expect(await page.getByTestId('price-summary').textContent()).toContain('$29.97/month')
			await page.getByRole('checkbox', { name: /I agree to the/ }).check()
			await Promise.all([page.waitForURL(/\/checkout\?subscription=/), page.getByRole('button', { name: 'Submit' }).click()])
		} finally {
			await close()
		}
		const [alert] = await alertsOf(user.id)
		expect(alert).toMatchObject({
			websitesSelected: ['avto.net', 'mobile.de'],
			facebookMarketplaceUrl: null,
			updateFrequency: '1min',
			brand: 'audi',
			model: 'all',
			fuelType: 'any',
			sellerType: 'any',
			keywordsRequired: [],
			keywordsExcluded: [],
			yearMax: 2022,
			mileageMax: 90000,
			telegramUsername: 'audi_fan',
			notificationLanguage: 'en',
			price: 2997,
			status: 'pending_payment',
		})
	})

	test('the Telegram step starts from one time zone with JavaScript on or off (the buyer’s alerts’, else the language’s country’s); the device’s zone, by its current name, is one click away', async () => {
		const draft = { step: 4, values: { websitesSelected: ['olx.ro'], updateFrequency: 'hourly', carBrand: 'skoda', carModel: 'octavia', fuelType: 'any' } }
		/** The step as a browser whose clock is set to `device` shows it, reading English. */
		const open = async (userId: string, javaScript: boolean, device: string) => {
			await app.database.db.insert(alertDrafts).values({ userId, data: draft }).onConflictDoUpdate({ target: alertDrafts.userId, set: { data: draft } })
			const opened = await app.openPage({ javaScript, timezoneId: device })
			await opened.page.context().addCookies([{ name: '__session', value: await sessionCookieFor(app.database.db, userId), url: app.server.url }])
			await opened.page.goto(`${app.server.url}/setup-alerts`)
			return opened
		}
		const newcomer = (await seedAccount(app.database.db)).user
		for (const javaScript of [false, true]) {
			const { page, close } = await open(newcomer.id, javaScript, 'Europe/Ljubljana')
			try {
				expect(await page.getByLabel('Your time zone').inputValue()).toBe('Europe/London')
				// The current names only: none of the retired ones ICU still lists.
				const zones = await page.getByLabel('Your time zone').locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
				expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'Europe/Kyiv', 'Asia/Ho_Chi_Minh', 'America/Nuuk']))
				for (const retired of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'America/Godthab']) expect(zones).not.toContain(retired)
				if (!javaScript) {
					expect(await page.getByTestId('device-time-zone').count()).toBe(0)
					continue
				}
				await page.getByRole('button', { name: 'Use this device’s time zone: Europe/Ljubljana' }).click()
				expect(await page.getByLabel('Your time zone').inputValue()).toBe('Europe/Ljubljana')
				expect(await page.getByTestId('device-time-zone').count()).toBe(0)
			} finally {
				await close()
			}
		}
		// A device that still reports a retired name is offered the zone by its current one.
		{
			const { page, close } = await open(newcomer.id, true, 'Asia/Calcutta')
			try {
				await page.getByRole('button', { name: 'Use this device’s time zone: Asia/Kolkata' }).click()
				expect(await page.getByLabel('Your time zone').inputValue()).toBe('Asia/Kolkata')
			} finally {
				await close()
			}
		}

		// A buyer whose alerts are set in Paris starts from Paris; one whose old alert holds a retired name, from its current one.
		const buyer = (await seedAccount(app.database.db)).user
		await seedAlert(app.database.db, buyer.id, 'active', { timeZone: 'Europe/Paris' })
		const kyiv = (await seedAccount(app.database.db)).user
		await seedAlert(app.database.db, kyiv.id, 'active', { timeZone: 'Europe/Kiev' })
		for (const javaScript of [false, true]) {
			for (const [userId, zone] of [[buyer.id, 'Europe/Paris'], [kyiv.id, 'Europe/Kyiv']] as const) {
				const { page, close } = await open(userId, javaScript, 'Europe/Ljubljana')
				try {
					expect(await page.getByLabel('Your time zone').inputValue()).toBe(zone)
				} finally {
					await close()
				}
			}
		}
	})

	test('when the catalogue call fails, the models come from the built-in copy', async () => {
		const { user } = await seedAccount(app.database.db)
		const { page, close, expectErrors } = await app.signedInPage(true, user.id)
		// The catalogue call is cut on purpose: the browser logs the failed request.
		expectErrors(/net::ERR_FAILED/)
		try {
			await page.route('**/api/newcommer', (route) => route.abort())
			await page.goto(`${app.server.url}/setup-alerts`)
			await press(page, 'Continue', true)
			await page.getByLabel('Demo market').check()
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Car details' }).waitFor()
			await page.getByLabel('Car brand').selectOption('skoda')
			await expect.poll(() => page.getByLabel('Car model').locator('option').allTextContents()).toContain('Octavia')
		} finally {
			await close()
		}
	})

	test('the wizard speaks the visitor\'s language', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
			await page.goto(`${app.server.url}/setup-alerts`)
			expect(await page.locator('html').getAttribute('lang')).toBe('de')
			expect(await page.locator('h1').textContent()).not.toBe('Set up your car alert')
		} finally {
			await close()
		}
	})
})

describe('the server never trusts the form', () => {
	async function postStep(cookie: string, body: Record<string, string | string[]>) {
		const form = new URLSearchParams()
		for (const [name, value] of Object.entries(body)) for (const item of [value].flat()) form.append(name, item)
		return fetch(`${app.server.url}/setup-alerts`, {
			method: 'POST',
			body: form,
			headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
			redirect: 'manual',
		})
	}

	test('a submit that claims the last step cannot skip the steps before it', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const response = await postStep(cookie, { step: '5', intent: 'submit', acceptTerms: 'on' })
		expect(response.status).toBe(400)
		expect(await response.text()).toContain('At least one website must be selected')
		expect(await alertsOf(user.id)).toHaveLength(0)
	})

	test('unknown sites, brands and models are refused with a message; a price sent along is ignored', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const sites = await postStep(cookie, { step: '2', intent: 'next', websitesSelected: ['mobile.de', 'ebay'] })
		expect(sites.status).toBe(400)
		const okSites = await postStep(cookie, { step: '2', intent: 'next', websitesSelected: 'mobile.de', price: '1' })
		expect(okSites.status).toBe(302)
		const car = { step: '3', intent: 'next', carModel: 'golf', fuelType: 'diesel' }
		const brand = await postStep(cookie, { ...car, carBrand: 'no-such-brand' })
		expect(brand.status).toBe(400)
		expect(await brand.text()).toContain('Choose a brand from the list.')
		const model = await postStep(cookie, { ...car, carBrand: 'bmw' })
		expect(model.status).toBe(400)
		expect(await model.text()).toContain('Choose a model of BMW.')
	})

	test('two submits sent at once (a double click) create one alert', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		await app.database.db.insert(alertDrafts).values({
			userId: user.id,
			data: {
				step: 5,
				values: {
					websitesSelected: ['olx.ro'],
					updateFrequency: 'hourly',
					carBrand: 'skoda',
					carModel: 'octavia',
					fuelType: 'any',
					telegramUsername: 'double_click',
					notificationLanguage: 'en',
					botContacted: 'on',
				},
			},
		})
		const submit = { step: '5', intent: 'submit', acceptTerms: 'on' }
		const answers = await Promise.all([postStep(cookie, submit), postStep(cookie, submit)])
		expect(answers.map((answer) => answer.status)).toEqual([302, 302])
		expect(await alertsOf(user.id)).toHaveLength(1)
	})

	test('a form sent from another site is refused', async () => {
		const { user } = await seedAccount(app.database.db)
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const response = await fetch(`${app.server.url}/setup-alerts`, {
			method: 'POST',
			body: new URLSearchParams({ step: '2', intent: 'next', websitesSelected: 'olx.ro' }),
			headers: { Cookie: `__session=${cookie}`, Origin: 'https://evil.example.com' },
			redirect: 'manual',
		})
		expect(response.status).toBe(403)
	})

	test('/subscribe needs a login and sends the visitor back to it', async () => {
		const response = await fetch(`${app.server.url}/subscribe`, { redirect: 'manual' })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/login?redirect=%2Fsubscribe')
	})
})

describe('at capacity', () => {
	let full: TestDatabase
	let fullServer: AppServer

	beforeAll(async () => {
		full = await createTestDatabase()
		fullServer = await startAppServer({ databaseUrl: full.url, env: { SUBSCRIBER_CAPACITY: '2' } })
	})
	afterAll(async () => {
		await fullServer?.stop()
		await full?.destroy()
	})

	test('newcomers meet the waitlist instead of the wizard; a subscriber may still add alerts', async () => {
		await seedSubscribers(full.db, 1)
		const subscriber = await seedUser(full.db, { isEmailVerified: true })
		await seedAlert(full.db, subscriber.id, 'active')
		const newcomer = await seedUser(full.db, { isEmailVerified: true })

		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.goto(`${fullServer.url}/setup-alerts`)
			expect(await page.getByTestId('waitlist-prompt').count()).toBe(1)
			expect(await page.getByRole('link', { name: 'Join the waitlist' }).first().getAttribute('href')).toBe('/waitlist')
			expect(await page.locator('form h2').count()).toBe(0)
		} finally {
			await close()
		}
		const asPage = async (userId: string) => {
			const cookie = await sessionCookieFor(full.db, userId)
			const response = await fetch(`${fullServer.url}/setup-alerts`, { headers: { Cookie: `__session=${cookie}` } })
			return response.text()
		}
		expect(await asPage(newcomer.id)).toContain('data-testid="waitlist-prompt"')
		expect(await asPage(subscriber.id)).not.toContain('data-testid="waitlist-prompt"')
		expect((await full.db.select().from(users)).length).toBe(3)
	})
})
