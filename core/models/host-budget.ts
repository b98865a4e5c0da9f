import { inArray, type SQL, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { hostBudgets } from '../db/schema.ts'

/**
 * The fleet's request budget per site host (docs/decisions/010): one row per host in
 * `host_budgets` holding the next free slot. A request claims its slot with one atomic upsert
 * that returns the slot and moves `next_slot_at` one interval on; the caller then sleeps until
 * its slot outside any transaction, so no lock is held while it waits and workers on any number
 * of machines share one budget. A host nobody asked for a while gets a slot at the present
 * moment, never one in the past: an idle host does not bank a burst.
 *
 * Without `now` the database's clock decides, and the wait is measured on that same clock, so
 * the workers' clocks do not matter (see `claimHostSlot`). Tests and the benchmarks pass `now`
 * to run on a simulated clock.
 */

export type HostSlot = {
	/** When the request may go. */
	slot: Date
	/** How long from the claim until the slot, on the clock that assigned it (0 if the slot is now). */
	waitMs: number
}

/** Claims the next slot of `host`, `intervalMs` after the previous one and not before `now`. */
export async function claimHostSlot(db: Database, host: string, intervalMs: number, now?: Date): Promise<HostSlot> {
	// clock_timestamp(), not now(): the moment of the claim, even inside a transaction begun earlier.
	const at: SQL = now ? sql`${now.toISOString()}::timestamptz` : sql`date_trunc('milliseconds', clock_timestamp())`
	// The wait counts from when the row is ours: a claim queued behind another's lock does not oversleep.
	const from: SQL = now ? at : sql`clock_timestamp()`
	const interval = sql`${intervalMs}::double precision * interval '1 millisecond'`
	const result = await db.execute<{ slot: Date | string; wait_ms: number | string }>(sql`
		INSERT INTO host_budgets AS budget (host, next_slot_at) VALUES (${host}, ${at} + ${interval})
		ON CONFLICT (host) DO UPDATE SET next_slot_at = greatest(budget.next_slot_at, ${at}) + ${interval}
		RETURNING budget.next_slot_at - ${interval} AS slot,
			extract(epoch FROM budget.next_slot_at - ${interval} - ${from}) * 1000 AS wait_ms`)
	const row = result.rows[0]!
	return { slot: new Date(row.slot), waitMs: Math.max(0, Math.ceil(Number(row.wait_ms))) }
}

export type IdentitySlot = HostSlot & {
	/** The identity the slot was claimed on: one of the keys asked for. */
	key: string
}

/**
 * Claims the earliest slot among several identities of one host (its proxies, each keyed on its
 * own: core/site-budget.ts, docs/decisions/050), `intervalMs` after that identity's previous one.
 * The identities' rows are locked together, in one order, for the length of the statement: two
 * claims on one site queue, and the second sees the first's slot, so it takes another identity
 * whenever one comes sooner. A tie goes to the key asked for first. Rows not there yet are added
 * free from now, and the claim is made again.
 */
export async function claimIdentitySlot(db: Database, keys: readonly string[], intervalMs: number, now?: Date): Promise<IdentitySlot> {
	const unique = [...new Set(keys)]
	if (unique.length === 0) throw new Error('no identity to claim a slot on')
	if (unique.length === 1) return { key: unique[0]!, ...(await claimHostSlot(db, unique[0]!, intervalMs, now)) }
	const at: SQL = now ? sql`${now.toISOString()}::timestamptz` : sql`date_trunc('milliseconds', clock_timestamp())`
	const from: SQL = now ? at : sql`clock_timestamp()`
	const interval = sql`${intervalMs}::double precision * interval '1 millisecond'`
	const list = sql`ARRAY[${sql.join(unique.map((key) => sql`${key}`), sql`, `)}]::text[]`
	for (let pass = 0; pass < 3; pass++) {
		// Locked in key order, so claims on the same identities never wait on each other in a circle;
		// FOR UPDATE hands back each row as the claim before ours left it.
		const result = await db.execute<{ key: string; slot: Date | string; wait_ms: number | string }>(sql`
			WITH locked AS (
				SELECT host, next_slot_at FROM host_budgets WHERE host = ANY(${list}) ORDER BY host FOR UPDATE
			), pick AS (
				SELECT host FROM locked WHERE (SELECT count(*) FROM locked) = ${unique.length}
				ORDER BY greatest(next_slot_at, ${at}), array_position(${list}, host) LIMIT 1
			)
			UPDATE host_budgets AS budget SET next_slot_at = greatest(budget.next_slot_at, ${at}) + ${interval}
			FROM pick WHERE budget.host = pick.host
			RETURNING budget.host AS key, budget.next_slot_at - ${interval} AS slot,
				extract(epoch FROM budget.next_slot_at - ${interval} - ${from}) * 1000 AS wait_ms`)
		const row = result.rows[0]
		if (row) return { key: row.key, slot: new Date(row.slot), waitMs: Math.max(0, Math.ceil(Number(row.wait_ms))) }
		// An identity nobody asked for yet: its row, free from now, and then the claim among all.
		await db.execute(sql`
			INSERT INTO host_budgets (host, next_slot_at) SELECT key, ${at} FROM unnest(${list}) AS key
			ON CONFLICT (host) DO NOTHING`)
	}
	throw new Error('the identities\' budget rows went missing while claiming a slot')
}

/** The slot this request to `host` may go at; the host's next slot moves one interval on. */
export async function reserveHostSlot(db: Database, host: string, intervalMs: number, now?: Date): Promise<Date> {
	return (await claimHostSlot(db, host, intervalMs, now)).slot
}

/**
 * How far ahead of `now` each host's next free slot is (0 when free now, hosts never asked: absent).
 * Also takes identities' keys (`claimIdentitySlot`): each answers for its own slot.
 */
export async function hostBacklogMs(db: Database, hosts: string[], now = new Date()): Promise<Map<string, number>> {
	if (hosts.length === 0) return new Map()
	const rows = await db.select().from(hostBudgets).where(inArray(hostBudgets.host, hosts))
	return new Map(rows.map((row) => [row.host, Math.max(0, row.nextSlotAt.getTime() - now.getTime())]))
}
