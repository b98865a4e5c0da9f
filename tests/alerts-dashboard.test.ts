import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { notificationOutbox, siteStatus, subscriptions, telegramLinks } from '#core/db/schema.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { siteLabel } from '#core/sites.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * The alerts tab of the dashboard, /edit/{id} and /edit/{id}/cancel, in real Chromium against the
 * built server and a real PostgreSQL: with JavaScript off (plain POSTs) and on (Remix, the
 * dialog, the live fields), and the server's own refusals with raw requests.
 */

const app = setUpBrowserApp()

/** Clicks a submit button and waits for the page the server answers with (JavaScript off). */
async function clickAndWait(page: Page, name: string) {
	await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.getByRole('button', { name, exact: true }).click()])
}

async function alertRow(id: string) {
	const [row] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id))
	return row!
}

async function linkTelegram(userId: string) {
	await app.database.db.insert(telegramLinks).values({ userId, chatId: crypto.randomInt(1, 2 ** 40), linkedAt: new Date() })
}

function form(body: Record<string, string | string[]>) {
	const encoded = new URLSearchParams()
	for (const [name, value] of Object.entries(body)) for (const item of [value].flat()) encoded.append(name, item)
	return encoded
}

function post(path: string, cookie: string | null, body: BodyInit, headers: Record<string, string> = {}) {
	return fetch(`${app.server.url}${path}`, {
		method: 'POST',
		body,
		headers: { Origin: app.server.url, ...(cookie ? { Cookie: `__session=${cookie}` } : {}), ...headers },
		redirect: 'manual',
	})
}

function get(path: string, cookie: string | null) {
	return fetch(`${app.server.url}${path}`, { headers: cookie ? { Cookie: `__session=${cookie}` } : {}, redirect: 'manual' })
}

/** A complete, valid edit of the seeded Golf (seed.ts) that keeps its price. */
const golfForm = {
	websitesSelected: 'mobile.de',
	updateFrequency: 'hourly',
	carBrand: 'volkswagen',
	carModel: 'golf',
	fuelType: 'any',
	telegramUsername: 'car_buyer',
	notificationLanguage: 'en',
	status: 'active',
}

/** Waits for what the browser shows after a change; a loaded machine may need more than expect.poll's default second. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 })

const card = (page: Page, id: string) => page.locator(`[data-testid="alert-card"][data-alert-id="${id}"]`)

describe('the alerts tab (JavaScript off)', () => {
	test('one card per alert that has not ended, with what it watches, its price, status, Telegram and checks', async () => {
		const { user } = await seedAccount(app.database.db)
		await linkTelegram(user.id)
		const golf = await seedAlert(app.database.db, user.id, 'active', {
			fuelType: 'diesel',
			yearMin: 2015,
			yearMax: 2020,
			priceMax: 15000,
			mileageMax: 150000,
			websitesSelected: ['mobile.de', 'autoscout24.de'],
			updateFrequency: '15min',
			price: 2097,
			lastCheckedAt: new Date('2025-03-04T10:15:00Z'),
			listingsFound: 7,
			pendingChange: { criteria: { websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'] }, price: 2596 },
			createdAt: new Date('2025-01-01T00:00:00Z'),
		})
		const bmw = await seedAlert(app.database.db, user.id, 'pending_payment', {
			brand: 'bmw',
			model: 'all',
			websitesSelected: ['olx.ro'],
			createdAt: new Date('2025-01-02T00:00:00Z'),
		})
		const audi = await seedAlert(app.database.db, user.id, 'cancelling', {
			brand: 'audi',
			model: 'a4',
			currentPeriodEnd: new Date('2030-06-15T12:00:00Z'),
			createdAt: new Date('2025-01-03T00:00:00Z'),
		})
		await seedAlert(app.database.db, user.id, 'ended', { brand: 'skoda', model: 'octavia' })

		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			expect(await page.getByTestId('alert-card').count()).toBe(3)
			expect(await page.getByTestId('account-alert-count').textContent()).toBe('3')
			expect(await page.getByTestId('sidebar-alerts').innerText()).toContain('3')
			expect(await page.locator('main').innerText()).not.toContain('Skoda')

			const first = card(page, golf.id)
			expect(await first.getByTestId('alert-title').textContent()).toBe('Volkswagen Golf')
			expect(await first.getByTestId('alert-price').textContent()).toBe('$20.97/month')
			const text = await first.innerText()
			for (const expected of ['Diesel', '2015 – 2020', 'up to €15,000', 'up to 150,000 km', `${siteLabel('autoscout24.de', 'en')}, ${siteLabel('mobile.de', 'en')}`, 'Every 15 minutes']) {
				expect(text).toContain(expected)
			}
			expect(await first.getByTestId('telegram-status').textContent()).toBe('Connected')
			expect(await first.getByTestId('alert-last-check').innerText()).toMatch(/Mar 4, 2025, 10:15\sAM UTC/)
			expect(await first.getByTestId('alert-listings').innerText()).toContain('7')
			expect(await first.getByTestId('alert-pending').textContent()).toBe(
				'Your change to $25.96/month applies from the next billing period.',
			)
			expect(await first.locator('[data-status]').textContent()).toBe('Active')
			expect(await first.locator('[data-status]').getAttribute('data-color')).toBe('green')
			expect(await first.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/edit/${golf.id}`)
			expect(await first.getByRole('link', { name: 'Cancel alert' }).getAttribute('href')).toBe(`/edit/${golf.id}/cancel`)

			const second = card(page, bmw.id)
			expect(await second.getByTestId('alert-title').textContent()).toBe('BMW All models')
			expect(await second.locator('[data-status]').textContent()).toBe('Awaiting payment')
			expect(await second.locator('[data-status]').getAttribute('data-color')).toBe('amber')
			const unset = await second.innerText()
			for (const expected of ['Any fuel', 'OLX', 'Every hour', '$9.99/month']) expect(unset).toContain(expected)
			// Limits that are not set are not shown at all.
			for (const absent of ['Years', 'Car price', 'Kilometres']) expect(unset).not.toContain(absent)
			expect(await second.getByTestId('alert-last-check').innerText()).toContain('Not checked yet')
			expect(await second.getByTestId('alert-listings').innerText()).toContain('0')
			expect(await second.getByTestId('alert-pending').count()).toBe(0)

			const third = card(page, audi.id)
			expect(await third.getByTestId('alert-title').textContent()).toBe('Audi A4')
			expect(await third.locator('[data-status]').textContent()).toBe('Cancelling')
			expect(await third.locator('[data-status]').getAttribute('data-color')).toBe('amber')
			expect(await third.getByTestId('alert-paid-until').textContent()).toBe(
				'Paid until June 15, 2030. The alert keeps running until then and then ends.',
			)
			expect(await third.getByRole('link', { name: 'Cancel alert' }).count()).toBe(0)
			expect(await third.getByRole('link', { name: 'Edit' }).count()).toBe(0)

			expect(await page.getByRole('link', { name: 'Add an alert' }).getAttribute('href')).toBe('/setup-alerts')
			expect(await page.getByTestId('alert-notice').count()).toBe(0)
		} finally {
			await close()
		}
	})

	test('Telegram shows "Connected" only when the bot has the chat', async () => {
		const { user } = await seedAccount(app.database.db)
		await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			expect(await page.getByTestId('alert-card').getByTestId('telegram-status').textContent()).toBe('Not connected yet')
			expect(await page.getByTestId('account-telegram').getByTestId('telegram-status').textContent()).toBe('Not connected yet')
		} finally {
			await close()
		}
	})

	test('the worker\'s numbers: next check, alerts sent, and the sites it cannot read', async () => {
		const { user } = await seedAccount(app.database.db)
		const watched = await seedAlert(app.database.db, user.id, 'active', {
			websitesSelected: ['avto.net', 'olx.ro'],
			nextCheckAt: new Date('2099-03-04T10:20:00Z'),
		})
		const quiet = await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['mobile.de'], nextCheckAt: null })
		const paused = await seedAlert(app.database.db, user.id, 'paused', { websitesSelected: ['mobile.de'] })
		for (const [n, status] of (['sent', 'sent', 'pending', 'failed'] as const).entries()) {
			await app.database.db.insert(notificationOutbox).values({
				userId: user.id,
				subscriptionId: watched.id,
				kind: 'new_listing',
				dedupeKey: `dashboard-${watched.id}-${n}`,
				language: 'en',
				payload: {},
				status,
				sentAt: status === 'sent' ? new Date() : null,
			})
		}
		await app.database.db
			.insert(siteStatus)
			.values({ siteId: 'olx.ro', consecutiveFailures: 4, degradedSince: new Date() })
			.onConflictDoUpdate({ target: siteStatus.siteId, set: { consecutiveFailures: 4, degradedSince: new Date() } })
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			const first = card(page, watched.id)
			expect(await first.getByTestId('alert-next-check').innerText()).toMatch(/Mar 4, 2099, 10:20\sAM UTC/)
			// Sent means delivered to Telegram; what has not gone out yet is counted apart, what failed not at all.
			expect(await first.getByTestId('alert-sent').innerText()).toMatch(/^Sent to Telegram\s+2$/)
			expect(await first.getByTestId('alert-waiting').innerText()).toMatch(/^Waiting for Telegram\s+1$/)
			expect(await first.getByTestId('alert-site-status').innerText()).toContain('OLX')
			expect(await first.getByTestId('alert-degraded').innerText()).toContain(`We cannot read ${siteLabel('olx.ro', 'en')} at the moment`)
			const second = card(page, quiet.id)
			// Not checked yet and no feed of its brand: its first check is at the next dispatch, on the buyer's clock (docs/decisions/052).
			expect(await second.getByTestId('alert-next-check').innerText()).toMatch(/^Next check\s+\d{1,2}:\d\d\s[AP]M UTC$/)
			expect(await second.getByTestId('alert-sent').innerText()).toMatch(/^Sent to Telegram\s+0$/)
			expect(await second.getByTestId('alert-waiting').count()).toBe(0)
			expect(await second.getByTestId('alert-site-status').innerText()).toContain(`${siteLabel('mobile.de', 'en')}: not read yet`)
			expect(await second.getByTestId('alert-degraded').count()).toBe(0)
			// A paused alert has no next check.
			expect(await card(page, paused.id).getByTestId('alert-next-check').count()).toBe(0)
		} finally {
			await close()
			await app.database.db.delete(siteStatus)
		}
	})

	test('the time from a new car to Telegram over 7 days (median, p95) and each site\'s state, per card', async () => {
		const { user } = await seedAccount(app.database.db)
		const { user: other } = await seedAccount(app.database.db)
		const now = Date.now()
		const watched = await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['mobile.de', 'olx.ro', 'autoscout24.de'] })
		const quiet = await seedAlert(app.database.db, user.id, 'active', { brand: 'bmw', model: 'all', websitesSelected: ['mobile.de'] })
		const strangers = await seedAlert(app.database.db, other.id, 'active', { websitesSelected: ['mobile.de'] })
		const rows = [
			...[40, 80, 100, 300, 900].map((seconds, n) => ({ alert: watched, seconds, sentAgo: (n + 1) * 3600_000 })),
			// Eight days ago: outside the window.
			{ alert: watched, seconds: 20_000, sentAgo: 8 * 86_400_000 },
			// Only its own rows count: the quiet alert's is older than a week, another buyer's alert is much slower.
			{ alert: quiet, seconds: 30, sentAgo: 10 * 86_400_000 },
			{ alert: strangers, seconds: 7_200, sentAgo: 3600_000 },
		]
		for (const [n, { alert, seconds, sentAgo }] of rows.entries()) {
			const sentAt = new Date(now - sentAgo)
			await app.database.db.insert(notificationOutbox).values({
				userId: alert.userId,
				subscriptionId: alert.id,
				kind: 'new_listing',
				dedupeKey: `delay-${alert.id}-${n}`,
				language: 'en',
				payload: {},
				status: 'sent',
				sentAt,
				seenAt: new Date(sentAt.getTime() - seconds * 1000),
			})
		}
		await app.database.db.insert(siteStatus).values([
			{ siteId: 'mobile.de', lastSuccessAt: new Date(now - 3 * 60_000 - 5_000) },
			{ siteId: 'olx.ro', lastSuccessAt: new Date(now - 2 * 3600_000 - 60_000), degradedSince: new Date(now - 3600_000), blockedUntil: new Date(now + 600_000), consecutiveFailures: 6 },
			{ siteId: 'autoscout24.de', lastSuccessAt: new Date(now - 10 * 60_000 - 5_000), blockedUntil: new Date(now + 60_000), consecutiveFailures: 1 },
		])
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			const first = card(page, watched.id)
			// 40, 80, 100, 300, 900 s: the median is 100 s, the 95th percentile 300 + 0.8 × 600 = 780 s.
			expect(await first.getByTestId('alert-delay').innerText()).toMatch(/^Time to Telegram \(7 days\)\s+median 2 min · 95% within 13 min · 5 messages$/)
			expect((await first.getByTestId('alert-site-status').innerText()).split('\n').slice(1)).toEqual([
				// Each site named with its country (docs/decisions/072).
				`${siteLabel('autoscout24.de', 'en')}: refused us, retrying shortly (read 10 minutes ago)`,
				`${siteLabel('mobile.de', 'en')}: answering (read 3 minutes ago)`,
				`${siteLabel('olx.ro', 'en')}: cannot be read (read 2 hours ago)`,
			])
			const second = card(page, quiet.id)
			expect(await second.getByTestId('alert-delay').innerText()).toMatch(/^Time to Telegram \(7 days\)\s+No messages in the last 7 days$/)
			expect(await page.locator(`[data-alert-id="${strangers.id}"]`).count()).toBe(0)
			expect(await page.locator('main').innerText()).not.toContain('2 hr')
		} finally {
			await close()
			await app.database.db.delete(siteStatus)
		}
	})

	test('created, updated, cancelled and kept notices show for the user\'s own alerts only, worded for the alert\'s state', async () => {
		const { user } = await seedAccount(app.database.db)
		const { user: other } = await seedAccount(app.database.db)
		const pending = await seedAlert(app.database.db, user.id, 'pending_payment')
		const waiting = await seedAlert(app.database.db, user.id, 'active', { pendingChange: { criteria: {}, price: 1498 } })
		const renewing = await seedAlert(app.database.db, user.id, 'active', { currentPeriodEnd: new Date('2031-03-05T00:00:00Z') })
		const paused = await seedAlert(app.database.db, user.id, 'paused')
		const running = await seedAlert(app.database.db, user.id, 'cancelling', { currentPeriodEnd: new Date('2031-02-01T00:00:00Z') })
		const ended = await seedAlert(app.database.db, user.id, 'ended')
		const foreign = await seedAlert(app.database.db, other.id, 'pending_payment')
		const { page, close } = await app.signedInPage(false, user.id)
		const notice = async (query: string) => {
			await page.goto(`${app.server.url}/dashboard?${query}`)
			const banner = page.getByTestId('alert-notice')
			return (await banner.count()) === 0 ? null : banner.innerText()
		}
		try {
			expect(await notice(`created=${pending.id}`)).toBe('Your alert is saved. It starts once the first payment has gone through.')
			// Paid at once (a saved card, demo billing): it runs, and the notice says so, not "once paid".
			expect(await notice(`created=${renewing.id}`)).toMatch(
				/^Your alert is active\s+Its first check is at \d{1,2}:\d\d\s[AP]M UTC and shows you the newest matching cars already listed; after that it checks every hour\. Connect Telegram on this page so the matches reach you\.$/,
			)
			expect(await notice(`created=${paused.id}`)).toBe('Your alert is saved and paused. Set it to Active to start the checks.')
			expect(await notice(`kept=${renewing.id}`)).toMatch(/^Your alert continues\s+The cancellation is undone: the alert keeps running and renews on March 5, 2031\.$/)
			// "kept" of an alert that is not running (still cancelled) says nothing.
			expect(await notice(`kept=${running.id}`)).toBeNull()
			expect(await notice(`updated=${pending.id}`)).toBe('Alert updated')
			expect(await notice(`updated=${waiting.id}`)).toMatch(/^Your new websites and frequency apply from the next billing period\s+Until then/)
			expect(await notice(`cancelled=${running.id}`)).toMatch(/^Subscription cancelled\s+The alert keeps running until February 1, 2031/)
			expect(await notice(`cancelled=${ended.id}`)).toMatch(/^Subscription cancelled\s+The alert has ended/)
			for (const query of [`created=${foreign.id}`, `updated=${foreign.id}`, `cancelled=${foreign.id}`, `kept=${foreign.id}`, 'created=nonsense']) {
				expect(await notice(query)).toBeNull()
			}
		} finally {
			await close()
		}
	})
})

describe('editing without JavaScript', () => {
	test('the form shows the stored alert; a change that keeps the price applies at once', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active', {
			fuelType: 'diesel',
			sellerType: 'dealer',
			priceMin: 5000,
			yearMin: 2015,
			mileageMax: 150000,
			keywordsExcluded: ['unfall', 'export'],
			notificationLanguage: 'de',
			timeZone: 'Europe/Berlin',
		})
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			expect(await card(page, alert.id).locator('dl').innerText()).toMatch(/Seller\s+Dealer/)
			// Only the keywords that are set show on the card.
			expect(await card(page, alert.id).locator('dl').innerText()).toMatch(/Title without\s+unfall, export/)
			expect(await card(page, alert.id).locator('dl').innerText()).not.toContain('Title contains')
			expect(await card(page, alert.id).locator('dl').innerText()).not.toContain('Quiet hours')
			await Promise.all([page.waitForNavigation(), card(page, alert.id).getByRole('link', { name: 'Edit' }).click()])
			expect(new URL(page.url()).pathname).toBe(`/edit/${alert.id}`)
			expect(await page.locator('h1').textContent()).toBe('Edit alert')
			expect(await page.title()).toBe('Edit alert | CarWatch')
			expect(await page.getByTestId('edit-current-price').textContent()).toBe('Current price: $9.99/month')
			expect(await page.getByLabel('mobile.de').isChecked()).toBe(true)
			expect(await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').isChecked()).toBe(false)
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('hourly')
			expect(await page.getByLabel('Car brand').inputValue()).toBe('volkswagen')
			expect(await page.getByLabel('Car model').inputValue()).toBe('golf')
			expect(await page.getByLabel('Fuel type').inputValue()).toBe('diesel')
			expect(await page.getByLabel('Seller').inputValue()).toBe('dealer')
			expect(await page.getByLabel('Minimum price').inputValue()).toBe('5000')
			expect(await page.getByLabel('Maximum price').inputValue()).toBe('')
			expect(await page.getByLabel('Year from').inputValue()).toBe('2015')
			expect(await page.getByLabel('Maximum kilometres').inputValue()).toBe('150000')
			expect(await page.getByLabel('Title must contain', { exact: true }).inputValue()).toBe('')
			expect(await page.getByLabel('Title must not contain', { exact: true }).inputValue()).toBe('unfall, export')
			expect(await page.getByLabel('Telegram username').inputValue()).toBe('car_buyer')
			expect(await page.getByLabel('Notification language').inputValue()).toBe('de')
			expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('active')
			expect(await page.getByLabel('Quiet from').inputValue()).toBe('')
			expect(await page.getByLabel('Your time zone').inputValue()).toBe('Europe/Berlin')

			// Another site instead of the first keeps the price: it applies at once.
			await page.getByLabel('mobile.de').uncheck()
			await page.locator('[data-testid="site-group"][data-country="DE"]').getByLabel('AutoScout24').check()
			await page.getByLabel('Car model').selectOption({ label: 'Passat' })
			await page.getByLabel('Maximum price').fill('20000')
			await page.getByLabel('Seller').selectOption('private')
			await page.getByLabel('Maximum kilometres').fill('')
			await page.getByLabel('Title must contain', { exact: true }).fill('Automatik, bi xenon')
			await page.getByLabel('Title must not contain', { exact: true }).fill('defekt')
			await page.getByLabel('Telegram username').fill('@passat_fan')
			await page.getByLabel('Quiet from').selectOption('22:30')
			await page.getByLabel('Quiet until').selectOption('06:00')
			await page.getByLabel('Your time zone').selectOption('Europe/Vienna')
			await page.getByLabel('Send great deals at once (% below similar cars)').fill('12')
			await clickAndWait(page, 'Save changes')
			expect(new URL(page.url()).pathname).toBe('/dashboard')
			expect(new URL(page.url()).searchParams.get('updated')).toBe(alert.id)
			expect(await page.getByTestId('alert-notice').innerText()).toBe('Alert updated')
			expect(await card(page, alert.id).getByTestId('alert-title').textContent()).toBe('Volkswagen Passat')
			expect(await card(page, alert.id).locator('dl').innerText()).toMatch(/Seller\s+Private seller/)
			expect(await card(page, alert.id).locator('dl').innerText()).toMatch(/Title contains\s+Automatik, bi xenon/)
			expect(await card(page, alert.id).locator('dl').innerText()).toMatch(/Title without\s+defekt/)
			expect(await card(page, alert.id).locator('dl').innerText()).toMatch(/Quiet hours\s+22:30–06:00 \(Europe\/Vienna\) · great deals from 12% below still sent/)
		} finally {
			await close()
		}
		expect(await alertRow(alert.id)).toMatchObject({
			websitesSelected: ['autoscout24.de'],
			model: 'passat',
			sellerType: 'private',
			keywordsRequired: ['Automatik', 'bi xenon'],
			keywordsExcluded: ['defekt'],
			priceMin: 5000,
			priceMax: 20000,
			mileageMax: null,
			telegramUsername: 'passat_fan',
			quietFrom: '22:30',
			quietUntil: '06:00',
			timeZone: 'Europe/Vienna',
			quietBypassPercent: 12,
			price: 999,
			status: 'active',
			pendingChange: null,
		})
	})

	test('a price change of an active alert waits for the next period, and the dashboard and form say so', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			await page.getByLabel('Update frequency').selectOption('5min')
			await clickAndWait(page, 'Save changes')
			expect(new URL(page.url()).pathname).toBe('/dashboard')
			expect(await page.getByTestId('alert-notice').innerText()).toMatch(/^Your new websites and frequency apply from the next billing period/)
			expect(await card(page, alert.id).getByTestId('alert-pending').textContent()).toContain('$19.98/month')
			// The card still shows the price it runs with.
			expect(await card(page, alert.id).getByTestId('alert-price').textContent()).toBe('$9.99/month')
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('5min')
			expect(await page.getByTestId('edit-pending').textContent()).toContain('A change to $19.98/month is waiting')
		} finally {
			await close()
		}
		const row = await alertRow(alert.id)
		expect([row.updateFrequency, row.price, row.status]).toEqual(['hourly', 999, 'active'])
		expect(row.pendingChange).toMatchObject({ price: 1998, criteria: { updateFrequency: '5min' } })
	})

	test('pausing with a price change asks whether to keep or drop the change, with the typed values kept; pausing disables the fields', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			// Nothing to choose while the form shows the alert's own price.
			expect(await page.getByTestId('edit-price-choice').count()).toBe(0)
			await page.getByLabel('Status', { exact: true }).selectOption('paused')
			await page.getByLabel('Update frequency').selectOption('30min')
			await page.getByLabel('Telegram username').fill('typed_value')
			await clickAndWait(page, 'Save changes')
			expect(new URL(page.url()).pathname).toBe(`/edit/${alert.id}`)
			expect(await page.getByTestId('edit-refused').innerText()).toMatch(
				/^Keep or drop your price change\?\s+You are pausing this alert and changing its price\. Choose whether to keep the price change for when you resume, or to drop it\.$/,
			)
			const choice = page.getByTestId('edit-price-choice')
			expect(await choice.locator('legend').innerText()).toBe('If you pause: your change to $12.98/month')
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('30min')
			expect(await page.getByLabel('Telegram username').inputValue()).toBe('typed_value')
			expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('paused')
			expect(await alertRow(alert.id)).toMatchObject({ status: 'active', updateFrequency: 'hourly', telegramUsername: 'car_buyer', pendingChange: null })

			// Dropping the price change: the pause and the other change apply, the price stays.
			await page.getByLabel('Drop it: the alert keeps its current websites and frequency at $9.99/month.').check()
			await clickAndWait(page, 'Save changes')
			expect(await page.getByTestId('alert-notice').innerText()).toBe('Alert updated')
			expect(await alertRow(alert.id)).toMatchObject({ status: 'paused', updateFrequency: 'hourly', price: 999, telegramUsername: 'typed_value', pendingChange: null })
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			for (const label of ['Update frequency', 'Car brand', 'Fuel type', 'Maximum price', 'Telegram username', 'mobile.de']) {
				expect(await page.getByLabel(label).isDisabled()).toBe(true)
			}
			expect(await page.getByTestId('edit-paused-note').textContent()).toBe('The alert is paused. Set it to Active to change its settings.')

			// Resuming sends the alert as it was (the disabled fields' values travel hidden).
			await page.getByLabel('Status', { exact: true }).selectOption('active')
			await clickAndWait(page, 'Save changes')
			expect(await page.getByTestId('alert-notice').innerText()).toBe('Alert updated')
		} finally {
			await close()
		}
		expect(await alertRow(alert.id)).toMatchObject({
			status: 'active',
			websitesSelected: ['mobile.de'],
			updateFrequency: 'hourly',
			brand: 'volkswagen',
			model: 'golf',
			telegramUsername: 'typed_value',
			price: 999,
		})
	})

	test('a lower frequency waits for the next period while the kilometres apply at once, and the alert can still be paused, keeping the change', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active', { updateFrequency: '5min', price: 1998 })
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			await page.getByLabel('Update frequency').selectOption('hourly')
			await page.getByLabel('Maximum kilometres').fill('90000')
			await clickAndWait(page, 'Save changes')
			expect(await page.getByTestId('alert-notice').innerText()).toMatch(
				/^Your new websites and frequency apply from the next billing period\s+Until then the alert keeps its current websites, frequency and price\. Your other changes already apply\.$/,
			)
			expect(await alertRow(alert.id)).toMatchObject({ updateFrequency: '5min', price: 1998, mileageMax: 90000, pendingChange: { price: 999 } })

			// The form shows the waiting change, and without JavaScript the choice a pause needs is already there.
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('hourly')
			expect(await page.getByTestId('edit-pending').textContent()).toBe(
				'A change to $9.99/month is waiting for your next billing period, and the form shows it. Until then the alert keeps its current websites and frequency; your other changes already apply.',
			)
			expect(await page.getByTestId('edit-price-choice').locator('legend').innerText()).toBe('If you pause: your change to $9.99/month')
			await page.getByLabel('Status', { exact: true }).selectOption('paused')
			await page.getByLabel('Keep it: the new price applies from the first billing period you pay after resuming.').check()
			await clickAndWait(page, 'Save changes')
			expect(new URL(page.url()).pathname).toBe('/dashboard')
			await poll(() => card(page, alert.id).locator('[data-status]').textContent()).toBe('Paused')
			expect(await card(page, alert.id).getByTestId('alert-pending').textContent()).toContain('$9.99/month')
		} finally {
			await close()
		}
		expect(await alertRow(alert.id)).toMatchObject({ status: 'paused', updateFrequency: '5min', price: 1998, mileageMax: 90000, pendingChange: { price: 999 } })
	})

	test('a new brand\'s models come from the server; bad values are shown in place and nothing is written', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			await page.getByLabel('Car brand').selectOption('bmw')
			await page.getByLabel('Minimum price').fill('12k')
			await clickAndWait(page, 'Show models of this brand')
			expect(await page.getByLabel('Car brand').inputValue()).toBe('bmw')
			expect(await page.getByLabel('Minimum price').inputValue()).toBe('12k')
			expect(await page.getByLabel('Car model').locator('option').allTextContents()).toContain('3 Series')
			await page.getByLabel('Car model').selectOption({ label: '3 Series' })
			await page.getByLabel('Year to').fill('1850')
			await clickAndWait(page, 'Save changes')
			expect(new URL(page.url()).pathname).toBe(`/edit/${alert.id}`)
			expect(await page.getByText('Minimum price must be a whole number of euros, such as 15000').count()).toBe(1)
			expect(await page.getByText('Year to must be 1900 or later').count()).toBe(1)
			expect(await page.getByLabel('Car model').inputValue()).toBe('3-series')
			expect(await alertRow(alert.id)).toMatchObject({ brand: 'volkswagen', model: 'golf', priceMin: null, yearMax: null })

			await page.getByLabel('Minimum price').fill('12000')
			await page.getByLabel('Year to').fill('2021')
			await clickAndWait(page, 'Save changes')
			expect(new URL(page.url()).pathname).toBe('/dashboard')
		} finally {
			await close()
		}
		expect(await alertRow(alert.id)).toMatchObject({ brand: 'bmw', model: '3-series', priceMin: 12000, yearMax: 2021 })
	})

	test('an unpaid alert has no pause and takes a price change at once; a cancelled one can no longer be changed', async () => {
		const { user } = await seedAccount(app.database.db)
		const pending = await seedAlert(app.database.db, user.id, 'pending_payment')
		const cancelling = await seedAlert(app.database.db, user.id, 'cancelling', { currentPeriodEnd: new Date(Date.now() + 86_400_000) })
		const { page, close, cookie } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${pending.id}`)
			expect(await page.getByLabel('Status', { exact: true }).count()).toBe(0)
			await page.getByLabel('Update frequency').selectOption('1min')
			await clickAndWait(page, 'Save changes')
			expect(await page.getByTestId('alert-notice').innerText()).toBe('Alert updated')
			expect(await alertRow(pending.id)).toMatchObject({ status: 'pending_payment', updateFrequency: '1min', price: 2498, pendingChange: null })

			// A crafted pause of the unpaid alert is refused with its reason.
			const paused = await post(`/edit/${pending.id}`, cookie, form({ ...golfForm, updateFrequency: '1min', status: 'paused' }))
			expect(paused.status).toBe(409)
			expect(await paused.text()).toContain('An alert can be paused once its first payment has gone through.')
			expect((await alertRow(pending.id)).status).toBe('pending_payment')

			await page.goto(`${app.server.url}/edit/${cancelling.id}`)
			expect(await page.getByTestId('edit-refused').innerText()).toBe('This alert can no longer be changed.')
			expect(await page.getByRole('button', { name: 'Save changes' }).count()).toBe(0)
			expect(await page.getByLabel('Car brand').isDisabled()).toBe(true)
			const late = await post(`/edit/${cancelling.id}`, cookie, form(golfForm))
			expect(late.status).toBe(409)
			expect(await late.text()).toContain('This alert can no longer be changed.')
			expect(await alertRow(cancelling.id)).toMatchObject({ status: 'cancelling', fuelType: 'any' })
		} finally {
			await close()
		}
	})
})

describe('editing with JavaScript', () => {
	test('the price follows the choices, pausing disables the fields live and asks what becomes of a new price', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(true, user.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			const preview = page.getByTestId('price-preview')
			await poll(() => preview.textContent()).toBe('Your price: $9.99/month')
			await page.getByLabel('Update frequency').selectOption('30min')
			await poll(() => preview.textContent()).toBe('Your price: $12.98/month')
			await page.locator('[data-testid="site-group"][data-country="RO"]').getByLabel('OLX').check()
			await poll(() => preview.textContent()).toBe('Your price: $17.97/month')
			const choice = page.getByTestId('edit-price-choice')
			expect(await choice.count()).toBe(0)

			await page.getByLabel('Status', { exact: true }).selectOption('paused')
			for (const label of ['Update frequency', 'Car brand', 'Car model', 'Year from', 'Telegram username', 'Notification language']) {
				await poll(() => page.getByLabel(label).isDisabled()).toBe(true)
			}
			await poll(() => page.locator('[data-testid="site-group"][data-country="RO"]').getByLabel('OLX').isDisabled()).toBe(true)
			await poll(() => choice.locator('legend').textContent()).toBe('If you pause: your change to $17.97/month')
			// Saved without a choice: the server asks for it, and nothing changes.
			await page.getByRole('button', { name: 'Save changes' }).click()
			const refused = page.getByTestId('edit-refused')
			await refused.waitFor()
			expect(await refused.innerText()).toMatch(/^Keep or drop your price change\?\s+You are pausing this alert and changing its price\./)
			expect(new URL(page.url()).pathname).toBe(`/edit/${alert.id}`)
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('30min')
			expect(await page.locator('[data-testid="site-group"][data-country="RO"]').getByLabel('OLX').isChecked()).toBe(true)
			expect(await alertRow(alert.id)).toMatchObject({ status: 'active', updateFrequency: 'hourly', websitesSelected: ['mobile.de'] })

			// Back to active: the fields open again and there is nothing to choose.
			await page.getByLabel('Status', { exact: true }).selectOption('active')
			await poll(() => page.getByLabel('Update frequency').isDisabled()).toBe(false)
			await poll(() => choice.count()).toBe(0)
			await page.getByLabel('Update frequency').selectOption('hourly')
			await page.locator('[data-testid="site-group"][data-country="RO"]').getByLabel('OLX').uncheck()
			await page.getByLabel('Telegram username').fill('live_edit')
			await page.getByLabel('Year from').fill('abc')
			await page.getByLabel('Year from').blur()
			await poll(() => page.getByText('Year from must be a year of four digits, such as 2015').count()).toBe(1)
			await page.getByLabel('Year from').fill('2016')
			await Promise.all([page.waitForURL(/\/dashboard\?updated=/), page.getByRole('button', { name: 'Save changes' }).click()])
			await poll(() => page.getByTestId('alert-notice').innerText()).toBe('Alert updated')
			expect(await alertRow(alert.id)).toMatchObject({ status: 'active', telegramUsername: 'live_edit', yearMin: 2016, price: 999 })

			// Pausing with a new price, keeping it: paused now, the new price waits.
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			await page.getByLabel('Update frequency').selectOption('15min')
			await page.getByLabel('Status', { exact: true }).selectOption('paused')
			await poll(() => page.getByLabel('Car brand').isDisabled()).toBe(true)
			await page.getByLabel('Keep it: the new price applies from the first billing period you pay after resuming.').check()
			await Promise.all([page.waitForURL(/\/dashboard\?updated=/), page.getByRole('button', { name: 'Save changes' }).click()])
			await poll(() => card(page, alert.id).locator('[data-status]').textContent()).toBe('Paused')
		} finally {
			await close()
		}
		expect(await alertRow(alert.id)).toMatchObject({
			status: 'paused',
			websitesSelected: ['mobile.de'],
			updateFrequency: 'hourly',
			telegramUsername: 'live_edit',
			yearMin: 2016,
			price: 999,
			pendingChange: { price: 1598 },
		})
	})
})

describe('cancelling', () => {
	test('with JavaScript a dialog confirms, then the list refreshes with the notice', async () => {
		const { user } = await seedAccount(app.database.db)
		const unpaid = await seedAlert(app.database.db, user.id, 'pending_payment', { brand: 'bmw', model: 'all' })
		const paid = await seedAlert(app.database.db, user.id, 'active', { currentPeriodEnd: new Date('2031-07-20T08:00:00Z') })
		const { page, close } = await app.signedInPage(true, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			await card(page, unpaid.id).getByRole('link', { name: 'Cancel alert' }).click()
			const dialog = page.getByRole('dialog')
			await dialog.waitFor()
			expect(new URL(page.url()).pathname).toBe('/dashboard')
			expect(await dialog.innerText()).toContain('Cancel alert for BMW All models?')
			expect(await dialog.getByTestId('cancel-explanation').textContent()).toBe(
				'The alert stops at once and nothing more is charged for it.',
			)
			await dialog.getByRole('button', { name: 'Keep alert' }).click()
			await dialog.waitFor({ state: 'detached' })
			expect((await alertRow(unpaid.id)).status).toBe('pending_payment')

			await card(page, unpaid.id).getByRole('link', { name: 'Cancel alert' }).click()
			await Promise.all([page.waitForURL(/\/dashboard\?cancelled=/), page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel alert' }).click()])
			await poll(() => page.getByTestId('alert-notice').innerText()).toMatch(/^Subscription cancelled\s+The alert has ended/)
			await poll(() => page.getByTestId('alert-card').count()).toBe(1)
			expect(await page.getByTestId('account-alert-count').textContent()).toBe('1')
			await poll(() => page.getByRole('dialog').count()).toBe(0)
			expect((await alertRow(unpaid.id)).status).toBe('ended')

			await card(page, paid.id).getByRole('link', { name: 'Cancel alert' }).click()
			expect(await page.getByRole('dialog').getByTestId('cancel-explanation').textContent()).toBe(
				'You have paid until July 20, 2031: the alert keeps sending matches until then and then ends. It will not renew.',
			)
			await Promise.all([page.waitForURL(`**/dashboard?cancelled=${paid.id}`), page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel alert' }).click()])
			await poll(() => page.getByTestId('alert-notice').innerText()).toMatch(/keeps running until July 20, 2031/)
			await poll(() => card(page, paid.id).locator('[data-status]').textContent()).toBe('Cancelling')
			expect(await card(page, paid.id).getByTestId('alert-paid-until').textContent()).toContain('July 20, 2031')
		} finally {
			await close()
		}
		expect((await alertRow(paid.id)).status).toBe('cancelling')
	})

	test('without JavaScript the Cancel link opens a confirm page that posts', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			await Promise.all([page.waitForNavigation(), card(page, alert.id).getByRole('link', { name: 'Cancel alert' }).click()])
			expect(new URL(page.url()).pathname).toBe(`/edit/${alert.id}/cancel`)
			expect(await page.locator('h1').textContent()).toBe('Cancel alert for Volkswagen Golf?')
			expect(await page.getByTestId('cancel-explanation').textContent()).toBe('The alert stops at once and nothing more is charged for it.')
			expect(await page.getByRole('link', { name: 'Keep alert' }).getAttribute('href')).toBe('/dashboard')
			await clickAndWait(page, 'Yes, cancel alert')
			expect(new URL(page.url()).pathname).toBe('/dashboard')
			expect(new URL(page.url()).searchParams.get('cancelled')).toBe(alert.id)
			expect(await page.getByTestId('alert-notice').innerText()).toMatch(/^Subscription cancelled/)
			expect(await page.getByTestId('alert-card').count()).toBe(0)
			// Once cancelled, the page says so and offers no second cancel.
			await page.goto(`${app.server.url}/edit/${alert.id}/cancel`)
			expect(await page.locator('main').innerText()).toContain('This alert is already cancelled.')
			expect(await page.getByRole('button', { name: 'Yes, cancel alert' }).count()).toBe(0)
		} finally {
			await close()
		}
		expect((await alertRow(alert.id)).status).toBe('ended')
	})
})

describe('keeping a cancelled alert', () => {
	test('without JavaScript: "Keep my alert" on the card restores it; the confirm page and the edit page offer it too', async () => {
		const { user } = await seedAccount(app.database.db)
		const periodEnd = new Date('2031-09-10T08:00:00Z')
		const alert = await seedAlert(app.database.db, user.id, 'cancelling', { currentPeriodEnd: periodEnd })
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			const cancelled = card(page, alert.id)
			expect(await cancelled.locator('[data-status]').textContent()).toBe('Cancelling')
			await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), cancelled.getByRole('button', { name: 'Keep my alert' }).click()])
			expect(new URL(page.url()).searchParams.get('kept')).toBe(alert.id)
			expect(await page.getByTestId('alert-notice').innerText()).toMatch(
				/^Your alert continues\s+The cancellation is undone: the alert keeps running and renews on September 10, 2031\.$/,
			)
			expect(await card(page, alert.id).locator('[data-status]').textContent()).toBe('Active')
			expect(await card(page, alert.id).getByTestId('alert-paid-until').count()).toBe(0)
			expect(await card(page, alert.id).getByRole('button', { name: 'Keep my alert' }).count()).toBe(0)
			expect(await card(page, alert.id).getByRole('link', { name: 'Cancel alert' }).count()).toBe(1)
			expect(await alertRow(alert.id)).toMatchObject({ status: 'active', currentPeriodEnd: periodEnd, endedAt: null })

			// Cancelled again, the confirm page offers to keep it.
			await page.goto(`${app.server.url}/edit/${alert.id}/cancel`)
			await clickAndWait(page, 'Yes, cancel alert')
			expect((await alertRow(alert.id)).status).toBe('cancelling')
			await page.goto(`${app.server.url}/edit/${alert.id}/cancel`)
			expect(await page.locator('main').innerText()).toContain('This alert is cancelled and runs until September 10, 2031.')
			await clickAndWait(page, 'Keep my alert')
			expect(new URL(page.url()).pathname).toBe('/dashboard')
			expect((await alertRow(alert.id)).status).toBe('active')

			// And so does the edit page, whose form is locked while the alert is cancelled.
			await page.goto(`${app.server.url}/edit/${alert.id}/cancel`)
			await clickAndWait(page, 'Yes, cancel alert')
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			expect(await page.getByTestId('edit-keep').innerText()).toContain('This alert is cancelled and runs until September 10, 2031.')
			await clickAndWait(page, 'Keep my alert')
			expect(await page.getByTestId('alert-notice').innerText()).toMatch(/^Your alert continues/)
		} finally {
			await close()
		}
		expect((await alertRow(alert.id)).status).toBe('active')
	})

	test('with JavaScript: the card\'s button restores the alert and the list shows it active', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'cancelling', { currentPeriodEnd: new Date('2031-10-01T00:00:00Z') })
		const { page, close } = await app.signedInPage(true, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			await Promise.all([page.waitForURL(`**/dashboard?kept=${alert.id}`), card(page, alert.id).getByRole('button', { name: 'Keep my alert' }).click()])
			await poll(() => card(page, alert.id).locator('[data-status]').textContent()).toBe('Active')
			await poll(() => page.getByTestId('alert-notice').innerText()).toMatch(/renews on October 1, 2031/)
		} finally {
			await close()
		}
		expect((await alertRow(alert.id)).status).toBe('active')
	})

	test('only the owner keeps, only while the paid period runs; bad bodies answer 400', async () => {
		const { user: owner } = await seedAccount(app.database.db)
		const { user: intruder } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, owner.id, 'cancelling', { currentPeriodEnd: new Date(Date.now() + 5 * 86_400_000) })
		const intruderCookie = await sessionCookieFor(app.database.db, intruder.id)
		const foreign = await post(`/edit/${alert.id}/cancel`, intruderCookie, form({ intent: 'keep' }))
		expect(foreign.status).toBe(404)
		expect(await foreign.text()).toContain('Subscription not found')
		expect(await alertRow(alert.id)).toMatchObject({ status: 'cancelling', updatedAt: alert.updatedAt })

		const cookie = await sessionCookieFor(app.database.db, owner.id)
		expect((await post(`/edit/${alert.id}/cancel`, cookie, form({ intent: 'keep' }), { Origin: 'https://evil.example.com' })).status).toBe(403)
		for (const body of [form({ intent: 'undo' }), form({})]) {
			const response = await post(`/edit/${alert.id}/cancel`, cookie, body)
			expect(response.status).toBe(400)
			expect(await response.text()).toContain('The form could not be read. Please try again.')
		}
		expect((await alertRow(alert.id)).status).toBe('cancelling')

		const over = await seedAlert(app.database.db, owner.id, 'cancelling', { currentPeriodEnd: new Date(Date.now() - 60_000) })
		const ended = await seedAlert(app.database.db, owner.id, 'ended', { currentPeriodEnd: new Date(Date.now() + 86_400_000) })
		for (const gone of [over, ended]) {
			const response = await post(`/edit/${gone.id}/cancel`, cookie, form({ intent: 'keep' }))
			expect(response.status).toBe(409)
			expect(await response.text()).toContain('This alert can no longer be kept: its paid period has ended.')
			expect((await alertRow(gone.id)).status).toBe(gone.status)
		}
		const kept = await post(`/edit/${alert.id}/cancel`, cookie, form({ intent: 'keep' }))
		expect([kept.status, kept.headers.get('Location')]).toEqual([302, `/dashboard?kept=${alert.id}`])
		expect((await alertRow(alert.id)).status).toBe('active')
	})
})

describe('the server decides', () => {
	test('another user\'s alert: the edit page, the cancel page and both POSTs answer 404 and change nothing', async () => {
		const { user: owner } = await seedAccount(app.database.db)
		const { user: intruder } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, owner.id, 'active')
		const cookie = await sessionCookieFor(app.database.db, intruder.id)
		for (const path of [`/edit/${alert.id}`, `/edit/${alert.id}/cancel`, '/edit/not-a-uuid', '/edit/not-a-uuid/cancel']) {
			const response = await get(path, cookie)
			expect(response.status, path).toBe(404)
			expect(await response.text(), path).toContain('Subscription not found')
		}
		const edit = await post(`/edit/${alert.id}`, cookie, form({ ...golfForm, updateFrequency: '1min', status: 'paused' }))
		expect(edit.status).toBe(404)
		const cancel = await post(`/edit/${alert.id}/cancel`, cookie, form({ intent: 'cancel' }))
		expect(cancel.status).toBe(404)
		expect(await alertRow(alert.id)).toMatchObject({ status: 'active', updateFrequency: 'hourly', updatedAt: alert.updatedAt })

		const { page, close } = await app.signedInPage(false, intruder.id)
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			expect(await page.locator('h1').textContent()).toBe('Subscription not found')
			expect(await page.title()).toBe('Subscription not found')
			expect(await page.getByRole('link', { name: 'Back to my alerts' }).getAttribute('href')).toBe('/dashboard')
		} finally {
			await close()
		}
	})

	test('bad form bodies answer 400 with the message and write nothing; never a 500', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const cookie = await sessionCookieFor(app.database.db, user.id)
		const cases: Array<[BodyInit, Record<string, string>, string]> = [
			[form({ ...golfForm, priceMin: 'cheap' }), {}, 'Minimum price must be a whole number of euros, such as 15000'],
			[form({ ...golfForm, maxKilometers: '2000000' }), {}, 'Maximum kilometres must be 1,000,000 or less'],
			[form({ ...golfForm, maxKilometers: '-5' }), {}, 'Maximum kilometres must be 0 or more'],
			[form({ ...golfForm, websitesSelected: [] }), {}, 'At least one website must be selected'],
			[form({ ...golfForm, websitesSelected: 'ebay' }), {}, 'At least one website must be selected'],
			[form({ ...golfForm, status: 'ended' }), {}, 'Choose active or paused.'],
			[form({ ...golfForm, carBrand: 'no-such-brand' }), {}, 'Choose a brand from the list.'],
			[form({ ...golfForm, carModel: '3-series' }), {}, 'Choose a model of Volkswagen.'],
			[form({ ...golfForm, telegramUsername: '' }), {}, 'Telegram username is required'],
			[JSON.stringify(golfForm), { 'Content-Type': 'application/json' }, 'The form could not be read. Please try again.'],
			['%%%', { 'Content-Type': 'multipart/form-data; boundary=nothing' }, 'The form could not be read. Please try again.'],
		]
		for (const [body, headers, message] of cases) {
			const response = await post(`/edit/${alert.id}`, cookie, body, headers)
			expect(response.status, message).toBe(400)
			expect(await response.text(), message).toContain(message)
		}
		const noIntent = await post(`/edit/${alert.id}/cancel`, cookie, form({ intent: 'delete-everything' }))
		expect(noIntent.status).toBe(400)
		expect(await noIntent.text()).toContain('The form could not be read. Please try again.')
		const notForm = await post(`/edit/${alert.id}/cancel`, cookie, '{}', { 'Content-Type': 'application/json' })
		expect(notForm.status).toBe(400)
		expect(await alertRow(alert.id)).toMatchObject({ status: 'active', updatedAt: alert.updatedAt, websitesSelected: ['mobile.de'] })
		// A price sent along is ignored: the server computes it.
		const priced = await post(`/edit/${alert.id}`, cookie, form({ ...golfForm, price: '1' }))
		expect(priced.status).toBe(302)
		expect((await alertRow(alert.id)).price).toBe(999)
	})

	test('the protected-route rule and the origin check', async () => {
		const { user } = await seedAccount(app.database.db)
		const { user: unverified } = await seedAccount(app.database.db, { verified: false })
		const alert = await seedAlert(app.database.db, user.id, 'active')
		const unverifiedCookie = await sessionCookieFor(app.database.db, unverified.id)
		for (const path of [`/edit/${alert.id}`, `/edit/${alert.id}/cancel`]) {
			const anonymous = await get(path, null)
			expect([anonymous.status, anonymous.headers.get('Location')]).toEqual([302, `/login?redirect=${encodeURIComponent(path)}`])
			const notVerified = await get(path, unverifiedCookie)
			expect([notVerified.status, notVerified.headers.get('Location')]).toEqual([
				302,
				`/verify-email?redirect=${encodeURIComponent(path)}`,
			])
		}
		const anonymousPost = await post(`/edit/${alert.id}/cancel`, null, form({ intent: 'cancel' }))
		expect(anonymousPost.status).toBe(302)
		expect(anonymousPost.headers.get('Location')).toMatch(/^\/login\?redirect=/)

		const cookie = await sessionCookieFor(app.database.db, user.id)
		for (const [path, body] of [
			[`/edit/${alert.id}`, form({ ...golfForm, status: 'paused' })],
			[`/edit/${alert.id}/cancel`, form({ intent: 'cancel' })],
		] as const) {
			const foreign = await post(path, cookie, body, { Origin: 'https://evil.example.com' })
			expect(foreign.status, path).toBe(403)
		}
		expect((await alertRow(alert.id)).status).toBe('active')
	})
})

/*
 * One test per page (both schemes in each), not one for all fourteen axe runs: on two shared
 * cores a single test of fourteen runs outgrew the test timeout (docs/decisions/024).
 */
describe('the cards, the edit form and the confirm page have no serious accessibility problems, light or dark', () => {
	let ids: { active: string; paused: string; cancelling: string }
	let cookie: string
	beforeAll(async () => {
		const { user } = await seedAccount(app.database.db)
		const active = await seedAlert(app.database.db, user.id, 'active', {
			yearMin: 2010,
			pendingChange: { criteria: {}, price: 1498 },
			lastCheckedAt: new Date('2025-03-04T10:15:00Z'),
		})
		const cancelling = await seedAlert(app.database.db, user.id, 'cancelling', { currentPeriodEnd: new Date('2030-01-01T00:00:00Z') })
		const paused = await seedAlert(app.database.db, user.id, 'paused')
		ids = { active: active.id, paused: paused.id, cancelling: cancelling.id }
		cookie = await sessionCookieFor(app.database.db, user.id)
	})
	const pages: Array<[string, (id: typeof ids) => string]> = [
		['/dashboard?updated={active}', (id) => `/dashboard?updated=${id.active}`],
		['/dashboard?created={active}', (id) => `/dashboard?created=${id.active}`],
		['/edit/{active}', (id) => `/edit/${id.active}`],
		['/edit/{paused}', (id) => `/edit/${id.paused}`],
		['/edit/{active}/cancel', (id) => `/edit/${id.active}/cancel`],
		['/edit/{cancelling}', (id) => `/edit/${id.cancelling}`],
		['/edit/{cancelling}/cancel', (id) => `/edit/${id.cancelling}/cancel`],
	]
	test.each(pages)('%s', async (_name, pathOf) => {
		const path = pathOf(ids)
		for (const colorScheme of ['light', 'dark'] as const) {
			const cookies = [{ name: '__session', value: cookie }, ...preferenceCookies(app.server.url, { theme: colorScheme })]
			expect(await seriousA11yViolations(app.browser, `${app.server.url}${path}`, { colorScheme, cookies }), `${path} ${colorScheme}`).toEqual([])
		}
	})
})
