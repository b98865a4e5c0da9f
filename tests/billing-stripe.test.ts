import { createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { mailOutbox, paymentMethods, stripeEvents, subscriptions, users, waitlistEntries } from '#core/db/schema.ts'
import { jobContracts } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { cancelAlert, createAlert, criteriaOf, updateAlert } from '#core/models/alerts.ts'
import { type AlertCriteria } from '#core/schemas/alert.ts'
import { siteLabel } from '#core/sites.ts'
import { jobHandlers } from '#worker/jobs/index.ts'
import { type JobContext } from '#worker/jobs/types.ts'
import { workerIdentity } from '#worker/runtime.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { golfCriteria, seedAlert } from './support/seed.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'
import { type Delivery, fakeStripeJs, type FakeStripe, startFakeStripe } from './support/stripe.ts'

/**
 * Billing against a Stripe-compatible local server (tests/support/stripe.ts): the app server
 * talks to it through STRIPE_API_BASE, and it sends webhooks signed with the real
 * `stripe.webhooks` helper to /api/stripe/webhook. The webhook only records and enqueues; each
 * test then runs the `stripe.apply-event` jobs it enqueued with the worker's own handler.
 */

let fake: FakeStripe

const app = setUpBrowserApp({
	before: async () => {
		fake = await startFakeStripe()
	},
	env: () => fake.env,
})

beforeAll(() => {
	fake.setWebhookUrl(`${app.server.url}/api/stripe/webhook`)
})
afterAll(async () => {
	// The app called nothing the local Stripe does not know.
	expect(fake?.unexpected).toEqual([])
	await fake?.close()
})

const criteria = golfCriteria

function workerContext(): JobContext {
	return {
		config: parseConfig({ NODE_ENV: 'test', ...fake.env, APP_URL: app.server.url, SUBSCRIBER_CAPACITY: '1000' }),
		db: app.database.db,
		log: createLogger('worker', 'silent'),
		worker: workerIdentity(),
		enqueue: () => Promise.reject(new Error('this test enqueues no jobs')),
	}
}

/** Runs, as the worker would, every `stripe.apply-event` job the webhook enqueued; returns how many. */
async function runEventJobs(): Promise<number> {
	const { rows } = await app.database.pool.query<{ id: string; data: unknown }>(
		`select id, data from agenda_jobs where name = 'stripe.apply-event' order by created_at, id`,
	)
	for (const row of rows) {
		await jobHandlers['stripe.apply-event'](workerContext(), jobContracts['stripe.apply-event'].parse(row.data))
		await app.database.pool.query('delete from agenda_jobs where id = $1', [row.id])
	}
	return rows.length
}

/** Stripe delivers what happened (all answered 200), then the worker applies it. */
async function webhooks(options: Parameters<FakeStripe['deliver']>[0] = {}): Promise<Delivery[]> {
	const deliveries = await fake.deliver(options)
	expect(deliveries.filter((delivery) => delivery.status !== 200)).toEqual([])
	await runEventJobs()
	return deliveries
}

const alertRow = async (id: string) => (await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!
const userRow = async (id: string) => (await app.database.db.select().from(users).where(eq(users.id, id)))[0]!

async function account() {
	const { user } = await seedAccount(app.database.db)
	const cookie = await sessionCookieFor(app.database.db, user.id)
	return { user, cookie }
}

async function pendingAlert(userId: string, overrides: Partial<AlertCriteria> = {}) {
	const created = await createAlert(app.database.db, { userId, criteria: { ...criteria, ...overrides }, capacity: 1000 })
	if (!created.ok) throw new Error('full')
	return created.alert
}

function api(method: string, path: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}) {
	return fetch(`${app.server.url}${path}`, {
		method,
		headers: {
			// A browser names the page a write comes from; the host refuses a cookie without it.
			...(cookie ? { Cookie: `__session=${cookie}`, Origin: app.server.url } : {}),
			...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
			...headers,
		},
		body: body === undefined ? undefined : JSON.stringify(body),
		redirect: 'manual',
	})
}

/** The client secret the checkout's Payment Element would get for this alert. */
async function checkoutSecret(cookie: string, alertId: string): Promise<string> {
	const response = await api('POST', '/api/create-payment-intent', cookie, { subscriptionId: alertId, amount: 1 })
	expect(response.status).toBe(200)
	const body = (await response.json()) as { clientSecret: string; amount: number; subscription: { id: string; status: string } }
	expect(body.subscription).toMatchObject({ id: alertId, status: 'pending_payment' })
	return body.clientSecret
}

/** An alert paid with a Visa through the checkout, as Stripe and its webhooks report it. */
async function paidAlert(overrides: Partial<AlertCriteria> = {}) {
	const { user, cookie } = await account()
	const alert = await pendingAlert(user.id, overrides)
	expect(fake.confirmPayment(await checkoutSecret(cookie, alert.id), 'visa').status).toBe('succeeded')
	await webhooks()
	const paid = await alertRow(alert.id)
	expect(paid.status).toBe('active')
	return { user, cookie, alert: paid, subscriptionId: paid.stripeSubscriptionId! }
}

describe('the webhook endpoint', () => {
	test('a forged, tampered, unsigned or stale webhook is refused with 400 and nothing is recorded', async () => {
		const body = JSON.stringify({ id: 'evt_forged1', object: 'event', type: 'invoice.paid', data: { object: {} } })
		expect((await fake.post(body, { secret: 'whsec_not_the_secret' })).status).toBe(400)
		expect((await fake.post(body, { signature: null })).status).toBe(400)
		expect((await fake.post(body, { signature: 'nonsense' })).status).toBe(400)
		const stale = `t=${Math.floor(Date.now() / 1000) - 3600},v1=${'0'.repeat(64)}`
		expect((await fake.post(body, { signature: stale })).status).toBe(400)
		// Signed for one body, sent with another.
		const timestamp = Math.floor(Date.now() / 1000)
		const signed = createHmac('sha256', fake.env.STRIPE_WEBHOOK_SECRET).update(`${timestamp}.${body}`).digest('hex')
		expect((await fake.post(body.replace('invoice.paid', 'invoice.voided'), { signature: `t=${timestamp},v1=${signed}` })).status).toBe(400)
		expect((await fake.post(body, { signature: `t=${timestamp},v1=${signed}` })).status).toBe(200)
		expect(await app.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, 'evt_forged1'))).toHaveLength(1)
		await app.database.db.delete(stripeEvents).where(eq(stripeEvents.id, 'evt_forged1'))
		await app.database.pool.query(`delete from agenda_jobs where name = 'stripe.apply-event'`)
		expect((await fetch(`${app.server.url}/api/stripe/webhook`)).status).toBe(405)
	})

	test('a signed event is recorded and handed to a job; replayed, it is recognised and nothing runs twice', async () => {
		const { user } = await account()
		const response = await api('POST', '/api/create-setup-intent', await sessionCookieFor(app.database.db, user.id), {})
		expect(response.status).toBe(200)
		const [customerEvent] = fake.pending().filter((event) => event.type === 'customer.created')
		const deliveries = await fake.deliver()
		expect(deliveries.map((delivery) => delivery.status)).toEqual(deliveries.map(() => 200))
		const [recorded] = await app.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, customerEvent!.id))
		// customer.created needs no work: recorded as applied, no job.
		expect(recorded).toMatchObject({ type: 'customer.created' })
		expect(recorded?.processedAt).not.toBeNull()
		expect(await runEventJobs()).toBe(0)

		const { alert } = await paidAlert()
		const paidEvent = (await app.database.db.select().from(stripeEvents).where(eq(stripeEvents.type, 'invoice.paid'))).at(-1)!
		expect(paidEvent.processedAt).not.toBeNull()
		const replay = await fake.redeliver(paidEvent.id)
		expect(replay.status).toBe(200)
		expect(await runEventJobs()).toBe(0)
		expect((await alertRow(alert.id)).status).toBe('active')
	})
})

describe('the first payment', () => {
	test('with a card that succeeds: the alert turns active only when the webhook says the invoice is paid; the card becomes the default', async () => {
		const { user, cookie } = await account()
		const alert = await pendingAlert(user.id)
		const secret = await checkoutSecret(cookie, alert.id)
		// The same alert asks again (a reload): the same PaymentIntent, at the price core/pricing gives.
		expect(await checkoutSecret(cookie, alert.id)).toBe(secret)
		const stored = await alertRow(alert.id)
		const subscription = fake.subscriptions.get(stored.stripeSubscriptionId!)!
		expect(subscription).toMatchObject({ status: 'incomplete', metadata: { alertId: alert.id, userId: user.id } })
		expect(subscription.items.data[0]!.price).toMatchObject({ unit_amount: 1498, currency: 'usd', lookup_key: 'carwatch_alert_usd_1498_monthly' })
		expect((await userRow(user.id)).stripeCustomerId).toBe(subscription.customer)

		expect(fake.confirmPayment(secret, 'visa').status).toBe('succeeded')
		// The browser knows it paid; the alert waits for Stripe's word.
		expect((await alertRow(alert.id)).status).toBe('pending_payment')
		await webhooks()
		const paid = await alertRow(alert.id)
		expect(paid).toMatchObject({ status: 'active', reservedUntil: null, stripePriceId: subscription.items.data[0]!.price.id })
		expect(paid.currentPeriodEnd?.getTime()).toBe(subscription.items.data[0]!.current_period_end * 1000)
		const customer = fake.customers.get(subscription.customer)!
		const cards = await app.database.db.select().from(paymentMethods).where(eq(paymentMethods.userId, user.id))
		expect(cards).toEqual([expect.objectContaining({ id: customer.invoice_settings.default_payment_method, brand: 'visa', last4: '4242', isDefault: true })])
		expect(fake.unexpected).toEqual([])
	})

	test('a declined card leaves the alert waiting, with the reason for the form; another card then pays', async () => {
		const { user, cookie } = await account()
		const alert = await pendingAlert(user.id)
		const secret = await checkoutSecret(cookie, alert.id)
		expect(fake.confirmPayment(secret, 'declined')).toMatchObject({ status: 'requires_payment_method', error: { code: 'card_declined' } })
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('pending_payment')
		expect(fake.confirmPayment(secret, 'mastercard').status).toBe('succeeded')
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('active')
	})

	test('3-D Secure: nothing changes while the bank asks; once authenticated, the alert turns active', async () => {
		const { user, cookie } = await account()
		const alert = await pendingAlert(user.id)
		const secret = await checkoutSecret(cookie, alert.id)
		expect(fake.confirmPayment(secret, 'threeDSecure').status).toBe('requires_action')
		const deliveries = await webhooks()
		expect(deliveries.map((delivery) => delivery.type)).toContain('invoice.payment_action_required')
		expect((await alertRow(alert.id)).status).toBe('pending_payment')
		fake.authenticate(secret, true)
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('active')
	})

	test('a user with a default card gets the next alert charged at once, without the form', async () => {
		const { user, cookie } = await paidAlert()
		const response = await api('POST', '/api/set-alerts-intent', cookie, { ...criteria, brand: 'bmw', model: 'all', userId: 'someone-else', price: 1 })
		expect(response.status).toBe(201)
		const body = (await response.json()) as { clientSecret: string | null; paid: boolean; subscription: { id: string; status: string; price: number } }
		expect(body).toMatchObject({ clientSecret: null, paid: true, subscription: { status: 'pending_payment', price: 1498 } })
		await webhooks()
		const second = await alertRow(body.subscription.id)
		expect(second).toMatchObject({ userId: user.id, status: 'active' })
		expect(fake.subscriptions.get(second.stripeSubscriptionId!)?.default_payment_method).toMatch(/^pm_/)
	})

	test('the same set-alerts-intent sent twice at once makes one alert and charges the card once', async () => {
		const { user, cookie } = await paidAlert()
		const subscriptionsBefore = fake.subscriptions.size
		const body = { ...criteria, brand: 'audi', model: 'all' }
		const answers = await Promise.all([api('POST', '/api/set-alerts-intent', cookie, body), api('POST', '/api/set-alerts-intent', cookie, body)])
		// The repeat continues the same alert: the same checkout, or 409 when it is already paid for.
		expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
		expect(answers.some((answer) => answer.status === 201)).toBe(true)
		const ids = await Promise.all(answers.filter((answer) => answer.status === 201).map(async (answer) => ((await answer.json()) as { subscription: { id: string } }).subscription.id))
		expect(new Set(ids).size).toBe(1)
		const audi = (await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).filter((alert) => alert.brand === 'audi')
		expect(audi).toHaveLength(1)
		expect(fake.subscriptions.size).toBe(subscriptionsBefore + 1)
		// A different alert is a new alert.
		const other = await api('POST', '/api/set-alerts-intent', cookie, { ...body, priceMax: 9_000 })
		expect(other.status).toBe(201)
		expect(fake.subscriptions.size).toBe(subscriptionsBefore + 2)
	})

	test('while Stripe is down, each way of adding an alert keeps it and sends the buyer to the checkout; the same request later pays it', async () => {
		const { user, cookie } = await paidAlert()
		const audi = { ...criteria, brand: 'audi', model: 'all' }
		fake.setOutage(true)
		let intentAlertId: string
		try {
			const intent = await api('POST', '/api/set-alerts-intent', cookie, audi)
			expect(intent.status).toBe(502)
			const { checkoutUrl } = (await intent.json()) as { checkoutUrl: string }
			intentAlertId = new URL(checkoutUrl, app.server.url).searchParams.get('subscription')!
			const created = await api('POST', '/api/subscriptions', cookie, { ...criteria, brand: 'bmw', model: 'all' })
			expect(created.status).toBe(201)
			expect((await submitWizard(cookie)).pathname).toBe('/checkout')
		} finally {
			fake.setOutage(false)
		}
		const kept = (await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).filter((alert) => alert.status === 'pending_payment')
		expect(kept.map((alert) => alert.brand).sort()).toEqual(['audi', 'bmw', 'volkswagen'])
		expect(kept.find((alert) => alert.brand === 'audi')!.id).toBe(intentAlertId)

		const again = await api('POST', '/api/set-alerts-intent', cookie, audi)
		expect(again.status).toBe(201)
		expect(await again.json()).toMatchObject({ paid: true, subscription: { id: intentAlertId } })
		const audiAlerts = (await app.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).filter((alert) => alert.brand === 'audi')
		expect(audiAlerts).toHaveLength(1)
	})

	test('without a saved card, set-alerts-intent answers the PaymentIntent’s client secret', async () => {
		const { cookie } = await account()
		const response = await api('POST', '/api/set-alerts-intent', cookie, criteria)
		expect(response.status).toBe(201)
		const body = (await response.json()) as { clientSecret: string; subscription: { id: string } }
		const alert = await alertRow(body.subscription.id)
		expect(body.clientSecret).toBe(fake.paymentSecretOf(alert.stripeSubscriptionId!))
	})
})

/**
 * The wizard's five steps as forms post them (JavaScript off), ending with Submit; returns where it
 * went. `shown` is what the review step's form sends of the charge its page named (the saved
 * card and the amount), as the page would have sent it.
 */
async function submitWizard(cookie: string, shown?: { card: string; amount: number }): Promise<URL> {
	await fillWizard(cookie)
	const payFields: Array<[string, string]> = shown ? [['payCard', shown.card], ['payAmount', String(shown.amount)]] : []
	return postWizard(cookie, [['intent', 'submit'], ['step', '5'], ['acceptTerms', 'on'], ...payFields])
}

/** The wizard's steps before the review, as forms post them: the draft stands at the review. */
async function fillWizard(cookie: string, websites: { sites: string[]; frequency: string } = { sites: ['mobile.de'], frequency: 'hourly' }) {
	await postWizard(cookie, [['intent', 'next'], ['step', '1']])
	await postWizard(cookie, [['intent', 'next'], ['step', '2'], ...websites.sites.map((site): [string, string] => ['websitesSelected', site]), ['updateFrequency', websites.frequency]])
	await postWizard(cookie, [['intent', 'next'], ['step', '3'], ['carBrand', 'volkswagen'], ['carModel', 'golf'], ['fuelType', 'diesel']])
	await postWizard(cookie, [['intent', 'next'], ['step', '4'], ['telegramUsername', 'golf_hunter'], ['notificationLanguage', 'en'], ['timeZone', 'Europe/Berlin'], ['botContacted', 'on']])
}

/** One wizard form post; returns where it redirected. */
async function postWizard(cookie: string, fields: Array<[string, string]>): Promise<URL> {
	const response = await fetch(`${app.server.url}/subscribe`, {
		method: 'POST',
		headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields),
		redirect: 'manual',
	})
	expect(response.status).toBe(302)
	return new URL(response.headers.get('Location')!, app.server.url)
}

/** A text as read, with its no-break spaces (a card's name keeps on one line) as plain ones. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

/** The user's default card at the local Stripe, as the review step names it. */
async function defaultCardOf(userId: string) {
	const [card] = await app.database.db.select().from(paymentMethods).where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
	return card!
}

describe('the wizard’s submit', () => {
	test('with a default card: charged off-session at once, to the dashboard; active once Stripe says paid', async () => {
		const { user, cookie } = await paidAlert()
		const next = await submitWizard(cookie, { card: (await defaultCardOf(user.id)).id, amount: 999 })
		expect(next.pathname).toBe('/dashboard')
		const alert = await alertRow(next.searchParams.get('created')!)
		expect(alert).toMatchObject({ userId: user.id, status: 'pending_payment', price: 999 })
		expect(fake.subscriptions.get(alert.stripeSubscriptionId!)?.status).toBe('active')
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('active')
	})

	test('with a default card that needs 3-D Secure: to the checkout, which finishes the same subscription', async () => {
		const { user, cookie, subscriptionId } = await paidAlert()
		const card = fake.attachCard(fake.subscriptions.get(subscriptionId)!.customer, 'threeDSecure')
		expect((await api('POST', `/api/payment-methods/${card.id}/default`, cookie)).status).toBe(200)
		await webhooks()
		const next = await submitWizard(cookie, { card: card.id, amount: 999 })
		expect(next.pathname).toBe('/checkout')
		const alert = await alertRow(next.searchParams.get('subscription')!)
		expect(alert).toMatchObject({ userId: user.id, status: 'pending_payment' })
		expect(fake.subscriptions.get(alert.stripeSubscriptionId!)?.status).toBe('incomplete')
		expect(await checkoutSecret(cookie, alert.id)).toBe(fake.paymentSecretOf(alert.stripeSubscriptionId!))
	})

	test('a charge the review did not name (no card shown, another card, another amount) is not made: to the checkout, nothing charged', async () => {
		const { user, cookie, subscriptionId } = await paidAlert()
		const visa = await defaultCardOf(user.id)
		const before = fake.subscriptions.size
		for (const shown of [undefined, { card: visa.id, amount: 1498 }, { card: 'pm_shown_elsewhere', amount: 999 }]) {
			const next = await submitWizard(cookie, shown)
			expect(next.pathname).toBe('/checkout')
			expect((await alertRow(next.searchParams.get('subscription')!)).stripeSubscriptionId).toBeNull()
			// Each submit made its alert: the next one is not a repeat of it.
			await app.database.db.update(subscriptions).set({ createdAt: new Date(Date.now() - 600_000) }).where(eq(subscriptions.userId, user.id))
		}
		expect(fake.subscriptions.size).toBe(before)
		expect(subscriptionId).toMatch(/^sub_/)
	})

	test.each([false, true])('JavaScript %s: the review’s button names the amount and the saved card before the click, and the click charges exactly that', async (javaScript) => {
		const { user } = await paidAlert()
		const visa = await defaultCardOf(user.id)
		expect(visa).toMatchObject({ brand: 'visa', last4: '4242' })
		const { page, close, cookie } = await app.signedInPage(javaScript, user.id)
		try {
			await fillWizard(cookie, { sites: ['mobile.de', 'autoscout24.de'], frequency: '30min' })
			await page.goto(`${app.server.url}/subscribe`)
			const pay = page.getByRole('button', { name: 'Pay $17.97 with Visa ending in 4242' })
			expect(spaced(await pay.innerText())).toBe('Pay $17.97 with Visa •••• 4242')
			expect(spaced(await page.getByTestId('pay-note').innerText())).toBe(
				'Your saved card, Visa •••• 4242, is charged $17.97 now and then every month until you cancel. Choose another card',
			)
			expect(await page.getByRole('link', { name: 'Choose another card' }).getAttribute('href')).toBe('/profile?tab=payments')
			await page.getByLabel(/I agree to the terms of service/).check()
			await Promise.all([page.waitForURL(/\/dashboard\?created=/), pay.click()])
			const alert = await alertRow(new URL(page.url()).searchParams.get('created')!)
			expect(alert).toMatchObject({ userId: user.id, price: 1797 })
			const charged = fake.subscriptions.get(alert.stripeSubscriptionId!)!
			expect(charged.default_payment_method).toBe(visa.id)
			expect(charged.items.data[0]!.price.unit_amount).toBe(1797)
		} finally {
			await close()
		}
	})

	test('the review names the amount and the card in every language', async () => {
		const { user } = await paidAlert()
		const expected: Record<string, string> = {
			de: '17,97 $ mit Visa •••• 4242 bezahlen',
			fr: 'Payer 17,97 $US avec Visa •••• 4242',
			es: 'Pagar 17,97 US$ con Visa •••• 4242',
			it: 'Paga 17,97 USD con Visa •••• 4242',
		}
		for (const [language, text] of Object.entries(expected)) {
			const { page, close, cookie } = await app.signedInPage(false, user.id, language)
			try {
				await fillWizard(cookie, { sites: ['mobile.de', 'autoscout24.de'], frequency: '30min' })
				await page.goto(`${app.server.url}/subscribe`)
				expect(spaced(await page.locator('button[name="intent"][value="submit"]').innerText())).toBe(text)
			} finally {
				await close()
			}
		}
	})

	test('without a card: to the checkout, nothing charged', async () => {
		const { cookie } = await account()
		const next = await submitWizard(cookie)
		expect(next.pathname).toBe('/checkout')
		expect((await alertRow(next.searchParams.get('subscription')!)).stripeSubscriptionId).toBeNull()
	})
})

describe('renewals', () => {
	test('a paid renewal starts the next period and applies the change that waited for it', async () => {
		const { user, alert, subscriptionId } = await paidAlert()
		const changed = await updateAlert(app.database.db, {
			userId: user.id,
			id: alert.id,
			criteria: { ...criteriaOf(alert), websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'] },
			status: 'active',
		})
		expect(changed).toMatchObject({ ok: true, applied: 'nextPeriod' })
		await jobHandlers['billing.sweep'](workerContext(), {})
		expect(fake.subscriptions.get(subscriptionId)!.items.data[0]!.price.unit_amount).toBe(1997)
		const before = await alertRow(alert.id)
		expect(before).toMatchObject({ price: 1498, websitesSelected: ['mobile.de', 'autoscout24.de'] })

		expect(fake.renew(subscriptionId).status).toBe('active')
		await webhooks()
		const after = await alertRow(alert.id)
		expect(after).toMatchObject({ status: 'active', price: 1997, websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'], pendingChange: null })
		expect(after.currentPeriodEnd!.getTime()).toBe(fake.subscriptions.get(subscriptionId)!.items.data[0]!.current_period_end * 1000)
		expect(after.currentPeriodEnd!.getTime()).toBeGreaterThan(before.currentPeriodEnd!.getTime())
	})

	test('a failed renewal: past due with the old setup, one e-mail with the link; a new default card pays; after the last retry the alert ends', async () => {
		const { user, cookie, alert, subscriptionId } = await paidAlert()
		await updateAlert(app.database.db, { userId: user.id, id: alert.id, criteria: { ...criteriaOf(alert), updateFrequency: '15min' }, status: 'active' })
		const customerId = fake.subscriptions.get(subscriptionId)!.customer
		const declining = fake.attachCard(customerId, 'declined')
		const setDefault = await api('POST', `/api/payment-methods/${declining.id}/default`, cookie)
		expect(setDefault.status).toBe(200)
		expect(fake.subscriptions.get(subscriptionId)!.default_payment_method).toBe(declining.id)
		await webhooks()

		expect(fake.renew(subscriptionId).status).toBe('past_due')
		await webhooks({ twice: true })
		const pastDue = await alertRow(alert.id)
		expect(pastDue).toMatchObject({ status: 'past_due', price: 1498, updateFrequency: 'hourly' })
		expect(pastDue.pendingChange).not.toBeNull()
		const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(mailOutbox.createdAt)
		// The first payment's receipt (tests/billing-mail.test.ts), then the failure's one mail.
		expect(mails.map((mail) => mail.subject)).toEqual(['CarWatch receipt: $14.98 for your alert “Volkswagen Golf”', 'CarWatch: your payment did not go through'])
		expect(mails[1]!.text).toContain(`${app.server.url}/profile?tab=billing`)

		// The fix: a card saved through a SetupIntent, made the default: the open invoice is paid with it.
		const setup = (await (await api('POST', '/api/create-setup-intent', cookie, {})).json()) as { clientSecret: string }
		const good = fake.confirmSetup(setup.clientSecret, 'visa')
		await webhooks()
		const fixed = await api('POST', `/api/payment-methods/${good.id}/default`, cookie)
		expect(await fixed.json()).toMatchObject({ message: 'Default payment method updated', retriedPayments: 1, failedPayments: 0 })
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('active')

		// The next renewal fails again with a card that stopped working, and Stripe's retries run out.
		await api('POST', `/api/payment-methods/${declining.id}/default`, cookie)
		await webhooks()
		fake.renew(subscriptionId)
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('past_due')
		fake.endRetries(subscriptionId)
		await webhooks()
		expect(await alertRow(alert.id)).toMatchObject({ status: 'ended', pendingChange: null })
		expect(fake.unexpected).toEqual([])
	})

	test('cancel at period end: Stripe is told, the alert runs until the period ends, then ends and the waitlist is invited', async () => {
		const { user, alert, subscriptionId } = await paidAlert()
		await app.database.db.insert(waitlistEntries).values({ firstName: 'Wai', lastName: 'Ting', email: `wait-${alert.id}@example.com`, confirmedAt: new Date() })
		await cancelAlert(app.database.db, { userId: user.id, id: alert.id })
		expect((await alertRow(alert.id)).status).toBe('cancelling')
		await jobHandlers['billing.sweep'](workerContext(), {})
		expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: true })
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('cancelling')

		expect(fake.renew(subscriptionId).status).toBe('canceled')
		await webhooks()
		const ended = await alertRow(alert.id)
		expect(ended.status).toBe('ended')
		expect(ended.endedAt?.getTime()).toBe(fake.subscriptions.get(subscriptionId)!.ended_at! * 1000)
		const [entry] = await app.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, `wait-${alert.id}@example.com`))
		expect(entry?.invitedAt).not.toBeNull()
	})
})

describe('keeping a cancelled alert', () => {
	test('"Keep my alert" during the paid period: Stripe stops cancelling at period end, and the period end renews the alert', async () => {
		const { user, cookie, alert, subscriptionId } = await paidAlert()
		const form = (intent: string) =>
			fetch(`${app.server.url}/edit/${alert.id}/cancel`, {
				method: 'POST',
				headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
				body: new URLSearchParams({ intent }),
				redirect: 'manual',
			})
		expect((await form('cancel')).status).toBe(302)
		expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: true })
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('cancelling')

		// Another user cannot keep it: 404, and Stripe still cancels at period end.
		const intruder = await account()
		const foreign = await fetch(`${app.server.url}/edit/${alert.id}/cancel`, {
			method: 'POST',
			headers: { Cookie: `__session=${intruder.cookie}`, Origin: app.server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ intent: 'keep' }),
			redirect: 'manual',
		})
		expect(foreign.status).toBe(404)
		expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ cancel_at_period_end: true })

		const kept = await form('keep')
		expect([kept.status, kept.headers.get('Location')]).toEqual([302, `/dashboard?kept=${alert.id}`])
		expect(fake.subscriptions.get(subscriptionId)).toMatchObject({ status: 'active', cancel_at_period_end: false })
		// The update's webhook and the sweep leave it running.
		await webhooks()
		await jobHandlers['billing.sweep'](workerContext(), {})
		expect((await alertRow(alert.id)).status).toBe('active')

		// At the period's end Stripe renews instead of cancelling.
		expect(fake.renew(subscriptionId).status).toBe('active')
		await webhooks()
		const renewed = await alertRow(alert.id)
		expect(renewed.status).toBe('active')
		expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(alert.currentPeriodEnd!.getTime())
		expect(renewed.userId).toBe(user.id)
		expect(fake.unexpected).toEqual([])
	})
})

describe('events that arrive late, twice or out of order', () => {
	test('the first payment’s events delivered backwards and twice: the alert ends up active, each event applied once', async () => {
		const { user, cookie } = await account()
		const alert = await pendingAlert(user.id)
		fake.confirmPayment(await checkoutSecret(cookie, alert.id), 'visa')
		const deliveries = await webhooks({ reverse: true, twice: true })
		expect(deliveries.filter((delivery) => delivery.type === 'invoice.paid')).toHaveLength(2)
		expect((await alertRow(alert.id)).status).toBe('active')
		const ids = [...new Set(deliveries.map((delivery) => delivery.id))]
		const rows = await app.database.db.select().from(stripeEvents)
		for (const id of ids) expect(rows.filter((row) => row.id === id)).toHaveLength(1)
		expect(rows.filter((row) => ids.includes(row.id) && row.processedAt === null)).toEqual([])
	})

	test('an old "past due" event arriving after the recovery does not make the alert past due again', async () => {
		const { user, cookie, alert, subscriptionId } = await paidAlert()
		const customerId = fake.subscriptions.get(subscriptionId)!.customer
		const declining = fake.attachCard(customerId, 'declined')
		await api('POST', `/api/payment-methods/${declining.id}/default`, cookie)
		await webhooks()
		fake.renew(subscriptionId)
		const failure = fake.pending().filter((event) => event.type === 'invoice.payment_failed' || event.type === 'customer.subscription.updated')
		const good = fake.attachCard(customerId, 'visa')
		await webhooks({ only: (event) => !failure.includes(event) })
		await api('POST', `/api/payment-methods/${good.id}/default`, cookie)
		await webhooks({ only: (event) => !failure.includes(event) })
		expect(fake.subscriptions.get(subscriptionId)!.status).toBe('active')
		// Now the failure's events arrive, late.
		await webhooks()
		expect((await alertRow(alert.id)).status).toBe('active')
		// No payment-failed mail: only the receipts of the two payments.
		const mails = await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))
		expect(mails.map((mail) => mail.subject)).toEqual(['CarWatch receipt: $14.98 for your alert “Volkswagen Golf”', 'CarWatch receipt: $14.98 for your alert “Volkswagen Golf”'])
	})

	test('the cancellation’s "deleted" event arriving before the "updated" one still ends the alert', async () => {
		const { user, alert, subscriptionId } = await paidAlert()
		await cancelAlert(app.database.db, { userId: user.id, id: alert.id })
		await jobHandlers['billing.sweep'](workerContext(), {})
		fake.renew(subscriptionId)
		await webhooks({ reverse: true })
		expect((await alertRow(alert.id)).status).toBe('ended')
	})
})

describe('the JSON endpoints', () => {
	test('create-payment-intent: the spec’s errors, and only the user’s own alerts', async () => {
		const { user, cookie } = await account()
		const { cookie: strangerCookie } = await account()
		const alert = await pendingAlert(user.id)
		const missing = await api('POST', '/api/create-payment-intent', cookie, {})
		expect(missing.status).toBe(400)
		expect(await missing.json()).toEqual({ message: 'No subscription selected. Please select a subscription first.' })
		const foreign = await api('POST', '/api/create-payment-intent', strangerCookie, { subscriptionId: alert.id })
		expect(foreign.status).toBe(404)
		expect(await foreign.json()).toEqual({ message: 'Subscription not found' })
		expect((await api('POST', '/api/create-payment-intent', null, { subscriptionId: alert.id })).status).toBe(401)
		expect((await api('POST', '/api/create-payment-intent', cookie, { subscriptionId: alert.id }, { Origin: 'https://evil.example' })).status).toBe(403)
		expect((await api('POST', '/api/create-payment-intent', cookie, 'not an object')).status).toBe(400)
		const text = await fetch(`${app.server.url}/api/create-payment-intent`, { method: 'POST', headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/json' }, body: '{oops' })
		expect(text.status).toBe(400)
		expect((await api('GET', '/api/create-payment-intent', cookie)).status).toBe(405)
		const { alert: active, cookie: owner } = await paidAlert()
		const paid = await api('POST', '/api/create-payment-intent', owner, { subscriptionId: active.id })
		expect(paid.status).toBe(409)
		await app.database.db.update(subscriptions).set({ reservedUntil: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, alert.id))
		expect((await api('POST', '/api/create-payment-intent', cookie, { subscriptionId: alert.id })).status).toBe(410)
	})

	test('cards: list, set default and remove touch only the user’s own; the last card of a user with live alerts stays', async () => {
		const { user, cookie, subscriptionId } = await paidAlert()
		const { user: stranger, cookie: strangerCookie } = await paidAlert()
		const customerId = fake.subscriptions.get(subscriptionId)!.customer
		const [onlyCard] = (await (await api('GET', '/api/payment-methods', cookie)).json()) as Array<{ id: string; isDefault: boolean }>
		expect(onlyCard).toMatchObject({ isDefault: true })

		const lastCard = await api('DELETE', `/api/payment-methods/${onlyCard!.id}`, cookie)
		expect(lastCard.status).toBe(409)
		expect(((await lastCard.json()) as { message: string }).message).toContain('This is your only card')

		// Another user's card: unknown to this user, and untouched.
		const [theirs] = (await (await api('GET', '/api/payment-methods', strangerCookie)).json()) as Array<{ id: string }>
		expect((await api('DELETE', `/api/payment-methods/${theirs!.id}`, cookie)).status).toBe(404)
		expect((await api('POST', `/api/payment-methods/${theirs!.id}/default`, cookie)).status).toBe(404)
		expect(fake.paymentMethods.get(theirs!.id)?.customer).toBe((await userRow(stranger.id)).stripeCustomerId)

		const second = fake.attachCard(customerId, 'mastercard')
		const listed = (await (await api('GET', '/api/payment-methods', cookie)).json()) as Array<{ id: string; brand: string; last4: string; expMonth: number; expYear: number; isDefault: boolean }>
		expect(listed).toEqual([
			expect.objectContaining({ id: onlyCard!.id, isDefault: true }),
			{ id: second.id, brand: 'mastercard', last4: '4444', expMonth: 12, expYear: second.card.exp_year, isDefault: false },
		])
		const made = await api('POST', `/api/payment-methods/${second.id}/default`, cookie)
		expect(made.status).toBe(200)
		expect(fake.customers.get(customerId)!.invoice_settings.default_payment_method).toBe(second.id)
		expect(fake.subscriptions.get(subscriptionId)!.default_payment_method).toBe(second.id)
		const removed = await api('DELETE', `/api/payment-methods/${second.id}`, cookie)
		expect(await removed.json()).toMatchObject({ message: 'Payment method removed', paymentMethods: [{ id: onlyCard!.id, isDefault: true }] })
		expect(fake.customers.get(customerId)!.invoice_settings.default_payment_method).toBe(onlyCard!.id)
		expect(fake.subscriptions.get(subscriptionId)!.default_payment_method).toBe(onlyCard!.id)

		const has = await api('GET', `/api/customer/payment-methods?customerId=${customerId}`, cookie)
		expect(await has.json()).toEqual({ hasPaymentMethod: true })
		const otherCustomer = (await userRow(stranger.id)).stripeCustomerId!
		expect((await api('GET', `/api/customer/payment-methods?customerId=${otherCustomer}`, cookie)).status).toBe(404)
		const { cookie: fresh } = await account()
		expect(await (await api('GET', '/api/customer/payment-methods', fresh)).json()).toEqual({ hasPaymentMethod: false })
		expect((await api('GET', '/api/payment-methods', null)).status).toBe(401)
		const cached = await app.database.db.select().from(paymentMethods).where(and(eq(paymentMethods.userId, user.id), eq(paymentMethods.isDefault, true)))
		expect(cached.map((card) => card.id)).toEqual([onlyCard!.id])
		expect(fake.unexpected).toEqual([])
	})
})

describe('the checkout page with Stripe (Stripe.js stood in for by a recording fake)', () => {
	async function checkoutPage(cookie: string, alertId: string) {
		const opened = await app.openPage({ javaScript: true })
		await opened.page.context().addCookies([{ name: '__session', value: cookie, url: app.server.url }])
		await opened.page.route('https://js.stripe.com/**', (route) =>
			route.fulfill({ status: 200, contentType: 'application/javascript', body: fakeStripeJs }),
		)
		await opened.page.goto(`${app.server.url}/checkout?subscription=${alertId}`)
		await opened.page.locator('[data-fake-stripe="payment"]').waitFor()
		return opened
	}

	const stripeCalls = (page: Page) =>
		page.evaluate(() => (window as unknown as { __fakeStripe: { calls: Array<Record<string, unknown>> } }).__fakeStripe.calls)

	test('the page hands the PaymentIntent’s client secret to the Payment Element; a paid card shows success and goes to the dashboard', async () => {
		const { user, cookie } = await account()
		const alert = await pendingAlert(user.id, { websitesSelected: ['mobile.de', 'autoscout24.de', 'olx.ro'], updateFrequency: '15min' })
		const { page, errors, close } = await checkoutPage(cookie, alert.id)
		try {
			expect(await page.getByTestId('order-title').textContent()).toBe('Car alerts for Volkswagen Golf')
			expect(await page.getByTestId('order-websites').textContent()).toBe(`3 websites: ${['autoscout24.de', 'mobile.de', 'olx.ro'].map((id) => siteLabel(id, 'en')).join(', ')}`)
			expect(await page.getByTestId('order-frequency').textContent()).toBe('Every 15 minutes')
			expect(await page.getByTestId('order-total').textContent()).toBe('$25.96/month')
			const subscriptionId = (await alertRow(alert.id)).stripeSubscriptionId!
			const secret = fake.paymentSecretOf(subscriptionId)!
			const calls = await stripeCalls(page)
			expect(calls.filter((call) => call.call !== 'create')).toEqual([
				{ call: 'Stripe', key: fake.env.STRIPE_PUBLISHABLE_KEY, options: { locale: 'en' } },
				{ call: 'elements', clientSecret: secret, locale: 'en' },
				{ call: 'mount', type: 'payment', target: 'payment-element' },
			])
			expect(await page.content()).not.toContain(fake.env.STRIPE_SECRET_KEY)

			// What Stripe.js does on confirm, done at the fake Stripe; then Stripe.js answers success.
			expect(fake.confirmPayment(secret, 'visa').status).toBe('succeeded')
			await page.evaluate(() => {
				;(window as unknown as { __fakeStripe: { result: unknown } }).__fakeStripe.result = { paymentIntent: { status: 'succeeded' } }
			})
			await page.getByRole('button', { name: 'Pay $25.96/month' }).click()
			await page.getByText('Payment successful!').waitFor()
			const confirm = (await stripeCalls(page)).find((call) => call.call === 'confirmPayment')
			expect(confirm).toMatchObject({ redirect: 'if_required', returnUrl: `${app.server.url}/dashboard?created=${alert.id}` })
			await page.waitForURL(`${app.server.url}/dashboard?created=${alert.id}`)
			expect((await alertRow(alert.id)).status).toBe('pending_payment')
			await webhooks()
			await page.reload()
			expect(await page.locator(`[data-alert-id="${alert.id}"] [data-status]`).textContent()).toBe('Active')
			expect(errors).toEqual([])
		} finally {
			await close()
		}
	})

	test('a card the bank declines: the provider’s message is shown in the form and the alert keeps waiting', async () => {
		const { user, cookie } = await account()
		const alert = await pendingAlert(user.id)
		const { page, close } = await checkoutPage(cookie, alert.id)
		try {
			await page.evaluate(() => {
				;(window as unknown as { __fakeStripe: { result: unknown } }).__fakeStripe.result = {
					error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
				}
			})
			await page.getByRole('button', { name: 'Pay $14.98/month' }).click()
			const error = page.getByTestId('payment-error')
			await error.waitFor()
			expect(await error.innerText()).toMatch(/Payment failed[\s\S]*Your card was declined\./)
			expect((await alertRow(alert.id)).status).toBe('pending_payment')
		} finally {
			await close()
		}
	})

	test('an alert already paid has nothing to pay; no id says so in the spec’s words', async () => {
		const { cookie, alert } = await paidAlert()
		const opened = await app.openPage({ javaScript: true })
		try {
			await opened.page.context().addCookies([{ name: '__session', value: cookie, url: app.server.url }])
			await opened.page.goto(`${app.server.url}/checkout?subscription=${alert.id}`)
			expect(await opened.page.getByTestId('checkout-closed').textContent()).toContain('This alert has no payment waiting')
			await opened.page.goto(`${app.server.url}/checkout`)
			expect(await opened.page.getByTestId('checkout-none').textContent()).toContain('No subscription selected. Please select a subscription first.')
		} finally {
			await opened.close()
		}
	})
})

test('a pending alert seeded without billing gets its subscription at the checkout', async () => {
	const { user, cookie } = await account()
	const alert = await seedAlert(app.database.db, user.id, 'pending_payment')
	expect(await checkoutSecret(cookie, alert.id)).toMatch(/^pi_.+_secret_/)
})
