import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import { type Database, type DbOrTx } from '../db/client.ts'
import { feeds, listings, notificationOutbox, siteFetches, siteStatus } from '../db/schema.ts'
import { type Language } from '../enums.ts'
import { queueNotification } from '../notifications/outbox.ts'
import { type SiteId, siteIds, sites } from '../sites.ts'
import { type FetchSetting } from '#sites/kit/definition.ts'

/**
 * The per-site circuit breaker and how a site answers lately (`site_status`, `site_fetches`): one
 * model writes it (the crawl's outcomes, below) and reads it (the dispatcher, the operator).
 * Closed: the site is crawled as usual. Open: until `blocked_until`, none of its feeds is.
 * Half-open: the wait is over and one probe crawl may go; its outcome closes the breaker or opens
 * it for a longer wait (docs/decisions/061: the table was written in the worker and read here).
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
export async function siteHealthReport(db: DbOrTx, now: Date, fetchMode: (siteId: SiteId) => FetchSetting) {
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

/**
 * How a site answers lately, and the circuit breaker in front of it. A crawl whose first page
 * fails (a block page, a 403 or 429, errors after the retries) opens the site's breaker: none of
 * its feeds is crawled for a minute, then one probe crawl goes (half-open); each failure in a row
 * doubles the wait up to an hour, with jitter so a fleet does not come back in step. A success
 * closes it. The state lives in `site_status`, so every worker of the fleet respects it
 * (worker/lib/feeds/dispatch.ts holds the feeds back). A site is declared degraded, and each affected buyer told
 * once, only when the wait has grown past `degradedAfterBackoffSeconds` with nothing left to try:
 * a fetcher that moved to another proxy or a fallback mode says so (`switched`), and the next
 * probe tries it after the base wait instead of a longer one. The first successful crawl after a
 * degradation tells the buyers it is back.
 */

/** The breaker's waits: the first, the longest, and the spread around each (a fraction of it). */
export const backoff = { baseSeconds: 60, maxSeconds: 3600, jitter: 0.2 } as const

/** A site is degraded once its wait has grown this long with nothing else to try… */
export const degradedAfterBackoffSeconds = 15 * 60
/** …and at least this many crawls in a row failed (a single long Retry-After is not a degradation). */
export const degradedAfterFailures = 3

/** The wait after a block that follows a wait of `previous` seconds (0: the breaker was closed). */
export function nextBackoffSeconds(previous: number, retryAfterSeconds: number | null = null): number {
	const doubled = previous <= 0 ? backoff.baseSeconds : Math.min(backoff.maxSeconds, previous * 2)
	return Math.max(doubled, Math.min(backoff.maxSeconds, retryAfterSeconds ?? 0))
}

/** `seconds` spread by ±`backoff.jitter`, in milliseconds. */
export function jittered(seconds: number, random: () => number = Math.random): number {
	return Math.round(seconds * 1000 * (1 + backoff.jitter * (random() * 2 - 1)))
}

export type FailureOptions = {
	/** The bot defence that answered, when known. */
	edge?: string | null
	/** What the site asked for (Retry-After): the wait is at least this, within the longest wait. */
	retryAfterSeconds?: number | null
	/** The fetcher moved to another proxy or mode: the next probe comes after the base wait and the wait does not grow. */
	switched?: boolean
	random?: () => number
}

/** Who is told about a site's state: an alert of a feed on it, with the label the buyer knows it by. */
export type AffectedAlert = { id: string; userId: string; notificationLanguage: string; label: string }

/**
 * A site answers again: its counter resets, and every user who was told it was degraded hears
 * that it is back (once: the dedupe key names the degradation it ends).
 */
export async function recordSuccess(db: Database, siteId: SiteId, now: Date) {
	await db.transaction(async (tx) => {
		const [before] = await tx.select().from(siteStatus).where(eq(siteStatus.siteId, siteId)).for('update')
		await tx
			.insert(siteStatus)
			.values({ siteId, consecutiveFailures: 0, lastSuccessAt: now })
			.onConflictDoUpdate({
				target: siteStatus.siteId,
				set: { consecutiveFailures: 0, degradedSince: null, lastSuccessAt: now, lastError: null, backoffSeconds: 0, blockedUntil: null, probeUntil: null },
			})
		if (!before?.degradedSince) return
		const since = before.degradedSince.toISOString()
		const told = await tx
			.select({ userId: notificationOutbox.userId, subscriptionId: notificationOutbox.subscriptionId, language: notificationOutbox.language, payload: notificationOutbox.payload })
			.from(notificationOutbox)
			.where(and(eq(notificationOutbox.kind, 'site_degraded'), eq(notificationOutbox.dedupeKey, `degraded:${siteId}:${since}`)))
		for (const row of told) {
			const { alertLabel } = row.payload as { alertLabel: string }
			await queueNotification(tx, {
				userId: row.userId,
				subscriptionId: row.subscriptionId,
				kind: 'notice',
				dedupeKey: `recovered:${siteId}:${since}`,
				language: row.language as Language,
				payload: { key: 'siteRecovered', alertLabel, siteName: sites[siteId].name, siteId },
			})
		}
	})
}

/**
 * Counts a failed crawl and opens the site's breaker for the next wait; when the wait has grown
 * past the threshold (and the fetcher had nothing else to try) the site becomes degraded and each
 * affected user gets one note (its dedupe key names the moment the site degraded, so repeated
 * failures add nothing).
 */
export async function recordFailure(
	db: Database,
	siteId: SiteId,
	alerts: AffectedAlert[],
	reason: string,
	now: Date,
	options: FailureOptions = {},
): Promise<{ degraded: boolean; backoffSeconds: number; blockedUntil: Date }> {
	return db.transaction(async (tx) => {
		await tx.insert(siteStatus).values({ siteId }).onConflictDoNothing()
		const [before] = await tx.select().from(siteStatus).where(eq(siteStatus.siteId, siteId)).for('update')
		const failures = (before?.consecutiveFailures ?? 0) + 1
		// A crawl dispatched before the breaker opened is not a new refusal: the wait stays as it is.
		if (before?.blockedUntil && before.blockedUntil > now) {
			await tx.update(siteStatus).set({ consecutiveFailures: failures, lastFailureAt: now, lastError: reason.slice(0, 500) }).where(eq(siteStatus.siteId, siteId))
			return { degraded: Boolean(before.degradedSince), backoffSeconds: before.backoffSeconds, blockedUntil: before.blockedUntil }
		}
		const previous = before?.backoffSeconds ?? 0
		const backoffSeconds = options.switched ? Math.max(previous, backoff.baseSeconds) : nextBackoffSeconds(previous, options.retryAfterSeconds)
		const waitSeconds = options.switched ? backoff.baseSeconds : backoffSeconds
		const blockedUntil = new Date(now.getTime() + jittered(waitSeconds, options.random))
		await tx
			.update(siteStatus)
			.set({ consecutiveFailures: failures, lastFailureAt: now, lastError: reason.slice(0, 500), backoffSeconds, blockedUntil, probeUntil: null, lastBlockEdge: options.edge ?? null })
			.where(eq(siteStatus.siteId, siteId))
		const degraded = Boolean(before?.degradedSince) || (!options.switched && failures >= degradedAfterFailures && backoffSeconds >= degradedAfterBackoffSeconds)
		if (!degraded) return { degraded, backoffSeconds, blockedUntil }
		const since = before?.degradedSince ?? now
		if (!before?.degradedSince) await tx.update(siteStatus).set({ degradedSince: since }).where(eq(siteStatus.siteId, siteId))
		for (const alert of alerts) {
			await queueNotification(tx, {
				userId: alert.userId,
				subscriptionId: alert.id,
				kind: 'site_degraded',
				dedupeKey: `degraded:${siteId}:${since.toISOString()}`,
				language: alert.notificationLanguage as Language,
				payload: { siteName: sites[siteId].name, siteId, alertLabel: alert.label },
			})
		}
		return { degraded, backoffSeconds, blockedUntil }
	})
}

/** One page fetch of a site, for the operator's block rate. */
export async function recordFetch(db: Database, siteId: SiteId, blocked: boolean, now: Date) {
	await db.insert(siteFetches).values({ siteId, blocked, at: now })
}
