import crypto from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { notificationOutbox } from '#core/db/schema.ts'
import { type ListingPayload, notificationPayloadSchemas } from '#core/notifications/payloads.ts'
import { rankForDigest } from '#core/quiet-hours.ts'
import { burstDigest } from '#core/telegram/messages.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert, seedUser } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * /alerts/{id}/cars, the page a burst digest's button opens (docs/decisions/052): in Chromium,
 * with JavaScript off and on, its cars ranked as the message ranked them, only for the alert's
 * owner, fitting a 375 px screen in every language and theme.
 */

const app = setUpBrowserApp()

const listing = (n: number, price: number, belowEur: number | null): ListingPayload => ({
	title: `Volkswagen Golf 2.0 TDI Highline DSG Navi ACC LED Pano ${n}`,
	price,
	priceEur: price,
	currency: 'EUR',
	km: 60_000 + n * 4_000,
	year: 2019,
	fuel: 'diesel',
	location: 'Ljubljana',
	url: `https://demo.carwatch.test/listings/${n}`,
	imageUrl: n % 3 === 0 ? null : `${app.server.url}/demo-market/images/${n}.svg`,
	siteName: 'Demo market',
	alertLabel: 'Volkswagen Golf',
	...(belowEur === null ? {} : { verdict: { kind: belowEur >= 0 ? 'below' : 'above', amountEur: Math.abs(belowEur), compared: 14 } }),
})

/** A burst as delivery writes it: twelve cars carried by one digest row (worker/lib/feeds/delivery.ts). */
async function burstFor(userId: string, alertId: string) {
	const digestId = crypto.randomUUID()
	const belows = [200, -1_500, 900, 3_100, null, 0, 1_200, -300, 400, 2_000, 600, -2_400]
	const cars = belows.map((below, i) => listing(i + 1, 15_000 - (below ?? 0), below))
	const now = new Date()
	for (const [i, car] of cars.entries()) {
		await app.database.db.insert(notificationOutbox).values({
			userId,
			subscriptionId: alertId,
			kind: 'new_listing',
			dedupeKey: `new_listing:${alertId}:demo:${i + 1}`,
			language: 'en',
			payload: car,
			status: 'sent',
			sentAt: now,
			heldUntil: now,
			digestId,
		})
	}
	const payload = burstDigest({ alertId, digestId, alertLabel: 'Volkswagen Golf', items: rankForDigest(cars.map((car) => ({ kind: 'new_listing' as const, listing: car }))) }, 'en', now)
	await app.database.db.insert(notificationOutbox).values({
		id: digestId,
		userId,
		subscriptionId: alertId,
		kind: 'digest',
		dedupeKey: `burst:${digestId}`,
		language: 'en',
		payload: notificationPayloadSchemas.digest.parse(payload),
		status: 'sent',
		sentAt: now,
	})
	return { digestId, payload }
}

const titlesOn = (texts: string[]) => texts.map((text) => Number(text.split('Pano ')[1]?.split(/\s/)[0]))

describe.each([false, true])('JavaScript %s', (javaScript) => {
	test('the digest\'s cars, ranked as the message ranked them, with their prices and verdicts; the alert\'s newest without a digest', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['demo'], timeZone: 'Europe/Berlin' })
		const { digestId, payload } = await burstFor(user.id, alert.id)
		const { page, close } = await app.signedInPage(javaScript, user.id)
		try {
			await page.goto(`${app.server.url}/alerts/${alert.id}/cars?digest=${digestId}`)
			expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Cars for your alert “Volkswagen Golf”')
			expect(await page.getByTestId('cars-intro').innerText()).toMatch(/^The 12 new matches that one check found \(\d{1,2}:\d\d\s[AP]M GMT\+[12]\), the best deals first\.$/)
			const cars = page.getByTestId('car')
			expect(await cars.count()).toBe(12)
			const shown = titlesOn(await cars.allInnerTexts())
			// The ten the message showed, in its order, then the rest; the best deal (€3,100 below) first.
			expect(shown.slice(0, 10)).toEqual(payload.items.map((item) => Number(item.listing.title.split('Pano ')[1])))
			expect(shown[0]).toBe(4)
			expect(await cars.first().innerText()).toContain('€11,900')
			expect(await cars.first().getByTestId('car-market').innerText()).toBe('€3,100 below similar cars (14 compared)')
			expect(await cars.first().getByRole('link').getAttribute('href')).toBe('https://demo.carwatch.test/listings/4')

			await page.getByTestId('cars-all').click()
			if (!javaScript) await page.waitForLoadState('load')
			await page.waitForURL(`${app.server.url}/alerts/${alert.id}/cars`)
			// With JavaScript the address changes before the page has rendered the new data.
			await page.getByTestId('cars-intro').filter({ hasText: 'The cars this alert told you about' }).waitFor()
			expect(await page.getByTestId('cars-intro').innerText()).toBe('The cars this alert told you about, the newest first.')
			expect(await page.getByTestId('car').count()).toBe(12)
		} finally {
			await close()
		}
	})
})

test('only the owner sees an alert\'s cars; an unknown or malformed digest is the alert\'s 404; a visitor signs in first', async () => {
	const { user } = await seedAccount(app.database.db)
	const alert = await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['demo'] })
	const { digestId } = await burstFor(user.id, alert.id)
	const other = await seedAlert(app.database.db, (await seedUser(app.database.db)).id, 'active')
	const cookie = await sessionCookieFor(app.database.db, user.id)
	const get = (path: string, withCookie = true) => fetch(`${app.server.url}${path}`, { headers: withCookie ? { Cookie: `__session=${cookie}` } : {}, redirect: 'manual' })
	for (const path of [`/alerts/${other.id}/cars`, `/alerts/${other.id}/cars?digest=${digestId}`, `/alerts/${alert.id}/cars?digest=${crypto.randomUUID()}`, `/alerts/${alert.id}/cars?digest=not-a-uuid`, '/alerts/not-an-id/cars']) {
		const answer = await get(path)
		expect(answer.status, path).toBe(404)
		expect(await answer.text(), path).toContain('Subscription not found')
	}
	const visitor = await get(`/alerts/${alert.id}/cars?digest=${digestId}`, false)
	expect(visitor.status).toBe(302)
	expect(new URL(visitor.headers.get('Location')!, app.server.url).searchParams.get('redirect')).toBe(`/alerts/${alert.id}/cars?digest=${digestId}`)
	const empty = await seedAlert(app.database.db, user.id, 'active')
	const page = await get(`/alerts/${empty.id}/cars`)
	expect(page.status).toBe(200)
	expect(page.headers.get('Cache-Control')).toBe('private, no-store')
	expect(await page.text()).toContain('This alert has not told you about any car yet.')
})

test('the page fits 375 px in every language and theme, and has no serious accessibility problem', async () => {
	const { user } = await seedAccount(app.database.db)
	const alert = await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['demo'] })
	const { digestId } = await burstFor(user.id, alert.id)
	const url = `${app.server.url}/alerts/${alert.id}/cars?digest=${digestId}`
	const cookie = await sessionCookieFor(app.database.db, user.id)
	for (const language of ['en', 'de', 'fr', 'es', 'it']) {
		for (const theme of ['light', 'dark'] as const) {
			const { page, close } = await app.openPage({ javaScript: true, viewport: { width: 375, height: 800 }, colorScheme: theme })
			try {
				await page.context().addCookies([{ name: '__session', value: cookie, url: app.server.url }, ...preferenceCookies(app.server.url, { language, theme })])
				await page.goto(url)
				const width = await page.evaluate(() => document.documentElement.scrollWidth)
				expect(width, `${language} ${theme}`).toBeLessThanOrEqual(375)
				expect(await page.getByTestId('car').count()).toBe(12)
			} finally {
				await close()
			}
		}
	}
	for (const colorScheme of ['light', 'dark'] as const) {
		const violations = await seriousA11yViolations(app.browser, url, { colorScheme, widths: [375, 1280], cookies: [{ name: '__session', value: cookie }] })
		expect(violations, colorScheme).toEqual([])
	}
})
