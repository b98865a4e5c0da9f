import { and, eq, inArray, sql } from 'drizzle-orm'
import { alertNames, catalogueNames } from '../catalogue/queries.ts'
import { type Database, type DbOrTx } from '../db/client.ts'
import { alertHiddenListings, alertSites, notificationOutbox, subscriptions } from '../db/schema.ts'
import { type AlertWrites, type CursorMove, type FactTargets, type Facts, hiddenKey, type MarketStart, type Reader } from '../delivery/plan.ts'
import { earlierPrices, priceVerdicts } from '../market/verdict.ts'
import { queueNotification } from '../notifications/outbox.ts'
import { type SiteId } from '../sites.ts'
import { type Alert } from './alerts.ts'
import { running } from './running.ts'
import { addToMarket, startMarkets } from './market-chart.ts'
import { recordSent } from './same-car.ts'

/**
 * The reads and writes of an alert's delivery (docs/decisions/061-delivery-as-a-plan.md): what
 * core/delivery/plan.ts decides from, and what it decided, as named queries. The feed's events,
 * listings and readers come from core/models/feeds.ts; the cars told, from ./same-car.ts.
 */

/** "Volkswagen Golf", or "Volkswagen" for all models: how the buyer recognises the alert in a message; and each alert's model by name. */
export async function alertLabels(db: DbOrTx, alerts: Alert[]) {
	const names = await catalogueNames(db as Database, alerts)
	const modelNames = new Map<string, string | null>()
	const labels = new Map<string, string>()
	for (const alert of alerts) {
		const { brandName, modelName } = alertNames(names, alert)
		modelNames.set(alert.id, modelName)
		labels.set(alert.id, modelName ? `${brandName} ${modelName}` : brandName)
	}
	return { labels, modelNames }
}

/** The listings of this site the buyer set aside ("Not this car") for these alerts, by `hiddenKey`. */
export async function hiddenListings(db: DbOrTx, siteId: SiteId, alertIds: string[]): Promise<Set<string>> {
	if (alertIds.length === 0) return new Set()
	const rows = await db
		.select({ alertId: alertHiddenListings.subscriptionId, listingId: alertHiddenListings.listingId })
		.from(alertHiddenListings)
		.where(and(eq(alertHiddenListings.siteId, siteId), inArray(alertHiddenListings.subscriptionId, alertIds)))
	return new Set(rows.map((row) => hiddenKey(row.alertId, row.listingId)))
}

/** The verdicts and earlier prices the plan asked for, one query each for the whole delivery (docs/decisions/037). */
export async function readMarketFacts(db: DbOrTx, targets: FactTargets, now: Date): Promise<Facts> {
	if (targets.verdicts.length === 0 && targets.history.length === 0) return { verdicts: [], earlier: [] }
	const [verdicts, earlier] = await Promise.all([priceVerdicts(db, targets.verdicts, now), earlierPrices(db, targets.history)])
	return { verdicts, earlier }
}

/**
 * The alert and its state on the site, locked, if the alert still runs and reads the site: two
 * workers (a lease that ran out mid-crawl, a delivery job run twice) and two feeds delivering the
 * same car to the alert take turns.
 */
export async function lockForDelivery(tx: DbOrTx, alertId: string, siteId: SiteId, now: Date): Promise<Reader | null> {
	const [alert] = await tx
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, alertId), running(now)))
		.for('update')
	if (!alert) return null
	const [state] = await tx
		.select()
		.from(alertSites)
		.where(and(eq(alertSites.subscriptionId, alertId), eq(alertSites.siteId, siteId)))
		.for('update')
	return state ? { alert, state } : null
}

/** Which of these dedupe keys the user has in the outbox already. */
export async function existingOutboxKeys(tx: DbOrTx, userId: string, keys: string[]): Promise<Set<string>> {
	if (keys.length === 0) return new Set()
	const rows = await tx
		.select({ dedupeKey: notificationOutbox.dedupeKey })
		.from(notificationOutbox)
		.where(and(eq(notificationOutbox.userId, userId), inArray(notificationOutbox.dedupeKey, keys)))
	return new Set(rows.map((row) => row.dedupeKey))
}

/** Writes one alert's planned delivery; call it in the transaction that holds the alert's row lock. */
export async function writeAlertDelivery(tx: DbOrTx, writes: AlertWrites, now: Date) {
	for (const row of writes.outbox) await queueNotification(tx, row)
	await recordSent(tx, writes.alertId, writes.sent, now)
	await startMarkets(tx, [writes.marketStart], { restart: true })
	await addToMarket(tx, writes.alertId, writes.marketCars)
	await tx
		.update(alertSites)
		.set(writes.cursor)
		.where(and(eq(alertSites.subscriptionId, writes.alertId), eq(alertSites.siteId, writes.siteId)))
	await tx
		.update(subscriptions)
		.set({ lastCheckedAt: writes.checked.lastCheckedAt, nextCheckAt: writes.checked.nextCheckAt, listingsFound: sql`${subscriptions.listingsFound} + ${writes.checked.listingsFound}` })
		.where(eq(subscriptions.id, writes.alertId))
}

/**
 * Alerts with nothing to send: their cursors move (only forward: another worker may have moved
 * one meanwhile) and their next deliveries keep their rhythm, in one transaction; then their
 * market counts start where none has (a restart needs the row lock: docs/decisions/038).
 */
export async function recordQuiet(db: Database, siteId: SiteId, moves: CursorMove[], starts: MarketStart[], now: Date) {
	if (moves.length > 0) {
		await db.transaction(async (tx) => {
			for (const move of moves) {
				await tx
					.update(alertSites)
					.set({ cursor: sql`greatest(${alertSites.cursor}, ${move.cursor})`, lastCheckedAt: move.lastCheckedAt, nextDeliveryAt: move.nextDeliveryAt })
					.where(and(eq(alertSites.siteId, siteId), inArray(alertSites.subscriptionId, move.alertIds)))
				// A paused or cancelled alert keeps what pausing set.
				await tx
					.update(subscriptions)
					.set({ lastCheckedAt: move.lastCheckedAt, nextCheckAt: move.nextDeliveryAt })
					.where(and(inArray(subscriptions.id, move.alertIds), running(now)))
			}
		})
	}
	await startMarkets(db, starts, { restart: false })
}
