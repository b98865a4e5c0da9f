import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { type Database, type DbOrTx } from '../db/client.ts'
import { alertSites, feedEvents, feedListings, feedPriceWatch, feeds, listingPrices, listings, siteFetches, siteStatus, subscriptions } from '../db/schema.ts'
import { type FeedEventKind, frequencyMinutes, type UpdateFrequency } from '../enums.ts'
import { listingUpsertSet } from '../listing/row.ts'
import { type StoredListing } from '../listing/schema.ts'
import { lockKeys } from '../db/lock-keys.ts'
import { type SiteId, siteFetchMode, siteIds, siteWideScope } from '../sites.ts'
import { running } from './running.ts'
import { isBrandSite, isUrlSite } from './url-sites.ts'
import { applyPlan, inList, planInputs, plansFor, scopeOfBrand, type SiteCapability, sitesTryingWhole, type StoredPlan, storePlans, watchesFor } from './crawl-plans.ts'
import { breakerState } from './site-breaker.ts'

/**
 * The listings store and its feeds (docs/decisions/008): which feeds the running alerts read,
 * which feeds are due for a crawl, what a crawl found, and what an alert has not been matched
 * against yet. The worker's crawl and delivery (worker/lib/feeds/) decide; this module holds
 * their SQL.
 */

export type Feed = typeof feeds.$inferSelect


/** The feed an alert reads on a site without a plan: its brand there, or on Facebook its own Marketplace search. */
const scopeOnSite = (site: ReturnType<typeof sql>) =>
	sql`(CASE WHEN ${isUrlSite(site)} THEN ${subscriptions.facebookMarketplaceUrl} ELSE ${subscriptions.brand} END)`

export type SyncOptions = {
	/** What each site's adapter can do; a site missing here gets brand feeds only. */
	capabilities?: Partial<Record<SiteId, SiteCapability>>
	/** Each site's request budget a minute (core/site-budget.ts). */
	budgetPerMinute?: (siteId: SiteId) => number
}

/**
 * Brings `alert_sites` and the feeds in line with the running alerts and each site's crawl plan
 * (docs/decisions/049-site-wide-feeds.md), in one transaction that one worker at a time runs.
 * Rows of alerts that stopped running, of sites no longer chosen, or on a brand (or Facebook
 * search) edited away are removed, so a resumed or re-pointed alert starts from a new baseline
 * rather than from every car listed while it was away. Each site's plan says which feeds exist
 * (site-wide, per brand); a new alert's row is made on the feed its brand reads, and a row on a
 * feed the plan left moves once that loses no car (core/models/crawl-plans.ts `applyPlan`).
 * Feeds nobody reads and no plan holds become idle (not crawled); a feed read again after being
 * idle takes a new baseline at its next crawl.
 */
export async function syncAlertFeeds(db: Database, now: Date, options: SyncOptions = {}): Promise<{ attached: number; detached: number }> {
	return db.transaction(async (tx) => {
		// Two workers' dispatches at once would plan twice; the second finds this one's work done.
		const [lock] = (await tx.execute<{ ok: boolean }>(sql`SELECT pg_try_advisory_xact_lock(${lockKeys.feedSync}) AS ok`)).rows
		if (!lock?.ok) return { attached: 0, detached: 0 }
		const detached = await tx.execute(sql`
			DELETE FROM ${alertSites} a
			USING ${subscriptions}, ${feeds} f
			WHERE a.subscription_id = ${subscriptions.id} AND f.id = a.feed_id
			AND (NOT ${running(now)} OR NOT (a.site_id = ANY(${subscriptions.websitesSelected}))
				OR (f.scope IS DISTINCT FROM ${scopeOnSite(sql`a.site_id`)} AND NOT (f.scope = ${siteWideScope} AND ${isBrandSite(sql`a.site_id`)})))`)

		const capabilities = Object.fromEntries(siteIds.map((id) => [id, options.capabilities?.[id] ?? { siteWide: false, pageSize: 20 }])) as Record<SiteId, SiteCapability>
		const inputs = await planInputs(tx, capabilities, now)
		const budgetPerMinute = options.budgetPerMinute ?? (() => Number.POSITIVE_INFINITY)
		const plans = plansFor(inputs, budgetPerMinute)
		const watches = watchesFor(inputs, plans, budgetPerMinute)
		await storePlans(tx, capabilities, inputs, plans, budgetPerMinute, now, watches)
		const planned: ReturnType<typeof sql>[] = []
		const trying = await sitesTryingWhole(tx)
		for (const [siteId, plan] of plans) {
			const brands = [...new Set(inputs.get(siteId)!.alerts.map((alert) => alert.brand))]
			await applyPlan(tx, siteId, plan, brands, now, { watch: watches.get(siteId), tryingWhole: trying.has(siteId) })
			// A new alert joins a site-wide feed only once it has measured the site (as a moving one
			// does, core/models/crawl-plans.ts), unless nothing of the site is measured yet: then the
			// whole site is the first thing read.
			const scopeFor = (brand: string) => (scopeOfBrand(plan, brand) === siteWideScope && trying.has(siteId) ? brand : scopeOfBrand(plan, brand))
			planned.push(...brands.map((brand) => sql`(${siteId}, ${brand}, ${scopeFor(brand)})`))
		}
		// Sites left out of every plan (no running alert) leave their plans too.
		await tx.execute(sql`UPDATE ${feeds} SET planned_period_seconds = NULL WHERE planned_period_seconds IS NOT NULL
			${plans.size > 0 ? sql`AND site_id NOT IN ${inList([...plans.keys()])}` : sql``}`)

		const planScope = planned.length > 0
			? sql`coalesce((SELECT t.scope FROM (VALUES ${sql.join(planned, sql`, `)}) AS t(site_id, brand, scope) WHERE t.site_id = site.id AND t.brand = ${subscriptions.brand}), ${scopeOnSite(sql`site.id`)})`
			: scopeOnSite(sql`site.id`)
		const wanted = sql`
			SELECT ${subscriptions.id} AS subscription_id, site.id AS site_id, ${planScope} AS scope
			FROM ${subscriptions} CROSS JOIN LATERAL unnest(${subscriptions.websitesSelected}) AS site(id)
			WHERE ${running(now)} AND ${scopeOnSite(sql`site.id`)} IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM ${alertSites} a WHERE a.subscription_id = ${subscriptions.id} AND a.site_id = site.id)`
		await tx.execute(sql`
			INSERT INTO ${feeds} (site_id, scope) SELECT DISTINCT w.site_id, w.scope FROM (${wanted}) w
			ON CONFLICT (site_id, scope) DO NOTHING`)
		// Materialized: joined to the feeds as a subquery, the alerts left to attach were worked out again
		// for every feed, 1.9 s a dispatch tick at 100,000 alerts with none to attach (0.1 s so;
		// docs/decisions/078-plan-sync-at-scale.md).
		const attached = await tx.execute(sql`
			WITH w AS MATERIALIZED (${wanted})
			INSERT INTO ${alertSites} (subscription_id, site_id, feed_id)
			SELECT w.subscription_id, w.site_id, f.id FROM w JOIN ${feeds} f ON f.site_id = w.site_id AND f.scope = w.scope
			ON CONFLICT DO NOTHING`)
		const read = sql`(EXISTS (SELECT 1 FROM ${alertSites} a WHERE a.feed_id = ${feeds.id}) OR ${feeds.plannedPeriodSeconds} IS NOT NULL)`
		await tx
			.update(feeds)
			.set({ idleSince: null, baselineNeeded: true, nextCrawlAt: now })
			.where(and(sql`${feeds.idleSince} IS NOT NULL`, read))
		await tx
			.update(feeds)
			.set({ idleSince: now, leaseUntil: null })
			.where(and(isNull(feeds.idleSince), sql`NOT ${read}`))
		return { attached: attached.rowCount ?? 0, detached: detached.rowCount ?? 0 }
	})
}

/** A due feed: `need` is how late it is in intervals of its own (a new feed comes first). */
export type DueFeed = Feed & { need: number }

/**
 * The feeds due for a crawl, the neediest first, locked (SKIP LOCKED) until the caller's
 * transaction ends so that two dispatchers never take the same one.
 */
export async function dueFeeds(tx: DbOrTx, now: Date, limit: number): Promise<DueFeed[]> {
	// A site-wide feed not due itself whose price watch is (docs/decisions/064): claimed only with
	// room to spare, after every feed that is due (`need` below zero), for its watch alone.
	const watchDue = sql`(${feeds.scope} = ${siteWideScope} AND EXISTS (SELECT 1 FROM ${feedPriceWatch} w WHERE w.feed_id = ${feeds.id}
		AND extract(epoch FROM (${now}::timestamptz - w.watched_at)) >= w.period_seconds))`
	const need = sql<number>`(CASE WHEN ${feeds.nextCrawlAt} IS NULL THEN 1e9 WHEN ${feeds.nextCrawlAt} > ${now}::timestamptz THEN ${watchOnlyNeed} ELSE extract(epoch FROM (${now}::timestamptz - ${feeds.nextCrawlAt})) / ${feeds.intervalSeconds} END)::float8`
	const rows = await tx
		.select({ feed: feeds, need })
		.from(feeds)
		.where(
			and(
				isNull(feeds.idleSince),
				or(isNull(feeds.nextCrawlAt), lte(feeds.nextCrawlAt, now), watchDue),
				or(isNull(feeds.leaseUntil), lte(feeds.leaseUntil, now)),
			),
		)
		.orderBy(sql`${need} DESC`)
		.limit(limit)
		.for('update', { skipLocked: true })
	return rows.map((row) => ({ ...row.feed, need: row.need }))
}

export async function leaseFeeds(tx: DbOrTx, ids: string[], until: Date) {
	if (ids.length === 0) return
	await tx.update(feeds).set({ leaseUntil: until }).where(inArray(feeds.id, ids))
}

/**
 * Records, per site, how many due feeds waited for the site's request budget at this dispatch.
 * A site is short of budget from the first dispatch where a feed waited a whole interval of its
 * own past its time, until a dispatch where none waits.
 */
export async function recordBudgetWaits(tx: DbOrTx, waits: Map<SiteId, { waiting: number; overdue: boolean }>, now: Date) {
	for (const [siteId, { waiting, overdue }] of waits) {
		await tx
			.insert(siteStatus)
			.values({ siteId, feedsWaiting: waiting, budgetShortSince: overdue ? now : null })
			.onConflictDoUpdate({
				target: siteStatus.siteId,
				set: {
					feedsWaiting: waiting,
					budgetShortSince: waiting === 0 ? null : overdue ? sql`coalesce(${siteStatus.budgetShortSince}, ${now})` : siteStatus.budgetShortSince,
				},
			})
	}
}

/** The running alerts that read a feed, with their state on it. */
export async function feedAlerts(db: DbOrTx, feedId: string, now: Date) {
	return db
		.select({ alert: subscriptions, state: alertSites })
		.from(alertSites)
		.innerJoin(subscriptions, eq(subscriptions.id, alertSites.subscriptionId))
		.where(and(eq(alertSites.feedId, feedId), running(now)))
}

/** The running alerts that read any feed of a site, each once. */
export async function siteAlerts(db: DbOrTx, siteId: SiteId, now: Date) {
	const rows = await db
		.selectDistinctOn([subscriptions.id], { alert: subscriptions })
		.from(alertSites)
		.innerJoin(subscriptions, eq(subscriptions.id, alertSites.subscriptionId))
		.where(and(eq(alertSites.siteId, siteId), running(now)))
	return rows.map((row) => row.alert)
}

/** The shortest period among the running alerts of a feed, in seconds (null: nobody reads it). */
export function fastestPeriodSeconds(alerts: Array<{ updateFrequency: string }>): number | null {
	if (alerts.length === 0) return null
	return Math.min(...alerts.map((alert) => frequencyMinutes[alert.updateFrequency as UpdateFrequency] * 60))
}

/** Which of these listings the feed already knows, with the price it last showed. */
export async function knownListings(db: DbOrTx, feedId: string, listingIds: string[]): Promise<Map<string, number | null>> {
	if (listingIds.length === 0) return new Map()
	const rows = await db
		.select({ listingId: feedListings.listingId, price: feedListings.price })
		.from(feedListings)
		.where(and(eq(feedListings.feedId, feedId), inArray(feedListings.listingId, listingIds)))
	return new Map(rows.map((row) => [row.listingId, row.price]))
}

/** A listing as a crawl stores it: the parsed fields, and its price in euros (the one listing schema, core/listing/schema.ts). */
export type { StoredListing }

/**
 * Stores what a crawl found, in the feed's row lock: the listings (once per site, with a price
 * history row when first seen and when the price changes), the feed's own record of them, and
 * the feed's events: a listing new to the feed, or a new price of one it knew. A baseline crawl
 * records without events. `found` is newest first (the site's order); events are written oldest
 * first. Returns the counts the feed's rhythm is computed from.
 */
export async function storeCrawl(
	db: Database,
	feed: Pick<Feed, 'id' | 'siteId'>,
	found: StoredListing[],
	options: { baseline: boolean; now: Date },
): Promise<{ newListings: number; priceChanges: number }> {
	const { now } = options
	return db.transaction(async (tx) => {
		await tx.select({ id: feeds.id }).from(feeds).where(eq(feeds.id, feed.id)).for('update')
		if (found.length === 0) return { newListings: 0, priceChanges: 0 }
		const ids = found.map((listing) => listing.listingId)
		const before = await tx
			.select({ listingId: listings.listingId, price: listings.price, currency: listings.currency })
			.from(listings)
			.where(and(eq(listings.siteId, feed.siteId), inArray(listings.listingId, ids)))
			// One order for every crawl: two feeds that show the same car (two pasted Facebook searches) take turns, never deadlock.
			.orderBy(listings.listingId)
			.for('update')
		const stored = new Map(before.map((row) => [row.listingId, row]))
		await tx
			.insert(listings)
			.values(found.map((listing) => ({ ...listing, firstSeenAt: now, lastSeenAt: now })))
			.onConflictDoUpdate({
				target: [listings.siteId, listings.listingId],
				// Per field, the schema's rule: the site's new value, or the stored one where it now states none.
				set: { ...listingUpsertSet(), lastSeenAt: now },
			})
		const history = found.filter((listing) => {
			const old = stored.get(listing.listingId)
			return !old || old.price !== listing.price || old.currency !== listing.currency
		})
		if (history.length > 0) {
			await tx
				.insert(listingPrices)
				.values(history.map((listing) => ({ siteId: feed.siteId, listingId: listing.listingId, price: listing.price, currency: listing.currency, priceEur: listing.priceEur, seenAt: now })))
				.onConflictDoNothing()
		}

		const known = await knownListings(tx, feed.id, ids)
		const events: Array<typeof feedEvents.$inferInsert> = []
		const fresh: StoredListing[] = []
		const repriced: StoredListing[] = []
		// Oldest first, so an alert reading the events meets them in the order they were listed.
		for (const listing of [...found].reverse()) {
			const event = { feedId: feed.id, siteId: feed.siteId, listingId: listing.listingId, price: listing.price, priceEur: listing.priceEur, at: now }
			if (!known.has(listing.listingId)) {
				fresh.push(listing)
				if (!options.baseline) events.push({ ...event, kind: 'new' satisfies FeedEventKind })
				continue
			}
			const previous = known.get(listing.listingId) ?? null
			if (listing.price === null || listing.price === previous) continue
			repriced.push(listing)
			if (options.baseline || previous === null) continue
			const previousEur = stored.get(listing.listingId)?.currency === listing.currency && listing.priceEur !== null && listing.price > 0 ? Math.round((previous * listing.priceEur) / listing.price) : null
			events.push({ ...event, kind: 'price' satisfies FeedEventKind, previousPrice: previous, previousPriceEur: previousEur })
		}
		if (fresh.length > 0) {
			await tx
				.insert(feedListings)
				.values(fresh.map((listing) => ({ feedId: feed.id, siteId: feed.siteId, listingId: listing.listingId, price: listing.price, firstSeenAt: now, lastSeenAt: now })))
				.onConflictDoNothing()
		}
		for (const listing of repriced) {
			await tx
				.update(feedListings)
				.set({ price: listing.price, lastSeenAt: now })
				.where(and(eq(feedListings.feedId, feed.id), eq(feedListings.listingId, listing.listingId)))
		}
		const repricedIds = new Set(repriced.map((listing) => listing.listingId))
		const unchanged = ids.filter((id) => known.has(id) && !repricedIds.has(id))
		if (unchanged.length > 0) {
			await tx
				.update(feedListings)
				.set({ lastSeenAt: now })
				.where(and(eq(feedListings.feedId, feed.id), inArray(feedListings.listingId, unchanged)))
		}
		if (events.length > 0) await tx.insert(feedEvents).values(events)
		return { newListings: fresh.length, priceChanges: repriced.length }
	})
}

/** The `need` of a site-wide feed claimed only for its price watch: after every feed due for a crawl. */
export const watchOnlyNeed = -1

/**
 * The brands of a site-wide feed whose first page is due for its price watch, the most overdue
 * first, `limit` at the most (docs/decisions/051-price-watch-and-cold-start.md).
 */
export async function dueWatches(db: DbOrTx, feedId: string, now: Date, limit: number): Promise<Array<{ brand: string; watchedAt: Date }>> {
	const overdue = sql`extract(epoch FROM (${now}::timestamptz - ${feedPriceWatch.watchedAt})) / ${feedPriceWatch.periodSeconds}`
	return db
		.select({ brand: feedPriceWatch.brand, watchedAt: feedPriceWatch.watchedAt })
		.from(feedPriceWatch)
		.where(and(eq(feedPriceWatch.feedId, feedId), sql`${overdue} >= 1`))
		.orderBy(sql`${overdue} DESC`, asc(feedPriceWatch.brand))
		.limit(limit)
}

/** When the feed first showed a listing (null: it never did). */
export async function firstSeenAt(db: DbOrTx, feedId: string, listingId: string): Promise<Date | null> {
	const [row] = await db
		.select({ at: feedListings.firstSeenAt })
		.from(feedListings)
		.where(and(eq(feedListings.feedId, feedId), eq(feedListings.listingId, listingId)))
	return row?.at ?? null
}

/** The earliest next crawl of any feed read on the site (null: none planned). */
export async function nextCrawlOnSite(db: DbOrTx, siteId: SiteId): Promise<Date | null> {
	const [row] = await db.select({ at: sql<Date | string | null>`min(${feeds.nextCrawlAt})` }).from(feeds).where(and(eq(feeds.siteId, siteId), isNull(feeds.idleSince)))
	return row?.at ? new Date(row.at) : null
}

export async function markWatched(db: DbOrTx, feedId: string, brand: string, now: Date) {
	await db.update(feedPriceWatch).set({ watchedAt: now }).where(and(eq(feedPriceWatch.feedId, feedId), eq(feedPriceWatch.brand, brand)))
}

/** After a crawl: its counts, the rhythm it chose, and the lease released. */
export async function recordCrawl(
	db: DbOrTx,
	feedId: string,
	update: { now: Date; pages: number; success: boolean; baselineTaken: boolean; gap: boolean; intervalSeconds: number; nextCrawlAt: Date; arrivalsPerHour: number | null; pageSize: number | null },
) {
	await db
		.update(feeds)
		.set({
			lastCrawlAt: update.now,
			...(update.success ? { lastSuccessAt: update.now } : {}),
			...(update.baselineTaken ? { baselineNeeded: false, baselineAt: update.now } : {}),
			...(update.gap ? { gaps: sql`${feeds.gaps} + 1`, lastGapAt: update.now } : {}),
			crawls: sql`${feeds.crawls} + 1`,
			pagesFetched: sql`${feeds.pagesFetched} + ${update.pages}`,
			intervalSeconds: update.intervalSeconds,
			nextCrawlAt: update.nextCrawlAt,
			arrivalsPerHour: update.arrivalsPerHour,
			pageSize: update.pageSize,
			leaseUntil: null,
		})
		.where(eq(feeds.id, feedId))
}

/** The newest event of a feed (0: none yet): where a new baseline puts an alert's cursor. */
export async function newestEvent(db: DbOrTx, feedId: string): Promise<number> {
	const [row] = await db.select({ seq: sql<string | null>`max(${feedEvents.seq})` }).from(feedEvents).where(eq(feedEvents.feedId, feedId))
	return Number(row?.seq ?? 0)
}

export type FeedEvent = {
	seq: number
	kind: FeedEventKind
	price: number | null
	priceEur: number | null
	previousPrice: number | null
	previousPriceEur: number | null
	/** When the crawl that wrote the event found it. */
	at: Date
	listing: typeof listings.$inferSelect
}

/** A feed's events after `after` up to `upTo`, oldest first, with their listings as they are now. */
export async function eventsBetween(db: DbOrTx, feedId: string, after: number, upTo: number): Promise<FeedEvent[]> {
	if (upTo <= after) return []
	const rows = await db
		.select({ event: feedEvents, listing: listings })
		.from(feedEvents)
		.innerJoin(listings, and(eq(listings.siteId, feedEvents.siteId), eq(listings.listingId, feedEvents.listingId)))
		.where(and(eq(feedEvents.feedId, feedId), gt(feedEvents.seq, after), lte(feedEvents.seq, upTo)))
		.orderBy(asc(feedEvents.seq))
	return rows.map(({ event, listing }) => ({
		seq: event.seq,
		kind: event.kind as FeedEventKind,
		price: event.price,
		priceEur: event.priceEur,
		previousPrice: event.previousPrice,
		previousPriceEur: event.previousPriceEur,
		at: event.at,
		listing,
	}))
}

/** The feed's listings seen at its last crawl: what is online now, as far as its newest pages show. */
export async function latestListings(db: DbOrTx, feed: Pick<Feed, 'id' | 'lastSuccessAt'>) {
	if (!feed.lastSuccessAt) return []
	const rows = await db
		.select({ listing: listings })
		.from(feedListings)
		.innerJoin(listings, and(eq(listings.siteId, feedListings.siteId), eq(listings.listingId, feedListings.listingId)))
		.where(and(eq(feedListings.feedId, feed.id), sql`${feedListings.lastSeenAt} >= ${feed.lastSuccessAt}`))
	return rows.map((row) => row.listing)
}

/** How long events are kept: longer than any alert's period, so a worker outage of days still delivers. */
export const eventRetentionDays = 7
/** A feed nobody has read for this long is forgotten with its listings' feed records. */
export const idleFeedRetentionDays = 30

/** Drops events no alert can still need, feeds idle for a month, and page fetch outcomes older than a day. */
export async function sweepFeeds(db: Database, now: Date) {
	const events = await db.delete(feedEvents).where(sql`${feedEvents.at} < ${now}::timestamptz - ${eventRetentionDays} * interval '1 day'`)
	const idle = await db.delete(feeds).where(sql`${feeds.idleSince} < ${now}::timestamptz - ${idleFeedRetentionDays} * interval '1 day'`)
	// The block rate looks back a day at the most.
	await db.delete(siteFetches).where(sql`${siteFetches.at} < ${now}::timestamptz - interval '1 day'`)
	return { events: events.rowCount ?? 0, feeds: idle.rowCount ?? 0 }
}

/**
 * Per site: feeds read, crawled lately, with a coverage gap in the last day, the budget state, the
 * fetch mode (from `config`'s SITE_FETCH_<SITE>, else http) and the circuit breaker. For /healthz.
 */
export async function feedHealth(db: Database, now: Date, config?: object) {
	const rows = await db
		.select({
			siteId: feeds.siteId,
			feeds: sql<number>`count(*)::int`,
			gapsLastDay: sql<number>`count(*) FILTER (WHERE ${feeds.lastGapAt} > ${now}::timestamptz - interval '1 day')::int`,
			overdue: sql<number>`count(*) FILTER (WHERE ${feeds.nextCrawlAt} < ${now}::timestamptz - ${feeds.intervalSeconds} * interval '1 second')::int`,
		})
		.from(feeds)
		.where(isNull(feeds.idleSince))
		.groupBy(feeds.siteId)
	const status = await db.select().from(siteStatus)
	const bySite = new Map(status.map((row) => [row.siteId, row]))
	return rows.map((row) => {
		const site = bySite.get(row.siteId)
		return {
			siteId: row.siteId,
			feeds: row.feeds,
			feedsWithGapLastDay: row.gapsLastDay,
			feedsOverdue: row.overdue,
			budgetShortSince: site?.budgetShortSince?.toISOString() ?? null,
			feedsWaitingForBudget: site?.feedsWaiting ?? 0,
			degradedSince: site?.degradedSince?.toISOString() ?? null,
			lastSuccessAt: site?.lastSuccessAt?.toISOString() ?? null,
			fetchMode: siteFetchMode(config, row.siteId as SiteId),
			breaker: breakerState(site, now),
			backoffSeconds: site?.backoffSeconds ?? 0,
			blockedUntil: site?.blockedUntil?.toISOString() ?? null,
			plan: planSummary(site?.plan as StoredPlan | null | undefined),
		}
	})
}

/** The site's crawl plan in a line: "site-wide every 1 min, 2 brand feeds; 1.5 of 6 requests a minute". */
export function planSummary(plan: StoredPlan | null | undefined): string | null {
	if (!plan) return null
	const siteWide = plan.feeds.find((feed) => feed.scope === siteWideScope)
	const brands = plan.feeds.length - (siteWide ? 1 : 0)
	const parts = [...(siteWide ? [`site-wide every ${siteWide.periodMinutes} min`] : []), ...(brands > 0 || !siteWide ? [`${brands} brand feed${brands === 1 ? '' : 's'}`] : [])]
	const budget = plan.budgetPerMinute === null ? 'no limit' : `${plan.budgetPerMinute}`
	const watch = plan.priceWatch?.brands ? `; price watch ${plan.priceWatch.requestsPerMinute} a minute over ${plan.priceWatch.brands} brand${plan.priceWatch.brands === 1 ? '' : 's'}` : ''
	return `${parts.join(', ')}; ${plan.requestsPerMinute} of ${budget} requests a minute${watch}`
}
