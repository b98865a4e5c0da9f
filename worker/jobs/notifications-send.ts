import { deliverToDevOutbox } from '#core/notifications/outbox.ts'
import { lockKeys } from '#core/db/lock-keys.ts'
import { whileHoldingLock } from '../lib/advisory-lock.ts'
import { sleep } from '../lib/sleep.ts'
import { type SendLimiter } from '../lib/telegram/send-limiter.ts'
import { type DrainCounts, drainNotifications, emptyDrainCounts, telegramFor } from '../lib/telegram/sender.ts'
import { type JobContext, type JobHandler } from './types.ts'

/** How long one run sends; well inside the 20 s a stopping worker waits for its jobs. */
export const sendingSeconds = 8

/**
 * Drains the Telegram outbox (recurring every 5 s). A run keeps sending for `sendingSeconds`,
 * looking for new rows every second, so a message waits about a second while a run is on. A run
 * whose time runs out while rows are still being sent enqueues the job again through the
 * worker's own queue, whose NOTIFY has a worker take it at once: a backlog drains without the
 * idle seconds Agenda's next scan would leave between runs, and each run stays short, inside the
 * job's 60 s lock and the 20 s a stopping worker waits. Only one worker sends at a time (an
 * advisory lock), so the rate limiter of that worker sees every message the bot sends. Without a
 * bot token (never in production) rows are marked sent to the development outbox,
 * /dev/notifications.
 */
export const sendNotifications: JobHandler<'notifications.send'> = async (context) => {
	await runSender(context, { seconds: sendingSeconds })
}

/** When this process last let go of the sender lock, per limiter (that is, per bot). */
const releasedAt = new WeakMap<SendLimiter, number>()

/**
 * One run of the sender: `seconds` of sending under the advisory lock, and the job enqueued
 * again when the run ended with rows still to send. Returns what was sent, or null when another
 * worker holds the lock.
 */
export async function runSender(context: JobContext, options: { seconds: number }): Promise<DrainCounts | null> {
	const { config, db, log } = context
	if (!config.TELEGRAM_BOT_TOKEN) {
		const moved = await deliverToDevOutbox(db)
		if (moved > 0) log.info(`${moved} notifications written to the development outbox (/dev/notifications)`)
		return emptyDrainCounts()
	}
	const telegram = telegramFor(config)
	const deadline = Date.now() + options.seconds * 1_000
	let backlog = false
	const total = await whileHoldingLock(db, lockKeys.telegramSender, async (lost) => {
		// The worker that held the lock before may have sent a second's worth just before letting
		// go, which this limiter did not see: that second is waited out. Not when this process let
		// go moments ago, since every run holds the lock for its whole length and none fits between.
		const previous = releasedAt.get(telegram.limiter)
		if (previous === undefined || Date.now() - previous >= (sendingSeconds - 1) * 1_000) telegram.limiter.pause(Date.now() + 1_000)
		try {
			const sum = emptyDrainCounts()
			while (Date.now() < deadline && !lost.aborted) {
				const result = await drainNotifications({ db, config, log, ...telegram, deadline })
				for (const key of Object.keys(sum) as Array<keyof DrainCounts>) sum[key] += result[key]
				backlog = result.backlog
				if (backlog) break
				await sleep(Math.min(1_000, deadline - Date.now()))
			}
			return sum
		} finally {
			releasedAt.set(telegram.limiter, Date.now())
		}
	})
	if (total === null) log.debug('another worker is sending notifications')
	else if (Object.values(total).some((count) => count > 0)) log.info('notifications sent', total)
	// After the lock is released, so that the next run can take it. Should this fail, the
	// recurring schedule still runs the job at the next scan.
	if (backlog) {
		await context.enqueue('notifications.send', {}).catch((error: unknown) => {
			log.error('could not enqueue the next notifications.send', { message: error instanceof Error ? error.message : String(error) })
		})
	}
	return total
}
