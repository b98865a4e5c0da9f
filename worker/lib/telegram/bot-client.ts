import type { AnswerCallbackQuery, EditMessageReplyMarkup, GetUpdates, InlineKeyboardMarkup, Message, SendMessage, SendPhoto, SetWebhook, Update, User } from 'telegram-typings'

/** A Bot API client over fetch, no framework (docs/product/decisions.md). */

/** The methods we call, with their parameters and results (types from telegram-typings). */
type Methods = {
	getMe: { params: Record<string, never>; result: User }
	sendMessage: { params: SendMessage & { reply_markup?: InlineKeyboardMarkup }; result: Message }
	sendPhoto: { params: SendPhoto & { photo: string; reply_markup?: InlineKeyboardMarkup }; result: Message }
	getUpdates: { params: GetUpdates; result: Update[] }
	/** `secret_token` (Bot API 6.1) is newer than telegram-typings 5. */
	setWebhook: { params: Omit<SetWebhook, 'certificate'> & { secret_token?: string }; result: boolean }
	/** The buttons under a listing message (core/telegram/callbacks.ts). */
	answerCallbackQuery: { params: AnswerCallbackQuery; result: boolean }
	editMessageReplyMarkup: { params: EditMessageReplyMarkup & { chat_id: number; message_id: number }; result: Message | boolean }
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
