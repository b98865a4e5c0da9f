import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { notificationOutbox, siteStatus, subscriptions, telegramLinks } from '#core/db/schema.ts'
import { siteLabel, siteName } from '#core/sites.ts'
import { createLogger } from '#core/logger.ts'
import { deliverToDevOutbox, queueNotification } from '#core/notifications/outbox.ts'
import { prepareTelegramLink } from '#core/telegram/links.ts'
import { jobContracts } from '#core/jobs/contracts.ts'
import { jobHandlers } from '#worker/jobs/index.ts'
import { drainNotifications, telegramFor } from '#worker/lib/telegram/sender.ts'
import { workerIdentity } from '#worker/runtime.ts'
import { seriousA11yViolations } from './support/a11y.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAlert, seedUser } from './support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from './support/telegram.ts'

const webhookSecret = 'webhook-secret-for-tests-0123456789'
const sessionSecret = 'a-test-secret-that-is-long-enough-0123456789'

let fake: FakeTelegram

const app = setUpBrowserApp({
	before: async () => {
		fake = await startFakeTelegram()
	},
	env: () => ({ ...fake.env, TELEGRAM_WEBHOOK_SECRET: webhookSecret, SESSION_SECRET: sessionSecret }),
})

beforeAll(async () => {
	// The worker registers the webhook with Telegram, as it does at start in production.
	const config = parseConfig({ NODE_ENV: 'test', ...fake.env, TELEGRAM_WEBHOOK_SECRET: webhookSecret, APP_URL: app.server.url })
	await jobHandlers['telegram.poll']({ config, db: app.database.db, log: createLogger('worker', 'silent'), worker: workerIdentity(), enqueue: () => Promise.reject(new Error('this test enqueues no jobs')) }, {})
})
afterAll(async () => {
	await fake?.close()
})

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs, as the worker would, every `telegram.keyboard` job the webhook enqueued; returns how many. */
async function runKeyboardJobs(config: ReturnType<typeof parseConfig>): Promise<number> {
	const { rows } = await app.database.pool.query<{ id: string; data: unknown }>(`select id, data from agenda_jobs where name = 'telegram.keyboard' order by created_at, id`)
	for (const row of rows) {
		const context = { config, db: app.database.db, log: createLogger('worker', 'silent'), worker: workerIdentity(), enqueue: () => Promise.reject(new Error('this job enqueues none')) }
		await jobHandlers['telegram.keyboard'](context, jobContracts['telegram.keyboard'].parse(row.data))
		await app.database.pool.query('delete from agenda_jobs where id = $1', [row.id])
	}
	return rows.length
}
const webhookUrl = () => `${app.server.url}/api/telegram/webhook`

describe('updates by webhook', () => {
	test('the worker registered our webhook with its secret', () => {
		expect(fake.webhook()).toEqual({ url: webhookUrl(), secretToken: webhookSecret, allowedUpdates: ['message', 'callback_query'] })
	})

	test('/start <token> through the webhook links the chat; commands answer in the user’s language', async () => {
		const user = await seedUser(app.database.db, { language: 'es' })
		await seedAlert(app.database.db, user.id, 'active')
		const { token } = await prepareTelegramLink(app.database.db, sessionSecret, user.id)

		const start = await fake.userWrites({ chatId: 9_101, text: `/start ${token}`, username: 'webhook_user' })
		expect(start.webhookStatus).toBe(200)
		const [link] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
		expect(link).toMatchObject({ chatId: 9_101, telegramUsername: 'webhook_user' })

		// A person types the next command a second later at the earliest (Telegram allows the bot
		// one message per chat per second, and the fake enforces it).
		await pause(1_100)
		await fake.userWrites({ chatId: 9_101, text: '/pause' })
		await pause(1_100)
		await fake.userWrites({ chatId: 9_101, text: '/list' })
		const replies = fake.messages.filter((message) => message.chatId === 9_101)
		expect(replies.map((message) => message.via)).toEqual(['webhook', 'webhook', 'webhook'])
		expect(replies[0]!.text).toContain('¡Conectado!')
		expect(replies[1]!.text).toBe('⏸ Alertas en pausa: 1. No se comprueban hasta que envíe /resume.')
		expect(replies[2]!.text).toContain('• Volkswagen Golf — En pausa')
		const [alert] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))
		expect(alert?.status).toBe('paused')
		expect(fake.unexpected).toEqual([])
	})

	test('a tap on a listing message’s button: answered in the webhook’s reply, acted on, the keyboard redrawn by the worker’s job; another user’s message and bad data change nothing', async () => {
		const chatId = 9_401
		const user = await seedUser(app.database.db, { language: 'es' })
		const alert = await seedAlert(app.database.db, user.id, 'active', { model: 'all', notificationLanguage: 'es' })
		await app.database.db.insert(telegramLinks).values({ userId: user.id, chatId, linkedAt: new Date() })
		fake.addChat(chatId)
		const stranger = await seedUser(app.database.db)
		const strangersAlert = await seedAlert(app.database.db, stranger.id, 'active', { model: 'all' })
		const listing = (id: string, model: { slug: string; name: string }) => ({
			title: `Volkswagen ${model.name} ${id}`,
			price: 14_000,
			currency: 'EUR',
			km: 60_000,
			year: 2020,
			fuel: 'gasoline' as const,
			location: 'Madrid',
			url: `https://www.mobile.de/listing/${id}`,
			imageUrl: null,
			siteName: 'mobile.de',
			alertLabel: 'Volkswagen',
			ref: { siteId: 'mobile.de', listingId: id },
			model,
		})
		const mine = await queueNotification(app.database.db, { userId: user.id, subscriptionId: alert.id, kind: 'new_listing', dedupeKey: 'webhook-button-1', language: 'es', payload: listing('w1', { slug: 'golf', name: 'Golf' }) })
		const theirs = await queueNotification(app.database.db, { userId: stranger.id, subscriptionId: strangersAlert.id, kind: 'new_listing', dedupeKey: 'webhook-button-2', language: 'en', payload: listing('w2', { slug: 'golf', name: 'Golf' }) })
		// The worker's sender, as it runs in production beside the web.
		const config = parseConfig({ NODE_ENV: 'test', ...fake.env, TELEGRAM_WEBHOOK_SECRET: webhookSecret, APP_URL: app.server.url })
		const log = createLogger('worker', 'silent')
		await drainNotifications({ db: app.database.db, config, log, ...telegramFor(config), deadline: Date.now() + 5_000 })
		const message = fake.messages.find((entry) => entry.chatId === chatId && entry.text.includes('Golf w1'))!
		expect(message.buttons.map((button) => button.text)).toEqual(['Abrir el anuncio', '⏸ Pausar esta alerta', '🚫 Este coche no', '🔇 Silenciar Golf'])

		const tap = await fake.userTaps({ chatId, messageId: message.messageId, text: '🔇 Silenciar Golf' })
		expect(tap.webhookStatus).toBe(200)
		expect(fake.callbackAnswers.at(-1)).toMatchObject({ queryId: tap.queryId, text: 'No recibirá más mensajes sobre Golf en esta alerta.', via: 'webhook' })
		const [muted] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
		expect(muted!.mutedModels).toEqual(['golf'])
		// The web answered; the keyboard waits for the worker's job, with the state read when it runs.
		expect(message.buttons.map((button) => button.text)).toContain('🔇 Silenciar Golf')
		expect(await runKeyboardJobs(config)).toBe(1)
		expect(message.buttons.map((button) => button.text)).toEqual(['Abrir el anuncio', '⏸ Pausar esta alerta', '🚫 Este coche no', '🔈 Volver a mostrar Golf'])

		const pause = await fake.userTaps({ chatId, messageId: message.messageId, text: '⏸ Pausar esta alerta' })
		expect(fake.callbackAnswers.at(-1)).toMatchObject({ queryId: pause.queryId, text: 'Alerta en pausa. Pulse ▶️ para volver a recibir anuncios.' })
		const [paused] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
		expect(paused!.status).toBe('paused')
		expect(await runKeyboardJobs(config)).toBe(1)
		expect(message.buttons.map((button) => button.text)).toContain('▶️ Reanudar esta alerta')

		// Another user's message, named by a forged callback_data from this chat, and data that is no button's.
		const theirsData = `p:${theirs.id}`
		for (const data of [theirsData, 'garbage', `m:${mine.id}`.toUpperCase(), 'n:00000000-0000-4000-8000-000000000000']) {
			const forged = await fake.userTaps({ chatId, messageId: message.messageId, data })
			expect(forged.webhookStatus, data).toBe(200)
			expect(fake.callbackAnswers.at(-1), data).toMatchObject({ queryId: forged.queryId, text: 'Este botón ya no funciona. Sus alertas están en su panel.' })
		}
		expect(await runKeyboardJobs(config)).toBe(0)
		const [untouched] = await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, strangersAlert.id))
		expect(untouched!.status).toBe('active')
		expect(fake.rejected).toEqual([])
		expect(fake.unexpected).toEqual([])
	})

	test('a linked chat opening another account’s link gets the question with its buttons in the webhook’s reply; “Keep” changes nothing, the worker’s job takes the buttons away, and “Move” tapped after it does nothing', async () => {
		const first = await seedUser(app.database.db, { language: 'fr' })
		const second = await seedUser(app.database.db)
		await app.database.db.insert(telegramLinks).values([
			{ userId: first.id, chatId: 9_501, linkedAt: new Date() },
			{ userId: second.id, chatId: 9_502, linkedAt: new Date() },
		])
		const { token } = await prepareTelegramLink(app.database.db, sessionSecret, second.id)
		const start = await fake.userWrites({ chatId: 9_501, text: `/start ${token}` })
		expect(start.webhookStatus).toBe(200)
		const question = fake.messages.find((message) => message.chatId === 9_501)!
		expect(question).toMatchObject({ via: 'webhook' })
		expect(question.text).toBe(
			`Ce chat reçoit déjà les alertes de votre compte CarWatch ${first.username}. Le transférer au compte qui a créé ce lien\u202f? Les alertes de ${first.username} n’arriveraient alors plus ici.`,
		)
		expect(question.buttons.map((button) => button.text)).toEqual(['↪️ Transférer ce chat à l’autre compte', `✋ Le garder sur ${first.username}`])
		const [moveButton] = question.buttons
		const moveData = moveButton && 'callbackData' in moveButton ? moveButton.callbackData : ''
		const linksBefore = await app.database.db.select().from(telegramLinks).where(inArray(telegramLinks.userId, [first.id, second.id])).orderBy(telegramLinks.chatId)

		// A person reads the question before tapping: the edit that follows is not the chat's second message within a second.
		await pause(1_100)
		const keep = await fake.userTaps({ chatId: 9_501, messageId: question.messageId, text: `✋ Le garder sur ${first.username}` })
		expect(keep.webhookStatus).toBe(200)
		expect(fake.callbackAnswers.at(-1)).toMatchObject({ queryId: keep.queryId, text: `Rien n’a changé\u202f: ce chat reçoit toujours les alertes de votre compte ${first.username}.`, via: 'webhook' })
		const config = parseConfig({ NODE_ENV: 'test', ...fake.env, TELEGRAM_WEBHOOK_SECRET: webhookSecret, APP_URL: app.server.url })
		expect(await runKeyboardJobs(config)).toBe(1)
		expect(question.buttons).toEqual([])

		const late = await fake.userTaps({ chatId: 9_501, messageId: question.messageId, data: moveData })
		expect(fake.callbackAnswers.at(-1)).toMatchObject({ queryId: late.queryId, text: 'Ce bouton ne fonctionne plus. Vos alertes sont sur votre tableau de bord.' })
		expect(await runKeyboardJobs(config)).toBe(0)
		const linksAfter = await app.database.db.select().from(telegramLinks).where(inArray(telegramLinks.userId, [first.id, second.id])).orderBy(telegramLinks.chatId)
		expect(linksAfter.map(({ linkGeneration: _, linkTokenHash: __, ...link }) => link)).toEqual(linksBefore.map(({ linkGeneration: _, linkTokenHash: __, ...link }) => link))
		expect(linksAfter.map((link) => link.chatId)).toEqual([9_501, 9_502])
		expect(fake.rejected).toEqual([])
		expect(fake.unexpected).toEqual([])
	})

	test('a request without the right secret is refused 403 and changes nothing', async () => {
		const user = await seedUser(app.database.db)
		const { token } = await prepareTelegramLink(app.database.db, sessionSecret, user.id)
		const update = JSON.stringify({
			update_id: 1,
			message: { message_id: 1, date: 0, chat: { id: 9_201, type: 'private' }, from: { id: 9_201, is_bot: false, first_name: 'X' }, text: `/start ${token}` },
		})
		for (const secret of [null, 'wrong', `${webhookSecret}x`, webhookSecret.slice(0, -1)]) {
			const response = await fetch(webhookUrl(), {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', ...(secret === null ? {} : { 'X-Telegram-Bot-Api-Secret-Token': secret }) },
				body: update,
			})
			expect(response.status).toBe(403)
		}
		const [link] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
		expect(link?.chatId).toBeNull()

		const accepted = await fetch(webhookUrl(), {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': webhookSecret },
			body: update,
		})
		expect(accepted.status).toBe(200)
		expect(await accepted.json()).toMatchObject({ method: 'sendMessage', chat_id: 9_201, parse_mode: 'HTML' })
	})

	test('a bad body is acknowledged with 200, never a 500; other methods are 405', async () => {
		for (const body of ['{not json', '', 'null', '[1,2]', '{"update_id":"x"}', '{"update_id":7,"message":{"chat":{}}}', '{"update_id":8}']) {
			const response = await fetch(webhookUrl(), {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': webhookSecret },
				body,
			})
			expect(response.status, body).toBe(200)
			expect(await response.json()).toEqual({ ok: true })
		}
		expect((await fetch(webhookUrl())).status).toBe(405)
		expect((await fetch(webhookUrl(), { method: 'PUT', headers: { 'X-Telegram-Bot-Api-Secret-Token': webhookSecret } })).status).toBe(405)
	})

	test('an update whose ids no bigint column holds is acknowledged with 200, ignored and logged without its text, never a 500 Telegram would send again', async () => {
		const user = await seedUser(app.database.db)
		const { token } = await prepareTelegramLink(app.database.db, sessionSecret, user.id)
		const chatId = 9_311
		const message = (ids: { chat?: number; from?: number; message?: number }) => ({
			message_id: ids.message ?? 1,
			date: 0,
			chat: { id: ids.chat ?? chatId, type: 'private' },
			from: { id: ids.from ?? chatId, is_bot: false, first_name: 'X' },
			text: `/start ${token}`,
		})
		const tap = (ids: { chat?: number; from?: number; message?: number }) => ({
			id: 'query-1',
			from: { id: ids.from ?? chatId },
			...(ids.chat === undefined && ids.message === undefined ? {} : { message: { message_id: ids.message ?? 1, chat: { id: ids.chat ?? chatId, type: 'private' } } }),
			data: 'p:00000000-0000-4000-8000-000000000000',
		})
		const updates = [
			// Past bigint: PostgreSQL refused the query, and the webhook answered 500.
			{ update_id: 41, message: message({ chat: 1e20 }) },
			{ update_id: 42, message: message({ chat: -1e20 }) },
			// Within bigint but past what a JavaScript number holds exactly: not Telegram's, and rounded.
			{ update_id: 43, message: message({ chat: 2 ** 60 }) },
			{ update_id: 44, message: message({ from: 1e20 }) },
			{ update_id: 45, message: message({ message: 1e20 }) },
			{ update_id: 46, callback_query: tap({ from: 1e20 }) },
			{ update_id: 47, callback_query: tap({ chat: 1e20 }) },
			{ update_id: 48, callback_query: tap({ message: 1e20 }) },
		]
		for (const update of updates) {
			const response = await fetch(webhookUrl(), {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': webhookSecret },
				body: JSON.stringify(update),
			})
			expect(response.status, `update ${update.update_id}`).toBe(200)
			expect(await response.json()).toEqual({ ok: true })
		}
		const logged = app.server
			.output()
			.split('\n')
			.filter((line) => line.includes('ERROR [telegram] ignored an update it cannot read'))
			.map((line) => JSON.parse(line.slice(line.indexOf('{'))) as { updateId: unknown })
			.filter((entry) => updates.some((update) => update.update_id === entry.updateId))
		expect(logged).toEqual(updates.map((update) => ({ updateId: update.update_id, kinds: Object.keys(update).filter((name) => name !== 'update_id') })))
		expect(app.server.output()).not.toContain(token)
		const [untouched] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
		expect(untouched?.chatId).toBeNull()

		// The same link from a real chat still works: nothing above spent it.
		const linked = await fetch(webhookUrl(), {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', 'X-Telegram-Bot-Api-Secret-Token': webhookSecret },
			body: JSON.stringify({ update_id: 49, message: message({}) }),
		})
		expect(await linked.json()).toMatchObject({ method: 'sendMessage', chat_id: chatId })
		const [link] = await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
		expect(link?.chatId).toBe(chatId)
	})

	test('/status through the webhook: a linked chat gets its sites and its median delay in its language; a chat not linked a polite answer', async () => {
		const now = Date.now()
		const user = await seedUser(app.database.db, { language: 'it' })
		const alert = await seedAlert(app.database.db, user.id, 'active', { websitesSelected: ['demo', 'autoscout24.de'] })
		await app.database.db.insert(telegramLinks).values({ userId: user.id, chatId: 9_701, linkedAt: new Date(now) })
		await app.database.db.insert(siteStatus).values({ siteId: 'demo', lastSuccessAt: new Date(now - 20_000) })
		// Cars that reached the chat 30 s and 90 s after their crawl: the median is a minute.
		for (const [n, seconds] of [30, 90].entries()) {
			const sentAt = new Date(now - (n + 1) * 86_400_000)
			await app.database.db.insert(notificationOutbox).values({ userId: user.id, subscriptionId: alert.id, kind: 'new_listing', dedupeKey: `webhook-status-${n}`, language: 'it', payload: {}, status: 'sent', sentAt, seenAt: new Date(sentAt.getTime() - seconds * 1000) })
		}
		try {
			const linked = await fake.userWrites({ chatId: 9_701, text: '/status' })
			expect(linked.webhookStatus).toBe(200)
			const stranger = await fake.userWrites({ chatId: 9_702, text: '/status', languageCode: 'es' })
			expect(stranger.webhookStatus).toBe(200)
			const [reply] = fake.messages.filter((message) => message.chatId === 9_701)
			expect(reply!.via).toBe('webhook')
			expect(reply!.text).toBe(
				[
					'I siti controllati dai tuoi avvisi:',
					`• ${siteLabel('autoscout24.de', 'it')} — non ancora letto`,
					`• ${siteName('demo', 'it')} — funziona · ultima lettura proprio ora`,
					'',
					'Tempo da un nuovo annuncio a questa chat (mediana, ultimi 7 giorni):',
					'• Volkswagen Golf — 60 s',
				].join('\n'),
			)
			const [polite] = fake.messages.filter((message) => message.chatId === 9_702)
			expect(polite!.text).toBe(`¡Hola! Este chat aún no está conectado a ninguna cuenta de CarWatch. Abra el enlace de Telegram de su panel y pulse Iniciar: http://localhost:${new URL(app.server.url).port}/dashboard`)
			// Nothing was linked by asking.
			expect(await app.database.db.select().from(telegramLinks).where(eq(telegramLinks.chatId, 9_702))).toEqual([])
			expect(fake.unexpected).toEqual([])
		} finally {
			await app.database.db.delete(siteStatus)
		}
	})
})

test('/dev/notifications shows each queued message as the bot sends it, every listing field escaped', async () => {
	const user = await seedUser(app.database.db, { email: 'dev-outbox@example.com' })
	const alert = await seedAlert(app.database.db, user.id)
	// Only a linked chat gets its messages, in the development outbox as from the bot.
	await app.database.db.insert(telegramLinks).values({ userId: user.id, chatId: 9_301, linkedAt: new Date() })
	await queueNotification(app.database.db, {
		userId: user.id,
		subscriptionId: alert.id,
		kind: 'new_listing',
		dedupeKey: 'dev-page-1',
		language: 'de',
		payload: {
			title: '<b>Golf</b> & "Co" <script>alert(1)</script>',
			price: 12_500,
			currency: 'EUR',
			km: 80_000,
			year: 2017,
			fuel: 'diesel',
			location: 'Köln',
			url: 'https://www.mobile.de/listing/9',
			imageUrl: 'https://img.example.com/9.jpg',
			siteName: 'mobile.de',
			alertLabel: 'Volkswagen Golf',
		},
	})
	// What the worker does without a bot token.
	await deliverToDevOutbox(app.database.db)

	const { page, errors, close } = await app.openPage({ javaScript: true })
	try {
		await page.goto(`${app.server.url}/dev/notifications`)
		expect(await page.locator('h1').textContent()).toBe('Telegram outbox')
		const card = page.getByTestId('outbox-notification').filter({ hasText: 'dev-outbox@example.com' })
		const message = card.getByTestId('telegram-message')
		expect(await message.textContent()).toContain('<b>Golf</b> & "Co" <script>alert(1)</script>')
		expect(await message.textContent()).toContain('Neues Angebot für Ihren Alarm „Volkswagen Golf“')
		expect(await message.locator('script').count()).toBe(0)
		expect(await message.locator('a').getAttribute('href')).toBe('https://www.mobile.de/listing/9')
		expect(await card.textContent()).toContain('Sent')
		expect(await seriousA11yViolations(app.browser, `${app.server.url}/dev/notifications`)).toEqual([])
		expect(errors).toEqual([])
	} finally {
		await close()
	}
})
