import { eq } from 'drizzle-orm'
import type { InlineKeyboardMarkup, Update } from 'telegram-typings'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { siteLabel } from '#core/sites.ts'
import { parseConfig } from '#core/config.ts'
import { notificationOutbox, subscriptions, telegramLinks } from '#core/db/schema.ts'
import { notLinkedError } from '#core/notifications/outbox.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { parseTelegramHtml } from '#tests/support/telegram.ts'
import { callbackDataLimit, callbackQueryOf, handleCallbackQuery } from './callbacks.ts'
import { moveQuestionMinutes, parseMoveAnswer } from './chat-move.ts'
import { prepareTelegramLink, telegramConnection } from './links.ts'
import { type BotReply, handleUpdate, parseUpdate } from './updates.ts'

let database: TestDatabase
const config = parseConfig({ NODE_ENV: 'test', APP_URL: 'https://carwatch.test', SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789' })
const secret = config.SESSION_SECRET!

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(async () => {
	await database.destroy()
})

let nextUpdate = 1
function message(chatId: number, text: string, from: { username?: string; languageCode?: string } = {}, chatType = 'private'): Update {
	return {
		update_id: nextUpdate++,
		message: {
			message_id: nextUpdate,
			date: Math.floor(Date.now() / 1000),
			chat: { id: chatId, type: chatType },
			from: { id: chatId, is_bot: false, first_name: 'Test', username: from.username, language_code: from.languageCode },
			text,
		},
	} as Update
}

let lastReply: BotReply | null = null

/** Sends a message to the bot and answers what Telegram would show of the reply. */
async function say(chatId: number, text: string, from: { username?: string; languageCode?: string } = {}): Promise<string> {
	const reply = await handleUpdate(database.db, config, message(chatId, text, from))
	lastReply = reply
	if (!reply) throw new Error('the bot did not reply')
	expect(reply.chatId).toBe(chatId)
	const parsed = parseTelegramHtml(reply.html)
	if (!parsed.ok) throw new Error(parsed.error)
	return parsed.text
}

async function linkOf(userId: string) {
	const [row] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId))
	return row
}

describe('linking with /start <token>', () => {
	test('the deep link links the chat, in the user’s language, and tapped again changes nothing', async () => {
		const user = await seedUser(database.db, { language: 'de' })
		const { token } = await prepareTelegramLink(database.db, secret, user.id)
		const text = await say(7_001, `/start ${token}`, { username: 'golf_fan', languageCode: 'en' })
		expect(lastReply?.keyboard).toBeUndefined()
		expect(text).toContain(`Verbunden! Dieser Chat erhält jetzt die Alarme Ihres CarWatch-Kontos ${user.username}.`)
		expect(text).toContain('/pause')
		expect(await telegramConnection(database.db, user.id)).toEqual({ linked: true, username: 'golf_fan', blocked: false })
		const first = await linkOf(user.id)
		expect(first).toMatchObject({ chatId: 7_001, telegramUsername: 'golf_fan' })

		// The token is spent, and the chat it linked is told it is linked already.
		expect(await say(7_001, `/start ${token}`, { username: 'golf_fan' })).toContain(`Dieser Chat ist bereits mit Ihrem CarWatch-Konto ${user.username} verbunden.`)
		expect((await linkOf(user.id))?.linkedAt?.getTime()).toBe(first!.linkedAt!.getTime())
	})

	test('a token works once: a stranger who saw the QR code later cannot take the chat, and the dashboard shows a new one', async () => {
		const user = await seedUser(database.db)
		const { token } = await prepareTelegramLink(database.db, secret, user.id)
		await say(7_011, `/start ${token}`)
		expect(await say(7_012, `/start ${token}`, { languageCode: 'en' })).toContain('This link is not valid.')
		expect(await linkOf(user.id)).toMatchObject({ chatId: 7_011 })

		const next = await prepareTelegramLink(database.db, secret, user.id)
		expect(next.token).not.toBe(token)
		expect(next.connection).toEqual({ linked: true, username: null, blocked: false })
		// Showing the link again changes nothing; the new token links the owner's new phone, once.
		expect((await prepareTelegramLink(database.db, secret, user.id)).token).toBe(next.token)
		await say(7_013, `/start ${next.token}`)
		expect(await linkOf(user.id)).toMatchObject({ chatId: 7_013 })
		expect(await say(7_012, `/start ${next.token}`)).toContain('This link is not valid.')
	})

	test('an unknown token links nothing and says so in the sender’s Telegram language', async () => {
		expect(await say(7_201, '/start not-a-real-token', { languageCode: 'fr' })).toContain('Ce lien n’est pas valide. Ouvrez à nouveau le lien Telegram de votre tableau de bord CarWatch\u202f: https://carwatch.test/dashboard')
		const user = await seedUser(database.db)
		const { token } = await prepareTelegramLink(database.db, secret, user.id)
		expect(await say(7_202, `/start ${token.slice(0, -1)}`, { languageCode: 'pt-br' })).toContain('This link is not valid.')
		expect(await telegramConnection(database.db, user.id)).toEqual({ linked: false })
	})
})

describe('a linked chat opening another account’s link (docs/decisions/046)', () => {
	const tokenOf = async (userId: string) => (await prepareTelegramLink(database.db, secret, userId)).token
	let nextMessage = 100_000

	/** Two accounts, each with its chat linked; the first account's chat opens the second's link. */
	async function asked(chats: { first: number; second: number }, languages: { first?: string; second?: string } = {}) {
		const first = await seedUser(database.db, { language: languages.first ?? 'en' })
		const second = await seedUser(database.db, { language: languages.second ?? 'en' })
		await say(chats.first, `/start ${await tokenOf(first.id)}`)
		await say(chats.second, `/start ${await tokenOf(second.id)}`)
		const token = await tokenOf(second.id)
		const text = await say(chats.first, `/start ${token}`, { username: 'first_phone' })
		const question = { ...lastReply!, messageId: nextMessage++, text }
		return { first, second, token, question }
	}

	/** The question's button with this text. */
	function button(keyboard: InlineKeyboardMarkup | undefined, text: string): string {
		const found = keyboard?.inline_keyboard.flat().find((candidate) => candidate.text === text)
		if (!found?.callback_data) throw new Error(`no button "${text}"`)
		return found.callback_data
	}

	/** A tap as Telegram delivers it, read as the webhook and the poller read it: in `chatId`, on the question's message. */
	function tap(chatId: number, question: { messageId: number; keyboard?: InlineKeyboardMarkup }, data: string, now?: Date) {
		const query = callbackQueryOf({
			update_id: nextUpdate++,
			callback_query: {
				id: String(nextUpdate),
				from: { id: chatId, is_bot: false, first_name: 'Test', username: 'first_phone', language_code: 'en' },
				message: { message_id: question.messageId, date: 0, chat: { id: chatId, type: 'private' }, text: '…', ...(question.keyboard ? { reply_markup: question.keyboard } : {}) },
				chat_instance: String(chatId),
				data,
			},
		})
		if (!query) throw new Error('not a callback query')
		return handleCallbackQuery(database.db, config, query, now)
	}

	test('the chat is asked, in its account’s language, naming only its own account; nothing moves and the link is spent', async () => {
		const { first, second, token, question } = await asked({ first: 7_701, second: 7_702 }, { first: 'de' })
		expect(question.text).toBe(
			`Dieser Chat erhält bereits die Alarme Ihres CarWatch-Kontos ${first.username}. Soll er zu dem Konto wechseln, von dem dieser Link stammt? Die Alarme von ${first.username} kämen dann nicht mehr hier an.`,
		)
		expect(question.text).not.toContain(second.username)
		expect(question.text).not.toContain(second.email)
		const buttons = question.keyboard!.inline_keyboard.flat()
		expect(buttons.map((entry) => entry.text)).toEqual(['↪️ Chat zum anderen Konto verschieben', `✋ Bei ${first.username} lassen`])
		for (const entry of buttons) expect(Buffer.byteLength(entry.callback_data!)).toBeLessThanOrEqual(callbackDataLimit)
		expect(JSON.stringify(question.keyboard)).not.toContain(second.id)

		expect(await linkOf(first.id)).toMatchObject({ chatId: 7_701 })
		expect(await linkOf(second.id)).toMatchObject({ chatId: 7_702 })
		// The token went with asking: from the chat history it links nothing, here or anywhere.
		expect(await say(7_703, `/start ${token}`)).toContain('This link is not valid.')
		expect(await say(7_701, `/start ${token}`)).toContain(`Dieser Chat ist bereits mit Ihrem CarWatch-Konto ${first.username} verbunden.`)
		expect(await telegramConnection(database.db, second.id)).toMatchObject({ linked: true })
		expect((await linkOf(second.id))?.chatId).toBe(7_702)
		expect(await tokenOf(second.id)).not.toBe(token)
	})

	test('“Move” moves the chat once: the old account loses it, the new one gains it (its old chat replaced); a replayed tap changes nothing', async () => {
		const { first, second, question } = await asked({ first: 7_711, second: 7_712 }, { second: 'it' })
		const move = button(question.keyboard, '↪️ Move this chat to the other account')
		const outcome = await tap(7_711, question, move)
		expect(outcome.answer.text).toBe(`✅ Spostata: questa chat ora riceve gli avvisi dell’account CarWatch ${second.username}.`)
		// The question loses its buttons.
		expect(outcome.redraw).toEqual({ chatId: 7_711, messageId: question.messageId, outboxId: null })
		expect(await telegramConnection(database.db, first.id)).toEqual({ linked: false })
		const moved = await linkOf(second.id)
		expect(moved).toMatchObject({ chatId: 7_711, telegramUsername: 'first_phone' })
		// Commands from the chat now act on the second account.
		expect(await say(7_711, '/list')).toContain('Non hai ancora avvisi')

		// The same tap again, and “Keep” after it: nothing moves back or again.
		for (const data of [move, button(question.keyboard, `✋ Keep it on ${first.username}`)]) {
			const replayed = await tap(7_711, question, data)
			expect(replayed.answer.text).toBe('Questo pulsante non funziona più. I tuoi avvisi sono nella tua dashboard.')
			expect(replayed.redraw).toBeNull()
		}
		expect(await linkOf(second.id)).toEqual(moved)
		expect(await telegramConnection(database.db, first.id)).toEqual({ linked: false })
		// The first account links again from wherever its owner opens its link.
		await say(7_712, `/start ${await tokenOf(first.id)}`)
		expect(await linkOf(first.id)).toMatchObject({ chatId: 7_712 })
	})

	test('“Keep” keeps everything, and the question cannot be answered again', async () => {
		const { first, second, question } = await asked({ first: 7_721, second: 7_722 }, { first: 'fr' })
		const before = { first: await linkOf(first.id), second: await linkOf(second.id) }
		const kept = await tap(7_721, question, button(question.keyboard, `✋ Le garder sur ${first.username}`))
		expect(kept.answer.text).toBe(`Rien n’a changé\u202f: ce chat reçoit toujours les alertes de votre compte ${first.username}.`)
		expect(kept.redraw).toEqual({ chatId: 7_721, messageId: question.messageId, outboxId: null })
		expect(await linkOf(first.id)).toEqual(before.first)
		expect(await linkOf(second.id)).toMatchObject({ chatId: 7_722, telegramUsername: null, linkedAt: before.second!.linkedAt })

		const late = await tap(7_721, question, button(question.keyboard, '↪️ Transférer ce chat à l’autre compte'))
		expect(late.answer.text).toBe('Ce bouton ne fonctionne plus. Vos alertes sont sur votre tableau de bord.')
		expect(await linkOf(first.id)).toEqual(before.first)
		expect((await linkOf(second.id))?.chatId).toBe(7_722)
	})

	test('a tap from another chat, or with forged data, changes nothing; the question still works in its own chat', async () => {
		const { first, second, question } = await asked({ first: 7_731, second: 7_732 })
		const move = button(question.keyboard, '↪️ Move this chat to the other account')
		const third = await seedUser(database.db)
		await say(7_733, `/start ${await tokenOf(third.id)}`)
		const forged = (() => {
			const bytes = Buffer.from(move.slice(2), 'base64url')
			bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 1
			return `c:${bytes.toString('base64url')}`
		})()
		// The second account's own chat, a chat linked to a third account, a chat linked nowhere; then forged data in the right chat.
		for (const [chatId, data] of [[7_732, move], [7_733, move], [7_734, move], [7_731, forged]] as const) {
			const outcome = await tap(chatId, { messageId: question.messageId, keyboard: question.keyboard }, data)
			expect(outcome.answer.text, `${chatId}`).toBe('This button no longer works. Your alerts are on your dashboard.')
			expect(outcome.redraw).toBeNull()
		}
		expect(await linkOf(first.id)).toMatchObject({ chatId: 7_731 })
		expect(await linkOf(second.id)).toMatchObject({ chatId: 7_732 })
		expect(await linkOf(third.id)).toMatchObject({ chatId: 7_733 })

		expect((await tap(7_731, question, move)).answer.text).toContain('✅ Moved')
		expect(await linkOf(second.id)).toMatchObject({ chatId: 7_731 })
		expect(await linkOf(third.id)).toMatchObject({ chatId: 7_733 })
	})

	test('a question left unanswered expires; a chat no longer on the account it was asked for cannot answer it', async () => {
		const { first, second, question } = await asked({ first: 7_741, second: 7_742 })
		const move = button(question.keyboard, '↪️ Move this chat to the other account')
		const late = new Date(Date.now() + (moveQuestionMinutes + 2) * 60_000)
		expect((await tap(7_741, question, move, late)).answer.text).toBe(
			'This question has expired and nothing changed. To move this chat, open a new link from the other account’s dashboard.',
		)
		expect(await linkOf(first.id)).toMatchObject({ chatId: 7_741 })
		expect(await linkOf(second.id)).toMatchObject({ chatId: 7_742 })

		// The chat moves to a third account meanwhile (its own link, answered “Move”): the old question is void.
		const third = await seedUser(database.db)
		await say(7_741, `/start ${await tokenOf(third.id)}`)
		expect((await tap(7_741, { messageId: 1, keyboard: lastReply!.keyboard }, button(lastReply!.keyboard, '↪️ Move this chat to the other account'))).answer.text).toContain('✅ Moved')
		expect((await tap(7_741, question, move)).answer.text).toBe('This button no longer works. Your alerts are on your dashboard.')
		expect(await linkOf(third.id)).toMatchObject({ chatId: 7_741 })
		expect(await linkOf(second.id)).toMatchObject({ chatId: 7_742 })
	})

	test('the chat opening its own account’s new link is not asked; answers to listing buttons are not taken for move answers', async () => {
		const user = await seedUser(database.db)
		await say(7_751, `/start ${await tokenOf(user.id)}`)
		const first = await linkOf(user.id)
		expect(await say(7_751, `/start ${await tokenOf(user.id)}`)).toContain(`Connected! This chat now receives the alerts of your CarWatch account ${user.username}.`)
		expect(lastReply?.keyboard).toBeUndefined()
		expect(await linkOf(user.id)).toMatchObject({ chatId: 7_751, linkedAt: first!.linkedAt })
		for (const data of ['p:00000000-0000-4000-8000-000000000000', 'c:', 'k:short', `c:${'A'.repeat(49)}`, 'x'.repeat(80)]) expect(parseMoveAnswer(data), data).toBeNull()
	})
})

describe('linking by username (the fallback)', () => {
	test('a message from an unlinked chat links the one user whose alert names that username', async () => {
		const user = await seedUser(database.db, { language: 'es' })
		await seedAlert(database.db, user.id, 'active', { telegramUsername: 'Ibiza_Hunter' })
		expect(await say(7_301, 'hola', { username: 'ibiza_hunter' })).toContain(
			`Conectado mediante su nombre de usuario de Telegram @ibiza_hunter: este chat recibe ahora las alertas de su cuenta de CarWatch ${user.username}.`,
		)
		expect(await linkOf(user.id)).toMatchObject({ chatId: 7_301, telegramUsername: 'ibiza_hunter' })
	})

	test('linking, by token or by username, makes the messages that waited for a chat due at once; others keep their time', async () => {
		const byToken = await seedUser(database.db)
		const byName = await seedUser(database.db)
		const tokenAlert = await seedAlert(database.db, byToken.id, 'active')
		const nameAlert = await seedAlert(database.db, byName.id, 'active', { telegramUsername: 'waiting_driver' })
		const later = new Date(Date.now() + 3_600_000)
		const waiting = async (userId: string, subscriptionId: string, lastError: string) => {
			const [row] = await database.db
				.insert(notificationOutbox)
				.values({ userId, subscriptionId, kind: 'notice', dedupeKey: `wake-${userId}-${lastError}`, language: 'en', payload: {}, attempts: 2, lastError, nextAttemptAt: later })
				.returning()
			return row!.id
		}
		const tokenWaits = await waiting(byToken.id, tokenAlert.id, notLinkedError)
		const otherFailure = await waiting(byToken.id, tokenAlert.id, 'Telegram answered 502')
		const nameWaits = await waiting(byName.id, nameAlert.id, notLinkedError)
		const dueAt = async (id: string) => (await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id)))[0]!.nextAttemptAt.getTime()

		const { token } = await prepareTelegramLink(database.db, secret, byToken.id)
		await say(7_951, `/start ${token}`)
		expect(await dueAt(tokenWaits)).toBeLessThanOrEqual(Date.now())
		expect(await dueAt(otherFailure)).toBe(later.getTime())
		expect(await dueAt(nameWaits)).toBe(later.getTime())
		await say(7_952, 'hello', { username: 'waiting_driver' })
		expect(await dueAt(nameWaits)).toBeLessThanOrEqual(Date.now())
	})

	test('nobody is linked when several users typed the username, or the user already has a chat, or the chat has no username', async () => {
		const a = await seedUser(database.db)
		const b = await seedUser(database.db)
		await seedAlert(database.db, a.id, 'active', { telegramUsername: 'shared_name' })
		await seedAlert(database.db, b.id, 'paused', { telegramUsername: 'shared_name' })
		expect(await say(7_401, '/start', { username: 'shared_name' })).toContain('More than one CarWatch account uses the Telegram username @shared_name.')
		expect(await telegramConnection(database.db, a.id)).toEqual({ linked: false })
		expect(await telegramConnection(database.db, b.id)).toEqual({ linked: false })

		const linked = await seedUser(database.db)
		await seedAlert(database.db, linked.id, 'active', { telegramUsername: 'already_here' })
		const { token } = await prepareTelegramLink(database.db, secret, linked.id)
		await say(7_402, `/start ${token}`)
		expect(await say(7_403, 'hello', { username: 'already_here' })).toContain('This chat is not connected to a CarWatch account yet.')
		expect(await linkOf(linked.id)).toMatchObject({ chatId: 7_402 })

		const ended = await seedUser(database.db)
		await seedAlert(database.db, ended.id, 'ended', { telegramUsername: 'gone_user' })
		expect(await say(7_404, 'hello', { username: 'gone_user' })).toContain('not connected')
		// An unpaid alert naming someone else's username does not capture their chat.
		const stranger = await seedUser(database.db)
		await seedAlert(database.db, stranger.id, 'pending_payment', { telegramUsername: 'victim_name' })
		expect(await say(7_406, 'hello', { username: 'victim_name' })).toContain('not connected')
		expect(await telegramConnection(database.db, stranger.id)).toEqual({ linked: false })
		expect(await say(7_405, 'hello', { languageCode: 'de' })).toContain('Dieser Chat ist noch mit keinem CarWatch-Konto verbunden.')
	})
})

describe('commands', () => {
	test('/list, /pause, /resume and /help act on the linked user’s alerts, in their language', async () => {
		const user = await seedUser(database.db, { language: 'fr' })
		const { token } = await prepareTelegramLink(database.db, secret, user.id)
		await say(7_501, `/start ${token}`)
		const active = await seedAlert(database.db, user.id, 'active', { updateFrequency: '15min', websitesSelected: ['mobile.de', 'autoscout24.de'] })
		const pending = await seedAlert(database.db, user.id, 'pending_payment', { brand: 'fiat', model: 'all' })
		const cancelling = await seedAlert(database.db, user.id, 'cancelling', { brand: 'fiat', model: 'panda' })
		await seedAlert(database.db, user.id, 'ended')
		const other = await seedUser(database.db)
		const othersAlert = await seedAlert(database.db, other.id, 'active')

		const list = await say(7_501, '/list')
		expect(list).toContain('Vos alertes\u202f:')
		expect(list).toContain(`• Volkswagen Golf — Active\n   ${siteLabel('autoscout24.de', 'fr')}, ${siteLabel('mobile.de', 'fr')} · Toutes les 15 minutes`)
		expect(list).toContain('• Fiat tous les modèles — En attente de paiement')
		expect(list).toContain('• Fiat Panda — Résiliation en cours')
		expect(list).not.toContain('Terminée')

		expect(await say(7_501, '/pause')).toContain('Alertes mises en pause\u202f: 1.')
		expect(await say(7_501, '/pause@CarWatchTestBot')).toBe('Aucune alerte active à mettre en pause.')
		const status = async (id: string) => (await database.db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status
		expect(await status(active.id)).toBe('paused')
		expect(await status(pending.id)).toBe('pending_payment')
		expect(await status(cancelling.id)).toBe('cancelling')
		expect(await status(othersAlert.id)).toBe('active')

		expect(await say(7_501, '/resume')).toContain('Alertes reprises\u202f: 1.')
		expect(await status(active.id)).toBe('active')
		expect(await say(7_501, '/resume')).toBe('Aucune alerte en pause à reprendre.')

		expect(await say(7_501, '/help')).toContain('/list – vos alertes et leur statut')
		const unknown = await say(7_501, 'what?')
		expect(unknown).toContain('Je n’ai pas compris.')
		expect(unknown).toContain('https://carwatch.test/dashboard')
		expect(await say(7_501, '/start')).toContain(`Ce chat est déjà relié à votre compte CarWatch ${user.username}.`)
	})

	test('a chat that writes again after blocking the bot is no longer marked blocked', async () => {
		const user = await seedUser(database.db)
		const { token } = await prepareTelegramLink(database.db, secret, user.id)
		await say(7_601, `/start ${token}`)
		await database.db.update(telegramLinks).set({ blockedAt: new Date() }).where(eq(telegramLinks.userId, user.id))
		expect(await telegramConnection(database.db, user.id)).toMatchObject({ blocked: true })
		await say(7_601, '/help')
		expect(await telegramConnection(database.db, user.id)).toMatchObject({ linked: true, blocked: false })
	})
})

test('groups, channels and updates without a message get no answer; a body that is no update is refused', async () => {
	const user = await seedUser(database.db)
	const { token } = await prepareTelegramLink(database.db, secret, user.id)
	expect(await handleUpdate(database.db, config, message(-100_123, `/start ${token}`, {}, 'supergroup'))).toBeNull()
	expect(await telegramConnection(database.db, user.id)).toEqual({ linked: false })
	expect(await handleUpdate(database.db, config, { update_id: 99 } as Update)).toBeNull()

	for (const body of [null, 'text', 42, [], {}, { update_id: 'x' }, { update_id: 1, message: { chat: 'nope' } }]) expect(parseUpdate(body)).toBeNull()
	expect(parseUpdate({ update_id: 5, edited_message: {} })).toEqual({ update_id: 5 })
	expect(parseUpdate(message(1, 'hi'))?.message?.text).toBe('hi')
})
