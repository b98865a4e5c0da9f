import type { InlineKeyboardMarkup, Message } from 'telegram-typings'
import { type Config, publicUrl } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { asLanguage } from '#core/enums.ts'
import { type Logger } from '#core/logger.ts'
import { markChatBlocked } from '#core/notifications/blocked.ts'
import {
	type ClaimedNotification,
	claimDueNotifications,
	claimLeaseSeconds,
	failNotification,
	holdForRateLimit,
	markNotificationSent,
	notLinkedError,
	rateLimitHoldUntil,
	releaseNotification,
	retryNotificationLater,
} from '#core/notifications/outbox.ts'
import { parseNotification } from '#core/notifications/payloads.ts'
import { type RedrawTarget } from '#core/telegram/callback-outcome.ts'
import { currentKeyboard, sendingKeyboard } from '#core/telegram/callbacks.ts'
import { type RenderedMessage, renderNotification } from '#core/telegram/messages.ts'
import { sleep } from '../sleep.ts'
import { type BotClient, createBotClient, TelegramError } from './bot-client.ts'
import { SendLimiter } from './send-limiter.ts'

/**
 * The sender: drains the outbox (core/notifications/outbox.ts) through one client and one
 * limiter per process and bot, and sends the bot's replies within the same limits.
 */

const shared = new Map<string, { client: BotClient; limiter: SendLimiter }>()

export function telegramFor(config: Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_API_BASE'>): { client: BotClient; limiter: SendLimiter } {
	const token = config.TELEGRAM_BOT_TOKEN
	if (!token) throw new Error('telegramFor: TELEGRAM_BOT_TOKEN is not set')
	const key = `${config.TELEGRAM_API_BASE}\n${token}`
	let entry = shared.get(key)
	if (!entry) {
		entry = { client: createBotClient({ token, apiBase: config.TELEGRAM_API_BASE }), limiter: new SendLimiter() }
		shared.set(key, entry)
	}
	return entry
}

/**
 * Sends a rendered message: a photo with caption when it has an image, else a text. `keyboard`
 * (a listing message's buttons, core/telegram/callbacks.ts) replaces the message's link button.
 */
export async function sendRendered(
	client: BotClient,
	chatId: number,
	message: RenderedMessage,
	options: { withPhoto?: boolean; keyboard?: InlineKeyboardMarkup | null } = {},
): Promise<Message> {
	const reply_markup = options.keyboard ?? (message.button ? { inline_keyboard: [[{ text: message.button.text, url: message.button.url }]] } : undefined)
	if (message.photoUrl && options.withPhoto !== false) {
		return client.call('sendPhoto', { chat_id: chatId, photo: message.photoUrl, caption: message.html, parse_mode: 'HTML', reply_markup })
	}
	return client.call('sendMessage', { chat_id: chatId, text: message.html, parse_mode: 'HTML', reply_markup })
}

export type DrainCounts = { sent: number; retried: number; failed: number; blocked: number; rateLimited: number; released: number }

export type DrainResult = DrainCounts & {
	/**
	 * The deadline ended the drain, or would have before the limiter's next slot, while rows were
	 * still being sent (not an empty outbox or a 429 hold).
	 */
	backlog: boolean
}

export function emptyDrainCounts(): DrainCounts {
	return { sent: 0, retried: 0, failed: 0, blocked: 0, rateLimited: 0, released: 0 }
}

export type DrainOptions = {
	db: Database
	config: Config
	client: BotClient
	limiter: SendLimiter
	log: Logger
	/** Epoch ms: no send starts after it; claimed rows not yet sent are given back. */
	deadline: number
	/**
	 * Sends in flight at once (to different chats); 1 by default. A worker that dies may repeat
	 * every send that Telegram had accepted but the outbox had not yet recorded, so with one in
	 * flight a crash repeats at most one message. One at a time keeps the limiter's pace while a
	 * send and its outbox update take under 1/29 s; slower answers (Telegram fetching a photo)
	 * lower the rate, and more in flight would win it back at the price of as many repeats after
	 * a crash.
	 */
	concurrency?: number
	/** Rows per claim (at most one per user). */
	batchSize?: number
}

/**
 * Sends due outbox rows until none is due or the deadline comes. One caller at a time should
 * drain (the job holds an advisory lock), so that this process's limiter sees every send.
 */
export async function drainNotifications(options: DrainOptions): Promise<DrainResult> {
	const result: DrainResult = { ...emptyDrainCounts(), backlog: false }
	const concurrency = options.concurrency ?? 1
	while (true) {
		if (Date.now() >= options.deadline) {
			result.backlog = true
			break
		}
		// A 429 answered to another worker holds this one too.
		const hold = await rateLimitHoldUntil(options.db)
		if (hold) {
			options.limiter.pause(hold.getTime())
			if (hold.getTime() >= options.deadline) break
			await sleep(hold.getTime() - Date.now())
			continue
		}
		// Nothing is claimed that the limiter would not let out before the deadline: it would only
		// be given back, one row at a time. The drain ends now rather than at the deadline, so the
		// next run starts while the limiter would be waiting anyway. A 429's pause is waited out
		// by the next scheduled run, not by one enqueued at once.
		const slot = options.limiter.nextSlotAt()
		if (slot !== null && slot >= options.deadline) {
			result.backlog = options.limiter.pausedUntil < options.deadline
			break
		}
		const room = Math.ceil((options.limiter.perSecond * (options.deadline - Date.now())) / 1_000)
		const batch = await claimDueNotifications(options.db, { limit: Math.max(1, Math.min(options.batchSize ?? 50, room)) })
		if (batch.length === 0) break
		// A claim is a lease: a row still unsent when its lease is near its end goes back.
		const leaseDeadline = Date.now() + (claimLeaseSeconds - 20) * 1_000
		let next = 0
		const lane = async () => {
			while (next < batch.length) {
				const row = batch[next++]!
				await sendOne(options, row, Math.min(options.deadline, leaseDeadline), result)
			}
		}
		const releasedBefore = result.released
		await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, lane))
		// Rows given back because their chat's turn comes after the deadline would be claimed and
		// given back again and again. Rows given back for a 429 wait for its hold, above.
		if (result.released > releasedBefore && options.limiter.pausedUntil <= Date.now()) {
			result.backlog = true
			break
		}
	}
	return result
}

async function sendOne(options: DrainOptions, row: ClaimedNotification, deadline: number, result: DrainCounts): Promise<void> {
	const { db, log } = options
	if (row.chatBlocked) {
		await failNotification(db, row.id, 'the user blocked the bot')
		result.failed += 1
		return
	}
	if (row.chatId === null) {
		const status = await retryNotificationLater(db, row, notLinkedError)
		result[status === 'failed' ? 'failed' : 'retried'] += 1
		return
	}
	const notification = parseNotification(row.kind, row.payload)
	if (!notification) {
		log.error('notification payload does not fit its kind', { id: row.id, kind: row.kind })
		await failNotification(db, row.id, `payload does not fit kind ${row.kind}`)
		result.failed += 1
		return
	}
	const language = asLanguage(row.language)
	const message = renderNotification(notification, language, new Date(), { appUrl: publicUrl(options.config, '/') })
	const keyboard = notification.kind === 'new_listing' || notification.kind === 'price_drop' ? sendingKeyboard(language, row.id, notification.payload) : null
	let withPhoto = true
	// A photo Telegram cannot fetch is a 400; the same text then goes without it (one retry).
	for (let attempt = 0; attempt < 2; attempt += 1) {
		const done = await options.limiter.acquire(row.chatId, deadline)
		if (!done) {
			await releaseNotification(db, row.id, new Date(Math.max(Date.now(), options.limiter.pausedUntil)))
			result.released += 1
			return
		}
		try {
			const sent = await sendRendered(options.client, row.chatId, message, { withPhoto, keyboard })
			done()
			await markNotificationSent(db, row.id, sent.message_id)
			result.sent += 1
			return
		} catch (error) {
			done()
			if (!(error instanceof TelegramError)) throw error
			if (error.code === 429) {
				const seconds = Math.max(1, Math.ceil(error.retryAfter ?? 5))
				options.limiter.pause(Date.now() + seconds * 1_000)
				const until = await holdForRateLimit(db, row.id, seconds)
				options.limiter.pause(until.getTime())
				log.error(`Telegram asked to wait ${seconds} s; every send waits`, { id: row.id })
				result.rateLimited += 1
				return
			}
			if (error.code === 403) {
				await markChatBlocked(db, options.config, { userId: row.userId, chatId: row.chatId, notificationId: row.id })
				log.info('a user blocked the bot; their link is marked blocked', { userId: row.userId })
				result.blocked += 1
				return
			}
			if (error.code === 400 && message.photoUrl && withPhoto) {
				withPhoto = false
				continue
			}
			if (error.code === 400) {
				log.error('Telegram refused a notification', { id: row.id, message: error.message })
				await failNotification(db, row.id, error.message)
				result.failed += 1
				return
			}
			// Network errors, timeouts, 5xx, and 401/404 (a token problem an operator fixes).
			log.error('sending a notification failed; it is retried later', { id: row.id, message: error.message })
			const status = await retryNotificationLater(db, row, error.message)
			result[status === 'failed' ? 'failed' : 'retried'] += 1
			return
		}
	}
}

type Limited = { client: BotClient; limiter: SendLimiter }

/**
 * One request to a chat within the limits: it waits for the chat's turn, a 429 pauses this
 * process's sends and the request is tried again after retry_after (while the deadline allows).
 * `accepted` says which other failures count as done; the rest are logged under `what` and dropped.
 */
async function callWithinLimits(
	telegram: Limited,
	chatId: number,
	call: () => Promise<unknown>,
	options: { log: Logger; deadline: number; what: string; accepted?: (error: TelegramError) => boolean },
): Promise<boolean> {
	for (let attempt = 0; attempt < 3; attempt += 1) {
		const done = await telegram.limiter.acquire(chatId, options.deadline)
		if (!done) return false
		try {
			await call()
			done()
			return true
		} catch (error) {
			done()
			if (error instanceof TelegramError && error.code === 429) {
				telegram.limiter.pause(Date.now() + Math.max(1, error.retryAfter ?? 5) * 1_000)
				continue
			}
			if (error instanceof TelegramError && options.accepted?.(error)) return true
			options.log.error(options.what, { message: error instanceof Error ? error.message : String(error) })
			return false
		}
	}
	return false
}

/**
 * Sends a bot reply, with its buttons when it has some, within the limits; a failure other than a
 * 429 is logged and dropped: the user can ask again.
 */
export function sendBotReply(
	telegram: Limited,
	reply: { chatId: number; html: string; keyboard?: InlineKeyboardMarkup },
	options: { log: Logger; deadline: number },
): Promise<boolean> {
	const send = () => telegram.client.call('sendMessage', { chat_id: reply.chatId, text: reply.html, parse_mode: 'HTML', ...(reply.keyboard ? { reply_markup: reply.keyboard } : {}) })
	return callWithinLimits(telegram, reply.chatId, send, {
		...options,
		what: 'a bot reply could not be sent',
	})
}

/**
 * Answers a tap on a button (answerCallbackQuery). Not through the limiter: it is no message in
 * the chat, Telegram does not count it against the chat's or the bot's sends, and the buyer
 * waits on the button's spinner until it arrives. A failure is logged: the spinner stops by
 * itself, and the tap took effect whatever the answer.
 */
export async function answerCallback(client: BotClient, answer: { callback_query_id: string; text: string }, options: { log: Logger }): Promise<void> {
	try {
		await client.call('answerCallbackQuery', answer, { timeoutMs: 5_000 })
	} catch (error) {
		options.log.error('a button tap could not be answered', { message: error instanceof Error ? error.message : String(error) })
	}
}

/**
 * Redraws a listing message's buttons from the state the database holds now
 * (core/telegram/callbacks.ts `currentKeyboard`): after a tap, by long polling at once, by
 * webhook through the `telegram.keyboard` job. An edit is a request to the chat like a send, so
 * it waits for the chat's turn in the limiter; a 429 pauses the limiter and the edit is tried
 * again while the deadline allows. Telegram's "message is not modified" (two taps redrawn to
 * the same state) is success. Returns whether the message shows the current state.
 */
export async function redrawKeyboard(
	telegram: Limited,
	db: Database,
	target: RedrawTarget,
	options: { log: Logger; deadline: number },
): Promise<boolean> {
	// No outbox row: an answered question (core/telegram/chat-move.ts) loses its buttons.
	const keyboard = target.outboxId === null ? { inline_keyboard: [] } : await currentKeyboard(db, target.outboxId)
	if (!keyboard) return false
	return callWithinLimits(
		telegram,
		target.chatId,
		() => telegram.client.call('editMessageReplyMarkup', { chat_id: target.chatId, message_id: target.messageId, reply_markup: keyboard }),
		// Telegram's "message is not modified": two taps redrawn to the same state.
		{ ...options, what: 'the buttons of a message could not be redrawn', accepted: (error) => error.code === 400 && /not modified/i.test(error.message) },
	)
}
