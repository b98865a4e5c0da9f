import { type Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedSubscribers } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * The header measured in the page, in every language, at the widths buyers use, with JavaScript
 * on and off: a visible item that overlaps another, leaves the header or the viewport, or has
 * its text cut, or a page that scrolls sideways, is a failure (docs/decisions/018-header-layout.md).
 */

const languages = ['en', 'de', 'fr', 'es', 'it'] as const
const widths = [375, 1024, 1280, 1440] as const
/** The longest name the sign-up form accepts (20 letters or digits), in wide letters. */
const longUsername = 'MaximilianWagner2024'

let sessionCookie: string

const app = setUpBrowserApp()

beforeAll(async () => {
	// Two-digit figures: the badge at its widest ("27/30").
	await seedSubscribers(app.database.db, 27)
	const { user } = await seedAccount(app.database.db, { username: longUsername })
	sessionCookie = await sessionCookieFor(app.database.db, user.id)
})

/**
 * Every fault of the header as it is painted now. Items are the visible links, buttons and
 * disclosure summaries of the header and the capacity badge; an item that holds another
 * counts once (the inner one). Sizes of 1 px or less are screen-reader-only text. With scope
 * 'menu', the items of the open menu panel, which hangs below the bar: the same checks but the
 * header box.
 */
function headerFaults(page: Page, scope: 'bar' | 'menu' = 'bar') {
	return page.evaluate((scope) => {
		const faults: string[] = []
		const header = document.querySelector('header')
		if (!header) return ['no header']
		const viewport = document.documentElement.clientWidth
		const frame = header.getBoundingClientRect()
		const panel = scope === 'menu' ? header.querySelector('[data-testid=mobile-menu] > :not(summary)') : null
		const candidates = [
			...header.querySelectorAll<HTMLElement>('a, button, summary, input:not([type=hidden]), select, [data-testid=capacity-badge]'),
		].filter((element) => {
			const box = element.getBoundingClientRect()
			return (
				box.width > 1 &&
				box.height > 1 &&
				element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
				(scope === 'bar' || (panel?.contains(element) ?? false))
			)
		})
		const items = candidates.filter((element) => !candidates.some((other) => other !== element && element.contains(other)))
		const name = (element: Element) =>
			`${element.tagName.toLowerCase()} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) || element.getAttribute('aria-label')}"`
		const slack = 0.5
		const boxes = items.map((element) => ({ element, box: element.getBoundingClientRect() }))
		for (const { element, box } of boxes) {
			if (scope === 'bar') {
				if (box.left < frame.left - slack || box.right > frame.right + slack || box.top < frame.top - slack || box.bottom > frame.bottom + slack) {
					faults.push(`${name(element)} leaves the header`)
				}
			}
			if (box.left < -slack || box.right > viewport + slack) faults.push(`${name(element)} leaves the viewport`)
			// Text cut by an ellipsis or a hidden overflow anywhere inside the item.
			for (const part of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
				const style = getComputedStyle(part)
				const screenReaderOnly = part.getBoundingClientRect().width <= 1
				if (!screenReaderOnly && style.overflowX !== 'visible' && part.scrollWidth > part.clientWidth + 1) {
					faults.push(`${name(element)} is cut ("${(part.textContent ?? '').trim().slice(0, 40)}")`)
					break
				}
			}
		}
		for (let i = 0; i < boxes.length; i += 1) {
			for (let j = i + 1; j < boxes.length; j += 1) {
				const a = boxes[i]!.box
				const b = boxes[j]!.box
				const across = Math.min(a.right, b.right) - Math.max(a.left, b.left)
				const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
				if (across > slack && down > slack) faults.push(`${name(boxes[i]!.element)} overlaps ${name(boxes[j]!.element)}`)
			}
		}
		const scroller = document.scrollingElement ?? document.documentElement
		if (scroller.scrollWidth > window.innerWidth) {
			faults.push(`the page scrolls sideways (${scroller.scrollWidth} px in ${window.innerWidth} px)`)
		}
		return faults
	}, scope)
}

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('the header with $label', ({ javaScript }) => {
	test.each(languages)('fits in %s at 375, 1024, 1280 and 1440 px, signed out and signed in', async (language) => {
		const faults: string[] = []
		for (const signedIn of [false, true]) {
			const { page, errors, close } = await app.openPage({ javaScript, viewport: { width: widths[0], height: 800 } })
			await page.context().addCookies([
				...preferenceCookies(app.server.url, { language, theme: 'light' }),
				...(signedIn ? [{ name: '__session', value: sessionCookie, url: app.server.url }] : []),
			])
			await page.goto(`${app.server.url}/`)
			expect(await page.getAttribute('html', 'lang')).toBe(language)
			expect(await page.getByTestId('capacity-badge').count()).toBe(1)
			for (const width of widths) {
				await page.setViewportSize({ width, height: 800 })
				const who = signedIn ? 'signed in' : 'signed out'
				for (const fault of await headerFaults(page)) faults.push(`${width} px, ${who}: ${fault}`)
				// At phone widths the opened menu must fit the screen too.
				if (await page.getByTestId('mobile-menu').isVisible()) {
					await page.getByTestId('mobile-menu').locator('> summary').click()
					for (const fault of await headerFaults(page, 'menu')) faults.push(`${width} px, ${who}, menu open: ${fault}`)
					await page.getByTestId('mobile-menu').locator('> summary').click()
				}
			}
			expect(errors).toEqual([])
			await close()
		}
		expect(faults).toEqual([])
	})
})

const isOpen = (page: Page, testId: string) =>
	page.getByTestId(testId).evaluate((element) => (element.closest('details') as HTMLDetailsElement).open)

describe('the theme and language menus', () => {
	test('with JavaScript: one open at a time; a choice, a click elsewhere or Escape closes; a second click opens again', async () => {
		const { page, errors, close } = await app.openPage({ javaScript: true, viewport: { width: 1280, height: 800 } })
		await page.goto(`${app.server.url}/`)
		await page.getByTestId('theme-summary').click()
		expect(await isOpen(page, 'theme-summary')).toBe(true)
		await page.getByTestId('language-summary').click()
		expect([await isOpen(page, 'theme-summary'), await isOpen(page, 'language-summary')]).toEqual([false, true])
		await page.locator('h1').click()
		expect(await isOpen(page, 'language-summary')).toBe(false)
		await page.getByTestId('theme-summary').click()
		await page.keyboard.press('Escape')
		expect(await isOpen(page, 'theme-summary')).toBe(false)
		expect(await page.getByTestId('theme-summary').evaluate((element) => element === document.activeElement)).toBe(true)

		await page.getByTestId('theme-summary').click()
		await page.getByRole('button', { name: 'Dark' }).click()
		await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe('dark')
		expect(await isOpen(page, 'theme-summary')).toBe(false)
		// The control says what it is: "Theme: Dark" to screen readers and in its tooltip.
		expect(await page.getByTestId('theme-summary').getAttribute('title')).toBe('Theme: Dark')
		await page.getByTestId('theme-summary').click()
		expect(await isOpen(page, 'theme-summary')).toBe(true)
		await page.getByRole('button', { name: 'Light' }).click()
		await expect.poll(() => page.getAttribute('html', 'data-mantine-color-scheme')).toBe('light')
		expect(await isOpen(page, 'theme-summary')).toBe(false)

		await page.getByTestId('language-summary').click()
		await page.getByRole('button', { name: 'Deutsch' }).click()
		await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de')
		expect(await isOpen(page, 'language-summary')).toBe(false)
		expect(errors).toEqual([])
		await close()
	})

	test('without JavaScript: opening one closes the other, and a choice loads the page with both closed', async () => {
		const { page, close } = await app.openPage({ javaScript: false, viewport: { width: 1280, height: 800 } })
		await page.goto(`${app.server.url}/`)
		await page.getByTestId('theme-summary').click()
		await page.getByTestId('language-summary').click()
		expect([await isOpen(page, 'theme-summary'), await isOpen(page, 'language-summary')]).toEqual([false, true])
		await page.getByTestId('theme-summary').click()
		await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Dark' }).click()])
		expect(await page.getAttribute('html', 'data-mantine-color-scheme')).toBe('dark')
		expect([await isOpen(page, 'theme-summary'), await isOpen(page, 'language-summary')]).toEqual([false, false])
		await close()
	})
})

describe.each([
	{ javaScript: false, label: 'JavaScript off' },
	{ javaScript: true, label: 'JavaScript on' },
])('the phone menu with $label', ({ javaScript }) => {
	test('a section link closes the menu and shows the section', async () => {
		const { page, errors, close } = await app.openPage({ javaScript, viewport: { width: 375, height: 700 } })
		await page.goto(`${app.server.url}/`)
		const menu = page.getByTestId('mobile-menu')
		for (const [name, section] of [['Pricing', 'pricing'], ['Features', 'features']] as const) {
			await menu.locator('> summary').click()
			await menu.getByRole('link', { name, exact: true }).click()
			await expect.poll(() => new URL(page.url()).hash).toBe(`#${section}`)
			await expect.poll(() => menu.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false)
			// Nothing of the header lies over the section's heading once it has scrolled there.
			await expect
				.poll(() =>
					page.evaluate((id) => {
						const heading = document.querySelector(`#${id} h2`)!
						const box = heading.getBoundingClientRect()
						const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2)
						return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && heading.contains(hit)
					}, section),
				)
				.toBe(true)
		}
		// The choices of the menu are in sight, labelled, and the current one is marked.
		await menu.locator('> summary').click()
		const theme = menu.getByRole('group', { name: 'Theme' })
		expect(await theme.getByRole('button', { name: 'System' }).getAttribute('aria-pressed')).toBe('true')
		expect(await menu.getByRole('group', { name: 'Language' }).getByRole('button').allTextContents()).toEqual([
			'English',
			'Deutsch',
			'Français',
			'Italiano',
			'Español',
		])
		if (javaScript) expect(errors).toEqual([])
		await close()
	})
})

test('/go/<section> sends the menu to a home page section and refuses anything else', async () => {
	const pricing = await fetch(`${app.server.url}/go/pricing`, { redirect: 'manual' })
	expect([pricing.status, pricing.headers.get('location')]).toEqual([302, '/#pricing'])
	const unknown = await fetch(`${app.server.url}/go/evil.example`, { redirect: 'manual' })
	expect(unknown.status).toBe(404)
	expect(await unknown.text()).toBe('There is no such section on the home page.')
})
