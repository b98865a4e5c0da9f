import { type AppLoadContext } from '@remix-run/node'
import { type StartResult, startAlertBilling } from '#core/billing/subscriptions.ts'
import { type Alert, createAlert } from '#core/models/alerts.ts'
import { type DbOrTx } from '#core/notifications/outbox.ts'
import { type AlertCriteria } from '#core/schemas/alert.ts'
import { report } from './api.server.ts'
import { billingFor } from './stripe.server.ts'

/**
 * The one way an alert is created and paid for: the wizard's submit, POST /api/subscriptions and
 * POST /api/set-alerts-intent all go through `submitAlert` and then `startPaying`, with one policy:
 * - a full service refuses the alert (`full`) and writes nothing;
 * - the alert is written (pending payment, its capacity slot reserved) before any call to Stripe,
 *   so nothing that happens to the payment can lose it;
 * - the same criteria sent again within `repeatSubmitSeconds` answer the alert already made: a
 *   double click or a retried request makes one alert and pays once;
 * - a payment that cannot start (Stripe unreachable) is reported, and the alert waits at the
 *   checkout, which tries again.
 */

export const repeatSubmitSeconds = 120

export type SubmittedAlert = { ok: true; alert: Alert; repeated: boolean } | { ok: false; reason: 'full' }

/**
 * Writes the user's alert. `db` is the caller's transaction when the alert must be written with
 * something else: the wizard takes its draft in the same one, so a failure leaves the draft.
 */
export async function submitAlert(
	context: AppLoadContext,
	input: { userId: string; criteria: AlertCriteria; db?: DbOrTx },
): Promise<SubmittedAlert> {
	const created = await createAlert(input.db ?? context.db, {
		userId: input.userId,
		criteria: input.criteria,
		capacity: context.config.SUBSCRIBER_CAPACITY,
		repeatWindowSeconds: repeatSubmitSeconds,
	})
	return created.ok ? { ok: true, alert: created.alert, repeated: created.repeated ?? false } : created
}

/**
 * Starts paying for a submitted alert, once it is committed: a default card is charged at once
 * (`dashboard`), otherwise the buyer pays at the checkout (`checkout`).
 */
export async function startPaying(context: AppLoadContext, userId: string, alertId: string): Promise<StartResult['next']> {
	try {
		return (await startAlertBilling(billingFor(context), userId, alertId)).next
	} catch (error) {
		report(error)
		return 'checkout'
	}
}
