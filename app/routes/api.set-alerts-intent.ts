import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { attempt, jsonFail, methodNotAllowed, privateHeaders, requireApi } from '#app/services/api.server.ts'
import { billingFor } from '#app/services/stripe.server.ts'
import { startPaying, submitAlertJson } from '#app/services/submit-alert.server.ts'
import { checkoutPayment } from '#core/billing/subscriptions.ts'
import { alertJson } from '#core/models/alert-json.ts'
import { findAlert } from '#core/models/alerts.ts'

/**
 * `POST /api/set-alerts-intent` with the body of POST /api/subscriptions (docs/product/spec.md §7): creates
 * the alert (pending payment, its capacity slot reserved for 30 minutes) and starts paying for
 * it, answering 201 with `subscription` (the alert) and:
 * - a user with a default card: the first month is charged to it at once, `paid: true`,
 *   `clientSecret: null` (the alert turns active when Stripe confirms; a card that is declined
 *   or needs 3-D Secure gets `clientSecret` to finish in the Payment Element instead);
 * - otherwise `clientSecret` of the first invoice's PaymentIntent, for the Payment Element;
 * - demo billing: `demo: true` and `checkoutUrl`, the labelled test-mode checkout.
 * The alert is made by submitAlert (app/services/submit-alert.server.ts), as the wizard and POST
 * /api/subscriptions make theirs. Errors are those of POST /api/subscriptions (400 with `errors`,
 * 401, 403, 409 full, 500), and 502 when Stripe cannot be reached (the alert then waits at
 * /checkout). The same criteria sent again within two minutes continue the alert already created
 * (never a second alert or charge); its payment then answers as /checkout would (the same client
 * secret, or 409 once it is paid).
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['POST'])
	const t = await i18next.getFixedT(request, 'billing')
	const body = await readJsonBody(request)
	return attempt(t('alerts:errors.createFailed'), async () => {
		// This call may charge the default card at once: the same request sent twice makes one alert and one charge.
		const created = await submitAlertJson(request, context, user.id, body)
		if (created instanceof Response) return created
		const id = created.alert.id
		const checkoutUrl = `/checkout?subscription=${id}`
		const next = await startPaying(context, user.id, id)
		const alert = alertJson((await findAlert(context.db, user.id, id))!)
		if (next === 'dashboard') {
			return Response.json({ clientSecret: null, paid: true, subscription: alert }, { status: 201, headers: privateHeaders })
		}
		const billing = billingFor(context)
		if (!billing.stripe) {
			return Response.json({ clientSecret: null, demo: true, checkoutUrl, subscription: alert }, { status: 201, headers: privateHeaders })
		}
		const payment = await attempt(t('checkout.errors.init'), () => checkoutPayment(billing, user.id, id), { status: 502, extra: { checkoutUrl } })
		if (payment instanceof Response) return payment
		if (!payment.ok) return jsonFail(409, t('checkout.notPending'), { checkoutUrl })
		return Response.json(
			{ clientSecret: payment.clientSecret, amount: payment.amount, subscription: alert },
			{ status: 201, headers: privateHeaders },
		)
	})
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
