import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { attempt, requireApi, jsonFail, methodNotAllowed, privateHeaders } from '#app/services/api.server.ts'
import { billingFor } from '#app/services/stripe.server.ts'
import { createSetupIntent } from '#core/billing/cards.ts'

/**
 * `POST /api/create-setup-intent` → {clientSecret} (docs/product/spec.md §7): a SetupIntent on the user's
 * own Stripe customer (created on first need), for the card-setup form's Payment Element; Stripe
 * returns the browser to /profile?tab=billing. A body is not needed. Errors `{message}`: 401/403,
 * 409 demo billing (no card data is taken; /card-setup adds a demo card instead), 502 Stripe
 * unreachable.
 */
export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireApi(request, context, ['POST'])
	const t = await i18next.getFixedT(request, 'billing')
	const billing = billingFor(context)
	if (!billing.stripe) return jsonFail(409, t('api.demo'), { demo: true })
	return attempt(
		t('cardSetup.errors.init'),
		async () => Response.json({ clientSecret: await createSetupIntent(billing, user.id) }, { headers: privateHeaders }),
		{ status: 502 },
	)
}

export const loader = ({ request }: LoaderFunctionArgs) => methodNotAllowed(request, ['POST'])
