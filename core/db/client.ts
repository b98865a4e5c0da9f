import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema.ts'

export type Database = NodePgDatabase<typeof schema>
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** The database, or a transaction of the caller's: a query that takes either runs inside the caller's transaction when there is one. */
export type DbOrTx = Database | Transaction

export type DatabaseHandle = {
	db: Database
	pool: pg.Pool
	close: () => Promise<void>
}

/**
 * A pool and a Drizzle instance over it. Every client of the pool gets an `error` listener of its
 * own, for its whole life: the pool listens only to idle clients, and a checked-out one (held by a
 * job between two queries, or Agenda's LISTEN connection) that a restarting database terminates
 * emits an `error` nobody hears, which ends the process. The client, no longer queryable, is
 * dropped by the pool when it is released, and the next query opens a new connection.
 */
export function createDatabase(
	connectionString: string,
	options: { max?: number; onError?: (error: Error) => void } = {},
): DatabaseHandle {
	const pool = new pg.Pool({
		connectionString,
		max: options.max ?? 10,
		connectionTimeoutMillis: 5_000,
		idleTimeoutMillis: 30_000,
	})
	const report = options.onError ?? ((error: Error) => console.error('[db] connection error:', error.message))
	let closed: Promise<void> | undefined
	pool.on('connect', (client) => {
		// Once the pool is being closed a lost connection costs nothing: a process that stops is
		// not an outage (docs/decisions/022-clean-start-and-stop.md).
		client.on('error', (error) => {
			if (!closed) report(error)
		})
	})
	// Idle clients' errors reach the pool too; each client's own listener has reported them already.
	pool.on('error', () => {})
	const db = drizzle(pool, { schema })
	return {
		db,
		pool,
		close: () => (closed ??= pool.end()),
	}
}

/** Answers whether the database takes a query within `timeoutMs`; never throws. */
export async function pingDatabase(
	pool: pg.Pool,
	timeoutMs = 2_000,
): Promise<{ ok: true } | { ok: false; reason: string }> {
	let timer: ReturnType<typeof setTimeout> | undefined
	try {
		await Promise.race([
			pool.query('select 1'),
			new Promise((_, reject) => {
				timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs)
			}),
		])
		return { ok: true }
	} catch (error) {
		return { ok: false, reason: error instanceof Error ? error.message : String(error) }
	} finally {
		clearTimeout(timer)
	}
}

/**
 * A statement built once per database handle, for the queries every request runs: Drizzle
 * builds a query's SQL afresh on each call (a tenth of a millisecond or more), and a named
 * statement is parsed and planned once per connection by PostgreSQL
 * (docs/decisions/027-lean-api-and-form-posts.md). `build` is called with the handle on first
 * use; the values come as `sql.placeholder`s at `.execute({...})`.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
	const prepared = new WeakMap<Database, T>()
	return (db) => {
		let statement = prepared.get(db)
		if (statement === undefined) prepared.set(db, (statement = build(db)))
		return statement
	}
}
