import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { notificationOutbox, telegramLinks } from '#core/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import {
	claimDueNotifications,
	deliverToDevOutbox,
	holdForRateLimit,
	listingDedupeKey,
	markNotificationSent,
	maxNotificationAttempts,
	notLinkedError,
	queueNotification,
	rateLimitHoldUntil,
	releaseNotification,
	retryNotificationLater,
	wakeNotificationsOf,
} from './outbox.ts'
import { type ListingPayload } from './payloads.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(async () => {
	await database.destroy()
})
beforeEach(async () => {
	await database.db.delete(notificationOutbox)
})

const listing: ListingPayload = {
	title: 'Volkswagen Golf 1.5 TSI',
	price: 18_900,
	currency: 'EUR',
	km: 42_000,
	year: 2020,
	fuel: 'gasoline',
	location: 'Berlin',
	url: 'https://www.mobile.de/listing/1',
	imageUrl: 'https://img.example.com/1.jpg',
	siteName: 'mobile.de',
	alertLabel: 'Volkswagen Golf',
}

async function userWithAlert() {
	const user = await seedUser(database.db)
	const alert = await seedAlert(database.db, user.id)
	return { user, alert }
}

function newListing(userId: string, subscriptionId: string, listingId: string) {
	return {
		userId,
		subscriptionId,
		kind: 'new_listing' as const,
		dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId, siteId: 'mobile.de', listingId }),
		language: 'en' as const,
		payload: listing,
	}
}

test('a notification is queued once per user and dedupe key, and only with the transaction that queued it', async () => {
	const { user, alert } = await userWithAlert()
	expect(await queueNotification(database.db, newListing(user.id, alert.id, 'a'))).toMatchObject({ queued: true })
	expect(await queueNotification(database.db, newListing(user.id, alert.id, 'a'))).toEqual({ queued: false, id: null })

	// A price drop to a new price is a new message; the same drop again is not.
	const drop = (price: number) => ({
		...newListing(user.id, alert.id, 'a'),
		kind: 'price_drop' as const,
		dedupeKey: listingDedupeKey({ kind: 'price_drop', subscriptionId: alert.id, siteId: 'mobile.de', listingId: 'a', price }),
		payload: { ...listing, price, previousPrice: 18_900 },
	})
	expect((await queueNotification(database.db, drop(17_500))).queued).toBe(true)
	expect((await queueNotification(database.db, drop(17_500))).queued).toBe(false)
	expect((await queueNotification(database.db, drop(16_900))).queued).toBe(true)

	await expect(
		database.db.transaction(async (tx) => {
			await queueNotification(tx, newListing(user.id, alert.id, 'b'))
			throw new Error('the check failed after queueing')
		}),
	).rejects.toThrow('the check failed')
	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))
	expect(rows.map((row) => row.kind).sort()).toEqual(['new_listing', 'price_drop', 'price_drop'])
	expect(rows.every((row) => row.status === 'pending' && row.attempts === 0)).toBe(true)
})

test('a payload that does not fit its kind is refused when queued', async () => {
	const { user, alert } = await userWithAlert()
	await expect(
		queueNotification(database.db, { ...newListing(user.id, alert.id, 'x'), kind: 'price_drop', payload: listing as never }),
	).rejects.toThrow()
	await expect(
		queueNotification(database.db, { ...newListing(user.id, alert.id, 'y'), payload: { ...listing, price: 'cheap' } as never }),
	).rejects.toThrow()
})

test('a claim takes the oldest due row of each user, and two concurrent claims never take the same row', async () => {
	const users = await Promise.all(Array.from({ length: 30 }, () => userWithAlert()))
	for (const { user, alert } of users) {
		await queueNotification(database.db, newListing(user.id, alert.id, '1'))
		await queueNotification(database.db, newListing(user.id, alert.id, '2'))
	}
	const [first, second] = await Promise.all([
		claimDueNotifications(database.db, { limit: 20 }),
		claimDueNotifications(database.db, { limit: 20 }),
	])
	const ids = [...first!, ...second!].map((row) => row.id)
	expect(new Set(ids).size).toBe(ids.length)
	// Each claim holds at most one row per user, and it is that user's first.
	for (const batch of [first!, second!]) {
		expect(new Set(batch.map((row) => row.userId)).size).toBe(batch.length)
		expect(batch.every((row) => row.dedupeKey.endsWith(':1'))).toBe(true)
	}
	// Claimed rows are leased: no claim takes them again until the lease ends.
	const again = await claimDueNotifications(database.db, { limit: 100 })
	expect(again.some((row) => ids.includes(row.id))).toBe(false)
	const claimed = await database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids))
	expect(claimed.every((row) => row.status === 'pending' && row.attempts === 1 && row.nextAttemptAt.getTime() > Date.now() + 20_000)).toBe(true)
})

test('while a row of a user is out on a lease (its sender may have died), the user’s later rows wait, then follow it in order', async () => {
	const { user, alert } = await userWithAlert()
	await queueNotification(database.db, newListing(user.id, alert.id, 'first'))
	await queueNotification(database.db, newListing(user.id, alert.id, 'second'))
	const [leased] = await claimDueNotifications(database.db)
	expect(leased!.dedupeKey).toMatch(/:first$/)
	// The sender died: nothing of this user is claimed until the lease ends.
	expect(await claimDueNotifications(database.db)).toEqual([])
	await database.db.update(notificationOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(notificationOutbox.id, leased!.id))
	const [again] = await claimDueNotifications(database.db)
	expect(again).toMatchObject({ id: leased!.id, attempts: 2 })
	await markNotificationSent(database.db, leased!.id, 1)
	const [next] = await claimDueNotifications(database.db)
	expect(next!.dedupeKey).toMatch(/:second$/)
})

test('claimed rows carry the linked chat, or none, and whether the chat blocked the bot', async () => {
	const linked = await userWithAlert()
	const blocked = await userWithAlert()
	const unlinked = await userWithAlert()
	await database.db.insert(telegramLinks).values([
		{ userId: linked.user.id, chatId: 9_001, linkedAt: new Date() },
		{ userId: blocked.user.id, chatId: 9_002, linkedAt: new Date(), blockedAt: new Date() },
	])
	for (const { user, alert } of [linked, blocked, unlinked]) await queueNotification(database.db, newListing(user.id, alert.id, 'c'))
	const rows = await claimDueNotifications(database.db)
	const byUser = new Map(rows.map((row) => [row.userId, row]))
	expect(byUser.get(linked.user.id)).toMatchObject({ chatId: 9_001, chatBlocked: false })
	expect(byUser.get(blocked.user.id)).toMatchObject({ chatId: 9_002, chatBlocked: true })
	expect(byUser.get(unlinked.user.id)).toMatchObject({ chatId: null, chatBlocked: false })
})

test('sent rows keep the message id; failures wait with growing backoff and fail after the last attempt', async () => {
	const { user, alert } = await userWithAlert()
	await queueNotification(database.db, newListing(user.id, alert.id, 'd'))
	await queueNotification(database.db, newListing(user.id, alert.id, 'e'))
	const [first] = await claimDueNotifications(database.db)
	await markNotificationSent(database.db, first!.id, 4242)
	const [sent] = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, first!.id))
	expect(sent).toMatchObject({ status: 'sent', telegramMessageId: 4242, attempts: 1 })
	expect(sent!.sentAt).toBeInstanceOf(Date)

	const [second] = await claimDueNotifications(database.db)
	expect(await retryNotificationLater(database.db, second!, 'network error ECONNRESET')).toBe('pending')
	const [waiting] = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, second!.id))
	expect(waiting).toMatchObject({ status: 'pending', lastError: 'network error ECONNRESET', attempts: 1 })
	const delay = waiting!.nextAttemptAt.getTime() - Date.now()
	expect(delay).toBeGreaterThan(20_000)
	expect(delay).toBeLessThan(40_000)

	// The last allowed attempt fails for good.
	await database.db
		.update(notificationOutbox)
		.set({ attempts: maxNotificationAttempts - 1, nextAttemptAt: new Date(Date.now() - 1000) })
		.where(eq(notificationOutbox.id, second!.id))
	const [last] = await claimDueNotifications(database.db)
	expect(last!.attempts).toBe(maxNotificationAttempts)
	expect(await retryNotificationLater(database.db, last!, 'HTTP 502')).toBe('failed')
	const [failed] = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, second!.id))
	expect(failed).toMatchObject({ status: 'failed', lastError: 'HTTP 502' })
})

test('a released row is due again without having used an attempt', async () => {
	const { user, alert } = await userWithAlert()
	await queueNotification(database.db, newListing(user.id, alert.id, 'f'))
	const [row] = await claimDueNotifications(database.db)
	await releaseNotification(database.db, row!.id)
	const [again] = await claimDueNotifications(database.db)
	expect(again).toMatchObject({ id: row!.id, attempts: 1 })
})

test('a 429 hold stops every claim, of rows queued before and after it, until retry_after has passed', async () => {
	const a = await userWithAlert()
	const b = await userWithAlert()
	await queueNotification(database.db, newListing(a.user.id, a.alert.id, 'g'))
	await queueNotification(database.db, newListing(b.user.id, b.alert.id, 'g'))
	const [limited] = await claimDueNotifications(database.db, { limit: 1 })
	const until = await holdForRateLimit(database.db, limited!.id, 30)
	expect(until.getTime() - Date.now()).toBeGreaterThan(25_000)
	expect((await rateLimitHoldUntil(database.db))?.getTime()).toBe(until.getTime())

	await queueNotification(database.db, newListing(b.user.id, b.alert.id, 'h'))
	expect(await claimDueNotifications(database.db)).toEqual([])

	// Once the hold has passed, the held row goes first again, and its wait was no attempt.
	await database.db.update(notificationOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(notificationOutbox.id, limited!.id))
	expect(await rateLimitHoldUntil(database.db)).toBeNull()
	const claimed = await claimDueNotifications(database.db)
	expect(claimed.map((row) => row.id)).toContain(limited!.id)
	expect(claimed.find((row) => row.id === limited!.id)).toMatchObject({ attempts: 1, lastError: null })
})

test('without a bot token, rows are marked sent to the development outbox only for a linked chat, as the bot would deliver them', async () => {
	const linked = await userWithAlert()
	await database.db.insert(telegramLinks).values({ userId: linked.user.id, chatId: 88_001, linkedAt: new Date() })
	const unlinked = await userWithAlert()
	const blocked = await userWithAlert()
	await database.db.insert(telegramLinks).values({ userId: blocked.user.id, chatId: 88_002, linkedAt: new Date(), blockedAt: new Date() })
	await queueNotification(database.db, newListing(linked.user.id, linked.alert.id, 'i'))
	await queueNotification(database.db, newListing(linked.user.id, linked.alert.id, 'j'))
	await queueNotification(database.db, newListing(unlinked.user.id, unlinked.alert.id, 'k'))
	await queueNotification(database.db, newListing(blocked.user.id, blocked.alert.id, 'l'))
	expect(await deliverToDevOutbox(database.db)).toBe(2)
	expect(await deliverToDevOutbox(database.db)).toBe(0)
	const rowsOf = (userId: string) => database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId))
	expect((await rowsOf(linked.user.id)).every((row) => row.status === 'sent' && row.telegramMessageId === null && row.sentAt !== null)).toBe(true)
	// The real sender's rules: no chat yet, the row waits with backoff; a blocked chat fails it.
	const [waiting] = await rowsOf(unlinked.user.id)
	expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: notLinkedError, sentAt: null })
	expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
	expect((await rowsOf(blocked.user.id))[0]).toMatchObject({ status: 'failed', lastError: 'the user blocked the bot' })

	// Linking the chat wakes what waited for it: it is due now and goes out on the next run.
	await database.db.insert(telegramLinks).values({ userId: unlinked.user.id, chatId: 88_003, linkedAt: new Date() })
	await wakeNotificationsOf(database.db, unlinked.user.id)
	expect(await deliverToDevOutbox(database.db)).toBe(1)
	expect((await rowsOf(unlinked.user.id))[0]).toMatchObject({ status: 'sent', attempts: 2 })
})

test('what waited for the chat: more than a few of one alert come as one burst digest once the chat links; a few come one by one (docs/decisions/054)', async () => {
	const buyer = await userWithAlert()
	const other = await seedAlert(database.db, buyer.user.id)
	for (let index = 0; index < 21; index += 1) {
		await queueNotification(database.db, { ...newListing(buyer.user.id, buyer.alert.id, `w${index}`), payload: { ...listing, title: `Golf ${index}`, url: `https://www.mobile.de/listing/w${index}` } })
	}
	for (const id of ['x', 'y', 'z']) await queueNotification(database.db, newListing(buyer.user.id, other.id, id))
	// The sender found no chat for any of them: they wait.
	expect(await deliverToDevOutbox(database.db)).toBe(0)
	const rowsOf = () => database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, buyer.user.id))
	expect((await rowsOf()).every((row) => row.status === 'pending' && row.lastError === notLinkedError)).toBe(true)

	await database.db.insert(telegramLinks).values({ userId: buyer.user.id, chatId: 88_101, linkedAt: new Date() })
	await wakeNotificationsOf(database.db, buyer.user.id)
	// One message for the 21, three for the few.
	expect(await deliverToDevOutbox(database.db)).toBe(4)
	const rows = await rowsOf()
	const [digest, ...moreDigests] = rows.filter((row) => row.kind === 'digest')
	expect(moreDigests).toEqual([])
	expect(digest).toMatchObject({ subscriptionId: buyer.alert.id, status: 'sent' })
	expect(digest!.payload).toMatchObject({ reason: 'burst', total: 21, alertId: buyer.alert.id, digestId: digest!.id })
	const carried = rows.filter((row) => row.digestId === digest!.id)
	expect(carried).toHaveLength(21)
	expect(carried.every((row) => row.subscriptionId === buyer.alert.id && row.status === 'sent')).toBe(true)
	expect(rows.filter((row) => row.subscriptionId === other.id).map((row) => [row.kind, row.status, row.digestId])).toEqual([
		['new_listing', 'sent', null],
		['new_listing', 'sent', null],
		['new_listing', 'sent', null],
	])
})
