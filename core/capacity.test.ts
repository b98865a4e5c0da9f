import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { badgeColor, capacityLevel, percentFull, statsFor, subscriptionStats } from './capacity.ts'
import { subscriptions, users } from './db/schema.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())
beforeEach(async () => {
	await database.db.delete(subscriptions)
	await database.db.delete(users)
})

describe('subscriptionStats', () => {
	test('counts each user with a live alert once, however many alerts they have', async () => {
		const many = await seedUser(database.db)
		await seedAlert(database.db, many.id, 'active')
		await seedAlert(database.db, many.id, 'paused')
		for (const status of ['paused', 'past_due', 'cancelling'] as const) {
			const user = await seedUser(database.db)
			await seedAlert(database.db, user.id, status)
		}
		expect(await subscriptionStats(database.db, 30)).toEqual({ active: 4, capacity: 30, remaining: 26, full: false })
	})

	test('a pending alert holds a slot only while its reservation lasts; ended alerts hold none', async () => {
		const reserved = await seedUser(database.db)
		await seedAlert(database.db, reserved.id, 'pending_payment')
		const expired = await seedUser(database.db)
		await seedAlert(database.db, expired.id, 'pending_payment', { reservedUntil: new Date(Date.now() - 1000) })
		const ended = await seedUser(database.db)
		await seedAlert(database.db, ended.id, 'ended')
		expect((await subscriptionStats(database.db, 30)).active).toBe(1)
	})

	test('full when the subscribers reach the capacity', async () => {
		for (let i = 0; i < 3; i += 1) {
			const user = await seedUser(database.db)
			await seedAlert(database.db, user.id)
		}
		expect(await subscriptionStats(database.db, 3)).toEqual({ active: 3, capacity: 3, remaining: 0, full: true })
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
	expect(badgeColor(stats)).toBe(color)
	expect(capacityLevel(stats)).toBe(level)
	expect(percentFull(stats)).toBe(percent)
})

test('percent full is 0 without data', () => {
	expect(percentFull(null)).toBe(0)
})
