import { type AppLoadContext } from '@remix-run/node'
import { type Agenda } from 'agenda'
import type pg from 'pg'
import type Stripe from 'stripe'
import { type PublicBilling } from '#app/components/billing/card-setup.tsx'
import { type Billing, billingOf } from '#core/billing/billing.ts'
import { confirmCancellation, confirmKept } from '#core/billing/mail.ts'
import { syncAlert } from '#core/billing/subscriptions.ts'
import { billingMode, type BillingMode } from '#core/billing/stripe-client.ts'
import { createJobQueue, enqueueJob } from '#core/jobs/queue.ts'
import { type Alert } from '#core/models/alerts.ts'
import { report } from './api.server.ts'

/**
 * The web side of billing (docs/decisions/005-billing.md). The state machine, the Stripe calls
 * and the card cache live in core/billing, shared with the worker; this module adds what only
 * the web needs: the billing handle of a request, what the browser may know (mode and
 * publishable key, never the secret), the webhook's signature check and its job, and pushing
 * an alert's changes to its Stripe subscription.
 */

type Context = Pick<AppLoadContext, 'db' | 'config'>

export function billingFor(context: Context): Billing {
	return billingOf(context.db, context.config)
}

/** What pages hand the browser: demo or Stripe, and the publishable key for Stripe.js. */
export function publicBilling(context: Context): PublicBilling {
	const mode: BillingMode = billingMode(context.config)
	return { mode, publishableKey: mode === 'stripe' ? (context.config.STRIPE_PUBLISHABLE_KEY ?? null) : null }
}

/**
 * Checks a webhook's Stripe-Signature against STRIPE_WEBHOOK_SECRET (and its age, 5 minutes, as
 * Stripe's helper does). Null when it does not match: the caller answers 400.
 */
export async function verifyStripeWebhook(billing: Billing, body: string, signature: string): Promise<Stripe.Event | null> {
	const secret = billing.config.STRIPE_WEBHOOK_SECRET
	if (!billing.stripe || !secret) return null
	try {
		return await billing.stripe.webhooks.constructEventAsync(body, signature, secret)
	} catch {
		return null
	}
}

const queues = new WeakMap<pg.Pool, Agenda>()

/**
 * The web side enqueues jobs on the worker's Agenda table through the request's own pool (the
 * Drizzle handle keeps it as `$client`); it never processes jobs.
 */
export function queueFor(context: Context): Agenda {
	const pool = (context.db as unknown as { $client?: pg.Pool }).$client
	if (!pool) throw new Error('The database handle has no pool to enqueue jobs with')
	let queue = queues.get(pool)
	if (!queue) {
		queue = createJobQueue(pool, { name: 'web' })
		queue.on('error', (error: Error) => console.error('[jobs] queue error:', error.message))
		queues.set(pool, queue)
	}
	return queue
}

export async function enqueueStripeEvent(context: Context, eventId: string): Promise<void> {
	await enqueueJob(queueFor(context), 'stripe.apply-event', { eventId })
}

/**
 * Pushes one alert's billing to Stripe right after the user changed it (pause, resume, cancel, a
 * price change); the worker's reconciliation does the same within a minute should this fail.
 */
export async function pushAlertBilling(context: Context, alertId: string): Promise<void> {
	try {
		await syncAlert(billingFor(context), alertId)
	} catch (error) {
		report(error)
	}
}


/**
 * The e-mail that confirms a cancellation or a "Keep my alert" (docs/decisions/054), for the alert
 * as the change left it at `now`; nothing when the call changed nothing. A failure is reported and
 * the change stands.
 */
export async function confirmAlertChange(context: Context, change: 'cancelled' | 'kept', alert: Alert, now: Date): Promise<void> {
	try {
		if (change === 'cancelled') await confirmCancellation(context.db, context.config, alert, now)
		else await confirmKept(context.db, context.config, alert, now, { demo: billingMode(context.config) === 'demo' })
	} catch (error) {
		report(error)
	}
}
