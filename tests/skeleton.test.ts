import { describe, expect, test } from 'vitest'
import { setUpBrowserApp } from './support/browser-app.ts'

const app = setUpBrowserApp()

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('with $label', ({ javaScript }) => {
	test('the home page renders its title and heading', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe('CarWatch: used-car alerts on Telegram')
		await expect(page.locator('h1').textContent()).resolves.toBe(
			'Find your next car before anyone else',
		)
		expect(await page.getAttribute('html', 'lang')).toBe('en')
		expect(errors).toEqual([])
		await close()
	})

	test('an unknown path shows the 404 page with status 404', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/no/such/page`)
		expect(response?.status()).toBe(404)
		expect(await page.title()).toBe('404 Page not found')
		await expect(page.locator('h1').textContent()).resolves.toBe('404 Page not found')
		// The browser logs the 404 response itself; anything else is a real error.
		expect(errors.filter((e) => !e.includes('404'))).toEqual([])
		await close()
	})
})

test('the language follows Accept-Language when no cookie is set', async () => {
	const { page, close } = await app.openPage({ javaScript: false, locale: 'de-DE' })
	await page.goto(`${app.server.url}/`)
	expect(await page.getAttribute('html', 'lang')).toBe('de')
	await expect(page.locator('h1').textContent()).resolves.toBe(
		'Finden Sie Ihr nächstes Auto vor allen anderen',
	)
	await close()
})

test('responses carry the security headers', async () => {
	const response = await fetch(`${app.server.url}/`)
	const csp = response.headers.get('content-security-policy') ?? ''
	expect(csp).toContain("frame-ancestors 'none'")
	expect(csp).toContain('https://js.stripe.com')
	expect(csp).toMatch(/'nonce-[A-Za-z0-9+/=]+'/)
	expect(response.headers.get('x-content-type-options')).toBe('nosniff')
	// HSTS only in production, where the site is served over https.
	expect(response.headers.get('strict-transport-security')).toBeNull()
	const body = await response.text()
	const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
	expect(body).toContain(`nonce="${nonce}"`)
})
