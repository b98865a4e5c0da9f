import { and, inArray, sql } from 'drizzle-orm'
import { notificationOutbox, siteStatus } from '../db/schema.ts'
import { type DbOrTx } from '../db/client.ts'

/**
 * How fast the product is for one buyer (docs/decisions/042): how long a new car took from the
 * crawl that found it to Telegram's acceptance of the message, and whether each site an alert
 * watches is being read. The dashboard's cards and the bot's /status read these facts here.
 */

/** The delays are measured over this window, ending now. */
export const delayWindowDays = 7

/** An alert's delays over the window, in seconds; null when no message was sent in it. */
export type AlertDelay = { medianSeconds: number; p95Seconds: number; messages: number }

const delaySince = (now: Date) => new Date(now.getTime() - delayWindowDays * 86_400_000)

/**
 * Each alert's delays over the window, in one query for any number of alerts (the dashboard's
 * cards, /status): new-listing messages sent in the window that know when their car was seen,
 * found through the (subscription_id, sent_at) index. A row queued before `seen_at` existed is not
 * measured. Both percentiles come from one sort (`percentile_cont` of an array); PostgreSQL
 * interpolates between ranks. Alerts without a measured message are absent.
 */
export async function alertDelays(db: DbOrTx, alertIds: string[], now: Date): Promise<Map<string, AlertDelay>> {
	if (alertIds.length === 0) return new Map()
	// A sender's clock a little behind the crawler's could make one negative; nobody waited less than nothing.
	const seconds = sql`greatest(extract(epoch FROM ${notificationOutbox.sentAt} - ${notificationOutbox.seenAt}), 0)`
	const rows = await db
		.select({
			subscriptionId: notificationOutbox.subscriptionId,
			percentiles: sql<[number, number]>`percentile_cont(ARRAY[0.5, 0.95]) WITHIN GROUP (ORDER BY ${seconds})`,
			messages: sql<number>`count(*)::int`,
		})
		.from(notificationOutbox)
		.where(
			and(
				inArray(notificationOutbox.subscriptionId, alertIds),
				sql`${notificationOutbox.sentAt} > ${delaySince(now)} AND ${notificationOutbox.kind} = 'new_listing' AND ${notificationOutbox.status} = 'sent' AND ${notificationOutbox.seenAt} IS NOT NULL`,
			),
		)
		.groupBy(notificationOutbox.subscriptionId)
	const delays = new Map<string, AlertDelay>()
	for (const row of rows) {
		if (!row.subscriptionId) continue
		const [median, p95] = row.percentiles.map(Number) as [number, number]
		delays.set(row.subscriptionId, { medianSeconds: median, p95Seconds: p95, messages: row.messages })
	}
	return delays
}

/**
 * A site as a buyer sees it: `down` once it is declared degraded (the buyer was told on
 * Telegram), `retrying` while its breaker holds it back after a refusal, `unknown` before its
 * first successful read, else `working`.
 */
export type SiteState = 'working' | 'retrying' | 'down' | 'unknown'

export type SiteReading = { state: SiteState; lastSuccessAt: Date | null }

export function siteState(row: { degradedSince: Date | null; blockedUntil: Date | null; lastSuccessAt: Date | null } | undefined): SiteState {
	if (row?.degradedSince) return 'down'
	if (row?.blockedUntil) return 'retrying'
	if (!row?.lastSuccessAt) return 'unknown'
	return 'working'
}

/** Every site's reading (a row per site at most: one small query whatever the number of alerts). */
export async function siteReadings(db: DbOrTx): Promise<Map<string, SiteReading>> {
	const rows = await db
		.select({ siteId: siteStatus.siteId, degradedSince: siteStatus.degradedSince, blockedUntil: siteStatus.blockedUntil, lastSuccessAt: siteStatus.lastSuccessAt })
		.from(siteStatus)
	return new Map(rows.map((row) => [row.siteId, { state: siteState(row), lastSuccessAt: row.lastSuccessAt }]))
}

/** The reading of a site, `unknown` when it was never read. */
export function readingOf(readings: Map<string, SiteReading>, siteId: string): SiteReading {
	return readings.get(siteId) ?? { state: 'unknown', lastSuccessAt: null }
}
