import { eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { qrCodeHref, qrCodeSvg } from '#app/services/telegram.server.ts'
import { parseConfig } from '#core/config.ts'
import { notificationOutbox, telegramLinks } from '#core/db/schema.ts'
import { createLogger } from '#core/logger.ts'
import { saveUserDraft } from '#core/models/alert-drafts.ts'
import { deliverToDevOutbox, listingDedupeKey, queueNotification } from '#core/notifications/outbox.ts'
import { simulatedChatId } from '#core/telegram/simulate.ts'
import { jobHandlers } from '#worker/jobs/index.ts'
import { runSender } from '#worker/jobs/notifications-send.ts'
import { type JobContext } from '#worker/jobs/types.ts'
import { workerIdentity } from '#worker/runtime.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { freshClientIp, preferenceCookies } from './support/browser.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'
import { type FakeTelegram, startFakeTelegram } from './support/telegram.ts'

/**
 * Connecting Telegram from the dashboard and the account screen, in real Chromium against the
 * built server: with a bot (the local Bot API of tests/support/telegram.ts, updates by webhook),
 * in development without one (the Telegram outbox's "Simulate /start"), and in production, where
 * no development page is linked or answers.
 */

const sessionSecret = 'a-test-secret-that-is-long-enough-0123456789'
const webhookSecret = 'webhook-secret-for-tests-0123456789'

let fake: FakeTelegram
/** A second server on the same database, without the bot: the development pages' simulation. */
let devServer: AppServer

/** The harness's server has the bot (botServer below). */
const app = setUpBrowserApp({
	before: async () => {
		fake = await startFakeTelegram()
	},
	env: () => ({ ...fake.env, TELEGRAM_WEBHOOK_SECRET: webhookSecret, SESSION_SECRET: sessionSecret }),
})
const botServer = () => app.server

beforeAll(async () => {
	devServer = await startAppServer({ databaseUrl: app.database.url })
	// The worker registers the webhook with Telegram, as it does at start in production.
	await jobHandlers['telegram.poll'](botWorker(), {})
})
afterAll(async () => {
	await devServer?.stop()
	await fake?.close()
})

function botWorker(): JobContext {
	return {
		config: parseConfig({ NODE_ENV: 'test', ...fake.env, TELEGRAM_WEBHOOK_SECRET: webhookSecret, SESSION_SECRET: sessionSecret, APP_URL: botServer().url }),
		db: app.database.db,
		log: createLogger('worker', 'silent'),
		worker: workerIdentity(),
		enqueue: async () => undefined as never,
	}
}

/** Waits for what the browser shows after a change; the page asks every 5 s, a loaded machine may take longer. */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000, interval: 250 })

async function signedIn(server: AppServer, userId: string, options: { javaScript: boolean; theme?: string }) {
	const opened = await app.openPage({ javaScript: options.javaScript })
	const cookie = await sessionCookieFor(app.database.db, userId, server === botServer() ? sessionSecret : undefined)
	await opened.page.context().addCookies([
		{ name: '__session', value: cookie, url: server.url },
		...preferenceCookies(server.url, { theme: options.theme }),
	])
	return { ...opened, cookie }
}

async function queueListings(userId: string, alertId: string, ids: string[]) {
	for (const listingId of ids) {
		await queueNotification(app.database.db, {
			userId,
			subscriptionId: alertId,
			kind: 'new_listing',
			dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: alertId, siteId: 'demo', listingId }),
			language: 'en',
			payload: {
				title: `Volkswagen Golf ${listingId}`,
				price: 15_900,
				currency: 'EUR',
				km: 61_000,
				year: 2018,
				fuel: 'diesel',
				location: 'Graz',
				url: `https://demo.carwatch.test/listings/${listingId}`,
				imageUrl: null,
				siteName: 'Demo market',
				alertLabel: 'Volkswagen Golf',
			},
		})
	}
}

const card = (page: Page) => page.getByTestId('alert-card')

/** The QR code on a page: an image of the link drawn on the server, white behind it whatever the theme. */
async function expectQr(page: Page, scope: string, link: string, bot: string) {
	const qr = page.getByTestId(scope).getByTestId('telegram-qr')
	expect(await qr.getAttribute('alt')).toBe(`QR code that opens @${bot} in Telegram`)
	const src = await qr.getAttribute('src')
	expect(src).toBe(qrCodeHref(link))
	const image = await page.request.get(new URL(src!, page.url()).href)
	expect(image.status()).toBe(200)
	expect(image.headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
	expect(image.headers()['cache-control']).toBe('private, max-age=86400')
	expect(await image.text()).toBe(await qrCodeSvg(link))
	expect(await qr.evaluate((image) => getComputedStyle(image).backgroundColor)).toBe('rgb(255, 255, 255)')
	expect(await qr.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true)
}

describe('with a bot', () => {
	test.each([
		{ javaScript: false, theme: 'light', chatId: 61_001 },
		{ javaScript: true, theme: 'dark', chatId: 61_002 },
	])('JavaScript $javaScript, $theme: the card and the account screen show the deep link and its QR code until /start links the chat; then what waited is sent and counted', async ({ javaScript, theme, chatId }) => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active', { currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
		await queueListings(user.id, alert.id, [`${chatId}-a`, `${chatId}-b`])
		// No chat yet: the sender keeps both waiting.
		await runSender(botWorker(), { seconds: 1 })
		expect(fake.messages.filter((message) => message.chatId === chatId)).toEqual([])

		const { page, errors, close } = await signedIn(botServer(), user.id, { javaScript, theme })
		try {
			await page.goto(`${botServer().url}/dashboard`)
			const connect = card(page).getByTestId('alert-telegram-connect')
			const link = await connect.getByTestId('telegram-link').getAttribute('href')
			expect(link).toMatch(new RegExp(`^https://t\\.me/${fake.botUsername}\\?start=[A-Za-z0-9_-]{20,64}$`))
			expect(await connect.getByTestId('telegram-link').textContent()).toBe(`Open @${fake.botUsername} in Telegram`)
			await expectQr(page, 'alert-card', link!, fake.botUsername)
			expect(await card(page).getByTestId('telegram-status').textContent()).toBe('Not connected yet')
			expect(await card(page).innerText()).toContain('2 messages are waiting: connect Telegram to receive them')
			expect(await card(page).getByTestId('alert-sent').innerText()).toMatch(/Sent to Telegram\s+0/)
			expect(await card(page).getByTestId('alert-waiting').innerText()).toMatch(/Waiting for Telegram\s+2/)
			// The account screen offers the same link, on every tab and on /profile.
			const account = page.getByTestId('account-telegram')
			expect(await account.getAttribute('data-linked')).toBe('false')
			expect(await account.getByTestId('telegram-link').getAttribute('href')).toBe(link)
			await expectQr(page, 'account-telegram', link!, fake.botUsername)
			await page.goto(`${botServer().url}/profile?tab=settings`)
			expect(await page.getByTestId('account-telegram').getByTestId('telegram-link').getAttribute('href')).toBe(link)
			await page.goto(`${botServer().url}/dashboard`)

			// The user opens the link on their phone and presses Start: Telegram sends /start <token>.
			const token = new URL(link!).searchParams.get('start')
			const start = await fake.userWrites({ chatId, text: `/start ${token}`, username: 'golf_driver' })
			expect(start.webhookStatus).toBe(200)
			const [row] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
			expect(row?.chatId).toBe(chatId)

			// With JavaScript the page notices by itself; without, the next page load shows it.
			if (!javaScript) await page.reload()
			await poll(() => card(page).getByTestId('telegram-status').textContent()).toBe('Connected')
			expect(await page.getByTestId('telegram-qr').count()).toBe(0)
			expect(await page.getByTestId('telegram-link').count()).toBe(0)
			expect(await page.getByTestId('account-telegram').getAttribute('data-linked')).toBe('true')
			expect(await page.getByTestId('account-telegram').getByTestId('telegram-username').textContent()).toBe('@golf_driver')

			// What waited for the chat is due at once and reaches it; the card counts what Telegram accepted.
			await runSender(botWorker(), { seconds: 6 })
			expect(fake.messages.filter((message) => message.chatId === chatId && message.text.includes('Volkswagen Golf')).length).toBe(2)
			await page.reload()
			expect(await card(page).getByTestId('alert-sent').innerText()).toMatch(/Sent to Telegram\s+2/)
			expect(await card(page).getByTestId('alert-waiting').count()).toBe(0)
			if (javaScript) expect(errors).toEqual([])
		} finally {
			await close()
		}
		expect(fake.unexpected).toEqual([])
	})

	test('the cards and the account screen with the link and the QR code have no serious accessibility problems, light or dark, wide or narrow', async () => {
		const { user } = await seedAccount(app.database.db)
		await seedAlert(app.database.db, user.id, 'active', { currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
		await seedAlert(app.database.db, user.id, 'cancelling', { brand: 'audi', model: 'a4', currentPeriodEnd: new Date(Date.now() + 5 * 86_400_000) })
		const cookie = await sessionCookieFor(app.database.db, user.id, sessionSecret)
		for (const colorScheme of ['light', 'dark'] as const) {
			const cookies = [{ name: '__session', value: cookie }, ...preferenceCookies(botServer().url, { theme: colorScheme })]
			expect(await seriousA11yViolations(app.browser, `${botServer().url}/dashboard`, { colorScheme, widths: [375, 1280], cookies }), colorScheme).toEqual([])
		}
	})

	test('the dashboard right after payment says the alert is active, and asks to connect Telegram while no chat is linked', async () => {
		const { user } = await seedAccount(app.database.db)
		const alert = await seedAlert(app.database.db, user.id, 'active', { currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
		const { page, close } = await signedIn(botServer(), user.id, { javaScript: false })
		try {
			await page.goto(`${botServer().url}/dashboard?created=${alert.id}`)
			expect(await page.getByTestId('alert-notice').innerText()).toMatch(
				/^Your alert is active\s+Its first check is at \d{1,2}:\d\d\s[AP]M UTC and shows you the newest matching cars already listed; after that it checks every hour\. Connect Telegram on this page so the matches reach you\.$/,
			)
			expect(await page.getByTestId('alert-notice').innerText()).not.toContain('first payment')
			expect(await card(page).locator('[data-status]').textContent()).toBe('Active')
		} finally {
			await close()
		}
	})

	test('the QR image is of the signed-in user’s own link: none without a session, none once the chat is linked', async () => {
		const qrOf = (cookie?: string) =>
			fetch(`${botServer().url}/resources/telegram-qr.svg`, { headers: { ...(cookie ? { Cookie: `__session=${cookie}` } : {}), 'X-Forwarded-For': freshClientIp() } })
		expect((await qrOf()).status).toBe(401)
		const users = await Promise.all([seedAccount(app.database.db), seedAccount(app.database.db)])
		const links: string[] = []
		for (const { user } of users) {
			const cookie = await sessionCookieFor(app.database.db, user.id, sessionSecret)
			const profile = await fetch(`${botServer().url}/profile`, { headers: { Cookie: `__session=${cookie}`, 'X-Forwarded-For': freshClientIp() } })
			const link = new RegExp(`href="(https://t\\.me/${fake.botUsername}\\?start=[A-Za-z0-9_-]+)"`).exec(await profile.text())?.[1]
			expect(link).toBeDefined()
			const image = await qrOf(cookie)
			expect(image.status).toBe(200)
			expect(await image.text()).toBe(await qrCodeSvg(link!))
			links.push(link!)
		}
		expect(links[0]).not.toBe(links[1])

		const token = new URL(links[0]!).searchParams.get('start')
		expect((await fake.userWrites({ chatId: 61_050, text: `/start ${token}`, username: 'qr_reader' })).webhookStatus).toBe(200)
		const linked = await qrOf(await sessionCookieFor(app.database.db, users[0]!.user.id, sessionSecret))
		expect(linked.status).toBe(404)
		expect(linked.headers.get('cache-control')).toBe('private, no-store')
	})

	test('an account whose address is not proved gets no start token: the wizard offers the bare bot link, the QR image is refused', async () => {
		const wizardLinks = async (verified: boolean) => {
			const { user } = await seedAccount(app.database.db, { verified })
			await saveUserDraft(app.database.db, user.id, {
				step: 4,
				values: { websitesSelected: ['demo'], updateFrequency: 'hourly', carBrand: 'volkswagen', carModel: 'golf', fuelType: 'any' },
			})
			const cookie = await sessionCookieFor(app.database.db, user.id, sessionSecret)
			const headers = { Cookie: `__session=${cookie}`, 'X-Forwarded-For': freshClientIp() }
			const page = await (await fetch(`${botServer().url}/setup-alerts`, { headers })).text()
			const qr = await fetch(`${botServer().url}/resources/telegram-qr.svg`, { headers })
			return { links: [...new Set(page.match(new RegExp(`https://t\\.me/${fake.botUsername}[^"\\\\]*`, 'g')))], qr: qr.status }
		}
		// Whoever registered an address they do not own must hold nothing its owner's chat could be moved with.
		expect(await wizardLinks(false)).toEqual({ links: [`https://t.me/${fake.botUsername}`], qr: 403 })
		const verified = await wizardLinks(true)
		expect(verified.qr).toBe(200)
		expect(verified.links).toEqual([expect.stringMatching(new RegExp(`^https://t\\.me/${fake.botUsername}\\?start=[A-Za-z0-9_-]{43}$`))])
	})
})

describe('in development, without a bot', () => {
	test.each([{ javaScript: false }, { javaScript: true }])(
		'JavaScript $javaScript: the card points to the Telegram outbox, whose "Simulate /start" links the chat as the bot would; the card turns linked and the waiting message is delivered',
		async ({ javaScript }) => {
			const { user } = await seedAccount(app.database.db)
			const alert = await seedAlert(app.database.db, user.id, 'active', { telegramUsername: 'dev_driver', currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
			await queueListings(user.id, alert.id, [`dev-${user.id}`])
			// The development outbox follows the bot's rule: nothing is "sent" while no chat is linked.
			await deliverToDevOutbox(app.database.db)
			const [waiting] = await app.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))
			expect(waiting?.status).toBe('pending')

			const { page, errors, close } = await signedIn(devServer, user.id, { javaScript })
			try {
				await page.goto(`${devServer.url}/dashboard`)
				const connect = card(page).getByTestId('alert-telegram-connect')
				expect(await connect.getByTestId('telegram-dev-link').getAttribute('href')).toBe(`/dev/notifications#chat-${user.id}`)
				expect(await connect.innerText()).toContain('press "Simulate /start" beside your account')
				expect(await page.getByTestId('telegram-qr').count()).toBe(0)
				expect(await page.getByTestId('account-telegram').getByTestId('telegram-dev-link').getAttribute('href')).toBe(`/dev/notifications#chat-${user.id}`)
				expect(await card(page).getByTestId('alert-sent').innerText()).toMatch(/Sent to Telegram\s+0/)
				expect(await card(page).getByTestId('alert-waiting').innerText()).toMatch(/Waiting for Telegram\s+1/)
				// The development pages, linked from the dashboard.
				const devPages = page.getByTestId('dev-pages')
				expect(await devPages.getByRole('link').evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]))).toEqual([
					['Mail outbox', '/dev/outbox'],
					['Telegram outbox', '/dev/notifications'],
					['Demo market', '/demo-market'],
				])

				// The dashboard stays open (with JavaScript it watches the connection); the outbox opens beside it.
				const outbox = javaScript ? await page.context().newPage() : page
				await outbox.goto(`${devServer.url}${await connect.getByTestId('telegram-dev-link').getAttribute('href')}`)
				const chat = outbox.locator(`[data-testid="dev-chat"][data-user-id="${user.id}"]`)
				expect(await chat.getByTestId('dev-chat-state').textContent()).toBe('No chat linked · 1 message waiting')
				const simulate = chat.getByRole('button', { name: 'Simulate /start' })
				if (javaScript) await simulate.click()
				else await Promise.all([outbox.waitForNavigation({ waitUntil: 'load' }), simulate.click()])
				const expectedChat = simulatedChatId(user.id)
				await poll(() => outbox.getByTestId('simulate-result').count()).toBe(1)
				expect(await outbox.getByTestId('simulate-result').innerText()).toContain(`Chat ${expectedChat} sent /start`)
				expect(await outbox.getByTestId('simulate-reply').innerText()).toContain(
					`Connected! This chat now receives the alerts of your CarWatch account ${user.username}.`,
				)
				await poll(() => chat.getByTestId('dev-chat-state').textContent()).toBe(`Linked to chat ${expectedChat} (@dev_driver) · 1 message waiting`)
				expect(await chat.getByRole('button').count()).toBe(0)
				const [link] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
				expect(link).toMatchObject({ chatId: expectedChat, telegramUsername: 'dev_driver' })

				if (!javaScript) {
					const cookies = [{ name: '__session', value: (await page.context().cookies(devServer.url)).find((c) => c.name === '__session')!.value }]
					expect(await seriousA11yViolations(app.browser, `${devServer.url}/dashboard`, { cookies })).toEqual([])
				}

				// The worker's next run delivers what waited to the stand-in chat.
				expect(await deliverToDevOutbox(app.database.db)).toBeGreaterThanOrEqual(1)
				const [delivered] = await app.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))
				expect(delivered?.status).toBe('sent')

				if (javaScript) {
					// The dashboard noticed the link by itself.
					await poll(() => card(page).getByTestId('telegram-status').textContent()).toBe('Connected')
					await page.reload()
				} else {
					await page.goto(`${devServer.url}/dashboard`)
				}
				expect(await card(page).getByTestId('telegram-status').textContent()).toBe('Connected')
				expect(await card(page).getByTestId('alert-telegram-connect').count()).toBe(0)
				expect(await card(page).getByTestId('alert-sent').innerText()).toMatch(/Sent to Telegram\s+1/)
				expect(await page.getByTestId('account-telegram').getAttribute('data-linked')).toBe('true')
				if (javaScript) expect(errors).toEqual([])
			} finally {
				await close()
			}
		},
	)

	test('the wizard’s Telegram step points to the outbox instead of a bot link', async () => {
		const { user } = await seedAccount(app.database.db)
		await saveUserDraft(app.database.db, user.id, {
			step: 4,
			values: { websitesSelected: ['demo'], updateFrequency: 'hourly', carBrand: 'volkswagen', carModel: 'golf', fuelType: 'any' },
		})
		const { page, close } = await signedIn(devServer, user.id, { javaScript: false })
		try {
			await page.goto(`${devServer.url}/setup-alerts`)
			await page.getByRole('heading', { name: 'Telegram setup' }).waitFor()
			const dev = page.getByTestId('wizard-telegram-dev')
			expect(await dev.getByRole('link', { name: 'Open the Telegram outbox' }).getAttribute('href')).toBe(`/dev/notifications#chat-${user.id}`)
			expect(await dev.getByTestId('telegram-status').textContent()).toBe('Not connected yet')
			expect(await page.getByText('Telegram is not configured on this installation').count()).toBe(0)
		} finally {
			await close()
		}
	})

	test('"Simulate /start" validates its form: a foreign site 403, a bad account 400, an unknown one 404, never a 500', async () => {
		const post = (body: BodyInit, headers: Record<string, string> = { Origin: devServer.url }) =>
			fetch(`${devServer.url}/dev/notifications`, { method: 'POST', body, headers: { 'X-Forwarded-For': freshClientIp(), ...headers }, redirect: 'manual' })
		const { user } = await seedAccount(app.database.db)
		const valid = new URLSearchParams({ intent: 'simulate-start', userId: user.id })
		expect((await post(valid, { Origin: 'https://evil.example' })).status).toBe(403)
		for (const body of [
			new URLSearchParams({ intent: 'simulate-start', userId: 'not-a-user' }),
			new URLSearchParams({ intent: 'link-everyone', userId: user.id }),
			new URLSearchParams({ intent: 'simulate-start' }),
		]) {
			const response = await post(body)
			expect(response.status).toBe(400)
			expect(await response.text()).toContain('Choose an account from the list.')
		}
		const unknown = await post(new URLSearchParams({ intent: 'simulate-start', userId: '00000000-0000-4000-8000-000000000000' }))
		expect(unknown.status).toBe(404)
		expect(await unknown.text()).toContain('This account no longer exists.')
		const [link] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
		expect(link?.chatId ?? null).toBeNull()
	})
})

test('in production the dashboard links no development page, the card offers the bot, and the development pages answer 404', async () => {
	const productionSecret = 'a-production-secret-that-is-long-enough-0123456789'
	const production = await startAppServer({
		databaseUrl: app.database.url,
		env: {
			NODE_ENV: 'production',
			SESSION_SECRET: productionSecret,
			APP_URL: 'https://carwatch.test',
			STRIPE_SECRET_KEY: 'sk_test_not_used_here',
			STRIPE_PUBLISHABLE_KEY: 'pk_test_not_used_here',
			STRIPE_WEBHOOK_SECRET: 'whsec_not_used_here',
			...fake.env,
			TELEGRAM_WEBHOOK_SECRET: webhookSecret,
			SMTP_URL: 'smtp://127.0.0.1:9',
			SUPPORT_EMAIL: 'help@carwatch.test',
			SUPPORT_TELEGRAM: 'carwatch_help',
		},
	})
	try {
		const { user } = await seedAccount(app.database.db)
		await seedAlert(app.database.db, user.id, 'active', { currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) })
		const cookie = await sessionCookieFor(app.database.db, user.id, productionSecret)
		const response = await fetch(`${production.url}/dashboard`, { headers: { Cookie: `__session=${cookie}`, 'X-Forwarded-For': freshClientIp() } })
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toContain('data-testid="alert-card"')
		for (const absent of ['data-testid="dev-pages"', 'href="/dev/outbox"', 'href="/dev/notifications', 'href="/demo-market"', 'telegram-dev-link']) {
			expect(html).not.toContain(absent)
		}
		expect(html).toMatch(new RegExp(`href="https://t\\.me/${fake.botUsername}\\?start=[A-Za-z0-9_-]+"`))
		expect(html).toContain('data-testid="telegram-qr"')
		for (const path of ['/dev/outbox', '/dev/notifications', '/demo-market']) {
			expect((await fetch(`${production.url}${path}`)).status, path).toBe(404)
		}
		const simulate = await fetch(`${production.url}/dev/notifications`, {
			method: 'POST',
			headers: { Origin: production.url, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ intent: 'simulate-start', userId: user.id }),
		})
		expect(simulate.status).toBe(404)
		const [link] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
		expect(link?.chatId ?? null).toBeNull()
	} finally {
		await production.stop()
	}
})
