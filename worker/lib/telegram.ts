import type pg from 'pg'
import type { GetUpdates, InlineKeyboardMarkup, Message, SendMessage, SendPhoto, SetWebhook, Update, User } from 'telegram-typings'
import { type Config } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { lockKeys } from '#core/db/lock-keys.ts'
import { isLanguageValue } from '#core/enums.ts'
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
import { type RenderedMessage, renderNotification } from '#core/telegram/messages.ts'

/**
 * The Telegram side of the worker: a Bot API client over fetch (no framework, docs/product/decisions.md),
 * a rate limiter that keeps under Telegram's limits, and the sender that drains the outbox
 * (core/notifications/outbox.ts) through them.
 */

// ---------------------------------------------------------------------------------------------
// Client

/** The methods we call, with their parameters and results (types from telegram-typings). */
type Methods = {
	getMe: { params: Record<string, never>; result: User }
	sendMessage: { params: SendMessage & { reply_markup?: InlineKeyboardMarkup }; result: Message }
	sendPhoto: { params: SendPhoto & { photo: string; reply_markup?: InlineKeyboardMarkup }; result: Message }
	getUpdates: { params: GetUpdates; result: Update[] }
	/** `secret_token` (Bot API 6.1) is newer than telegram-typings 5. */
	setWebhook: { params: Omit<SetWebhook, 'certificate'> & { secret_token?: string }; result: boolean }
}
export type BotMethod = keyof Methods

/**
 * A failed call. `code` is Telegram's error_code (429, 403, 400…) or the HTTP status of a
 * non-JSON answer; null for a network failure or a timeout. The message never holds the token.
 */
export class TelegramError extends Error {
	constructor(
		message: string,
		readonly method: BotMethod,
		readonly code: number | null,
		readonly retryAfter: number | null = null,
	) {
		super(message)
		this.name = 'TelegramError'
	}
}

export type BotClient = {
	call<M extends BotMethod>(method: M, params: Methods[M]['params'], options?: { timeoutMs?: number }): Promise<Methods[M]['result']>
}

/**
 * A Bot API client: POST `<apiBase>/bot<token>/<method>` with a JSON body. The token is part of
 * every URL, so no URL and no underlying error object is ever put into an error: messages are
 * built from the method name and Telegram's description, and the token is cut out of them all
 * the same.
 */
export function createBotClient(options: { token: string; apiBase: string; timeoutMs?: number }): BotClient {
	const base = options.apiBase.replace(/\/+$/, '')
	const redact = (text: string) => text.split(options.token).join('<token>')
	return {
		async call(method, params, callOptions) {
			let response: Response
			try {
				response = await fetch(`${base}/bot${options.token}/${method}`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify(params),
					signal: AbortSignal.timeout(callOptions?.timeoutMs ?? options.timeoutMs ?? 10_000),
				})
			} catch (error) {
				const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : networkReason(error)
				throw new TelegramError(redact(`Telegram ${method}: ${reason}`), method, null)
			}
			const text = await response.text().catch(() => '')
			const body = parseAnswer(text)
			if (body?.ok === true && response.ok) return body.result as never
			const code = typeof body?.error_code === 'number' ? body.error_code : response.status
			const description = typeof body?.description === 'string' ? body.description : `HTTP ${response.status}`
			const retryAfter = typeof body?.parameters?.retry_after === 'number' ? body.parameters.retry_after : null
			throw new TelegramError(redact(`Telegram ${method}: ${code} ${description}`.slice(0, 300)), method, code, retryAfter)
		},
	}
}

type Answer = { ok?: boolean; result?: unknown; error_code?: number; description?: string; parameters?: { retry_after?: number } }

function parseAnswer(text: string): Answer | null {
	try {
		const value: unknown = JSON.parse(text)
		return value && typeof value === 'object' ? (value as Answer) : null
	} catch {
		return null
	}
}

/** The short reason of a failed fetch ("ECONNREFUSED"), never its URL. */
function networkReason(error: unknown): string {
	const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
	if (cause && typeof cause.code === 'string') return `network error ${cause.code}`
	return 'network error'
}

// ---------------------------------------------------------------------------------------------
// Rate limiter

/**
 * Messages a second the sender starts at most (docs/decisions/006): under Telegram's "about 30",
 * with one a second to spare for what it does not count (bot replies sent elsewhere).
 */
export const sendsPerSecond = 29

/**
 * Keeps sends under Telegram's limits (docs/product/users.md: about 30 messages per second overall, about
 * one per second per chat) and holds every send while a 429's retry_after runs.
 *
 * Overall it counts sends from when they *start*: at most `perSecond` start within any second, so
 * the pace does not depend on how long Telegram takes to answer. Telegram receives a request
 * somewhere between its start and its answer, so a slow request could arrive together with
 * later ones; hence also a send starts only once every send more than `perSecond` places before
 * it has been answered for a second. However the network bunches requests, Telegram then never
 * receives more than `perSecond + 1` (30) within any second. With one send in flight at a time
 * that second rule never delays anything; it matters when sends overlap (bot replies, or a
 * drain with `concurrency` above 1).
 *
 * Per chat it counts from the *answer*: a send to a chat starts `chatIntervalMs` after the
 * previous send to it was answered, and never while one is in flight.
 *
 * It sees the sends of this process only: docs/decisions/006 says how the fleet stays within it.
 */
export class SendLimiter {
	readonly perSecond: number
	readonly chatIntervalMs: number
	/** Epoch ms until which nothing is sent (Telegram's retry_after, or a second another worker may have used). */
	pausedUntil = 0
	/** Sends that may still hold a later one back, oldest first. */
	private sends: Array<{ start: number; end: number | null }> = []
	private chats = new Map<number, { busy: boolean; end: number }>()
	private waiters: Array<() => void> = []

	constructor(options: { perSecond?: number; chatIntervalMs?: number } = {}) {
		this.perSecond = options.perSecond ?? sendsPerSecond
		this.chatIntervalMs = options.chatIntervalMs ?? 1_050
	}

	/** Holds every send until `until` (epoch ms); a shorter pause never shortens a longer one. */
	pause(until: number) {
		if (until > this.pausedUntil) this.pausedUntil = until
	}

	/**
	 * Waits until a message to `chatId` may be sent and reserves the slot. Returns the function
	 * to call once Telegram answered (or the call failed), or null when the slot would come
	 * after `deadline` (epoch ms).
	 */
	async acquire(chatId: number, deadline = Number.POSITIVE_INFINITY): Promise<(() => void) | null> {
		while (true) {
			const now = Date.now()
			const readyAt = this.readyAt(chatId, now)
			if (readyAt !== null && readyAt <= now) return this.reserve(chatId, now)
			if ((readyAt ?? now) > deadline || now >= deadline) return null
			// A time to wait for, or (null) a send in flight whose answer frees the slot.
			// Capped, so an unbounded deadline never reaches setTimeout (which would fire at once).
			await this.wait(Math.min(readyAt === null ? deadline : readyAt, deadline, now + 1_000) - now)
		}
	}

	/**
	 * When the next send to any chat may start (epoch ms), or null while that waits for a send in
	 * flight to be answered.
	 */
	nextSlotAt(now = Date.now()): number | null {
		let at = Math.max(now, this.pausedUntil)
		this.forget(now)
		// Positions in `sends` of the send `perSecond` places before the next, and of those before it.
		const paced = this.sends.length - this.perSecond
		const pacer = this.sends[paced]
		if (pacer) at = Math.max(at, pacer.start + 1_000)
		for (let i = 0; i < paced; i += 1) {
			const end = this.sends[i]!.end
			if (end === null) return null
			at = Math.max(at, end + 1_000)
		}
		return at
	}

	/** When the slot for `chatId` opens, or null while it waits for a send in flight. */
	private readyAt(chatId: number, now: number): number | null {
		const chat = this.chats.get(chatId)
		if (chat?.busy) return null
		const at = this.nextSlotAt(now)
		if (at === null || !chat) return at
		return Math.max(at, chat.end + this.chatIntervalMs)
	}

	/** Drops the oldest sends that can hold nothing back any more: answered over a second ago. */
	private forget(now: number) {
		let count = 0
		while (count < this.sends.length) {
			const end = this.sends[count]!.end
			if (end === null || end + 1_000 > now) break
			count += 1
		}
		if (count > 0) this.sends.splice(0, count)
	}

	private reserve(chatId: number, now: number): () => void {
		const record: { start: number; end: number | null } = { start: now, end: null }
		this.sends.push(record)
		const chat = this.chats.get(chatId) ?? { busy: false, end: 0 }
		chat.busy = true
		this.chats.set(chatId, chat)
		let done = false
		return () => {
			if (done) return
			done = true
			const end = Date.now()
			record.end = end
			chat.busy = false
			chat.end = end
			// Forget chats idle for long; their spacing no longer matters.
			if (this.chats.size > 10_000) {
				for (const [id, entry] of this.chats) if (!entry.busy && end - entry.end > 60_000) this.chats.delete(id)
			}
			this.waiters.splice(0).forEach((wake) => wake())
		}
	}

	private wait(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(wake, Math.max(1, ms))
			function wake() {
				clearTimeout(timer)
				resolve()
			}
			this.waiters.push(wake)
		})
	}
}

// ---------------------------------------------------------------------------------------------
// One client and one limiter per process and bot, shared by the sender and the poller.

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

// ---------------------------------------------------------------------------------------------
// Sending

/** Sends a rendered message: a photo with caption when it has an image, else a text. */
export async function sendRendered(client: BotClient, chatId: number, message: RenderedMessage, options: { withPhoto?: boolean } = {}): Promise<Message> {
	const reply_markup = message.button ? { inline_keyboard: [[{ text: message.button.text, url: message.button.url }]] } : undefined
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
	const message = renderNotification(notification, isLanguageValue(row.language) ? row.language : 'en')
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
			const sent = await sendRendered(options.client, row.chatId, message, { withPhoto })
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

/**
 * Sends a bot reply within the limits. A 429 pauses this process's sends and the reply is tried
 * again after retry_after (while the deadline allows); other failures are logged and dropped: the
 * user can ask again.
 */
export async function sendBotReply(
	telegram: { client: BotClient; limiter: SendLimiter },
	reply: { chatId: number; html: string },
	options: { log: Logger; deadline: number },
): Promise<boolean> {
	for (let attempt = 0; attempt < 3; attempt += 1) {
		const done = await telegram.limiter.acquire(reply.chatId, options.deadline)
		if (!done) return false
		try {
			await telegram.client.call('sendMessage', { chat_id: reply.chatId, text: reply.html, parse_mode: 'HTML' })
			done()
			return true
		} catch (error) {
			done()
			if (error instanceof TelegramError && error.code === 429) {
				telegram.limiter.pause(Date.now() + Math.max(1, error.retryAfter ?? 5) * 1_000)
				continue
			}
			options.log.error('a bot reply could not be sent', { message: error instanceof Error ? error.message : String(error) })
			return false
		}
	}
	return false
}

// ---------------------------------------------------------------------------------------------
// Running one at a time across workers

export const senderLockKey = lockKeys.telegramSender
export const pollerLockKey = lockKeys.telegramPoller

/**
 * Runs `work` only if no other worker holds the advisory lock `key`; returns null otherwise.
 * The lock is a session lock on a connection checked out for the run and unlocked before it
 * goes back to the pool. No transaction stays open while `work` waits on Telegram: a database
 * restart or an idle-in-transaction timeout would otherwise kill a connection mid-run. A worker
 * that dies still releases the lock with its connection. Should that connection be lost during
 * the run, the lock is gone with it and `lost` aborts, so `work` stops before another worker,
 * free to take the lock, sends at the same time.
 */
export async function whileHoldingLock<T>(
	db: Database,
	key: number,
	work: (lost: AbortSignal) => Promise<T>,
): Promise<T | null> {
	const pool = (db as Database & { $client: pg.Pool }).$client
	const client = await pool.connect()
	const lost = new AbortController()
	const onError = (error: Error) => lost.abort(error)
	client.on('error', onError)
	let broken = false
	try {
		const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]).catch((error: unknown) => {
			broken = true
			throw error
		})
		if (!result.rows[0]?.locked) return null
		try {
			return await work(lost.signal)
		} finally {
			await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
				broken = true
			})
		}
	} finally {
		client.off('error', onError)
		// A connection that may still hold the lock is closed rather than pooled.
		client.release(broken || lost.signal.aborted)
	}
}

export function sleep(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
}
