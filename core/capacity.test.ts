import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { activeSubscribers, badgeColor, capacityLevel, occupiedSlots, percentFull, statsFor, subscriptionStats } from './capacity.ts'
import { subscriptions, users, waitlistEntries } from './db/schema.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())
beforeEach(async () => {
	await database.db.delete(subscriptions)
	await database.db.delete(users)
	await database.db.delete(waitlistEntries)
})

/** A waitlist entry whose invitation runs until `expiresAt`. */
async function invite(email: string, expiresAt: Date) {
	const invitedAt = new Date(expiresAt.getTime() - 48 * 3_600_000)
	await database.db.insert(waitlistEntries).values({ firstName: 'In', lastName: 'Vited', email, createdAt: invitedAt, confirmedAt: invitedAt, invitedAt, inviteExpiresAt: expiresAt })
}

describe('the capacity rule (occupiedSlots): who takes a place', () => {
	test('each user with a live alert once, however many alerts they have', async () => {
		const many = await seedUser(database.db)
		await seedAlert(database.db, many.id, 'active')
		await seedAlert(database.db, many.id, 'paused')
		for (const status of ['paused', 'past_due', 'cancelling'] as const) {
			const user = await seedUser(database.db)
			await seedAlert(database.db, user.id, status)
		}
		expect(await occupiedSlots(database.db)).toBe(4)
	})

	test('a pending alert holds a place only while its reservation lasts; an invitation for 48 hours; ended alerts hold none', async () => {
		const reserved = await seedUser(database.db)
		await seedAlert(database.db, reserved.id, 'pending_payment')
		const expired = await seedUser(database.db)
		await seedAlert(database.db, expired.id, 'pending_payment', { reservedUntil: new Date(Date.now() - 1000) })
		const ended = await seedUser(database.db)
		await seedAlert(database.db, ended.id, 'ended')
		await invite('invited@example.com', new Date(Date.now() + 3_600_000))
		await invite('lapsed@example.com', new Date(Date.now() - 1000))
		expect(await occupiedSlots(database.db)).toBe(2)
	})
})

describe('subscriptionStats: what the badge, the banner and the waitlist page show', () => {
	test('"subscribers" are users with a live alert; reservations and invitations are held places, shown apart', async () => {
		const many = await seedUser(database.db)
		await seedAlert(database.db, many.id, 'active')
		await seedAlert(database.db, many.id, 'pending_payment')
		for (const status of ['paused', 'past_due', 'cancelling'] as const) {
			const user = await seedUser(database.db)
			await seedAlert(database.db, user.id, status)
		}
		const checkingOut = await seedUser(database.db)
		await seedAlert(database.db, checkingOut.id, 'pending_payment')
		const gaveUp = await seedUser(database.db)
		await seedAlert(database.db, gaveUp.id, 'pending_payment', { reservedUntil: new Date(Date.now() - 1000) })
		await invite('invited@example.com', new Date(Date.now() + 3_600_000))
		expect(await subscriptionStats(database.db, 30)).toEqual({ active: 4, held: 2, capacity: 30, remaining: 24, full: false })
	})

	test('the reported case: one subscriber, an unpaid checkout and an invitation show "1/30", not "3/30"', async () => {
		const subscriber = await seedUser(database.db)
		await seedAlert(database.db, subscriber.id, 'active')
		const checkingOut = await seedUser(database.db)
		await seedAlert(database.db, checkingOut.id, 'pending_payment')
		await invite('invited@example.com', new Date(Date.now() + 3_600_000))
		const stats = await subscriptionStats(database.db, 30)
		expect(stats).toMatchObject({ active: 1, held: 2, remaining: 27 })
		// Admission still counts the held places.
		expect(await occupiedSlots(database.db)).toBe(3)
	})

	test('full when subscribers and held places reach the capacity, even with fewer subscribers than places', async () => {
		for (let i = 0; i < 2; i += 1) {
			const user = await seedUser(database.db)
			await seedAlert(database.db, user.id)
		}
		const checkingOut = await seedUser(database.db)
		await seedAlert(database.db, checkingOut.id, 'pending_payment')
		expect(await subscriptionStats(database.db, 3)).toEqual({ active: 2, held: 1, capacity: 3, remaining: 0, full: true })
	})

	test('its one statement counts as occupiedSlots and activeSubscribers do, in every state an alert or invitation can be in', async () => {
		expect(await subscriptionStats(database.db, 30)).toEqual(statsFor(0, 30, 0))
		const many = await seedUser(database.db)
		await seedAlert(database.db, many.id, 'active')
		await seedAlert(database.db, many.id, 'cancelling')
		await seedAlert(database.db, many.id, 'pending_payment')
		for (const status of ['active', 'paused', 'past_due', 'cancelling', 'pending_payment', 'ended'] as const) {
			const user = await seedUser(database.db)
			await seedAlert(database.db, user.id, status)
		}
		const lapsed = await seedUser(database.db)
		await seedAlert(database.db, lapsed.id, 'pending_payment', { reservedUntil: new Date(Date.now() - 1000) })
		await invite('invited@example.com', new Date(Date.now() + 3_600_000))
		await invite('lapsed@example.com', new Date(Date.now() - 1000))
		const active = await activeSubscribers(database.db)
		const occupied = await occupiedSlots(database.db)
		expect([active, occupied]).toEqual([5, 7])
		expect(await subscriptionStats(database.db, 30)).toEqual(statsFor(active, 30, occupied - active))
	})
})

test.each([
	[20, 'green', 'available', 66],
	[21, 'orange', 'limited', 70],
	[25, 'orange', 'limited', 83],
	[27, 'red', 'limited', 90],
	[30, 'red', 'full', 100],
] as const)('%i of 30: badge %s, banner %s, %i%% full', (active, color, level, percent) => {
	const stats = statsFor(active, 30)
	expect(stats.remaining).toBe(30 - active)
	expect(badgeColor(stats)).toBe(color)
	expect(capacityLevel(stats)).toBe(level)
	expect(percentFull(stats)).toBe(percent)
})

test('held places count toward the colour, the level and the bar, not toward the subscribers', () => {
	const stats = statsFor(20, 30, 7)
	expect(stats).toEqual({ active: 20, held: 7, capacity: 30, remaining: 3, full: false })
	expect(badgeColor(stats)).toBe('red')
	expect(capacityLevel(stats)).toBe('limited')
	expect(percentFull(stats)).toBe(90)
	expect(statsFor(25, 30, 9)).toMatchObject({ remaining: 0, full: true })
})

test('percent full is 0 without data', () => {
	expect(percentFull(null)).toBe(0)
})
