import { digestBatchSize, queueDigests } from '#core/notifications/outbox.ts'
import { type JobHandler } from './types.ts'

/**
 * Makes the digests of the quiet hours that have ended (recurring every 30 s;
 * docs/decisions/041-quiet-hours.md). The held messages are rows of the outbox, so a worker that
 * was down at a window's end makes the digest at its next run; the digests are outbox rows too,
 * sent by notifications.send within Telegram's limits like any message, which this job wakes.
 */
export const queueDigestsJob: JobHandler<'notifications.digest'> = async (context) => {
	let digests = 0
	for (;;) {
		const made = await queueDigests(context.db)
		digests += made.digests
		if (made.held < digestBatchSize) break
	}
	if (digests === 0) return
	context.log.info('quiet-hours digests queued', { digests })
	// Should this fail, the sender's recurring schedule sends them at its next scan.
	await context.enqueue('notifications.send', {}).catch((error: unknown) => {
		context.log.error('could not enqueue notifications.send after the digests', { message: error instanceof Error ? error.message : String(error) })
	})
}
