import crypto from 'node:crypto'
import { and, asc, desc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm'
import type Stripe from 'stripe'
import { paymentMethods, subscriptions, users } from '../db/schema.ts'
import { type PaymentMethodBrand } from '../enums.ts'
import { paidStatuses, renewingStatuses } from '../lifecycle.ts'
import { type Billing, isMissing } from './billing.ts'
import { ensureCustomer } from './customers.ts'
import { idOf } from './stripe-client.ts'

/**
 * Saved cards. Stripe keeps them (the customer's card PaymentMethods and its
 * invoice_settings.default_payment_method); `payment_methods` is a cache the pages read without
 * a round trip, rewritten from Stripe after every change and every card event. In demo billing
 * the cache is all there is, and holds demo cards only (no card data is ever taken).
 */

export type Card = {
	id: string
	brand: PaymentMethodBrand
	last4: string
	expMonth: number
	expYear: number
	isDefault: boolean
}

export function brandOf(brand: string | null | undefined): PaymentMethodBrand {
	return brand === 'visa' || brand === 'mastercard' ? brand : 'other'
}

async function cachedCards(billing: Billing, userId: string): Promise<Card[]> {
	const rows = await billing.db
		.select()
		.from(paymentMethods)
		.where(eq(paymentMethods.userId, userId))
		.orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.createdAt))
	return rows.map((row) => ({
		id: row.id,
		brand: brandOf(row.brand),
		last4: row.last4,
		expMonth: row.expMonth,
		expYear: row.expYear,
		isDefault: row.isDefault,
	}))
}

async function customerOf(billing: Billing, userId: string): Promise<string | null> {
	const [user] = await billing.db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, userId))
	return user?.id ?? null
}

/** Replaces the user's cached cards with `cards` (one default at most: the unique index holds us to it). */
async function writeCache(billing: Billing, userId: string, cards: Array<Card & { created: Date }>) {
	await billing.db.transaction(async (tx) => {
		const ids = cards.map((card) => card.id)
		await tx
			.delete(paymentMethods)
			.where(and(eq(paymentMethods.userId, userId), ids.length > 0 ? notInArray(paymentMethods.id, ids) : undefined))
		await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId))
		for (const card of cards) {
			const values = {
				userId,
				brand: card.brand,
				last4: card.last4,
				expMonth: card.expMonth,
				expYear: card.expYear,
				isDefault: false,
			}
			await tx
				.insert(paymentMethods)
				.values({ id: card.id, ...values, createdAt: card.created })
				.onConflictDoUpdate({ target: paymentMethods.id, set: values })
		}
		const preferred = cards.find((card) => card.isDefault)
		if (preferred) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, preferred.id))
	})
}

/**
 * Reads the user's cards and default card from Stripe into the cache and returns them, default
 * first. A customer with cards but no default (or a default that is gone) gets the newest card as
 * its default, so renewals always have a card to charge. Demo billing returns the cache.
 */
export async function refreshCards(billing: Billing, userId: string): Promise<Card[]> {
	const { stripe } = billing
	if (!stripe) return cachedCards(billing, userId)
	const customerId = await customerOf(billing, userId)
	if (!customerId) {
		await writeCache(billing, userId, [])
		return []
	}
	const [list, customer] = await Promise.all([
		stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 100 }),
		stripe.customers.retrieve(customerId),
	])
	const methods = list.data.filter((method) => method.card)
	let defaultId = customer.deleted ? null : idOf(customer.invoice_settings.default_payment_method)
	if (!customer.deleted && methods.length > 0 && !methods.some((method) => method.id === defaultId)) {
		const newest = [...methods].sort((a, b) => b.created - a.created)[0]!
		await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: newest.id } })
		defaultId = newest.id
	}
	const cards = methods.map((method) => ({
		id: method.id,
		brand: brandOf(method.card!.brand),
		last4: method.card!.last4,
		expMonth: method.card!.exp_month,
		expYear: method.card!.exp_year,
		isDefault: method.id === defaultId,
		created: new Date(method.created * 1000),
	}))
	await writeCache(billing, userId, cards)
	return cachedCards(billing, userId)
}

/** The user's default card, read fresh from Stripe (or the demo cache); null when there is none. */
export async function defaultCard(billing: Billing, userId: string): Promise<Card | null> {
	return (await refreshCards(billing, userId)).find((card) => card.isDefault) ?? null
}

/** A card of this user's own Stripe customer, or null: another customer's card is as unknown as a made-up id. */
async function ownCard(billing: Billing, stripe: Stripe, userId: string, id: string): Promise<Stripe.PaymentMethod | null> {
	const customerId = await customerOf(billing, userId)
	if (!customerId || !/^pm_[A-Za-z0-9_]+$/.test(id)) return null
	try {
		const method = await stripe.paymentMethods.retrieve(id)
		return idOf(method.customer) === customerId && method.card ? method : null
	} catch (error) {
		if (isMissing(error)) return null
		throw error
	}
}

/** The user's alerts that Stripe bills and that still renew or run. */
async function billedAlerts(billing: Billing, userId: string) {
	return billing.db
		.select()
		.from(subscriptions)
		.where(
			and(
				eq(subscriptions.userId, userId),
				isNotNull(subscriptions.stripeSubscriptionId),
				inArray(subscriptions.status, [...paidStatuses]),
			),
		)
}

export type SetDefaultResult =
	| { ok: true; cards: Card[]; retriedInvoices: number; failedRetries: number }
	| { ok: false; error: 'notFound' }

/**
 * Makes one of the user's cards the default: for the customer and for every running
 * subscription of theirs (a subscription's own default card would otherwise win). A past-due
 * alert's open invoice is retried with it at once: this is how a user fixes a failed renewal.
 * The alert itself turns active when Stripe reports the invoice paid (stripe.apply-event).
 */
export async function setDefaultCard(billing: Billing, userId: string, id: string): Promise<SetDefaultResult> {
	const { stripe, db } = billing
	if (!stripe) {
		const updated = await db.transaction(async (tx) => {
			const [card] = await tx
				.select({ id: paymentMethods.id })
				.from(paymentMethods)
				.where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
			if (!card) return false
			await tx.update(paymentMethods).set({ isDefault: false }).where(eq(paymentMethods.userId, userId))
			await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id))
			return true
		})
		return updated ? { ok: true, cards: await cachedCards(billing, userId), retriedInvoices: 0, failedRetries: 0 } : { ok: false, error: 'notFound' }
	}
	const method = await ownCard(billing, stripe, userId, id)
	if (!method) return { ok: false, error: 'notFound' }
	await stripe.customers.update(idOf(method.customer)!, { invoice_settings: { default_payment_method: method.id } })
	let retriedInvoices = 0
	let failedRetries = 0
	for (const alert of await billedAlerts(billing, userId)) {
		const subscription = await stripe.subscriptions.update(alert.stripeSubscriptionId!, {
			default_payment_method: method.id,
			expand: ['latest_invoice'],
		})
		const invoice = subscription.latest_invoice
		if (subscription.status === 'past_due' && invoice && typeof invoice !== 'string' && invoice.status === 'open' && invoice.id) {
			retriedInvoices += 1
			try {
				await stripe.invoices.pay(invoice.id, { payment_method: method.id, off_session: true })
			} catch (error) {
				if ((error as { type?: string }).type !== 'StripeCardError') throw error
				failedRetries += 1
			}
		}
	}
	return { ok: true, cards: await refreshCards(billing, userId), retriedInvoices, failedRetries }
}

export type RemoveCardResult = { ok: true; cards: Card[] } | { ok: false; error: 'notFound' | 'lastCard' }

/**
 * Removes one of the user's cards. The last card of a user whose alerts still renew is refused:
 * the next renewal would have nothing to charge. When the default card goes, the newest other
 * card becomes the default (refreshCards), for the customer and the running subscriptions.
 */
export async function removeCard(billing: Billing, userId: string, id: string): Promise<RemoveCardResult> {
	const { stripe, db } = billing
	const renewing = await db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...renewingStatuses])))
		.limit(1)
	if (!stripe) {
		const cards = await cachedCards(billing, userId)
		const card = cards.find((candidate) => candidate.id === id)
		if (!card) return { ok: false, error: 'notFound' }
		if (cards.length === 1 && renewing.length > 0) return { ok: false, error: 'lastCard' }
		const rest = cards.filter((candidate) => candidate.id !== id)
		const nextDefault = card.isDefault ? rest.at(-1) : rest.find((candidate) => candidate.isDefault)
		await writeCache(
			billing,
			userId,
			rest.map((candidate) => ({ ...candidate, isDefault: candidate.id === nextDefault?.id, created: new Date() })),
		)
		return { ok: true, cards: await cachedCards(billing, userId) }
	}
	const method = await ownCard(billing, stripe, userId, id)
	if (!method) return { ok: false, error: 'notFound' }
	const cards = await refreshCards(billing, userId)
	if (cards.length <= 1 && renewing.length > 0) return { ok: false, error: 'lastCard' }
	await stripe.paymentMethods.detach(method.id)
	const after = await refreshCards(billing, userId)
	const nextDefault = after.find((card) => card.isDefault)
	if (nextDefault) {
		for (const alert of await billedAlerts(billing, userId)) {
			const subscription = await stripe.subscriptions.retrieve(alert.stripeSubscriptionId!)
			if (idOf(subscription.default_payment_method) === method.id) {
				await stripe.subscriptions.update(subscription.id, { default_payment_method: nextDefault.id })
			}
		}
	}
	return { ok: true, cards: after }
}

/**
 * Demo billing's stand-in for a saved card: a clearly fake Visa ending in 4242, made without any
 * card data. The first one becomes the default. Never with Stripe configured.
 */
export async function addDemoCard(billing: Billing, userId: string, now = new Date()): Promise<Card> {
	if (billing.stripe) throw new Error('addDemoCard: demo cards exist only in demo billing')
	const existing = await cachedCards(billing, userId)
	const card: Card = {
		id: `pm_demo_${crypto.randomBytes(8).toString('hex')}`,
		brand: existing.length % 2 === 0 ? 'visa' : 'mastercard',
		last4: existing.length % 2 === 0 ? '4242' : '4444',
		expMonth: 12,
		expYear: now.getUTCFullYear() + 3,
		isDefault: !existing.some((candidate) => candidate.isDefault),
	}
	await billing.db.insert(paymentMethods).values({ ...card, userId, createdAt: now })
	return card
}

/**
 * A SetupIntent for saving a card on the user's own customer (created if needed), for the
 * Payment Element of the card-setup screen. Its client secret is all the browser gets.
 */
export async function createSetupIntent(billing: Billing, userId: string): Promise<string> {
	const stripe = billing.stripe
	if (!stripe) throw new Error('createSetupIntent needs Stripe')
	const customer = await ensureCustomer(billing.db, stripe, userId)
	const intent = await stripe.setupIntents.create({
		customer,
		usage: 'off_session',
		allowed_payment_method_types: ['card'],
		metadata: { userId },
	})
	if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`)
	return intent.client_secret
}
