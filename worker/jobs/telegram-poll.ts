import { type Config } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { type Logger } from '#core/logger.ts'
import { callbackQueryOf, handleCallbackQuery } from '#core/telegram/callbacks.ts'
import { handleUpdate, parseUpdate } from '#core/telegram/updates.ts'
import { lockKeys } from '#core/db/lock-keys.ts'
import { whileHoldingLock } from '../lib/advisory-lock.ts'
import { type BotClient, TelegramError } from '../lib/telegram/bot-client.ts'
import { type SendLimiter } from '../lib/telegram/send-limiter.ts'
import { answerCallback, redrawKeyboard, sendBotReply, telegramFor } from '../lib/telegram/sender.ts'
import { type JobHandler } from './types.ts'

/** How long one run polls; well inside the 20 s a stopping worker waits for its jobs. */
export const pollingSeconds = 10

/** The updates the bot reads: messages (commands) and taps on the buttons under listing messages. */
export const botUpdates = ['message', 'callback_query']

/** The next update id to ask for, per bot, in this process (see `poll` for why not in the database). */
const offsets = new Map<string, number>()
const webhooks = new Set<string>()

/**
 * The bot's updates (recurring every 5 s). With TELEGRAM_WEBHOOK_SECRET (production) Telegram
 * posts them to /api/telegram/webhook: this job only registers that webhook, once per process.
 * Without it (development with a real bot) the job long-polls getUpdates for `pollingSeconds`,
 * one worker at a time, since Telegram answers 409 to a second poller.
 */
export const pollTelegram: JobHandler<'telegram.poll'> = async ({ config, db, log }) => {
	if (!config.TELEGRAM_BOT_TOKEN) return
	const telegram = telegramFor(config)
	if (config.TELEGRAM_WEBHOOK_SECRET) {
		await registerWebhook(config, telegram.client, log)
		return
	}
	const deadline = Date.now() + pollingSeconds * 1_000
	const handled = await whileHoldingLock(db, lockKeys.telegramPoller, (lost) => poll({ config, db, log, telegram, deadline, lost }))
	if (handled === null) log.debug('another worker is polling Telegram')
	else if (handled > 0) log.info(`handled ${handled} Telegram updates`)
}

/**
 * Long polling. Telegram itself keeps the confirmed offset: an update is gone once getUpdates is
 * called with a higher offset, so the next poller, on any worker, starts after the last
 * confirmed one. Each update is handled before its offset is passed on, and the run ends by
 * confirming what it handled; an update is handled twice only if the worker dies in between,
 * and handling is idempotent (a reply may repeat).
 */
async function poll(input: { config: Config; db: Database; log: Logger; telegram: { client: BotClient; limiter: SendLimiter }; deadline: number; lost: AbortSignal }): Promise<number> {
	const { config, db, log, telegram } = input
	const key = `${config.TELEGRAM_API_BASE}\n${config.TELEGRAM_BOT_TOKEN}`
	let offset = offsets.get(key)
	let unconfirmed = false
	let handled = 0
	try {
		while (input.deadline - Date.now() >= 1_000 && !input.lost.aborted) {
			const seconds = Math.floor((input.deadline - Date.now()) / 1_000)
			const updates = await telegram.client.call(
				'getUpdates',
				{ offset, timeout: seconds, allowed_updates: botUpdates },
				{ timeoutMs: seconds * 1_000 + 10_000 },
			)
			unconfirmed = false
			for (const update of updates) {
				const callback = callbackQueryOf(update)
				const outcome = callback ? await handleCallbackQuery(db, config, callback) : null
				// As the webhook: an update we cannot read (an id past core/telegram/ids.ts) is passed on, not retried for ever.
				const message = callback ? null : parseUpdate(update)
				if (!callback && !message?.message) log.error('ignored an update it cannot read', { updateId: update.update_id })
				const reply = message?.message ? await handleUpdate(db, config, message) : null
				offset = update.update_id + 1
				offsets.set(key, offset)
				unconfirmed = true
				handled += 1
				if (reply) await sendBotReply(telegram, reply, { log, deadline: Date.now() + 5_000 })
				if (outcome) {
					await answerCallback(telegram.client, outcome.answer, { log })
					if (outcome.redraw) await redrawKeyboard(telegram, db, outcome.redraw, { log, deadline: Date.now() + 5_000 })
				}
			}
		}
	} catch (error) {
		if (!(error instanceof TelegramError)) throw error
		if (error.code === 409) {
			log.error('Telegram refused getUpdates: a webhook is set for this bot, or another program polls it', { message: error.message })
		} else if (error.code === 429) {
			telegram.limiter.pause(Date.now() + Math.max(1, error.retryAfter ?? 5) * 1_000)
		} else {
			log.error('polling Telegram failed; the next run tries again', { message: error.message })
		}
	}
	if (unconfirmed && offset !== undefined) {
		// Confirms the handled updates; an update this returns stays unconfirmed for the next run.
		await telegram.client.call('getUpdates', { offset, timeout: 0, limit: 1, allowed_updates: botUpdates }).catch(() => {})
	}
	return handled
}

/** Points Telegram at our webhook with the secret it must send back (once per process). */
async function registerWebhook(config: Config, client: BotClient, log: Logger) {
	if (!config.APP_URL) {
		log.error('TELEGRAM_WEBHOOK_SECRET is set but APP_URL is not: the webhook cannot be registered')
		return
	}
	const url = new URL('/api/telegram/webhook', config.APP_URL).toString()
	const key = `${config.TELEGRAM_API_BASE}\n${config.TELEGRAM_BOT_TOKEN}\n${url}\n${config.TELEGRAM_WEBHOOK_SECRET}`
	if (webhooks.has(key)) return
	try {
		await client.call('setWebhook', { url, secret_token: config.TELEGRAM_WEBHOOK_SECRET, allowed_updates: botUpdates })
		webhooks.add(key)
		log.info('Telegram webhook registered', { url })
	} catch (error) {
		if (!(error instanceof TelegramError)) throw error
		// Telegram refusing the URL (4xx) will not change until the settings do.
		if (error.code !== null && error.code >= 400 && error.code < 500 && error.code !== 429) webhooks.add(key)
		log.error('registering the Telegram webhook failed', { message: error.message })
	}
}
