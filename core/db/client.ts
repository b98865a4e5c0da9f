import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema.ts'

export type Database = NodePgDatabase<typeof schema>

export type DatabaseHandle = {
	db: Database
	pool: pg.Pool
	close: () => Promise<void>
}

/**
 * A pool and a Drizzle instance over it. The pool's `error` listener matters: without it an
 * idle connection dropped by a restarting database would crash the process.
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
	pool.on('error', (error) => {
		;(options.onError ?? ((e) => console.error('[db] idle connection error:', e.message)))(error)
	})
	const db = drizzle(pool, { schema })
	let closed: Promise<void> | undefined
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
