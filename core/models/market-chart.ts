import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { alertMarketDays, alertMarkets, subscriptions } from '../db/schema.ts'
import { type DbOrTx } from '../notifications/outbox.ts'

/**
 * What each alert matched, per day, for the alert card's chart (docs/decisions/038-market-chart.md):
 * delivery adds the cars new to the alert's feeds that it matched to the alert's day (UTC) in the
 * transaction that queues their messages; the dashboard reads at most 30 rows per alert.
 */

export const marketDays = 30
const dayMs = 86_400_000

export type MarketChart = {
	/** The first day shown, YYYY-MM-DD (UTC); the last is today. */
	from: string
	/** Cars first seen each day, oldest first, `marketDays` of them. */
	counts: number[]
	/** The median price in euros of each day's cars with a price, null for a day without one. */
	medians: Array<number | null>
	total: number
	/** The median price of all the period's cars with a price. */
	median: number | null
	/** The day (UTC) the alert's count started under its current criteria; null: not counting yet. */
	since: string | null
}

/** A moment's day in the rollup: its UTC date, YYYY-MM-DD. */
export const marketDay = (moment: Date) => moment.toISOString().slice(0, 10)

/** Midnight UTC of the first day shown. */
export function marketStart(now: Date): Date {
	const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
	return new Date(today - (marketDays - 1) * dayMs)
}

/** The median, rounded to whole euros as prices are shown; null for no prices. */
export function medianOf(prices: readonly number[]): number | null {
	if (prices.length === 0) return null
	const sorted = [...prices].sort((a, b) => a - b)
	const middle = sorted.length >> 1
	return Math.round(sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2)
}

export type MarketStart = { subscriptionId: string; criteriaKey: string; since: Date }

/**
 * Starts the alerts' counts where none has started. With `restart` (only under the alert's row
 * lock, where the criteria read are the ones its messages were matched with), a count kept under
 * other criteria starts again: its days are deleted, as they counted what the alert no longer asks for.
 */
export async function startMarkets(tx: DbOrTx, starts: MarketStart[], options: { restart: boolean }) {
	if (starts.length === 0) return
	const insert = tx.insert(alertMarkets).values(starts)
	if (!options.restart) {
		await insert.onConflictDoNothing()
		return
	}
	const restarted = await insert
		.onConflictDoUpdate({
			target: alertMarkets.subscriptionId,
			set: { criteriaKey: sql`excluded.criteria_key`, since: sql`excluded.since` },
			setWhere: sql`${alertMarkets.criteriaKey} <> excluded.criteria_key`,
		})
		.returning({ id: alertMarkets.subscriptionId })
	if (restarted.length > 0) {
		await tx.delete(alertMarketDays).where(
			inArray(
				alertMarketDays.subscriptionId,
				restarted.map((row) => row.id),
			),
		)
	}
}

/** Adds matched cars to the alert's days: one more car each, and its euro price when it has one. */
export async function addToMarket(tx: DbOrTx, subscriptionId: string, cars: ReadonlyArray<{ day: string; priceEur: number | null }>) {
	if (cars.length === 0) return
	const days = new Map<string, { cars: number; prices: number[] }>()
	for (const car of cars) {
		const entry = days.get(car.day) ?? { cars: 0, prices: [] }
		entry.cars += 1
		if (car.priceEur !== null) entry.prices.push(car.priceEur)
		days.set(car.day, entry)
	}
	await tx
		.insert(alertMarketDays)
		.values([...days].map(([day, entry]) => ({ subscriptionId, day, ...entry })))
		.onConflictDoUpdate({
			target: [alertMarketDays.subscriptionId, alertMarketDays.day],
			set: { cars: sql`${alertMarketDays.cars} + excluded.cars`, prices: sql`${alertMarketDays.prices} || excluded.prices` },
		})
}

/** Days no card shows any more. */
export async function sweepMarketDays(db: Database, now: Date) {
	const swept = await db.delete(alertMarketDays).where(lt(alertMarketDays.day, marketDay(marketStart(now))))
	return swept.rowCount ?? 0
}

/**
 * The charts of the user's alerts (what the alerts tab lists), by alert id: at most 30 rows per
 * alert, only the user's own (an id of another user's alert reads nothing).
 */
export async function marketCharts(db: Database, userId: string, alerts: ReadonlyArray<{ id: string }>, now: Date): Promise<Map<string, MarketChart>> {
	const from = marketDay(marketStart(now))
	const prices = new Map<string, number[]>()
	const charts = new Map<string, MarketChart>(
		alerts.map((alert) => {
			prices.set(alert.id, [])
			return [alert.id, { from, counts: Array.from({ length: marketDays }, () => 0), medians: Array.from({ length: marketDays }, () => null), total: 0, median: null, since: null }]
		}),
	)
	if (alerts.length === 0) return charts
	const rows = await db
		.select({ id: alertMarkets.subscriptionId, since: alertMarkets.since, day: alertMarketDays.day, cars: alertMarketDays.cars, prices: alertMarketDays.prices })
		.from(alertMarkets)
		.innerJoin(subscriptions, eq(subscriptions.id, alertMarkets.subscriptionId))
		.leftJoin(alertMarketDays, and(eq(alertMarketDays.subscriptionId, alertMarkets.subscriptionId), gte(alertMarketDays.day, from)))
		.where(
			and(
				eq(subscriptions.userId, userId),
				inArray(
					alertMarkets.subscriptionId,
					alerts.map((alert) => alert.id),
				),
			),
		)
	const start = Date.parse(`${from}T00:00:00Z`)
	for (const row of rows) {
		const chart = charts.get(row.id)!
		chart.since = marketDay(row.since)
		if (row.day === null || row.cars === null) continue
		const index = Math.round((Date.parse(`${row.day}T00:00:00Z`) - start) / dayMs)
		// A day after today: a clock ahead of the reader's; not drawn.
		if (index >= marketDays) continue
		chart.counts[index] = row.cars
		chart.medians[index] = medianOf(row.prices ?? [])
		chart.total += row.cars
		prices.get(row.id)!.push(...(row.prices ?? []))
	}
	for (const [id, chart] of charts) chart.median = medianOf(prices.get(id)!)
	return charts
}
