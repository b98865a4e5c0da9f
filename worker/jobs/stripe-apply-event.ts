import { billingOf } from '#core/billing/billing.ts'
import { applyStripeEvent } from '#core/billing/events.ts'
import { type JobHandler } from './types.ts'

/**
 * Applies one Stripe event the webhook recorded (docs/decisions/005-billing.md). A failure throws,
 * so Agenda reports it; the sweep applies events still unapplied after two minutes.
 */
export const applyStripeEventJob: JobHandler<'stripe.apply-event'> = async (context, payload) => {
	const billing = billingOf(context.db, context.config)
	if (!billing.stripe) {
		context.log.error(`stripe.apply-event ${payload.eventId}: STRIPE_SECRET_KEY is not set, the event waits`)
		return
	}
	const result = await applyStripeEvent(billing, payload.eventId)
	if (result === 'unknown') context.log.error(`stripe.apply-event: event ${payload.eventId} was never recorded`)
	if (result === 'goneFromStripe') context.log.error(`stripe.apply-event: Stripe no longer has event ${payload.eventId}; skipped`)
}
