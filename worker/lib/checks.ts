import { and, eq, inArray, sql } from 'drizzle-orm'
import { catalogueNames } from '../../core/catalogue/queries.ts'
import { allModels } from '../../core/catalogue/shape.ts'
import { type Database } from '../../core/db/client.ts'
import { alertSites, listings, notificationOutbox, seenListings, siteStatus, subscriptions } from '../../core/db/schema.ts'
import { frequencyMinutes, type Language, type UpdateFrequency } from '../../core/enums.ts'
import { type MatchCriteria, matchListings } from '../../core/matching.ts'
import { filtersOf } from '../../core/models/alerts.ts'
import { type DbOrTx, listingDedupeKey, queueNotification } from '../../core/notifications/outbox.ts'
import { type ListingPayload } from '../../core/notifications/payloads.ts'
import { type SiteId, siteIds, sites } from '../../core/sites.ts'
import { type FetchPage } from './fetch-page.ts'
import { type Listing, type ParseResult, type SearchCriteria, type SiteAdapter, type SiteRequest } from '../sites/types.ts'

/**
 * The heart of the worker (issue 7): which alerts are due, one fetch per site and brand, and for
 * each alert of that search the listings that are new to it (or cheaper than before).
 * Notifications are only queued here, in the same transaction that records what the alert has
 * seen; worker/jobs/notifications-send.ts delivers them.
 *
 * Sites are asked for a brand's newest cars, never for one alert's criteria: the model, fuel and
 * ranges are matched here on the parsed listings (core/matching.ts). So every alert of a brand on
 * a site shares one fetch, and a site is asked about as often as it has brands being watched,
 * however many buyers watch them (BENCHMARKS.md 5). See docs/decisions/007.
 */

type Alert = typeof subscriptions.$inferSelect

/** How long a claimed alert is held by one worker before another may check it again. */
export const claimLeaseSeconds = 120
/** A site that fails this many checks in a row is degraded: the dashboard says so, users get one note. */
export const degradedAfterFailures = 3
/**
 * A due alert brings along the alerts of its brand due within this window (the shortest
 * frequency), so their searches are fetched once; their next checks then fall together.
 */
export const alignSeconds = 60
/** Older pages asked for, at most, when a whole page of a search was new (a busy brand, a long period). */
export const maxPagesPerCheck = 5

/** Alerts the buyer is paying for right now (decisions.md lifecycle); a cancelled one runs until its period ends. */
function checkable(now: Date) {
	return sql`(${subscriptions.status} IN ('active', 'past_due') OR (${subscriptions.status} = 'cancelling' AND ${subscriptions.currentPeriodEnd} > ${now}))`
}

/** A claimed alert, with the moment its check was due (its rhythm: see `nextCheck`). */
export type ClaimedAlert = Alert & { dueAt: Date }

/**
 * Takes the due alerts for this worker, and the alerts of the same brands due within
 * `alignSeconds`: their next check moves `claimLeaseSeconds` ahead in the same transaction, and
 * SKIP LOCKED keeps two workers from taking the same alert.
 */
export async function claimDueAlerts(db: Database, options: { now?: Date; limit?: number } = {}): Promise<ClaimedAlert[]> {
	const now = options.now ?? new Date()
	const lease = new Date(now.getTime() + claimLeaseSeconds * 1000)
	const limit = options.limit ?? 500
	return db.transaction(async (tx) => {
		const due = await tx
			.select({ id: subscriptions.id, brand: subscriptions.brand, nextCheckAt: subscriptions.nextCheckAt })
			.from(subscriptions)
			.where(and(checkable(now), sql`(${subscriptions.nextCheckAt} IS NULL OR ${subscriptions.nextCheckAt} <= ${now})`))
			.orderBy(sql`${subscriptions.nextCheckAt} ASC NULLS FIRST`)
			.limit(limit)
			.for('update', { skipLocked: true })
		if (due.length === 0) return []
		const soon = new Date(now.getTime() + alignSeconds * 1000)
		const early = await tx
			.select({ id: subscriptions.id, brand: subscriptions.brand, nextCheckAt: subscriptions.nextCheckAt })
			.from(subscriptions)
			.where(
				and(
					checkable(now),
					inArray(subscriptions.brand, [...new Set(due.map((alert) => alert.brand))]),
					sql`${subscriptions.nextCheckAt} > ${now} AND ${subscriptions.nextCheckAt} <= ${soon}`,
				),
			)
			.limit(limit)
			.for('update', { skipLocked: true })
		const dueAt = new Map([...due, ...early].map((alert) => [alert.id, alert.nextCheckAt ?? now]))
		const claimed = await tx
			.update(subscriptions)
			.set({ nextCheckAt: lease })
			.where(inArray(subscriptions.id, [...dueAt.keys()]))
			.returning()
		return claimed.map((alert) => ({ ...alert, dueAt: dueAt.get(alert.id)! }))
	})
}

/** `dueAt`: when its earliest alert was due; every alert of the query keeps that rhythm. */
export type SiteQuery = { siteId: SiteId; request: SiteRequest; alertIds: string[]; dueAt: Date | null }

/** What a site search needs from an alert, with the catalogue's display names. */
async function searchCriteria(db: Database, alerts: Alert[]): Promise<Map<string, SearchCriteria>> {
	const names = await catalogueNames(db, alerts)
	return new Map(
		alerts.map((alert) => [
			alert.id,
			{
				brand: alert.brand,
				brandName: names.get(alert.brand) ?? alert.brand,
				model: alert.model,
				...matchCriteria(alert, alert.model === allModels ? null : (names.get(`${alert.brand}/${alert.model}`) ?? alert.model)),
				facebookMarketplaceUrl: alert.facebookMarketplaceUrl,
			},
		]),
	)
}

/**
 * What a site is asked for an alert: its brand's newest cars (or, on Facebook, the buyer's own
 * Marketplace search). It depends on nothing else, so `searchScopeKey` names it without building it.
 */
export function searchScope(criteria: SearchCriteria): SearchCriteria {
	return { ...criteria, model: allModels, modelName: null, fuelType: 'any', priceMin: null, priceMax: null, yearMin: null, yearMax: null, mileageMax: null }
}

const knownSites = new Set<string>(siteIds)

function searchScopeKey(alert: Alert, siteId: SiteId) {
	return siteId === 'facebook' ? `${siteId} ${alert.facebookMarketplaceUrl}` : `${siteId} ${alert.brand}`
}

/**
 * One query per distinct (site, request): alerts that send the same search share its fetch, so
 * the fetches per cycle follow the brands watched on each site, not the number of alerts.
 */
export async function planQueries(
	db: Database,
	alerts: Array<Alert & { dueAt?: Date }>,
	adapters: Record<SiteId, SiteAdapter>,
	baseUrls: Record<SiteId, string>,
): Promise<SiteQuery[]> {
	// Grouped before any request is built: the cost per alert is a lookup, however many there are.
	const scopes = new Map<string, { siteId: SiteId; alerts: Array<Alert & { dueAt?: Date }> }>()
	for (const alert of alerts) {
		for (const siteId of alert.websitesSelected) {
			if (!knownSites.has(siteId)) continue
			const key = searchScopeKey(alert, siteId as SiteId)
			let scope = scopes.get(key)
			if (!scope) {
				scope = { siteId: siteId as SiteId, alerts: [] }
				scopes.set(key, scope)
			}
			scope.alerts.push(alert)
		}
	}
	const criteria = await searchCriteria(db, [...new Set([...scopes.values()].map((scope) => scope.alerts[0]!))])
	const queries = new Map<string, SiteQuery>()
	for (const { siteId, alerts: scoped } of scopes.values()) {
		const request = adapters[siteId].buildRequest(searchScope(criteria.get(scoped[0]!.id)!), { baseUrl: baseUrls[siteId] })
		if (!request) continue
		const key = `${siteId} ${request.key}`
		const query = queries.get(key) ?? { siteId, request, alertIds: [], dueAt: null }
		for (const alert of scoped) {
			query.alertIds.push(alert.id)
			if (alert.dueAt && (!query.dueAt || alert.dueAt < query.dueAt)) query.dueAt = alert.dueAt
		}
		queries.set(key, query)
	}
	return [...queries.values()]
}

export type QueryOutcome =
	| { kind: 'checked'; listings: number; baselines: number; newListings: number; priceDrops: number }
	| { kind: 'failed'; reason: string; degraded: boolean }
	| { kind: 'skipped' }

export type CheckDeps = {
	db: Database
	adapters: Record<SiteId, SiteAdapter>
	fetchPage: FetchPage
	now?: () => Date
}

/**
 * The next check keeps the alert's rhythm: when it was due plus its frequency, not when this check
 * ended plus it (the dispatch tick and the queue wait would add up every period). A check that
 * ran more than a period late starts a new rhythm from now.
 */
export function nextCheck(alert: Alert, dueAt: Date, now: Date) {
	const period = frequencyMinutes[alert.updateFrequency as UpdateFrequency] * 60_000
	const next = dueAt.getTime() + period
	return new Date(next > now.getTime() ? next : now.getTime() + period)
}

/** "Volkswagen Golf", or "Volkswagen" for all models: how the user recognises the alert in a message. */
function alertLabel(criteria: SearchCriteria) {
	return criteria.modelName ? `${criteria.brandName} ${criteria.modelName}` : criteria.brandName
}

async function fetchListings(deps: CheckDeps, adapter: SiteAdapter, request: SiteRequest): Promise<ParseResult> {
	try {
		const response = await deps.fetchPage(request)
		return adapter.parse(response.body, response)
	} catch (error) {
		return { kind: 'blocked', reason: error instanceof Error ? error.message : String(error) }
	}
}

/** True when none of these listings was ever seen on the site: the newest page held nothing older. */
async function allUnseen(db: Database, siteId: SiteId, found: Listing[]) {
	const [known] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(listings)
		.where(and(eq(listings.siteId, siteId), inArray(listings.listingId, found.map((listing) => listing.listingId))))
	return (known?.count ?? 0) === 0
}

/** The baseline each alert of the search holds on this site, by alert id (none: never checked there). */
async function baselineKeys(db: Database, siteId: SiteId, alerts: Alert[]): Promise<Map<string, string>> {
	const states = await db
		.select({ subscriptionId: alertSites.subscriptionId, queryKey: alertSites.queryKey })
		.from(alertSites)
		.where(and(eq(alertSites.siteId, siteId), inArray(alertSites.subscriptionId, alerts.map((alert) => alert.id))))
	return new Map(states.map((state) => [state.subscriptionId, state.queryKey]))
}

/**
 * Runs one query: fetch the newest page (and older ones while each page was wholly new since the
 * last fetch), parse, and for each of its alerts record what is new.
 */
export async function runQuery(
	deps: CheckDeps,
	query: { siteId: SiteId; alertIds: string[]; baseUrl: string; dueAt?: Date | null },
): Promise<QueryOutcome> {
	const { db } = deps
	const clock = deps.now ?? (() => new Date())
	const startedAt = clock()
	const dueAt = query.dueAt ?? startedAt
	// The alerts are read again: one paused or cancelled since it was claimed is left out.
	const alerts = await db
		.select()
		.from(subscriptions)
		.where(and(inArray(subscriptions.id, query.alertIds), checkable(startedAt)))
	const relevant = alerts.filter((alert) => alert.websitesSelected.includes(query.siteId))
	if (relevant.length === 0) return { kind: 'skipped' }
	const adapter = deps.adapters[query.siteId]
	const criteria = await searchCriteria(db, relevant)
	const scope = searchScope(criteria.get(relevant[0]!.id)!)
	const request = adapter.buildRequest(scope, { baseUrl: query.baseUrl })
	if (!request) return { kind: 'skipped' }
	// An alert edited since the plan would send another search: the next cycle plans it anew.
	const scopeKey = searchScopeKey(relevant[0]!, query.siteId)
	const group = relevant.filter((alert) => searchScopeKey(alert, query.siteId) === scopeKey)
	const baselines = await baselineKeys(db, query.siteId, group)

	const parsed = await fetchListings(deps, adapter, request)
	if (parsed.kind === 'blocked') {
		const now = clock()
		const degraded = await recordFailure(db, query.siteId, group, criteria, parsed.reason, now)
		for (const alert of group) {
			await db.update(subscriptions).set({ lastCheckedAt: now, nextCheckAt: nextCheck(alert, dueAt, now) }).where(eq(subscriptions.id, alert.id))
		}
		return { kind: 'failed', reason: parsed.reason, degraded }
	}
	const pages = [...parsed.listings]
	let page = parsed.listings
	// A first search has no "since": its newest page is the baseline.
	if (page.length > 0 && baselines.size > 0) {
		for (let number = 2; number <= maxPagesPerCheck && (await allUnseen(db, query.siteId, page)); number += 1) {
			const older = adapter.buildRequest(scope, { baseUrl: query.baseUrl, page: number })
			if (!older) break
			const more = await fetchListings(deps, adapter, older)
			// An older page that fails costs only what it would have added: the newest page stands.
			if (more.kind !== 'listings' || more.listings.length === 0) break
			page = more.listings
			pages.push(...page)
		}
	}
	// Cars listed meanwhile push older ones onto the next page: each car is taken once.
	const found = [...new Map(pages.map((listing) => [listing.listingId, listing])).values()]
	const now = clock()
	await recordSuccess(db, query.siteId, now)
	await saveListings(db, found, now)

	const matches = matchListings(
		group.map((alert) => ({ id: alert.id, criteria: matchCriteria(alert, criteria.get(alert.id)!.modelName) })),
		found,
	)
	const { quiet, eventful } = await splitQuiet(db, query.siteId, group, matches, baselines)
	await recordQuietChecks(db, query.siteId, quiet, { dueAt, now })
	const totals = { listings: found.length, baselines: 0, newListings: 0, priceDrops: 0 }
	for (const alert of eventful) {
		const outcome = await checkAlert(db, alert, criteria.get(alert.id)!, query.siteId, baselineKey(alert, query.siteId), matches.get(alert.id)!, { dueAt, now })
		totals.baselines += outcome.baseline ? 1 : 0
		totals.newListings += outcome.newListings
		totals.priceDrops += outcome.priceDrops
	}
	return { kind: 'checked', ...totals }
}

/**
 * Most checks find nothing new: every car the alert wants is one it has seen, at the price it
 * saw. Those alerts are read in one statement for the whole search and recorded in a few
 * (`recordQuietChecks`); only the others (a baseline to take, a new car, a new price) get
 * `checkAlert`'s transaction of their own.
 */
async function splitQuiet(db: Database, siteId: SiteId, group: Alert[], matches: Map<string, Listing[]>, baselines: Map<string, string>) {
	const wanting = group.filter((alert) => matches.get(alert.id)!.length > 0)
	const wanted = [...new Set(wanting.flatMap((alert) => matches.get(alert.id)!.map((listing) => listing.listingId)))]
	const seen = wanted.length
		? await db
				.select({ subscriptionId: seenListings.subscriptionId, listingId: seenListings.listingId, lastPrice: seenListings.lastPrice })
				.from(seenListings)
				.where(
					and(
						eq(seenListings.siteId, siteId),
						inArray(seenListings.subscriptionId, wanting.map((alert) => alert.id)),
						inArray(seenListings.listingId, wanted),
					),
				)
		: []
	const lastPrice = new Map(seen.map((row) => [`${row.subscriptionId} ${row.listingId}`, row.lastPrice]))
	const quiet: Alert[] = []
	const eventful: Alert[] = []
	for (const alert of group) {
		const known = baselines.get(alert.id) === baselineKey(alert, siteId)
		const news = matches.get(alert.id)!.some((listing) => {
			const key = `${alert.id} ${listing.listingId}`
			return !lastPrice.has(key) || (listing.price !== null && listing.price !== lastPrice.get(key))
		})
		;(known && !news ? quiet : eventful).push(alert)
	}
	return { quiet, eventful }
}

/** The checks that found nothing new: checked now, next check on their rhythm, per frequency. */
async function recordQuietChecks(db: Database, siteId: SiteId, alerts: Alert[], { dueAt, now }: { dueAt: Date; now: Date }) {
	if (alerts.length === 0) return
	await db.transaction(async (tx) => {
		await tx
			.update(alertSites)
			.set({ lastCheckedAt: now })
			.where(and(eq(alertSites.siteId, siteId), inArray(alertSites.subscriptionId, alerts.map((alert) => alert.id))))
		const byNext = new Map<number, string[]>()
		for (const alert of alerts) {
			const next = nextCheck(alert, dueAt, now).getTime()
			const ids = byNext.get(next)
			if (ids) ids.push(alert.id)
			else byNext.set(next, [alert.id])
		}
		for (const [next, ids] of byNext) {
			// A paused or cancelled alert keeps what pausing set.
			await tx
				.update(subscriptions)
				.set({ lastCheckedAt: now, nextCheckAt: new Date(next) })
				.where(and(inArray(subscriptions.id, ids), checkable(now)))
		}
	})
}

/** What the alert wants of the listings its search finds (core/matching.ts); the model by its catalogue name. */
export function matchCriteria(alert: Alert, modelName: string | null): MatchCriteria {
	return { modelName, ...filtersOf(alert) }
}

/**
 * What a baseline was taken for: the criteria the alert matches on this site. Any edit of them
 * takes a new baseline; a widened filter would otherwise send every car already online as new.
 * The site's request is left out: it changes with the adapter, not with what the buyer wants.
 */
export function baselineKey(alert: Alert, siteId: SiteId) {
	const criteria = [
		alert.brand,
		alert.model,
		alert.fuelType,
		alert.priceMin,
		alert.priceMax,
		alert.yearMin,
		alert.yearMax,
		alert.mileageMax,
		siteId === 'facebook' ? alert.facebookMarketplaceUrl : null,
	]
	return criteria.map((value) => value ?? '').join(',')
}

async function saveListings(db: Database, found: Listing[], now: Date) {
	if (found.length === 0) return
	const unique = new Map(found.map((listing) => [`${listing.siteId} ${listing.listingId}`, listing]))
	await db
		.insert(listings)
		.values(
			[...unique.values()].map((listing) => ({
				siteId: listing.siteId,
				listingId: listing.listingId,
				url: listing.url,
				title: listing.title,
				price: listing.price,
				currency: listing.currency,
				km: listing.km,
				year: listing.year,
				fuel: listing.fuel,
				location: listing.location,
				imageUrl: listing.imageUrl,
				firstSeenAt: now,
				lastSeenAt: now,
			})),
		)
		.onConflictDoUpdate({
			target: [listings.siteId, listings.listingId],
			set: {
				url: sql`excluded.url`,
				title: sql`excluded.title`,
				price: sql`excluded.price`,
				km: sql`excluded.km`,
				imageUrl: sql`excluded.image_url`,
				location: sql`excluded.location`,
				lastSeenAt: now,
			},
		})
}

function listingPayload(listing: Listing, siteId: SiteId, label: string): ListingPayload {
	return {
		title: listing.title,
		price: listing.price,
		currency: listing.currency,
		km: listing.km,
		year: listing.year,
		fuel: listing.fuel,
		location: listing.location,
		url: listing.url,
		imageUrl: listing.imageUrl,
		siteName: sites[siteId].name,
		alertLabel: label,
	}
}

/**
 * One alert against the listings of its search that it wants, in one transaction with its
 * notifications. The first successful check records what is listed (the baseline) and tells the
 * user the alert is live, without sending the listings one by one.
 */
async function checkAlert(
	db: Database,
	alert: Alert,
	criteria: SearchCriteria,
	siteId: SiteId,
	queryKey: string,
	matching: Listing[],
	{ dueAt, now }: { dueAt: Date; now: Date },
) {
	const label = alertLabel(criteria)
	const language = alert.notificationLanguage as Language
	return db.transaction(async (tx) => {
		// Locks the alert: two workers holding the same alert (a lease ran out mid-check) take turns.
		// The fetch may have waited behind the site's spacing: an alert paused or cancelled meanwhile is told nothing.
		const [current] = await tx
			.select()
			.from(subscriptions)
			.where(and(eq(subscriptions.id, alert.id), checkable(now)))
			.for('update')
		if (!current) return { baseline: false, newListings: 0, priceDrops: 0 }
		const [state] = await tx
			.select()
			.from(alertSites)
			.where(and(eq(alertSites.subscriptionId, alert.id), eq(alertSites.siteId, siteId)))
		const baseline = !state || state.queryKey !== queryKey
		const seen = matching.length
			? await tx
					.select()
					.from(seenListings)
					.where(
						and(
							eq(seenListings.subscriptionId, alert.id),
							eq(seenListings.siteId, siteId),
							inArray(
								seenListings.listingId,
								matching.map((listing) => listing.listingId),
							),
						),
					)
			: []
		const lastPrices = new Map(seen.map((row) => [row.listingId, row.lastPrice]))
		let newListings = 0
		let priceDrops = 0
		for (const listing of matching) {
			if (!lastPrices.has(listing.listingId)) {
				lastPrices.set(listing.listingId, listing.price)
				await tx
					.insert(seenListings)
					.values({ subscriptionId: alert.id, siteId, listingId: listing.listingId, lastPrice: listing.price, inBaseline: baseline, firstSeenAt: now })
					.onConflictDoNothing()
				if (baseline) continue
				newListings += 1
				await queue(tx, {
					userId: alert.userId,
					subscriptionId: alert.id,
					kind: 'new_listing',
					dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: alert.id, siteId, listingId: listing.listingId }),
					language,
					payload: listingPayload(listing, siteId, label),
				})
				continue
			}
			const before = lastPrices.get(listing.listingId) ?? null
			if (listing.price === null || listing.price === before) continue
			lastPrices.set(listing.listingId, listing.price)
			await tx
				.update(seenListings)
				.set({ lastPrice: listing.price })
				.where(and(eq(seenListings.subscriptionId, alert.id), eq(seenListings.siteId, siteId), eq(seenListings.listingId, listing.listingId)))
			if (baseline || before === null || listing.price >= before) continue
			priceDrops += 1
			await queue(tx, {
				userId: alert.userId,
				subscriptionId: alert.id,
				kind: 'price_drop',
				dedupeKey: listingDedupeKey({ kind: 'price_drop', subscriptionId: alert.id, siteId, listingId: listing.listingId, price: listing.price }),
				language,
				payload: { ...listingPayload(listing, siteId, label), previousPrice: before },
			})
		}
		if (baseline) {
			await queue(tx, {
				userId: alert.userId,
				subscriptionId: alert.id,
				kind: 'notice',
				dedupeKey: `live:${alert.id}:${siteId}:${queryKey}`,
				language,
				payload: { key: 'alertLive', alertLabel: label, siteNames: [sites[siteId].name], count: matching.length },
			})
		}
		await tx
			.insert(alertSites)
			.values({ subscriptionId: alert.id, siteId, queryKey, baselineAt: now, lastCheckedAt: now })
			.onConflictDoUpdate({
				target: [alertSites.subscriptionId, alertSites.siteId],
				set: baseline ? { queryKey, baselineAt: now, lastCheckedAt: now } : { lastCheckedAt: now },
			})
		await tx
			.update(subscriptions)
			.set({
				lastCheckedAt: now,
				nextCheckAt: nextCheck(current, dueAt, now),
				listingsFound: sql`${subscriptions.listingsFound} + ${newListings}`,
			})
			.where(eq(subscriptions.id, alert.id))
		return { baseline, newListings, priceDrops }
	})
}

const queue: typeof queueNotification = (db, input) => queueNotification(db, input)

/**
 * A site answers again: its counter resets, and every user who was told it was degraded hears
 * that it is back (once: the dedupe key names the degradation it ends).
 */
async function recordSuccess(db: Database, siteId: SiteId, now: Date) {
	await db.transaction(async (tx) => {
		const [before] = await tx.select().from(siteStatus).where(eq(siteStatus.siteId, siteId)).for('update')
		await tx
			.insert(siteStatus)
			.values({ siteId, consecutiveFailures: 0, lastSuccessAt: now })
			.onConflictDoUpdate({
				target: siteStatus.siteId,
				set: { consecutiveFailures: 0, degradedSince: null, lastSuccessAt: now, lastError: null },
			})
		if (!before?.degradedSince) return
		const since = before.degradedSince.toISOString()
		const told = await tx
			.select({ userId: notificationOutbox.userId, subscriptionId: notificationOutbox.subscriptionId, language: notificationOutbox.language, payload: notificationOutbox.payload })
			.from(notificationOutbox)
			.where(and(eq(notificationOutbox.kind, 'site_degraded'), eq(notificationOutbox.dedupeKey, `degraded:${siteId}:${since}`)))
		for (const row of told) {
			const { alertLabel } = row.payload as { alertLabel: string }
			await queue(tx as DbOrTx, {
				userId: row.userId,
				subscriptionId: row.subscriptionId,
				kind: 'notice',
				dedupeKey: `recovered:${siteId}:${since}`,
				language: row.language as Language,
				payload: { key: 'siteRecovered', alertLabel, siteName: sites[siteId].name },
			})
		}
	})
}

/**
 * Counts a failed check; at the threshold the site becomes degraded and each affected user gets
 * one note (its dedupe key names the moment the site degraded, so repeated failures add nothing).
 */
async function recordFailure(
	db: Database,
	siteId: SiteId,
	alerts: Alert[],
	criteria: Map<string, SearchCriteria>,
	reason: string,
	now: Date,
): Promise<boolean> {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(siteStatus)
			.values({ siteId, consecutiveFailures: 1, lastFailureAt: now, lastError: reason.slice(0, 500) })
			.onConflictDoUpdate({
				target: siteStatus.siteId,
				set: {
					consecutiveFailures: sql`${siteStatus.consecutiveFailures} + 1`,
					lastFailureAt: now,
					lastError: reason.slice(0, 500),
				},
			})
			.returning()
		if (!row || row.consecutiveFailures < degradedAfterFailures) return false
		const since = row.degradedSince ?? now
		if (!row.degradedSince) await tx.update(siteStatus).set({ degradedSince: since }).where(eq(siteStatus.siteId, siteId))
		for (const alert of alerts) {
			await queue(tx as DbOrTx, {
				userId: alert.userId,
				subscriptionId: alert.id,
				kind: 'site_degraded',
				dedupeKey: `degraded:${siteId}:${since.toISOString()}`,
				language: alert.notificationLanguage as Language,
				payload: { siteName: sites[siteId].name, alertLabel: alertLabel(criteria.get(alert.id)!) },
			})
		}
		return true
	})
}
