import { and, eq, inArray, sql } from 'drizzle-orm'
import { catalogueNames } from '../../core/catalogue/queries.ts'
import { allModels } from '../../core/catalogue/shape.ts'
import { type Database } from '../../core/db/client.ts'
import { alertSites, listings, seenListings, siteStatus, subscriptions } from '../../core/db/schema.ts'
import { frequencyMinutes, type FuelType, type UpdateFrequency } from '../../core/enums.ts'
import { matchesCriteria } from '../../core/matching.ts'
import { type SiteId, siteIds, sites } from '../../core/sites.ts'
import { type Listing, type SearchCriteria, type SiteAdapter, type SiteRequest } from '../sites/types.ts'

/**
 * The heart of the worker (issue 7): which alerts are due, one fetch per distinct site query,
 * and for each alert of that query the listings that are new to it (or cheaper than before).
 * Notifications are only queued here, in the same transaction that records what the alert has
 * seen; worker/jobs/notifications-send.ts delivers them.
 */

type Alert = typeof subscriptions.$inferSelect

/** How long a claimed alert is held by one worker before another may check it again. */
export const claimLeaseSeconds = 120
/** A site that fails this many checks in a row is degraded: the dashboard says so, users get one note. */
export const degradedAfterFailures = 3

/** Alerts the buyer is paying for right now (decisions.md lifecycle); a cancelled one runs until its period ends. */
function checkable(now: Date) {
	return sql`(${subscriptions.status} IN ('active', 'past_due') OR (${subscriptions.status} = 'cancelling' AND ${subscriptions.currentPeriodEnd} > ${now}))`
}

/**
 * Takes the due alerts for this worker: their next check moves `claimLeaseSeconds` ahead in the
 * same statement, and SKIP LOCKED keeps two workers from taking the same alert.
 */
export async function claimDueAlerts(db: Database, options: { now?: Date; limit?: number } = {}): Promise<Alert[]> {
	const now = options.now ?? new Date()
	const lease = new Date(now.getTime() + claimLeaseSeconds * 1000)
	const due = db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(and(checkable(now), sql`(${subscriptions.nextCheckAt} IS NULL OR ${subscriptions.nextCheckAt} <= ${now})`))
		.orderBy(sql`${subscriptions.nextCheckAt} ASC NULLS FIRST`)
		.limit(options.limit ?? 500)
		.for('update', { skipLocked: true })
	return db.update(subscriptions).set({ nextCheckAt: lease }).where(inArray(subscriptions.id, due)).returning()
}

export type SiteQuery = { siteId: SiteId; request: SiteRequest; alertIds: string[] }

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
				modelName: alert.model === allModels ? null : (names.get(`${alert.brand}/${alert.model}`) ?? alert.model),
				fuelType: alert.fuelType as FuelType,
				priceMin: alert.priceMin,
				priceMax: alert.priceMax,
				yearMin: alert.yearMin,
				yearMax: alert.yearMax,
				mileageMax: alert.mileageMax,
				facebookMarketplaceUrl: alert.facebookMarketplaceUrl,
			},
		]),
	)
}

/**
 * One query per distinct (site, request): alerts that would send the same request share its
 * fetch, so the fetches per cycle follow the distinct searches, not the number of alerts.
 */
export async function planQueries(
	db: Database,
	alerts: Alert[],
	adapters: Record<SiteId, SiteAdapter>,
	baseUrls: Record<SiteId, string>,
): Promise<SiteQuery[]> {
	const criteria = await searchCriteria(db, alerts)
	const queries = new Map<string, SiteQuery>()
	for (const alert of alerts) {
		for (const siteId of alert.websitesSelected) {
			if (!(siteIds as readonly string[]).includes(siteId)) continue
			const id = siteId as SiteId
			const request = adapters[id].buildRequest(criteria.get(alert.id)!, { baseUrl: baseUrls[id] })
			if (!request) continue
			const key = `${id} ${request.key}`
			const query = queries.get(key) ?? { siteId: id, request, alertIds: [] }
			query.alertIds.push(alert.id)
			queries.set(key, query)
		}
	}
	return [...queries.values()]
}

export type PageResponse = { status: number; body: string; url: string; contentType: string | null }
export type FetchPage = (request: SiteRequest) => Promise<PageResponse>

export type NotificationToQueue = {
	alert: Alert
	kind: 'new_listing' | 'price_drop' | 'site_degraded'
	dedupeKey: string
	listing?: Listing
	previousPrice?: number | null
}

/** Writes a notification to the outbox inside the caller's transaction (worker/jobs wires the real one). */
export type QueueNotification = (tx: Database, notification: NotificationToQueue) => Promise<void>

export type QueryOutcome =
	| { kind: 'checked'; listings: number; baselines: number; newListings: number; priceDrops: number }
	| { kind: 'failed'; reason: string; degraded: boolean }
	| { kind: 'skipped' }

function nextCheck(alert: Alert, now: Date) {
	return new Date(now.getTime() + frequencyMinutes[alert.updateFrequency as UpdateFrequency] * 60_000)
}

/** Runs one query: fetch, parse, and for each of its alerts record what is new. */
export async function runQuery(
	deps: { db: Database; adapters: Record<SiteId, SiteAdapter>; fetchPage: FetchPage; queueNotification: QueueNotification; now?: () => Date },
	query: { siteId: SiteId; alertIds: string[]; baseUrl: string },
): Promise<QueryOutcome> {
	const { db } = deps
	const clock = deps.now ?? (() => new Date())
	const startedAt = clock()
	// The alerts are read again: one paused or edited since it was claimed is left out or re-planned.
	const alerts = await db
		.select()
		.from(subscriptions)
		.where(and(inArray(subscriptions.id, query.alertIds), checkable(startedAt)))
	const relevant = alerts.filter((alert) => alert.websitesSelected.includes(query.siteId))
	if (relevant.length === 0) return { kind: 'skipped' }
	const adapter = deps.adapters[query.siteId]
	const criteria = await searchCriteria(db, relevant)
	const requests = new Map(relevant.map((alert) => [alert.id, adapter.buildRequest(criteria.get(alert.id)!, { baseUrl: query.baseUrl })]))
	const request = requests.get(relevant[0]!.id)
	if (!request) return { kind: 'skipped' }
	// An alert edited since the plan would send another request: it waits for the next cycle's plan.
	const group = relevant.filter((alert) => requests.get(alert.id)?.key === request.key)

	let parsed: ReturnType<SiteAdapter['parse']>
	try {
		const response = await deps.fetchPage(request)
		parsed = adapter.parse(response.body, response)
	} catch (error) {
		parsed = { kind: 'blocked', reason: error instanceof Error ? error.message : String(error) }
	}
	const now = clock()
	if (parsed.kind === 'blocked') {
		const degraded = await recordFailure(deps, query.siteId, group, parsed.reason, now)
		await db
			.update(subscriptions)
			.set({ lastCheckedAt: now })
			.where(inArray(subscriptions.id, group.map((alert) => alert.id)))
		for (const alert of group) {
			await db.update(subscriptions).set({ nextCheckAt: nextCheck(alert, now) }).where(eq(subscriptions.id, alert.id))
		}
		return { kind: 'failed', reason: parsed.reason, degraded }
	}
	await recordSuccess(db, query.siteId, now)
	const found = parsed.listings
	await saveListings(db, found, now)

	const totals = { listings: found.length, baselines: 0, newListings: 0, priceDrops: 0 }
	for (const alert of group) {
		const outcome = await checkAlert(deps, alert, query.siteId, request.key, found, now)
		totals.baselines += outcome.baseline ? 1 : 0
		totals.newListings += outcome.newListings
		totals.priceDrops += outcome.priceDrops
	}
	return { kind: 'checked', ...totals }
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

/**
 * One alert against one site's answer, in one transaction with its notifications. The first
 * successful check of a query records what is listed (the baseline) and sends nothing.
 */
async function checkAlert(
	deps: { db: Database; queueNotification: QueueNotification },
	alert: Alert,
	siteId: SiteId,
	queryKey: string,
	found: Listing[],
	now: Date,
) {
	const matching = found.filter((listing) =>
		matchesCriteria(listing, {
			fuelType: alert.fuelType as FuelType,
			priceMin: alert.priceMin,
			priceMax: alert.priceMax,
			yearMin: alert.yearMin,
			yearMax: alert.yearMax,
			mileageMax: alert.mileageMax,
		}),
	)
	return deps.db.transaction(async (tx) => {
		// Locks the alert: two workers holding the same alert (a lease ran out mid-check) take turns.
		const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, alert.id)).for('update')
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
		const seenById = new Map(seen.map((row) => [row.listingId, row]))
		let newListings = 0
		let priceDrops = 0
		for (const listing of matching) {
			const before = seenById.get(listing.listingId)
			if (!before) {
				await tx
					.insert(seenListings)
					.values({ subscriptionId: alert.id, siteId, listingId: listing.listingId, lastPrice: listing.price, inBaseline: baseline, firstSeenAt: now })
					.onConflictDoNothing()
				seenById.set(listing.listingId, { subscriptionId: alert.id, siteId, listingId: listing.listingId, lastPrice: listing.price, inBaseline: baseline, firstSeenAt: now })
				if (!baseline) {
					newListings += 1
					await deps.queueNotification(tx as unknown as Database, {
						alert: current,
						kind: 'new_listing',
						dedupeKey: `new:${alert.id}:${siteId}:${listing.listingId}`,
						listing,
					})
				}
				continue
			}
			if (listing.price === null || listing.price === before.lastPrice) continue
			await tx
				.update(seenListings)
				.set({ lastPrice: listing.price })
				.where(and(eq(seenListings.subscriptionId, alert.id), eq(seenListings.siteId, siteId), eq(seenListings.listingId, listing.listingId)))
			if (!baseline && before.lastPrice !== null && listing.price < before.lastPrice) {
				priceDrops += 1
				await deps.queueNotification(tx as unknown as Database, {
					alert: current,
					kind: 'price_drop',
					dedupeKey: `drop:${alert.id}:${siteId}:${listing.listingId}:${listing.price}`,
					listing,
					previousPrice: before.lastPrice,
				})
			}
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
				nextCheckAt: nextCheck(current, now),
				listingsFound: sql`${subscriptions.listingsFound} + ${newListings}`,
			})
			.where(eq(subscriptions.id, alert.id))
		return { baseline, newListings, priceDrops }
	})
}

async function recordSuccess(db: Database, siteId: SiteId, now: Date) {
	await db
		.insert(siteStatus)
		.values({ siteId, consecutiveFailures: 0, lastSuccessAt: now })
		.onConflictDoUpdate({
			target: siteStatus.siteId,
			set: { consecutiveFailures: 0, degradedSince: null, lastSuccessAt: now, lastError: null },
		})
}

/**
 * Counts a failed check; at the threshold the site becomes degraded and each affected user gets
 * one note (its dedupe key names the moment the site degraded, so repeated failures add nothing).
 */
async function recordFailure(
	deps: { db: Database; queueNotification: QueueNotification },
	siteId: SiteId,
	alerts: Alert[],
	reason: string,
	now: Date,
): Promise<boolean> {
	return deps.db.transaction(async (tx) => {
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
			await deps.queueNotification(tx as unknown as Database, {
				alert,
				kind: 'site_degraded',
				dedupeKey: `degraded:${siteId}:${since.toISOString()}`,
			})
		}
		return true
	})
}

/** Site names for messages and the dashboard. */
export const siteName = (siteId: SiteId) => sites[siteId].name
