import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { feeds, listings, siteFetches, siteStatus } from '../db/schema.ts'
import { type DbOrTx } from '../db/client.ts'
import { type FetchMode, type SiteId, siteIds, sites } from '../sites.ts'

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

/** Blocks ÷ fetches over a window; `rate` is null when nothing was fetched. */
export type BlockRate = { fetches: number; blocks: number; rate: number | null }

/**
 * The operator's view of each site: how it is fetched, when it last answered, how often it
 * refuses us (over the last hour and day), its breaker, and how many listings it brought in
 * the last hour. `fetchMode` comes from the caller, who has the config.
 */
export async function siteHealthReport(db: DbOrTx, now: Date, fetchMode: (siteId: SiteId) => FetchMode) {
	const hourAgo = new Date(now.getTime() - 3600_000)
	const dayAgo = new Date(now.getTime() - 86_400_000)
	const [status, fetches, fresh, read] = await Promise.all([
		db.select().from(siteStatus),
		db
			.select({
				siteId: siteFetches.siteId,
				hour: sql<number>`count(*) FILTER (WHERE ${siteFetches.at} > ${hourAgo})::int`,
				hourBlocks: sql<number>`count(*) FILTER (WHERE ${siteFetches.at} > ${hourAgo} AND ${siteFetches.blocked})::int`,
				day: sql<number>`count(*)::int`,
				dayBlocks: sql<number>`count(*) FILTER (WHERE ${siteFetches.blocked})::int`,
			})
			.from(siteFetches)
			.where(and(gt(siteFetches.at, dayAgo), lte(siteFetches.at, now)))
			.groupBy(siteFetches.siteId),
		db
			.select({ siteId: listings.siteId, count: sql<number>`count(*)::int` })
			.from(listings)
			.where(and(gt(listings.firstSeenAt, hourAgo), lte(listings.firstSeenAt, now)))
			.groupBy(listings.siteId),
		db
			.select({ siteId: feeds.siteId, count: sql<number>`count(*)::int` })
			.from(feeds)
			.where(isNull(feeds.idleSince))
			.groupBy(feeds.siteId),
	])
	const statusOf = new Map(status.map((row) => [row.siteId, row]))
	const fetchesOf = new Map(fetches.map((row) => [row.siteId, row]))
	const freshOf = new Map(fresh.map((row) => [row.siteId, row.count]))
	const readOf = new Map(read.map((row) => [row.siteId, row.count]))
	const rate = (fetched: number, blocks: number): BlockRate => ({ fetches: fetched, blocks, rate: fetched === 0 ? null : Math.round((blocks / fetched) * 1000) / 1000 })
	return siteIds.map((siteId) => {
		const row = statusOf.get(siteId)
		const counted = fetchesOf.get(siteId)
		return {
			siteId,
			name: sites[siteId].name,
			fetchMode: fetchMode(siteId),
			feeds: readOf.get(siteId) ?? 0,
			lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
			lastFailureAt: row?.lastFailureAt?.toISOString() ?? null,
			lastError: row?.lastError ?? null,
			lastBlockEdge: row?.lastBlockEdge ?? null,
			degradedSince: row?.degradedSince?.toISOString() ?? null,
			blockRate: { lastHour: rate(counted?.hour ?? 0, counted?.hourBlocks ?? 0), lastDay: rate(counted?.day ?? 0, counted?.dayBlocks ?? 0) },
			breaker: {
				state: breakerState(row, now),
				backoffSeconds: row?.backoffSeconds ?? 0,
				blockedUntil: row?.blockedUntil?.toISOString() ?? null,
				probeOutUntil: row?.probeUntil && row.probeUntil > now ? row.probeUntil.toISOString() : null,
			},
			listingsLastHour: freshOf.get(siteId) ?? 0,
		}
	})
}
