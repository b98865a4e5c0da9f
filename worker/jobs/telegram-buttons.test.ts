import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { alertHiddenListings, alertSites, notificationOutbox, subscriptions, telegramLinks } from '#core/db/schema.ts'
import { createLogger } from '#core/logger.ts'
import { type ListingPayload } from '#core/notifications/payloads.ts'
import { callbackData, callbackDataLimit, parseCallbackData } from '#core/telegram/callbacks.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { crawlEveryFeed, type LocalMarket, startLocalMarket } from '#tests/support/local-market.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type AcceptedMessage, type FakeTelegram, startFakeTelegram } from '#tests/support/telegram.ts'
import { drainNotifications, telegramFor } from '../lib/telegram/sender.ts'
import { workerIdentity } from '../runtime.ts'
import { jobHandlers } from './index.ts'
import { type JobContext } from './types.ts'

/**
 * The buttons under listing messages, end to end by long polling: cars crawled from a local demo
 * market are delivered and sent to the local Bot API with their keyboard; the user taps; the
 * poller acts, answers the tap and redraws the keyboard; the next delivery honours it
 * (docs/decisions/040-listing-buttons.md). The webhook path is in tests/telegram-webhook.test.ts.
 */

type MarketCar = { id: string; title: string; price: number; publishedAt: number }

let database: TestDatabase
let fake: FakeTelegram
let market: LocalMarket
let cars: MarketCar[] = []
let clock = Date.parse('2030-01-01T12:00:00.000Z')
const log = createLogger('test', 'silent')

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
	market = await startLocalMarket(
		() => cars,
		() => clock,
		({ publishedAt: _, ...car }) => ({ currency: 'EUR', km: 80_000, year: 2019, fuel: 'petrol', location: 'Graz', ...car }),
	)
})
afterAll(async () => {
	await market?.close()
	await fake?.close()
	await database?.destroy()
})

const config = () =>
	parseConfig({
		NODE_ENV: 'test',
		APP_URL: 'https://carwatch.test',
		SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
		DEMO_MARKET_URL: 'http://127.0.0.1:1',
		SITE_MIN_INTERVAL_SECONDS: '0',
		...fake.env,
	})

function context(): JobContext {
	return { config: config(), db: database.db, log, worker: workerIdentity(), enqueue: () => Promise.reject(new Error('this test enqueues no jobs')) }
}

/** A crawl of every feed and a delivery to every alert, a minute later on the market's clock. */
async function cycle() {
	clock += 60_000
	await database.db.update(alertSites).set({ nextDeliveryAt: null })
	await crawlEveryFeed({ db: database.db, config: config(), market: market.url, now: new Date(clock) })
}

/** Sends what is queued, as the worker's sender does, with the worker's limiter. */
async function send() {
	const telegram = telegramFor(config())
	return drainNotifications({ db: database.db, config: config(), log, ...telegram, deadline: Date.now() + 10_000 })
}

const publish = (...list: Array<Omit<MarketCar, 'publishedAt'>>) => cars.push(...list.map((car, i) => ({ ...car, publishedAt: clock + 1_000 + i })))
const labels = (message: AcceptedMessage) => message.buttons.map((button) => button.text)
const messageAbout = (chatId: number, title: string) => fake.messages.find((message) => message.chatId === chatId && message.text.includes(title))!
/** The listing messages queued for an alert after it went live (the cars its alert-live message showed are rows that message carries: docs/decisions/052). */
const queuedTitles = async (alertId: string) => {
	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subscriptionId, alertId)).orderBy(notificationOutbox.createdAt)
	const notices = new Set(rows.filter((row) => row.kind === 'notice').map((row) => row.id))
	return rows
		.filter((row) => row.kind !== 'notice' && (row.digestId === null || !notices.has(row.digestId)))
		// Rows of one delivery share its transaction's time: by title within it.
		.map((row) => ({ at: row.createdAt.getTime(), text: `${row.kind} ${(row.payload as ListingPayload).title}` }))
		.sort((a, b) => a.at - b.at || a.text.localeCompare(b.text))
		.map((row) => row.text)
}

/** One run of the worker's poll job (it long-polls for 10 s): handles every tap waiting. */
const poll = () => jobHandlers['telegram.poll'](context(), {})

test('callback data names an action and a message in at most 64 bytes; anything else is no button', () => {
	const id = '0b6f3c1e-8a52-4a39-9a0e-2f7b1c9d4e11'
	for (const action of ['pause', 'resume', 'mute', 'unmute', 'hide', 'show'] as const) {
		const data = callbackData(action, id)
		expect(Buffer.byteLength(data)).toBeLessThanOrEqual(callbackDataLimit)
		expect(parseCallbackData(data)).toEqual({ action, outboxId: id })
	}
	for (const data of [undefined, null, 42, '', 'p', 'p:', `x:${id}`, `p:${id}x`, `p:${id.toUpperCase()}`, 'p:zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', `p:${id}`.repeat(2), '🔥'.repeat(40)]) {
		expect(parseCallbackData(data)).toBeNull()
	}
})

test('by long polling: mute a model, set a car aside, pause and resume; the next deliveries honour them; forged and malformed taps change nothing', async () => {
	const chatId = 7_101
	const user = await seedUser(database.db, { language: 'de' })
	const alert = await seedAlert(database.db, user.id, 'active', { websitesSelected: ['demo'], model: 'all', notificationLanguage: 'de' })
	await database.db.insert(telegramLinks).values({ userId: user.id, chatId, linkedAt: new Date() })
	fake.addChat(chatId)
	// Another buyer with a message of their own, whose buttons someone else's chat names.
	const strangerChat = 7_102
	const stranger = await seedUser(database.db)
	const strangersAlert = await seedAlert(database.db, stranger.id, 'active', { websitesSelected: ['demo'], model: 'golf' })
	await database.db.insert(telegramLinks).values({ userId: stranger.id, chatId: strangerChat, linkedAt: new Date() })
	fake.addChat(strangerChat)

	cars = [{ id: 'old1', title: 'Volkswagen Golf old', price: 9_000, publishedAt: clock }]
	await cycle()
	publish({ id: 'g1', title: 'Volkswagen Golf 1.5 TSI', price: 15_000 }, { id: 'p1', title: 'Volkswagen Passat Variant', price: 18_000 })
	await cycle()
	await send()
	const golf = messageAbout(chatId, 'Golf 1.5 TSI')
	const passat = messageAbout(chatId, 'Passat Variant')
	// Sent with the link and the three buttons, in the buyer's language.
	expect(labels(golf)).toEqual(['Angebot öffnen', '⏸ Alarm pausieren', '🚫 Nicht dieses Auto', '🔇 Golf stummschalten'])
	expect(labels(passat)).toEqual(['Angebot öffnen', '⏸ Alarm pausieren', '🚫 Nicht dieses Auto', '🔇 Passat stummschalten'])
	// The stranger's alert is for one model: muting it would be a pause, so no mute button.
	const strangers = messageAbout(strangerChat, 'Golf 1.5 TSI')
	expect(labels(strangers)).toEqual(['Open the listing', '⏸ Pause this alert', '🚫 Not this car'])
	const strangersPause = strangers.buttons.find((button) => button.text === '⏸ Pause this alert')!
	if (!('callbackData' in strangersPause)) throw new Error('the pause button has no callback data')

	const taps = [
		await fake.userTaps({ chatId, messageId: golf.messageId, text: '🔇 Golf stummschalten' }),
		await fake.userTaps({ chatId, messageId: passat.messageId, text: '🚫 Nicht dieses Auto' }),
		// The same tap twice (a double tap) acts once.
		await fake.userTaps({ chatId, messageId: passat.messageId, text: '🚫 Nicht dieses Auto' }),
		// Another user's message, named by a forged callback_data, from this chat.
		await fake.userTaps({ chatId, messageId: golf.messageId, data: strangersPause.callbackData }),
		await fake.userTaps({ chatId, messageId: golf.messageId, data: 'p:not-a-message' }),
		await fake.userTaps({ chatId, messageId: golf.messageId, data: '{"action":"pause"}' }),
	]
	await poll()
	expect(fake.callbackAnswers.map((answer) => answer.queryId)).toEqual(taps.map((tap) => tap.queryId))
	expect(fake.callbackAnswers.map((answer) => answer.text)).toEqual([
		'Keine Nachrichten mehr zu Golf für diesen Alarm.',
		'Keine Nachrichten mehr zu diesem Auto für diesen Alarm.',
		'Keine Nachrichten mehr zu diesem Auto für diesen Alarm.',
		'Diese Schaltfläche funktioniert nicht mehr. Ihre Alarme finden Sie in Ihrem Dashboard.',
		'Diese Schaltfläche funktioniert nicht mehr. Ihre Alarme finden Sie in Ihrem Dashboard.',
		'Diese Schaltfläche funktioniert nicht mehr. Ihre Alarme finden Sie in Ihrem Dashboard.',
	])
	// The keyboards show the new state, and what the next tap would do.
	expect(labels(golf)).toEqual(['Angebot öffnen', '⏸ Alarm pausieren', '🚫 Nicht dieses Auto', '🔈 Golf wieder zeigen'])
	expect(labels(passat)).toEqual(['Angebot öffnen', '⏸ Alarm pausieren', '↩️ Auto wieder zeigen', '🔇 Passat stummschalten'])
	const [muted] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
	expect(muted).toMatchObject({ status: 'active', mutedModels: ['golf'] })
	expect(await database.db.select().from(alertHiddenListings)).toMatchObject([{ subscriptionId: alert.id, siteId: 'demo', listingId: 'p1' }])
	const [untouched] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, strangersAlert.id))
	expect(untouched!.status).toBe('active')
	expect(labels(strangers)).toEqual(['Open the listing', '⏸ Pause this alert', '🚫 Not this car'])

	// The next delivery: no Golf, no price drop of the Passat set aside; a Polo still comes.
	cars.find((car) => car.id === 'p1')!.price = 16_500
	publish({ id: 'g2', title: 'Volkswagen Golf Variant', price: 14_000 }, { id: 'o1', title: 'Volkswagen Polo Life', price: 12_000 })
	await cycle()
	expect(await queuedTitles(alert.id)).toEqual(['new_listing Volkswagen Golf 1.5 TSI', 'new_listing Volkswagen Passat Variant', 'new_listing Volkswagen Polo Life'])
	// The stranger's Golf alert is not muted by it, and gets the Golf (and the drop is not theirs: a Passat).
	expect(await queuedTitles(strangersAlert.id)).toEqual(['new_listing Volkswagen Golf 1.5 TSI', 'new_listing Volkswagen Golf Variant'])
	await send()

	// Pause from the Polo's message: the alert pauses as /pause pauses it, the button offers Resume.
	const polo = messageAbout(chatId, 'Polo Life')
	await fake.userTaps({ chatId, messageId: polo.messageId, text: '⏸ Alarm pausieren' })
	await poll()
	expect(fake.callbackAnswers.at(-1)!.text).toBe('Alarm pausiert. Tippen Sie auf ▶️, um wieder Angebote zu erhalten.')
	expect(labels(polo)).toEqual(['Angebot öffnen', '▶️ Alarm fortsetzen', '🚫 Nicht dieses Auto', '🔇 Polo stummschalten'])
	const [paused] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
	expect(paused!.status).toBe('paused')
	publish({ id: 'o2', title: 'Volkswagen Polo GTI', price: 22_000 })
	await cycle()
	expect(await queuedTitles(alert.id)).toHaveLength(3)

	// Resume and unmute from the older messages; the alert gets Golfs again.
	await fake.userTaps({ chatId, messageId: polo.messageId, text: '▶️ Alarm fortsetzen' })
	await fake.userTaps({ chatId, messageId: golf.messageId, text: '🔈 Golf wieder zeigen' })
	await poll()
	expect(fake.callbackAnswers.slice(-2).map((answer) => answer.text)).toEqual(['Alarm fortgesetzt.', 'Golf ist wieder in diesem Alarm.'])
	expect(labels(polo)).toContain('⏸ Alarm pausieren')
	expect(labels(golf)).toContain('🔇 Golf stummschalten')
	const [resumed] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
	expect(resumed).toMatchObject({ status: 'active', mutedModels: [] })
	// A resumed alert starts from a new baseline (the Polo GTI listed while it was paused is not
	// sent late); the Golf listed after it is.
	await cycle()
	publish({ id: 'g3', title: 'Volkswagen Golf GTI', price: 25_000 })
	await cycle()
	expect((await queuedTitles(alert.id)).slice(3)).toEqual(['new_listing Volkswagen Golf GTI'])

	// The double tap: both taps showed the old keyboard, so the second redraw found it redrawn
	// already, which Telegram answers 400 and the worker takes as done. Nothing else was refused.
	expect(fake.rejected.map((rejection) => `${rejection.method} ${rejection.description.slice(0, 36)}`)).toEqual(['editMessageReplyMarkup Bad Request: message is not modified'])
	expect(fake.unexpected).toEqual([])
}, 120_000)
