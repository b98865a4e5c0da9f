import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { stripeEvents, subscriptions, waitlistEntries } from '#core/db/schema.ts'
import { cancelAlert, updateAlert, criteriaOf } from '#core/models/alerts.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type FakeStripe, startFakeStripe } from '#tests/support/stripe.ts'
import { billingOf } from './billing.ts'
import { applyStripeEvent, recordStripeEvent } from './events.ts'
import { checkoutPayment, syncSubscription } from './subscriptions.ts'
import { billingSweep } from './sweep.ts'

let database: TestDatabase
let fake: FakeStripe

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeStripe()
})
afterAll(async () => {
	expect(fake.unexpected).toEqual([])
	await fake?.close()
	await database?.destroy()
})

const demo = () => billingOf(database.db, parseConfig({ NODE_ENV: 'test', APP_URL: 'https://cars.example.com' }))
const withStripe = () => billingOf(database.db, parseConfig({ NODE_ENV: 'test', APP_URL: 'https://cars.example.com', ...fake.env }))
const row = async (id: string) => (await database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!
const silent = { error: () => {} }

describe('demo billing', () => {
	test('an unpaid alert ends when its reservation runs out; one still reserved stays', async () => {
		const user = await seedUser(database.db)
		const expired = await seedAlert(database.db, user.id, 'pending_payment', { reservedUntil: new Date(Date.now() - 1_000) })
		const reserved = await seedAlert(database.db, user.id, 'pending_payment')
		const report = await billingSweep(demo(), { log: silent })
		expect(report.expired).toBeGreaterThanOrEqual(1)
		expect(await row(expired.id)).toMatchObject({ status: 'ended', reservedUntil: null })
		expect((await row(reserved.id)).status).toBe('pending_payment')
	})

	test('renewals: a month more as if paid, with the waiting change; paused keeps its change; cancelling ends and frees the slot', async () => {
		const user = await seedUser(database.db)
		const periodEnd = new Date(Date.now() - 60_000)
		const active = await seedAlert(database.db, user.id, 'active', { currentPeriodEnd: periodEnd })
		await updateAlert(database.db, {
			userId: user.id,
			id: active.id,
			criteria: { ...criteriaOf(active), websitesSelected: ['mobile.de', 'olx.ro'] },
			status: 'active',
		})
		const paused = await seedAlert(database.db, user.id, 'paused', {
			currentPeriodEnd: periodEnd,
			pendingChange: { criteria: { ...criteriaOf(active), updateFrequency: '1min' }, price: 2498 },
		})
		const other = await seedUser(database.db)
		const cancelling = await seedAlert(database.db, other.id, 'cancelling', { currentPeriodEnd: periodEnd })
		await database.db.insert(waitlistEntries).values({ firstName: 'Next', lastName: 'Inline', email: 'next-in-line@example.com', confirmedAt: new Date() })

		await billingSweep(demo(), { log: silent })
		const renewed = await row(active.id)
		expect(renewed).toMatchObject({ status: 'active', price: 1498, websitesSelected: ['mobile.de', 'olx.ro'], pendingChange: null })
		expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now())
		const stillPaused = await row(paused.id)
		expect(stillPaused).toMatchObject({ status: 'paused', price: 999 })
		expect(stillPaused.pendingChange).not.toBeNull()
		expect(stillPaused.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now())
		expect(await row(cancelling.id)).toMatchObject({ status: 'ended', endedAt: periodEnd })
		const [entry] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'next-in-line@example.com'))
		expect(entry?.invitedAt).not.toBeNull()
	})
})

describe('with Stripe', () => {
	/** A user whose alert was paid through the Payment Element with a Visa, as Stripe reports it. */
	async function paidAlert() {
		const billing = withStripe()
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment')
		const payment = await checkoutPayment(billing, user.id, alert.id)
		if (!payment.ok) throw new Error(payment.error)
		expect(fake.confirmPayment(payment.clientSecret, 'visa').status).toBe('succeeded')
		await syncSubscription(billing, payment.subscriptionId)
		expect((await row(alert.id)).status).toBe('active')
		return { user, alert: await row(alert.id), subscriptionId: payment.subscriptionId }
	}

	test('reconciling pushes a cancel, a pause and a waiting price to Stripe, once', async () => {
		const cancelled = await paidAlert()
		const paused = await paidAlert()
		const repriced = await paidAlert()
		await cancelAlert(database.db, { userId: cancelled.user.id, id: cancelled.alert.id })
		await updateAlert(database.db, { userId: paused.user.id, id: paused.alert.id, criteria: criteriaOf(paused.alert), status: 'paused' })
		await updateAlert(database.db, {
			userId: repriced.user.id,
			id: repriced.alert.id,
			criteria: { ...criteriaOf(repriced.alert), updateFrequency: '5min' },
			status: 'active',
		})
		expect((await row(cancelled.alert.id)).status).toBe('cancelling')

		await billingSweep(withStripe(), { log: silent })
		expect(fake.subscriptions.get(cancelled.subscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: true })
		expect(fake.subscriptions.get(paused.subscriptionId)?.pause_collection).toEqual({ behavior: 'void', resumes_at: null })
		const item = fake.subscriptions.get(repriced.subscriptionId)!.items.data[0]!
		expect(item.price.unit_amount).toBe(1998)
		expect(item.price.lookup_key).toBe('carwatch_alert_usd_1998_monthly')
		// Until that invoice is paid the alert runs and is shown with its old price.
		expect(await row(repriced.alert.id)).toMatchObject({ status: 'active', price: 999 })

		const updates = fake.calls.filter((call) => call.method === 'POST' && /^\/v1\/subscriptions\/.+/.test(call.path)).length
		await billingSweep(withStripe(), { log: silent })
		expect(fake.calls.filter((call) => call.method === 'POST' && /^\/v1\/subscriptions\/.+/.test(call.path)).length).toBe(updates)

		// Resuming removes the pause in Stripe too.
		await updateAlert(database.db, { userId: paused.user.id, id: paused.alert.id, criteria: criteriaOf(paused.alert), status: 'active' })
		await billingSweep(withStripe(), { log: silent })
		expect(fake.subscriptions.get(paused.subscriptionId)?.pause_collection).toBeNull()
	})

	test('a paused alert cancelled here (ended at once) is cancelled in Stripe at once', async () => {
		const { user, alert, subscriptionId } = await paidAlert()
		await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: criteriaOf(alert), status: 'paused' })
		await cancelAlert(database.db, { userId: user.id, id: alert.id })
		expect((await row(alert.id)).status).toBe('ended')
		await billingSweep(withStripe(), { log: silent })
		expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled')
	})

	test('an expired reservation cancels its incomplete subscription; a subscription paid meanwhile wins over the clock', async () => {
		const billing = withStripe()
		const user = await seedUser(database.db)
		const unpaid = await seedAlert(database.db, user.id, 'pending_payment')
		const paidLate = await seedAlert(database.db, user.id, 'pending_payment')
		const first = await checkoutPayment(billing, user.id, unpaid.id)
		const second = await checkoutPayment(billing, user.id, paidLate.id)
		if (!first.ok || !second.ok) throw new Error('no checkout')
		fake.confirmPayment(second.clientSecret, 'visa')
		const past = new Date(Date.now() - 1_000)
		await database.db.update(subscriptions).set({ reservedUntil: past }).where(eq(subscriptions.userId, user.id))

		await billingSweep(billing, { log: silent })
		expect((await row(unpaid.id)).status).toBe('ended')
		expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('canceled')
		expect((await row(paidLate.id)).status).toBe('active')
		// The voided invoice can no longer be paid.
		expect(fake.confirmPayment(first.clientSecret, 'visa').error?.code).toBe('payment_intent_unexpected_state')
	})

	test('a subscription that ended in Stripe without us hearing of it ends its alert', async () => {
		const { alert, subscriptionId } = await paidAlert()
		const subscription = fake.subscriptions.get(subscriptionId)!
		subscription.status = 'canceled'
		subscription.ended_at = Math.floor(Date.now() / 1000)
		await billingSweep(withStripe(), { log: silent })
		expect((await row(alert.id)).status).toBe('ended')
	})

	test('events whose job was lost are applied by the sweep; one Stripe no longer has is set aside', async () => {
		const billing = withStripe()
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment')
		const payment = await checkoutPayment(billing, user.id, alert.id)
		if (!payment.ok) throw new Error(payment.error)
		fake.confirmPayment(payment.clientSecret, 'visa')
		const paid = fake.pending().find((event) => event.type === 'invoice.paid')!
		const longAgo = new Date(Date.now() - 5 * 60_000)
		expect(await recordStripeEvent(billing, paid, longAgo)).toBe('new')
		expect(await recordStripeEvent(billing, paid, longAgo)).toBe('pending')
		expect(await recordStripeEvent(billing, { id: 'evt_gone_long_ago', type: 'invoice.paid' }, longAgo)).toBe('new')
		expect(await applyStripeEvent(billing, 'evt_never_recorded')).toBe('unknown')

		const report = await billingSweep(billing, { log: silent })
		expect(report.replayed).toBe(1)
		expect((await row(alert.id)).status).toBe('active')
		const rows = await database.db.select().from(stripeEvents)
		expect(rows.filter((event) => [paid.id, 'evt_gone_long_ago'].includes(event.id) && event.processedAt === null)).toEqual([])
		expect(await recordStripeEvent(billing, paid)).toBe('done')
		expect(await applyStripeEvent(billing, paid.id)).toBe('alreadyApplied')
	})

	test('checkout reuses the waiting subscription, and replaces it when the alert’s price changed', async () => {
		const billing = withStripe()
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id, 'pending_payment')
		const first = await checkoutPayment(billing, user.id, alert.id)
		const again = await checkoutPayment(billing, user.id, alert.id)
		expect(again).toEqual(first)
		await updateAlert(database.db, {
			userId: user.id,
			id: alert.id,
			criteria: { ...criteriaOf(alert), updateFrequency: '30min' },
			status: 'active',
		})
		const repriced = await checkoutPayment(billing, user.id, alert.id)
		if (!first.ok || !repriced.ok) throw new Error('no checkout')
		expect(repriced.amount).toBe(1298)
		expect(repriced.subscriptionId).not.toBe(first.subscriptionId)
		expect(fake.subscriptions.get(first.subscriptionId)?.status).toBe('canceled')
		expect(fake.subscriptions.get(repriced.subscriptionId)?.items.data[0]?.price.unit_amount).toBe(1298)
		expect((await row(alert.id)).stripeSubscriptionId).toBe(repriced.subscriptionId)
		expect(await checkoutPayment(billing, user.id, '00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, error: 'notFound' })
		const stranger = await seedUser(database.db)
		expect(await checkoutPayment(billing, stranger.id, alert.id)).toEqual({ ok: false, error: 'notFound' })
	})
})
