import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { attempt, jsonFail, privateHeaders, requireMethod } from '#app/services/api.server.ts'
import { requireApiUser } from '#app/services/auth.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { startPaying, submitAlertJson } from '#app/services/submit-alert.server.ts'
import { alertJson } from '#core/models/alert-json.ts'
import { findAlert, listAlerts } from '#core/models/alerts.ts'

/**
 * `GET /api/subscriptions` → the signed-in user's alerts, ended ones left out, newest first.
 * `POST /api/subscriptions` {websitesSelected, facebookMarketplaceUrl, updateFrequency, brand,
 * model, fuelType, yearMin, yearMax, mileageMax, priceMin, priceMax, telegramUsername,
 * notificationLanguage, quietFrom, quietUntil, timeZone, quietBypassPercent} → 201 with the new alert, in `pending_payment` with its capacity slot
 * reserved for 30 minutes (docs/product/spec.md §7), through submitAlert (app/services/submit-alert.server.ts:
 * the same criteria sent again within two minutes answer the alert already made). `userId`, `price` and
 * `mileageMin` in the body are ignored: identity comes from the session, the price from core/pricing. Alerts are shaped by
 * alertJson (core/models/alert-json.ts). Errors are `{message, errors?: [{field, message}]}`
 * in the visitor's language: 400 unreadable or invalid, 401 anonymous, 403 unverified or from
 * another site, 409 at capacity (the waitlist's turn), 405 other methods.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireApiUser(request, context)
	const t = await i18next.getFixedT(request, 'api')
	const alerts = await attempt(t('errors.loadFailed'), () => listAlerts(context.db, user.id))
	if (alerts instanceof Response) return alerts
	return Response.json(alerts.map(alertJson), { headers: privateHeaders })
}

export async function action({ request, context }: ActionFunctionArgs) {
	const t = await i18next.getFixedT(request, 'alerts')
	await requireMethod(request, ['GET', 'POST'])
	// The spec's own words for an anonymous attempt to create a subscription.
	const user = await requireApiUser(request, context).catch((error: unknown) => {
		throw error instanceof Response && error.status === 401 ? jsonFail(401, t('errors.loginRequired')) : error
	})
	const body = await readJsonBody(request)
	return attempt(t('errors.createFailed'), async () => {
		const result = await submitAlertJson(request, context, user.id, body)
		if (result instanceof Response) return result
		// A saved default card pays at once (docs/product/spec.md §4); otherwise the client goes on to the checkout.
		await startPaying(context, user.id, result.alert.id)
		const alert = (await findAlert(context.db, user.id, result.alert.id)) ?? result.alert
		return Response.json(alertJson(alert), { status: 201, headers: privateHeaders })
	})
}
