import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne } from 'drizzle-orm'
import type Stripe from 'stripe'
import { stripeEvents, subscriptions } from '../db/schema.ts'
import { paidStatuses, pendingChangeOf } from '../lifecycle.ts'
import { applyPendingChange } from '../models/alerts.ts'
import { type Billing, isMissing } from './billing.ts'
import { applyStripeEvent } from './events.ts'
import { convergeAlert, demoPaidState, nextMonth } from './state.ts'
import { syncSubscription } from './subscriptions.ts'
import type { Alert } from '../models/alerts.ts'

/**
 * The worker's `billing.sweep`, every minute (docs/decisions/005-billing.md):
 * - unpaid alerts whose 30-minute reservation ran out end, and their incomplete Stripe
 *   subscription is cancelled (a subscription Stripe meanwhile reports paid makes it active instead);
 * - demo billing renews its alerts when their period ends (cancelling ones end), as Stripe would;
 * - events recorded but not applied after two minutes (a lost job) are applied;
 * - every alert is reconciled with its Stripe subscription: Stripe's state converges the alert,
 *   the user's decisions (pause, cancel, a waiting price) are pushed to Stripe. This is what makes
 *   a pause or a cancel reach Stripe even when nothing else told it.
 */

type Logger = { error: (message: string, extra?: Record<string, unknown>) => void }

export type SweepReport = { expired: number; renewed: number; replayed: number; reconciled: number }

export async function billingSweep(billing: Billing, options: { now?: Date; log?: Logger } = {}): Promise<SweepReport> {
	const now = options.now ?? new Date()
	const log = options.log ?? { error: (message, extra) => console.error(`[billing] ${message}`, extra ?? '') }
	const expired = await expireReservations(billing, now, log)
	if (!billing.stripe) return { expired, renewed: await renewDemoAlerts(billing, now), replayed: 0, reconciled: 0 }
	const replayed = await replayStaleEvents(billing, now, log)
	const reconciled = await reconcile(billing, billing.stripe, now, log)
	return { expired, renewed: 0, replayed, reconciled }
}

/** The state Stripe reports for a first invoice never paid in time. */
const unpaidState = (subscriptionId: string | null, now: Date) => ({
	subscriptionId,
	status: 'incomplete_expired',
	currentPeriodEnd: null,
	endedAt: now,
	priceId: null,
})

export async function expireReservations(billing: Billing, now: Date, log: Logger): Promise<number> {
	const due = await billing.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.status, 'pending_payment'), lte(subscriptions.reservedUntil, now)))
		.orderBy(asc(subscriptions.reservedUntil))
		.limit(100)
	let ended = 0
	for (const alert of due) {
		try {
			if (billing.stripe && alert.stripeSubscriptionId) {
				const subscription = await billing.stripe.subscriptions.retrieve(alert.stripeSubscriptionId)
				if (subscription.status !== 'incomplete' && subscription.status !== 'incomplete_expired' && subscription.status !== 'canceled') {
					// Paid at the last moment: Stripe's word wins over the clock.
					await syncSubscription(billing, subscription, now)
					continue
				}
				if (subscription.status === 'incomplete') await billing.stripe.subscriptions.cancel(subscription.id)
			}
			const transition = await convergeAlert(billing.db, billing.config, { alertId: alert.id, state: unpaidState(alert.stripeSubscriptionId, now), now })
			if (transition?.to === 'ended' && transition.from === 'pending_payment') ended += 1
		} catch (error) {
			log.error(`could not end the expired reservation of alert ${alert.id}`, { message: (error as Error).message })
		}
	}
	return ended
}

/**
 * Demo billing's renewals: at the end of a period a cancelling alert ends (Stripe: subscription
 * deleted) and any other runs another month as if its invoice were paid; a waiting change applies
 * with that payment, except while paused (Stripe voids a paused alert's invoices).
 */
export async function renewDemoAlerts(billing: Billing, now: Date): Promise<number> {
	const due = await billing.db
		.select()
		.from(subscriptions)
		.where(
			and(
				isNull(subscriptions.stripeSubscriptionId),
				inArray(subscriptions.status, [...paidStatuses]),
				lte(subscriptions.currentPeriodEnd, now),
			),
		)
		.limit(500)
	for (const alert of due) {
		const periodEnd = alert.currentPeriodEnd!
		if (alert.status === 'cancelling') {
			await convergeAlert(billing.db, billing.config, {
				alertId: alert.id,
				state: { subscriptionId: null, status: 'canceled', currentPeriodEnd: periodEnd, endedAt: periodEnd, priceId: null },
				now,
			})
			continue
		}
		let next = nextMonth(periodEnd)
		while (next <= now) next = nextMonth(next)
		await convergeAlert(billing.db, billing.config, { alertId: alert.id, state: demoPaidState(next), now })
		if (alert.status !== 'paused' && pendingChangeOf(alert)) await applyPendingChange(billing.db, alert.id, now)
	}
	return due.length
}

export async function replayStaleEvents(billing: Billing, now: Date, log: Logger): Promise<number> {
	const stale = await billing.db
		.select({ id: stripeEvents.id })
		.from(stripeEvents)
		.where(and(isNull(stripeEvents.processedAt), lt(stripeEvents.receivedAt, new Date(now.getTime() - 2 * 60_000))))
		.orderBy(asc(stripeEvents.receivedAt))
		.limit(50)
	let applied = 0
	for (const { id } of stale) {
		try {
			if ((await applyStripeEvent(billing, id, now)) === 'applied') applied += 1
		} catch (error) {
			log.error(`could not apply Stripe event ${id}`, { message: (error as Error).message })
		}
	}
	return applied
}

/**
 * Walks every Stripe subscription that is not cancelled (100 per call) and every alert that
 * still has one, and syncs each pair (syncSubscription: converge, then push). A subscription
 * missing from the list has been cancelled; syncing it ends its alert.
 */
export async function reconcile(billing: Billing, stripe: Stripe, now: Date, log: Logger): Promise<number> {
	const seen = new Set<string>()
	let synced = 0
	for await (const subscription of stripe.subscriptions.list({ limit: 100 })) {
		seen.add(subscription.id)
		try {
			await syncSubscription(billing, subscription, now)
			synced += 1
		} catch (error) {
			log.error(`could not reconcile Stripe subscription ${subscription.id}`, { message: (error as Error).message })
		}
	}
	const running: Alert[] = await billing.db
		.select()
		.from(subscriptions)
		.where(and(isNotNull(subscriptions.stripeSubscriptionId), ne(subscriptions.status, 'ended')))
	for (const alert of running) {
		if (seen.has(alert.stripeSubscriptionId!)) continue
		try {
			await syncSubscription(billing, alert.stripeSubscriptionId!, now)
			synced += 1
		} catch (error) {
			if (isMissing(error)) log.error(`alert ${alert.id} names Stripe subscription ${alert.stripeSubscriptionId}, which Stripe does not know`)
			else log.error(`could not reconcile alert ${alert.id}`, { message: (error as Error).message })
		}
	}
	return synced
}
