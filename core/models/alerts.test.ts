import { drizzle } from 'drizzle-orm/node-postgres'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedSubscribers, seedUser } from '#tests/support/seed.ts'
import { occupiedSlots, subscriptionStats } from '../capacity.ts'
import * as schema from '../db/schema.ts'
import { subscriptions, users, waitlistEntries } from '../db/schema.ts'
import { priceAlert } from '../pricing.ts'
import { type AlertCriteria } from '../schemas/alert.ts'
import { isKeepable } from '../lifecycle.ts'
import { alertJson } from './alert-json.ts'
import {
	applyPendingChange,
	cancelAlert,
	createAlert,
	findAlert,
	holdsCapacitySlot,
	keepAlert,
	listAlerts,
	parseAlertCriteria,
	reservationMinutes,
	setAlertsPaused,
	setModelMuted,
	updateAlert,
} from './alerts.ts'
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
	await database.db.delete(waitlistEntries)
	await database.db.delete(users)
})

function criteria(overrides: Partial<AlertCriteria> = {}): AlertCriteria {
	return {
		websitesSelected: ['mobile.de'],
		facebookMarketplaceUrl: null,
		updateFrequency: 'hourly',
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'diesel',
		sellerType: 'any',
		gearbox: 'any',
		priceMin: 5000,
		priceMax: 15000,
		yearMin: 2015,
		yearMax: null,
		mileageMax: 150000,
		keywordsRequired: [],
		keywordsExcluded: [],
		quietFrom: null,
		quietUntil: null,
		timeZone: 'Europe/Berlin',
		quietBypassPercent: null,
		telegramUsername: 'car_buyer',
		notificationLanguage: 'en',
		...overrides,
	}
}

/** The columns of `criteria`, for seeding an alert that runs with them. */
function criteriaColumnsOf(values: AlertCriteria) {
	return { ...values, mileageMin: null }
}

async function row(id: string) {
	const [alert] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, id))
	return alert!
}

async function invite(email: string, expiresAt: Date) {
	await database.db.insert(waitlistEntries).values({
		firstName: 'Wait',
		lastName: 'Listed',
		email,
		invitedAt: new Date(expiresAt.getTime() - 48 * 3_600_000),
		inviteExpiresAt: expiresAt,
	})
}

describe('createAlert', () => {
	test('prices the alert with core/pricing and holds a slot for 30 minutes while the user pays', async () => {
		const user = await seedUser(database.db)
		const now = new Date('2030-01-01T12:00:00Z')
		const input = criteria({ websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'], updateFrequency: '15min' })
		const result = await createAlert(database.db, { userId: user.id, criteria: input, capacity: 30, now })
		if (!result.ok) throw new Error('expected the alert to be created')
		// $9.99 + 2 × $4.99 + $5.99, whatever the client showed.
		expect(result.alert.price).toBe(2596)
		expect(result.alert.price).toBe(priceAlert({ websiteCount: 3, frequency: '15min' }).total)
		const stored = await row(result.alert.id)
		expect(stored).toMatchObject({
			userId: user.id,
			status: 'pending_payment',
			price: 2596,
			brand: 'volkswagen',
			model: 'golf',
			mileageMin: null,
			mileageMax: 150000,
			websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'],
		})
		expect(stored.reservedUntil?.toISOString()).toBe(new Date(now.getTime() + reservationMinutes * 60_000).toISOString())
		expect(await holdsCapacitySlot(database.db, user.id, now)).toBe(true)
	})

	test('with capacity N and N−1 slots taken, 200 concurrent first alerts of 200 new users admit exactly one', async () => {
		const capacity = 5
		await seedSubscribers(database.db, capacity - 1)
		const newcomers = await database.db
			.insert(users)
			.values(
				Array.from({ length: 200 }, (_, i) => ({
					username: `racer${i}`,
					email: `racer${i}@example.com`,
					passwordHash: 'not-a-login',
				})),
			)
			.returning()
		// A pool of its own, wide enough for real concurrency and without the 5 s wait limit of
		// the shared test pool (admissions queue behind one lock by design).
		const pool = new pg.Pool({ connectionString: database.url, max: 40 })
		try {
			const db = drizzle(pool, { schema })
			const results = await Promise.all(
				newcomers.map((user) => createAlert(db, { userId: user.id, criteria: criteria(), capacity })),
			)
			expect(results.filter((result) => result.ok)).toHaveLength(1)
			expect(results.filter((result) => !result.ok && result.reason === 'full')).toHaveLength(199)
		} finally {
			await pool.end()
		}
		const pending = await database.db.select().from(subscriptions).where(eq(subscriptions.status, 'pending_payment'))
		expect(pending).toHaveLength(1)
		// Four subscribers and one place held for the admitted newcomer until they pay.
		expect(await subscriptionStats(database.db, capacity)).toEqual({ active: 4, held: 1, capacity: 5, remaining: 0, full: true })
	})

	test('when full, a new user is refused and nothing is written, while an existing subscriber can still add alerts', async () => {
		const subscriber = await seedUser(database.db)
		await seedAlert(database.db, subscriber.id, 'active')
		const cancelling = await seedUser(database.db)
		await seedAlert(database.db, cancelling.id, 'cancelling')
		const newcomer = await seedUser(database.db)

		expect(await createAlert(database.db, { userId: newcomer.id, criteria: criteria(), capacity: 2 })).toEqual({
			ok: false,
			reason: 'full',
		})
		expect(await listAlerts(database.db, newcomer.id)).toEqual([])

		const added = await createAlert(database.db, { userId: subscriber.id, criteria: criteria({ brand: 'bmw', model: 'all' }), capacity: 2 })
		expect(added.ok).toBe(true)
		expect((await createAlert(database.db, { userId: cancelling.id, criteria: criteria(), capacity: 2 })).ok).toBe(true)
		// Still two subscribers: more alerts of one user take no more slots.
		expect((await subscriptionStats(database.db, 2)).active).toBe(2)
	})

	test('an unexpired waitlist invitation holds a slot for its e-mail only, and is used up by that person', async () => {
		await seedSubscribers(database.db, 1)
		const now = new Date()
		await invite('invited@example.com', new Date(now.getTime() + 3_600_000))
		const stranger = await seedUser(database.db)
		const invited = await seedUser(database.db, { email: 'invited@example.com' })

		expect(await createAlert(database.db, { userId: stranger.id, criteria: criteria(), capacity: 2, now })).toEqual({
			ok: false,
			reason: 'full',
		})
		const admitted = await createAlert(database.db, { userId: invited.id, criteria: criteria(), capacity: 2, now })
		expect(admitted.ok).toBe(true)
		expect(await database.db.select().from(waitlistEntries)).toEqual([])
		// The invitation became the person's reservation: one slot, not two.
		expect(await occupiedSlots(database.db, now)).toBe(2)
		expect(await subscriptionStats(database.db, 2, now)).toMatchObject({ active: 1, held: 1, remaining: 0 })
	})

	test("a subscriber's new alert clears their waitlist invitation, which stops holding a second slot", async () => {
		const subscriber = await seedUser(database.db, { email: 'both@example.com' })
		await seedAlert(database.db, subscriber.id, 'active')
		await seedSubscribers(database.db, 1)
		await invite('both@example.com', new Date(Date.now() + 3_600_000))
		expect((await subscriptionStats(database.db, 3)).full).toBe(true)

		expect((await createAlert(database.db, { userId: subscriber.id, criteria: criteria(), capacity: 3 })).ok).toBe(true)
		expect(await database.db.select().from(waitlistEntries)).toEqual([])
		const newcomer = await seedUser(database.db)
		expect((await createAlert(database.db, { userId: newcomer.id, criteria: criteria(), capacity: 3 })).ok).toBe(true)
	})

	test('an expired invitation holds no slot', async () => {
		await seedSubscribers(database.db, 1)
		await invite('late@example.com', new Date(Date.now() - 1000))
		const stranger = await seedUser(database.db)
		expect((await createAlert(database.db, { userId: stranger.id, criteria: criteria(), capacity: 2 })).ok).toBe(true)
	})

	test('an expired reservation holds no slot, not even for its own user; an unexpired one does', async () => {
		const expired = await seedUser(database.db)
		await seedAlert(database.db, expired.id, 'pending_payment', { reservedUntil: new Date(Date.now() - 1000) })
		const reserved = await seedUser(database.db)
		await seedAlert(database.db, reserved.id, 'pending_payment')
		expect(await holdsCapacitySlot(database.db, expired.id)).toBe(false)

		const newcomer = await seedUser(database.db)
		expect((await createAlert(database.db, { userId: newcomer.id, criteria: criteria(), capacity: 2 })).ok).toBe(true)
		// Both slots are now held by unexpired reservations: the expired user must queue like anyone.
		expect(await createAlert(database.db, { userId: expired.id, criteria: criteria(), capacity: 2 })).toEqual({
			ok: false,
			reason: 'full',
		})
		expect((await createAlert(database.db, { userId: reserved.id, criteria: criteria(), capacity: 2 })).ok).toBe(true)
	})

	test('further unpaid alerts share the reservation: nobody keeps a slot without paying', async () => {
		const holder = await seedUser(database.db)
		const other = await seedUser(database.db)
		const start = new Date()
		const minutes = (n: number) => new Date(start.getTime() + n * 60_000)
		const first = await createAlert(database.db, { userId: holder.id, criteria: criteria(), capacity: 1, now: start })
		const again = await createAlert(database.db, { userId: holder.id, criteria: criteria(), capacity: 1, now: minutes(25) })
		expect(again).toMatchObject({ ok: true, alert: { reservedUntil: minutes(30) } })
		expect(first.ok && first.alert.reservedUntil).toEqual(minutes(30))
		expect(await createAlert(database.db, { userId: other.id, criteria: criteria(), capacity: 1, now: minutes(29) })).toEqual({ ok: false, reason: 'full' })
		expect((await createAlert(database.db, { userId: other.id, criteria: criteria(), capacity: 1, now: minutes(31) })).ok).toBe(true)
	})

	test('a paying subscriber\'s new alert gets a reservation of its own', async () => {
		const user = await seedUser(database.db)
		await seedAlert(database.db, user.id, 'active')
		const now = new Date()
		const result = await createAlert(database.db, { userId: user.id, criteria: criteria(), capacity: 1, now })
		expect(result).toMatchObject({ ok: true, alert: { reservedUntil: new Date(now.getTime() + 30 * 60_000) } })
	})
})

describe('updateAlert', () => {
	const twoSites = criteria({ websitesSelected: ['mobile.de', 'olx.ro'] })

	test('pausing with a price change and no choice between keeping and dropping it is refused and changes nothing', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { price: 999 })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: twoSites, status: 'paused' })
		expect(result).toEqual({ ok: false, error: 'pauseAndPriceChange' })
		expect(await row(alert.id)).toEqual(alert)
	})

	test('a price change defers only the websites and frequency: the kilometres and every other criterion apply at once', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { price: 1998, ...criteriaColumnsOf(criteria({ updateFrequency: '5min' })) })
		const lowered = criteria({ updateFrequency: 'hourly', mileageMax: 90000, telegramUsername: 'new_handle' })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: lowered, status: 'active' })
		expect(result).toMatchObject({ ok: true, applied: 'nextPeriod' })
		const waiting = await row(alert.id)
		expect(waiting).toMatchObject({ price: 1998, updateFrequency: '5min', mileageMax: 90000, telegramUsername: 'new_handle', status: 'active' })
		expect(waiting.pendingChange).toEqual({ criteria: lowered, price: 999 })

		// Another edit of a criterion the price does not depend on applies at once too, and the change keeps waiting.
		const renamed = { ...lowered, telegramUsername: 'third_handle' }
		expect(await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: renamed, status: 'active' })).toMatchObject({ ok: true, applied: 'nextPeriod' })
		expect(await row(alert.id)).toMatchObject({ updateFrequency: '5min', telegramUsername: 'third_handle', pendingChange: { criteria: renamed, price: 999 } })

		await applyPendingChange(database.db, alert.id)
		expect(await row(alert.id)).toMatchObject({ price: 999, updateFrequency: 'hourly', mileageMax: 90000, telegramUsername: 'third_handle', pendingChange: null })
	})

	test('pausing an alert whose price change waits: the buyer keeps the change or drops it, and the pause applies either way', async () => {
		const user = await seedUser(database.db)
		const seeded = { price: 1998, ...criteriaColumnsOf(criteria({ updateFrequency: '5min' })) }
		const lowered = criteria({ updateFrequency: 'hourly', mileageMax: 90000 })
		const kept = await seedAlert(database.db, user.id, 'active', seeded)
		const dropped = await seedAlert(database.db, user.id, 'active', seeded)
		for (const alert of [kept, dropped]) {
			await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: lowered, status: 'active' })
		}
		// The form shows the waiting change: pausing sends it back.
		const paused = { ...lowered, telegramUsername: 'while_paused' }
		expect(await updateAlert(database.db, { userId: user.id, id: kept.id, criteria: paused, status: 'paused' })).toEqual({ ok: false, error: 'pauseAndPriceChange' })

		expect(await updateAlert(database.db, { userId: user.id, id: kept.id, criteria: paused, status: 'paused', priceChange: 'keep' })).toMatchObject({
			ok: true,
			applied: 'nextPeriod',
		})
		expect(await row(kept.id)).toMatchObject({ status: 'paused', price: 1998, updateFrequency: '5min', telegramUsername: 'while_paused', pendingChange: { criteria: paused, price: 999 } })

		expect(await updateAlert(database.db, { userId: user.id, id: dropped.id, criteria: paused, status: 'paused', priceChange: 'drop' })).toMatchObject({
			ok: true,
			applied: 'now',
		})
		expect(await row(dropped.id)).toMatchObject({ status: 'paused', price: 1998, updateFrequency: '5min', mileageMax: 90000, telegramUsername: 'while_paused', pendingChange: null })

		// Resuming the kept one: the change still waits for the next paid period.
		await updateAlert(database.db, { userId: user.id, id: kept.id, criteria: paused, status: 'active' })
		expect(await row(kept.id)).toMatchObject({ status: 'active', price: 1998, pendingChange: { price: 999 } })
	})

	test('a new price typed while pausing is kept or dropped the same way', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { price: 999 })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: twoSites, status: 'paused', priceChange: 'keep' })
		expect(result).toMatchObject({ ok: true, applied: 'nextPeriod' })
		expect(await row(alert.id)).toMatchObject({ status: 'paused', price: 999, websitesSelected: ['mobile.de'], priceMin: 5000, pendingChange: { criteria: twoSites, price: 1498 } })
	})

	test('a change that keeps the price applies at once, pausing included', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { price: 999 })
		const edited = criteria({ brand: 'bmw', model: 'all', telegramUsername: 'new_handle', notificationLanguage: 'de' })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: edited, status: 'paused' })
		expect(result).toMatchObject({ ok: true, applied: 'now' })
		expect(await row(alert.id)).toMatchObject({
			status: 'paused',
			brand: 'bmw',
			model: 'all',
			telegramUsername: 'new_handle',
			notificationLanguage: 'de',
			price: 999,
			pendingChange: null,
		})
		const resumed = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: edited, status: 'active' })
		expect(resumed).toMatchObject({ ok: true, applied: 'now', alert: { status: 'active' } })
	})

	test('a price change of a paid alert waits in pendingChange until billing applies it', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { price: 999 })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: twoSites, status: 'active' })
		expect(result).toMatchObject({ ok: true, applied: 'nextPeriod' })
		const waiting = await row(alert.id)
		expect(waiting).toMatchObject({ price: 999, websitesSelected: ['mobile.de'], status: 'active' })
		expect(waiting.pendingChange).toEqual({ criteria: twoSites, price: 1498 })

		await applyPendingChange(database.db, alert.id)
		expect(await row(alert.id)).toMatchObject({
			price: 1498,
			websitesSelected: ['mobile.de', 'olx.ro'],
			pendingChange: null,
			status: 'active',
		})
	})

	test('an edit back to the current price drops a waiting price change', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { price: 999 })
		await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: twoSites, status: 'active' })
		await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: criteria({ brand: 'audi' }), status: 'active' })
		expect(await row(alert.id)).toMatchObject({ price: 999, brand: 'audi', pendingChange: null })
		await applyPendingChange(database.db, alert.id)
		expect(await row(alert.id)).toMatchObject({ price: 999, websitesSelected: ['mobile.de'] })
	})

	test('resuming a paused alert with a price change resumes it now; the new price waits', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'paused', { price: 999 })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: twoSites, status: 'active' })
		expect(result).toMatchObject({ ok: true, applied: 'nextPeriod' })
		const stored = await row(alert.id)
		expect(stored).toMatchObject({ status: 'active', price: 999 })
		expect(stored.pendingChange).toEqual({ criteria: twoSites, price: 1498 })
	})

	test('a waiting change saved before the seller type existed asks for any seller', async () => {
		const user = await seedUser(database.db)
		const { sellerType: _, ...saved } = twoSites
		const alert = await seedAlert(database.db, user.id, 'active', { price: 999, sellerType: 'private', pendingChange: { criteria: saved, price: 1498 } })
		expect(alertJson(await row(alert.id)).pendingChange).toMatchObject({ sellerType: 'any', price: 1498 })
		await applyPendingChange(database.db, alert.id)
		expect(await row(alert.id)).toMatchObject({ sellerType: 'any', price: 1498, websitesSelected: twoSites.websitesSelected, pendingChange: null })
	})

	test('an alert never paid takes any change at once but cannot be paused', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment', { price: 999 })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: twoSites, status: 'active' })
		expect(result).toMatchObject({ ok: true, applied: 'now' })
		expect(await row(alert.id)).toMatchObject({ status: 'pending_payment', price: 1498, websitesSelected: ['mobile.de', 'olx.ro'], pendingChange: null })

		const paused = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: twoSites, status: 'paused' })
		expect(paused).toEqual({ ok: false, error: 'pauseUnpaid' })
		expect((await row(alert.id)).status).toBe('pending_payment')
	})

	test.each(['cancelling', 'ended'] as const)('a %s alert is not editable', async (status) => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, status)
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: criteria({ brand: 'bmw' }), status: 'active' })
		expect(result).toEqual({ ok: false, error: 'notEditable' })
		expect(await row(alert.id)).toEqual(alert)
	})

	test("another user's alert is not found and stays as it was", async () => {
		const owner = await seedUser(database.db)
		const intruder = await seedUser(database.db)
		const alert = await seedAlert(database.db, owner.id, 'active')
		const result = await updateAlert(database.db, { userId: intruder.id, id: alert.id, criteria: criteria({ brand: 'bmw' }), status: 'paused' })
		expect(result).toEqual({ ok: false, error: 'notFound' })
		expect(await row(alert.id)).toEqual(alert)
	})
})

describe('cancelAlert', () => {
	test('an alert never paid ends at once and gives back its reservation', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment')
		const now = new Date()
		const result = await cancelAlert(database.db, { userId: user.id, id: alert.id, now })
		expect(result).toMatchObject({ ok: true, alert: { status: 'ended', reservedUntil: null } })
		expect((await row(alert.id)).endedAt?.toISOString()).toBe(now.toISOString())
		expect(await holdsCapacitySlot(database.db, user.id)).toBe(false)
	})

	test('a paid alert runs until the end of its paid period, then ends; cancelling twice changes nothing', async () => {
		const user = await seedUser(database.db)
		const periodEnd = new Date(Date.now() + 10 * 86_400_000)
		const alert = await seedAlert(database.db, user.id, 'active', { currentPeriodEnd: periodEnd, pendingChange: { criteria: criteria(), price: 1498 } })
		const first = await cancelAlert(database.db, { userId: user.id, id: alert.id })
		expect(first).toMatchObject({ ok: true, alert: { status: 'cancelling', pendingChange: null, endedAt: null } })
		const afterFirst = await row(alert.id)
		const second = await cancelAlert(database.db, { userId: user.id, id: alert.id, now: new Date(Date.now() + 60_000) })
		expect(second).toEqual({ ok: true, alert: afterFirst })
		expect(await row(alert.id)).toEqual(afterFirst)
		// The slot stays taken while the paid period runs.
		expect(await holdsCapacitySlot(database.db, user.id)).toBe(true)
	})

	test('an active alert whose paid period is over ends at once', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { currentPeriodEnd: new Date(Date.now() - 1000) })
		expect(await cancelAlert(database.db, { userId: user.id, id: alert.id })).toMatchObject({ ok: true, alert: { status: 'ended' } })
	})

	test('a paused alert ends at once instead of sending again until the period ends', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'paused', { currentPeriodEnd: new Date(Date.now() + 10 * 86_400_000) })
		expect(await cancelAlert(database.db, { userId: user.id, id: alert.id })).toMatchObject({ ok: true, alert: { status: 'ended' } })
	})

	test("another user's alert is not found and keeps running", async () => {
		const owner = await seedUser(database.db)
		const intruder = await seedUser(database.db)
		const alert = await seedAlert(database.db, owner.id, 'active')
		expect(await cancelAlert(database.db, { userId: intruder.id, id: alert.id })).toEqual({ ok: false, error: 'notFound' })
		expect((await row(alert.id)).status).toBe('active')
	})
})

describe('keepAlert', () => {
	test('a cancelled alert whose paid period runs is active again; keeping twice changes nothing', async () => {
		const user = await seedUser(database.db)
		const periodEnd = new Date(Date.now() + 10 * 86_400_000)
		const alert = await seedAlert(database.db, user.id, 'active', { currentPeriodEnd: periodEnd })
		await cancelAlert(database.db, { userId: user.id, id: alert.id })
		expect(isKeepable(await row(alert.id))).toBe(true)
		const first = await keepAlert(database.db, { userId: user.id, id: alert.id })
		expect(first).toMatchObject({ ok: true, alert: { status: 'active', currentPeriodEnd: periodEnd, endedAt: null } })
		const afterFirst = await row(alert.id)
		expect(isKeepable(afterFirst)).toBe(false)
		expect(await keepAlert(database.db, { userId: user.id, id: alert.id })).toEqual({ ok: true, alert: afterFirst })
		expect(await row(alert.id)).toEqual(afterFirst)
	})

	test('an ended alert, one whose period is over, or one never cancelled (but paused) cannot be kept', async () => {
		const user = await seedUser(database.db)
		const ended = await seedAlert(database.db, user.id, 'ended', { currentPeriodEnd: new Date(Date.now() + 86_400_000) })
		const over = await seedAlert(database.db, user.id, 'cancelling', { currentPeriodEnd: new Date(Date.now() - 1000) })
		const paused = await seedAlert(database.db, user.id, 'paused', { currentPeriodEnd: new Date(Date.now() + 86_400_000) })
		for (const alert of [ended, over, paused]) {
			expect(await keepAlert(database.db, { userId: user.id, id: alert.id })).toEqual({ ok: false, error: 'notKeepable' })
			expect(await row(alert.id)).toEqual(alert)
		}
	})

	test("another user's alert is not found and stays cancelled", async () => {
		const owner = await seedUser(database.db)
		const intruder = await seedUser(database.db)
		const alert = await seedAlert(database.db, owner.id, 'cancelling', { currentPeriodEnd: new Date(Date.now() + 86_400_000) })
		expect(await keepAlert(database.db, { userId: intruder.id, id: alert.id })).toEqual({ ok: false, error: 'notFound' })
		expect((await row(alert.id)).status).toBe('cancelling')
	})
})

describe('findAlert and listAlerts', () => {
	test('an unknown, malformed or foreign id finds nothing', async () => {
		const owner = await seedUser(database.db)
		const other = await seedUser(database.db)
		const alert = await seedAlert(database.db, owner.id)
		expect((await findAlert(database.db, owner.id, alert.id))?.id).toBe(alert.id)
		expect((await findAlert(database.db, owner.id, alert.id.toUpperCase()))?.id).toBe(alert.id)
		for (const id of ['', 'not-a-uuid', '123', "' or '1'='1", `${alert.id}x`, '00000000-0000-0000-0000-000000000000']) {
			expect(await findAlert(database.db, owner.id, id)).toBeNull()
		}
		expect(await findAlert(database.db, other.id, alert.id)).toBeNull()
	})

	test("a user's list holds their own alerts, newest first, ended ones only when asked", async () => {
		const user = await seedUser(database.db)
		const other = await seedUser(database.db)
		const older = await seedAlert(database.db, user.id, 'active', { createdAt: new Date('2030-01-01T00:00:00Z') })
		const newer = await seedAlert(database.db, user.id, 'paused', { createdAt: new Date('2030-02-01T00:00:00Z') })
		const ended = await seedAlert(database.db, user.id, 'ended', { createdAt: new Date('2030-03-01T00:00:00Z') })
		await seedAlert(database.db, other.id, 'active')
		expect((await listAlerts(database.db, user.id)).map((alert) => alert.id)).toEqual([newer.id, older.id])
		expect((await listAlerts(database.db, user.id, { includeEnded: true })).map((alert) => alert.id)).toEqual([
			ended.id,
			newer.id,
			older.id,
		])
	})
})

describe('parseAlertCriteria', () => {
	const body = {
		userId: '00000000-0000-0000-0000-000000000000',
		price: 1,
		mileageMin: 5000,
		websitesSelected: ['mobile.de', 'demo'],
		updateFrequency: '5min',
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'diesel',
		priceMin: '5000',
		priceMax: 0,
		yearMin: 2015,
		yearMax: '',
		mileageMax: null,
		telegramUsername: '@car_buyer',
	}

	test('reads the API body, ignores userId, price and mileageMin, and defaults the language to the UI one', async () => {
		expect(await parseAlertCriteria(database.db, body, { includeDemo: true, language: 'fr' })).toEqual({
			ok: true,
			criteria: {
				websitesSelected: ['mobile.de', 'demo'],
				facebookMarketplaceUrl: null,
				updateFrequency: '5min',
				brand: 'volkswagen',
				model: 'golf',
				fuelType: 'diesel',
				sellerType: 'any',
				gearbox: 'any',
				priceMin: 5000,
				priceMax: null,
				yearMin: 2015,
				yearMax: null,
				mileageMax: null,
				keywordsRequired: [],
				keywordsExcluded: [],
				quietFrom: null,
				quietUntil: null,
				// Not sent: the language's zone.
				timeZone: 'Europe/Paris',
				quietBypassPercent: null,
				telegramUsername: 'car_buyer',
				notificationLanguage: 'fr',
			},
		})
	})

	test('the seller type is any, dealer or private; absent, it is any', async () => {
		const options = { includeDemo: true, language: 'en' } as const
		expect(await parseAlertCriteria(database.db, { ...body, sellerType: 'private' }, options)).toMatchObject({ ok: true, criteria: { sellerType: 'private' } })
		expect(await parseAlertCriteria(database.db, { ...body, sellerType: null }, options)).toMatchObject({ ok: true, criteria: { sellerType: 'any' } })
		expect(await parseAlertCriteria(database.db, { ...body, sellerType: 'broker' }, options)).toEqual({
			ok: false,
			problems: [{ field: 'sellerType', key: 'wizard:errors.sellerType' }],
		})
	})

	test('title keywords: lists of words or phrases, absent or null is none; refusals name the field and carry the word', async () => {
		const options = { includeDemo: true, language: 'en' } as const
		expect(await parseAlertCriteria(database.db, { ...body, keywordsRequired: ['Automatik', 'bi xenon'], keywordsExcluded: ['unfall', 'export'] }, options)).toMatchObject({
			ok: true,
			criteria: { keywordsRequired: ['Automatik', 'bi xenon'], keywordsExcluded: ['unfall', 'export'] },
		})
		expect(await parseAlertCriteria(database.db, { ...body, keywordsExcluded: null }, options)).toMatchObject({ ok: true, criteria: { keywordsRequired: [], keywordsExcluded: [] } })
		expect(await parseAlertCriteria(database.db, { ...body, keywordsRequired: ['x'], keywordsExcluded: 'automatik' }, options)).toEqual({
			ok: false,
			problems: [{ field: 'keywordsRequired', key: 'wizard:errors.keywords.length', values: { word: 'x', min: 2, max: 40 } }],
		})
	})

	test('the demo market is offered only where asked (outside production)', async () => {
		expect(await parseAlertCriteria(database.db, body, { includeDemo: false, language: 'en' })).toEqual({
			ok: false,
			problems: [{ field: 'websitesSelected', key: 'alerts:errors.siteUnavailable' }],
		})
	})

	test('brand and model must be in the catalogue; "all" is every model of the brand', async () => {
		const options = { includeDemo: true, language: 'en' } as const
		expect(await parseAlertCriteria(database.db, { ...body, brand: 'trabbi' }, options)).toEqual({
			ok: false,
			problems: [{ field: 'brand', key: 'alerts:errors.brandUnknown' }],
		})
		expect(await parseAlertCriteria(database.db, { ...body, brand: 'bmw', model: 'golf' }, options)).toEqual({
			ok: false,
			problems: [{ field: 'model', key: 'alerts:errors.modelNotInBrand', values: { brand: 'BMW' } }],
		})
		expect((await parseAlertCriteria(database.db, { ...body, brand: 'bmw', model: 'all' }, options)).ok).toBe(true)
	})

	test('schema problems name the field and a wizard text; a body that is not an object is refused whole', async () => {
		const options = { includeDemo: true, language: 'en' } as const
		expect(await parseAlertCriteria(database.db, { ...body, brand: '', yearMin: 'soon', telegramUsername: 42 }, options)).toEqual({
			ok: false,
			problems: [
				{ field: 'brand', key: 'wizard:errors.brand' },
				{ field: 'yearMin', key: 'wizard:errors.yearMin.number' },
				{ field: 'telegramUsername', key: 'wizard:errors.telegramUsername' },
			],
		})
		for (const notAnObject of [null, [], 'alert', 7]) {
			expect(await parseAlertCriteria(database.db, notAnObject, options)).toEqual({
				ok: false,
				problems: [{ field: '', key: 'api:errors.objectExpected' }],
			})
		}
	})
})

describe('alertJson', () => {
	test('has the spec fields, cents and ISO times, and nothing that belongs to the server', async () => {
		const user = await seedUser(database.db)
		const created = await createAlert(database.db, {
			userId: user.id,
			criteria: criteria({ websitesSelected: ['mobile.de', 'facebook'], facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/ljubljana/cars' }),
			capacity: 30,
		})
		if (!created.ok) throw new Error('expected the alert to be created')
		await database.db
			.update(subscriptions)
			.set({ status: 'active', stripeSubscriptionId: 'sub_secret', pendingChange: { criteria: criteria(), price: 999 } })
			.where(eq(subscriptions.id, created.alert.id))
		const json = alertJson(await row(created.alert.id))
		expect(Object.keys(json).sort()).toEqual(
			[
				'id', 'websitesSelected', 'facebookMarketplaceUrl', 'updateFrequency', 'brand', 'model', 'fuelType', 'sellerType', 'gearbox',
				'yearMin', 'yearMax', 'mileageMin', 'mileageMax', 'priceMin', 'priceMax', 'keywordsRequired', 'keywordsExcluded', 'telegramUsername',
				'notificationLanguage', 'quietFrom', 'quietUntil', 'timeZone', 'quietBypassPercent', 'price', 'status', 'createdAt', 'updatedAt', 'pendingChange',
				'currentPeriodEnd', 'lastCheckedAt', 'listingsFound', 'mutedModels',
			].sort(),
		)
		expect(json).toMatchObject({
			id: created.alert.id,
			websitesSelected: ['mobile.de', 'facebook'],
			facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/ljubljana/cars',
			price: 1498,
			status: 'active',
			mileageMin: null,
			createdAt: created.alert.createdAt.toISOString(),
			currentPeriodEnd: null,
			listingsFound: 0,
		})
		expect(json.pendingChange).toEqual({ ...criteria(), mileageMin: null, price: 999 })
		expect(JSON.stringify(json)).not.toContain('sub_secret')
	})
})

describe('muted models and the single-alert pause (docs/decisions/040-listing-buttons.md)', () => {
	test('a model is muted once per all-models alert of its owner, kept through an edit of the other criteria, dropped with a new brand or a single model', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { ...criteria({ model: 'all' }), price: priceAlert({ websiteCount: 1, frequency: 'hourly' }).total })
		const one = await seedAlert(database.db, user.id, 'active', { model: 'golf' })
		const stranger = await seedUser(database.db)
		expect((await setModelMuted(database.db, { userId: user.id, id: alert.id, model: 'golf', muted: true }))?.mutedModels).toEqual(['golf'])
		expect((await setModelMuted(database.db, { userId: user.id, id: alert.id, model: 'golf', muted: true }))?.mutedModels).toEqual(['golf'])
		expect((await setModelMuted(database.db, { userId: user.id, id: alert.id, model: 'passat', muted: true }))?.mutedModels).toEqual(['golf', 'passat'])
		// Not another user's alert, not an alert on one model, not "all" nor a malformed slug or id.
		expect(await setModelMuted(database.db, { userId: stranger.id, id: alert.id, model: 'polo', muted: true })).toBeNull()
		expect(await setModelMuted(database.db, { userId: user.id, id: one.id, model: 'polo', muted: true })).toBeNull()
		expect(await setModelMuted(database.db, { userId: user.id, id: alert.id, model: 'all', muted: true })).toBeNull()
		expect(await setModelMuted(database.db, { userId: user.id, id: alert.id, model: "x' or 1=1", muted: true })).toBeNull()
		expect(await setModelMuted(database.db, { userId: user.id, id: 'not-an-id', model: 'polo', muted: true })).toBeNull()
		expect((await row(alert.id)).mutedModels).toEqual(['golf', 'passat'])

		const kept = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: criteria({ model: 'all', priceMax: 12_000 }), status: 'active' })
		expect(kept.ok && kept.alert.mutedModels).toEqual(['golf', 'passat'])
		const single = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: criteria({ model: 'golf' }), status: 'active' })
		expect(single.ok && single.alert.mutedModels).toEqual([])
	})

	test('the button pauses one alert of its owner, as /pause pauses them all', async () => {
		const user = await seedUser(database.db)
		const [first, second] = [await seedAlert(database.db, user.id, 'active'), await seedAlert(database.db, user.id, 'active')]
		const stranger = await seedUser(database.db)
		expect(await setAlertsPaused(database.db, stranger.id, true, new Date(), { alertId: first!.id })).toEqual([])
		expect(await setAlertsPaused(database.db, user.id, true, new Date(), { alertId: 'nope' })).toEqual([])
		expect((await setAlertsPaused(database.db, user.id, true, new Date(), { alertId: first!.id })).map((alert) => alert.id)).toEqual([first!.id])
		expect([(await row(first!.id)).status, (await row(second!.id)).status]).toEqual(['paused', 'active'])
	})
})
