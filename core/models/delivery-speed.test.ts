import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { notificationOutbox, siteStatus } from '../db/schema.ts'
import { accountOverview } from './account.ts'
import { alertDelays, siteReadings, siteState } from './delivery-speed.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

const now = new Date('2025-06-10T12:00:00Z')
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000)

/** PostgreSQL's percentile_cont: linear interpolation between the two nearest ranks. */
function percentile(values: number[], fraction: number): number {
	const sorted = [...values].sort((a, b) => a - b)
	const rank = fraction * (sorted.length - 1)
	const below = Math.floor(rank)
	return sorted[below]! + (sorted[Math.min(below + 1, sorted.length - 1)]! - sorted[below]!) * (rank - below)
}

let counter = 0
/** An outbox row of a listing message: seen `delaySeconds` before it was sent, `sentMinutesAgo` ago. */
async function message(alert: { id: string; userId: string }, values: { delaySeconds: number; sentMinutesAgo?: number; kind?: 'new_listing' | 'price_drop'; status?: 'sent' | 'pending' | 'failed'; seen?: boolean }) {
	counter += 1
	const status = values.status ?? 'sent'
	const sentAt = minutesAgo(values.sentMinutesAgo ?? 60)
	await database.db.insert(notificationOutbox).values({
		userId: alert.userId,
		subscriptionId: alert.id,
		kind: values.kind ?? 'new_listing',
		dedupeKey: `speed-${counter}`,
		language: 'en',
		payload: {},
		status,
		sentAt: status === 'sent' ? sentAt : null,
		seenAt: values.seen === false ? null : new Date(sentAt.getTime() - values.delaySeconds * 1000),
	})
}

describe('the delay from a new car to Telegram', () => {
	test('median and p95 of the last 7 days, per alert, from the rows the outbox keeps', async () => {
		const user = await seedUser(database.db)
		const golf = await seedAlert(database.db, user.id, 'active')
		const quiet = await seedAlert(database.db, user.id, 'active', { brand: 'bmw', model: 'all' })
		const stranger = await seedAlert(database.db, (await seedUser(database.db)).id, 'active')
		// Uneven delays, sent over the week: 14 s to 40 min.
		const measured = [14, 35, 41, 58, 62, 75, 90, 120, 133, 180, 240, 301, 420, 610, 900, 2400]
		for (const [index, delaySeconds] of measured.entries()) await message(golf, { delaySeconds, sentMinutesAgo: 30 + index * 600 })
		// Not measured: older than 7 days, not sent (yet or ever), a price drop, a row from before seen_at existed.
		await message(golf, { delaySeconds: 50_000, sentMinutesAgo: 7 * 24 * 60 + 5 })
		await message(golf, { delaySeconds: 40_000, status: 'pending' })
		await message(golf, { delaySeconds: 40_000, status: 'failed' })
		await message(golf, { delaySeconds: 30_000, kind: 'price_drop' })
		await message(golf, { delaySeconds: 0, seen: false })
		// Another buyer's alert, much slower: none of it leaks into this buyer's figures.
		await message(stranger, { delaySeconds: 9_000 })
		// A quiet alert whose only message is two weeks old.
		await message(quiet, { delaySeconds: 20, sentMinutesAgo: 14 * 24 * 60 })

		const delays = await alertDelays(database.db, [golf.id, quiet.id], now)
		expect(delays.get(golf.id)!.messages).toBe(measured.length)
		expect(delays.get(golf.id)!.medianSeconds).toBeCloseTo(percentile(measured, 0.5), 6)
		expect(delays.get(golf.id)!.p95Seconds).toBeCloseTo(percentile(measured, 0.95), 6)
		// (120 + 133) / 2 and 900 + 0.25 × 1,500: interpolated as PostgreSQL does.
		expect(delays.get(golf.id)!.medianSeconds).toBeCloseTo(126.5, 6)
		expect(delays.get(golf.id)!.p95Seconds).toBeCloseTo(1275, 6)
		expect(delays.has(quiet.id)).toBe(false)
		expect(delays.has(stranger.id)).toBe(false)

		// The dashboard's cards read the same figures from their one query.
		const overview = await accountOverview(database.db, user.id, now)
		const cards = new Map(overview.alerts.map((alert) => [alert.id, alert]))
		expect(cards.get(golf.id)!.delay).toEqual(delays.get(golf.id))
		expect(cards.get(quiet.id)!.delay).toBeNull()
		expect(cards.has(stranger.id)).toBe(false)
		// The counts beside them are unchanged by the delays riding on their query.
		expect(cards.get(golf.id)!.alertsSent).toBe(measured.length + 3)
		expect(cards.get(golf.id)!.alertsWaiting).toBe(1)
	})

	test('a message sent a moment before its crawl was recorded (clocks apart) counts as no wait, not a negative one', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active')
		await message(alert, { delaySeconds: -3 })
		await message(alert, { delaySeconds: 8 })
		const delay = (await alertDelays(database.db, [alert.id], now)).get(alert.id)!
		expect(delay.messages).toBe(2)
		expect(delay.medianSeconds).toBeCloseTo(4, 6)
		expect(delay.p95Seconds).toBeCloseTo(7.6, 6)
	})
})

describe('a site as the buyer sees it', () => {
	test('working, retrying behind its breaker, down once declared degraded, unknown before its first read', async () => {
		expect(siteState(undefined)).toBe('unknown')
		expect(siteState({ degradedSince: null, blockedUntil: null, lastSuccessAt: null })).toBe('unknown')
		expect(siteState({ degradedSince: null, blockedUntil: null, lastSuccessAt: now })).toBe('working')
		expect(siteState({ degradedSince: null, blockedUntil: minutesAgo(-5), lastSuccessAt: now })).toBe('retrying')
		// Half-open (the wait is over, the probe not yet back) is still not working.
		expect(siteState({ degradedSince: null, blockedUntil: minutesAgo(5), lastSuccessAt: now })).toBe('retrying')
		expect(siteState({ degradedSince: minutesAgo(30), blockedUntil: minutesAgo(-5), lastSuccessAt: minutesAgo(90) })).toBe('down')

		await database.db.delete(siteStatus)
		await database.db.insert(siteStatus).values([
			{ siteId: 'mobile.de', lastSuccessAt: minutesAgo(3) },
			{ siteId: 'olx.ro', lastSuccessAt: minutesAgo(120), degradedSince: minutesAgo(60), blockedUntil: minutesAgo(-30), consecutiveFailures: 5 },
		])
		const readings = await siteReadings(database.db)
		expect(readings.get('mobile.de')).toEqual({ state: 'working', lastSuccessAt: minutesAgo(3) })
		expect(readings.get('olx.ro')).toEqual({ state: 'down', lastSuccessAt: minutesAgo(120) })
		expect(readings.has('autoscout24.de')).toBe(false)
		await database.db.delete(siteStatus)
	})
})
