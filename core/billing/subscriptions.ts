import { and, eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { subscriptions } from '../db/schema.ts'
import { pendingChangeOf } from '../lifecycle.ts'
import { applyPendingChange, isAlertId } from '../models/alerts.ts'
import { type Billing } from './billing.ts'
import { addDemoCard, defaultCard, refreshCards } from './cards.ts'
import { ensureCustomer, userOfCustomer } from './customers.ts'
import { priceIdFor } from './prices.ts'
import { convergeAlert, demoPaidState, nextMonth, stateOfSubscription, type Transition } from './state.ts'
import { idOf } from './stripe-client.ts'
import type { Alert } from '../models/alerts.ts'

/**
 * One Stripe subscription per alert (docs/decisions/005-billing.md): created when the alert is
 * paid for the first time, either off-session with the user's default card or `default_incomplete`
 * for the Payment Element to confirm. Afterwards the user's decisions are pushed to it
 * (pushIntent) and Stripe's answers converge the alert (state.ts).
 */


const terminal = new Set(['canceled', 'incomplete_expired'])
const paid = new Set(['active', 'trialing', 'past_due', 'unpaid'])

function subscriptionParams(alert: Alert, customer: string, price: string) {
	return {
		customer,
		items: [{ price }],
		payment_settings: {
			payment_method_types: ['card' as const],
			// The card the first invoice is paid with stays on file for the renewals.
			save_default_payment_method: 'on_subscription' as const,
		},
		metadata: { alertId: alert.id, userId: alert.userId },
		expand: ['latest_invoice.confirmation_secret'],
	}
}

/**
 * Runs `run` with the alert locked (edits, cancels and billing events wait for it), then stores
 * the Stripe subscription it settled on. Null when the alert is not this user's.
 */
async function withLockedAlert<R>(
	billing: Billing,
	userId: string,
	alertId: string,
	run: (alert: Alert) => Promise<{ result: R; subscriptionId?: string }>,
): Promise<R | null> {
	return billing.db.transaction(async (tx) => {
		const [alert] = await tx
			.select()
			.from(subscriptions)
			.where(and(eq(subscriptions.id, alertId), eq(subscriptions.userId, userId)))
			.for('update')
		if (!alert) return null
		const { result, subscriptionId } = await run(alert)
		if (subscriptionId && subscriptionId !== alert.stripeSubscriptionId) {
			await tx
				.update(subscriptions)
				.set({ stripeSubscriptionId: subscriptionId, updatedAt: new Date() })
				.where(eq(subscriptions.id, alert.id))
		}
		return result
	})
}

export type CheckoutError = 'notFound' | 'notPending' | 'expired' | 'processing'
export type CheckoutResult =
	| { ok: true; subscriptionId: string; clientSecret: string; amount: number }
	| { ok: false; error: CheckoutError }

/** Why an alert cannot be paid for now, or null. */
export function checkoutRefusal(alert: Pick<Alert, 'status' | 'reservedUntil'>, now = new Date()): CheckoutError | null {
	if (alert.status !== 'pending_payment') return 'notPending'
	if (!alert.reservedUntil || alert.reservedUntil <= now) return 'expired'
	return null
}

function clientSecretOf(subscription: Stripe.Subscription): string | null {
	const invoice = subscription.latest_invoice
	if (!invoice || typeof invoice === 'string') return null
	return invoice.confirmation_secret?.client_secret ?? null
}

/**
 * The first payment of a pending alert through the Payment Element: the alert's Stripe
 * subscription (created `default_incomplete` at the alert's price, or the one already waiting)
 * and the client secret of its first invoice's PaymentIntent. A waiting subscription at another
 * price (the alert was edited since) is cancelled and replaced, so the card is always charged
 * what core/pricing says now. The alert stays pending_payment: only Stripe's word that the
 * invoice is paid (stripe.apply-event) makes it active.
 */
export async function checkoutPayment(billing: Billing, userId: string, alertId: string, now = new Date()): Promise<CheckoutResult> {
	const stripe = billing.stripe
	if (!stripe) throw new Error('checkoutPayment needs Stripe')
	// A malformed id finds nothing, before any Stripe customer is created for it.
	if (!isAlertId(alertId)) return { ok: false, error: 'notFound' }
	const customer = await ensureCustomer(billing.db, stripe, userId)
	const result = await withLockedAlert(billing, userId, alertId, async (alert): Promise<{ result: CheckoutResult; subscriptionId?: string }> => {
		const refusal = checkoutRefusal(alert, now)
		if (refusal) return { result: { ok: false, error: refusal } }
		if (alert.stripeSubscriptionId) {
			const current = await stripe.subscriptions.retrieve(alert.stripeSubscriptionId, { expand: ['latest_invoice.confirmation_secret'] })
			if (paid.has(current.status)) return { result: { ok: false, error: 'processing' } }
			const secret = clientSecretOf(current)
			if (current.status === 'incomplete' && current.items.data[0]?.price.unit_amount === alert.price && secret) {
				return { result: { ok: true, subscriptionId: current.id, clientSecret: secret, amount: alert.price } }
			}
			if (!terminal.has(current.status)) await stripe.subscriptions.cancel(current.id)
		}
		const price = await priceIdFor(stripe, alert.price)
		const created = await stripe.subscriptions.create(
			{ ...subscriptionParams(alert, customer, price), payment_behavior: 'default_incomplete' },
			{ idempotencyKey: `checkout-${alert.id}-${alert.price}-${alert.stripeSubscriptionId ?? 'first'}` },
		)
		const secret = clientSecretOf(created)
		if (!secret) throw new Error(`Stripe subscription ${created.id} has no payment to confirm`)
		return {
			result: { ok: true, subscriptionId: created.id, clientSecret: secret, amount: alert.price },
			subscriptionId: created.id,
		}
	})
	return result ?? { ok: false, error: 'notFound' }
}

export type StartResult = { next: 'dashboard' | 'checkout' }

/**
 * The charge a page named to the buyer before they submitted (the wizard's review): the saved card
 * it showed, if any, and the amount in cents (docs/decisions/053-pausing-and-price-changes.md).
 */
export type ShownCharge = { cardId: string | null; amount: number | null }

/**
 * What follows the creation of a pending alert (wizard submit, /api/set-alerts-intent): with a
 * default card, the first month is charged to it off-session at once and the user goes to the
 * dashboard (the alert turns active when Stripe's webhook says the invoice is paid); a card that
 * is declined or needs 3-D Secure leaves the subscription incomplete, and the checkout completes
 * it. Without a default card: the checkout. Demo billing "charges" a demo card the same way.
 * With `shown`, the card is charged only if it is the card and the alert's price the amount the
 * buyer saw; any other charge waits at the checkout, which shows what it costs.
 */
export async function startAlertBilling(
	billing: Billing,
	userId: string,
	alertId: string,
	now = new Date(),
	options: { shown?: ShownCharge } = {},
): Promise<StartResult> {
	const card = await defaultCard(billing, userId)
	if (!card) return { next: 'checkout' }
	if (options.shown && !(await chargeWasShown(billing, userId, alertId, card.id, options.shown))) return { next: 'checkout' }
	const stripe = billing.stripe
	if (!stripe) {
		const result = await completeDemoPayment(billing, userId, alertId, now)
		return { next: result.ok ? 'dashboard' : 'checkout' }
	}
	const customer = await ensureCustomer(billing.db, stripe, userId)
	const status = await withLockedAlert(billing, userId, alertId, async (alert): Promise<{ result: string | null; subscriptionId?: string }> => {
		if (checkoutRefusal(alert, now) || alert.stripeSubscriptionId) return { result: null }
		const price = await priceIdFor(stripe, alert.price)
		const created = await stripe.subscriptions.create(
			{
				...subscriptionParams(alert, customer, price),
				default_payment_method: card.id,
				off_session: true,
				payment_behavior: 'allow_incomplete',
			},
			{ idempotencyKey: `charge-${alert.id}-${alert.price}-${card.id}` },
		)
		return { result: created.status, subscriptionId: created.id }
	})
	return { next: status === 'active' || status === 'trialing' ? 'dashboard' : 'checkout' }
}

/** Whether the buyer saw this card and this alert's price before they submitted. */
async function chargeWasShown(billing: Billing, userId: string, alertId: string, cardId: string, shown: ShownCharge): Promise<boolean> {
	if (shown.cardId !== cardId || shown.amount === null || !isAlertId(alertId)) return false
	const [alert] = await billing.db
		.select({ price: subscriptions.price })
		.from(subscriptions)
		.where(and(eq(subscriptions.id, alertId), eq(subscriptions.userId, userId)))
	return alert?.price === shown.amount
}

export type DemoPaymentResult = { ok: true; transition: Transition } | { ok: false; error: CheckoutError | 'notDemo' }

/**
 * Demo billing's first payment: no card data, no Stripe; the alert goes through exactly the
 * transition the webhook's "invoice paid" causes, for a month from now. Like Stripe, paying
 * leaves a (demo) card on file as the default when the user has none.
 */
export async function completeDemoPayment(billing: Billing, userId: string, alertId: string, now = new Date()): Promise<DemoPaymentResult> {
	if (billing.stripe) return { ok: false, error: 'notDemo' }
	if (!isAlertId(alertId)) return { ok: false, error: 'notFound' }
	const [alert] = await billing.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, alertId), eq(subscriptions.userId, userId)))
	if (!alert) return { ok: false, error: 'notFound' }
	const refusal = checkoutRefusal(alert, now)
	if (refusal) return { ok: false, error: refusal }
	const transition = await convergeAlert(billing.db, billing.config, { alertId, state: demoPaidState(nextMonth(now)), now })
	if (!transition || transition.to !== 'active') return { ok: false, error: 'notPending' }
	if (!(await defaultCard(billing, userId))) await addDemoCard(billing, userId, now)
	return { ok: true, transition }
}

/**
 * Pushes what the user decided to the alert's Stripe subscription: cancel at period end while
 * `cancelling`, collection paused while `paused`, the price of a waiting change (it is charged
 * from the next invoice on, without proration; the change itself applies when that invoice is
 * paid), and cancellation now for an alert that has ended here. Nothing is sent when Stripe
 * already agrees. An incomplete subscription accepts no changes; only its cancellation.
 */
export async function pushIntent(billing: Billing, alert: Alert, subscription: Stripe.Subscription): Promise<Stripe.Subscription> {
	const stripe = billing.stripe
	if (!stripe || terminal.has(subscription.status)) return subscription
	if (alert.status === 'ended' || (alert.stripeSubscriptionId && alert.stripeSubscriptionId !== subscription.id)) {
		// An alert that ended before it was ever paid for (its reservation ran out) but whose
		// payment went through after all: nobody got anything for that money.
		if (paid.has(subscription.status) && alert.status === 'ended' && alert.currentPeriodEnd === null) {
			console.error(`[billing] subscription ${subscription.id} was paid for alert ${alert.id} after it had ended unpaid: cancelled; refund the payment by hand`)
		}
		return stripe.subscriptions.cancel(subscription.id)
	}
	if (subscription.status === 'incomplete' || alert.status === 'pending_payment') return subscription
	const wantCancel = alert.status === 'cancelling'
	const wantPause = alert.status === 'paused'
	const cents = pendingChangeOf(alert)?.price ?? alert.price
	const item = subscription.items.data[0]
	const params: Stripe.SubscriptionUpdateParams = {}
	if (subscription.cancel_at_period_end !== wantCancel) params.cancel_at_period_end = wantCancel
	if ((subscription.pause_collection !== null) !== wantPause) params.pause_collection = wantPause ? { behavior: 'void' } : ''
	if (item && item.price.unit_amount !== cents) {
		params.items = [{ id: item.id, price: await priceIdFor(stripe, cents) }]
		params.proration_behavior = 'none'
	}
	if (Object.keys(params).length === 0) return subscription
	return stripe.subscriptions.update(subscription.id, params)
}

/** The alert a Stripe subscription belongs to: by the id we stored, else by its metadata (same user). */
async function alertOf(billing: Billing, subscription: Stripe.Subscription): Promise<Alert | null> {
	const [stored] = await billing.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscription.id))
	if (stored) return stored
	const alertId = subscription.metadata?.alertId
	const customerId = idOf(subscription.customer)
	if (!alertId || !customerId || !/^[0-9a-f-]{36}$/i.test(alertId)) return null
	const userId = await userOfCustomer(billing.db, customerId)
	if (!userId) return null
	const [alert] = await billing.db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, alertId), eq(subscriptions.userId, userId)))
	return alert ?? null
}

/**
 * Converges an alert to its Stripe subscription as Stripe has it now, then pushes the user's
 * decisions back. After the first payment the card it was made with becomes the customer's
 * default when they have none, so the next alert needs no form. A subscription that is not its
 * alert's own (a checkout abandoned and replaced) is cancelled.
 */
export async function syncSubscription(
	billing: Billing,
	source: string | Stripe.Subscription,
	now = new Date(),
): Promise<Transition | null> {
	const stripe = billing.stripe
	if (!stripe) return null
	const subscription = typeof source === 'string' ? await stripe.subscriptions.retrieve(source) : source
	const alert = await alertOf(billing, subscription)
	if (!alert) return null
	if (alert.stripeSubscriptionId && alert.stripeSubscriptionId !== subscription.id) {
		await pushIntent(billing, alert, subscription)
		return null
	}
	const transition = await convergeAlert(billing.db, billing.config, { alertId: alert.id, state: stateOfSubscription(subscription), now })
	if (!transition) return null
	if (transition.from === 'pending_payment' && transition.to === 'active') {
		const used = idOf(subscription.default_payment_method)
		const customerId = idOf(subscription.customer)
		if (used && customerId) {
			const customer = await stripe.customers.retrieve(customerId)
			if (!customer.deleted && !customer.invoice_settings.default_payment_method) {
				await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: used } })
			}
		}
		await refreshCards(billing, alert.userId)
	}
	await pushIntent(billing, transition.alert, subscription)
	return transition
}

/**
 * A paid renewal invoice: the change waiting for the next period applies now (docs/product/decisions.md),
 * if the invoice charged its price (an invoice made before the change charged the old one, and
 * the change waits for the next). A failed renewal never gets here, so the old setup stays.
 */
export async function applyPaidRenewal(billing: Billing, invoice: Stripe.Invoice, now = new Date()): Promise<boolean> {
	if (invoice.status !== 'paid' || invoice.billing_reason !== 'subscription_cycle') return false
	const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription)
	if (!subscriptionId) return false
	const [alert] = await billing.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
	const change = alert ? pendingChangeOf(alert) : null
	if (!alert || !change || change.price !== invoice.subtotal) return false
	await applyPendingChange(billing.db, alert.id, now)
	return true
}

/**
 * Pushes one alert's state to Stripe now (after an edit, a pause or a cancel), instead of
 * waiting for the sweep's reconciliation. Demo billing has nothing to push.
 */
export async function syncAlert(billing: Billing, alertId: string): Promise<void> {
	const stripe = billing.stripe
	if (!stripe) return
	const [alert] = await billing.db.select().from(subscriptions).where(eq(subscriptions.id, alertId))
	if (!alert?.stripeSubscriptionId) return
	await pushIntent(billing, alert, await stripe.subscriptions.retrieve(alert.stripeSubscriptionId))
}
