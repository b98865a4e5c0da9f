import { mkdir } from 'node:fs/promises'
import { describe, expect, test } from 'vitest'
import { seriousA11yViolations } from './support/a11y.ts'
import { cookieValue, preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedSubscribers } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

const app = setUpBrowserApp({ env: { SUPPORT_EMAIL: 'help@carwatch.test', SUPPORT_TELEGRAM: 'carwatchHelp' } })

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('landing page with $label', ({ javaScript }) => {
	test('has the hero, six features, four steps, pricing, six questions and every anchor', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		await page.goto(`${app.server.url}/`)
		expect(await page.locator('h1').allTextContents()).toEqual(['Find your next car before anyone else'])
		for (const anchor of ['features', 'how-it-works', 'pricing', 'faq', 'signup-form']) {
			expect(await page.locator(`#${anchor}`).count(), anchor).toBe(1)
		}
		expect(await page.locator('[data-testid=features] h3').count()).toBe(6)
		expect(await page.locator('[data-testid=steps] > li').count()).toBe(4)
		expect(await page.getByTestId('base-price').textContent()).toBe('$9.99')
		expect(await page.getByTestId('add-ons').locator('li').allInnerTexts()).toEqual([
			expect.stringMatching(/Each additional website\s+\+\$4\.99\/mo/),
			expect.stringMatching(/every 30 minutes\s+\+\$2\.99\/mo/),
			expect.stringMatching(/every 15 minutes\s+\+\$5\.99\/mo/),
			expect.stringMatching(/every 5 minutes\s+\+\$9\.99\/mo/),
			expect.stringMatching(/every minute\s+\+\$14\.99\/mo/),
		])
		expect(await page.locator('#faq details').count()).toBe(6)
		// Subscriptions are priced in dollars; a car's asking price (the hero's sample message) keeps its site's currency.
		expect(await page.locator('#pricing').textContent()).not.toContain('€')
		expect(await page.locator('#signup-form').textContent()).not.toContain('€')
		// Hero calls to action.
		expect(await page.getByRole('link', { name: 'Set up my alerts' }).getAttribute('href')).toBe('/setup-alerts')
		expect(await page.getByRole('link', { name: 'How it works' }).first().getAttribute('href')).toContain('#how-it-works')
		expect(errors).toEqual([])
		await close()
	})

	test('the FAQ opens one answer at a time', async () => {
		const { page, close } = await app.openPage({ javaScript })
		await page.goto(`${app.server.url}/#faq`)
		const first = page.locator('#faq-4')
		const second = page.locator('#faq-5')
		await first.locator('summary').click()
		await expect.poll(() => first.getAttribute('open')).not.toBeNull()
		expect(await first.textContent()).toContain('$9.99 per month for one website')
		await second.locator('summary').click()
		await expect.poll(() => second.getAttribute('open')).not.toBeNull()
		expect(await first.getAttribute('open')).toBeNull()
		await close()
	})

	test('the language picker switches the copy and the choice persists', async () => {
		const { page, close } = await app.openPage({ javaScript })
		await page.goto(`${app.server.url}/`)
		await page.getByTestId('language-summary').first().click()
		await page.getByRole('button', { name: 'Deutsch' }).first().click()
		await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de')
		expect(await page.locator('h1').textContent()).toBe('Finden Sie Ihr nächstes Auto vor allen anderen')
		await page.goto(`${app.server.url}/waitlist`)
		expect(await page.locator('h1').textContent()).toBe('Plätze sind frei: Sie müssen nicht warten')
		await close()
	})

	test('the theme switch persists, and the server already paints it (no flash)', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		await page.goto(`${app.server.url}/`)
		await page.getByTestId('theme-summary').first().click()
		await page.getByRole('button', { name: 'Dark' }).first().click()
		await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe('dark')
		const cookies = await page.context().cookies()
		const theme = cookies.find((cookie) => cookie.name === 'theme')
		expect(theme?.value).toBe(cookieValue('dark'))
		// The server's HTML for the next request carries the scheme before any script runs.
		const html = await (
			await fetch(`${app.server.url}/`, { headers: { Cookie: `theme=${theme?.value}` } })
		).text()
		expect(html).toMatch(/<html[^>]*data-mantine-color-scheme="dark"/)
		expect(errors).toEqual([])
		await close()
	})

	test('below 1280 px the navigation sits behind a hamburger menu that opens (docs/decisions/018)', async () => {
		const { page, close } = await app.openPage({ javaScript, viewport: { width: 375, height: 800 } })
		await page.goto(`${app.server.url}/`)
		// No navigation bar is visible until the menu opens (getByRole skips hidden elements).
		const navigation = page.locator('header').getByRole('navigation', { name: 'Main navigation' })
		expect(await navigation.count()).toBe(0)
		await page.getByTestId('mobile-menu').locator('> summary').click()
		expect(await navigation.count()).toBe(1)
		await expect.poll(() => page.getByTestId('mobile-menu').getByRole('link', { name: 'Pricing', exact: true }).isVisible()).toBe(true)
		await page.getByTestId('mobile-menu').getByRole('link', { name: 'Waitlist' }).click()
		// Places are free here, and the waitlist page says so.
		await expect.poll(() => page.locator('h1').textContent()).toBe('Places are open: no need to wait')
		await close()
	})
})

test('with JavaScript, a page downloads its own language\'s texts only, and navigates in it', async () => {
	const { page, errors, close } = await app.openPage({ javaScript: true })
	await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
	const scripts: Promise<string>[] = []
	const documents: string[] = []
	page.on('response', (response) => {
		if (response.request().resourceType() === 'script') scripts.push(response.text())
		if (response.request().resourceType() === 'document' && response.status() === 200) documents.push(new URL(response.url()).pathname)
	})
	await page.goto(`${app.server.url}/`)
	// Hydrated: React has attached itself to the page's elements.
	await expect.poll(() => page.locator('footer a[href="/about"]').evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react')))).toBe(true)
	await page.locator('footer a[href="/about"]').click()
	await expect.poll(() => page.locator('h1').textContent()).toBe('Über CarWatch')
	expect(documents).toEqual(['/'])
	const bodies = await Promise.all(scripts)
	expect(bodies.some((body) => body.includes('Finden Sie Ihr nächstes Auto vor allen anderen'))).toBe(true)
	expect(bodies.filter((body) => body.includes('Find your next car before anyone else'))).toEqual([])
	expect(errors).toEqual([])
	await close()
})

test('when the language\'s texts do not arrive, the server\'s page stays as it is instead of showing bare keys', async () => {
	const { page, close, expectErrors } = await app.openPage({ javaScript: true })
	// The language chunk is cut on purpose: the browser logs each failed download.
	expectErrors(/net::ERR_CONNECTION_RESET/)
	await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
	let dropped = 0
	await page.route('**/assets/*.js', async (route) => {
		const response = await route.fetch()
		if ((await response.text()).includes('Finden Sie Ihr nächstes Auto vor allen anderen')) {
			dropped += 1
			return route.abort('connectionreset')
		}
		return route.fulfill({ response })
	})
	await page.goto(`${app.server.url}/`)
	await expect.poll(() => dropped).toBeGreaterThanOrEqual(1)
	// Time for the entry's one retry (350 ms) to fail too and, were it to hydrate anyway, for React to render.
	await page.waitForTimeout(2_000)
	expect(await page.locator('h1').textContent()).toBe('Finden Sie Ihr nächstes Auto vor allen anderen')
	expect(await page.locator('footer a[href="/about"]').evaluate((link) => Object.keys(link).some((key) => key.startsWith('__react')))).toBe(false)
	await close()
})

describe('the waitlist form', () => {
	test.each([false, true])('with JavaScript %s: errors in place, then the success card', async (javaScript) => {
		const { page, close } = await app.openPage({ javaScript })
		await page.goto(`${app.server.url}/waitlist`)
		await page.getByLabel('First name').fill('A')
		await page.getByLabel('Last name').fill('Novak')
		await page.getByLabel('E-mail').fill('not-an-email')
		await page.getByRole('button', { name: 'Join the waitlist' }).click()
		await expect.poll(() => page.getByText('First name must be at least 2 characters').isVisible()).toBe(true)
		expect(await page.getByText('Please enter a valid email address').isVisible()).toBe(true)
		// What was typed is kept.
		expect(await page.getByLabel('Last name').inputValue()).toBe('Novak')
		await page.getByLabel('First name').fill('Ana')
		await page.getByLabel('E-mail').fill(`ana.${javaScript}@example.com`)
		await page.getByRole('button', { name: 'Join the waitlist' }).click()
		await expect.poll(() => page.getByTestId('waitlist-success').isVisible()).toBe(true)
		expect(await page.getByTestId('waitlist-success').textContent()).toContain("You're on the list!")
		await close()
	})

	test('POST /api/waitlist validates, is idempotent and never reveals membership', async () => {
		const post = (body: string, type = 'application/json') =>
			fetch(`${app.server.url}/api/waitlist`, { method: 'POST', headers: { 'Content-Type': type }, body })
		const malformed = await post('{not json')
		expect(malformed.status).toBe(400)
		expect((await malformed.json()).message).toBe('The request body is not valid JSON.')
		const invalid = await post(JSON.stringify({ firstName: 'Bo', lastName: 'X', email: 'bo@example.com' }))
		expect(invalid.status).toBe(400)
		expect((await invalid.json()).message).toBe('Last name must be at least 2 characters')
		// A value of the wrong type gets the field's own words, never zod's English.
		const wrongType = await post(JSON.stringify({ firstName: 42, lastName: 'Berg', email: ['bo@example.com'] }))
		expect(wrongType.status).toBe(400)
		expect(await wrongType.json()).toEqual({
			message: 'First name must be at least 2 characters',
			errors: [
				{ field: 'firstName', message: 'First name must be at least 2 characters' },
				{ field: 'email', message: 'Please enter a valid email address' },
			],
		})
		const entry = JSON.stringify({ firstName: 'Bo', lastName: 'Berg', email: 'Bo@Example.com' })
		const first = await post(entry)
		const again = await post(entry)
		expect([first.status, again.status]).toEqual([201, 201])
		expect(await again.json()).toEqual(await first.json())
		const { rows } = await app.database.pool.query("select email from waitlist_entries where email = 'bo@example.com'")
		expect(rows).toHaveLength(1)
	})
})

describe('capacity', () => {
	test.each([
		[20, 'green', 'available'],
		[25, 'orange', 'limited'],
		[30, 'red', 'full'],
	] as const)('with %i of 30 subscribers the badge is %s and the banner %s', async (total, color, level) => {
		const { rows } = await app.database.pool.query<{ n: number }>(
			"select count(distinct user_id)::int as n from subscriptions where status = 'active'",
		)
		await seedSubscribers(app.database.db, total - rows[0]!.n)

		const stats = await (await fetch(`${app.server.url}/api/subscription-stats`)).json()
		expect(stats).toEqual({ active: total, held: 0, capacity: 30, remaining: 30 - total, full: total === 30 })

		const { page, close } = await app.openPage({ javaScript: false })
		await page.goto(`${app.server.url}/`)
		const badge = page.getByTestId('capacity-badge')
		expect(await badge.getAttribute('data-color')).toBe(color)
		expect(await badge.textContent()).toBe(`${total}/30 subscribers`)
		expect(await badge.getAttribute('title')).toBe(
			total === 30
				? "At maximum capacity! We're not accepting new subscriptions at this time."
				: `${30 - total} subscriptions available`,
		)
		const banner = page.getByTestId('capacity-banner')
		expect(await banner.getAttribute('data-level')).toBe(level)
		expect(await banner.getByRole('link').getAttribute('href')).toBe(level === 'full' ? '/waitlist' : '/setup-alerts')

		await page.goto(`${app.server.url}/waitlist`)
		expect(await page.getByTestId('active-count').textContent()).toBe(String(total))
		expect(await page.getByTestId('available-count').textContent()).toBe(String(30 - total))
		expect(await page.getByTestId('percent-bar').getAttribute('data-percent')).toBe(
			String(Math.floor((total / 30) * 100)),
		)
		await page.goto(`${app.server.url}/check-subscription`)
		expect(await page.locator('h1').textContent()).toBe('Check availability')
		await close()
	})
})

test('public pages are cacheable: ETag, Cache-Control and Vary, with 304 on revalidation', async () => {
	const first = await fetch(`${app.server.url}/`)
	expect(first.headers.get('cache-control')).toContain('public')
	expect(first.headers.get('vary')).toMatch(/Cookie/)
	expect(first.headers.get('vary')).toMatch(/Accept-Language/)
	const etag = first.headers.get('etag')
	expect(etag).toMatch(/^W\/".+"$/)
	const csp = first.headers.get('content-security-policy') ?? ''
	const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
	expect(await first.text()).toContain(`nonce="${nonce}"`)

	const second = await fetch(`${app.server.url}/`)
	expect(second.headers.get('etag')).toBe(etag)
	// The same page keeps the same nonce, so a revalidated copy still runs its scripts.
	expect(second.headers.get('content-security-policy')).toBe(csp)
	const revalidated = await fetch(`${app.server.url}/`, { headers: { 'If-None-Match': etag! } })
	expect(revalidated.status).toBe(304)
})

test('a public page rendered for a signed-in user is private: it shows their name', async () => {
	const { user } = await seedAccount(app.database.db)
	const cookie = await sessionCookieFor(app.database.db, user.id)
	for (const path of ['/', '/faq', '/dashboard']) {
		const response = await fetch(`${app.server.url}${path}`, { headers: { Cookie: `__session=${cookie}` } })
		expect(response.status, path).toBe(200)
		expect(response.headers.get('cache-control'), path).toBe('private, no-store')
	}
})

test('/signup and /search redirect; the preference form refuses foreign redirects', async () => {
	const signup = await fetch(`${app.server.url}/signup`, { redirect: 'manual' })
	expect([signup.status, signup.headers.get('location')]).toEqual([301, '/register'])
	const search = await fetch(`${app.server.url}/search`, { redirect: 'manual' })
	expect([search.status, search.headers.get('location')]).toEqual([301, '/setup-alerts'])
	const evil = await fetch(`${app.server.url}/resources/preferences`, {
		method: 'POST',
		redirect: 'manual',
		body: new URLSearchParams({ theme: 'dark', redirectTo: '//evil.example/' }),
	})
	expect([evil.status, evil.headers.get('location')]).toEqual([302, '/'])
	const bad = await fetch(`${app.server.url}/resources/preferences`, {
		method: 'POST',
		redirect: 'manual',
		body: new URLSearchParams({ theme: 'neon' }),
	})
	expect(bad.status).toBe(400)
})

describe('accessibility: no serious or critical axe violations', () => {
	test.each(['/', '/waitlist', '/check-subscription', '/no-such-page'])('%s', async (path) => {
		for (const colorScheme of ['light', 'dark'] as const) {
			const violations = await seriousA11yViolations(app.browser, `${app.server.url}${path}`, {
				colorScheme,
				widths: [1280, 375],
				cookies: [{ name: 'theme', value: cookieValue(colorScheme) }],
			})
			const readable = violations.map((v) => `${v.width}px ${v.id}: ${v.targets.slice(0, 4).join(' | ')}`)
			expect(readable, `${path} ${colorScheme}`).toEqual([])
		}
	})
})

test('screenshots of / at 1280 and 375 px in both themes land in test-results/', async () => {
	await mkdir('test-results', { recursive: true })
	for (const theme of ['light', 'dark'] as const) {
		for (const width of [1280, 375]) {
			const { page, close } = await app.openPage({ javaScript: true, viewport: { width, height: 900 } })
			await page.context().addCookies(preferenceCookies(app.server.url, { theme }))
			await page.goto(`${app.server.url}/`)
			expect(await page.getAttribute('html', 'data-mantine-color-scheme')).toBe(theme)
			const path = `test-results/home-${width}-${theme}.png`
			await page.screenshot({ path, fullPage: true })
			await close()
		}
	}
})
