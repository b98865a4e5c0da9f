import { sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { exchangeRates } from '../db/schema.ts'
import { type Rates, snapshotRates } from '../currency/rates.ts'

/**
 * The rates a crawl converts prices with: the stored ECB rates (`exchange_rates`, written by the
 * daily `rates.refresh` job) over the built-in snapshot, which still answers for a currency the
 * store lacks (a fresh database, a refresh that never succeeded, the lev the ECB no longer lists).
 *
 * Every crawl asks, so the answer is kept in memory; only for a few minutes, because the refresh
 * runs on one worker and the others learn of it only by reading the table again.
 */
export const ratesCacheMs = 5 * 60_000

/**
 * What one database's rates are in memory: kept per database handle, so that what was read from
 * one database never answers for another (a process holds one in production; a test worker runs
 * files with a database each).
 */
type RatesCache = {
	kept?: { rates: Rates; loadedAt: number }
	loading?: Promise<Rates>
	/** Counts `clearRatesCache` calls: a read that started before one must not fill the cache. */
	generation: number
}
const caches = new WeakMap<Database, RatesCache>()

function cacheOf(db: Database): RatesCache {
	let cache = caches.get(db)
	if (!cache) caches.set(db, (cache = { generation: 0 }))
	return cache
}

export async function loadRates(db: Database, now: number = Date.now()): Promise<Rates> {
	const cache = cacheOf(db)
	if (cache.kept && now - cache.kept.loadedAt < ratesCacheMs) return cache.kept.rates
	// Crawls that start together share one query instead of each reading the table.
	if (cache.loading) return cache.loading
	const started = cache.generation
	const read = readRates(db)
		.then((rates) => {
			if (cache.generation === started) cache.kept = { rates, loadedAt: now }
			return rates
		})
		.finally(() => {
			if (cache.loading === read) cache.loading = undefined
		})
	cache.loading = read
	return read
}

async function readRates(db: Database): Promise<Rates> {
	const rows = await db.select({ currency: exchangeRates.currency, perEur: exchangeRates.perEur, rateDate: exchangeRates.rateDate }).from(exchangeRates)
	if (rows.length === 0) return snapshotRates
	const perEur = new Map(snapshotRates.perEur)
	for (const row of rows) perEur.set(row.currency, row.perEur)
	const date = rows.reduce((newest, row) => (row.rateDate > newest ? row.rateDate : newest), rows[0]!.rateDate)
	return { date, perEur }
}

/**
 * Stores a day's rates in one statement. A row already holding a later day is left alone, so a
 * source that answers with an older file (a cache, a mirror) never takes the rates back in time.
 * Returns how many currencies were written.
 */
export async function saveRates(db: Database, rates: Rates): Promise<number> {
	const values = [...rates.perEur].map(([currency, perEur]) => ({ currency, perEur, rateDate: rates.date }))
	if (values.length === 0) return 0
	const written = await db
		.insert(exchangeRates)
		.values(values)
		.onConflictDoUpdate({
			target: exchangeRates.currency,
			set: { perEur: sql`excluded.per_eur`, rateDate: sql`excluded.rate_date`, updatedAt: sql`now()` },
			setWhere: sql`${exchangeRates.rateDate} <= excluded.rate_date`,
		})
		.returning({ currency: exchangeRates.currency })
	clearRatesCache(db)
	return written.length
}

/** Forgets the rates kept for `db`: its next `loadRates` reads the table (tests, and this process after a refresh). */
export function clearRatesCache(db: Database) {
	const cache = cacheOf(db)
	cache.kept = undefined
	cache.loading = undefined
	cache.generation += 1
}
