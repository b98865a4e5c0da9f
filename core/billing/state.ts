import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { subscriptions } from '../db/schema.ts'
import { type SubscriptionStatus } from '../enums.ts'
import { pendingChangeOf } from '../lifecycle.ts'
import { deliverQueuedMail } from '../mail/outbox.ts'
import { chargeCurrency } from '../money.ts'
import { inviteFromWaitlist } from '../models/waitlist.ts'
import { queuePaymentFailedMail, queueReceiptMail } from './mail.ts'
import { idOf } from './stripe-client.ts'
import type { Alert } from '../models/alerts.ts'

/**
 * The billing state machine (docs/decisions/005-billing.md). Stripe is the truth about money:
 * whether the first invoice is paid, whether a renewal failed, when the period ends, whether the
 * subscription is over. The alert converges to that truth whatever order the news arrives in:
 * every caller passes Stripe's current state (re-read from Stripe, never taken from an event's
 * old snapshot or from the browser), and `nextStatus` only depends on the alert's status and that
 * state. What the user decides (pause, cancel at period end, a new price) is ours, and
 * subscriptions.ts pushes it to Stripe. Demo billing calls the same functions with the state
 * Stripe would report after a successful payment.
 */


/** What Stripe says about one alert's subscription (demo billing: what it would say). */
export type BillingState = {
	/** Null in demo billing. */
	subscriptionId: string | null
	/** Stripe's subscription status: incomplete, active, past_due, canceled, unpaid, ... */
	status: string
	currentPeriodEnd: Date | null
	endedAt: Date | null
	/** The Stripe Price the subscription charges from its next invoice on. */
	priceId: string | null
}

const stripeEnded = new Set(['canceled', 'incomplete_expired', 'unpaid'])
const stripePaid = new Set(['active', 'trialing'])

/**
 * The alert status that follows from its current one and Stripe's subscription status:
 * - canceled, incomplete_expired, or unpaid (Stripe's retries are over) → ended;
 * - active → a pending or past-due alert becomes active; paused and cancelling stay (those are
 *   the user's choices, which Stripe follows);
 * - past_due → an active alert becomes past_due (it keeps running while Stripe retries);
 * - anything else (incomplete: the first payment is not made) changes nothing.
 * `ended` is final: an alert never comes back.
 */
export function nextStatus(current: SubscriptionStatus, stripeStatus: string): SubscriptionStatus {
	if (current === 'ended') return 'ended'
	if (stripeEnded.has(stripeStatus)) return 'ended'
	if (stripePaid.has(stripeStatus)) return current === 'pending_payment' || current === 'past_due' ? 'active' : current
	if (stripeStatus === 'past_due') return current === 'active' ? 'past_due' : current
	return current
}

export function stateOfSubscription(subscription: Stripe.Subscription): BillingState {
	const item = subscription.items.data[0]
	return {
		subscriptionId: subscription.id,
		status: subscription.status,
		currentPeriodEnd: item ? new Date(item.current_period_end * 1000) : null,
		endedAt: subscription.ended_at ? new Date(subscription.ended_at * 1000) : null,
		priceId: idOf(item?.price) ?? null,
	}
}

/** One calendar month later (Stripe's monthly interval), keeping the day where the month has it. */
export function nextMonth(date: Date): Date {
	const next = new Date(date)
	next.setUTCMonth(next.getUTCMonth() + 1)
	// 31 January + 1 month is 3 March in Date arithmetic; Stripe bills on the last day instead.
	if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0)
	return next
}

/** Demo billing: the state Stripe reports once an invoice for the period ending at `periodEnd` is paid. */
export function demoPaidState(periodEnd: Date): BillingState {
	return { subscriptionId: null, status: 'active', currentPeriodEnd: periodEnd, endedAt: null, priceId: null }
}

export type Transition = {
	alert: Alert
	from: SubscriptionStatus
	to: SubscriptionStatus
	/** Stripe reports paid a subscription whose alert ended here before it was ever paid for. */
	paidWhileEnded: boolean
}

/**
 * Brings one alert in line with `state`, under the alert's row lock (edits and cancels take the
 * same lock). Side effects happen on transitions only, so a replayed or late event repeats none:
 * turning past_due queues the payment-failed e-mail in the same transaction; a period that demo
 * billing says is paid queues its receipt (Stripe's come with its invoices, events.ts); ending
 * frees the capacity slot, so the waitlist is invited at once. A state for another subscription than the
 * alert's own is ignored. Returns null when the alert does not exist.
 */
export async function convergeAlert(
	db: Database,
	config: Config,
	input: { alertId: string; state: BillingState; now?: Date },
): Promise<Transition | null> {
	const now = input.now ?? new Date()
	const { state } = input
	let receipt: string | null = null
	const transition = await db.transaction(async (tx): Promise<Transition | null> => {
		const [alert] = await tx.select().from(subscriptions).where(eq(subscriptions.id, input.alertId)).for('update')
		if (!alert) return null
		if (state.subscriptionId && alert.stripeSubscriptionId && alert.stripeSubscriptionId !== state.subscriptionId) return null
		const from = alert.status
		const to = nextStatus(from, state.status)
		const set: Partial<typeof subscriptions.$inferInsert> = {}
		if (state.subscriptionId && !alert.stripeSubscriptionId) set.stripeSubscriptionId = state.subscriptionId
		// The period only means something once it is paid for; an ended alert keeps its last one.
		if (to !== 'pending_payment' && to !== 'ended' && state.currentPeriodEnd && state.currentPeriodEnd.getTime() !== alert.currentPeriodEnd?.getTime()) {
			set.currentPeriodEnd = state.currentPeriodEnd
		}
		if (state.priceId && to !== 'ended' && state.priceId !== alert.stripePriceId) set.stripePriceId = state.priceId
		if (to !== from) {
			set.status = to
			if (from === 'pending_payment') set.reservedUntil = null
			if (to === 'ended') Object.assign(set, { endedAt: state.endedAt ?? now, reservedUntil: null, pendingChange: null })
		}
		const paidWhileEnded = from === 'ended' && alert.currentPeriodEnd === null && stripePaid.has(state.status)
		if (Object.keys(set).length === 0) return { alert, from, to, paidWhileEnded }
		const [updated] = await tx
			.update(subscriptions)
			.set({ ...set, updatedAt: now })
			.where(eq(subscriptions.id, alert.id))
			.returning()
		if (to === 'past_due' && from !== 'past_due') await queuePaymentFailedMail(db, tx, config, updated!)
		// Demo billing's payment: the first period, or the next once one has ended (a second "pay" of a paid
		// alert is no payment; a paused alert's renewal is not charged, as Stripe voids it).
		const demoPayment = from === 'pending_payment' || (from !== 'paused' && alert.currentPeriodEnd !== null && alert.currentPeriodEnd <= now)
		if (!state.subscriptionId && stripePaid.has(state.status) && set.currentPeriodEnd && demoPayment && to !== 'ended') {
			receipt = await queueReceiptMail(db, tx, config, updated!, {
				key: `demo:${alert.id}:${set.currentPeriodEnd.toISOString()}`,
				// A renewal charges the change that waited for it (its price is pushed to Stripe the same way).
				amount: from === 'pending_payment' ? alert.price : (pendingChangeOf(alert)?.price ?? alert.price),
				currency: chargeCurrency,
				periodStart: alert.currentPeriodEnd ?? now,
				periodEnd: set.currentPeriodEnd,
				card: null,
				demo: true,
			})
		}
		return { alert: updated!, from, to, paidWhileEnded }
	})
	if (receipt) await deliverQueuedMail(db, config, receipt)
	if (transition && transition.to === 'ended' && transition.from !== 'ended') {
		await inviteFromWaitlist(db, config, now)
	}
	return transition
}
