import { and, eq, inArray, sql } from 'drizzle-orm'
import { catalogueNames } from '../../core/catalogue/queries.ts'
import { allModels } from '../../core/catalogue/shape.ts'
import { type Database } from '../../core/db/client.ts'
import { alertSites, listings, notificationOutbox, seenListings, siteStatus, subscriptions } from '../../core/db/schema.ts'
import { frequencyMinutes, type FuelType, type Language, type UpdateFrequency } from '../../core/enums.ts'
import { matchesCriteria } from '../../core/matching.ts'
import { type DbOrTx, listingDedupeKey, queueNotification } from '../../core/notifications/outbox.ts'
import { type ListingPayload } from '../../core/notifications/payloads.ts'
import { type SiteId, siteIds, sites } from '../../core/sites.ts'
import { type FetchPage } from './fetch-page.ts'
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

function nextCheck(alert: Alert, now: Date) {
	return new Date(now.getTime() + frequencyMinutes[alert.updateFrequency as UpdateFrequency] * 60_000)
}

/** "Volkswagen Golf", or "Volkswagen" for all models: how the user recognises the alert in a message. */
function alertLabel(criteria: SearchCriteria) {
	return criteria.modelName ? `${criteria.brandName} ${criteria.modelName}` : criteria.brandName
}

/** Runs one query: fetch, parse, and for each of its alerts record what is new. */
export async function runQuery(deps: CheckDeps, query: { siteId: SiteId; alertIds: string[]; baseUrl: string }): Promise<QueryOutcome> {
	const { db } = deps
	const clock = deps.now ?? (() => new Date())
	const startedAt = clock()
	// The alerts are read again: one paused or cancelled since it was claimed is left out.
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
	// An alert edited since the plan would send another request: the next cycle plans it anew.
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
		const degraded = await recordFailure(db, query.siteId, group, criteria, parsed.reason, now)
		for (const alert of group) {
			await db.update(subscriptions).set({ lastCheckedAt: now, nextCheckAt: nextCheck(alert, now) }).where(eq(subscriptions.id, alert.id))
		}
		return { kind: 'failed', reason: parsed.reason, degraded }
	}
	await recordSuccess(db, query.siteId, now)
	const found = parsed.listings
	await saveListings(db, found, now)

	const totals = { listings: found.length, baselines: 0, newListings: 0, priceDrops: 0 }
	for (const alert of group) {
		const outcome = await checkAlert(db, alert, criteria.get(alert.id)!, query.siteId, baselineKey(request.key, alert), found, now)
		totals.baselines += outcome.baseline ? 1 : 0
		totals.newListings += outcome.newListings
		totals.priceDrops += outcome.priceDrops
	}
	return { kind: 'checked', ...totals }
}

/**
 * What a baseline was taken for: the request and the criteria matched after it. A site whose
 * request carries no filters (a pasted Facebook search) would otherwise keep the old baseline
 * when a filter is widened and send every car already online as new.
 */
function baselineKey(requestKey: string, alert: Alert) {
	const filters = [alert.fuelType, alert.priceMin, alert.priceMax, alert.yearMin, alert.yearMax, alert.mileageMax].map((value) => value ?? '')
	return `${requestKey}#${filters.join(',')}`
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
 * One alert against one site's answer, in one transaction with its notifications. The first
 * successful check of a query records what is listed (the baseline) and tells the user the
 * alert is live, without sending the listings one by one.
 */
async function checkAlert(db: Database, alert: Alert, criteria: SearchCriteria, siteId: SiteId, queryKey: string, found: Listing[], now: Date) {
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
				nextCheckAt: nextCheck(current, now),
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
