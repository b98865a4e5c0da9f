import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { type SiteContent } from '#core/site-content.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { cookieValue, preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'

/**
 * The About page's team, /careers and /blog as the operator's content file (SITE_CONTENT_FILE)
 * has them (docs/decisions/055): what they wrote, in the languages they wrote it, with applications
 * to their address. Without the file none of it exists (tests/info-pages.test.ts).
 */

const example = JSON.parse(readFileSync(fileURLToPath(new URL('../docs/site-content.example.json', import.meta.url)), 'utf8')) as SiteContent
const articles = [...example.blog!.articles].sort((a, b) => b.date.localeCompare(a.date))
const english = (value: unknown) => (typeof value === 'string' || Array.isArray(value) ? value : (value as Record<string, unknown>).en) as string
const german = (value: unknown) => (value as Record<string, string>).de

const jobsEmail = 'jobs@carwatch.test'
const content: SiteContent = {
	about: {
		team: {
			intro: { en: 'The people who answer your messages.', de: 'Die Menschen, die Ihre Nachrichten beantworten.' },
			members: [
				{ name: 'Jana Kos', role: { en: 'Founder', de: 'Gründerin' }, bio: { en: 'Runs the service.', de: 'Betreibt den Dienst.' } },
				{ name: 'Tim Berg', role: { en: 'Support' } },
			],
		},
	},
	careers: {
		email: jobsEmail,
		intro: { en: 'We hire now and then.', de: 'Wir stellen ab und zu ein.' },
		positions: [
			{ title: { en: 'Support engineer', de: 'Support-Ingenieurin (m/w/d)' }, type: { en: 'Part-time', de: 'Teilzeit' }, text: { en: 'Answer buyers’ questions.', de: 'Fragen der Käufer beantworten.' }, posted: '2026-11-10' },
			{ title: { en: 'Data engineer' }, text: { en: 'Keep the site adapters working.' }, posted: '2026-10-01' },
		],
	},
	blog: example.blog,
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'site-content-'))
const contentFile = path.join(folder, 'content.json')
writeFileSync(contentFile, JSON.stringify(content))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const app = setUpBrowserApp({ env: { SUPPORT_EMAIL: 'help@carwatch.test', SITE_CONTENT_FILE: contentFile } })

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
	test('/blog lists the operator’s articles newest first, and Read more opens each', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/blog`)
		expect(response?.status()).toBe(200)
		expect(await page.title()).toBe('Blog | CarWatch')
		await expect(page.locator('h1').allTextContents()).resolves.toEqual(['The CarWatch blog'])
		await expect(page.locator('main').getByText(english(example.blog!.intro), { exact: true }).count()).resolves.toBe(1)

		const cards = page.locator('main article')
		await expect(cards.count()).resolves.toBe(articles.length)
		await expect(cards.locator('h2').allTextContents()).resolves.toEqual(articles.map((article) => english(article.title)))
		await expect(cards.locator('time').first().textContent()).resolves.toBe('November 3, 2026')
		const links = cards.getByRole('link', { name: /^Read more/ })
		const hrefs = await Promise.all((await links.all()).map((link) => link.getAttribute('href')))
		expect(hrefs).toEqual(articles.map((article) => `/blog/${article.slug}`))

		await settle(page, javaScript)
		const third = articles[2]!
		await page.getByRole('link', { name: `Read more: ${english(third.title)}` }).click()
		await page.waitForURL(`${app.server.url}/blog/${third.slug}`)
		await page.getByRole('heading', { level: 1, name: english(third.title) }).waitFor()
		expect(await page.title()).toBe(`${english(third.title)} | CarWatch blog`)
		await expect(page.locator('main').textContent()).resolves.toContain(english(third.paragraphs)[2])

		await page.getByRole('link', { name: 'Back to all articles' }).last().click()
		await page.waitForURL(`${app.server.url}/blog`)
		await page.getByRole('heading', { level: 1, name: 'The CarWatch blog' }).waitFor()
		expect(errors).toEqual([])
		await close()
	})

	test('every article answers 200 with its own heading and text; an unknown one 404', async () => {
		const { page, errors, close, expectErrors } = await app.openPage({ javaScript })
		for (const article of articles) {
			const response = await page.goto(`${app.server.url}/blog/${article.slug}`)
			expect(response?.status()).toBe(200)
			await expect(page.locator('h1').allTextContents()).resolves.toEqual([english(article.title)])
			await expect(page.locator(`main time[datetime="${article.date}"]`).count()).resolves.toBe(1)
			const text = await page.locator('main').textContent()
			for (const paragraph of english(article.paragraphs)) expect(text).toContain(paragraph)
		}
		expectErrors(/404/)
		const missing = await page.goto(`${app.server.url}/blog/no-such-article`)
		expect(missing?.status()).toBe(404)
		expect(await page.title()).toBe('404 Page not found')
		expect(errors.filter((error) => !error.includes('404'))).toEqual([])
		await close()
	})

	test('/careers shows the operator’s positions; Apply now and the open application write to their address', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		const response = await page.goto(`${app.server.url}/careers`)
		expect(response?.status()).toBe(200)
		await expect(page.locator('h1').allTextContents()).resolves.toEqual(['Careers at CarWatch'])
		await expect(page.locator('main').textContent()).resolves.toContain('We hire now and then.')
		const positions = page.getByRole('region', { name: 'Open positions' }).locator('article')
		await expect(positions.locator('h3').allTextContents()).resolves.toEqual(['Support engineer', 'Data engineer'])
		await expect(positions.first().textContent()).resolves.toMatch(/Part-time[\s\S]*Posted November 10, 2026[\s\S]*Answer buyers’ questions\./)
		for (const title of ['Support engineer', 'Data engineer']) {
			const apply = page.getByRole('link', { name: `Apply now: ${title}` })
			await expect(apply.textContent()).resolves.toBe('Apply now')
			const href = await apply.getAttribute('href')
			expect(href).toMatch(new RegExp(`^mailto:${jobsEmail}\\?subject=`))
			expect(mailSubject(href)).toBe(`Application: ${title}`)
		}
		const open = await page.getByRole('link', { name: 'Send an open application' }).getAttribute('href')
		expect(open).toMatch(new RegExp(`^mailto:${jobsEmail}\\?subject=`))
		// The support address is the support's, never the applications'.
		await expect(page.locator('main').innerHTML()).resolves.not.toContain('help@carwatch.test')
		// Nothing the operator did not write: no perks, no invented jobs.
		for (const invented of ['Flexible', 'Remote first', 'Full-Stack Developer', 'UX/UI']) await expect(page.locator('main').textContent()).resolves.not.toContain(invented)
		await expect(page.locator('main button').count()).resolves.toBe(0)
		expect(errors).toEqual([])
		await close()
	})

	test('/about shows the operator’s team and the way to their careers page; the footer links the blog and careers', async () => {
		const { page, errors, close } = await app.openPage({ javaScript })
		await page.goto(`${app.server.url}/about`)
		const team = page.getByTestId('team')
		await expect(team.locator('h3').allTextContents()).resolves.toEqual(['Jana Kos', 'Tim Berg'])
		await expect(team.textContent()).resolves.toMatch(/The people who answer your messages\.[\s\S]*Founder[\s\S]*Runs the service\.[\s\S]*Support/)
		expect(await page.locator('main a[href="/careers"]').count()).toBe(1)
		expect(await page.locator('footer a[href="/blog"]').count()).toBe(1)
		expect(await page.locator('footer a[href="/careers"]').count()).toBe(1)
		expect(errors).toEqual([])
		await close()
	})
})

test('German readers read what the operator wrote in German, and the rest in the language it has, marked as such', async () => {
	const { page, errors, close } = await app.openPage({ javaScript: true })
	await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de' }))
	await page.goto(`${app.server.url}/careers`)
	await expect(page.locator('h1').textContent()).resolves.toBe('Karriere bei CarWatch')
	const positions = page.locator('main article')
	await expect(positions.locator('h3').allTextContents()).resolves.toEqual(['Support-Ingenieurin (m/w/d)', 'Data engineer'])
	expect(await positions.nth(0).getAttribute('lang')).toBeNull()
	expect(await positions.nth(1).getAttribute('lang')).toBe('en')
	expect(mailSubject(await page.getByRole('link', { name: 'Jetzt bewerben: Support-Ingenieurin (m/w/d)' }).getAttribute('href'))).toBe('Bewerbung: Support-Ingenieurin (m/w/d)')

	await page.goto(`${app.server.url}/about`)
	const members = page.getByTestId('team').locator('h3 + *')
	await expect(members.allTextContents()).resolves.toEqual(['Gründerin', 'Support'])
	expect(await page.getByTestId('team').locator('[lang="en"]').count()).toBe(1)

	await page.goto(`${app.server.url}/blog/${articles[0]!.slug}`)
	await expect(page.locator('h1').textContent()).resolves.toBe(german(articles[0]!.title))
	await expect(page.locator('main time').first().textContent()).resolves.toBe('3. November 2026')
	expect(errors).toEqual([])
	await close()
})

test('articles may be cached like every public page, the 404 answer may not', async () => {
	const article = await fetch(`${app.server.url}/blog/${articles[1]!.slug}`)
	expect(article.status).toBe(200)
	expect(article.headers.get('cache-control')).toContain('public')
	const missing = await fetch(`${app.server.url}/blog/no-such-article`)
	expect(missing.status).toBe(404)
	expect(missing.headers.get('cache-control') ?? '').not.toContain('public')
})

/** Serious and critical axe findings on the whole page, header and footer included. */
async function seriousViolations(path: string, colorScheme: 'light' | 'dark') {
	const cookies = [{ name: 'theme', value: cookieValue(colorScheme) }]
	const violations = await seriousA11yViolations(app.browser, `${app.server.url}${path}`, { colorScheme, widths: [1280, 375], cookies })
	return violations.map((violation) => `${violation.width}px ${violation.id}: ${violation.targets.slice(0, 4).join(' | ')}`)
}

describe.each([{ path: '/blog' }, { path: `/blog/${articles[0]!.slug}` }, { path: '/careers' }, { path: '/about' }])('$path has no serious accessibility violations', ({ path }) => {
	test.each(['light', 'dark'] as const)('in the %s theme at 1280 and 375 px', async (colorScheme) => {
		expect(await seriousViolations(path, colorScheme)).toEqual([])
	})
})

// Last: it changes the file every other test reads.
test('an edit of the file shows without a restart: careers taken out, the page and its links are gone', async () => {
	writeFileSync(contentFile, JSON.stringify({ ...content, careers: undefined }))
	utimesSync(contentFile, new Date(), new Date(Date.now() + 5_000))
	const careers = await fetch(`${app.server.url}/careers`)
	expect(careers.status).toBe(404)
	const about = await (await fetch(`${app.server.url}/about`)).text()
	expect(about).not.toContain('href="/careers"')
	expect(about).toContain('Jana Kos')
})
