import { type AppLoadContext } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { defaultCard } from '#core/billing/cards.ts'
import { type ShownCharge, type StartResult, startAlertBilling } from '#core/billing/subscriptions.ts'
import { type SavedCard } from '#app/components/wizard/pay-button.tsx'
import { type Alert, createAlert, parseAlertCriteria, usualTimeZone } from '#core/models/alerts.ts'
import { siteBudgets } from './site-capacity.server.ts'
import { type DbOrTx } from '#core/db/client.ts'
import { type AlertCriteria } from '#core/schemas/alert.ts'
import { invalidFields, jsonFail, report } from './api.server.ts'
import { billingFor } from './stripe.server.ts'
import { asLanguage } from '#core/enums.ts'

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
 * A client's JSON body (the criteria under the API's names) parsed and submitted: the alert, or
 * the answer that refuses it, in the visitor's language: 400 naming every field that is wrong,
 * 409 when the service is full. A missing notification language is the visitor's.
 */
export async function submitAlertJson(request: Request, context: AppLoadContext, userId: string, body: unknown): Promise<SubmittedAlert & { ok: true } | Response> {
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'alerts'), i18next.getLocale(request)])
	const language = asLanguage(locale)
	const parsed = await parseAlertCriteria(context.db, body, {
		includeDemo: context.config.offersDemoMarket,
		config: context.config,
		budgetPerMinute: siteBudgets(context),
		language,
		timeZone: await usualTimeZone(context.db, userId, language),
	})
	if (!parsed.ok) return invalidFields(t, parsed.problems)
	const created = await submitAlert(context, { userId, criteria: parsed.criteria })
	return created.ok ? created : jsonFail(409, t('errors.full'))
}

/**
 * Starts paying for a submitted alert, once it is committed: a default card is charged at once
 * (`dashboard`), otherwise the buyer pays at the checkout (`checkout`). A page that named the
 * charge passes what it showed (`shown`): only that charge is made at once.
 */
export async function startPaying(context: AppLoadContext, userId: string, alertId: string, shown?: ShownCharge): Promise<StartResult['next']> {
	try {
		return (await startAlertBilling(billingFor(context), userId, alertId, new Date(), { shown })).next
	} catch (error) {
		report(error)
		return 'checkout'
	}
}

/** The saved card a new alert of the user would be charged to at once, as a page names it; null when none (or Stripe cannot say now). */
export async function chargeableCard(context: AppLoadContext, userId: string): Promise<SavedCard | null> {
	try {
		const card = await defaultCard(billingFor(context), userId)
		return card ? { id: card.id, brand: card.brand, last4: card.last4 } : null
	} catch (error) {
		report(error)
		return null
	}
}

/** What a form posted of the charge its page named (`payCard`, `payAmount`): a card that was not shown is ''. */
export function shownChargeOf(formData: FormData): ShownCharge {
	const card = formData.get('payCard')
	const amount = Number(formData.get('payAmount'))
	return { cardId: typeof card === 'string' && card !== '' ? card : null, amount: Number.isSafeInteger(amount) && amount > 0 ? amount : null }
}
