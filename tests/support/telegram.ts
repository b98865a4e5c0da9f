import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type AddressInfo } from 'node:net'

/**
 * A local Telegram Bot API for tests, as a real HTTP server on loopback. It answers exactly the
 * methods the product calls, the way Telegram documents them, and enforces what the product
 * must respect:
 * - rate limits: a second message to one chat within a second, or a 31st message within any
 *   second, is answered 429 with `parameters.retry_after`; after any 429, every send until
 *   retry_after has passed is answered 429 again (recorded as reason `penalty`);
 * - HTML parse mode: text and captions must be valid Telegram HTML (only its tags, every `<`, `>`
 *   and `&` of the text escaped), captions at most 1,024 and texts 4,096 visible characters;
 * - chats: a message to a chat that never wrote to the bot is 400 "chat not found", to a chat
 *   that blocked the bot 403;
 * - getUpdates: confirmed updates (below `offset`) are forgotten; a second concurrent poll, or a
 *   poll while a webhook is set, is 409 as on Telegram;
 * - webhooks: with a webhook set, a user's message is POSTed to it with the secret-token header,
 *   and a method in the webhook's answer is executed like a call;
 * - inline keyboards: a button has a text and exactly one of an http(s)/tg URL or callback_data of
 *   1 to 64 bytes; a tap on a callback button (`userTaps`) is a `callback_query` update, which
 *   must be answered once (answerCallbackQuery, text at most 200 characters); an edited keyboard
 *   (editMessageReplyMarkup) must be of a message the bot sent to that chat, and differ from the
 *   one it has ("message is not modified"). Edits count against the chat's and the bot's limits
 *   like sends.
 * A wrong token, an unknown method or a body that is not JSON is answered as Telegram would
 * and recorded in `unexpected`, which tests assert stays empty.
 */

export type AcceptedMessage = {
	messageId: number
	chatId: number
	method: 'sendMessage' | 'sendPhoto'
	/** The text or caption as sent (Telegram HTML). */
	html: string
	/** What the user sees: tags dropped, entities decoded. */
	text: string
	photo: string | null
	/** The inline keyboard as the user sees it now (after any edit), row after row. */
	buttons: KeyboardButton[]
	/** The same as Telegram gives it back (in a callback query's message): null without one. */
	replyMarkup: { inline_keyboard: unknown[][] } | null
	/** Epoch ms when the fake accepted it. */
	at: number
	via: 'api' | 'webhook'
}

export type KeyboardButton = { text: string; url: string } | { text: string; callbackData: string }

/** A tap on a callback button and the bot's answer to it. */
export type CallbackAnswer = { queryId: string; text: string | null; at: number; via: 'api' | 'webhook' }

export type Rejection = {
	method: string
	chatId: number | null
	status: number
	description: string
	reason: 'chat' | 'global' | 'penalty' | 'forced' | 'blocked' | 'unknownChat' | 'invalid' | 'serverError' | 'conflict'
	at: number
}

type Chat = { id: number; username: string | null; firstName: string; languageCode: string; blocked: boolean }

export type FakeTelegram = {
	token: string
	botUsername: string
	/** TELEGRAM_API_BASE, TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_USERNAME for the app under test. */
	env: { TELEGRAM_API_BASE: string; TELEGRAM_BOT_TOKEN: string; TELEGRAM_BOT_USERNAME: string }
	messages: AcceptedMessage[]
	rejected: Rejection[]
	/** Every call: method, status, time. */
	calls: Array<{ method: string; status: number; at: number }>
	unexpected: string[]
	webhook: () => { url: string; secretToken: string | null; allowedUpdates: string[] | null } | null
	/** answerCallbackQuery calls that Telegram accepted, in order. */
	callbackAnswers: CallbackAnswer[]
	/** Keyboards edited by editMessageReplyMarkup, in order. */
	edits: Array<{ chatId: number; messageId: number; buttons: KeyboardButton[]; at: number }>
	/**
	 * The user taps a button under one of the bot's messages: a `callback_query` update with the
	 * button's callback_data (or `data`, as a forged or outdated client could send), to the webhook
	 * when one is set, else queued for getUpdates. Returns the query's id.
	 */
	userTaps: (input: { chatId: number; messageId: number; text?: string; data?: string }) => Promise<{ updateId: number; queryId: string; webhookStatus: number | null }>
	/** A private chat that has started the bot (so the bot may write to it). */
	addChat: (chatId: number, options?: { username?: string; languageCode?: string }) => void
	/**
	 * A user writes to the bot: the update goes to the webhook when one is set (the answer's
	 * status is returned), else it waits for getUpdates.
	 */
	userWrites: (input: { chatId: number; text: string; username?: string; languageCode?: string; chatType?: string }) => Promise<{ updateId: number; webhookStatus: number | null }>
	/** The user blocks the bot: sends to the chat answer 403 from now on. */
	blockChat: (chatId: number) => void
	/** The next send is answered 429 with this retry_after (seconds). */
	rateLimitNext: (retryAfterSeconds: number) => void
	/** The next `count` sends are answered with an internal server error. */
	failNext: (count?: number) => void
	/** Updates queued for getUpdates and not yet confirmed. */
	pendingUpdates: () => number
	/** Resolves once `predicate` holds (checked whenever something happens), or rejects after `timeoutMs`. */
	waitFor: (predicate: () => boolean, what: string, timeoutMs?: number) => Promise<void>
	close: () => Promise<void>
}

const allowedTags = new Set(['b', 'strong', 'i', 'em', 'u', 'ins', 's', 'strike', 'del', 'a', 'code', 'pre', 'span', 'tg-spoiler', 'blockquote'])

/** Telegram's HTML parse mode, strictly as documented; returns the visible text or an error. */
export function parseTelegramHtml(html: string): { ok: true; text: string } | { ok: false; error: string } {
	let text = ''
	const open: string[] = []
	let i = 0
	while (i < html.length) {
		const char = html[i]!
		if (char === '&') {
			const entity = /^&(lt|gt|amp|quot|#\d+|#x[0-9a-fA-F]+);/.exec(html.slice(i))
			if (!entity) return { ok: false, error: `Can't parse entities: character '&' is reserved and must be escaped at byte offset ${i}` }
			const name = entity[1]!
			text += name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'amp' ? '&' : name === 'quot' ? '"' : String.fromCodePoint(name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10))
			i += entity[0].length
			continue
		}
		if (char === '>') return { ok: false, error: `Can't parse entities: character '>' is reserved and must be escaped at byte offset ${i}` }
		if (char === '<') {
			const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+="[^"<>]*")*)\s*>/.exec(html.slice(i))
			if (!tag) return { ok: false, error: `Can't parse entities: unsupported start tag at byte offset ${i}` }
			const [whole, closing, rawName, attributes] = tag
			const name = rawName!.toLowerCase()
			if (!allowedTags.has(name)) return { ok: false, error: `Can't parse entities: unsupported start tag "${name}" at byte offset ${i}` }
			if (closing) {
				if (open.pop() !== name) return { ok: false, error: `Can't parse entities: unmatched end tag at byte offset ${i}, expected "</${open.at(-1) ?? ''}>", found "</${name}>"` }
			} else {
				if (name === 'a') {
					const href = /href="([^"]*)"/.exec(attributes ?? '')?.[1]
					if (!href || !/^(https?|tg):\/\//.test(href.replace(/&amp;/g, '&'))) return { ok: false, error: `Can't parse entities: bad link at byte offset ${i}` }
				}
				open.push(name)
			}
			i += whole!.length
			continue
		}
		text += char
		i += 1
	}
	if (open.length > 0) return { ok: false, error: `Can't parse entities: can't find end tag corresponding to start tag "${open.at(-1)}"` }
	return { ok: true, text }
}

function readBody(request: IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		let text = ''
		request.setEncoding('utf8')
		request.on('data', (chunk: string) => (text += chunk))
		request.on('end', () => resolve(text))
		request.on('error', reject)
	})
}

/** An inline keyboard as Telegram checks it: each button a text and one URL or one callback_data of 1 to 64 bytes. */
function keyboardOf(markup: unknown): { ok: true; buttons: KeyboardButton[]; markup: AcceptedMessage['replyMarkup'] } | { ok: false; error: string } {
	const buttons: KeyboardButton[] = []
	if (markup === undefined) return { ok: true, buttons, markup: null }
	const rows = (markup as { inline_keyboard?: unknown } | null)?.inline_keyboard
	if (!Array.isArray(rows) || rows.some((row) => !Array.isArray(row))) return { ok: false, error: "can't parse inline keyboard button: InlineKeyboardMarkup must be an Array of Arrays" }
	for (const row of rows as Array<Array<{ text?: unknown; url?: unknown; callback_data?: unknown }>>) {
		for (const button of row) {
			if (typeof button.text !== 'string' || button.text === '') return { ok: false, error: 'BUTTON_TEXT_INVALID' }
			if (button.url !== undefined && button.callback_data !== undefined) return { ok: false, error: "can't parse inline keyboard button: only one of the optional fields must be used" }
			if (button.callback_data !== undefined) {
				const bytes = typeof button.callback_data === 'string' ? Buffer.byteLength(button.callback_data) : 0
				if (bytes < 1 || bytes > 64) return { ok: false, error: 'BUTTON_DATA_INVALID' }
				buttons.push({ text: button.text, callbackData: button.callback_data as string })
				continue
			}
			if (typeof button.url !== 'string' || !/^(https?|tg):\/\//.test(button.url)) return { ok: false, error: 'BUTTON_URL_INVALID' }
			buttons.push({ text: button.text, url: button.url })
		}
	}
	const inline = buttons.length === 0 ? null : { inline_keyboard: (rows as Array<Array<{ text: string; url?: string; callback_data?: string }>>).map((row) => row.map(({ text, url, callback_data }) => (url === undefined ? { text, callback_data } : { text, url }))) }
	return { ok: true, buttons, markup: inline }
}

type Answer = { status: number; body: Record<string, unknown> }
const ok = (result: unknown): Answer => ({ status: 200, body: { ok: true, result } })
const fail = (status: number, description: string, parameters?: Record<string, unknown>): Answer => ({
	status,
	body: { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) },
})

export async function startFakeTelegram(options: { token?: string; botUsername?: string; perChatIntervalMs?: number; perSecond?: number } = {}): Promise<FakeTelegram> {
	const token = options.token ?? '123456789:TEST-fake-token_AbCdEfGhIjKlMnOpQrStUvWxYz'
	const botUsername = options.botUsername ?? 'CarWatchTestBot'
	const perChatIntervalMs = options.perChatIntervalMs ?? 1_000
	const perSecond = options.perSecond ?? 30

	const messages: AcceptedMessage[] = []
	const rejected: Rejection[] = []
	const calls: FakeTelegram['calls'] = []
	const unexpected: string[] = []
	const chats = new Map<number, Chat>()
	const lastByChat = new Map<number, number>()
	const accepted: number[] = []
	let penaltyUntil = 0
	let forceRetryAfter: number | null = null
	let serverErrors = 0
	let nextMessageId = 1
	let nextUpdateId = 500_000
	let updates: Array<{ update_id: number } & Record<string, unknown>> = []
	const callbackAnswers: CallbackAnswer[] = []
	const edits: FakeTelegram['edits'] = []
	/** Callback queries not answered yet. */
	const openQueries = new Set<string>()
	let nextQueryId = 9_000_000
	let webhook: { url: string; secretToken: string | null; allowedUpdates: string[] | null } | null = null
	let poller: { respond: (answer: Answer) => void } | null = null
	const listeners = new Set<() => void>()
	const notify = () => listeners.forEach((listener) => listener())

	function reject(method: string, chatId: number | null, reason: Rejection['reason'], answer: Answer): Answer {
		rejected.push({ method, chatId, status: answer.status, description: String(answer.body.description), reason, at: Date.now() })
		return answer
	}

	function send(method: 'sendMessage' | 'sendPhoto', params: Record<string, unknown>, via: 'api' | 'webhook'): Answer {
		const now = Date.now()
		const chatId = typeof params.chat_id === 'number' ? params.chat_id : typeof params.chat_id === 'string' && /^-?\d+$/.test(params.chat_id) ? Number(params.chat_id) : null
		if (chatId === null) return reject(method, null, 'invalid', fail(400, 'Bad Request: chat_id is empty'))
		if (now < penaltyUntil) {
			return reject(method, chatId, 'penalty', fail(429, `Too Many Requests: retry after ${Math.ceil((penaltyUntil - now) / 1000)}`, { retry_after: Math.ceil((penaltyUntil - now) / 1000) }))
		}
		if (forceRetryAfter !== null) {
			const seconds = forceRetryAfter
			forceRetryAfter = null
			penaltyUntil = now + seconds * 1000
			return reject(method, chatId, 'forced', fail(429, `Too Many Requests: retry after ${seconds}`, { retry_after: seconds }))
		}
		if (serverErrors > 0) {
			serverErrors -= 1
			return reject(method, chatId, 'serverError', fail(500, 'Internal Server Error'))
		}
		const chat = chats.get(chatId)
		if (!chat) return reject(method, chatId, 'unknownChat', fail(400, 'Bad Request: chat not found'))
		if (chat.blocked) return reject(method, chatId, 'blocked', fail(403, 'Forbidden: bot was blocked by the user'))
		const refusal = limited(method, chatId, now)
		if (refusal) return refusal

		const html = String((method === 'sendPhoto' ? params.caption : params.text) ?? '')
		if (params.parse_mode !== 'HTML') return reject(method, chatId, 'invalid', fail(400, `Bad Request: the product always sends parse_mode HTML, got ${String(params.parse_mode)}`))
		const parsed = parseTelegramHtml(html)
		if (!parsed.ok) return reject(method, chatId, 'invalid', fail(400, `Bad Request: ${parsed.error}`))
		if (method === 'sendMessage' && parsed.text.trim() === '') return reject(method, chatId, 'invalid', fail(400, 'Bad Request: message text is empty'))
		if (method === 'sendMessage' && parsed.text.length > 4096) return reject(method, chatId, 'invalid', fail(400, 'Bad Request: message is too long'))
		if (method === 'sendPhoto' && parsed.text.length > 1024) return reject(method, chatId, 'invalid', fail(400, 'Bad Request: message caption is too long'))
		let photo: string | null = null
		if (method === 'sendPhoto') {
			photo = typeof params.photo === 'string' ? params.photo : ''
			if (!/^https?:\/\//.test(photo)) return reject(method, chatId, 'invalid', fail(400, 'Bad Request: wrong remote file identifier specified'))
			// Stands for an image Telegram cannot download.
			if (new URL(photo).hostname.endsWith('.invalid')) return reject(method, chatId, 'invalid', fail(400, 'Bad Request: wrong file identifier/HTTP URL specified'))
		}
		const keyboard = keyboardOf(params.reply_markup)
		if (!keyboard.ok) return reject(method, chatId, 'invalid', fail(400, `Bad Request: ${keyboard.error}`))
		const buttons = keyboard.buttons

		accepted.push(now)
		lastByChat.set(chatId, now)
		const messageId = nextMessageId++
		messages.push({ messageId, chatId, method, html, text: parsed.text, photo, buttons, replyMarkup: keyboard.markup, at: now, via })
		notify()
		return ok({ message_id: messageId, date: Math.floor(now / 1000), chat: { id: chatId, type: 'private' }, text: parsed.text })
	}

	/** A limit a send would hit now (shared by sends and edits), or null. */
	function limited(method: string, chatId: number, now: number): Answer | null {
		if (now < penaltyUntil) {
			return reject(method, chatId, 'penalty', fail(429, `Too Many Requests: retry after ${Math.ceil((penaltyUntil - now) / 1000)}`, { retry_after: Math.ceil((penaltyUntil - now) / 1000) }))
		}
		const last = lastByChat.get(chatId)
		if (last !== undefined && now - last < perChatIntervalMs) {
			penaltyUntil = now + 1000
			return reject(method, chatId, 'chat', fail(429, 'Too Many Requests: retry after 1', { retry_after: 1 }))
		}
		while (accepted.length > 0 && accepted[0]! <= now - 1000) accepted.shift()
		if (accepted.length >= perSecond) {
			penaltyUntil = now + 1000
			return reject(method, chatId, 'global', fail(429, 'Too Many Requests: retry after 1', { retry_after: 1 }))
		}
		return null
	}

	function answerCallbackQuery(params: Record<string, unknown>, via: 'api' | 'webhook'): Answer {
		const queryId = typeof params.callback_query_id === 'string' ? params.callback_query_id : ''
		if (!openQueries.has(queryId)) return reject('answerCallbackQuery', null, 'invalid', fail(400, 'Bad Request: query is too old and response timeout expired or query ID is invalid'))
		const text = params.text === undefined ? null : params.text
		if (text !== null && (typeof text !== 'string' || text.length > 200)) return reject('answerCallbackQuery', null, 'invalid', fail(400, 'Bad Request: MESSAGE_TOO_LONG'))
		openQueries.delete(queryId)
		callbackAnswers.push({ queryId, text, at: Date.now(), via })
		notify()
		return ok(true)
	}

	function editMessageReplyMarkup(params: Record<string, unknown>): Answer {
		const method = 'editMessageReplyMarkup'
		const now = Date.now()
		const chatId = typeof params.chat_id === 'number' ? params.chat_id : null
		const message = messages.find((candidate) => candidate.chatId === chatId && candidate.messageId === params.message_id)
		if (chatId === null || !message) return reject(method, chatId, 'invalid', fail(400, 'Bad Request: message to edit not found'))
		const chat = chats.get(chatId)
		if (chat?.blocked) return reject(method, chatId, 'blocked', fail(403, 'Forbidden: bot was blocked by the user'))
		const refusal = limited(method, chatId, now)
		if (refusal) return refusal
		const keyboard = keyboardOf(params.reply_markup)
		if (!keyboard.ok) return reject(method, chatId, 'invalid', fail(400, `Bad Request: ${keyboard.error}`))
		if (JSON.stringify(keyboard.buttons) === JSON.stringify(message.buttons)) {
			return reject(method, chatId, 'invalid', fail(400, 'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message'))
		}
		accepted.push(now)
		lastByChat.set(chatId, now)
		message.buttons = keyboard.buttons
		message.replyMarkup = keyboard.markup
		edits.push({ chatId, messageId: message.messageId, buttons: keyboard.buttons, at: now })
		notify()
		return ok({ message_id: message.messageId, date: Math.floor(message.at / 1000), chat: { id: chatId, type: 'private' }, text: message.text })
	}

	function getUpdates(params: Record<string, unknown>): Promise<Answer> | Answer {
		if (webhook) return reject('getUpdates', null, 'conflict', fail(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"))
		if (poller) {
			poller.respond(reject('getUpdates', null, 'conflict', fail(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running')))
			poller = null
		}
		const offset = typeof params.offset === 'number' ? params.offset : null
		if (offset !== null) updates = updates.filter((update) => update.update_id >= offset)
		const limit = typeof params.limit === 'number' ? params.limit : 100
		const timeout = typeof params.timeout === 'number' ? params.timeout : 0
		const take = () => updates.slice(0, limit)
		if (updates.length > 0 || timeout <= 0) return ok(take())
		return new Promise<Answer>((resolve) => {
			const self = {
				respond: (answer: Answer) => {
					clearTimeout(timer)
					listeners.delete(onChange)
					resolve(answer)
				},
			}
			const onChange = () => {
				if (updates.length > 0 && poller === self) {
					poller = null
					self.respond(ok(take()))
				}
			}
			const timer = setTimeout(() => {
				if (poller === self) poller = null
				self.respond(ok(take()))
			}, timeout * 1000)
			poller = self
			listeners.add(onChange)
		})
	}

	async function call(method: string, params: Record<string, unknown>, via: 'api' | 'webhook'): Promise<Answer> {
		switch (method) {
			case 'getMe':
				return ok({ id: 777_000_001, is_bot: true, first_name: 'CarWatch Test Bot', username: botUsername, can_join_groups: false })
			case 'sendMessage':
			case 'sendPhoto':
				return send(method, params, via)
			case 'getUpdates':
				return getUpdates(params)
			case 'answerCallbackQuery':
				return answerCallbackQuery(params, via)
			case 'editMessageReplyMarkup':
				return editMessageReplyMarkup(params)
			case 'setWebhook': {
				const url = typeof params.url === 'string' ? params.url : ''
				if (url === '') {
					webhook = null
					return ok(true)
				}
				if (!/^https?:\/\//.test(url)) return fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook')
				webhook = {
					url,
					secretToken: typeof params.secret_token === 'string' ? params.secret_token : null,
					allowedUpdates: Array.isArray(params.allowed_updates) ? (params.allowed_updates as string[]) : null,
				}
				return ok(true)
			}
			default:
				unexpected.push(`${method}: no such method in the fake (the product should not call it)`)
				return fail(404, 'Not Found')
		}
	}

	/** An update to the webhook when one is set (its answer's method run like a call), else queued for getUpdates. */
	async function deliver(update: { update_id: number } & Record<string, unknown>): Promise<number | null> {
		if (!webhook) {
			updates.push(update)
			notify()
			return null
		}
		const response = await fetch(webhook.url, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...(webhook.secretToken ? { 'X-Telegram-Bot-Api-Secret-Token': webhook.secretToken } : {}) },
			body: JSON.stringify(update),
		})
		const text = await response.text()
		if (response.ok && text.trim() !== '') {
			let reply: unknown = null
			try {
				reply = JSON.parse(text)
			} catch {
				unexpected.push(`webhook answered ${response.status} with a body that is not JSON`)
			}
			if (reply && typeof reply === 'object' && 'method' in reply) {
				const { method, ...params } = reply as { method: unknown } & Record<string, unknown>
				const answer = await call(String(method), params, 'webhook')
				calls.push({ method: String(method), status: answer.status, at: Date.now() })
			}
		}
		notify()
		return response.status
	}

	async function handle(request: IncomingMessage, response: ServerResponse) {
		const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec((request.url ?? '/').split('?')[0]!)
		const method = match?.[2] ?? '?'
		let answer: Answer
		const body = await readBody(request)
		if (!match || request.method !== 'POST') {
			unexpected.push(`${request.method} ${request.url}: not a Bot API call`)
			answer = fail(404, 'Not Found')
		} else if (match[1] !== token) {
			unexpected.push(`${method}: wrong bot token`)
			answer = fail(401, 'Unauthorized')
		} else if (!(request.headers['content-type'] ?? '').includes('application/json')) {
			unexpected.push(`${method}: body is not JSON`)
			answer = fail(400, 'Bad Request: the product sends JSON bodies')
		} else {
			let params: unknown
			try {
				params = body === '' ? {} : JSON.parse(body)
			} catch {
				params = null
			}
			if (!params || typeof params !== 'object' || Array.isArray(params)) {
				unexpected.push(`${method}: body is not a JSON object`)
				answer = fail(400, 'Bad Request: invalid JSON')
			} else {
				answer = await call(method, params as Record<string, unknown>, 'api')
			}
		}
		calls.push({ method, status: answer.status, at: Date.now() })
		if (!response.destroyed) {
			response.writeHead(answer.status, { 'Content-Type': 'application/json' })
			response.end(JSON.stringify(answer.body))
		}
	}

	const server = createServer((request, response) => {
		handle(request, response).catch((error: unknown) => {
			unexpected.push(`${request.method} ${request.url}: ${String(error)}`)
			if (!response.headersSent) response.writeHead(500).end()
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

	function addChat(chatId: number, chatOptions: { username?: string; languageCode?: string } = {}) {
		const existing = chats.get(chatId)
		chats.set(chatId, {
			id: chatId,
			username: chatOptions.username ?? existing?.username ?? null,
			firstName: existing?.firstName ?? `User ${chatId}`,
			languageCode: chatOptions.languageCode ?? existing?.languageCode ?? 'en',
			blocked: false,
		})
	}

	return {
		token,
		botUsername,
		env: { TELEGRAM_API_BASE: apiBase, TELEGRAM_BOT_TOKEN: token, TELEGRAM_BOT_USERNAME: botUsername },
		messages,
		rejected,
		calls,
		unexpected,
		webhook: () => webhook,
		callbackAnswers,
		edits,
		addChat,
		async userWrites(input) {
			addChat(input.chatId, { username: input.username, languageCode: input.languageCode })
			const chat = chats.get(input.chatId)!
			const update = {
				update_id: nextUpdateId++,
				message: {
					message_id: nextMessageId++,
					date: Math.floor(Date.now() / 1000),
					chat: { id: input.chatId, type: input.chatType ?? 'private', ...(chat.username ? { username: chat.username } : {}), first_name: chat.firstName },
					from: {
						id: input.chatId,
						is_bot: false,
						first_name: chat.firstName,
						...(chat.username ? { username: chat.username } : {}),
						language_code: chat.languageCode,
					},
					text: input.text,
					...(input.text.startsWith('/') ? { entities: [{ type: 'bot_command', offset: 0, length: input.text.split(/\s/)[0]!.length }] } : {}),
				},
			}
			const webhookStatus = await deliver(update)
			return { updateId: update.update_id, webhookStatus }
		},
		async userTaps(input) {
			const message = messages.find((candidate) => candidate.chatId === input.chatId && candidate.messageId === input.messageId)
			if (!message) throw new Error(`userTaps: the bot sent no message ${input.messageId} to chat ${input.chatId}`)
			const button = message.buttons.find((candidate) => 'callbackData' in candidate && (input.text === undefined || candidate.text === input.text))
			const data = input.data ?? (button && 'callbackData' in button ? button.callbackData : undefined)
			if (data === undefined) throw new Error(`userTaps: no callback button${input.text ? ` "${input.text}"` : ''} under message ${input.messageId}`)
			const chat = chats.get(input.chatId)!
			const queryId = String(nextQueryId++)
			openQueries.add(queryId)
			const from = { id: input.chatId, is_bot: false, first_name: chat.firstName, ...(chat.username ? { username: chat.username } : {}), language_code: chat.languageCode }
			const update = {
				update_id: nextUpdateId++,
				callback_query: {
					id: queryId,
					from,
					message: {
						message_id: message.messageId,
						date: Math.floor(message.at / 1000),
						chat: { id: input.chatId, type: 'private', first_name: chat.firstName },
						...(message.method === 'sendPhoto' ? { caption: message.text } : { text: message.text }),
						...(message.replyMarkup ? { reply_markup: message.replyMarkup } : {}),
					},
					chat_instance: String(input.chatId * 7),
					data,
				},
			}
			const webhookStatus = await deliver(update)
			return { updateId: update.update_id, queryId, webhookStatus }
		},
		blockChat(chatId) {
			const chat = chats.get(chatId)
			if (!chat) throw new Error(`blockChat: chat ${chatId} never wrote to the bot`)
			chat.blocked = true
		},
		rateLimitNext(seconds) {
			forceRetryAfter = seconds
		},
		failNext(count = 1) {
			serverErrors += count
		},
		pendingUpdates: () => updates.length,
		waitFor(predicate, what, timeoutMs = 30_000) {
			return new Promise<void>((resolve, rejectWait) => {
				if (predicate()) return resolve()
				const check = () => {
					if (!predicate()) return
					cleanup()
					resolve()
				}
				const poll = setInterval(check, 50)
				const timer = setTimeout(() => {
					cleanup()
					rejectWait(new Error(`the fake Telegram waited ${timeoutMs} ms for ${what}; accepted ${messages.length} messages, rejected ${rejected.length}`))
				}, timeoutMs)
				function cleanup() {
					clearInterval(poll)
					clearTimeout(timer)
					listeners.delete(check)
				}
				listeners.add(check)
			})
		},
		close: () =>
			new Promise<void>((resolve) => {
				poller?.respond(ok([]))
				server.close(() => resolve())
				server.closeAllConnections()
			}),
	}
}
