import { describe, expect, test } from 'vitest'
import { preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'

/**
 * The landing page shows the product (docs/decisions/056): its hero holds the
 * bot's message for a sample alert's newest car and that alert's dashboard card, rendered by the
 * product's code from the demo market, in the reader's language, without JavaScript; nothing
 * runs off a 375 px screen. SCREENSHOTS=dir saves the hero at 375 and 1280 px in both themes.
 */

const app = setUpBrowserApp()

async function open(options: { width: number; language: string; theme: string }) {
	const opened = await app.openPage({ javaScript: false, viewport: { width: options.width, height: 900 } })
	await opened.page.context().addCookies(preferenceCookies(app.server.url, { language: options.language, theme: options.theme }))
	await opened.page.goto(`${app.server.url}/`)
	return opened
}

const expected = {
	en: { message: 'The message on Telegram', open: 'Open on', listings: 'Listings found' },
	de: { message: 'Die Nachricht auf Telegram', open: 'öffnen', listings: 'Gefundene Angebote' },
} as const

describe('the landing page hero', () => {
	for (const language of ['en', 'de'] as const) {
		test(`shows a rendered Telegram message and an alert card (${language}, JavaScript off)`, async () => {
			const { page, close } = await open({ width: 1280, language, theme: 'light' })
			try {
				const hero = page.getByTestId('hero')
				const message = hero.getByTestId('telegram-message')
				await expect(message.count()).resolves.toBe(1)
				const text = (await message.textContent()) ?? ''
				// The bot's own lines: the alert's heading, a demo-market car's title, its price in euros and the link.
				expect(text).toContain('Volkswagen Golf')
				expect(text).toMatch(/€/)
				expect(await hero.getByTestId('telegram-link-text').textContent()).toContain(expected[language].open)
				expect(await hero.getByText(expected[language].message).count()).toBe(1)
				// No markup leaks as text: the renderer's tags became elements.
				expect(text).not.toMatch(/<\/?b>|&amp;|&lt;/)
				const card = hero.getByTestId('alert-card')
				await expect(card.count()).resolves.toBe(1)
				expect(await card.getByTestId('alert-title').textContent()).toBe('Volkswagen Golf')
				expect(await card.getByText(expected[language].listings).count()).toBe(1)
				// The price from the pricing source: $9.99 + $5.99 for every 15 minutes.
				expect(await card.getByTestId('alert-price').textContent()).toMatch(/15[.,]98/)
				// A picture of a card: no edit or cancel to follow.
				expect(await card.locator('a').count()).toBe(0)
				// At 1280 px the sample sits to the right of the text.
				const title = await hero.locator('h1').boundingBox()
				const preview = await hero.getByTestId('hero-preview').boundingBox()
				expect(preview!.x).toBeGreaterThan(title!.x + title!.width - 1)
			} finally {
				await close()
			}
		})
	}

	for (const language of ['en', 'de', 'fr', 'es', 'it']) {
		for (const theme of ['light', 'dark']) {
			test(`fits 375 px (${language}, ${theme})`, async () => {
				const { page, close } = await open({ width: 375, language, theme })
				try {
					const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
					expect(overflow).toBe(0)
					const wide = await page.evaluate(() =>
						[...document.querySelectorAll<HTMLElement>('[data-testid="hero"] *')]
							.filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
							.map((element) => `${element.tagName} ${element.className}`),
					)
					expect(wide).toEqual([])
					// Stacked: the sample under the text.
					const title = await page.getByTestId('hero').locator('h1').boundingBox()
					const preview = await page.getByTestId('hero-preview').boundingBox()
					expect(preview!.y).toBeGreaterThan(title!.y + title!.height)
					if (process.env.SCREENSHOTS && (language === 'en' || language === 'de')) {
						await page.screenshot({ path: `${process.env.SCREENSHOTS}/hero-${language}-${theme}-375.png`, fullPage: false, clip: { x: 0, y: 0, width: 375, height: 2200 } })
					}
				} finally {
					await close()
				}
			})
		}
	}

	test('screenshots at 1280 px', async () => {
		if (!process.env.SCREENSHOTS) return
		for (const language of ['en', 'de']) {
			for (const theme of ['light', 'dark']) {
				const { page, close } = await open({ width: 1280, language, theme })
				await page.screenshot({ path: `${process.env.SCREENSHOTS}/hero-${language}-${theme}-1280.png`, clip: { x: 0, y: 0, width: 1280, height: 1300 } })
				await close()
			}
		}
	})
})
