import { type LoaderFunctionArgs } from '@remix-run/node'
import { eq } from 'drizzle-orm'
import { i18next } from '#app/i18n/i18next.server.ts'
import { attempt, requireApi, jsonFail, methodNotAllowed, privateHeaders } from '#app/services/api.server.ts'
import { billingFor } from '#app/services/stripe.server.ts'
import { refreshCards } from '#core/billing/cards.ts'
import { users } from '#core/db/schema.ts'

/**
 * `GET /api/customer/payment-methods?customerId={stripeCustomerId}` → {hasPaymentMethod} (spec
 * section 7): whether the signed-in user has a saved card, so a client knows whether an alert is
 * charged at once. The customer is always the user's own: a `customerId` naming any other
 * customer answers 404 and reveals nothing. Errors `{message}`: 401/403, 404, 502.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireApi(request, context, ['GET'])
	const t = await i18next.getFixedT(request, 'billing')
	const asked = new URL(request.url).searchParams.get('customerId')
	if (asked) {
		const [own] = await context.db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, user.id))
		if (asked !== own?.id) return jsonFail(404, t('api.customerNotFound'))
	}
	const cards = await attempt(t('payments.loadError'), () => refreshCards(billingFor(context), user.id), { status: 502 })
	if (cards instanceof Response) return cards
	return Response.json({ hasPaymentMethod: cards.length > 0 }, { headers: privateHeaders })
}

export const action = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['GET'])
