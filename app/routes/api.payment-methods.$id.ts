import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { attempt, requireApi, jsonFail, methodNotAllowed, privateHeaders } from '#app/services/api.server.ts'
import { billingFor } from '#app/services/stripe.server.ts'
import { removeCard } from '#core/billing/cards.ts'

/**
 * `DELETE /api/payment-methods/{id}` → {message, paymentMethods} (docs/product/spec.md §7): removes one of
 * the user's own cards; when it was the default, the newest other card takes its place. Errors
 * `{message}`: 401/403, 404 not a card of this user (another user's card looks unknown), 409 the
 * last card of a user whose alerts still renew, 502 "Error removing payment method".
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['DELETE'])
	const t = await i18next.getFixedT(request, 'billing')
	const result = await attempt(t('payments.removeError'), () => removeCard(billingFor(context), user.id, params.id ?? ''), { status: 502 })
	if (result instanceof Response) return result
	if (!result.ok) return jsonFail(result.error === 'lastCard' ? 409 : 404, t(result.error === 'lastCard' ? 'payments.lastCard' : 'payments.notFound'))
	return Response.json({ message: t('payments.removed'), paymentMethods: result.cards }, { headers: privateHeaders })
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['DELETE'])
