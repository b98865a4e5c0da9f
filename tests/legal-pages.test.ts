import { describe, expect, test } from 'vitest'
import { seriousA11yViolations } from './support/a11y.ts'
import { cookieValue, preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'

const supportEmail = 'help@carwatch.test'
const app = setUpBrowserApp({ env: { SUPPORT_EMAIL: supportEmail } })

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('with $label', ({ javaScript }) => {
	test('/terms shows its heading, 13 numbered sections and the cookies section', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/terms`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe('Terms of service | CarWatch')
		await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Terms of service'])
		const headings = await page.locator('main section h2').allTextContents()
		expect(headings).toHaveLength(13)
		headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. \\S`)))
		expect(headings[0]).toBe('1. Acceptance of terms')
		const cookies = page.locator('main section#cookies')
		await expect(cookies.count()).resolves.toBe(1)
		await expect(cookies.locator('h2').textContent()).resolves.toBe('11. Cookies')
		// The footer links to /terms#cookies: the table of contents uses the same anchors.
		await expect(page.locator('main nav a[href="#cookies"]').count()).resolves.toBe(1)
		await expect(page.locator('main').textContent()).resolves.toContain(supportEmail)
		expect(errors).toEqual([])
		await close()
	})

	test('/privacy shows its heading, the GDPR section and the configured support e-mail', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/privacy`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe('Privacy policy | CarWatch')
		await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Privacy policy'])
		const gdpr = page.locator('main section#gdpr')
		await expect(gdpr.locator('h2').textContent()).resolves.toBe('Your rights under the GDPR')
		const mail = page.locator(`main a[href="mailto:${supportEmail}"]`)
		await expect(mail.first().textContent()).resolves.toBe(supportEmail)
		// Every section has an id, a heading and at least one paragraph.
		const sections = await page.locator('main section').evaluateAll((elements) =>
			elements.map((element) => ({
				id: element.id,
				heading: element.querySelector('h2')?.textContent ?? '',
				paragraphs: element.querySelectorAll('p').length,
			})),
		)
		expect(sections.length).toBeGreaterThan(5)
		for (const section of sections) {
			expect(section.id).not.toBe('')
			expect(section.heading).not.toBe('')
			expect(section.paragraphs).toBeGreaterThan(0)
		}
		expect(errors).toEqual([])
		await close()
	})

	test('/terms#cookies scrolls to the cookies section, clear of the sticky header', async () => {
		const { page, close } = await app.openPage({ javaScript, viewport: { width: 1280, height: 700 } })
		await page.goto(`${app.server.url}/terms#cookies`)
		// Scrolling is smooth (global.css), so wait for it to settle below the 64 px sticky header.
		await expect
			.poll(() => page.locator('#cookies').evaluate((element) => element.getBoundingClientRect().top), {
				timeout: 5_000,
			})
			.toSatisfy((top: number) => top >= 64 && top < 200)
		await close()
	})

	test('the pages are in German with the language cookie', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
		await page.goto(`${app.server.url}/terms`)
		expect(await page.getAttribute('html', 'lang')).toBe('de')
		expect(await page.title()).toBe('Nutzungsbedingungen | CarWatch')
		await expect(page.locator('h1').textContent()).resolves.toBe('Nutzungsbedingungen')
		await expect(page.locator('main section#cookies h2').textContent()).resolves.toBe('11. Cookies')
		await expect(page.locator('main section#acceptance h2').textContent()).resolves.toBe(
			'1. Annahme der Bedingungen',
		)

		await page.goto(`${app.server.url}/privacy`)
		expect(await page.getAttribute('html', 'lang')).toBe('de')
		await expect(page.locator('h1').textContent()).resolves.toBe('Datenschutzerklärung')
		await expect(page.locator('main section#gdpr h2').textContent()).resolves.toBe('Ihre Rechte nach der DSGVO')
		await expect(page.locator('main').textContent()).resolves.toContain(supportEmail)
		expect(errors).toEqual([])
		await close()
	})
})

test('the language follows Accept-Language on both pages', async () => {
	const { page, close } = await app.openPage({ javaScript: false, locale: 'de-DE' })
	await page.goto(`${app.server.url}/privacy`)
	expect(await page.getAttribute('html', 'lang')).toBe('de')
	await expect(page.locator('h1').textContent()).resolves.toBe('Datenschutzerklärung')
	await page.goto(`${app.server.url}/terms`)
	await expect(page.locator('h1').textContent()).resolves.toBe('Nutzungsbedingungen')
	await close()
})

test.each([
	['fr', 'Conditions d’utilisation', 'Politique de confidentialité'],
	['es', 'Términos del servicio', 'Política de privacidad'],
	['it', 'Termini di servizio', 'Informativa sulla privacy'],
])('the pages are translated into %s', async (language, termsHeading, privacyHeading) => {
	const { page, close } = await app.openPage({ javaScript: false })
	await page.context().addCookies(preferenceCookies(app.server.url, { language }))
	await page.goto(`${app.server.url}/terms`)
	expect(await page.getAttribute('html', 'lang')).toBe(language)
	await expect(page.locator('h1').textContent()).resolves.toBe(termsHeading)
	await expect(page.locator('main section h2').count()).resolves.toBe(13)
	await page.goto(`${app.server.url}/privacy`)
	await expect(page.locator('h1').textContent()).resolves.toBe(privacyHeading)
	await expect(page.locator('main section#gdpr').count()).resolves.toBe(1)
	await close()
})

test('each page has its own title and description', async () => {
	const pages = await Promise.all(
		['/terms', '/privacy', '/'].map(async (path) => {
			const html = await fetch(`${app.server.url}${path}`).then((response) => response.text())
			return {
				title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
				description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
			}
		}),
	)
	expect(new Set(pages.map((item) => item.title)).size).toBe(3)
	const [terms, privacy] = pages
	expect(terms?.description).toBeTruthy()
	expect(privacy?.description).toBeTruthy()
	expect(terms?.description).not.toBe(privacy?.description)
})

test('the pages may be cached publicly and vary by language', async () => {
	for (const path of ['/terms', '/privacy']) {
		const response = await fetch(`${app.server.url}${path}`)
		expect(response.headers.get('cache-control')).toContain('public')
		expect(response.headers.get('vary')).toContain('Accept-Language')
	}
})

/** Serious and critical axe findings on the whole page, header and footer included. */
async function seriousViolations(url: string, colorScheme: 'light' | 'dark') {
	const cookies = [{ name: 'theme', value: cookieValue(colorScheme) }]
	const violations = await seriousA11yViolations(app.browser, url, { colorScheme, widths: [1280, 375], cookies })
	return violations.map((violation) => `${violation.width}px ${violation.id}: ${violation.targets.slice(0, 4).join(' | ')}`)
}

describe.each(['/terms', '/privacy'])('%s has no serious accessibility violations', (path) => {
	test.each(['light', 'dark'] as const)('in the %s theme at 1280 and 375 px', async (colorScheme) => {
		expect(await seriousViolations(`${app.server.url}${path}`, colorScheme)).toEqual([])
	})
})
