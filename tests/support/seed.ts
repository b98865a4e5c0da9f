import crypto from 'node:crypto'
import { type Database } from '#core/db/client.ts'
import { subscriptions, telegramLinks, users } from '#core/db/schema.ts'
import { listingDedupeKey, queueNotification } from '#core/notifications/outbox.ts'
import { type SubscriptionStatus } from '#core/enums.ts'
import { type AlertCriteria } from '#core/schemas/alert.ts'

/** A user; without a `passwordHash` it cannot sign in (seedAccount gives one a real password). */
export async function seedUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
	const id = crypto.randomBytes(4).toString('hex')
	const [user] = await db
		.insert(users)
		.values({
			username: `user${id}`,
			email: `user${id}@example.com`,
			passwordHash: 'not-a-login',
			// A verified address was proved, as verifying it does in the product.
			...(overrides.isEmailVerified ? { emailProvedAt: new Date() } : {}),
			...overrides,
		})
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

/**
 * `chats` users, each with an alert and a linked Telegram chat known to the fake Bot API, and
 * `perChat` new-listing messages queued for each. Returns what the chats should receive, as
 * "<chat id> <title>".
 */
export async function seedQueuedMessages(db: Database, fake: { addChat: (chatId: number) => void }, options: { chats: number; perChat: number; firstChatId: number; prefix: string }) {
	const expected: string[] = []
	for (let i = 0; i < options.chats; i += 1) {
		const user = await seedUser(db)
		const alert = await seedAlert(db, user.id)
		const chatId = options.firstChatId + i
		await db.insert(telegramLinks).values({ userId: user.id, chatId, linkedAt: new Date() })
		fake.addChat(chatId)
		for (let n = 0; n < options.perChat; n += 1) {
			const listingId = `${options.prefix}-${i}-${n}`
			await queueNotification(db, {
				userId: user.id,
				subscriptionId: alert.id,
				kind: 'new_listing',
				dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: alert.id, siteId: 'demo', listingId }),
				language: 'en',
				payload: {
					title: `Listing ${listingId}`,
					price: 10_000 + n,
					currency: 'EUR',
					km: 50_000,
					year: 2019,
					fuel: 'hybrid',
					location: 'Maribor',
					url: `https://demo.carwatch.test/listings/${listingId}`,
					imageUrl: null,
					siteName: 'Demo market',
					alertLabel: 'Toyota Yaris',
				},
			})
			expected.push(`${chatId} Listing ${listingId}`)
		}
	}
	return expected
}

/** A buyer's Golf alert on two sites, hourly, as the billing tests buy it. */
export const golfCriteria: AlertCriteria = {
	websitesSelected: ['mobile.de', 'autoscout24.de'],
	facebookMarketplaceUrl: null,
	updateFrequency: 'hourly',
	brand: 'volkswagen',
	model: 'golf',
	fuelType: 'diesel',
	sellerType: 'any',
	gearbox: 'any',
	priceMin: null,
	priceMax: 15000,
	yearMin: 2015,
	yearMax: null,
	mileageMax: null,
	keywordsRequired: [],
	keywordsExcluded: [],
	quietFrom: null,
	quietUntil: null,
	timeZone: 'Europe/Berlin',
	quietBypassPercent: null,
	telegramUsername: 'golf_hunter',
	notificationLanguage: 'en',
}
