import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm'
import { siteStatus } from '../db/schema.ts'
import { type DbOrTx } from '../notifications/outbox.ts'
import { type SiteId } from '../sites.ts'

/**
 * The per-site circuit breaker's state as the dispatcher and the operator read it (the worker
 * opens and closes it: worker/lib/feeds/site-health.ts). Closed: the site is crawled as usual.
 * Open: until `blocked_until`, none of its feeds is. Half-open: the wait is over and one probe
 * crawl may go; its outcome closes the breaker or opens it for a longer wait.
 */

export type BreakerState = 'closed' | 'open' | 'half-open'

export function breakerState(row: { blockedUntil: Date | null } | undefined, now: Date): BreakerState {
	if (!row?.blockedUntil) return 'closed'
	return row.blockedUntil > now ? 'open' : 'half-open'
}

/** The sites whose breaker is not closed, with whether a probe crawl is already out. */
export async function breakers(db: DbOrTx, now: Date): Promise<Map<SiteId, { state: BreakerState; probeOut: boolean }>> {
	const rows = await db
		.select({ siteId: siteStatus.siteId, blockedUntil: siteStatus.blockedUntil, probeUntil: siteStatus.probeUntil })
		.from(siteStatus)
		.where(isNotNull(siteStatus.blockedUntil))
	return new Map(rows.map((row) => [row.siteId as SiteId, { state: breakerState(row, now), probeOut: Boolean(row.probeUntil && row.probeUntil > now) }]))
}

/**
 * Takes the half-open site's one probe until `until` (the probe crawl's lease), in one statement:
 * of two dispatchers only one gets it. False when the breaker is open or a probe is out.
 */
export async function claimProbe(db: DbOrTx, siteId: SiteId, now: Date, until: Date): Promise<boolean> {
	const rows = await db
		.update(siteStatus)
		.set({ probeUntil: until })
		.where(and(eq(siteStatus.siteId, siteId), lte(siteStatus.blockedUntil, now), or(isNull(siteStatus.probeUntil), lte(siteStatus.probeUntil, now))))
		.returning({ siteId: siteStatus.siteId })
	return rows.length > 0
}
