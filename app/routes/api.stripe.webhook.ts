import { type ActionFunctionArgs } from '@remix-run/node'
import { recordStripeEvent } from '#core/billing/events.ts'
import { report } from '#app/services/api.server.ts'
import { billingFor, enqueueStripeEvent, verifyStripeWebhook } from '#app/services/stripe.server.ts'

/**
 * `POST /api/stripe/webhook` (docs/decisions/005-billing.md): Stripe's events. The signature is
 * checked against STRIPE_WEBHOOK_SECRET over the raw body (400 when it does not match); the
 * event id is recorded in stripe_events (a replay is recognised there) and the
 * `stripe.apply-event` job applies it, so the answer comes at once. Should recording or
 * enqueueing fail, the 500 makes Stripe try again later. Not JSON for people: Stripe reads it.
 */

const headers = { 'Cache-Control': 'no-store' }
const answer = (status: number, body: object) => Response.json(body, { status, headers })

export async function loader() {
	return answer(405, { error: 'Stripe webhooks are POSTed' })
}

export async function action({ request, context }: ActionFunctionArgs) {
	if (request.method !== 'POST') return answer(405, { error: 'Stripe webhooks are POSTed' })
	const billing = billingFor(context)
	if (!billing.stripe || !context.config.STRIPE_WEBHOOK_SECRET) {
		return answer(404, { error: 'Stripe is not configured here (demo billing)' })
	}
	const signature = request.headers.get('Stripe-Signature')
	const body = await request.text()
	if (!signature) return answer(400, { error: 'Missing Stripe-Signature header' })
	const event = await verifyStripeWebhook(billing, body, signature)
	if (!event) return answer(400, { error: 'The signature does not match this endpoint’s secret' })
	try {
		const recorded = await recordStripeEvent(billing, event)
		if (recorded !== 'done') await enqueueStripeEvent(context, event.id)
		return answer(200, { received: true, duplicate: recorded !== 'new' })
	} catch (error) {
		report(error)
		return answer(500, { error: 'The event could not be recorded; retry later' })
	}
}
