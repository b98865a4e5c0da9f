import { and, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm'
import { type Database } from './db/client.ts'
import { lockKeys } from './db/lock-keys.ts'
import { subscriptions, waitlistEntries } from './db/schema.ts'
import { statsFor, type SubscriptionStats } from './capacity-levels.ts'
import { paidStatuses } from './lifecycle.ts'

export * from './capacity-levels.ts'

/**
 * The advisory lock every decision about a slot takes (admissions in createAlert, invitations in
 * inviteFromWaitlist), so two of them never both count the last free slot.
 */
export const admissionLockKey = lockKeys.admission

/** A database or a transaction: capacity is counted inside the admission transaction. */
type Queryable = Pick<Database, 'select'>

/**
 * The capacity rule of docs/product/decisions.md: a user counts once, whether they have one alert or ten,
 * when at least one alert is live (active, paused, past due, cancelling) or pending payment
 * within its 30-minute reservation. A waitlist invitation holds a slot for 48 hours.
 * `exceptEmail` leaves out the invitation of the person being admitted: that is their slot.
 */
export async function occupiedSlots(db: Queryable, now = new Date(), options: { exceptEmail?: string } = {}) {
	const [subscribers, invitations] = await Promise.all([
		db
			.select({ count: sql<number>`count(distinct ${subscriptions.userId})::int` })
			.from(subscriptions)
			.where(holdsSlot(now)),
		db
			.select({ count: sql<number>`count(*)::int` })
			.from(waitlistEntries)
			.where(holdsInvitation(now, options.exceptEmail)),
	])
	return (subscribers[0]?.count ?? 0) + (invitations[0]?.count ?? 0)
}

/** The condition under which a waitlist invitation keeps a slot (not `exceptEmail`'s own). */
function holdsInvitation(now: Date, exceptEmail?: string) {
	return and(
		isNotNull(waitlistEntries.invitedAt),
		gt(waitlistEntries.inviteExpiresAt, now),
		exceptEmail ? ne(waitlistEntries.email, exceptEmail) : undefined,
	)
}

/** The condition under which one alert keeps its user's slot. */
export function holdsSlot(now: Date) {
	return or(
		inArray(subscriptions.status, [...paidStatuses]),
		and(eq(subscriptions.status, 'pending_payment'), gt(subscriptions.reservedUntil, now)),
	)
}

/** Users with at least one live alert: the active subscribers the badge and the banner count. */
export async function activeSubscribers(db: Queryable): Promise<number> {
	const [row] = await db
		.select({ count: sql<number>`count(distinct ${subscriptions.userId})::int` })
		.from(subscriptions)
		.where(inArray(subscriptions.status, [...paidStatuses]))
	return row?.count ?? 0
}

/**
 * The figures the site shows: active subscribers, and apart from them the places held by
 * reservations and invitations. Admission still counts both (occupiedSlots); only what is shown
 * as "subscribers" leaves the held places out.
 */
export async function subscriptionStats(db: Database, capacity: number, now = new Date()): Promise<SubscriptionStats> {
	// One statement, as every page's root loader asks for it: the counts of occupiedSlots and
	// activeSubscribers (tested equal) in one pass over the alerts (docs/decisions/026-light-page-shell.md).
	const invitations = db.select({ count: sql<number>`count(*)::int` }).from(waitlistEntries).where(holdsInvitation(now))
	const [row] = await db
		.select({
			active: sql<number>`(count(distinct ${subscriptions.userId}) filter (where ${inArray(subscriptions.status, [...paidStatuses])}))::int`,
			holding: sql<number>`(count(distinct ${subscriptions.userId}) filter (where ${holdsSlot(now)}))::int`,
			invitations: sql<number>`(${invitations})`,
		})
		.from(subscriptions)
	const active = row?.active ?? 0
	const occupied = (row?.holding ?? 0) + (row?.invitations ?? 0)
	return statsFor(active, capacity, Math.max(0, occupied - active))
}
