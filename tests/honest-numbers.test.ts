import { beforeAll, describe, expect, test } from 'vitest'
import { waitlistEntries } from '#core/db/schema.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert, seedSubscribers, seedUser } from './support/seed.ts'

/**
 * What the badge, the banner and the waitlist page say: subscribers are people with a live alert;
 * unpaid checkouts and waitlist invitations hold places and are shown apart, and they still count
 * when a newcomer asks for a place (core/capacity.ts, docs/decisions/021-words-and-numbers.md).
 */

const capacity = 10
const app = setUpBrowserApp({ env: { SUBSCRIBER_CAPACITY: String(capacity) } })

async function stats() {
	return (await fetch(`${app.server.url}/api/subscription-stats`)).json()
}

// The two describes run in order: the second fills the places the first left free.
describe('one subscriber, one unpaid checkout and one waitlist invitation', () => {
	beforeAll(async () => {
		await seedSubscribers(app.database.db, 1)
		const checkingOut = await seedUser(app.database.db)
		await seedAlert(app.database.db, checkingOut.id, 'pending_payment')
		const now = Date.now()
		await app.database.db.insert(waitlistEntries).values({
			firstName: 'In',
			lastName: 'Vited',
			email: 'invited@example.com',
			createdAt: new Date(now - 60_000),
			confirmedAt: new Date(now - 60_000),
			invitedAt: new Date(now),
			inviteExpiresAt: new Date(now + 48 * 3_600_000),
		})
	})

	test('the stats count one subscriber and two held places', async () => {
		expect(await stats()).toEqual({ active: 1, held: 2, capacity, remaining: 7, full: false })
	})

	test.each([false, true])('JavaScript %s: the badge says 1/10 subscribers and names the held places; the banner tells them apart', async (javaScript) => {
		const { page, errors, close } = await app.openPage({ javaScript })
		try {
			await page.goto(`${app.server.url}/`)
			const badge = page.getByTestId('capacity-badge')
			expect(await badge.textContent()).toBe('1/10 subscribers')
			expect(await badge.getAttribute('title')).toBe('7 subscriptions available (2 places held)')
			const banner = page.getByTestId('capacity-banner')
			expect(await banner.getAttribute('data-level')).toBe('available')
			expect(await page.getByTestId('capacity-banner-text').textContent()).toContain(
				'2 more places are held for people who are subscribing or were invited from the waitlist.',
			)
			expect(errors).toEqual([])
		} finally {
			await close()
		}
	})

	test.each([false, true])('JavaScript %s: the waitlist page says places are free and sends people to set up their alert', async (javaScript) => {
		const { page, errors, close } = await app.openPage({ javaScript })
		try {
			await page.goto(`${app.server.url}/waitlist`)
			expect(await page.locator('h1').textContent()).toBe('Places are open: no need to wait')
			expect(await page.getByTestId('waitlist-intro').textContent()).toContain('7 of 10 places are free right now')
			expect(await page.getByTestId('waitlist-open-action').getAttribute('href')).toBe('/setup-alerts')
			expect(await page.getByTestId('active-count').textContent()).toBe('1')
			expect(await page.getByTestId('held-count').textContent()).toBe('2')
			expect(await page.getByTestId('available-count').textContent()).toBe('7')
			// The form stays, for those who want it, and says what joining means now.
			expect(await page.getByRole('heading', { name: 'Rather hear from us later?' }).count()).toBe(1)
			expect(await page.getByTestId('waitlist-open-form-text').textContent()).toContain('within minutes')
			await page.getByTestId('waitlist-open-action').click()
			await page.waitForURL(/\/setup-alerts$/)
			expect(await page.getByTestId('waitlist-prompt').count()).toBe(0)
			expect(errors).toEqual([])
		} finally {
			await close()
		}
	})
})

describe('eight subscribers and the same two held places: all ten taken', () => {
	beforeAll(async () => {
		await seedSubscribers(app.database.db, 7)
	})

	test('the service is full, though only eight are subscribers; a newcomer meets the waitlist', async () => {
		expect(await stats()).toEqual({ active: 8, held: 2, capacity, remaining: 0, full: true })
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.goto(`${app.server.url}/`)
			expect(await page.getByTestId('capacity-badge').textContent()).toBe('8/10 subscribers')
			expect(await page.getByTestId('capacity-badge').getAttribute('data-color')).toBe('red')
			expect(await page.getByTestId('capacity-banner').getAttribute('data-level')).toBe('full')
			expect(await page.getByTestId('capacity-banner-text').textContent()).toBe(
				"8 of 10 places have subscribers and the others are held for people who are subscribing or were invited from the waitlist. Join the waitlist and we'll e-mail you when a place opens.",
			)
			await page.goto(`${app.server.url}/waitlist`)
			expect(await page.locator('h1').textContent()).toBe('Join the waitlist')
			expect(await page.getByTestId('waitlist-open-action').count()).toBe(0)
			expect(await page.getByTestId('available-count').textContent()).toBe('0')
			expect(await page.getByTestId('percent-bar').getAttribute('data-percent')).toBe('100')
			await page.goto(`${app.server.url}/setup-alerts`)
			expect(await page.getByTestId('waitlist-prompt').count()).toBe(1)
		} finally {
			await close()
		}
	})

	test('a subscriber is not sent to the waitlist: the banner, the sign-up section and the availability page lead to a new alert', async () => {
		const subscriber = await seedUser(app.database.db, { isEmailVerified: true })
		await seedAlert(app.database.db, subscriber.id, 'active')
		const newcomer = await seedUser(app.database.db, { isEmailVerified: true })
		for (const javaScript of [false, true]) {
			const { page, close, errors } = await app.signedInPage(javaScript, subscriber.id)
			try {
				await page.goto(`${app.server.url}/`)
				expect(await page.getByTestId('capacity-banner').getAttribute('data-level')).toBe('full')
				expect(await page.getByTestId('capacity-banner-text').textContent()).toBe('All 10 places are taken, and one of them is yours: you can add alerts at any time.')
				expect(await page.getByTestId('capacity-banner').getByRole('link').getAttribute('href')).toBe('/setup-alerts')
				expect(await page.locator('#signup-form').getByRole('link', { name: 'Join the waitlist' }).count()).toBe(0)
				expect(await page.locator('#signup-form form').count()).toBe(1)
				// Signed in: no account to create at the end.
				expect(await page.locator('#signup-form').getByText('Then describe the car and connect Telegram.', { exact: false }).count()).toBe(1)
				await page.goto(`${app.server.url}/check-subscription`)
				expect(await page.getByText('All places are taken, and one of them is yours: you can add alerts at any time.').count()).toBe(1)
				expect(await page.getByRole('link', { name: 'Set up alerts' }).getAttribute('href')).toBe('/setup-alerts')
				expect(errors).toEqual([])
			} finally {
				await close()
			}
		}
		// Someone signed in without an alert is a newcomer: the waitlist, as for a stranger.
		const { page, close } = await app.signedInPage(false, newcomer.id)
		try {
			await page.goto(`${app.server.url}/`)
			expect(await page.getByTestId('capacity-banner').getByRole('link').getAttribute('href')).toBe('/waitlist')
			expect(await page.locator('#signup-form').getByRole('link', { name: 'Join the waitlist' }).count()).toBe(1)
			await page.goto(`${app.server.url}/check-subscription`)
			expect(await page.getByRole('link', { name: 'Join the waitlist' }).last().getAttribute('href')).toBe('/waitlist')
		} finally {
			await close()
		}
	})
})
