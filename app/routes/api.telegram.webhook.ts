import crypto from 'node:crypto'
import { type ActionFunctionArgs } from '@remix-run/node'
import { report } from '#app/services/api.server.ts'
import { queueFor } from '#app/services/stripe.server.ts'
import { type Config } from '#core/config.ts'
import { enqueueJob } from '#core/jobs/queue.ts'
import { createLogger } from '#core/logger.ts'
import { callbackQueryOf, handleCallbackQuery } from '#core/telegram/callbacks.ts'
import { handleUpdate, parseUpdate } from '#core/telegram/updates.ts'

/**
 * `POST /api/telegram/webhook`: Telegram delivers the bot's updates here in production (the
 * worker registers the URL with TELEGRAM_WEBHOOK_SECRET, worker/jobs/telegram-poll.ts). Telegram
 * sends the secret back in X-Telegram-Bot-Api-Secret-Token; anything without it is refused 403.
 * The bot's reply rides on the answer (Telegram runs a method named in a webhook's answer), so
 * answering takes one database round trip and no call out. A body that is not an update is
 * acknowledged with 200: answering an error would only make Telegram send it again and again.
 * So is an update we cannot read (an id no bigint column holds, core/telegram/ids.ts), logged.
 * A tap on a listing message's button (core/telegram/callbacks.ts) is answered the same way, with
 * answerCallbackQuery; redrawing its keyboard is a call to the chat, left to the worker's limiter
 * (the `telegram.keyboard` job, docs/decisions/040-listing-buttons.md).
 */
export async function action({ request, context }: ActionFunctionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const secret = context.config.TELEGRAM_WEBHOOK_SECRET
	if (!secret || !sameSecret(request.headers.get('X-Telegram-Bot-Api-Secret-Token'), secret)) {
		return Response.json({ ok: false }, { status: 403 })
	}
	const body: unknown = await request.json().catch(() => null)
	const callback = callbackQueryOf(body)
	if (callback) {
		const outcome = await handleCallbackQuery(context.db, context.config, callback)
		// The tap took effect and is answered; a keyboard left as it was is no reason to fail it.
		if (outcome.redraw) await enqueueJob(queueFor(context), 'telegram.keyboard', outcome.redraw).catch(report)
		return Response.json({ method: 'answerCallbackQuery', ...outcome.answer })
	}
	const update = parseUpdate(body)
	if (!update?.message) {
		ignored(context.config, body)
		return Response.json({ ok: true })
	}
	const reply = await handleUpdate(context.db, context.config, update)
	if (!reply) return Response.json({ ok: true })
	return Response.json({ method: 'sendMessage', chat_id: reply.chatId, text: reply.html, parse_mode: 'HTML', ...(reply.keyboard ? { reply_markup: reply.keyboard } : {}) })
}

export function loader() {
	return methodNotAllowed()
}

/**
 * Logs an update acknowledged without being read: its id and its kinds (the names of its fields,
 * `message`, `callback_query`), never what it holds. We asked Telegram for messages and button
 * taps only (worker/jobs/telegram-poll.ts), so one we cannot read is a message that went unanswered.
 */
function ignored(config: Config, body: unknown) {
	const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
	createLogger('telegram', config.LOG_LEVEL).error('ignored an update it cannot read; acknowledged, so Telegram does not send it again', {
		updateId: typeof fields.update_id === 'number' ? fields.update_id : null,
		kinds: Object.keys(fields)
			.filter((name) => name !== 'update_id')
			.slice(0, 5)
			.map((name) => name.slice(0, 40)),
	})
}

function methodNotAllowed() {
	return Response.json({ ok: false }, { status: 405, headers: { Allow: 'POST' } })
}

/** Compares in constant time (hashes first, so lengths do not show either). */
function sameSecret(given: string | null, expected: string): boolean {
	if (given === null) return false
	const digest = (value: string) => crypto.createHash('sha256').update(value).digest()
	return crypto.timingSafeEqual(digest(given), digest(expected))
}
