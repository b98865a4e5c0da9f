import { eq, max, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { workerHeartbeats } from '../db/schema.ts'

export type WorkerIdentity = {
	workerId: string
	hostname: string
	runtime: 'node' | 'deno'
	startedAt: Date
}

export async function recordHeartbeat(db: Database, worker: WorkerIdentity, at = new Date()) {
	await db
		.insert(workerHeartbeats)
		.values({ ...worker, lastBeatAt: at })
		.onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastBeatAt: at } })
}

/** The most recent beat of any worker, or null when no worker ever ran. */
export async function latestHeartbeat(db: Database): Promise<Date | null> {
	const [row] = await db.select({ at: max(workerHeartbeats.lastBeatAt) }).from(workerHeartbeats)
	return row?.at ?? null
}

/** Rows of workers that have not beaten for a day are history, not fleet. */
export async function forgetSilentWorkers(db: Database) {
	await db
		.delete(workerHeartbeats)
		.where(sql`${workerHeartbeats.lastBeatAt} < now() - interval '1 day'`)
}

/** A worker that stops cleanly takes its row with it: it is no longer part of the fleet. */
export async function forgetWorker(db: Database, workerId: string) {
	await db.delete(workerHeartbeats).where(eq(workerHeartbeats.workerId, workerId))
}

/**
 * Whether a beat at `lastBeatAt` still shows a working worker: beats are written every
 * `intervalSeconds`, so three missed in a row mean it cannot reach the database or is gone.
 */
export function isFreshBeat(lastBeatAt: Date | null, intervalSeconds: number, now = new Date()): boolean {
	return lastBeatAt !== null && now.getTime() - lastBeatAt.getTime() <= 3 * intervalSeconds * 1_000
}
