import crypto from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { type AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A local Stripe for tests: a real HTTP server on loopback that speaks Stripe's API protocol
 * (Bearer key, form-encoded bodies with bracket notation, JSON objects and errors, idempotency
 * keys) for exactly the endpoints the product calls, with objects typed by the `stripe` package's
 * own types (the fields the product reads, picked from them). Webhooks are signed with the real
 * `stripe.webhooks` helper and delivered when a test says so, in order, reversed or twice.
 *
 * What the browser does (the Payment Element confirming a PaymentIntent or SetupIntent) and what
 * time does (renewals, the end of Stripe's retries) are methods a test calls. Test cards behave
 * as Stripe's test cards: 4242 Visa and 4444 Mastercard succeed, 0002 is declined, 3184 needs
 * 3-D Secure (and is declined off-session with authentication_required).
 *
 * An unknown endpoint, parameter or expansion is answered as Stripe answers it (400/404) and
 * recorded in `unexpected`, which tests assert stays empty.
 */

export type TestCard = 'visa' | 'mastercard' | 'declined' | 'threeDSecure'
type Behaviour = 'succeeds' | 'declines' | 'authenticates'
const testCards: Record<TestCard, { brand: string; last4: string; behaviour: Behaviour }> = {
	visa: { brand: 'visa', last4: '4242', behaviour: 'succeeds' },
	mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'succeeds' },
	declined: { brand: 'visa', last4: '0002', behaviour: 'declines' },
	threeDSecure: { brand: 'visa', last4: '3184', behaviour: 'authenticates' },
}

type List<T> = { object: 'list'; data: T[]; has_more: boolean; url: string }

type Customer = Pick<Stripe.Customer, 'id' | 'object' | 'created' | 'email' | 'name' | 'metadata' | 'livemode' | 'preferred_locales'> & {
	invoice_settings: Omit<Stripe.Customer.InvoiceSettings, 'default_payment_method'> & { default_payment_method: string | null }
}
type PaymentMethod = Pick<Stripe.PaymentMethod, 'id' | 'object' | 'type' | 'created' | 'customer' | 'livemode' | 'metadata'> & {
	card: Pick<Stripe.PaymentMethod.Card, 'brand' | 'display_brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding' | 'country'>
}
type Price = Pick<Stripe.Price, 'id' | 'object' | 'active' | 'created' | 'currency' | 'unit_amount' | 'lookup_key' | 'product' | 'type' | 'livemode' | 'metadata'> & {
	recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count' | 'usage_type'>
}
type Item = Pick<Stripe.SubscriptionItem, 'id' | 'object' | 'created' | 'current_period_start' | 'current_period_end' | 'quantity' | 'subscription' | 'metadata'> & {
	price: Price
}
type Invoice = Pick<
	Stripe.Invoice,
	| 'object'
	| 'customer'
	| 'status'
	| 'billing_reason'
	| 'amount_due'
	| 'amount_paid'
	| 'amount_remaining'
	| 'subtotal'
	| 'total'
	| 'currency'
	| 'created'
	| 'period_start'
	| 'period_end'
	| 'attempt_count'
	| 'attempted'
	| 'livemode'
	| 'metadata'
> & {
	id: string
	parent: { type: 'subscription_details'; quote_details: null; subscription_details: { subscription: string; metadata: Stripe.Metadata | null } }
	confirmation_secret?: Stripe.Invoice.ConfirmationSecret | null
	/** The subscription's line: what it charges and the period of service it pays for. */
	lines: List<Pick<Stripe.InvoiceLineItem, 'id' | 'object' | 'amount' | 'currency' | 'period' | 'livemode' | 'metadata'>>
}
type Subscription = Pick<
	Stripe.Subscription,
	| 'id'
	| 'object'
	| 'created'
	| 'start_date'
	| 'status'
	| 'cancel_at_period_end'
	| 'cancel_at'
	| 'canceled_at'
	| 'ended_at'
	| 'currency'
	| 'collection_method'
	| 'livemode'
	| 'metadata'
> & {
	customer: string
	default_payment_method: string | null
	pause_collection: Stripe.Subscription.PauseCollection | null
	items: List<Item>
	latest_invoice: string | Invoice | null
	payment_settings: { save_default_payment_method: 'off' | 'on_subscription'; payment_method_types: string[] | null }
}
type SetupIntent = Pick<Stripe.SetupIntent, 'id' | 'object' | 'created' | 'client_secret' | 'status' | 'usage' | 'livemode' | 'metadata' | 'payment_method_types'> & {
	customer: string
	payment_method: string | null
}
type PaymentIntent = {
	id: string
	clientSecret: string
	status: Stripe.PaymentIntent.Status
	invoice: string
	customer: string
	paymentMethod: string | null
}
export type FakeEvent = {
	id: string
	object: 'event'
	api_version: string
	created: number
	livemode: false
	pending_webhooks: number
	request: { id: null; idempotency_key: null }
	type: Stripe.Event.Type
	data: { object: unknown; previous_attributes?: Record<string, unknown> }
}

type Params = Record<string, unknown>
class StripeHttpError extends Error {
	constructor(
		readonly status: number,
		readonly body: { type: string; message: string; code?: string; decline_code?: string; param?: string },
	) {
		super(body.message)
	}
}

export type Delivery = { id: string; type: string; status: number }

export type FakeStripe = {
	url: string
	/** STRIPE_* settings for the app under test. */
	env: { STRIPE_SECRET_KEY: string; STRIPE_PUBLISHABLE_KEY: string; STRIPE_WEBHOOK_SECRET: string; STRIPE_API_BASE: string }
	/** Where webhooks go (the app's /api/stripe/webhook). */
	setWebhookUrl: (url: string) => void
	/** While on, every API call answers 503 as Stripe does in an outage (after the client's retries too). */
	setOutage: (on: boolean) => void
	/** Every API call: method, path, status. */
	calls: Array<{ method: string; path: string; status: number }>
	unexpected: string[]
	customers: Map<string, Customer>
	subscriptions: Map<string, Subscription>
	invoices: Map<string, Invoice>
	paymentMethods: Map<string, PaymentMethod>
	prices: Map<string, Price>
	setupIntents: Map<string, SetupIntent>
	/** The client secret of the PaymentIntent of a subscription's latest invoice. */
	paymentSecretOf: (subscriptionId: string) => string | null
	/** The browser's Payment Element confirms a PaymentIntent with a test card. */
	confirmPayment: (clientSecret: string, card: TestCard) => { status: string; error?: { code: string; message: string } }
	/** The customer completes (or fails) the 3-D Secure challenge of a PaymentIntent. */
	authenticate: (clientSecret: string, succeed: boolean) => { status: string }
	/** The browser's Payment Element confirms a SetupIntent with a test card. */
	confirmSetup: (clientSecret: string, card: TestCard) => PaymentMethod
	/** A card saved on a customer directly (as a SetupIntent would), for tests that start with one. */
	attachCard: (customerId: string, card: TestCard) => PaymentMethod
	/** The period ends: the subscription renews (charging its default card) or, set to cancel, ends. */
	renew: (subscriptionId: string) => { status: string }
	/** Stripe's retries of a past-due invoice are over: the subscription is cancelled. */
	endRetries: (subscriptionId: string) => void
	/** Events not yet delivered. */
	pending: () => FakeEvent[]
	/** Delivers the pending events (all, or those `only` names), in order or reversed, optionally twice each. */
	deliver: (options?: { reverse?: boolean; twice?: boolean; only?: (event: FakeEvent) => boolean }) => Promise<Delivery[]>
	/** Delivers an event again (a replay), signed afresh. */
	redeliver: (eventId: string) => Promise<Delivery>
	/** Posts a body with the signature a given secret makes (a wrong secret: a forged webhook). */
	post: (body: string, options: { secret?: string; signature?: string | null }) => Promise<{ status: number; text: string }>
	close: () => Promise<void>
}

const apiVersion = '2026-10-28.endive'

/** `a[b][0][c]=x` pairs into nested objects and arrays, as Stripe reads them. */
function decode(search: URLSearchParams): Params {
	const root: Params = {}
	for (const [key, value] of search) {
		const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
		if (!match) throw new StripeHttpError(400, { type: 'invalid_request_error', message: `Invalid parameter name: ${key}` })
		const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)]
		let node: Record<string, unknown> | unknown[] = root
		path.forEach((segment, index) => {
			const last = index === path.length - 1
			const container = node as Record<string, unknown>
			if (last) {
				container[segment] = value
				return
			}
			const nextIsIndex = /^\d+$/.test(path[index + 1]!)
			container[segment] ??= nextIsIndex ? [] : {}
			node = container[segment] as Record<string, unknown>
		})
	}
	return root
}

function bool(value: unknown): boolean | undefined {
	if (value === undefined) return undefined
	if (value === 'true') return true
	if (value === 'false') return false
	throw new StripeHttpError(400, { type: 'invalid_request_error', message: `Invalid boolean: ${String(value)}` })
}

function nextMonth(seconds: number): number {
	const date = new Date(seconds * 1000)
	const next = new Date(date)
	next.setUTCMonth(next.getUTCMonth() + 1)
	if (next.getUTCDate() !== date.getUTCDate()) next.setUTCDate(0)
	return Math.floor(next.getTime() / 1000)
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

export async function startFakeStripe(): Promise<FakeStripe> {
	const secretKey = `sk_test_fake_${crypto.randomBytes(12).toString('hex')}`
	const webhookSecret = `whsec_${crypto.randomBytes(16).toString('hex')}`
	const signer = new Stripe(secretKey)
	const customers = new Map<string, Customer>()
	const paymentMethods = new Map<string, PaymentMethod>()
	const prices = new Map<string, Price>()
	const subscriptions = new Map<string, Subscription>()
	const invoices = new Map<string, Invoice>()
	const paymentIntents = new Map<string, PaymentIntent>()
	const setupIntents = new Map<string, SetupIntent>()
	const behaviours = new Map<string, Behaviour>()
	const events = new Map<string, FakeEvent>()
	const outbox: FakeEvent[] = []
	const idempotency = new Map<string, { request: string; status: number; body: string }>()
	const calls: FakeStripe['calls'] = []
	const unexpected: string[] = []
	let webhookUrl: string | null = null
	let counter = 0
	let clock = Math.floor(Date.now() / 1000)

	const newId = (prefix: string) => `${prefix}_test${(counter += 1).toString(36)}${crypto.randomBytes(5).toString('hex')}`
	const now = () => clock
	const listOf = <T>(data: T[], url: string, hasMore = false): List<T> => ({ object: 'list', data, has_more: hasMore, url })

	function emit(type: Stripe.Event.Type, object: unknown, previous?: Record<string, unknown>) {
		const event: FakeEvent = {
			id: newId('evt'),
			object: 'event',
			api_version: apiVersion,
			created: now(),
			livemode: false,
			pending_webhooks: 1,
			request: { id: null, idempotency_key: null },
			type,
			data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
		}
		events.set(event.id, event)
		outbox.push(event)
	}

	const missing = (kind: string, id: string) =>
		new StripeHttpError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' })
	const invalid = (message: string, param?: string) => new StripeHttpError(400, { type: 'invalid_request_error', message, param })

	function get<T>(map: Map<string, T>, kind: string, id: string): T {
		const found = map.get(id)
		if (!found) throw missing(kind, id)
		return found
	}

	/** Only the parameters an endpoint knows; anything else is what a real Stripe refuses. */
	function allow(params: Params, known: string[], where: string) {
		for (const key of Object.keys(params)) {
			if (!known.includes(key)) {
				unexpected.push(`${where}: unknown parameter ${key}`)
				throw invalid(`Received unknown parameter: ${key}`, key)
			}
		}
	}

	function expansions(params: Params, known: string[], where: string): string[] {
		const expand = (params.expand as string[] | undefined) ?? []
		for (const path of expand) {
			if (!known.includes(path)) {
				unexpected.push(`${where}: unknown expansion ${path}`)
				throw invalid(`This property cannot be expanded (${path}).`, 'expand')
			}
		}
		return expand
	}

	function metadataOf(value: unknown): Stripe.Metadata {
		if (value === undefined || value === '') return {}
		if (typeof value !== 'object' || value === null) throw invalid('Invalid metadata', 'metadata')
		return { ...(value as Record<string, string>) }
	}

	function renderSubscription(subscription: Subscription, expand: string[]): Subscription {
		const copy = clone(subscription)
		if (expand.some((path) => path.startsWith('latest_invoice')) && typeof subscription.latest_invoice === 'string') {
			const invoice = clone(invoices.get(subscription.latest_invoice)!)
			if (!expand.includes('latest_invoice.confirmation_secret')) delete invoice.confirmation_secret
			copy.latest_invoice = invoice
		}
		return copy
	}

	function addCard(customerId: string, card: TestCard): PaymentMethod {
		const details = testCards[card]
		const method: PaymentMethod = {
			id: newId('pm'),
			object: 'payment_method',
			type: 'card',
			created: now(),
			customer: customerId,
			livemode: false,
			metadata: {},
			card: {
				brand: details.brand,
				display_brand: details.brand,
				last4: details.last4,
				exp_month: 12,
				exp_year: new Date().getUTCFullYear() + 4,
				funding: 'credit',
				country: 'US',
			},
		}
		paymentMethods.set(method.id, method)
		behaviours.set(method.id, details.behaviour)
		emit('payment_method.attached', method)
		return method
	}

	function newInvoice(subscription: Subscription, reason: 'subscription_create' | 'subscription_cycle', start: number, end: number): Invoice {
		const price = subscription.items.data[0]!.price
		const amount = price.unit_amount!
		const id = newId('in')
		const invoice: Invoice = {
			id,
			object: 'invoice',
			customer: subscription.customer,
			status: 'open',
			billing_reason: reason,
			amount_due: amount,
			amount_paid: 0,
			amount_remaining: amount,
			subtotal: amount,
			total: amount,
			currency: 'usd',
			created: now(),
			period_start: start,
			period_end: end,
			attempt_count: 0,
			attempted: false,
			livemode: false,
			metadata: {},
			parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
			lines: listOf(
				[{ id: newId('il'), object: 'line_item', amount, currency: 'usd', period: { start, end }, livemode: false, metadata: {} }],
				`/v1/invoices/${id}/lines`,
			),
		}
		const intent: PaymentIntent = {
			id: newId('pi'),
			clientSecret: '',
			status: 'requires_payment_method',
			invoice: invoice.id,
			customer: subscription.customer,
			paymentMethod: null,
		}
		intent.clientSecret = `${intent.id}_secret_${crypto.randomBytes(12).toString('hex')}`
		paymentIntents.set(intent.id, intent)
		invoice.confirmation_secret = { client_secret: intent.clientSecret, type: 'payment_intent' }
		invoices.set(invoice.id, invoice)
		subscription.latest_invoice = invoice.id
		return invoice
	}

	function intentOfInvoice(invoiceId: string): PaymentIntent {
		return [...paymentIntents.values()].find((intent) => intent.invoice === invoiceId)!
	}

	/** The invoice is paid: the subscription runs (and keeps the card, when asked to). */
	function invoicePaid(invoice: Invoice, methodId: string) {
		invoice.status = 'paid'
		invoice.amount_paid = invoice.amount_due
		invoice.amount_remaining = 0
		emit('invoice.paid', invoice)
		emit('invoice.payment_succeeded', invoice)
		const subscription = subscriptions.get(invoice.parent.subscription_details.subscription)!
		const previous: Record<string, unknown> = {}
		if (subscription.status !== 'active') {
			previous.status = subscription.status
			subscription.status = 'active'
		}
		if (subscription.payment_settings.save_default_payment_method === 'on_subscription' && subscription.default_payment_method !== methodId) {
			previous.default_payment_method = subscription.default_payment_method
			subscription.default_payment_method = methodId
		}
		if (Object.keys(previous).length > 0) emit('customer.subscription.updated', subscription, previous)
	}

	/**
	 * One attempt to pay an invoice with a card. Declined, or 3-D Secure needed off-session: the
	 * invoice stays open and the error is returned; 3-D Secure on-session: the intent waits for it.
	 */
	function attempt(invoice: Invoice, methodId: string, offSession: boolean): { code: string; message: string; declineCode: string } | 'requires_action' | null {
		const intent = intentOfInvoice(invoice.id)
		const behaviour = behaviours.get(methodId) ?? 'succeeds'
		invoice.attempt_count += 1
		invoice.attempted = true
		intent.paymentMethod = methodId
		if (behaviour === 'succeeds') {
			intent.status = 'succeeded'
			invoicePaid(invoice, methodId)
			return null
		}
		if (behaviour === 'authenticates' && !offSession) {
			intent.status = 'requires_action'
			emit('invoice.payment_action_required', invoice)
			return 'requires_action'
		}
		intent.status = 'requires_payment_method'
		emit('invoice.payment_failed', invoice)
		return behaviour === 'declines'
			? { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }
			: { code: 'authentication_required', declineCode: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' }
	}

	function cardOwnedBy(customerId: string, methodId: string, param: string): PaymentMethod {
		const method = paymentMethods.get(methodId)
		if (!method || method.customer !== customerId) {
			throw invalid(`The payment method '${methodId}' does not belong to customer '${customerId}'.`, param)
		}
		return method
	}

	function priceParam(value: unknown, param: string): Price {
		if (typeof value !== 'string') throw invalid('Missing required param: price.', param)
		return get(prices, 'price', value)
	}

	// ---- the endpoints ----------------------------------------------------------------------

	type Handler = (params: Params, match: RegExpExecArray) => unknown
	const routes: Array<{ method: string; pattern: RegExp; handler: Handler }> = []
	const route = (method: string, pattern: RegExp, handler: Handler) => routes.push({ method, pattern, handler })

	route('POST', /^\/v1\/customers$/, (params) => {
		allow(params, ['email', 'name', 'metadata', 'preferred_locales'], 'POST /v1/customers')
		const customer: Customer = {
			id: newId('cus'),
			object: 'customer',
			created: now(),
			email: (params.email as string | undefined) ?? null,
			name: (params.name as string | undefined) ?? null,
			metadata: metadataOf(params.metadata),
			livemode: false,
			preferred_locales: (params.preferred_locales as string[] | undefined) ?? [],
			invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
		}
		customers.set(customer.id, customer)
		emit('customer.created', customer)
		return customer
	})
	route('GET', /^\/v1\/customers\/([^/]+)$/, (params, match) => {
		allow(params, [], 'GET /v1/customers/:id')
		return get(customers, 'customer', match[1]!)
	})
	route('POST', /^\/v1\/customers\/([^/]+)$/, (params, match) => {
		allow(params, ['invoice_settings'], 'POST /v1/customers/:id')
		const customer = get(customers, 'customer', match[1]!)
		const settings = params.invoice_settings as { default_payment_method?: string } | undefined
		if (settings) {
			allow(settings, ['default_payment_method'], 'POST /v1/customers/:id invoice_settings')
			const previous = { invoice_settings: clone(customer.invoice_settings) }
			const id = settings.default_payment_method
			if (id) cardOwnedBy(customer.id, id, 'invoice_settings[default_payment_method]')
			customer.invoice_settings.default_payment_method = id ? id : null
			emit('customer.updated', customer, previous)
		}
		return customer
	})
	route('GET', /^\/v1\/customers\/([^/]+)\/payment_methods$/, (params, match) => {
		allow(params, ['type', 'limit'], 'GET /v1/customers/:id/payment_methods')
		const customer = get(customers, 'customer', match[1]!)
		if (params.type !== 'card') unexpected.push(`GET /v1/customers/:id/payment_methods: type ${String(params.type)}`)
		const data = [...paymentMethods.values()].filter((method) => method.customer === customer.id).sort((a, b) => b.created - a.created)
		return listOf(data, `/v1/customers/${customer.id}/payment_methods`)
	})

	route('GET', /^\/v1\/prices$/, (params) => {
		allow(params, ['lookup_keys', 'active', 'limit'], 'GET /v1/prices')
		const keys = (params.lookup_keys as string[] | undefined) ?? []
		const active = bool(params.active)
		const data = [...prices.values()].filter((price) => keys.includes(price.lookup_key ?? '') && (active === undefined || price.active === active))
		return listOf(data.slice(0, Number(params.limit ?? 10)), '/v1/prices')
	})
	route('POST', /^\/v1\/prices$/, (params) => {
		allow(params, ['currency', 'unit_amount', 'recurring', 'lookup_key', 'product_data'], 'POST /v1/prices')
		const lookupKey = params.lookup_key as string | undefined
		if (lookupKey && [...prices.values()].some((price) => price.lookup_key === lookupKey)) {
			throw invalid(`A price (\`${lookupKey}\`) already uses that lookup key.`, 'lookup_key')
		}
		const recurring = params.recurring as { interval?: string } | undefined
		if (!recurring || recurring.interval !== 'month') unexpected.push(`POST /v1/prices: recurring ${JSON.stringify(recurring)}`)
		const price: Price = {
			id: newId('price'),
			object: 'price',
			active: true,
			created: now(),
			currency: String(params.currency),
			unit_amount: Number(params.unit_amount),
			lookup_key: lookupKey ?? null,
			product: newId('prod'),
			type: 'recurring',
			livemode: false,
			metadata: {},
			recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
		}
		prices.set(price.id, price)
		return price
	})

	route('POST', /^\/v1\/subscriptions$/, (params) => {
		allow(
			params,
			['customer', 'items', 'payment_behavior', 'payment_settings', 'default_payment_method', 'off_session', 'metadata', 'expand'],
			'POST /v1/subscriptions',
		)
		const expand = expansions(params, ['latest_invoice', 'latest_invoice.confirmation_secret'], 'POST /v1/subscriptions')
		const customer = get(customers, 'customer', String(params.customer))
		const items = params.items as Array<{ price?: string }> | undefined
		if (!items || items.length !== 1) throw invalid('Exactly one item is expected here.', 'items')
		allow(items[0]!, ['price'], 'POST /v1/subscriptions items[0]')
		const price = priceParam(items[0]!.price, 'items[0][price]')
		const behaviour = String(params.payment_behavior ?? 'allow_incomplete')
		if (behaviour !== 'default_incomplete' && behaviour !== 'allow_incomplete') unexpected.push(`POST /v1/subscriptions: payment_behavior ${behaviour}`)
		const settings = (params.payment_settings as Params | undefined) ?? {}
		allow(settings, ['save_default_payment_method', 'payment_method_types'], 'POST /v1/subscriptions payment_settings')
		const defaultMethod = params.default_payment_method as string | undefined
		if (defaultMethod) cardOwnedBy(customer.id, defaultMethod, 'default_payment_method')
		const created = now()
		const id = newId('sub')
		const subscription: Subscription = {
			id,
			object: 'subscription',
			created,
			start_date: created,
			status: 'incomplete',
			cancel_at_period_end: false,
			cancel_at: null,
			canceled_at: null,
			ended_at: null,
			currency: 'usd',
			collection_method: 'charge_automatically',
			livemode: false,
			metadata: metadataOf(params.metadata),
			customer: customer.id,
			default_payment_method: defaultMethod ?? null,
			pause_collection: null,
			items: listOf(
				[
					{
						id: newId('si'),
						object: 'subscription_item',
						created,
						current_period_start: created,
						current_period_end: nextMonth(created),
						quantity: 1,
						subscription: id,
						metadata: {},
						price: clone(price),
					},
				],
				`/v1/subscription_items?subscription=${id}`,
			),
			latest_invoice: null,
			payment_settings: {
				save_default_payment_method: settings.save_default_payment_method === 'on_subscription' ? 'on_subscription' : 'off',
				payment_method_types: (settings.payment_method_types as string[] | undefined) ?? null,
			},
		}
		subscriptions.set(id, subscription)
		const invoice = newInvoice(subscription, 'subscription_create', created, nextMonth(created))
		emit('customer.subscription.created', subscription)
		if (behaviour === 'allow_incomplete') {
			const method = defaultMethod ?? customer.invoice_settings.default_payment_method
			if (!method) throw invalid('This customer has no attached payment source or default payment method.')
			attempt(invoice, method, bool(params.off_session) === true)
		}
		return renderSubscription(subscription, expand)
	})
	route('GET', /^\/v1\/subscriptions\/([^/]+)$/, (params, match) => {
		allow(params, ['expand'], 'GET /v1/subscriptions/:id')
		const expand = expansions(params, ['latest_invoice', 'latest_invoice.confirmation_secret'], 'GET /v1/subscriptions/:id')
		return renderSubscription(get(subscriptions, 'subscription', match[1]!), expand)
	})
	route('POST', /^\/v1\/subscriptions\/([^/]+)$/, (params, match) => {
		allow(
			params,
			['cancel_at_period_end', 'pause_collection', 'items', 'proration_behavior', 'default_payment_method', 'expand'],
			'POST /v1/subscriptions/:id',
		)
		const expand = expansions(params, ['latest_invoice'], 'POST /v1/subscriptions/:id')
		const subscription = get(subscriptions, 'subscription', match[1]!)
		if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
			throw invalid('A canceled subscription can only update its cancellation_details and metadata.')
		}
		if (subscription.status === 'incomplete') {
			unexpected.push(`POST /v1/subscriptions/:id on an incomplete subscription: ${Object.keys(params).join(', ')}`)
			throw invalid('A subscription in status incomplete can only update its metadata and default_source.')
		}
		const previous: Record<string, unknown> = {}
		const cancel = bool(params.cancel_at_period_end)
		if (cancel !== undefined && cancel !== subscription.cancel_at_period_end) {
			previous.cancel_at_period_end = subscription.cancel_at_period_end
			subscription.cancel_at_period_end = cancel
			subscription.cancel_at = cancel ? subscription.items.data[0]!.current_period_end : null
		}
		if (params.pause_collection !== undefined) {
			previous.pause_collection = subscription.pause_collection
			if (params.pause_collection === '') subscription.pause_collection = null
			else {
				const pause = params.pause_collection as { behavior?: string }
				allow(pause, ['behavior'], 'POST /v1/subscriptions/:id pause_collection')
				if (pause.behavior !== 'void') unexpected.push(`pause_collection behavior ${pause.behavior}`)
				subscription.pause_collection = { behavior: 'void', resumes_at: null }
			}
		}
		if (params.items !== undefined) {
			const items = params.items as Array<{ id?: string; price?: string }>
			const item = subscription.items.data[0]!
			if (items.length !== 1 || items[0]!.id !== item.id) throw invalid('Only the existing item can be changed here.', 'items')
			allow(items[0]!, ['id', 'price'], 'POST /v1/subscriptions/:id items[0]')
			if (params.proration_behavior !== 'none') unexpected.push(`price change with proration_behavior ${String(params.proration_behavior)}`)
			previous.items = clone(subscription.items)
			item.price = clone(priceParam(items[0]!.price, 'items[0][price]'))
		}
		if (params.default_payment_method !== undefined) {
			const id = String(params.default_payment_method)
			cardOwnedBy(subscription.customer, id, 'default_payment_method')
			previous.default_payment_method = subscription.default_payment_method
			subscription.default_payment_method = id
		}
		if (Object.keys(previous).length > 0) emit('customer.subscription.updated', subscription, previous)
		return renderSubscription(subscription, expand)
	})
	route('DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (params, match) => {
		allow(params, [], 'DELETE /v1/subscriptions/:id')
		const subscription = get(subscriptions, 'subscription', match[1]!)
		if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
			throw invalid(`This subscription is already canceled.`)
		}
		const previous = { status: subscription.status }
		if (subscription.status === 'incomplete' && typeof subscription.latest_invoice === 'string') {
			const invoice = invoices.get(subscription.latest_invoice)!
			invoice.status = 'void'
			intentOfInvoice(invoice.id).status = 'canceled'
		}
		subscription.status = 'canceled'
		subscription.canceled_at = now()
		subscription.ended_at = now()
		emit('customer.subscription.deleted', subscription, previous)
		return clone(subscription)
	})
	route('GET', /^\/v1\/subscriptions$/, (params) => {
		allow(params, ['limit', 'starting_after', 'status'], 'GET /v1/subscriptions')
		const limit = Number(params.limit ?? 10)
		const all = [...subscriptions.values()]
			.filter((subscription) => params.status === 'all' || subscription.status !== 'canceled')
			.sort((a, b) => b.created - a.created || (a.id < b.id ? 1 : -1))
		const after = params.starting_after ? all.findIndex((subscription) => subscription.id === params.starting_after) + 1 : 0
		const page = all.slice(after, after + limit)
		return listOf(page.map((subscription) => clone(subscription)), '/v1/subscriptions', after + limit < all.length)
	})

	route('POST', /^\/v1\/invoices\/([^/]+)\/pay$/, (params, match) => {
		allow(params, ['payment_method', 'off_session'], 'POST /v1/invoices/:id/pay')
		const invoice = get(invoices, 'invoice', match[1]!)
		if (invoice.status !== 'open') throw invalid('Invoice is already paid or voided.')
		const method = cardOwnedBy(String(invoice.customer), String(params.payment_method), 'payment_method')
		const failure = attempt(invoice, method.id, bool(params.off_session) ?? true)
		if (failure && failure !== 'requires_action') {
			throw new StripeHttpError(402, { type: 'card_error', code: failure.code, decline_code: failure.declineCode, message: failure.message })
		}
		return clone(invoice)
	})

	route('POST', /^\/v1\/setup_intents$/, (params) => {
		allow(params, ['customer', 'usage', 'allowed_payment_method_types', 'metadata'], 'POST /v1/setup_intents')
		const customer = get(customers, 'customer', String(params.customer))
		const intent: SetupIntent = {
			id: newId('seti'),
			object: 'setup_intent',
			created: now(),
			client_secret: null,
			status: 'requires_payment_method',
			usage: String(params.usage ?? 'off_session'),
			livemode: false,
			metadata: metadataOf(params.metadata),
			payment_method_types: (params.allowed_payment_method_types as string[] | undefined) ?? ['card'],
			customer: customer.id,
			payment_method: null,
		}
		intent.client_secret = `${intent.id}_secret_${crypto.randomBytes(12).toString('hex')}`
		setupIntents.set(intent.id, intent)
		return intent
	})
	route('GET', /^\/v1\/payment_methods\/([^/]+)$/, (params, match) => {
		allow(params, [], 'GET /v1/payment_methods/:id')
		return get(paymentMethods, 'payment_method', match[1]!)
	})
	route('POST', /^\/v1\/payment_methods\/([^/]+)\/detach$/, (params, match) => {
		allow(params, [], 'POST /v1/payment_methods/:id/detach')
		const method = get(paymentMethods, 'payment_method', match[1]!)
		if (!method.customer) throw invalid(`The payment method ${method.id} is not attached to a customer.`)
		const customer = customers.get(String(method.customer))!
		if (customer.invoice_settings.default_payment_method === method.id) {
			const previous = { invoice_settings: clone(customer.invoice_settings) }
			customer.invoice_settings.default_payment_method = null
			emit('customer.updated', customer, previous)
		}
		const previous = { customer: method.customer }
		method.customer = null
		emit('payment_method.detached', method, previous)
		return clone(method)
	})
	route('GET', /^\/v1\/events\/([^/]+)$/, (params, match) => {
		allow(params, [], 'GET /v1/events/:id')
		return get(events, 'event', match[1]!)
	})

	// ---- the server -------------------------------------------------------------------------

	async function readBody(req: IncomingMessage): Promise<string> {
		const chunks: Buffer[] = []
		for await (const chunk of req) chunks.push(chunk as Buffer)
		return Buffer.concat(chunks).toString('utf8')
	}

	function send(res: ServerResponse, status: number, body: string) {
		res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${crypto.randomBytes(6).toString('hex')}` })
		res.end(body)
	}

	let outage = false
	const server = createServer((req, res) => {
		void (async () => {
			const url = new URL(req.url ?? '/', 'http://localhost')
			const path = url.pathname
			const method = req.method ?? 'GET'
			const raw = await readBody(req)
			const record = (status: number) => calls.push({ method, path, status })
			if (outage) {
				record(503)
				return send(res, 503, JSON.stringify({ error: { type: 'api_error', message: 'Stripe is temporarily unavailable.' } }))
			}
			if (req.headers.authorization !== `Bearer ${secretKey}`) {
				unexpected.push(`${method} ${path}: wrong or missing API key`)
				record(401)
				return send(res, 401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } }))
			}
			const found = routes.map((candidate) => ({ candidate, match: candidate.pattern.exec(path) })).find(({ candidate, match }) => match && candidate.method === method)
			if (!found) {
				unexpected.push(`${method} ${path}: no such endpoint here`)
				record(404)
				return send(res, 404, JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } }))
			}
			const key = req.headers['idempotency-key']
			const requestId = `${method} ${path} ${raw}`
			if (typeof key === 'string' && method === 'POST' && !key.startsWith('stripe-node-retry-')) {
				const earlier = idempotency.get(key)
				if (earlier) {
					if (earlier.request !== requestId) {
						unexpected.push(`${method} ${path}: idempotency key ${key} reused with other parameters`)
						record(400)
						return send(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } }))
					}
					record(earlier.status)
					return send(res, earlier.status, earlier.body)
				}
			}
			let status = 200
			let body: string
			try {
				const params = decode(method === 'GET' || method === 'DELETE' ? url.searchParams : new URLSearchParams(raw))
				body = JSON.stringify(found.candidate.handler(params, found.match!))
			} catch (error) {
				if (!(error instanceof StripeHttpError)) {
					unexpected.push(`${method} ${path}: the fake failed: ${(error as Error).stack}`)
					status = 500
					body = JSON.stringify({ error: { type: 'api_error', message: (error as Error).message } })
				} else {
					status = error.status
					body = JSON.stringify({ error: error.body })
				}
			}
			if (typeof key === 'string' && method === 'POST') idempotency.set(key, { request: requestId, status, body })
			record(status)
			send(res, status, body)
		})()
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

	async function post(body: string, options: { secret?: string; signature?: string | null }) {
		if (!webhookUrl) throw new Error('FakeStripe: setWebhookUrl first')
		const signature =
			options.signature === undefined
				? signer.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? webhookSecret })
				: options.signature
		const response = await fetch(webhookUrl, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
			body,
		})
		return { status: response.status, text: await response.text() }
	}

	async function send1(event: FakeEvent): Promise<Delivery> {
		const { status } = await post(JSON.stringify(event, null, 2), {})
		return { id: event.id, type: event.type, status }
	}

	function intentBySecret(clientSecret: string): PaymentIntent {
		const intent = [...paymentIntents.values()].find((candidate) => candidate.clientSecret === clientSecret)
		if (!intent) throw new Error(`FakeStripe: no PaymentIntent with client secret ${clientSecret}`)
		return intent
	}

	return {
		url: base,
		env: {
			STRIPE_SECRET_KEY: secretKey,
			STRIPE_PUBLISHABLE_KEY: `pk_test_fake_${crypto.randomBytes(8).toString('hex')}`,
			STRIPE_WEBHOOK_SECRET: webhookSecret,
			STRIPE_API_BASE: base,
		},
		setOutage: (on) => {
			outage = on
		},
		setWebhookUrl: (url) => {
			webhookUrl = url
		},
		calls,
		unexpected,
		customers,
		subscriptions,
		invoices,
		paymentMethods,
		prices,
		setupIntents,
		paymentSecretOf: (subscriptionId) => {
			const invoiceId = subscriptions.get(subscriptionId)?.latest_invoice
			return typeof invoiceId === 'string' ? intentOfInvoice(invoiceId).clientSecret : null
		},
		confirmPayment: (clientSecret, card) => {
			const intent = intentBySecret(clientSecret)
			const invoice = invoices.get(intent.invoice)!
			if (invoice.status !== 'open') return { status: intent.status, error: { code: 'payment_intent_unexpected_state', message: 'This PaymentIntent can no longer be confirmed.' } }
			const method = addCard(intent.customer, card)
			const failure = attempt(invoice, method.id, false)
			if (failure === 'requires_action' || failure === null) return { status: intent.status }
			return { status: intent.status, error: { code: failure.code, message: failure.message } }
		},
		authenticate: (clientSecret, succeed) => {
			const intent = intentBySecret(clientSecret)
			if (intent.status !== 'requires_action') throw new Error(`FakeStripe: ${intent.id} does not wait for authentication`)
			const invoice = invoices.get(intent.invoice)!
			if (succeed) {
				intent.status = 'succeeded'
				invoicePaid(invoice, intent.paymentMethod!)
			} else {
				intent.status = 'requires_payment_method'
				emit('invoice.payment_failed', invoice)
			}
			return { status: intent.status }
		},
		confirmSetup: (clientSecret, card) => {
			const intent = [...setupIntents.values()].find((candidate) => candidate.client_secret === clientSecret)
			if (!intent) throw new Error(`FakeStripe: no SetupIntent with client secret ${clientSecret}`)
			const method = addCard(intent.customer, card)
			intent.status = 'succeeded'
			intent.payment_method = method.id
			emit('setup_intent.succeeded', intent)
			return method
		},
		attachCard: (customerId, card) => addCard(get(customers, 'customer', customerId).id, card),
		renew: (subscriptionId) => {
			const subscription = get(subscriptions, 'subscription', subscriptionId)
			const item = subscription.items.data[0]!
			clock = Math.max(clock, item.current_period_end)
			if (subscription.cancel_at_period_end) {
				const previous = { status: subscription.status }
				subscription.status = 'canceled'
				subscription.ended_at = item.current_period_end
				subscription.canceled_at = item.current_period_end
				emit('customer.subscription.deleted', subscription, previous)
				return { status: subscription.status }
			}
			if (subscription.status !== 'active' && subscription.status !== 'past_due') throw new Error(`FakeStripe: ${subscription.status} subscriptions do not renew`)
			const previous: Record<string, unknown> = { items: clone(subscription.items) }
			item.current_period_start = item.current_period_end
			item.current_period_end = nextMonth(item.current_period_start)
			const invoice = newInvoice(subscription, 'subscription_cycle', item.current_period_start, item.current_period_end)
			emit('invoice.created', invoice)
			if (subscription.pause_collection) {
				invoice.status = 'void'
				intentOfInvoice(invoice.id).status = 'canceled'
				emit('invoice.voided', invoice)
				emit('customer.subscription.updated', subscription, previous)
				return { status: subscription.status }
			}
			const customer = customers.get(subscription.customer)!
			const method = subscription.default_payment_method ?? customer.invoice_settings.default_payment_method
			const failure = method ? attempt(invoice, method, true) : { code: 'no_card', declineCode: '', message: 'No card.' }
			if (failure) {
				if (method === null) emit('invoice.payment_failed', invoice)
				previous.status = subscription.status
				subscription.status = 'past_due'
			}
			emit('customer.subscription.updated', subscription, previous)
			return { status: subscription.status }
		},
		endRetries: (subscriptionId) => {
			const subscription = get(subscriptions, 'subscription', subscriptionId)
			if (subscription.status !== 'past_due') throw new Error('FakeStripe: only a past-due subscription runs out of retries')
			const previous = { status: subscription.status }
			subscription.status = 'canceled'
			subscription.ended_at = now()
			subscription.canceled_at = now()
			emit('customer.subscription.deleted', subscription, previous)
		},
		pending: () => [...outbox],
		deliver: async (options = {}) => {
			const chosen = outbox.filter((event) => !options.only || options.only(event))
			for (const event of chosen) outbox.splice(outbox.indexOf(event), 1)
			if (options.reverse) chosen.reverse()
			const deliveries: Delivery[] = []
			for (const event of chosen) {
				deliveries.push(await send1(event))
				if (options.twice) deliveries.push(await send1(event))
			}
			return deliveries
		},
		redeliver: async (eventId) => send1(get(events, 'event', eventId)),
		post,
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
}

/**
 * Stands in for https://js.stripe.com in the browser (tests route the script's URL to it): it
 * records how the page uses Stripe.js — the publishable key, the client secret handed to
 * `elements`, where the Payment Element is mounted, what `confirmPayment`/`confirmSetup` are
 * asked — and answers what `window.__fakeStripe.result` says. Any other member throws, so the
 * page cannot use something this fake does not know.
 */
export const fakeStripeJs = `(() => {
	const state = (window.__fakeStripe = { calls: [], result: null })
	const strict = (name, target) =>
		new Proxy(target, {
			get(object, property) {
				if (typeof property === 'symbol' || property in object) return object[property]
				if (property === 'then' || property === 'toJSON') return undefined
				const message = 'Fake Stripe.js has no ' + name + '.' + String(property)
				state.calls.push({ call: 'unknown', message })
				throw new Error(message)
			},
		})
	const answer = (call) => {
		const result = state.result
		if (!result) {
			const message = 'Fake Stripe.js: no result set for ' + call
			state.calls.push({ call: 'unknown', message })
			return Promise.resolve({ error: { type: 'api_error', message } })
		}
		return new Promise((resolve) => setTimeout(() => resolve(result), 10))
	}
	function Stripe(key, options) {
		state.calls.push({ call: 'Stripe', key, options: options || null })
		let elements = null
		return strict('stripe', {
			_registerWrapper() {},
			elements(options) {
				state.calls.push({ call: 'elements', clientSecret: options && options.clientSecret, locale: options && options.locale })
				elements = strict('elements', {
					create(type, options) {
						state.calls.push({ call: 'create', type })
						const listeners = {}
						return strict('element', {
							mount(target) {
								const node = typeof target === 'string' ? document.querySelector(target) : target
								state.calls.push({ call: 'mount', type, target: node && node.id })
								node.setAttribute('data-fake-stripe', type)
								node.textContent = 'Fake ' + type + ' element'
								setTimeout(() => listeners.ready && listeners.ready({ elementType: type }), 0)
							},
							on(event, handler) {
								listeners[event] = handler
							},
							destroy() {},
							unmount() {},
						})
					},
					submit() {
						state.calls.push({ call: 'submit' })
						return Promise.resolve({})
					},
				})
				return elements
			},
			confirmPayment(options) {
				state.calls.push({ call: 'confirmPayment', returnUrl: options.confirmParams && options.confirmParams.return_url, redirect: options.redirect, clientSecret: options.clientSecret || null })
				return answer('confirmPayment')
			},
			confirmSetup(options) {
				state.calls.push({ call: 'confirmSetup', returnUrl: options.confirmParams && options.confirmParams.return_url, redirect: options.redirect || null })
				return answer('confirmSetup')
			},
		})
	}
	Stripe.version = 'endive'
	window.Stripe = Stripe
})()`
