import { type Locator } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { addToMarket, marketDay, startMarkets } from '#core/models/market-chart.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert, seedUser } from './support/seed.ts'
import { sessionCookieFor } from './support/session.ts'

/**
 * The market chart of each alert card on the dashboard (docs/decisions/038-market-chart.md), in
 * real Chromium with JavaScript off against the built server: an SVG the server drew from the
 * alert's daily rollup, named and described for screen readers in the reader's language, a short
 * text where there is nothing to draw. The rollup is written as delivery writes it (its own test
 * is in worker/lib/feeds/feeds.test.ts).
 */

const app = setUpBrowserApp()

/** The text an element's aria-describedby points at: its accessible description. */
const description = (element: Locator) =>
	element.evaluate((node) => document.getElementById(node.getAttribute('aria-describedby') ?? '')?.textContent?.replace(/\s+/g, ' ') ?? null)

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)

/**
 * A user with four alerts: a Golf counting for longer than the chart shows, with cars on two days
 * (and one too old to show); a Passat whose criteria were edited two days ago, with a car today;
 * a Polo edited two days ago with nothing since; a Dacia that has never been checked.
 */
async function seedDashboard() {
	const db = app.database.db
	const user = await seedUser(db, { isEmailVerified: true })
	const golf = await seedAlert(db, user.id, 'active', { priceMax: 20_000 })
	const passat = await seedAlert(db, user.id, 'active', { model: 'passat' })
	const polo = await seedAlert(db, user.id, 'active', { model: 'polo' })
	const dacia = await seedAlert(db, user.id, 'pending_payment', { brand: 'dacia', model: 'all', websitesSelected: ['olx.ro'] })
	await startMarkets(
		db,
		[
			{ subscriptionId: golf.id, criteriaKey: 'golf', since: daysAgo(60) },
			{ subscriptionId: passat.id, criteriaKey: 'passat', since: daysAgo(2) },
			{ subscriptionId: polo.id, criteriaKey: 'polo', since: daysAgo(2) },
		],
		{ restart: true },
	)
	await addToMarket(db, golf.id, [
		{ day: marketDay(daysAgo(3)), priceEur: 11_000 },
		{ day: marketDay(daysAgo(3)), priceEur: 14_000 },
		{ day: marketDay(daysAgo(10)), priceEur: 12_500 },
		{ day: marketDay(daysAgo(40)), priceEur: 9_000 },
	])
	await addToMarket(db, passat.id, [{ day: marketDay(new Date()), priceEur: null }])
	// Another user's alert, counting: their card, not this user's.
	const other = await seedUser(db)
	const theirs = await seedAlert(db, other.id, 'active', { model: 'all' })
	await startMarkets(db, [{ subscriptionId: theirs.id, criteriaKey: 'all', since: daysAgo(60) }], { restart: true })
	await addToMarket(db, theirs.id, [{ day: marketDay(daysAgo(1)), priceEur: 5_000 }])
	return { user, golf, passat, polo, dacia }
}

describe('the market chart of an alert card (JavaScript off)', () => {
	test('an SVG drawn by the server, named with the count and the median, described with its scales; texts where there is nothing to draw', async () => {
		const { user, golf, passat, polo, dacia } = await seedDashboard()
		const { page, close } = await app.signedInPage(false, user.id)
		try {
			await page.goto(`${app.server.url}/dashboard`)
			expect(await page.locator('[data-testid="alert-card"]').count()).toBe(4)
			const card = page.locator(`[data-testid="alert-card"][data-alert-id="${golf.id}"]`)
			const chart = card.getByRole('img', { name: '3 matching cars in 30 days, median €12,500' })
			// Found by its role and accessible name: the browser names the SVG from its <title>.
			expect(await chart.count()).toBe(1)
			expect(await chart.isVisible()).toBe(true)
			expect(await chart.evaluate((element) => element.tagName)).toBe('svg')
			expect(await description(chart)).toMatch(/^From \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}\. Bars: cars first seen each day, up to 2 a day\. Line: their median price, from €12,500 to €12,500\.$/)
			// Two days with cars: two bars in one path, and a dot for each day's median.
			expect((await chart.locator('path').first().getAttribute('d'))?.match(/M/g)).toHaveLength(2)
			expect((await chart.locator('path').last().getAttribute('d'))?.match(/h0/g)).toHaveLength(2)
			expect(await card.getByText('New cars a day, up to 2').isVisible()).toBe(true)
			// Counting for longer than the chart shows: no "since".
			expect(await card.getByTestId('alert-market-since').count()).toBe(0)
			// It stays inside the card at a phone's width.
			await page.setViewportSize({ width: 375, height: 800 })
			const [chartBox, cardBox] = await Promise.all([chart.boundingBox(), card.boundingBox()])
			expect(chartBox!.x).toBeGreaterThanOrEqual(cardBox!.x)
			expect(chartBox!.x + chartBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
			expect(chartBox!.height).toBeGreaterThan(40)

			// Restarted by an edit two days ago: the card says since when; no price, no line.
			const edited = page.locator(`[data-testid="alert-card"][data-alert-id="${passat.id}"]`)
			const editedChart = edited.getByRole('img', { name: '1 matching car in 30 days' })
			expect(await editedChart.count()).toBe(1)
			expect(await description(editedChart)).toMatch(/^From \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}\. Bars: cars first seen each day, up to 1 a day\. Counted since \w+ \d{1,2}, \d{4}\.$/)
			expect(await edited.getByTestId('alert-market-since').textContent()).toMatch(/^Counted since \w{3} \d{1,2}$/)
			expect(await editedChart.locator('path').count()).toBe(1)

			const quiet = page.locator(`[data-testid="alert-card"][data-alert-id="${polo.id}"]`)
			expect(await quiet.getByTestId('alert-market-empty').textContent()).toMatch(/^No new matching cars since \w+ \d{1,2}, \d{4}\.$/)
			const waiting = page.locator(`[data-testid="alert-card"][data-alert-id="${dacia.id}"]`)
			expect(await waiting.getByTestId('alert-market-empty').textContent()).toBe("Counting starts at the alert's next check.")
			expect(await waiting.locator('svg').count()).toBe(0)
		} finally {
			await close()
		}
	})

	test('in each of the five languages, numbers and dates formatted for it', async () => {
		const { user, golf, passat } = await seedDashboard()
		// Long dates in sentences (a short one's period would meet the sentence's: "nov.."), short ones in the legend.
		const expected = {
			en: { name: /^3 matching cars in 30 days, median €12,500$/, description: /^From \w+ \d{1,2}, \d{4} to \w+ \d{1,2}, \d{4}\. Bars: .* from €12,500 to €12,500\.$/, since: /^Counted since \w{3} \d{1,2}$/ },
			de: { name: /^3 passende Autos in 30 Tagen, Median 12\.500\s€$/, description: /^Vom \d{1,2}\. \S+ \d{4} bis \d{1,2}\. \S+ \d{4}\. Balken: .* von 12\.500\s€ bis 12\.500\s€\.$/, since: /^Gezählt seit dem \d{1,2}\. \S+$/ },
			fr: { name: /^3 voitures correspondantes en 30 jours, prix médian 12\s500\s€$/, description: /^Du \d{1,2}(er)? \S+ \d{4} au \d{1,2}(er)? \S+ \d{4}\. Barres\s: .* de 12\s500\s€ à 12\s500\s€\.$/, since: /^Compté depuis le \d{1,2} \S+$/ },
			es: { name: /^3 coches coincidentes en 30 días, mediana 12\.500\s€$/, description: /^Del \d{1,2} de \S+ de \d{4} al \d{1,2} de \S+ de \d{4}\. Barras: .* de 12\.500\s€ a 12\.500\s€\.$/, since: /^Contado desde el \d{1,2} \S+$/ },
			it: { name: /^3 auto corrispondenti in 30 giorni, mediana 12\.500\s€$/, description: /^Dal \d{1,2} \S+ \d{4} al \d{1,2} \S+ \d{4}\. Barre: .* da 12\.500\s€ a 12\.500\s€\.$/, since: /^Contate dal \d{1,2} \S+$/ },
		}
		for (const [language, texts] of Object.entries(expected)) {
			const { page, close } = await app.signedInPage(false, user.id, language)
			try {
				await page.goto(`${app.server.url}/dashboard`)
				const chart = page.locator(`[data-testid="alert-card"][data-alert-id="${golf.id}"]`).getByRole('img', { name: texts.name })
				expect(await chart.count(), language).toBe(1)
				expect(await description(chart), language).toMatch(texts.description)
				expect(await description(chart), language).not.toContain('..')
				expect(await page.locator(`[data-testid="alert-card"][data-alert-id="${passat.id}"]`).getByTestId('alert-market-since').textContent(), language).toMatch(texts.since)
			} finally {
				await close()
			}
		}
	})

	test('no serious accessibility violations, light and dark', async () => {
		const { user } = await seedDashboard()
		const cookie = await sessionCookieFor(app.database.db, user.id)
		for (const colorScheme of ['light', 'dark'] as const) {
			const cookies = [{ name: '__session', value: cookie }, ...preferenceCookies(app.server.url, { theme: colorScheme })]
			expect(await seriousA11yViolations(app.browser, `${app.server.url}/dashboard`, { colorScheme, cookies }), colorScheme).toEqual([])
		}
	})
})
