import { count, eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { alertDrafts, subscriptions } from '#core/db/schema.ts'
import { type UpdateFrequency } from '#core/enums.ts'
import deAlerts from '#core/i18n/locales/de/alerts.ts'
import { priceOf } from '#core/models/alerts.ts'
import { type SiteId, siteLabel } from '#core/sites.ts'
import { alertRow, expectTypedValuesKept, fieldError, press, signedInApi, submitFromReview, typeAndSave } from './support/alert-forms.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert, seedUser } from './support/seed.ts'
import { seedAccount } from './support/session.ts'

/**
 * No tier sold that a site cannot serve (docs/decisions/049): a frequency that would push a chosen site
 * over its request budget is refused in the JSON API, the wizard and the edit form, naming the
 * site and the fastest frequency it can take now, with everything else the buyer entered kept.
 *
 * AutoScout24 is searched per brand only, and with no stored plan each brand feed counts one page
 * a crawl (core/models/crawl-plans.ts, `unplanned`). At one request per 36 s it has 1.67 requests a
 * minute, of which 90 % (1.5) are sold (docs/decisions/051); another buyer's Volkswagen alert
 * checked every minute takes 1 of them. One more brand
 * every minute would need 2: refused. Every 5 minutes it needs 1 + 1/5 = 1.2 (plus 1/60 for each
 * hourly BMW feed below): the fastest that fits. Volkswagen every minute costs nothing more.
 */

const app = setUpBrowserApp({ env: { SITE_MIN_INTERVAL_SECONDS_AUTOSCOUT24_DE: '36' } })

// The site named with its country in the buyer's language (docs/decisions/072).
const refusal = `${siteLabel('autoscout24.de', 'en')} cannot check one more alert this often right now without slowing down the alerts it already serves. The fastest it can take now is every 5 minutes.`
const siteFull = `${siteLabel('autoscout24.de', 'en')} cannot take one more alert right now without slowing down the alerts it already serves. Choose another site, or try again later.`
const refusalDe = deAlerts.errors.siteBusy_5min.replace('{{site}}', siteLabel('autoscout24.de', 'de'))

beforeAll(async () => {
	const other = await seedUser(app.database.db)
	await seedAlert(app.database.db, other.id, 'active', { brand: 'volkswagen', model: 'all', websitesSelected: ['autoscout24.de'], updateFrequency: '1min' })
})

async function totalAlerts() {
	const [row] = await app.database.db.select({ value: count() }).from(subscriptions)
	return row!.value
}

/** A buyer's own paid, running alert: BMW on AutoScout24, checked hourly, unless told otherwise. */
function seedRunning(userId: string, { brand = 'bmw', updateFrequency = 'hourly' }: { brand?: string; updateFrequency?: UpdateFrequency } = {}) {
	const websitesSelected: SiteId[] = ['autoscout24.de']
	return seedAlert(app.database.db, userId, 'active', {
		brand,
		model: 'all',
		websitesSelected,
		updateFrequency,
		price: priceOf({ websitesSelected, updateFrequency }),
		priceMax: 30000,
		currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
	})
}

describe('the JSON API', () => {
	const buyer = signedInApi(app)
	const { call } = buyer

	function alertBody(overrides: Record<string, unknown> = {}) {
		return {
			websitesSelected: ['autoscout24.de'],
			facebookMarketplaceUrl: null,
			updateFrequency: '1min',
			brand: 'bmw',
			model: 'all',
			fuelType: 'any',
			priceMax: 30000,
			telegramUsername: 'car_buyer',
			notificationLanguage: 'en',
			...overrides,
		}
	}

	test('POST: a new brand every minute is refused with the site and its fastest frequency, in the asker\'s language; every 5 minutes, or a brand the site reads already, is taken', async () => {
		const before = await totalAlerts()
		const refused = await call('POST', '/api/subscriptions', alertBody())
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ message: refusal, errors: [{ field: 'updateFrequency', message: refusal }] })
		const german = await call('POST', '/api/subscriptions', alertBody(), { 'Accept-Language': 'de-DE,de;q=0.9' })
		expect(german.status).toBe(400)
		expect(((await german.json()) as { message: string }).message).toBe(refusalDe)
		expect(refusalDe).toContain('alle 5 Minuten')
		expect(await totalAlerts()).toBe(before)

		const slower = await call('POST', '/api/subscriptions', alertBody({ updateFrequency: '5min' }))
		expect(slower.status).toBe(201)
		expect(await slower.json()).toMatchObject({ brand: 'bmw', updateFrequency: '5min', websitesSelected: ['autoscout24.de'] })
		// Its brand's feed is crawled every minute already: one more Volkswagen alert costs nothing.
		const sameFeed = await call('POST', '/api/subscriptions', alertBody({ brand: 'volkswagen', model: 'golf' }))
		expect(sameFeed.status).toBe(201)
		expect(await totalAlerts()).toBe(before + 2)
	})

	test('alerts waiting for their first payment count as running: buyers who have not paid yet cannot together take more than the site has', async () => {
		// Volkswagen every minute (1) and the unpaid BMW every 5 minutes above (0.2): 1.2 of the 1.5 sold.
		const opel = await call('POST', '/api/subscriptions', alertBody({ brand: 'opel', updateFrequency: '5min' }))
		expect(opel.status).toBe(201)
		const { id } = (await opel.json()) as { id: string }
		try {
			expect(await alertRow(app, id)).toMatchObject({ status: 'pending_payment' })
			// 1.4 taken, unpaid or not: one more brand every 5 minutes would need 1.6.
			const seat = await call('POST', '/api/subscriptions', alertBody({ brand: 'seat', updateFrequency: '5min' }))
			expect(seat.status).toBe(400)
			const message = ((await seat.json()) as { message: string }).message
			expect(message).toContain('AutoScout24')
			expect(message).toContain('every 15 minutes')
		} finally {
			// The rest of the file counts on the site as it was.
			await app.database.db.delete(subscriptions).where(eq(subscriptions.id, id))
		}
	})

	test('PUT: the buyer\'s hourly alert cannot go to every minute; an edit that keeps its tier is saved, even on a site over its budget', async () => {
		const hourly = await seedRunning(buyer.userId)
		const faster = await call('PUT', `/api/subscriptions/${hourly.id}`, alertBody({ updateFrequency: '1min' }))
		expect(faster.status).toBe(400)
		expect(await faster.json()).toEqual({ message: refusal, errors: [{ field: 'updateFrequency', message: refusal }] })
		expect(await alertRow(app, hourly.id)).toMatchObject({ updateFrequency: 'hourly', priceMax: 30000, pendingChange: null })
		const newMaxPrice = await call('PUT', `/api/subscriptions/${hourly.id}`, alertBody({ updateFrequency: 'hourly', priceMax: 25000 }))
		expect(newMaxPrice.status).toBe(200)
		expect(await alertRow(app, hourly.id)).toMatchObject({ updateFrequency: 'hourly', priceMax: 25000, pendingChange: null })

		// Sold every minute while the site had room; since then it has grown past its budget
		// (Volkswagen and Audi every minute: 2 requests a minute of the 1.5 sold). Its own tier it keeps.
		const audi = await seedRunning(buyer.userId, { brand: 'audi', updateFrequency: '1min' })
		try {
			const kept = await call('PUT', `/api/subscriptions/${audi.id}`, alertBody({ brand: 'audi', updateFrequency: '1min', priceMax: 28000 }))
			expect(kept.status).toBe(200)
			expect(await alertRow(app, audi.id)).toMatchObject({ updateFrequency: '1min', priceMax: 28000, pendingChange: null })
			// Meanwhile a brand it does not read yet fits at no frequency at all.
			const full = await call('POST', '/api/subscriptions', alertBody({ brand: 'skoda', updateFrequency: 'hourly' }))
			expect(full.status).toBe(400)
			expect(await full.json()).toEqual({ message: siteFull, errors: [{ field: 'updateFrequency', message: siteFull }] })
		} finally {
			// The rest of the file counts on the site as it was.
			await app.database.db.update(subscriptions).set({ status: 'ended', endedAt: new Date() }).where(eq(subscriptions.id, audi.id))
		}
	})
})

/** The error shown under the frequency select. */
const frequencyError = (page: Page) => fieldError(page, 'select[name="updateFrequency"]')

describe('the wizard', () => {
	for (const javaScript of [false, true]) {
		test(`JavaScript ${javaScript ? 'on' : 'off'}: the websites step refuses every minute on AutoScout24 under the frequency, keeps the choices, and takes every 5 minutes`, async () => {
			const { user } = await seedAccount(app.database.db)
			await app.database.db.insert(alertDrafts).values({ userId: user.id, data: { step: 2, values: {} } })
			const { page, close } = await app.signedInPage(javaScript, user.id)
			try {
				await page.goto(`${app.server.url}/setup-alerts`)
				await page.getByLabel('mobile.de').check()
				await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').check()
				await page.getByLabel('Update frequency').selectOption('1min')
				await press(page, page.getByRole('button', { name: 'Continue', exact: true }), javaScript)
				expect(await frequencyError(page)).toBe(refusal)
				expect(await page.getByRole('heading', { name: 'Website selection' }).count()).toBe(1)
				expect(await page.getByLabel('mobile.de').isChecked()).toBe(true)
				expect(await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').isChecked()).toBe(true)
				expect(await page.getByLabel('Update frequency').inputValue()).toBe('1min')

				await page.getByLabel('Update frequency').selectOption('5min')
				await press(page, page.getByRole('button', { name: 'Continue', exact: true }), javaScript)
				await page.getByRole('heading', { name: 'Car details' }).waitFor()
			} finally {
				await close()
			}
			const [draft] = await app.database.db.select().from(alertDrafts).where(eq(alertDrafts.userId, user.id))
			expect(draft!.data).toMatchObject({ step: 3, values: { websitesSelected: ['autoscout24.de', 'mobile.de'], updateFrequency: '5min' } })
		})
	}

	test('a brand chosen after the frequency (German, JavaScript off): the submit goes back to the websites step with the refusal, nothing is created, and the car is kept', async () => {
		const { user } = await seedAccount(app.database.db)
		// Volkswagen every minute passed the websites step; the buyer then went on with a BMW.
		const values = { websitesSelected: ['autoscout24.de'], updateFrequency: '1min', carBrand: 'bmw', carModel: '3-series', priceMax: '24000', telegramUsername: 'bmw_hunter' }
		const { page, close } = await submitFromReview(app, user.id, values, 'de')
		try {
			expect(new URL(page.url()).pathname).toBe('/setup-alerts')
			expect(await frequencyError(page)).toBe(refusalDe)
			expect(await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').isChecked()).toBe(true)
			expect(await page.locator('select[name="updateFrequency"]').inputValue()).toBe('1min')
			expect(await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual([])

			await page.locator('select[name="updateFrequency"]').selectOption('5min')
			await press(page, page.locator('button[name="intent"][value="next"]'), false)
			expect(await page.locator('select[name="carBrand"]').inputValue()).toBe('bmw')
			expect(await page.locator('select[name="carModel"]').inputValue()).toBe('3-series')
			expect(await page.locator('input[name="priceMax"]').inputValue()).toBe('24000')
		} finally {
			await close()
		}
	})
})

describe('the edit form', () => {
	for (const javaScript of [false, true]) {
		test(`JavaScript ${javaScript ? 'on' : 'off'}: every minute for the hourly BMW is refused under the frequency, the typed values stay, and the alert is unchanged`, async () => {
			const { user } = await seedAccount(app.database.db)
			const alert = await seedRunning(user.id)
			const { page, close } = await app.signedInPage(javaScript, user.id)
			try {
				await page.goto(`${app.server.url}/edit/${alert.id}`)
				await page.getByLabel('Update frequency').selectOption('1min')
				await typeAndSave(page, javaScript)
				expect(await frequencyError(page)).toBe(refusal)
				await expectTypedValuesKept(page, alert.id)
				expect(await page.getByLabel('Update frequency').inputValue()).toBe('1min')
				expect(await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').isChecked()).toBe(true)
				expect(await page.getByLabel('Car brand').inputValue()).toBe('bmw')
			} finally {
				await close()
			}
			expect(await alertRow(app, alert.id)).toMatchObject({ updateFrequency: 'hourly', priceMax: 30000, telegramUsername: 'car_buyer', pendingChange: null, status: 'active' })
		})
	}
})
