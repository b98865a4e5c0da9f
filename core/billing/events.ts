import { and, eq, isNull } from 'drizzle-orm'
import type Stripe from 'stripe'
import { paymentMethods, stripeEvents, subscriptions } from '../db/schema.ts'
import { deliverQueuedMail } from '../mail/outbox.ts'
import { type Billing, isMissing } from './billing.ts'
import { refreshCards } from './cards.ts'
import { userOfCustomer } from './customers.ts'
import { type MailCard, queueReceiptMail } from './mail.ts'
import { applyPaidRenewal, syncSubscription } from './subscriptions.ts'
import { idOf } from './stripe-client.ts'

/**
 * Stripe webhooks (docs/decisions/005-billing.md): the endpoint checks the signature, records the
 * event id in stripe_events and answers at once; the `stripe.apply-event` job then reads the event
 * back from Stripe and applies it. Each event is applied once (processedAt), and applying never
 * trusts the event's snapshot of the subscription: it re-reads the subscription from Stripe and
 * converges, so events that arrive late, twice or out of order all lead to Stripe's current state.
 */

const subscriptionEvents = new Set<string>([
	'customer.subscription.created',
	'customer.subscription.updated',
	'customer.subscription.deleted',
	'customer.subscription.paused',
	'customer.subscription.resumed',
	'customer.subscription.pending_update_applied',
	'customer.subscription.pending_update_expired',
])
const invoiceEvents = new Set<string>([
	'invoice.paid',
	'invoice.payment_succeeded',
	'invoice.payment_failed',
	'invoice.payment_action_required',
	'invoice.marked_uncollectible',
	'invoice.voided',
])
const cardEvents = new Set<string>([
	'payment_method.attached',
	'payment_method.detached',
	'payment_method.updated',
	'payment_method.automatically_updated',
	'setup_intent.succeeded',
	'customer.updated',
])

export function isHandledEvent(type: string): boolean {
	return subscriptionEvents.has(type) || invoiceEvents.has(type) || cardEvents.has(type)
}

export type RecordedEvent = 'new' | 'pending' | 'done'

/**
 * Records a verified event. 'new' and 'pending' (seen before but not yet applied: its job may have
 * been lost) need the job; 'done' was applied already. Types we do not handle are recorded as
 * applied, so a replay of them is as quiet as of any other.
 */
export async function recordStripeEvent(billing: Billing, event: { id: string; type: string }, now = new Date()): Promise<RecordedEvent> {
	const handled = isHandledEvent(event.type)
	const [inserted] = await billing.db
		.insert(stripeEvents)
		.values({ id: event.id, type: event.type, receivedAt: now, processedAt: handled ? null : now })
		.onConflictDoNothing()
		.returning({ id: stripeEvents.id })
	if (inserted) return handled ? 'new' : 'done'
	const [row] = await billing.db.select({ processedAt: stripeEvents.processedAt }).from(stripeEvents).where(eq(stripeEvents.id, event.id))
	return row?.processedAt ? 'done' : 'pending'
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
	return idOf(invoice.parent?.subscription_details?.subscription)
}

/** The customer whose cards an event concerns (a detached card names its former customer only in previous_attributes). */
function customerOfCardEvent(event: Stripe.Event): string | null {
	const object = event.data.object as { object?: string; id?: string; customer?: string | { id: string } | null }
	if (object.object === 'customer') return object.id ?? null
	const previous = event.data.previous_attributes as { customer?: string | null } | undefined
	return idOf(object.customer) ?? previous?.customer ?? null
}

export type ApplyResult = 'applied' | 'alreadyApplied' | 'unknown' | 'goneFromStripe'

/**
 * Applies one recorded event, once. The event is read from Stripe (its id is all the webhook
 * hands over), so the job and the sweep that replays stuck events need nothing else.
 */
export async function applyStripeEvent(billing: Billing, eventId: string, now = new Date()): Promise<ApplyResult> {
	const stripe = billing.stripe
	if (!stripe) throw new Error('applyStripeEvent needs Stripe')
	const [row] = await billing.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))
	if (!row) return 'unknown'
	if (row.processedAt) return 'alreadyApplied'
	let event: Stripe.Event
	try {
		event = await stripe.events.retrieve(eventId)
	} catch (error) {
		// Stripe keeps events for 30 days; one it no longer has cannot be applied, and the sweep's
		// reconciliation brings every alert to Stripe's state anyway.
		if (!isMissing(error)) throw error
		await markApplied(billing, eventId, now)
		return 'goneFromStripe'
	}
	if (subscriptionEvents.has(event.type)) {
		await syncSubscription(billing, (event.data.object as Stripe.Subscription).id, now)
	} else if (invoiceEvents.has(event.type)) {
		const invoice = event.data.object as Stripe.Invoice
		const subscriptionId = subscriptionOfInvoice(invoice)
		if (subscriptionId) {
			await syncSubscription(billing, subscriptionId, now)
			// After the sync: a renewal that paid for the waiting change applies it.
			if (await applyPaidRenewal(billing, invoice, now)) await syncSubscription(billing, subscriptionId, now)
			if (event.type === 'invoice.paid') await sendReceipt(billing, stripe, invoice, subscriptionId)
		}
	} else if (cardEvents.has(event.type)) {
		const customerId = customerOfCardEvent(event)
		const userId = customerId ? await userOfCustomer(billing.db, customerId) : null
		if (userId) await refreshCards(billing, userId)
	}
	await markApplied(billing, eventId, now)
	return 'applied'
}

/**
 * The receipt of a paid invoice of one of our alerts (docs/decisions/054), once per invoice however
 * often its event comes: the amount and currency Stripe took, the period its line pays for, and
 * the card: the subscription's own, else the customer's default (Stripe charges that one). An
 * alert that ended before it was paid gets none: the operator refunds it (pushIntent logs it).
 */
async function sendReceipt(billing: Billing, stripe: Stripe, invoice: Stripe.Invoice, subscriptionId: string) {
	if (invoice.status !== 'paid' || !invoice.id || invoice.amount_paid <= 0) return
	const [alert] = await billing.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId))
	if (!alert || alert.status === 'ended') return
	const period = invoice.lines?.data[0]?.period
	const id = await queueReceiptMail(billing.db, billing.db, billing.config, alert, {
		key: invoice.id,
		amount: invoice.amount_paid,
		currency: invoice.currency,
		periodStart: period ? new Date(period.start * 1000) : null,
		periodEnd: period ? new Date(period.end * 1000) : null,
		card: await cardOfSubscription(billing, stripe, subscriptionId),
		demo: false,
	})
	if (id) await deliverQueuedMail(billing.db, billing.config, id)
}

async function cardOfSubscription(billing: Billing, stripe: Stripe, subscriptionId: string): Promise<MailCard | null> {
	const subscription = await stripe.subscriptions.retrieve(subscriptionId)
	let methodId = idOf(subscription.default_payment_method)
	if (!methodId) {
		const customerId = idOf(subscription.customer)
		const customer = customerId ? await stripe.customers.retrieve(customerId) : null
		methodId = customer && !customer.deleted ? idOf(customer.invoice_settings.default_payment_method) : null
	}
	if (!methodId) return null
	const [cached] = await billing.db.select({ brand: paymentMethods.brand, last4: paymentMethods.last4 }).from(paymentMethods).where(eq(paymentMethods.id, methodId))
	if (cached) return cached
	try {
		const method = await stripe.paymentMethods.retrieve(methodId)
		return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null
	} catch (error) {
		if (isMissing(error)) return null
		throw error
	}
}

async function markApplied(billing: Billing, eventId: string, now: Date) {
	await billing.db
		.update(stripeEvents)
		.set({ processedAt: now })
		.where(and(eq(stripeEvents.id, eventId), isNull(stripeEvents.processedAt)))
}
