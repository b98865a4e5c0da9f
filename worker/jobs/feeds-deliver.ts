import { runDelivery } from '../lib/feeds/delivery.ts'
import { type JobHandler } from './types.ts'

/**
 * Delivers what a crawl stored (docs/decisions/061-delivery-as-a-plan.md): enqueued by the crawl
 * once its events are committed, it may run on any worker, late or twice; each alert's cursor and
 * outbox keys, read under its row lock, keep it from sending a car twice.
 */
export const deliverFeedJob: JobHandler<'feeds.deliver'> = async (context, payload) => {
	const outcome = await runDelivery(context.db, payload, new Date())
	if (outcome?.marketFactsError) context.log.error('listing messages sent without their price verdict', { feedId: payload.feedId, reason: outcome.marketFactsError })
}
