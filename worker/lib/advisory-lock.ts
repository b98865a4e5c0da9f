import type pg from 'pg'
import { type Database } from '#core/db/client.ts'

/**
 * Runs `work` only if no other worker holds the advisory lock `key`; returns null otherwise.
 * The lock is a session lock on a connection checked out for the run and unlocked before it
 * goes back to the pool. No transaction stays open while `work` waits on Telegram: a database
 * restart or an idle-in-transaction timeout would otherwise kill a connection mid-run. A worker
 * that dies still releases the lock with its connection. Should that connection be lost during
 * the run, the lock is gone with it and `lost` aborts, so `work` stops before another worker,
 * free to take the lock, sends at the same time.
 */
export async function whileHoldingLock<T>(
	db: Database,
	key: number,
	work: (lost: AbortSignal) => Promise<T>,
): Promise<T | null> {
	const pool = (db as Database & { $client: pg.Pool }).$client
	const client = await pool.connect()
	const lost = new AbortController()
	const onError = (error: Error) => lost.abort(error)
	client.on('error', onError)
	let broken = false
	try {
		const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]).catch((error: unknown) => {
			broken = true
			throw error
		})
		if (!result.rows[0]?.locked) return null
		try {
			return await work(lost.signal)
		} finally {
			await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {
				broken = true
			})
		}
	} finally {
		client.off('error', onError)
		// A connection that may still hold the lock is closed rather than pooled.
		client.release(broken || lost.signal.aborted)
	}
}
