import { type LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { attempt, requireApi, methodNotAllowed, privateHeaders } from '#app/services/api.server.ts'
import { billingFor } from '#app/services/stripe.server.ts'
import { refreshCards } from '#core/billing/cards.ts'

/**
 * `GET /api/payment-methods` → the user's saved cards (docs/product/spec.md §7), default first:
 * `[{id, brand (visa | mastercard | other), last4, expMonth, expYear, isDefault}]`, read from
 * Stripe (which refreshes the cache the pages show). Only the user's own customer is read.
 * Errors `{message}`: 401/403, 502 "Failed to fetch payment methods".
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireApi(request, context, ['GET'])
	const t = await i18next.getFixedT(request, 'billing')
	return attempt(
		t('payments.loadError'),
		async () => Response.json(await refreshCards(billingFor(context), user.id), { headers: privateHeaders }),
		{ status: 502 },
	)
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['GET'])
