import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { seriousA11yViolations } from './support/a11y.ts'
import { cookieValue, preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'

const app = setUpBrowserApp({ env: { SUPPORT_EMAIL: 'help@carwatch.test', SUPPORT_TELEGRAM: 'carwatchHelp', SUBSCRIBER_CAPACITY: '25' } })

/** The static pages /faq, /about and /support: content, single-open answers, languages, a11y. */

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents()

/** Opens a question by clicking its summary, as a visitor would. */
async function openQuestion(page: Page, id: string) {
	await page.locator(`details#${id} > summary`).click()
}

const isOpen = (page: Page, id: string) =>
	page.locator(`details#${id}`).evaluate((details) => (details as HTMLDetailsElement).open)

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('with $label', ({ javaScript }) => {
	test('/faq shows three categories with ten questions, prices and the capacity', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/faq`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe('FAQ | CarWatch')
		expect(await texts(page, 'h1')).toEqual(['Frequently asked questions'])
		const headings = await texts(page, 'main h2')
		expect(headings).toEqual(expect.arrayContaining(['General', 'Subscription', 'Technical']))
		expect(await page.locator('main details > summary').count()).toBe(10)
		// Each category is its own single-open group.
		expect(await page.locator('main details[name="faq-general"]').count()).toBe(3)
		expect(await page.locator('main details[name="faq-subscription"]').count()).toBe(4)
		expect(await page.locator('main details[name="faq-technical"]').count()).toBe(3)

		await openQuestion(page, 'cost')
		expect(await isOpen(page, 'cost')).toBe(true)
		const cost = await page.locator('details#cost').innerText()
		expect(cost).toContain('$9.99')
		expect(cost).toContain('$4.99')
		for (const price of ['+$2.99', '+$5.99', '+$14.99']) expect(cost).toContain(price)
		expect(cost).not.toContain('€')

		await openQuestion(page, 'subscriber-limit')
		expect(await page.locator('details#subscriber-limit').innerText()).toContain('25')

		await openQuestion(page, 'which-websites')
		const websites = (await page.locator('details#which-websites').textContent()) ?? ''
		expect(websites).toContain('Watched now')
		for (const site of ['mobile.de', 'AutoScout24', 'avto.net', 'OLX', 'Facebook Marketplace']) expect(websites).toContain(site)
		// The demo market is for trying the product, never listed as a marketplace.
		expect(websites).not.toContain('Demo market')

		expect(await page.locator('main a[href="/support"]').count()).toBeGreaterThan(0)
		expect(errors).toEqual([])
		await close()
	})

	test('/about shows what CarWatch does and stands for; no team, story or careers the operator did not set up', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/about`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe('About us | CarWatch')
		expect(await texts(page, 'h1')).toEqual(['About CarWatch'])
		expect(await texts(page, 'main h2')).toEqual(['Why CarWatch', 'What we stand for', 'Learn more'])
		expect(await page.locator('[data-testid="mission"] h3').count()).toBe(3)
		// No content file: no people, no founding story, no jobs (docs/decisions/055).
		expect(await page.getByTestId('team').count()).toBe(0)
		const main = (await page.locator('main').textContent()) ?? ''
		for (const invented of ['Marko', 'Anna Weber', 'Luca Romano', 'founding team', 'friends started asking']) expect(main).not.toContain(invented)
		expect(await page.locator('a[href="/careers"], a[href="/blog"]').count()).toBe(0)
		for (const href of ['/faq', '/#pricing', '/support']) {
			expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0)
		}
		expect(errors).toEqual([])
		await close()
	})

	test('without the operator’s content there is no blog and no careers page: 404, and no link to them', async () => {
		const { page, close, expectErrors } = await app.openPage({ javaScript })
		expectErrors(/404/)
		for (const path of ['/blog', '/blog/how-to-spot-an-underpriced-used-car', '/careers']) {
			const response = await page.goto(`${app.server.url}${path}`)
			expect(response?.status(), path).toBe(404)
			expect(await texts(page, 'h1')).toEqual(['404 Page not found'])
		}
		await page.goto(`${app.server.url}/`)
		expect(await texts(page, 'footer a')).not.toContain('Blog')
		expect(await texts(page, 'footer a')).not.toContain('Careers')
		expect(await page.locator('footer a[href="/about"]').count()).toBe(1)
		await close()
	})

	test('/support shows the e-mail card, five questions with numbered steps and a working help button', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/support`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe('Support | CarWatch')
		expect(await texts(page, 'h1')).toEqual(['Support'])
		expect(await page.locator('main a[href="mailto:help@carwatch.test"]').count()).toBe(1)
		expect(await page.locator('main').innerText()).toContain('24 hours')
		expect(await page.locator('main details[name="support-faq"]').count()).toBe(5)
		expect(await page.locator('details#telegram-setup ol > li').count()).toBe(4)

		await openQuestion(page, 'telegram-setup')
		expect(await page.locator('details#telegram-setup ol').isVisible()).toBe(true)
		await openQuestion(page, 'service-full')
		expect(await page.locator('details#service-full').innerText()).toContain('25')

		const help = page.locator('[data-testid="help-button"]')
		expect(await help.getAttribute('href')).toBe('https://t.me/carwatchHelp')
		expect(await help.innerText()).toBe('Message us on Telegram')
		expect(await page.locator('main').innerText()).toContain('@carwatchHelp')
		expect(errors).toEqual([])
		await close()
	})
})

describe('with JavaScript off, the answers are native single-open details', () => {
	test('/faq: opening a question shows its answer and closes the other one', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		await page.goto(`${app.server.url}/faq`)
		expect(await isOpen(page, 'cost')).toBe(false)
		expect(await page.getByText('Prices are in US dollars').isVisible()).toBe(false)

		await openQuestion(page, 'cost')
		expect(await isOpen(page, 'cost')).toBe(true)
		expect(await page.getByText('Prices are in US dollars').isVisible()).toBe(true)

		await openQuestion(page, 'cancel')
		expect(await isOpen(page, 'cancel')).toBe(true)
		expect(await isOpen(page, 'cost')).toBe(false)
		expect(await page.getByText('Prices are in US dollars').isVisible()).toBe(false)
		await close()
	})

	test('/support: opening a question closes the other one', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		await page.goto(`${app.server.url}/support`)
		await openQuestion(page, 'telegram-setup')
		await openQuestion(page, 'cancel')
		expect(await isOpen(page, 'cancel')).toBe(true)
		expect(await isOpen(page, 'telegram-setup')).toBe(false)
		await close()
	})
})

describe('in German', () => {
	test('/faq follows the language cookie', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
		await page.goto(`${app.server.url}/faq`)
		expect(await page.getAttribute('html', 'lang')).toBe('de')
		expect(await texts(page, 'h1')).toEqual(['Häufig gestellte Fragen'])
		expect(await texts(page, 'main h2')).toEqual(expect.arrayContaining(['Allgemein', 'Abonnement', 'Technik']))
		await openQuestion(page, 'cost')
		const cost = await page.locator('details#cost').innerText()
		// US dollars, written the German way.
		expect(cost).toContain('9,99\u00a0$')
		expect(cost).not.toContain('$9.99')
		expect(cost).not.toContain('{{')
		await close()
	})

	test('/about and /support follow Accept-Language', async () => {
		const { page, errors, close } = await app.openPage({ javaScript: true, locale: 'de-DE' })
		await page.goto(`${app.server.url}/about`)
		expect(await page.getAttribute('html', 'lang')).toBe('de')
		expect(await page.title()).toBe('Über uns | CarWatch')
		expect(await texts(page, 'h1')).toEqual(['Über CarWatch'])
		expect(await texts(page, 'main h2')).toEqual(expect.arrayContaining(['Warum CarWatch', 'Wofür wir stehen']))

		await page.goto(`${app.server.url}/support`)
		expect(await page.getAttribute('html', 'lang')).toBe('de')
		expect(await texts(page, 'main h2')).toEqual(
			expect.arrayContaining(['E-Mail-Support', 'Häufige Fragen', 'Brauchen Sie noch Hilfe?']),
		)
		expect(await page.locator('[data-testid="help-button"]').innerText()).toBe('Auf Telegram schreiben')
		expect(errors).toEqual([])
		await close()
	})
})

test('every page has its own <title>', async () => {
	const titles = await Promise.all(
		['/faq', '/about', '/support'].map(async (path) => {
			const html = await (await fetch(`${app.server.url}${path}`)).text()
			return /<title>([^<]*)<\/title>/.exec(html)?.[1]
		}),
	)
	expect(titles.every(Boolean)).toBe(true)
	expect(new Set(titles).size).toBe(3)
})

describe.each(['/faq', '/about', '/support'])('accessibility of %s', (path) => {
	test.each(['light', 'dark'] as const)('no serious violations in the %s theme at 1280 and 375 px', async (colorScheme) => {
		const violations = await seriousA11yViolations(app.browser, `${app.server.url}${path}`, {
			colorScheme,
			widths: [1280, 375],
			cookies: [{ name: 'theme', value: cookieValue(colorScheme) }],
		})
		expect(violations).toEqual([])
	})
})
