import { type Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * Details a buyer sees at first sight, measured in the page: a status badge cut short, the
 * wizard's steps on two lines, boxes that vanish in dark mode, faint read-only fields, a
 * Logout unlike its neighbours, demo pictures that crop the car's name.
 */

const languages = ['en', 'de', 'fr', 'es', 'it'] as const

let sessionCookie: string

const app = setUpBrowserApp()

beforeAll(async () => {
	const { user } = await seedAccount(app.database.db, { firstName: 'Ana', lastName: 'Novak' })
	// Long titles beside the longest statuses.
	await seedAlert(app.database.db, user.id, 'active', { brand: 'mercedes-benz', model: 'all' })
	await seedAlert(app.database.db, user.id, 'pending_payment', { brand: 'alfa-romeo', model: 'all' })
	await seedAlert(app.database.db, user.id, 'cancelling', { brand: 'land-rover', model: 'all', currentPeriodEnd: new Date('2031-02-01T00:00:00Z') })
	sessionCookie = await sessionCookieFor(app.database.db, user.id)
})

async function pageFor(options: { width: number; language?: string; theme?: string; signedIn?: boolean | string; javaScript?: boolean }) {
	const opened = await app.openPage({ javaScript: options.javaScript ?? false, viewport: { width: options.width, height: 900 } })
	await opened.page.context().addCookies([
		...preferenceCookies(app.server.url, { language: options.language ?? 'en', theme: options.theme ?? 'light' }),
		...(options.signedIn
			? [{ name: '__session', value: typeof options.signedIn === 'string' ? options.signedIn : sessionCookie, url: app.server.url }]
			: []),
	])
	return opened
}

/** Texts inside `selector` whose box is narrower than their text (an ellipsis or a clipped overflow). */
function cutTexts(page: Page, selector: string) {
	return page.evaluate((selector) => {
		const cut: string[] = []
		for (const root of document.querySelectorAll<HTMLElement>(selector)) {
			for (const element of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
				if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible') {
					cut.push(`${root.textContent?.trim()} (${element.clientWidth} px for ${element.scrollWidth} px)`)
				}
			}
		}
		return cut
	}, selector)
}

/** WCAG contrast of an element's colour (border or text) against the first opaque background behind it. */
function contrastOf(page: Page, selector: string, property: 'borderTopColor' | 'color') {
	return page.evaluate(
		({ selector, property }) => {
			const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
			const luminance = ([r, g, b]: number[]) => {
				const channel = (value: number) => {
					const c = value / 255
					return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
				}
				return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!)
			}
			return [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
				const fore = rgb(getComputedStyle(element)[property])
				let behind: HTMLElement | null = property === 'color' ? element : element.parentElement
				let back = [255, 255, 255]
				while (behind) {
					const parts = rgb(getComputedStyle(behind).backgroundColor)
					if (parts.length === 3 || (parts.length === 4 && parts[3]! >= 1)) {
						back = parts.slice(0, 3)
						break
					}
					behind = behind.parentElement
				}
				const [light, dark] = [luminance(fore), luminance(back)].sort((a, b) => b - a)
				return Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100
			})
		},
		{ selector, property },
	)
}

describe('an alert card at 375 px', () => {
	test.each(languages)('shows its whole status badge in %s', async (language) => {
		const { page, close } = await pageFor({ width: 375, language, signedIn: true })
		await page.goto(`${app.server.url}/dashboard`)
		expect(await page.getByTestId('alert-card').count()).toBe(3)
		expect(await cutTexts(page, '[data-testid=alert-card] [data-status]')).toEqual([])
		await close()
	})
})

describe('the wizard', () => {
	test.each(languages)('shows its five steps on one line at 1280 px in %s', async (language) => {
		const { page, close } = await pageFor({ width: 1280, language })
		await page.goto(`${app.server.url}/setup-alerts`)
		const steps = page.getByTestId('wizard-steps').locator('> li')
		expect(await steps.count()).toBe(5)
		const tops = await steps.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)))
		expect(new Set(tops).size).toBe(1)
		expect(await cutTexts(page, '[data-testid=wizard-steps]')).toEqual([])
		expect(await steps.nth(0).getAttribute('aria-current')).toBe('step')
		await close()
	})

	test.each(['light', 'dark'])('unticked boxes stand out in %s mode (3:1), and step 1 reads clearly', async (theme) => {
		// An account of its own: the wizard resumes a draft where its owner left it.
		const { user } = await seedAccount(app.database.db)
		const { page, close } = await pageFor({ width: 1280, theme, signedIn: await sessionCookieFor(app.database.db, user.id) })
		await page.goto(`${app.server.url}/setup-alerts`)
		expect(await page.getAttribute('html', 'data-mantine-color-scheme')).toBe(theme)
		// Step 1 shows the account's name and address: read-only, not greyed out.
		const email = page.getByLabel('E-mail')
		expect(await email.isEditable()).toBe(false)
		expect(await email.isDisabled()).toBe(false)
		for (const ratio of await contrastOf(page, 'form input[readonly]', 'color')) expect(ratio).toBeGreaterThanOrEqual(4.5)
		expect(await page.locator('form input[readonly]').evaluateAll((inputs) => inputs.map((input) => getComputedStyle(input).opacity))).toEqual(['1', '1', '1'])

		await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Continue' }).click()])
		const boxes = page.locator('form input[type=checkbox]:not(:checked)')
		expect(await boxes.count()).toBeGreaterThan(3)
		for (const ratio of await contrastOf(page, 'form input[type=checkbox]:not(:checked)', 'borderTopColor')) {
			expect(ratio).toBeGreaterThanOrEqual(3)
		}
		await close()
	})
})

describe('the user menu', () => {
	test.each([1280, 375])('Logout looks like the entries beside it at %i px', async (width) => {
		const { page, close } = await pageFor({ width, signedIn: true })
		await page.goto(`${app.server.url}/dashboard`)
		const menu = width >= 1280 ? page.getByTestId('user-menu') : page.getByTestId('mobile-menu')
		await menu.locator('> summary').click()
		const looks = (name: string, role: 'link' | 'button') =>
			menu.getByRole(role, { name, exact: true }).evaluate((element) => {
				const style = getComputedStyle(element)
				const box = element.getBoundingClientRect()
				return {
					font: `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.lineHeight}`,
					color: style.color,
					background: style.backgroundColor,
					border: style.borderTopWidth,
					padding: `${style.paddingTop} ${style.paddingLeft}`,
					align: style.textAlign,
					left: Math.round(box.left),
					width: Math.round(box.width),
					height: Math.round(box.height),
				}
			})
		expect(await looks('Logout', 'button')).toEqual(await looks('Settings', 'link'))
		await close()
	})

	test('every entry opens a page of its own: "Profile" opened what "My alerts" opens, and is gone', async () => {
		const { page, close } = await pageFor({ width: 1280, signedIn: true })
		await page.goto(`${app.server.url}/dashboard`)
		const menu = page.getByTestId('user-menu')
		await menu.locator('> summary').click()
		expect(await menu.locator('a, button').allTextContents()).toEqual(['My alerts', 'Settings', 'Logout'])
		const targets = await menu.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
		expect(targets).toEqual(['/dashboard', '/profile?tab=settings'])
		const sections = []
		for (const target of targets) {
			await page.goto(`${app.server.url}${target}`)
			sections.push(await page.getByTestId('account-sidebar').locator('[aria-current=page]').textContent())
		}
		expect(sections).toEqual([expect.stringContaining('Subscriptions'), expect.stringMatching(/settings/i)])
		await close()
	})
})

describe('the password fields’ show/hide button', () => {
	test('is not there without JavaScript, where it could do nothing', async () => {
		const { page, close } = await pageFor({ width: 375 })
		await page.goto(`${app.server.url}/register`)
		expect(await page.locator('input[type=password]').count()).toBe(2)
		expect(await page.getByRole('button', { name: 'Show or hide the password' }).count()).toBe(0)
		expect(await page.locator('.mantine-PasswordInput-visibilityToggle').count()).toBe(0)
		await close()
	})

	test('shows and hides the password with JavaScript', async () => {
		const { page, close } = await pageFor({ width: 375, javaScript: true })
		await page.goto(`${app.server.url}/register`)
		const toggles = page.getByRole('button', { name: 'Show or hide the password' })
		await expect.poll(() => toggles.count()).toBe(2)
		const field = page.locator('input[name=password]')
		await field.fill('correct-horse-42')
		await toggles.first().click()
		expect(await field.getAttribute('type')).toBe('text')
		await toggles.first().click()
		expect(await field.getAttribute('type')).toBe('password')
		await close()
	})
})

test('demo market pictures are shown whole, at their own proportions', async () => {
	const { page, close } = await pageFor({ width: 1280 })
	await page.goto(`${app.server.url}/demo-market`)
	const photos = page.getByTestId('demo-photo')
	expect(await photos.count()).toBeGreaterThan(0)
	await expect
		.poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)))
		.toBe(true)
	const shapes = await photos.evaluateAll((images) =>
		images.map((image) => {
			const { naturalWidth, naturalHeight, clientWidth, clientHeight } = image as HTMLImageElement
			return { fit: getComputedStyle(image).objectFit, natural: naturalWidth / naturalHeight, shown: clientWidth / clientHeight }
		}),
	)
	for (const shape of shapes) {
		expect(shape.natural).toBeGreaterThan(0)
		// Cover at other proportions would crop; at the picture's own it shows everything.
		if (shape.fit === 'cover') expect(Math.abs(shape.shown - shape.natural)).toBeLessThan(0.02)
		else expect(shape.fit).toBe('contain')
	}
	await close()
})
