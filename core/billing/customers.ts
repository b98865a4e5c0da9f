import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { type Database } from '../db/client.ts'
import { users } from '../db/schema.ts'

/**
 * The user's Stripe customer, created the first time billing needs it and kept in
 * users.stripeCustomerId. The user's row is locked while the customer is created, and the
 * creation is idempotent by user id, so two tabs never create two customers.
 */
export async function ensureCustomer(db: Database, stripe: Stripe, userId: string): Promise<string> {
	const [existing] = await db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId))
	if (existing?.id) return existing.id
	return db.transaction(async (tx) => {
		const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
		if (!user) throw new Error(`ensureCustomer: no user ${userId}`)
		if (user.stripeCustomerId) return user.stripeCustomerId
		const customer = await stripe.customers.create(
			{
				email: user.email,
				name: `${user.firstName} ${user.lastName}`.trim() || user.username,
				preferred_locales: [user.language],
				metadata: { userId: user.id },
			},
			{ idempotencyKey: `customer-for-user-${user.id}` },
		)
		await tx.update(users).set({ stripeCustomerId: customer.id, updatedAt: new Date() }).where(eq(users.id, userId))
		return customer.id
	})
}

/** The user whose Stripe customer this is, or null. */
export async function userOfCustomer(db: Database, customerId: string): Promise<string | null> {
	const [user] = await db.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId))
	return user?.id ?? null
}
