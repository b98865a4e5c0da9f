import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { notificationOutbox, telegramLinks } from '#core/db/schema.ts'
import { deliverToDevOutbox, listingDedupeKey, queueNotification } from '#core/notifications/outbox.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { parseTelegramHtml } from '#tests/support/telegram.ts'
import { telegramConnection } from './links.ts'
import { simulatedChatId, simulateStart } from './simulate.ts'

let database: TestDatabase
const config = parseConfig({ NODE_ENV: 'development', APP_URL: 'http://localhost:3000' })

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(async () => {
	await database.destroy()
})

test('a simulated /start links the stand-in chat as the deep link would, replies in the user’s language, and the waiting messages go out', async () => {
	const user = await seedUser(database.db, { language: 'it' })
	const alert = await seedAlert(database.db, user.id, 'active', { telegramUsername: 'golf_hunter' })
	await queueNotification(database.db, {
		userId: user.id,
		subscriptionId: alert.id,
		kind: 'new_listing',
		dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: alert.id, siteId: 'demo', listingId: 'sim-1' }),
		language: 'it',
		payload: {
			title: 'Volkswagen Golf 1.5 TSI',
			price: 18_900,
			currency: 'EUR',
			km: 42_000,
			year: 2020,
			fuel: 'gasoline',
			location: 'Milano',
			url: 'https://demo.carwatch.test/listings/sim-1',
			imageUrl: null,
			siteName: 'Demo market',
			alertLabel: 'Volkswagen Golf',
		},
	})
	// Without a chat the message waits, as it would for the real bot.
	expect(await deliverToDevOutbox(database.db)).toBe(0)

	const result = await simulateStart(database.db, config, user.id)
	expect(result?.chatId).toBe(simulatedChatId(user.id))
	expect(Number.isSafeInteger(result!.chatId) && result!.chatId > 0).toBe(true)
	const reply = parseTelegramHtml(result!.reply!.html)
	if (!reply.ok) throw new Error(reply.error)
	expect(reply.text).toContain(`Collegato! Questa chat ora riceve gli avvisi del tuo account CarWatch ${user.username}.`)
	expect(await telegramConnection(database.db, user.id)).toEqual({ linked: true, username: 'golf_hunter', blocked: false })

	// The message that waited for a chat is due again at once and reaches the stand-in chat.
	expect(await deliverToDevOutbox(database.db)).toBe(1)
	const [row] = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))
	expect(row?.status).toBe('sent')

	// Again from the same chat: already linked, nothing moves.
	const again = await simulateStart(database.db, config, user.id)
	expect(again?.chatId).toBe(result!.chatId)
	const [link] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
	expect(link?.chatId).toBe(result!.chatId)
})

test('an unknown user is null; with a bot, or in production, there is nothing to simulate', async () => {
	expect(await simulateStart(database.db, config, '00000000-0000-4000-8000-000000000000')).toBeNull()
	const user = await seedUser(database.db)
	const withBot = parseConfig({ NODE_ENV: 'development', TELEGRAM_BOT_TOKEN: '123:abc', TELEGRAM_BOT_USERNAME: 'CarWatchBot' })
	await expect(simulateStart(database.db, withBot, user.id)).rejects.toThrow(/without a bot/)
	const production = { ...config, isProduction: true }
	await expect(simulateStart(database.db, production, user.id)).rejects.toThrow(/without a bot/)
	expect(await telegramConnection(database.db, user.id)).toEqual({ linked: false })
})
