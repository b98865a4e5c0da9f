import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import blog, { blogArticles } from '#core/i18n/locales/en/blog.ts'
import careers from '#core/i18n/locales/en/careers.ts'
import germanBlog from '#core/i18n/locales/de/blog.ts'
import germanCareers from '#core/i18n/locales/de/careers.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { cookieValue, preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'

const jobsEmail = 'jobs@carwatch.test'
const app = setUpBrowserApp({ env: { SUPPORT_EMAIL: jobsEmail } })

/** The subject of a `mailto:` link, decoded. */
function mailSubject(href: string | null): string {
	return new URL(href ?? '').searchParams.get('subject') ?? ''
}

/** With JavaScript on, wait until React has taken over the page (a click is then a client navigation). */
async function settle(page: Page, javaScript: boolean) {
	if (javaScript) await page.waitForLoadState('networkidle')
}

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('with $label', ({ javaScript }) => {
	test('/blog shows six article cards whose Read more links open the articles', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/blog`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe(blog.meta.title)
		await expect(page.locator('h1').allTextContents()).resolves.toEqual([blog.heading])

		const cards = page.locator('main article')
		await expect(cards.count()).resolves.toBe(6)
		await expect(cards.locator('h2').allTextContents()).resolves.toEqual(blog.articles.map((a) => a.title))
		await expect(cards.locator('time').count()).resolves.toBe(6)
		await expect(cards.locator('time').first().textContent()).resolves.toBe('November 3, 2026')
		const links = cards.getByRole('link', { name: /^Read more/ })
		await expect(links.allTextContents()).resolves.toEqual(Array(6).fill('Read more'))
		const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')))
		expect(hrefs).toEqual(blogArticles.map((article) => `/blog/${article.slug}`))
		// No dead "Load More Articles" button.
		await expect(page.locator('main button').count()).resolves.toBe(0)

		await settle(page, javaScript)
		const third = blog.articles[2]!
		await page.getByRole('link', { name: `Read more: ${third.title}` }).click()
		await page.waitForURL(`${app.server.url}/blog/${blogArticles[2].slug}`)
		// With JavaScript the URL can change a moment before the new page is rendered.
		await page.getByRole('heading', { level: 1, name: third.title }).waitFor()
		await expect(page.locator('h1').allTextContents()).resolves.toEqual([third.title])
		expect(await page.title()).toBe(`${third.title} | CarWatch blog`)
		await expect(page.locator('main').textContent()).resolves.toContain(third.paragraphs[2])

		await page.getByRole('link', { name: blog.backToBlog }).last().click()
		await page.waitForURL(`${app.server.url}/blog`)
		await page.getByRole('heading', { level: 1, name: blog.heading }).waitFor()
		await expect(page.locator('h1').allTextContents()).resolves.toEqual([blog.heading])
		expect(errors).toEqual([])
		await close()
	})

	test('every article answers 200 with its own heading, text and title', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const titles = new Set<string>()
		for (const [index, { slug, date }] of blogArticles.entries()) {
			const article = blog.articles[index]!
			const response = await page.goto(`${app.server.url}/blog/${slug}`)
			expect(response?.status()).toBe(200)
			await expect(page.locator('h1').allTextContents()).resolves.toEqual([article.title])
			await expect(page.locator(`main time[datetime="${date}"]`).count()).resolves.toBe(1)
			expect(article.paragraphs.length).toBeGreaterThanOrEqual(4)
			expect(article.paragraphs.length).toBeLessThanOrEqual(6)
			const text = await page.locator('main').textContent()
			for (const paragraph of article.paragraphs) expect(text).toContain(paragraph)
			await expect(page.locator('main a[href="/blog"]').count()).resolves.toBeGreaterThan(0)
			titles.add(await page.title())
		}
		await page.goto(`${app.server.url}/blog`)
		titles.add(await page.title())
		await page.goto(`${app.server.url}/careers`)
		titles.add(await page.title())
		expect(titles.size).toBe(8)
		expect(errors).toEqual([])
		await close()
	})

	test('an unknown article answers 404 with the 404 page', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/blog/no-such-article`)
		expect(response?.status()).toBe(404)
		expect(await page.title()).toBe('404 Page Not Found')
		await expect(page.locator('h1').textContent()).resolves.toBe('404 Page Not Found')
		// The browser logs the 404 response itself; anything else is a real error.
		expect(errors.filter((e) => !e.includes('404'))).toEqual([])
		await close()
	})

	test('/careers shows three perks, four positions and working mail links', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/careers`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe(careers.meta.title)
		await expect(page.locator('h1').allTextContents()).resolves.toEqual([careers.heading])
		await settle(page, javaScript)

		const perks = page.getByRole('region', { name: careers.perksHeading })
		await expect(perks.getByRole('heading', { level: 3 }).allTextContents()).resolves.toEqual([
			'Flexible Schedule',
			'Remote First',
			'Fast Growth',
		])

		const positions = page.getByRole('region', { name: careers.positionsHeading }).locator('article')
		await expect(positions.count()).resolves.toBe(4)
		const expected = [
			{ title: 'Full-Stack Developer', type: 'Remote, full-time' },
			{ title: 'Data Engineer', type: 'Remote, full-time' },
			{ title: 'Customer Success Manager', type: 'Remote, full-time' },
			{ title: 'UX/UI Designer', type: 'Remote, part-time' },
		]
		for (const [index, { title, type }] of expected.entries()) {
			const position = positions.nth(index)
			await expect(position.getByRole('heading', { level: 3 }).textContent()).resolves.toBe(title)
			await expect(position.textContent()).resolves.toContain(type)
			await expect(position.textContent()).resolves.toMatch(/Posted \w+ \d{1,2}, \d{4}/)
			const apply = position.getByRole('link', { name: `Apply Now: ${title}` })
			await expect(apply.textContent()).resolves.toBe('Apply Now')
			const href = await apply.getAttribute('href')
			expect(href).toMatch(new RegExp(`^mailto:${jobsEmail}\\?subject=`))
			expect(mailSubject(href)).toContain(title)
		}

		const open = page.getByRole('link', { name: 'Send Open Application' })
		const openHref = await open.getAttribute('href')
		expect(openHref).toMatch(new RegExp(`^mailto:${jobsEmail}\\?subject=`))
		expect(mailSubject(openHref)).toBe(careers.openSubject)
		await expect(page.locator('main').textContent()).resolves.toContain(jobsEmail)
		// Every button on the page is a real link: nothing that does nothing.
		await expect(page.locator('main button').count()).resolves.toBe(0)
		expect(errors).toEqual([])
		await close()
	})

	test('German visitors read the blog and careers pages in German', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))

		await page.goto(`${app.server.url}/blog`)
		expect(await page.getAttribute('html', 'lang')).toBe('de')
		expect(await page.title()).toBe(germanBlog.meta.title)
		await expect(page.locator('h1').textContent()).resolves.toBe('Der CarWatch-Blog')
		await expect(page.locator('main article h2').allTextContents()).resolves.toEqual(
			germanBlog.articles.map((a) => a.title),
		)
		await expect(page.locator('main article time').first().textContent()).resolves.toBe('3. November 2026')
		await expect(page.getByRole('link', { name: /^Weiterlesen/ }).count()).resolves.toBe(6)

		await settle(page, javaScript)
		const first = germanBlog.articles[0]!
		await page.getByRole('link', { name: `Weiterlesen: ${first.title}` }).click()
		await page.waitForURL(`${app.server.url}/blog/${blogArticles[0].slug}`)
		await page.getByRole('heading', { level: 1, name: first.title }).waitFor()
		await expect(page.locator('h1').allTextContents()).resolves.toEqual([first.title])
		await expect(page.getByRole('link', { name: 'Zurück zu allen Artikeln' }).count()).resolves.toBeGreaterThan(0)

		await page.goto(`${app.server.url}/careers`)
		expect(await page.getAttribute('html', 'lang')).toBe('de')
		await expect(page.locator('h1').textContent()).resolves.toBe('Karriere bei CarWatch')
		await expect(page.getByRole('heading', { level: 2, name: 'Offene Stellen' }).count()).resolves.toBe(1)
		const apply = page.getByRole('link', { name: /^Jetzt bewerben/ })
		await expect(apply.count()).resolves.toBe(4)
		for (const [index, position] of germanCareers.positions.entries()) {
			expect(mailSubject(await apply.nth(index).getAttribute('href'))).toContain(position.title)
		}
		await expect(page.getByRole('link', { name: 'Initiativbewerbung senden' }).count()).resolves.toBe(1)
		expect(errors).toEqual([])
		await close()
	})
})

test('articles may be cached like every public page, the 404 answer may not', async () => {
	const article = await fetch(`${app.server.url}/blog/${blogArticles[1].slug}`)
	expect(article.status).toBe(200)
	expect(article.headers.get('cache-control')).toContain('public')
	const missing = await fetch(`${app.server.url}/blog/no-such-article`)
	expect(missing.status).toBe(404)
	expect(missing.headers.get('cache-control') ?? '').not.toContain('public')
	await expect(missing.text()).resolves.toContain('404 Page Not Found')
})

test('the language follows Accept-Language on the blog and careers pages', async () => {
	const { page, close } = await app.openPage({ javaScript: false, locale: 'de-DE' })
	await page.goto(`${app.server.url}/blog/${blogArticles[5].slug}`)
	expect(await page.getAttribute('html', 'lang')).toBe('de')
	await expect(page.locator('h1').textContent()).resolves.toBe(germanBlog.articles[5]!.title)
	await page.goto(`${app.server.url}/careers`)
	await expect(page.locator('h1').textContent()).resolves.toBe(germanCareers.heading)
	await close()
})

/** Serious and critical axe findings on the whole page, header and footer included. */
async function seriousViolations(path: string, colorScheme: 'light' | 'dark') {
	const cookies = [{ name: 'theme', value: cookieValue(colorScheme) }]
	const violations = await seriousA11yViolations(app.browser, `${app.server.url}${path}`, { colorScheme, widths: [1280, 375], cookies })
	return violations.map((violation) => `${violation.width}px ${violation.id}: ${violation.targets.slice(0, 4).join(' | ')}`)
}

describe.each([
	{ path: '/blog' },
	{ path: `/blog/${blogArticles[0].slug}` },
	{ path: '/careers' },
])('$path has no serious accessibility violations', ({ path }) => {
	test.each(['light', 'dark'] as const)('in the %s theme at 1280 and 375 px', async (colorScheme) => {
		expect(await seriousViolations(path, colorScheme)).toEqual([])
	})
})
