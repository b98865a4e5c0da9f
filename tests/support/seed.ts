import crypto from 'node:crypto'
import { type Database } from '#core/db/client.ts'
import { subscriptions, users } from '#core/db/schema.ts'
import { type SubscriptionStatus } from '#core/enums.ts'

/** A user with a password login (the hash is not a real one: these users never sign in). */
export async function seedUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
	const id = crypto.randomBytes(4).toString('hex')
	const [user] = await db
		.insert(users)
		.values({ username: `user${id}`, email: `user${id}@example.com`, passwordHash: 'not-a-login', ...overrides })
		.returning()
	return user!
}

export async function seedAlert(
	db: Database,
	userId: string,
	status: SubscriptionStatus = 'active',
	overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
	const [alert] = await db
		.insert(subscriptions)
		.values({
			userId,
			status,
			websitesSelected: ['mobile.de'],
			brand: 'volkswagen',
			model: 'golf',
			telegramUsername: 'car_buyer',
			price: 999,
			reservedUntil: status === 'pending_payment' ? new Date(Date.now() + 30 * 60_000) : null,
			...overrides,
		})
		.returning()
	return alert!
}

/** `count` users with one active alert each: the subscribers the capacity rule counts. */
export async function seedSubscribers(db: Database, count: number) {
	for (let i = 0; i < count; i += 1) {
		const user = await seedUser(db)
		await seedAlert(db, user.id)
	}
}
