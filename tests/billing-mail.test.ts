import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { billingOf } from '#core/billing/billing.ts'
import { renewDemoAlerts } from '#core/billing/sweep.ts'
import { parseConfig } from '#core/config.ts'
import { mailOutbox, stripeEvents, subscriptions, users } from '#core/db/schema.ts'
import { type Language } from '#core/enums.ts'
import { jobContracts } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { createAlert } from '#core/models/alerts.ts'
import { formatPrice } from '#core/money.ts'
import { golfCriteria } from '#tests/support/seed.ts'
import { jobHandlers } from '#worker/jobs/index.ts'
import { type JobContext } from '#worker/jobs/types.ts'
import { workerIdentity } from '#worker/runtime.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { setUpBrowserApp } from './support/browser-app.ts'
import { seedAccount, sessionCookieFor } from './support/session.ts'
import { type ReceivedMail } from './support/smtp.ts'
import { type FakeStripe, startFakeStripe } from './support/stripe.ts'

/**
 * What confirms money and changes by e-mail (docs/decisions/054): a receipt after
 * every payment, a confirmation after a cancellation and after "Keep my alert", each in the buyer's
 * language and each sent once, however often Stripe delivers its webhook or the buyer's form is
 * sent. The mail leaves through SMTP to the local fake (tests/support/smtp.ts). The harness's server
 * bills with the local Stripe; a second server on the same database bills in demo mode.
 */

let fake: FakeStripe
let demo: AppServer

const app = setUpBrowserApp({
	smtp: true,
	before: async () => {
		fake = await startFakeStripe()
	},
	env: () => fake.env,
})

beforeAll(async () => {
	fake.setWebhookUrl(`${app.server.url}/api/stripe/webhook`)
	demo = await startAppServer({ databaseUrl: app.database.url, env: { SMTP_URL: app.smtp.url } })
})
afterAll(async () => {
	expect(fake?.unexpected).toEqual([])
	await demo?.stop()
	await fake?.close()
})

const criteria = golfCriteria

function workerContext(stripe: boolean): JobContext {
	return {
		config: parseConfig({ NODE_ENV: 'test', ...(stripe ? fake.env : {}), SMTP_URL: app.smtp.url, APP_URL: app.server.url, SUBSCRIBER_CAPACITY: '1000' }),
		db: app.database.db,
		log: createLogger('worker', 'silent'),
		worker: workerIdentity(),
		enqueue: () => Promise.reject(new Error('this test enqueues no jobs')),
	}
}

/** Runs, as the worker would, every `stripe.apply-event` job the webhook enqueued. */
async function runEventJobs() {
	const { rows } = await app.database.pool.query<{ id: string; data: unknown }>(`select id, data from agenda_jobs where name = 'stripe.apply-event' order by created_at, id`)
	for (const row of rows) {
		await jobHandlers['stripe.apply-event'](workerContext(true), jobContracts['stripe.apply-event'].parse(row.data))
		await app.database.pool.query('delete from agenda_jobs where id = $1', [row.id])
	}
}

async function webhooks(options: Parameters<FakeStripe['deliver']>[0] = {}) {
	const deliveries = await fake.deliver(options)
	expect(deliveries.filter((delivery) => delivery.status !== 200)).toEqual([])
	await runEventJobs()
}

async function account(language: Language) {
	const { user } = await seedAccount(app.database.db, { firstName: 'Maja' })
	await app.database.db.update(users).set({ language }).where(eq(users.id, user.id))
	return { user, cookie: await sessionCookieFor(app.database.db, user.id) }
}

async function pendingAlert(userId: string) {
	const created = await createAlert(app.database.db, { userId, criteria, capacity: 1000 })
	if (!created.ok) throw new Error('full')
	return created.alert
}

function post(server: AppServer, path: string, cookie: string, fields: Record<string, string>) {
	return fetch(`${server.url}${path}`, {
		method: 'POST',
		headers: { Cookie: `__session=${cookie}`, Origin: server.url, 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams(fields),
		redirect: 'manual',
	})
}

const alertRow = async (id: string) => (await app.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!

/** What reached the SMTP server for this address, in order. */
const mailsTo = (email: string) => app.smtp.received.filter((mail) => mail.to.includes(email.toLowerCase()))

/** Waits until `count` mails reached the address, then a moment more: none may follow. */
async function exactly(email: string, count: number): Promise<ReceivedMail[]> {
	await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
	await new Promise((resolve) => setTimeout(resolve, 500))
	expect(mailsTo(email).map((mail) => mail.subject)).toHaveLength(count)
	// Nothing waits in the outbox to go later.
	expect(await app.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), isNull(mailOutbox.sentAt)))).toEqual([])
	return mailsTo(email)
}

/** A day as the mails write it, by the UTC calendar. */
const day = (date: Date, locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)

describe('receipts with Stripe', () => {
	test('the first payment: one receipt in the buyer’s language (alert, amount and currency, period, card), though the webhook comes twice and is replayed after a crash', async () => {
		const { user, cookie } = await account('de')
		const alert = await pendingAlert(user.id)
		const response = await fetch(`${app.server.url}/api/create-payment-intent`, {
			method: 'POST',
			headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/json' },
			body: JSON.stringify({ subscriptionId: alert.id }),
		})
		const { clientSecret } = (await response.json()) as { clientSecret: string }
		expect(fake.confirmPayment(clientSecret, 'visa').status).toBe('succeeded')
		const paidEvent = fake.pending().find((event) => event.type === 'invoice.paid')!
		await webhooks({ twice: true })
		expect((await alertRow(alert.id)).status).toBe('active')

		// The worker applied the event and died before it could say so: the sweep, and Stripe's own retry, apply it again.
		await app.database.db.update(stripeEvents).set({ processedAt: null }).where(eq(stripeEvents.id, paidEvent.id))
		expect((await fake.redeliver(paidEvent.id)).status).toBe(200)
		await runEventJobs()

		const [receipt] = await exactly(user.email, 1)
		const item = fake.subscriptions.get((await alertRow(alert.id)).stripeSubscriptionId!)!.items.data[0]!
		const amount = formatPrice(1498, 'de')
		expect(amount).toMatch(/^14,98\s\$$/)
		expect(receipt!.subject).toBe(`CarWatch-Beleg: ${amount} für Ihren Alarm „Volkswagen Golf“`)
		expect(receipt!.text).toContain('Hallo Maja,')
		expect(receipt!.text).toContain(`Betrag: ${amount} (USD)`)
		const from = day(new Date(item.current_period_start * 1000), 'de-DE')
		const until = day(new Date(item.current_period_end * 1000), 'de-DE')
		expect(receipt!.text).toContain(`Zeitraum: ${from} bis ${until}`)
		expect(receipt!.text).toContain('Bezahlt mit: Visa mit Endziffern 4242')
		expect(receipt!.text).toContain(`Der Alarm verlängert sich am ${until}`)
		expect(receipt!.text).toContain(`${app.server.url}/dashboard`)
		expect(receipt!.text).not.toContain('Demo')
		expect(receipt!.html).toContain(`<li>Betrag: ${amount} (USD)</li>`)
	})

	test('a renewal: its own receipt for the next period; a renewal while paused charges nothing and sends none', async () => {
		const { user, cookie } = await account('en')
		const alert = await pendingAlert(user.id)
		const response = await fetch(`${app.server.url}/api/create-payment-intent`, {
			method: 'POST',
			headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/json' },
			body: JSON.stringify({ subscriptionId: alert.id }),
		})
		const { clientSecret } = (await response.json()) as { clientSecret: string }
		expect(fake.confirmPayment(clientSecret, 'mastercard').status).toBe('succeeded')
		await webhooks()
		const subscriptionId = (await alertRow(alert.id)).stripeSubscriptionId!
		await exactly(user.email, 1)

		expect(fake.renew(subscriptionId).status).toBe('active')
		await webhooks({ twice: true })
		const item = fake.subscriptions.get(subscriptionId)!.items.data[0]!
		const [, renewal] = await exactly(user.email, 2)
		expect(renewal!.subject).toBe('CarWatch receipt: $14.98 for your alert “Volkswagen Golf”')
		expect(renewal!.text).toContain(`Period: ${day(new Date(item.current_period_start * 1000), 'en-GB')} to ${day(new Date(item.current_period_end * 1000), 'en-GB')}`)
		expect(renewal!.text).toContain('Paid with: Mastercard ending in 4444')

		const pause = await fetch(`${app.server.url}/api/subscriptions/${alert.id}`, {
			method: 'PUT',
			headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/json' },
			body: JSON.stringify({ ...criteria, status: 'paused' }),
		})
		expect(pause.status).toBe(200)
		expect(fake.subscriptions.get(subscriptionId)!.pause_collection).not.toBeNull()
		fake.renew(subscriptionId)
		await webhooks()
		await exactly(user.email, 2)
	})
})

describe('cancelling and keeping', () => {
	test('each confirmed once in the buyer’s language, though the form is sent twice at once; a cancellation after keeping is confirmed again; an unpaid alert’s none', async () => {
		const { user, cookie } = await account('fr')
		const alert = await pendingAlert(user.id)
		const response = await fetch(`${app.server.url}/api/create-payment-intent`, {
			method: 'POST',
			headers: { Cookie: `__session=${cookie}`, Origin: app.server.url, 'Content-Type': 'application/json' },
			body: JSON.stringify({ subscriptionId: alert.id }),
		})
		const { clientSecret } = (await response.json()) as { clientSecret: string }
		expect(fake.confirmPayment(clientSecret, 'visa').status).toBe('succeeded')
		await webhooks()
		await exactly(user.email, 1)
		const periodEnd = day((await alertRow(alert.id)).currentPeriodEnd!, 'fr-FR')

		const cancels = await Promise.all([1, 2].map(() => post(app.server, `/edit/${alert.id}/cancel`, cookie, { intent: 'cancel' })))
		expect(cancels.map((answer) => answer.status)).toEqual([302, 302])
		expect((await alertRow(alert.id)).status).toBe('cancelling')
		const cancelled = (await exactly(user.email, 2))[1]!
		expect(cancelled.subject).toBe('CarWatch\u202f: votre alerte «\u202fVolkswagen Golf\u202f» est résiliée')
		expect(cancelled.text).toContain(`Elle continue jusqu’au ${periodEnd}`)
		expect(cancelled.text).toContain('«\u202fConserver mon alerte\u202f»')
		expect(cancelled.text).toMatch(/\n\nhttp:\/\/(localhost|127\.0\.0\.1):\d+\/dashboard\n\n/)

		const keeps = await Promise.all([1, 2].map(() => post(app.server, `/edit/${alert.id}/cancel`, cookie, { intent: 'keep' })))
		expect(keeps.map((answer) => answer.status)).toEqual([302, 302])
		expect((await alertRow(alert.id)).status).toBe('active')
		const kept = (await exactly(user.email, 3))[2]!
		expect(kept.subject).toBe('CarWatch\u202f: votre alerte «\u202fVolkswagen Golf\u202f» continue')
		expect(kept.text).toContain(`Elle se renouvelle le ${periodEnd} à ${formatPrice(1498, 'fr')} par mois, débités sur Visa se terminant par 4242`)

		// Through the JSON API this time: a new cancellation, a new mail.
		const deleted = await fetch(`${app.server.url}/api/subscriptions/${alert.id}`, { method: 'DELETE', headers: { Cookie: `__session=${cookie}`, Origin: app.server.url } })
		expect(deleted.status).toBe(200)
		expect((await exactly(user.email, 4))[3]!.subject).toBe(cancelled.subject)

		// An alert never paid for ends with nothing to confirm.
		const unpaid = await pendingAlert(user.id)
		expect((await post(app.server, `/edit/${unpaid.id}/cancel`, cookie, { intent: 'cancel' })).status).toBe(302)
		expect((await alertRow(unpaid.id)).status).toBe('ended')
		await exactly(user.email, 4)
	})
})

describe('demo billing', () => {
	test('the test payment’s receipt says nothing was charged, once though the form is sent twice; each renewal its own, once though the sweep runs twice; "keep my alert" is confirmed', async () => {
		const { user, cookie } = await account('en')
		const alert = await pendingAlert(user.id)
		// Both may be let through (the second then pays nothing more), or the second refused: the alert is paid for.
		const pays = await Promise.all([1, 2].map(() => post(demo, '/checkout', cookie, { intent: 'demo-pay', subscription: alert.id })))
		expect(pays.map((answer) => answer.status)).toContain(302)
		expect(pays.every((answer) => answer.status === 302 || answer.status === 409)).toBe(true)
		const paid = await alertRow(alert.id)
		expect(paid.status).toBe('active')
		const [receipt] = await exactly(user.email, 1)
		expect(receipt!.subject).toBe('CarWatch receipt: $14.98 for your alert “Volkswagen Golf”')
		expect(receipt!.text).toContain('Amount: $14.98 (USD)')
		expect(receipt!.text).toContain(`Period: ${day(paid.updatedAt, 'en-GB')} to ${day(paid.currentPeriodEnd!, 'en-GB')}`)
		expect(receipt!.text).toContain('Demo billing: this server takes no card payments, so nothing was charged.')
		expect(receipt!.text).not.toContain('Paid with')

		// The period ends: the sweep renews it as Stripe would, twice at once.
		const periodEnd = new Date(Date.now() - 60_000)
		await app.database.db.update(subscriptions).set({ currentPeriodEnd: periodEnd }).where(eq(subscriptions.id, alert.id))
		const billing = billingOf(app.database.db, workerContext(false).config)
		await Promise.all([renewDemoAlerts(billing, new Date()), renewDemoAlerts(billing, new Date())])
		const renewed = await alertRow(alert.id)
		expect(renewed.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now())
		const [, renewal] = await exactly(user.email, 2)
		expect(renewal!.text).toContain(`Period: ${day(periodEnd, 'en-GB')} to ${day(renewed.currentPeriodEnd!, 'en-GB')}`)

		expect((await post(demo, `/edit/${alert.id}/cancel`, cookie, { intent: 'cancel' })).status).toBe(302)
		expect((await post(demo, `/edit/${alert.id}/cancel`, cookie, { intent: 'keep' })).status).toBe(302)
		const [, , cancelled, kept] = await exactly(user.email, 4)
		expect(cancelled!.subject).toBe('CarWatch: your alert “Volkswagen Golf” is cancelled')
		expect(cancelled!.text).toContain(`It keeps running until ${day(renewed.currentPeriodEnd!, 'en-GB')}, the end of the month you paid for`)
		expect(kept!.subject).toBe('CarWatch: your alert “Volkswagen Golf” keeps running')
		// Demo billing charges no card, so the mail names none.
		expect(kept!.text).toContain(`It renews on ${day(renewed.currentPeriodEnd!, 'en-GB')} at $14.98 a month, until you cancel.`)
	})
})
