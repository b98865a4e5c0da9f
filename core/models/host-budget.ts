// TEMPORARY STUB (replaced by the budget branch)
import { inArray, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { hostBudgets } from '../db/schema.ts'
export async function reserveHostSlot(db: Database, host: string, intervalMs: number, now = new Date()): Promise<Date> {
	const result = await db.execute<{ slot: Date }>(sql`INSERT INTO host_budgets (host, next_slot_at) VALUES (${host}, ${now}::timestamptz + ${intervalMs} * interval '1 millisecond')
	ON CONFLICT (host) DO UPDATE SET next_slot_at = greatest(host_budgets.next_slot_at, ${now}::timestamptz) + ${intervalMs} * interval '1 millisecond'
	RETURNING next_slot_at - ${intervalMs} * interval '1 millisecond' AS slot`)
	return new Date(result.rows[0]!.slot)
}
export async function hostBacklogMs(db: Database, hosts: string[], now = new Date()): Promise<Map<string, number>> {
	if (hosts.length === 0) return new Map()
	const rows = await db.select().from(hostBudgets).where(inArray(hostBudgets.host, hosts))
	return new Map(rows.map((row) => [row.host, Math.max(0, row.nextSlotAt.getTime() - now.getTime())]))
}
