import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { mailOutbox, subscriptions, waitlistEntries } from '#core/db/schema.ts'
import { type SubscriptionStatus, subscriptionStatuses } from '#core/enums.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { convergeAlert, demoPaidState, nextMonth, nextStatus } from './state.ts'

let database: TestDatabase
const config = parseConfig({ NODE_ENV: 'test', APP_URL: 'https://cars.example.com', SUBSCRIBER_CAPACITY: '2' })

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(async () => {
	await database?.destroy()
})

const row = async (id: string) => (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!
const mailTo = (email: string) => database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
let counter = 0
const state = (status: string, periodEnd: Date | null = new Date('2031-07-20T00:00:00Z'), subscriptionId: string | null = `sub_${(counter += 1)}`) => ({
	subscriptionId,
	status,
	currentPeriodEnd: periodEnd,
	endedAt: null,
	priceId: 'price_1',
})

describe('nextStatus', () => {
	test.each([
		['pending_payment', 'incomplete', 'pending_payment'],
		['pending_payment', 'active', 'active'],
		['pending_payment', 'incomplete_expired', 'ended'],
		['pending_payment', 'canceled', 'ended'],
		['active', 'active', 'active'],
		['active', 'past_due', 'past_due'],
		['past_due', 'active', 'active'],
		['past_due', 'past_due', 'past_due'],
		['past_due', 'unpaid', 'ended'],
		['past_due', 'canceled', 'ended'],
		['paused', 'active', 'paused'],
		['paused', 'past_due', 'paused'],
		['cancelling', 'active', 'cancelling'],
		['cancelling', 'canceled', 'ended'],
	] as Array<[SubscriptionStatus, string, SubscriptionStatus]>)('%s + Stripe %s → %s', (from, stripe, to) => {
		expect(nextStatus(from, stripe)).toBe(to)
	})

	test('ended is final whatever Stripe says', () => {
		for (const stripe of ['active', 'past_due', 'incomplete', 'trialing']) expect(nextStatus('ended', stripe)).toBe('ended')
	})

	test('an unknown Stripe status changes nothing', () => {
		for (const status of subscriptionStatuses) expect(nextStatus(status, 'something_new')).toBe(status)
	})
})

test('nextMonth keeps the day, or takes the last day of a shorter month', () => {
	expect(nextMonth(new Date('2025-01-15T10:00:00Z')).toISOString()).toBe('2025-02-15T10:00:00.000Z')
	expect(nextMonth(new Date('2025-01-31T10:00:00Z')).toISOString()).toBe('2025-02-28T10:00:00.000Z')
	expect(nextMonth(new Date('2025-12-31T10:00:00Z')).toISOString()).toBe('2026-01-31T10:00:00.000Z')
})

describe('convergeAlert', () => {
	test('a paid first invoice activates a pending alert: the reservation ends, the period and the subscription are kept; again changes nothing', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment')
		const first = await convergeAlert(database.db, config, { alertId: alert.id, state: state('active', undefined, 'sub_first') })
		expect(first).toMatchObject({ from: 'pending_payment', to: 'active' })
		expect(await row(alert.id)).toMatchObject({
			status: 'active',
			reservedUntil: null,
			stripeSubscriptionId: 'sub_first',
			stripePriceId: 'price_1',
			currentPeriodEnd: new Date('2031-07-20T00:00:00Z'),
		})
		const updatedAt = (await row(alert.id)).updatedAt
		const again = await convergeAlert(database.db, config, { alertId: alert.id, state: state('active', undefined, 'sub_first') })
		expect(again).toMatchObject({ from: 'active', to: 'active' })
		expect((await row(alert.id)).updatedAt).toEqual(updatedAt)
	})

	test('an incomplete subscription leaves the alert pending, without a period', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment')
		await convergeAlert(database.db, config, { alertId: alert.id, state: state('incomplete', undefined, 'sub_incomplete') })
		expect(await row(alert.id)).toMatchObject({ status: 'pending_payment', currentPeriodEnd: null, stripeSubscriptionId: 'sub_incomplete' })
		expect((await row(alert.id)).reservedUntil).not.toBeNull()
	})

	test('past_due sends one e-mail in the user’s language with the link to fix the card; it keeps the setup; recovery makes it active', async () => {
		const user = await seedUser(database.db, { language: 'de', firstName: 'Jana' })
		const alert = await seedAlert(database.db, user.id, 'active', {
			stripeSubscriptionId: 'sub_past_due',
			pendingChange: { criteria: { websitesSelected: ['mobile.de', 'olx.ro'] }, price: 1498 },
		})
		await convergeAlert(database.db, config, { alertId: alert.id, state: state('past_due', null, 'sub_past_due') })
		await convergeAlert(database.db, config, { alertId: alert.id, state: state('past_due', null, 'sub_past_due') })
		const mails = await mailTo(user.email)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toBe('CarWatch: Ihre Zahlung ist nicht durchgegangen')
		expect(mails[0]!.text).toContain('Hallo Jana,')
		expect(mails[0]!.text).toContain('„Volkswagen Golf“')
		expect(mails[0]!.text).toContain('9,99\u00a0$')
		expect(mails[0]!.text).toContain('https://cars.example.com/profile?tab=billing')
		expect(await row(alert.id)).toMatchObject({ status: 'past_due', price: 999, websitesSelected: ['mobile.de'] })
		expect((await row(alert.id)).pendingChange).not.toBeNull()

		await convergeAlert(database.db, config, { alertId: alert.id, state: state('active', null, 'sub_past_due') })
		expect((await row(alert.id)).status).toBe('active')
		expect(await mailTo(user.email)).toHaveLength(1)
	})

	test('ending frees the slot and invites the waitlist at once; ended is final, and a later paid state says so', async () => {
		await database.db.delete(subscriptions)
		const first = await seedUser(database.db)
		const second = await seedUser(database.db)
		const ending = await seedAlert(database.db, first.id, 'cancelling', {
			stripeSubscriptionId: 'sub_ending',
			currentPeriodEnd: new Date('2031-07-20T00:00:00Z'),
			pendingChange: { criteria: {}, price: 1 },
		})
		await seedAlert(database.db, second.id, 'active')
		await database.db.insert(waitlistEntries).values({ firstName: 'Wai', lastName: 'Ting', email: 'waiting@example.com', confirmedAt: new Date() })

		const endedAt = new Date('2031-07-20T00:00:00Z')
		const transition = await convergeAlert(database.db, config, {
			alertId: ending.id,
			state: { subscriptionId: 'sub_ending', status: 'canceled', currentPeriodEnd: null, endedAt, priceId: null },
		})
		expect(transition).toMatchObject({ from: 'cancelling', to: 'ended', paidWhileEnded: false })
		expect(await row(ending.id)).toMatchObject({ status: 'ended', endedAt, pendingChange: null })
		const [entry] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'waiting@example.com'))
		expect(entry?.invitedAt).not.toBeNull()
		expect(await mailTo('waiting@example.com')).toHaveLength(1)

		const late = await convergeAlert(database.db, config, { alertId: ending.id, state: state('active', null, 'sub_ending') })
		expect(late).toMatchObject({ from: 'ended', to: 'ended', paidWhileEnded: false })
		expect((await row(ending.id)).status).toBe('ended')

		// An alert that ended unpaid (its reservation ran out) and is then reported paid: flagged.
		const unpaid = await seedAlert(database.db, second.id, 'pending_payment', { stripeSubscriptionId: 'sub_unpaid' })
		await convergeAlert(database.db, config, { alertId: unpaid.id, state: { ...state('incomplete_expired', null, 'sub_unpaid'), endedAt } })
		const paidLate = await convergeAlert(database.db, config, { alertId: unpaid.id, state: state('active', undefined, 'sub_unpaid') })
		expect(paidLate).toMatchObject({ from: 'ended', to: 'ended', paidWhileEnded: true })
	})

	test('a state of another subscription than the alert’s own is ignored', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'active', { stripeSubscriptionId: 'sub_mine' })
		expect(await convergeAlert(database.db, config, { alertId: alert.id, state: state('canceled', null, 'sub_other') })).toBeNull()
		expect((await row(alert.id)).status).toBe('active')
	})

	test('demo billing’s paid state runs the same transition, without Stripe ids', async () => {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment')
		const end = new Date('2031-01-01T00:00:00Z')
		await convergeAlert(database.db, config, { alertId: alert.id, state: demoPaidState(end) })
		expect(await row(alert.id)).toMatchObject({ status: 'active', currentPeriodEnd: end, stripeSubscriptionId: null, reservedUntil: null })
	})
})
