import { redrawKeyboard, telegramFor } from '../lib/telegram/sender.ts'
import { type JobHandler } from './types.ts'

/** How long a redraw may wait for its chat's turn in the limiter. */
const redrawSeconds = 10

/**
 * Redraws a listing message's buttons after a tap that reached the webhook: the web answered the
 * tap in its reply to Telegram, and leaves the edit, a request to the chat like a send, to the
 * worker and its limiter (docs/decisions/040-listing-buttons.md). The keyboard is read when the
 * job runs, so of two quick taps the later state is the one shown.
 */
export const redrawKeyboardJob: JobHandler<'telegram.keyboard'> = async ({ config, db, log }, target) => {
	if (!config.TELEGRAM_BOT_TOKEN) return
	await redrawKeyboard(telegramFor(config), db, target, { log, deadline: Date.now() + redrawSeconds * 1_000 })
}
