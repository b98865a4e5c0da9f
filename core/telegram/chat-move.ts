import crypto from 'node:crypto'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { CallbackQuery, InlineKeyboardMarkup } from 'telegram-typings'
import { type Config, sessionSecret } from '../config.ts'
import { type Database, type DbOrTx } from '../db/client.ts'
import { telegramLinks, users } from '../db/schema.ts'
import { asLanguage, isLanguageValue, type Language, languageOfTag } from '../enums.ts'
import { textsOf } from '../i18n/texts.ts'
import { wakeNotificationsOf } from '../notifications/outbox.ts'
import { type CallbackOutcome } from './callback-outcome.ts'
import { noChat, spentStartToken } from './links.ts'
import { botReply } from './messages.ts'

/**
 * A chat that already delivers one account's alerts is not moved to another account by a deep
 * link alone (docs/decisions/046-moving-a-linked-chat.md). `/start <token>` of another account
 * spends the token and asks, under the question, "Move" or "Keep"; only a tap on "Move" in the
 * same chat moves it.
 *
 * Nothing of the question is stored. Its buttons carry the account that made the link, that
 * account's link generation after the token was spent, the minute it was asked and a MAC over
 * those, the chat and the account the chat served then. A tap counts only from that chat while
 * it still serves that account, within `moveQuestionMinutes`, and while the link generation is
 * still the one asked about: answering, either way, moves the generation on, so each question is
 * answered once and a replayed tap finds nothing to act on.
 */

/** How long a question can be answered; after that nothing changes and a new link is needed. */
export const moveQuestionMinutes = 60

type Choice = 'move' | 'keep'
const codes = { move: 'c', keep: 'k' } as const satisfies Record<Choice, string>

/** The user id (16 bytes), the generation and the minute (4 bytes each), the MAC (12 bytes). */
const macBytes = 12
const payloadBytes = 16 + 4 + 4 + macBytes
/** "c:" and 48 base64url characters: 50 bytes, within Telegram's 64. */
const dataPattern = /^([ck]):([A-Za-z0-9_-]{48})$/

type Question = { chatId: number; fromUserId: string; toUserId: string; generation: number; minute: number }

function macOf(secret: string, question: Question): Buffer {
	const subject = `telegram-chat-move:${question.chatId}:${question.fromUserId}:${question.toUserId}:${question.generation}:${question.minute}`
	return crypto.createHmac('sha256', secret).update(subject).digest().subarray(0, macBytes)
}

function callbackDataOf(secret: string, choice: Choice, question: Question): string {
	const payload = Buffer.alloc(payloadBytes)
	Buffer.from(question.toUserId.replaceAll('-', ''), 'hex').copy(payload, 0)
	payload.writeUInt32BE(question.generation, 16)
	payload.writeUInt32BE(question.minute, 20)
	macOf(secret, question).copy(payload, 24)
	return `${codes[choice]}:${payload.toString('base64url')}`
}

type Answer = { choice: Choice; toUserId: string; generation: number; minute: number; mac: Buffer }

/** The answer a button names, or null for data that is not a move question's (never throws). */
export function parseMoveAnswer(data: unknown): Answer | null {
	if (typeof data !== 'string') return null
	const match = dataPattern.exec(data)
	if (!match) return null
	const payload = Buffer.from(match[2]!, 'base64url')
	if (payload.length !== payloadBytes) return null
	const hex = payload.subarray(0, 16).toString('hex')
	return {
		choice: match[1] === codes.move ? 'move' : 'keep',
		toUserId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
		generation: payload.readUInt32BE(16),
		minute: payload.readUInt32BE(20),
		mac: payload.subarray(24),
	}
}

const minuteOf = (date: Date) => Math.floor(date.getTime() / 60_000)

export type ChatAccount = { userId: string; language: string; account: string }

/**
 * The question a chat serving `current` gets when it opens the link of account `toUserId`, whose
 * token was spent and whose link generation is now `generation`. It names only the account the
 * chat serves, which is the chat's own: the account that made the link may be a stranger's.
 */
export function moveQuestion(
	config: Config,
	input: { chatId: number; current: ChatAccount; toUserId: string; generation: number; now: Date },
): { html: string; keyboard: InlineKeyboardMarkup } {
	const language: Language = asLanguage(input.current.language)
	const question: Question = { chatId: input.chatId, fromUserId: input.current.userId, toUserId: input.toUserId, generation: input.generation, minute: minuteOf(input.now) }
	const secret = sessionSecret(config)
	const t = textsOf(language, 'telegram')
	return {
		html: botReply(language, 'moveQuestion', { account: input.current.account }),
		keyboard: {
			inline_keyboard: [
				[{ text: t('buttons.moveChat'), callback_data: callbackDataOf(secret, 'move', question) }],
				[{ text: t('buttons.keepChat', { account: input.current.account }), callback_data: callbackDataOf(secret, 'keep', question) }],
			],
		},
	}
}

/**
 * Links the chat to the user and spends the user's start token: the chat leaves any other
 * account, the user's previous chat is replaced, and the messages that waited for a chat are due.
 * The caller holds the user's row locked in its transaction.
 */
export async function attachChat(tx: DbOrTx, input: { userId: string; chatId: number; username: string | null; now: Date }): Promise<void> {
	await tx
		.update(telegramLinks)
		.set(noChat)
		.where(and(eq(telegramLinks.chatId, input.chatId), ne(telegramLinks.userId, input.userId)))
	await tx
		.update(telegramLinks)
		.set({
			chatId: input.chatId,
			telegramUsername: input.username,
			linkedAt: sql`case when ${telegramLinks.chatId} = ${input.chatId} then coalesce(${telegramLinks.linkedAt}, ${input.now}) else ${input.now} end`,
			blockedAt: null,
			...spentStartToken,
		})
		.where(eq(telegramLinks.userId, input.userId))
	await wakeNotificationsOf(tx, input.userId)
}

type AnswerKey = 'moved' | 'kept' | 'moveExpired' | 'invalid'

/**
 * A tap on "Move" or "Keep" under a move question, or null when the query is no such tap (the
 * listing buttons then handle it, core/telegram/callbacks.ts). A tap from another chat, from a
 * chat that serves another account by now, after the question was answered or after it
 * expired changes nothing. The question's keyboard is taken away once it is answered.
 */
export async function answerMoveQuestion(db: Database, config: Config, query: CallbackQuery, now = new Date()): Promise<CallbackOutcome | null> {
	const answer = parseMoveAnswer(query.data)
	if (!answer) return null
	const chatId = query.message?.chat.id ?? query.from.id
	const reply = (key: AnswerKey, language: string | undefined, values: Record<string, string> = {}, answered = false): CallbackOutcome => {
		const text = textsOf(language && isLanguageValue(language) ? language : languageOfTag(query.from.language_code), 'telegram')(`answers.${key}`, values)
		const messageId = query.message?.message_id
		// Only a question that was ours to answer loses its buttons, and only while it shows some.
		const shown = (query.message as { reply_markup?: { inline_keyboard?: unknown[] } } | undefined)?.reply_markup?.inline_keyboard
		const redraw = answered && messageId !== undefined && Array.isArray(shown) && shown.length > 0 ? { chatId, messageId, outboxId: null } : null
		return { answer: { callback_query_id: query.id, text }, redraw }
	}

	const [current] = await db
		.select({ userId: telegramLinks.userId, language: users.language, account: users.username })
		.from(telegramLinks)
		.innerJoin(users, eq(users.id, telegramLinks.userId))
		.where(eq(telegramLinks.chatId, chatId))
	const question: Question | null = current ? { chatId, fromUserId: current.userId, toUserId: answer.toUserId, generation: answer.generation, minute: answer.minute } : null
	// Another chat, a chat that serves another account by now, or data we did not make: nothing says whose it was.
	if (!current || !question || !crypto.timingSafeEqual(macOf(sessionSecret(config), question), answer.mac)) return reply('invalid', current?.language)
	const age = minuteOf(now) - answer.minute
	if (age < 0 || age > moveQuestionMinutes) return reply('moveExpired', current.language, {}, true)

	const outcome = await db.transaction(async (tx) => {
		const [target] = await tx
			.select({ userId: telegramLinks.userId, language: users.language, account: users.username })
			.from(telegramLinks)
			.innerJoin(users, eq(users.id, telegramLinks.userId))
			.where(and(eq(telegramLinks.userId, answer.toUserId), eq(telegramLinks.linkGeneration, answer.generation)))
			.for('update', { of: telegramLinks })
		// Answered before (or that account's link was used or reset since): the question is over.
		if (!target) return null
		const [still] = await tx
			.select({ userId: telegramLinks.userId })
			.from(telegramLinks)
			.where(and(eq(telegramLinks.chatId, chatId), eq(telegramLinks.userId, current.userId)))
			.for('update')
		if (!still) return null
		if (answer.choice === 'keep') {
			await tx.update(telegramLinks).set(spentStartToken).where(eq(telegramLinks.userId, target.userId))
			return { key: 'kept' as const, language: current.language, account: current.account }
		}
		await attachChat(tx, { userId: target.userId, chatId, username: query.from.username ?? null, now })
		return { key: 'moved' as const, language: target.language, account: target.account }
	})
	if (!outcome) return reply('invalid', current.language, {}, true)
	return reply(outcome.key, outcome.language, { account: outcome.account }, true)
}
