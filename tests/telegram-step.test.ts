import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { subscriptions, telegramLinks } from '#core/db/schema.ts'
import { saveUserDraft } from '#core/models/alert-drafts.ts'
import { setUpBrowserApp, type WatchedPage } from './support/browser-app.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'

/**
 * The wizard's Telegram step and what follows it (docs/decisions/054): the "I have
 * started a chat" tick is asked for only while the bot has no chat of the buyer's, and a buyer whose
 * chat is unknown is told on the review step and at the checkout, before paying, that messages start
 * only once Telegram is connected, and how to connect it. Demo billing; the bot is only named (the
 * link's deep link and QR code), and the chat is linked as the bot's /start records it.
 */

const bot = 'CarWatchTestBot'
const app = setUpBrowserApp({ env: { TELEGRAM_BOT_USERNAME: bot } })

const tick = 'I have started a chat with the bot and sent it a message'
const notice = (page: Page) => page.getByTestId('telegram-not-connected')

/** A signed-in buyer whose wizard draft has reached the Telegram step. */
async function buyerAtTelegramStep(options: { linked: boolean }) {
	const { user } = await seedAccount(app.database.db)
	await saveUserDraft(app.database.db, user.id, {
		step: 4,
		values: { websitesSelected: ['mobile.de'], updateFrequency: 'hourly', carBrand: 'volkswagen', carModel: 'golf', fuelType: 'any' },
	})
	if (options.linked) await linkChat(user.id)
	return user
}

let nextChat = 530_000

/** What the bot records when the buyer presses Start: their chat. */
async function linkChat(userId: string) {
	const chat = { chatId: (nextChat += 1), linkedAt: new Date(), telegramUsername: 'golf_hunter' }
	await app.database.db
		.insert(telegramLinks)
		.values({ userId, ...chat })
		.onConflictDoUpdate({ target: telegramLinks.userId, set: chat })
}

async function heading(page: Page) {
	return page.locator('form h2').first().textContent()
}

/** Clicks a button and waits for what the server answers: a page load without JavaScript, the step in place with it. */
async function press(page: Page, name: string, javaScript: boolean) {
	const button = page.getByRole('button', { name, exact: true })
	if (!javaScript) {
		await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), button.click()])
		return
	}
	await button.click()
	await page.waitForFunction(() => !document.querySelector('[data-loading="true"]'))
}

async function open(javaScript: boolean, userId: string): Promise<WatchedPage> {
	const opened = await app.openPage({ javaScript })
	await opened.page.context().addCookies([{ name: '__session', value: await sessionCookieFor(app.database.db, userId), url: app.server.url }])
	return opened
}

const alertsOf = (userId: string) => app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))

describe('the Telegram step asks for the tick only while the bot has no chat', () => {
	for (const javaScript of [false, true]) {
		test(`a buyer whose chat the bot has: Connected, no tick, Continue goes on and the review says nothing of connecting (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
			const user = await buyerAtTelegramStep({ linked: true })
			const { page, close } = await open(javaScript, user.id)
			try {
				await page.goto(`${app.server.url}/setup-alerts`)
				expect(await heading(page)).toBe('Telegram setup')
				expect(await page.getByTestId('telegram-status').textContent()).toBe('Connected')
				expect(await page.getByLabel(tick).count()).toBe(0)
				await page.getByLabel('Telegram username').fill('golf_hunter')
				await press(page, 'Continue', javaScript)
				await page.getByRole('heading', { name: 'Review and payment' }).waitFor()
				expect(await notice(page).count()).toBe(0)
				await page.getByRole('checkbox', { name: /I agree to the/ }).check()
				await Promise.all([page.waitForURL(/\/checkout\?subscription=/), page.getByRole('button', { name: 'Submit' }).click()])
				await page.getByTestId('order-summary').waitFor()
				expect(await notice(page).count()).toBe(0)
			} finally {
				await close()
			}
			const [alert, ...others] = await alertsOf(user.id)
			expect(others).toHaveLength(0)
			expect(alert).toMatchObject({ status: 'pending_payment', telegramUsername: 'golf_hunter' })
		})
	}

	test('without JavaScript, a buyer without a chat must tick; the review and the checkout say, before paying, that messages start only once Telegram is connected, with their link', async () => {
		const user = await buyerAtTelegramStep({ linked: false })
		const { page, close } = await open(false, user.id)
		try {
			await page.goto(`${app.server.url}/setup-alerts`)
			expect(await page.getByTestId('telegram-status').textContent()).toBe('Not connected yet')
			await page.getByLabel('Telegram username').fill('golf_hunter')
			await press(page, 'Continue', false)
			expect(await heading(page)).toBe('Telegram setup')
			expect(await page.getByText(/Contact with the bot required: start a chat with our Telegram bot/).count()).toBe(1)
			await page.getByLabel(tick).check()
			await press(page, 'Continue', false)
			expect(await heading(page)).toBe('Review and payment')

			// Told plainly, before the terms and the button that pays: when messages start, and how to connect.
			const review = notice(page)
			expect(await review.getByRole('heading').textContent()).toBe('Telegram is not connected yet')
			expect(await review.textContent()).toContain('Your alert and its paid month start when you pay')
			expect(await review.textContent()).toContain('messages reach you only once you connect Telegram')
			const link = await review.getByRole('link', { name: `Open @${bot} in Telegram` }).getAttribute('href')
			expect(link).toMatch(new RegExp(`^https://t\\.me/${bot}\\?start=[A-Za-z0-9_-]{20,64}$`))
			expect(await review.getByRole('img', { name: `QR code that opens @${bot} in Telegram` }).count()).toBe(1)
			const order = await page.evaluate(() => {
				const noticeBox = document.querySelector('[data-testid="telegram-not-connected"]')!
				const submit = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Submit')!
				return noticeBox.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING
			})
			expect(order).toBeTruthy()

			await page.getByRole('checkbox', { name: /I agree to the/ }).check()
			await Promise.all([page.waitForURL(/\/checkout\?subscription=/), page.getByRole('button', { name: 'Submit' }).click()])
			const checkout = notice(page)
			expect(await checkout.getByRole('heading').textContent()).toBe('Telegram is not connected yet')
			expect(await checkout.textContent()).toContain('messages reach you only once you connect Telegram')
			expect(await checkout.getByRole('link', { name: `Open @${bot} in Telegram` }).getAttribute('href')).toBe(link)

			// Once the bot has the chat, the checkout says nothing more of it.
			await linkChat(user.id)
			await page.reload()
			expect(await page.getByTestId('order-summary').count()).toBe(1)
			expect(await notice(page).count()).toBe(0)
		} finally {
			await close()
		}
	})

	test('with JavaScript, the chat connecting while the buyer is on the step takes the tick away; the review turns to Connected when the bot gets the chat there', async () => {
		const user = await buyerAtTelegramStep({ linked: false })
		const { page, close } = await open(true, user.id)
		try {
			await page.goto(`${app.server.url}/setup-alerts`)
			expect(await page.getByLabel(tick).count()).toBe(1)
			await page.getByLabel('Telegram username').fill('golf_hunter')
			// The buyer presses Start on their phone: the page asks every 5 s.
			await linkChat(user.id)
			await expect.poll(() => page.getByTestId('telegram-status').textContent(), { timeout: 20_000 }).toBe('Connected')
			expect(await page.getByLabel(tick).count()).toBe(0)
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Review and payment' }).waitFor()
			expect(await notice(page).count()).toBe(0)

			// Another buyer, unconnected at the review: the notice goes once the bot has the chat.
			const other = await buyerAtTelegramStep({ linked: false })
			await page.context().addCookies([{ name: '__session', value: await sessionCookieFor(app.database.db, other.id), url: app.server.url }])
			await page.goto(`${app.server.url}/setup-alerts`)
			await page.getByLabel('Telegram username').fill('polo_hunter')
			await page.getByLabel(tick).check()
			await press(page, 'Continue', true)
			await page.getByRole('heading', { name: 'Review and payment' }).waitFor()
			expect(await notice(page).count()).toBe(1)
			await linkChat(other.id)
			await expect.poll(() => notice(page).count(), { timeout: 20_000 }).toBe(0)
			expect(await page.getByTestId('telegram-status').first().textContent()).toBe('Connected')
		} finally {
			await close()
		}
	})
})

describe('the server decides the tick by the chat it knows', () => {
	async function postTelegramStep(userId: string, body: Record<string, string>) {
		return fetch(`${app.server.url}/setup-alerts`, {
			method: 'POST',
			body: new URLSearchParams({ step: '4', intent: 'next', telegramUsername: 'golf_hunter', notificationLanguage: 'en', timeZone: 'Europe/Berlin', ...body }),
			headers: {
				Cookie: `__session=${await sessionCookieFor(app.database.db, userId)}`,
				Origin: app.server.url,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			redirect: 'manual',
		})
	}

	test('no tick: refused while the bot has no chat (and while the chat has blocked the bot), accepted once it has one', async () => {
		const user = await buyerAtTelegramStep({ linked: false })
		const refused = await postTelegramStep(user.id, {})
		expect(refused.status).toBe(400)
		expect(await refused.text()).toContain('Contact with the bot required: start a chat with our Telegram bot')
		await linkChat(user.id)
		await app.database.db.update(telegramLinks).set({ blockedAt: new Date() }).where(eq(telegramLinks.userId, user.id))
		expect((await postTelegramStep(user.id, {})).status).toBe(400)
		await app.database.db.update(telegramLinks).set({ blockedAt: null }).where(eq(telegramLinks.userId, user.id))
		expect((await postTelegramStep(user.id, {})).status).toBe(302)
	})
})
