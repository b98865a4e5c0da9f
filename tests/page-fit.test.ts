import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { alertDrafts } from '#core/db/schema.ts'
import { languages } from '#core/enums.ts'
import { type SiteContent } from '#core/site-content.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * Every page fits a phone (docs/decisions/055): no page of the public site scrolls
 * sideways at 375 px in any language or theme, and none shows a buyer a server setting's name; the
 * wizard's review shows its values and the Telegram badge whole; the scroll-to-top button never
 * sits on the footer. One browser; a page is reused for every address of a language and theme.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const example = JSON.parse(readFileSync(path.join(root, 'docs/site-content.example.json'), 'utf8')) as SiteContent
const folder = mkdtempSync(path.join(os.tmpdir(), 'page-fit-'))
const contentFile = path.join(folder, 'content.json')
// With the operator's sections too, so their pages are measured (the longest article's words included).
writeFileSync(
	contentFile,
	JSON.stringify({
		...example,
		about: { team: { members: [{ name: 'Jana Kos', role: { en: 'Founder', de: 'Gründerin und Geschäftsführerin' } }] } },
		careers: { email: 'jobs@carwatch.test', positions: [{ title: { en: 'Support engineer', de: 'Kundendienstmitarbeiterin (m/w/d)' }, text: 'Answers buyers.', posted: '2026-11-01' }] },
	} satisfies SiteContent),
)
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const app = setUpBrowserApp({ env: { SITE_CONTENT_FILE: contentFile, SUPPORT_EMAIL: 'kundendienst.carwatch@example.com' } })

/** The public site: every page anyone can open without signing in, by its route module. */
const publicPages: Record<string, string> = {
	'_index.tsx': '/',
	'about.tsx': '/about',
	'faq.tsx': '/faq',
	'support.tsx': '/support',
	'terms.tsx': '/terms',
	'privacy.tsx': '/privacy',
	'blog._index.tsx': '/blog',
	'blog.$slug.tsx': `/blog/${example.blog!.articles[0]!.slug}`,
	'careers.tsx': '/careers',
	'login.tsx': '/login',
	'register.tsx': '/register',
	'forgot-password.tsx': '/forgot-password',
	'reset-password.tsx': '/reset-password',
	'setup-alerts.tsx': '/setup-alerts',
	'waitlist.tsx': '/waitlist',
	'waitlist_.confirm.tsx': '/waitlist/confirm',
	'check-subscription.tsx': '/check-subscription',
	'demo-market.tsx': '/demo-market',
	'$.tsx': '/no-such-page',
}
/** Page modules that are not the public site, and why. */
const notPublic: Record<string, string> = {
	'alerts.$id.cars.tsx': 'signed in',
	'card-setup.tsx': 'signed in',
	'checkout.tsx': 'signed in',
	'dashboard.tsx': 'signed in',
	'profile.tsx': 'signed in',
	'edit.$id.tsx': 'signed in',
	'edit.$id_.cancel.tsx': 'signed in',
	'subscribe.tsx': 'signed in',
	'verify-email.tsx': 'signed in',
	'search.tsx': 'a redirect',
	'signup.tsx': 'a redirect',
	'logout.tsx': 'a form action',
	'resources.preferences.tsx': 'a form action',
	'dev.notifications.tsx': 'development only',
	'dev.outbox.tsx': 'development only',
}
/** The demo market's page of one car, and the wizard's second step as the landing page's form leads to it. */
const morePages = ['/demo-market?listing=12345']

test('the list covers every page module in app/routes', () => {
	const modules = readdirSync(path.join(root, 'app/routes')).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
	expect(modules.filter((file) => !(file in publicPages) && !(file in notPublic))).toEqual([])
})

/** A name as environment settings are written (core/i18n/buyer-copy.test.ts). */
const settingName = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/

/** How far the page is wider than the window, and the setting names its text shows. */
function measure(page: Page) {
	return page.evaluate((pattern) => {
		const html = document.documentElement
		const text = document.body.innerText
		return { overflow: html.scrollWidth - html.clientWidth, settings: text.match(new RegExp(pattern, 'g')) ?? [] }
	}, settingName.source)
}

describe('every public page at 375 px', () => {
	const addresses = [...Object.values(publicPages), ...morePages]
	test.each(['light', 'dark'])('fits the window and names no setting, in every language (%s)', async (theme) => {
		const problems: string[] = []
		// Without JavaScript, as the server renders it: what the browser adds is measured below.
		for (const language of languages) {
			const { page, close, expectErrors } = await app.openPage({ javaScript: false, viewport: { width: 375, height: 800 } })
			expectErrors(/404|400/)
			await page.context().addCookies(preferenceCookies(app.server.url, { language, theme }))
			for (const address of addresses) {
				await page.goto(`${app.server.url}${address}`)
				const { overflow, settings } = await measure(page)
				if (overflow > 0) problems.push(`${language} ${address}: ${overflow} px wider than the window`)
				if (settings.length > 0) problems.push(`${language} ${address}: names ${settings.join(', ')}`)
			}
			await close()
		}
		expect(problems).toEqual([])
	})

	test('with JavaScript too, in German (the longest words)', async () => {
		const { page, close, expectErrors } = await app.openPage({ javaScript: true, viewport: { width: 375, height: 800 } })
		expectErrors(/404|400/)
		await page.context().addCookies(preferenceCookies(app.server.url, { language: 'de', theme: 'dark' }))
		const problems: string[] = []
		for (const address of addresses) {
			await page.goto(`${app.server.url}${address}`)
			const { overflow, settings } = await measure(page)
			if (overflow > 0) problems.push(`${address}: ${overflow} px wider than the window`)
			if (settings.length > 0) problems.push(`${address}: names ${settings.join(', ')}`)
		}
		expect(problems).toEqual([])
		await close()
	})
})

describe('the wizard’s review at 375 px', () => {
	test.each(languages)('shows every value, the labels on one line and the Telegram badge whole (%s)', async (language) => {
		const { user } = await seedAccount(app.database.db, {
			firstName: 'Anastasia',
			lastName: 'Novaković-Horvat',
			email: `anastasia.novakovic-horvat.${language}.${Date.now()}@example-mailbox.com`,
		})
		await app.database.db.insert(alertDrafts).values({
			userId: user.id,
			data: {
				step: 5,
				values: { websitesSelected: ['autoscout24.de', 'demo'], updateFrequency: '15min', carBrand: 'mercedes-benz', carModel: 'all', fuelType: 'plugin_hybrid', telegramUsername: 'anastasia_novakovic_horvat', notificationLanguage: language, timeZone: 'Europe/Ljubljana', botContacted: 'on' },
			},
		})
		const { page, close } = await app.openPage({ javaScript: false, viewport: { width: 375, height: 800 } })
		await page.context().addCookies([
			...preferenceCookies(app.server.url, { language }),
			{ name: '__session', value: await sessionCookieFor(app.database.db, user.id), url: app.server.url },
		])
		await page.goto(`${app.server.url}/setup-alerts`)
		expect(await page.getByTestId('review-table').count()).toBeGreaterThan(2)
		const layout = await page.evaluate(() => {
			const cut: string[] = []
			const broken: string[] = []
			for (const table of document.querySelectorAll<HTMLElement>('[data-testid=review-table]')) {
				const card = table.parentElement!
				if (table.scrollWidth > card.clientWidth) cut.push(`table ${table.scrollWidth} px in ${card.clientWidth}`)
				for (const label of table.querySelectorAll('th')) {
					const text = label.textContent ?? ''
					if (/\s/.test(text.trim())) continue
					const range = document.createRange()
					range.selectNodeContents(label)
					const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
					if (lines.size > 1) broken.push(text)
				}
			}
			const badge = document.querySelector<HTMLElement>('[data-testid=telegram-status] span')!
			if (badge.scrollWidth > badge.clientWidth) cut.push(`badge "${badge.textContent}" ${badge.clientWidth} px for ${badge.scrollWidth}`)
			return { cut, broken }
		})
		expect(layout).toEqual({ cut: [], broken: [] })
		expect(await measure(page)).toEqual({ overflow: 0, settings: [] })
		// The values are there to read, not clipped away: the name and the address whole.
		expect(await page.locator('main').innerText()).toContain(user.email)
		await close()
	})
})

describe('the scroll-to-top button', () => {
	test.each([1280, 375])('never covers the footer at %i px, however far the page is scrolled', async (width) => {
		const { page, close } = await app.openPage({ javaScript: true, viewport: { width, height: 720 } })
		await page.goto(`${app.server.url}/terms`)
		const button = page.getByRole('button', { name: 'Scroll to top' })
		const footerTop = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top + window.scrollY)
		const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
		const covered: string[] = []
		for (let y = Math.max(400, footerTop - 720); y <= bottom + 40; y += 60) {
			await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.min(y, bottom))
			await button.waitFor()
			const box = await button.boundingBox()
			if (!box) continue
			const hits = await page.evaluate(({ x, y: top, width: w, height: h }) => {
				const found: string[] = []
				const walker = document.createTreeWalker(document.querySelector('footer')!, NodeFilter.SHOW_TEXT)
				for (let node = walker.nextNode(); node; node = walker.nextNode()) {
					if (!node.textContent?.trim()) continue
					const range = document.createRange()
					range.selectNodeContents(node)
					for (const rect of range.getClientRects()) {
						if (rect.right > x && rect.left < x + w && rect.bottom > top && rect.top < top + h) found.push(node.textContent.trim())
					}
				}
				return found
			}, box)
			covered.push(...hits.map((hit) => `at ${Math.min(y, bottom)} px: ${hit}`))
		}
		expect(covered).toEqual([])
		// It still takes the reader back up.
		await button.click()
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
		await close()
	})
})
