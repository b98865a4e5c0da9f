import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { asLanguage } from '#core/enums.ts'
import { groupSites, homeCountries, siteCounts, siteOptions } from '#core/site-groups.ts'
import { offeredSites, sites } from '#core/sites.ts'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount } from './support/session.ts'

/**
 * The sites a buyer picks from, grouped by country and searchable (docs/decisions/072), in real
 * Chromium with JavaScript on and off: the wizard's website step, the edit form, and the counts
 * the landing page, FAQ and support page state.
 */

const app = setUpBrowserApp()

const box = (page: Page, id: string) => page.locator(`input[name="websitesSelected"][value="${id}"]`)
const visibleOptions = (page: Page) =>
	page.locator('[data-testid="site-option"]').evaluateAll((options) =>
		options.filter((option) => (option as HTMLElement).offsetParent !== null).map((option) => option.querySelector('input')!.value),
	)
const groupOrder = (page: Page) => page.locator('[data-testid="site-group"]').evaluateAll((groups) => groups.map((group) => group.getAttribute('data-country') || null))

/** A site whose country names it in the buyer's search, but not mobile.de: the search that hides mobile.de. */
const searched = Object.values(sites).find((site) => site.country && site.country !== 'DE' && site.id !== 'demo')!
const searchedCountry = (language: string) => new Intl.DisplayNames([language], { type: 'region' }).of(searched.country!)!

async function openWebsiteStep(javaScript: boolean, language: string) {
	const opened = await app.openPage({ javaScript })
	await opened.page.context().addCookies(preferenceCookies(app.server.url, { language }))
	await opened.page.goto(`${app.server.url}/setup-alerts`)
	await submit(opened.page, 'next', javaScript)
	await opened.page.waitForSelector('[data-testid="site-choice"]')
	return opened
}

/** Presses a submit button by its intent: without JavaScript a full page load, with it Remix's. */
async function submit(page: Page, intent: string, javaScript: boolean) {
	const button = page.locator(`button[type="submit"][name="intent"][value="${intent}"]`).first()
	if (javaScript) {
		// With JavaScript only the steps' own buttons go to the server here: the step shown changes.
		const before = await page.locator('form h2').first().textContent()
		await button.click()
		await page.waitForFunction((heading) => document.querySelector('form h2')?.textContent !== heading, before)
		await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'))
	} else {
		await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()])
	}
}

describe.each([false, true])('the website step (JavaScript %s)', (javaScript) => {
	test.each(['de', 'en'])("groups the sites by country, the %s buyer's first, each named with its country", async (language) => {
		const { page, close } = await openWebsiteStep(javaScript, language)
		try {
			const expected = groupSites(siteOptions(offeredSites({ includeDemo: true }), language), language).map((group) => group.country)
			expect(await groupOrder(page)).toEqual(expected)
			const home = homeCountries[asLanguage(language)].filter((country) => expected.includes(country))
			expect(expected.slice(0, home.length)).toEqual(home)
			// Each site shows its country under its name.
			const mobile = page.locator('[data-testid="site-option"]', { has: box(page, 'mobile.de') })
			expect(await mobile.innerText()).toContain(new Intl.DisplayNames([language], { type: 'region' }).of('DE'))
		} finally {
			await close()
		}
	})

	test('the search narrows the list, keeps what was entered, and a ticked site stays ticked when hidden', async () => {
		const { page, close } = await openWebsiteStep(javaScript, 'en')
		try {
			const all = await visibleOptions(page)
			expect(all.length).toBe(offeredSites({ includeDemo: true }).length)
			await box(page, 'mobile.de').check()
			await box(page, 'facebook').check()
			await page.getByLabel('Facebook Marketplace URL').fill('https://www.facebook.com/marketplace/ljubljana/search?query=golf')
			await page.getByLabel('Update frequency').selectOption('15min')
			const search = page.getByRole('searchbox', { name: 'Find a site' })
			if (javaScript) {
				// As the buyer types, in place: no request, no submit button.
				const before = page.url()
				expect(await page.locator('[data-testid="site-search-submit"]').count()).toBe(0)
				await search.pressSequentially(searchedCountry('en').slice(0, 5).toLowerCase())
				await search.press('Enter')
				expect(page.url()).toBe(before)
			} else {
				await search.fill(searchedCountry('en').slice(0, 5).toLowerCase())
				await submit(page, 'sites', false)
				expect(new URL(page.url()).searchParams.get('sites')).toBe(searchedCountry('en').slice(0, 5).toLowerCase())
			}
			const shown = await visibleOptions(page)
			expect(shown).toContain(searched.id)
			expect(shown).not.toContain('mobile.de')
			expect(shown.length).toBeLessThan(all.length)
			// Hidden, still ticked, and said so; everything else as entered.
			expect(await box(page, 'mobile.de').isChecked()).toBe(true)
			expect(await page.getByTestId('site-chosen-hidden').innerText()).toContain('mobile.de')
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('15min')
			expect(await page.getByLabel('Facebook Marketplace URL').inputValue()).toBe('https://www.facebook.com/marketplace/ljubljana/search?query=golf')
			expect(await page.getByLabel('Facebook Marketplace URL').isVisible()).toBe(true)

			// Nothing found: said so, and every site comes back.
			await search.fill('zzzz')
			if (!javaScript) await submit(page, 'sites', false)
			expect(await visibleOptions(page)).toEqual([])
			expect(await page.getByText('No site matches “zzzz”.').count()).toBe(1)
			if (javaScript) await page.getByRole('button', { name: 'Show all sites' }).click()
			else await submit(page, 'allSites', false)
			expect((await visibleOptions(page)).length).toBe(all.length)

			// The hidden tick is sent with the step: back from the car step, both sites are chosen.
			await search.fill(searchedCountry('en').slice(0, 5))
			if (!javaScript) await submit(page, 'sites', false)
			await box(page, searched.id).check()
			await submit(page, 'next', javaScript)
			expect(await page.locator('form h2').first().textContent()).toBe('Car details')
			await submit(page, 'previous', javaScript)
			for (const id of ['mobile.de', 'facebook', searched.id]) expect(await box(page, id).isChecked(), id).toBe(true)
			expect(await page.getByLabel('Update frequency').inputValue()).toBe('15min')
		} finally {
			await close()
		}
	})

	test('the edit form searches the same way and keeps the alert as edited', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['mobile.de'] })
		const { page, close } = await app.signedInPage(javaScript, user.id, 'de')
		try {
			await page.goto(`${app.server.url}/edit/${alert.id}`)
			expect((await groupOrder(page))[0]).toBe('DE')
			await page.getByLabel('Höchstpreis').fill('12000')
			const search = page.getByRole('searchbox', { name: 'Portal suchen' })
			await search.fill(searchedCountry('de'))
			if (!javaScript) await submit(page, 'sites', false)
			expect(await visibleOptions(page)).not.toContain('mobile.de')
			expect(await box(page, 'mobile.de').isChecked()).toBe(true)
			expect(await page.getByLabel('Höchstpreis').inputValue()).toBe('12000')
			expect(await search.inputValue()).toBe(searchedCountry('de'))
		} finally {
			await close()
		}
	})
})

describe("the landing page's sign-up form", () => {
	test('its search without JavaScript continues in the wizard, the list filtered and the ticks kept', async () => {
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.goto(app.server.url)
			const form = page.locator('#signup-form form')
			await form.locator('input[name="websitesSelected"][value="mobile.de"]').check()
			await form.getByRole('searchbox').fill(searchedCountry('en'))
			await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), form.locator('button[name="intent"][value="sites"]').click()])
			expect(new URL(page.url()).pathname).toBe('/setup-alerts')
			expect(new URL(page.url()).searchParams.get('sites')).toBe(searchedCountry('en'))
			expect(await visibleOptions(page)).toContain(searched.id)
			expect(await visibleOptions(page)).not.toContain('mobile.de')
			expect(await box(page, 'mobile.de').isChecked()).toBe(true)
		} finally {
			await close()
		}
	})
})

describe('the pages count the marketplaces and countries from the registry', () => {
	const counts = siteCounts(offeredSites({ includeDemo: false }))
	const words = {
		en: `${counts.marketplaces} marketplace${counts.marketplaces === 1 ? '' : 's'} in ${counts.countries} countr${counts.countries === 1 ? 'y' : 'ies'}`,
		de: `${counts.marketplaces} Portal${counts.marketplaces === 1 ? '' : 'e'} in ${counts.countries} ${counts.countries === 1 ? 'Land' : 'Ländern'}`,
	}
	test.each(['en', 'de'] as const)('landing, FAQ and support in %s, without JavaScript', async (language) => {
		const { page, close } = await app.openPage({ javaScript: false })
		try {
			await page.context().addCookies(preferenceCookies(app.server.url, { language }))
			for (const path of ['/', '/faq', '/support']) {
				await page.goto(`${app.server.url}${path}`)
				expect(await page.getByTestId('site-count').first().textContent(), path).toContain(words[language])
			}
			await page.goto(app.server.url)
			const hero = await page.getByTestId('hero-site-count').textContent()
			// The round "15+" of the first copy only while fifteen marketplaces are offered.
			if (counts.marketplaces >= 15) expect(hero).toMatch(/15/)
			else expect(hero).toBe(words[language])
		} finally {
			await close()
		}
	})
})

describe('the site step names each box with its site and country', () => {
	test('a country site of a shared name is found by its accessible name', async () => {
		const { page, close } = await openWebsiteStep(false, 'en')
		try {
			const shared = Object.values(sites).filter((site) => site.country && Object.values(sites).some((other) => other.id !== site.id && other.name === site.name))
			expect(shared.length).toBeGreaterThan(1)
			for (const site of shared.slice(0, 3)) {
				const name = `${site.name} ${new Intl.DisplayNames(['en'], { type: 'region' }).of(site.country!)}`
				expect(await page.getByRole('checkbox', { name, exact: true }).getAttribute('value'), name).toBe(site.id)
			}
		} finally {
			await close()
		}
	})
})
