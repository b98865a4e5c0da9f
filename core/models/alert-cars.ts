import { and, desc, eq, inArray } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { notificationOutbox } from '../db/schema.ts'
import { type ListingPayload, parseNotification } from '../notifications/payloads.ts'
import { rankForDigest } from '../quiet-hours.ts'

/**
 * The cars an alert told its buyer of, for the site's page of them (app/routes/alerts.$id.cars.tsx,
 * docs/decisions/052-delivery-that-respects-a-person.md): the listing rows of the outbox, sent,
 * on their way or held, as their payloads say. The caller has checked that the alert is the user's.
 */

/** Cars the page lists at the most: a burst digest holds a delivery's cars, at most a few pages' worth. */
export const alertCarsShown = 200

export type AlertCar = { id: string; kind: 'new_listing' | 'price_drop'; listing: ListingPayload; toldAt: string }

export type AlertCarsResult =
	/** The cars a digest carried, best deals first, and when it was made. */
	| { kind: 'digest'; cars: AlertCar[]; madeAt: string }
	/** The newest cars the alert told of, newest first. */
	| { kind: 'latest'; cars: AlertCar[] }

const carOf = (row: typeof notificationOutbox.$inferSelect): AlertCar[] => {
	const notification = parseNotification(row.kind, row.payload)
	if (notification?.kind !== 'new_listing' && notification?.kind !== 'price_drop') return []
	return [{ id: row.id, kind: notification.kind, listing: notification.payload, toldAt: row.createdAt.toISOString() }]
}

/**
 * With `digestId`: the cars that digest of the alert carried (null when the alert has no such
 * digest); without: the alert's newest cars. Failed rows (the buyer never got them) are left out.
 */
export async function alertCars(db: Database, alertId: string, digestId: string | null): Promise<AlertCarsResult | null> {
	const told = inArray(notificationOutbox.status, ['sent', 'pending', 'held'])
	const kinds = inArray(notificationOutbox.kind, ['new_listing', 'price_drop'])
	if (digestId === null) {
		const rows = await db
			.select()
			.from(notificationOutbox)
			.where(and(eq(notificationOutbox.subscriptionId, alertId), told, kinds))
			.orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
			.limit(alertCarsShown)
		return { kind: 'latest', cars: rows.flatMap(carOf) }
	}
	const [digest] = await db
		.select({ createdAt: notificationOutbox.createdAt, payload: notificationOutbox.payload })
		.from(notificationOutbox)
		.where(and(eq(notificationOutbox.id, digestId), eq(notificationOutbox.subscriptionId, alertId), eq(notificationOutbox.kind, 'digest')))
	if (!digest) return null
	const rows = await db
		.select()
		.from(notificationOutbox)
		.where(and(eq(notificationOutbox.digestId, digestId), eq(notificationOutbox.subscriptionId, alertId), kinds))
		.orderBy(notificationOutbox.createdAt, notificationOutbox.id)
		.limit(alertCarsShown)
	// The cars the message showed, in its order, then the others ranked as it ranked them.
	const parsed = parseNotification('digest', digest.payload)
	const shown = parsed?.kind === 'digest' ? parsed.payload.items.map((item) => item.listing.url) : []
	const cars = rows.flatMap(carOf)
	const inMessage = shown.flatMap((url) => cars.filter((car) => car.listing.url === url))
	const rest = cars.filter((car) => !inMessage.includes(car))
	return { kind: 'digest', cars: [...inMessage, ...rankForDigest(rest)], madeAt: digest.createdAt.toISOString() }
}
