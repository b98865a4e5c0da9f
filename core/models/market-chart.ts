import { type AnyColumn, and, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm'
import { type Database, type DbOrTx } from '../db/client.ts'
import { alertMarketDays, alertMarkets, subscriptions } from '../db/schema.ts'

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

/** The median of a set of prices: the mean of the middle two for an even count; null for none. */
const medianOf = (prices: SQL) => sql<number | null>`(select percentile_cont(0.5) within group (order by price) from unnest(${prices}) as price)`

/** The median of every price of an alert's days shown on `now`'s card, not a median of the days' medians. */
const periodMedian = (subscriptionId: SQL | AnyColumn, now: Date) =>
	sql<number | null>`(select percentile_cont(0.5) within group (order by price) from ${alertMarketDays} cross join lateral unnest(${alertMarketDays.prices}) as price where ${and(
		eq(alertMarketDays.subscriptionId, subscriptionId),
		shownOn(alertMarketDays.day, now),
	)})`

/** The days a card drawn on `now` shows; a day after today (a clock ahead of the reader's) is not drawn. */
const shownOn = (day: typeof alertMarketDays.day, now: Date) => and(gte(day, marketDay(marketStart(now))), lte(day, marketDay(now)))

/**
 * Adds matched cars to the alert's days: one more car each, and its euro price when it has one.
 * The day's median is kept with its prices, worked out as they are added rather than on every
 * view of the card (docs/decisions/043-market-medians-in-postgres.md).
 */
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
		.values(
			[...days].map(([day, entry]) => ({
				subscriptionId,
				day,
				...entry,
				medianPrice: medianOf(sql`${sql.param(entry.prices)}::integer[]`),
			})),
		)
		.onConflictDoUpdate({
			target: [alertMarketDays.subscriptionId, alertMarketDays.day],
			set: {
				cars: sql`${alertMarketDays.cars} + excluded.cars`,
				prices: sql`${alertMarketDays.prices} || excluded.prices`,
				medianPrice: medianOf(sql`${alertMarketDays.prices} || excluded.prices`),
			},
		})
}

/** Days no card shows any more. */
export async function sweepMarketDays(db: Database, now: Date) {
	const swept = await db.delete(alertMarketDays).where(lt(alertMarketDays.day, marketDay(marketStart(now))))
	return swept.rowCount ?? 0
}

/** Prices are shown in whole euros. */
const wholeEuros = (median: number | null) => (median === null ? null : Math.round(median))

/**
 * The charts of the user's alerts (what the alerts tab lists), by alert id: at most 30 rows per
 * alert, only the user's own (an id of another user's alert reads nothing). The days' medians are
 * the ones kept with them; PostgreSQL works out the period's, so no price crosses to Node.
 */
export async function marketCharts(db: Database, userId: string, alerts: ReadonlyArray<{ id: string }>, now: Date): Promise<Map<string, MarketChart>> {
	const from = marketDay(marketStart(now))
	const charts = new Map<string, MarketChart>(
		alerts.map((alert) => [alert.id, { from, counts: Array.from({ length: marketDays }, () => 0), medians: Array.from({ length: marketDays }, () => null), total: 0, median: null, since: null }]),
	)
	if (alerts.length === 0) return charts
	const own = and(
		eq(subscriptions.userId, userId),
		inArray(
			subscriptions.id,
			alerts.map((alert) => alert.id),
		),
	)
	// Two reads, so the period's median is worked out at most once per alert, not once per day row.
	const [markets, days] = await Promise.all([
		db
			.select({
				id: alertMarkets.subscriptionId,
				since: alertMarkets.since,
				median: periodMedian(alertMarkets.subscriptionId, now),
			})
			.from(alertMarkets)
			.innerJoin(subscriptions, eq(subscriptions.id, alertMarkets.subscriptionId))
			.where(own),
		db
			.select({ id: alertMarketDays.subscriptionId, day: alertMarketDays.day, cars: alertMarketDays.cars, median: alertMarketDays.medianPrice })
			.from(alertMarketDays)
			.innerJoin(subscriptions, eq(subscriptions.id, alertMarketDays.subscriptionId))
			.where(and(own, shownOn(alertMarketDays.day, now))),
	])
	for (const market of markets) {
		const chart = charts.get(market.id)!
		chart.since = marketDay(market.since)
		chart.median = wholeEuros(market.median)
	}
	const start = Date.parse(`${from}T00:00:00Z`)
	for (const row of days) {
		const chart = charts.get(row.id)!
		// An alert whose count has not started draws no day.
		if (chart.since === null) continue
		const index = Math.round((Date.parse(`${row.day}T00:00:00Z`) - start) / dayMs)
		chart.counts[index] = row.cars
		chart.medians[index] = wholeEuros(row.median)
		chart.total += row.cars
	}
	return charts
}
