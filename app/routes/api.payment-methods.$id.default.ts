import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { attempt, requireApi, jsonFail, methodNotAllowed, privateHeaders } from '#app/services/api.server.ts'
import { billingFor } from '#app/services/stripe.server.ts'
import { setDefaultCard } from '#core/billing/cards.ts'

/**
 * `POST /api/payment-methods/{id}/default` → {message, paymentMethods} (docs/product/spec.md §7): makes
 * one of the user's own cards the default, for the customer and every running subscription; a
 * past-due alert's open invoice is retried with it at once. No body. Errors `{message}`:
 * 401/403, 404 not a card of this user, 502 "Error updating default payment method".
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['POST'])
	const t = await i18next.getFixedT(request, 'billing')
	const result = await attempt(t('payments.defaultError'), () => setDefaultCard(billingFor(context), user.id, params.id ?? ''), { status: 502 })
	if (result instanceof Response) return result
	if (!result.ok) return jsonFail(404, t('payments.notFound'))
	return Response.json(
		{ message: t('payments.defaultUpdated'), paymentMethods: result.cards, retriedPayments: result.retriedInvoices, failedPayments: result.failedRetries },
		{ headers: privateHeaders },
	)
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
