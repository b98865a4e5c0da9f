import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { attempt, requireApi, jsonFail, methodNotAllowed, privateHeaders } from '#app/services/api.server.ts'
import { billingFor } from '#app/services/stripe.server.ts'
import { checkoutPayment } from '#core/billing/subscriptions.ts'
import { alertJson } from '#core/models/alert-json.ts'
import { findAlert } from '#core/models/alerts.ts'

/**
 * `POST /api/create-payment-intent` {subscriptionId, amount} → {clientSecret, subscription,
 * amount} (docs/product/spec.md §7): the PaymentIntent of the alert's first invoice, for the Payment
 * Element. The alert's Stripe subscription is created `default_incomplete` at the price
 * core/pricing gives (or the one already waiting is reused); `amount` in the body is ignored, the
 * answer's `amount` (US cents) is what will be charged. Errors `{message}`: 400 no alert named,
 * 401/403, 404 not this user's alert, 409 nothing to pay (paid, ended, or the payment is being
 * confirmed) or demo billing, 410 reservation expired, 502 Stripe unreachable.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['POST'])
	const t = await i18next.getFixedT(request, 'billing')
	const body = await readJsonBody(request)
	const id = body && typeof body === 'object' ? (body as { subscriptionId?: unknown }).subscriptionId : undefined
	if (typeof id !== 'string' || id.trim() === '') return jsonFail(400, t('checkout.noSubscription'))
	const billing = billingFor(context)
	if (!billing.stripe) return jsonFail(409, t('api.demo'), { demo: true, checkoutUrl: `/checkout?subscription=${encodeURIComponent(id)}` })
	const result = await attempt(t('checkout.errors.init'), () => checkoutPayment(billing, user.id, id), { status: 502 })
	if (result instanceof Response) return result
	if (!result.ok) {
		if (result.error === 'notFound') return jsonFail(404, t('alerts:errors.notFound'))
		if (result.error === 'expired') return jsonFail(410, t('checkout.expired'))
		return jsonFail(409, t(result.error === 'processing' ? 'checkout.confirming' : 'checkout.notPending'))
	}
	const alert = await findAlert(context.db, user.id, id)
	return Response.json({ clientSecret: result.clientSecret, subscription: alertJson(alert!), amount: result.amount }, { headers: privateHeaders })
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
