import { deliverToDevOutbox } from '#core/notifications/outbox.ts'
import { type DrainResult, drainNotifications, senderLockKey, sleep, telegramFor, whileHoldingLock } from '../lib/telegram.ts'
import { type JobHandler } from './types.ts'

/** How long one run sends; well inside the 20 s a stopping worker waits for its jobs. */
export const sendingSeconds = 8

/**
 * Drains the Telegram outbox (recurring every 5 s). A run keeps sending for `sendingSeconds`,
 * looking for new rows every second, so a message waits about a second while a run is on and
 * at most a scan interval between runs. Only one worker sends at a time (an advisory lock), so
 * the rate limiter of that worker sees every message the bot sends. Without a bot token (never
 * in production) rows are marked sent to the development outbox, /dev/notifications.
 */
export const sendNotifications: JobHandler<'notifications.send'> = async ({ config, db, log }) => {
	if (!config.TELEGRAM_BOT_TOKEN) {
		const moved = await deliverToDevOutbox(db)
		if (moved > 0) log.info(`${moved} notifications written to the development outbox (/dev/notifications)`)
		return
	}
	const telegram = telegramFor(config)
	const deadline = Date.now() + sendingSeconds * 1_000
	const total = await whileHoldingLock(db, senderLockKey, async () => {
		const sum: DrainResult = { sent: 0, retried: 0, failed: 0, blocked: 0, rateLimited: 0, released: 0 }
		while (Date.now() < deadline) {
			const result = await drainNotifications({ db, config, log, ...telegram, deadline })
			for (const key of Object.keys(sum) as Array<keyof DrainResult>) sum[key] += result[key]
			await sleep(Math.min(1_000, deadline - Date.now()))
		}
		return sum
	})
	if (total === null) log.debug('another worker is sending notifications')
	else if (Object.values(total).some((count) => count > 0)) log.info('notifications sent', total)
}
