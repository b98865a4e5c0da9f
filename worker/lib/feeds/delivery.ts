import { eq } from 'drizzle-orm'
import { catalogueOf } from '#core/catalogue/queries.ts'
import { type Database } from '#core/db/client.ts'
import { feeds } from '#core/db/schema.ts'
import { type AlertState, type AlertWrites, deliveryRound, type Facts, listingModels, type Message, modelNamesOf, noFacts, outboxKeys, planBaseline, planDelivery, planMessages } from '#core/delivery/plan.ts'
import { type JobPayload } from '#core/jobs/contracts.ts'
import { alertLabels, existingOutboxKeys, hiddenListings, lockForDelivery, readMarketFacts, recordQuiet, writeAlertDelivery } from '#core/models/alert-delivery.ts'
import { eventsBetween, type Feed, feedAlerts, latestListings, newestEvent } from '#core/models/feeds.ts'
import { alertCars } from '#core/models/same-car.ts'
import { type SiteId } from '#core/sites.ts'

/**
 * Delivery (docs/decisions/008, 061): after each crawl of a feed, every alert reading it whose
 * delivery falls due before the feed's next crawl is matched against the feed's events since its
 * cursor (listings new to the feed, new prices), the messages are queued to the outbox and the
 * cursor advances, in one transaction per alert. What an alert receives depends only on its
 * criteria and its cursor: not on its frequency, nor on the other alerts of the feed.
 *
 * What is sent is decided by core/delivery/plan.ts, with no I/O; this file reads what the plan
 * needs and writes what it returns (core/models/alert-delivery.ts). The crawl enqueues it as the
 * job `feeds.deliver` once what it found is stored (`deliverAfterCrawl`).
 */

export { alertLabels } from '#core/models/alert-delivery.ts'
export { baselineKey, marketKey } from '#core/delivery/baseline-key.ts'
export { matchCriteria, nextDelivery } from '#core/delivery/plan.ts'

export type DeliveryOutcome = {
	delivered: number
	baselines: number
	newListings: number
	priceDrops: number
	/** Messages not sent: the alert had been told of the car on another site or listing, at that price or less (docs/decisions/039). */
	duplicates: number
	/** Why the verdicts and earlier prices could not be read; the messages went out without them. */
	marketFactsError?: string
	/** The delivery was enqueued as its own job (`feeds.deliver`): its outcome is that job's. */
	enqueued?: true
}

/** What a delivery covers: the feed, its events up to `upTo` (the newest when the crawl had stored), the alerts due before `dueBefore`. */
export type DeliveryRequest = JobPayload<'feeds.deliver'>

/**
 * How the crawl hands over its delivery. A worker enqueues it (`enqueueDelivery`: checks.ts);
 * without one (tests, the benchmark's simulated clock) it is delivered at once, on the crawl's clock.
 * CrawlDeps carries it without naming it (the crawl's file is another change's; decision 061).
 */
export type DeliveryDeps = { db: Database; enqueueDelivery?: (request: DeliveryRequest) => Promise<unknown> }

/**
 * The crawl's last step: its listings and events are committed, so the delivery can be a job of
 * its own. A crash after the crawl and before the job runs loses nothing (the job waits in the
 * queue, and the events after each cursor wait for whichever delivery comes first); a job run twice
 * or after a later delivery repeats nothing (each alert's cursor and the outbox keys decide, under
 * its row lock).
 */
export async function deliverAfterCrawl(deps: DeliveryDeps, feed: Feed, options: { now: Date; dueBefore: Date }): Promise<DeliveryOutcome> {
	const upTo = await newestEvent(deps.db, feed.id)
	if (deps.enqueueDelivery) {
		await deps.enqueueDelivery({ feedId: feed.id, upTo, dueBefore: options.dueBefore.toISOString() })
		return { ...emptyOutcome(), enqueued: true }
	}
	return deliverFeed(deps.db, feed, { ...options, upTo })
}

/** The job `feeds.deliver`: the feed as it is now, on the worker's clock. */
export async function runDelivery(db: Database, request: DeliveryRequest, now: Date): Promise<DeliveryOutcome | null> {
	const [feed] = await db.select().from(feeds).where(eq(feeds.id, request.feedId))
	if (!feed) return null
	return deliverFeed(db, feed, { now, dueBefore: new Date(request.dueBefore), upTo: request.upTo })
}

const emptyOutcome = (): DeliveryOutcome => ({ delivered: 0, baselines: 0, newListings: 0, priceDrops: 0, duplicates: 0 })

/**
 * Delivers the feed's news, up to event `upTo` (by default its newest), to each alert reading it
 * whose delivery is due before `dueBefore`: the feed's next crawl, so that an alert is served at
 * the last crawl before its time, never after it (docs/decisions/073-delivered-before-its-time.md).
 * Alerts without a baseline for their current criteria take one; alerts with nothing new are
 * recorded together in a few statements; the others each get a transaction with their messages.
 */
export async function deliverFeed(db: Database, feed: Feed, options: { now: Date; dueBefore: Date; upTo?: number }): Promise<DeliveryOutcome> {
	const { now } = options
	const siteId = feed.siteId as SiteId
	const outcome = emptyOutcome()
	const readers = await feedAlerts(db, feed.id, now)
	const round = deliveryRound(readers, siteId, options.dueBefore)
	if (round.due.length === 0) return outcome
	const upTo = options.upTo ?? (await newestEvent(db, feed.id))
	const alerts = round.due.map(({ alert }) => alert)
	const [{ labels, modelNames }, catalogue, hidden, online, events] = await Promise.all([
		alertLabels(db, alerts),
		catalogueOf(db),
		hiddenListings(
			db,
			siteId,
			alerts.map((alert) => alert.id),
		),
		round.needBaseline.length > 0 ? latestListings(db, feed) : [],
		round.from === null ? [] : eventsBetween(db, feed.id, round.from, upTo),
	])
	const plan = planDelivery(events, readers, { feed: { siteId, scope: feed.scope }, upTo, now, dueBefore: options.dueBefore, modelNames, catalogue, hidden, online })

	// The verdict adds to a message; a failure to read it must not hold the car back from the buyer.
	const facts: Facts = await readMarketFacts(db, plan.facts, now).catch((error: unknown) => {
		if (plan.sends.length > 0) outcome.marketFactsError = error instanceof Error ? error.message : String(error)
		return noFacts
	})
	const locking = { siteId, now, modelsOf: modelNamesOf(catalogue) }
	const common = { siteId, upTo, now, facts }

	for (const { reader, count, candidates } of plan.baselines) {
		const taken = await deliverLocked(db, reader.alert.id, locking, candidates, (state) =>
			planBaseline({ ...common, reader, label: labels.get(reader.alert.id)!, count, candidates, noticeId: crypto.randomUUID() }, state),
		)
		if (taken) outcome.baselines += 1
	}

	const modelOf = listingModels(catalogue)
	for (const { reader, messages } of plan.sends) {
		const sent = await deliverLocked(db, reader.alert.id, locking, messages, (state) =>
			planMessages({ ...common, reader, label: labels.get(reader.alert.id)!, messages, burstId: crypto.randomUUID(), modelOf }, state),
		)
		if (!sent) continue
		outcome.delivered += 1
		outcome.newListings += sent.counts.newListings
		outcome.priceDrops += sent.counts.priceDrops
		outcome.duplicates += sent.counts.duplicates
	}
	await recordQuiet(db, siteId, plan.cursorMoves, plan.marketStarts, now)
	outcome.delivered += plan.quiet
	return outcome
}

/**
 * One alert's delivery in a transaction of its own: under the alert's row lock, the cars it was told
 * of that may be these messages' and the outbox keys it has already are read (a delivery of the same
 * car from another feed has committed or waits: docs/decisions/039), `plan` decides, and what it
 * returns is written. Null when the alert stopped reading the site or the plan writes nothing.
 */
async function deliverLocked(
	db: Database,
	alertId: string,
	{ siteId, now, modelsOf }: { siteId: SiteId; now: Date; modelsOf: ReturnType<typeof modelNamesOf> },
	messages: readonly Message[],
	plan: (state: AlertState) => AlertWrites | null,
): Promise<AlertWrites | null> {
	return db.transaction(async (tx) => {
		const locked = await lockForDelivery(tx, alertId, siteId, now)
		if (!locked) return null
		const targets = messages.map((message) => message.event.listing)
		const cars = await alertCars(tx, { subscriptionId: alertId, brand: locked.alert.brand, modelNames: modelsOf(locked.alert.brand), targets })
		const existingKeys = await existingOutboxKeys(tx, locked.alert.userId, outboxKeys(locked.alert, siteId, messages))
		const writes = plan({ locked, cars, existingKeys })
		if (!writes) return null
		await writeAlertDelivery(tx, writes, now)
		return writes
	})
}
