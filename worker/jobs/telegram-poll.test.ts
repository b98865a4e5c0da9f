import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { notificationOutbox, siteStatus, telegramLinks } from '#core/db/schema.ts'
import { recurringJobs } from '#core/jobs/contracts.ts'
import { siteLabel } from '#core/sites.ts'
import { prepareTelegramLink, telegramConnection } from '#core/telegram/links.ts'
import { jobContext } from '#tests/support/job-context.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from '#tests/support/telegram.ts'
import { jobHandlers } from './index.ts'

let database: TestDatabase
let fake: FakeTelegram
const secret = 'a-test-secret-that-is-long-enough-0123456789'

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
})
afterAll(async () => {
	await fake?.close()
	await database?.destroy()
})

const context = (env: Record<string, string>) => jobContext(database.db, { SESSION_SECRET: secret, ...env })

test('every worker polls every 5 seconds', () => {
	expect(recurringJobs).toContainEqual({ name: 'telegram.poll', interval: '5 seconds' })
})

test('two workers polling at once: one consumes the updates, the chat is linked and every command answered once', async () => {
	const user = await seedUser(database.db, { language: 'it' })
	await seedAlert(database.db, user.id, 'active')
	const { token } = await prepareTelegramLink(database.db, secret, user.id)
	// An update that waited while no worker polled.
	await fake.userWrites({ chatId: 8_001, text: `/start ${token}`, username: 'poll_user' })

	const workers = [context(fake.env), context(fake.env)]
	const polls = workers.map((worker) => jobHandlers['telegram.poll'](worker, {}))
	// Updates that arrive while a long poll waits.
	await fake.waitFor(() => fake.messages.some((message) => message.chatId === 8_001), 'the reply to /start')
	await fake.userWrites({ chatId: 8_001, text: '/pause' })
	await fake.userWrites({ chatId: 8_001, text: '/list' })
	await Promise.all(polls)

	const [link] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
	expect(link).toMatchObject({ chatId: 8_001, telegramUsername: 'poll_user' })
	const replies = fake.messages.filter((message) => message.chatId === 8_001).map((message) => message.text)
	expect(replies).toHaveLength(3)
	expect(replies[0]).toContain('Collegato!')
	expect(replies[1]).toContain('Avvisi in pausa: 1.')
	expect(replies[2]).toContain('• Volkswagen Golf — In pausa')
	// Telegram saw one poller at a time, and every update is confirmed: the next poller, on any
	// worker, starts after them.
	expect(fake.rejected).toEqual([])
	expect(fake.pendingUpdates()).toBe(0)
	expect(fake.unexpected).toEqual([])
}, 40_000)

test('/status by polling: the sites of the buyer’s alerts and each alert’s median delay, in their language; a chat not linked is answered politely', async () => {
	const now = Date.now()
	const user = await seedUser(database.db, { language: 'de' })
	const golf = await seedAlert(database.db, user.id, 'active', { websitesSelected: ['mobile.de', 'olx.ro'] })
	await seedAlert(database.db, user.id, 'paused', { brand: 'bmw', model: 'all', websitesSelected: ['mobile.de'] })
	await database.db.insert(telegramLinks).values({ userId: user.id, chatId: 8_101, linkedAt: new Date(now) })
	await database.db.insert(siteStatus).values([
		{ siteId: 'mobile.de', lastSuccessAt: new Date(now - 3 * 60_000 - 5_000) },
		{ siteId: 'olx.ro', lastSuccessAt: new Date(now - 2 * 3600_000 - 60_000), degradedSince: new Date(now - 3600_000), blockedUntil: new Date(now + 600_000), consecutiveFailures: 6 },
	])
	// Three cars that reached the chat 1, 2 and 10 minutes after the crawl saw them: the median is 2 minutes.
	for (const [n, seconds] of [60, 120, 600].entries()) {
		const sentAt = new Date(now - (n + 1) * 3600_000)
		await database.db.insert(notificationOutbox).values({ userId: user.id, subscriptionId: golf.id, kind: 'new_listing', dedupeKey: `status-${n}`, language: 'de', payload: {}, status: 'sent', sentAt, seenAt: new Date(sentAt.getTime() - seconds * 1000) })
	}
	try {
		await fake.userWrites({ chatId: 8_101, text: '/status' })
		await fake.userWrites({ chatId: 8_102, text: '/status', languageCode: 'fr' })
		await jobHandlers['telegram.poll'](context(fake.env), {})

		const [linked] = fake.messages.filter((message) => message.chatId === 8_101).map((message) => message.text)
		expect(linked).toBe(
			[
				'Die Portale Ihrer Alarme:',
				`• ${siteLabel('mobile.de', 'de')} — funktioniert · zuletzt gelesen vor 3 Minuten`,
				`• ${siteLabel('olx.ro', 'de')} — derzeit nicht lesbar · zuletzt gelesen vor 2 Stunden`,
				'',
				'Zeit von einem neuen Inserat bis in diesen Chat (Median, letzte 7 Tage):',
				// Newest alert first, as /list orders them.
				'• BMW — keine Nachrichten in den letzten 7 Tagen',
				'• Volkswagen Golf — 2 Min.',
			].join('\n'),
		)
		const [stranger] = fake.messages.filter((message) => message.chatId === 8_102).map((message) => message.text)
		expect(stranger).toBe('Bonjour\u202f! Ce chat n’est encore relié à aucun compte CarWatch. Ouvrez le lien Telegram de votre tableau de bord et appuyez sur Démarrer\u202f: https://carwatch.test/dashboard')
		expect(fake.unexpected).toEqual([])
	} finally {
		await database.db.delete(siteStatus)
	}
}, 40_000)

test('by polling, a linked chat opening another account’s link is asked with buttons; “Move” is answered, moves the chat and takes the buttons away; a replayed tap changes nothing', async () => {
	const first = await seedUser(database.db, { language: 'es' })
	const second = await seedUser(database.db, { language: 'es' })
	await database.db.insert(telegramLinks).values([
		{ userId: first.id, chatId: 8_201, linkedAt: new Date() },
		{ userId: second.id, chatId: 8_202, linkedAt: new Date() },
	])
	const { token } = await prepareTelegramLink(database.db, secret, second.id)
	await fake.userWrites({ chatId: 8_201, text: `/start ${token}`, username: 'shared_phone' })

	const poll = jobHandlers['telegram.poll'](context(fake.env), {})
	await fake.waitFor(() => fake.messages.some((message) => message.chatId === 8_201), 'the question')
	const question = fake.messages.find((message) => message.chatId === 8_201)!
	expect(question.text).toContain(`Este chat ya recibe las alertas de su cuenta de CarWatch ${first.username}. ¿Pasarlo a la cuenta que creó este enlace?`)
	expect(question.buttons.map((button) => button.text)).toEqual(['↪️ Pasar este chat a la otra cuenta', `✋ Dejarlo en ${first.username}`])
	expect(await telegramConnection(database.db, first.id)).toMatchObject({ linked: true })

	const [moveButton] = question.buttons
	const moveData = moveButton && 'callbackData' in moveButton ? moveButton.callbackData : ''
	const move = await fake.userTaps({ chatId: 8_201, messageId: question.messageId, text: '↪️ Pasar este chat a la otra cuenta' })
	await fake.waitFor(() => fake.edits.some((edit) => edit.messageId === question.messageId), 'the question’s buttons taken away')
	expect(fake.callbackAnswers.find((answer) => answer.queryId === move.queryId)?.text).toBe(`✅ Hecho: este chat recibe ahora las alertas de la cuenta de CarWatch ${second.username}.`)
	expect(question.buttons).toEqual([])
	const [moved] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, second.id))
	expect(moved).toMatchObject({ chatId: 8_201, telegramUsername: 'shared_phone' })
	expect(await telegramConnection(database.db, first.id)).toEqual({ linked: false })

	// A client that sends the button's data again, once the button is gone.
	const replay = await fake.userTaps({ chatId: 8_201, messageId: question.messageId, data: moveData })
	await fake.waitFor(() => fake.callbackAnswers.some((answer) => answer.queryId === replay.queryId), 'the answer to the replayed tap')
	expect(fake.callbackAnswers.find((answer) => answer.queryId === replay.queryId)?.text).toBe('Este botón ya no funciona. Sus alertas están en su panel.')
	await poll

	const [after] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, second.id))
	expect(after).toEqual(moved)
	expect(await telegramConnection(database.db, first.id)).toEqual({ linked: false })
	expect(fake.edits.filter((edit) => edit.messageId === question.messageId)).toHaveLength(1)
	expect(fake.rejected).toEqual([])
	expect(fake.pendingUpdates()).toBe(0)
	expect(fake.unexpected).toEqual([])
}, 40_000)

test('by polling, an update whose chat id no bigint holds is passed over; the updates after it are answered', async () => {
	const user = await seedUser(database.db)
	const { token } = await prepareTelegramLink(database.db, secret, user.id)
	await fake.userWrites({ chatId: 1e20, text: `/start ${token}` })
	await fake.userWrites({ chatId: 8_901, text: `/start ${token}` })
	const worker = context(fake.env)
	const poll = jobHandlers['telegram.poll'](worker, {})
	await fake.waitFor(() => fake.messages.some((message) => message.chatId === 8_901), 'the reply to the readable /start')
	await poll
	const [link] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
	expect(link).toMatchObject({ chatId: 8_901 })
	expect(fake.pendingUpdates()).toBe(0)
	expect(fake.unexpected).toEqual([])
}, 40_000)

test('with a webhook secret the job registers the webhook once, and never polls', async () => {
	const worker = context({ ...fake.env, TELEGRAM_WEBHOOK_SECRET: 'webhook-secret-0123456789' })
	const before = fake.calls.length
	await jobHandlers['telegram.poll'](worker, {})
	await jobHandlers['telegram.poll'](worker, {})
	expect(fake.webhook()).toEqual({ url: 'https://carwatch.test/api/telegram/webhook', secretToken: 'webhook-secret-0123456789', allowedUpdates: ['message', 'callback_query'] })
	expect(fake.calls.slice(before).map((call) => call.method)).toEqual(['setWebhook'])
	expect(fake.unexpected).toEqual([])
})

test('without a bot token the job does nothing', async () => {
	const before = fake.calls.length
	await jobHandlers['telegram.poll'](context({}), {})
	expect(fake.calls.length).toBe(before)
})
