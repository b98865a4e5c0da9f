import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { isLanguage } from '#app/i18n/config.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { attempt, invalidFields, jsonFail, privateHeaders, requireApi } from '#app/services/api.server.ts'
import { requireApiUser } from '#app/services/auth.server.ts'
import { readJsonBody } from '#app/services/json.server.ts'
import { confirmAlertChange, pushAlertBilling } from '#app/services/stripe.server.ts'
import { alertJson } from '#core/models/alert-json.ts'
import { cancelAlert, findAlert, parseAlertCriteria, updateAlert } from '#core/models/alerts.ts'
import { siteBudgets } from '#app/services/site-capacity.server.ts'
import { type ChoosableStatus, choosableStatuses, type PriceChangeChoice, priceChangeChoices } from '#core/lifecycle.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * One alert of the signed-in user (docs/product/spec.md §7), shaped by alertJson:
 * - `GET` → the alert;
 * - `PUT` {the criteria fields of POST /api/subscriptions, status: 'active' | 'paused',
 *   priceChange?: 'keep' | 'drop'} → the alert after updateAlert: a change that keeps the price
 *   applies at once; a price change of a paid alert applies its other criteria at once and shows
 *   its websites and frequency in `pendingChange` until the next paid period; a pause with a price
 *   change needs `priceChange` (keep it waiting, or drop it: docs/decisions/053); `price` in the
 *   body is ignored; without `status` a paused alert stays paused and any other stays as it is;
 * - `DELETE` → the alert after cancelAlert: `ended`, or `cancelling` until its paid period ends.
 * Another user's id, an unknown id and a malformed one all answer 404 "Subscription not found".
 * Refused edits answer 409 (a pause with a price change but no `priceChange`, pausing an unpaid
 * alert, a cancelled alert); the other errors are those of POST /api/subscriptions.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const user = await requireApiUser(request, context)
	const t = await i18next.getFixedT(request, 'alerts')
	const alert = await attempt(t('api:errors.loadFailed'), () => findAlert(context.db, user.id, params.id ?? ''))
	if (alert instanceof Response) return alert
	if (!alert) return jsonFail(404, t('errors.notFound'))
	return Response.json(alertJson(alert), { headers: privateHeaders })
}

export async function action({ request, context, params }: ActionFunctionArgs) {
	const t = await i18next.getFixedT(request, 'alerts')
	const user = await requireApi(request, context, ['GET', 'PUT', 'DELETE'])
	const id = params.id ?? ''

	if (request.method === 'DELETE') {
		const now = new Date()
		const result = await attempt(t('errors.cancelFailed'), () => cancelAlert(context.db, { userId: user.id, id, now }))
		if (result instanceof Response) return result
		if (!result.ok) return jsonFail(404, t('errors.notFound'))
		await pushAlertBilling(context, id)
		await confirmAlertChange(context, 'cancelled', result.alert, now)
		return Response.json(alertJson(result.alert), { headers: privateHeaders })
	}

	const current = await attempt(t('errors.updateFailed'), () => findAlert(context.db, user.id, id))
	if (current instanceof Response) return current
	if (!current) return jsonFail(404, t('errors.notFound'))
	const body = await readJsonBody(request)
	const locale = await i18next.getLocale(request)
	const parsed = await attempt(t('errors.updateFailed'), () =>
		parseAlertCriteria(context.db, body, {
			includeDemo: context.config.offersDemoMarket,
			config: context.config,
			budgetPerMinute: siteBudgets(context),
			editing: current,
			// Left out, the language stays what it was.
			language: isLanguage(current.notificationLanguage) ? current.notificationLanguage : asLanguage(locale),
			// So is the time zone.
			timeZone: current.timeZone,
		}),
	)
	if (parsed instanceof Response) return parsed
	const status = statusOf(body, current.status)
	const priceChange = priceChangeOf(body)
	const problems = [
		...(parsed.ok ? [] : parsed.problems),
		...(status ? [] : [{ field: 'status', key: 'api:errors.status' }]),
		...(priceChange === null ? [{ field: 'priceChange', key: 'api:errors.priceChange' }] : []),
	]
	if (!parsed.ok || !status || priceChange === null) return invalidFields(t, problems)

	const result = await attempt(t('errors.updateFailed'), () =>
		updateAlert(context.db, { userId: user.id, id, criteria: parsed.criteria, status, priceChange }),
	)
	if (result instanceof Response) return result
	if (result.ok) {
		await pushAlertBilling(context, id)
		return Response.json(alertJson(result.alert), { headers: privateHeaders })
	}
	if (result.error === 'notFound') return jsonFail(404, t('errors.notFound'))
	if (result.error === 'pauseAndPriceChange') {
		return jsonFail(409, t('api:errors.pauseAndPriceChange'), { title: t('errors.pauseAndPriceChangeTitle') })
	}
	return jsonFail(409, t(`errors.${result.error}`))
}

/** What a PUT chooses for a price change sent with a pause: undefined when it says nothing, null when invalid. */
function priceChangeOf(body: unknown): PriceChangeChoice | undefined | null {
	const asked = body && typeof body === 'object' ? (body as { priceChange?: unknown }).priceChange : undefined
	if (asked === undefined || asked === null) return undefined
	return priceChangeChoices.find((choice) => choice === asked) ?? null
}

/** The status a PUT asks for; absent means "as it is" (a pending alert counts as active). Null when invalid. */
function statusOf(body: unknown, current: string): ChoosableStatus | null {
	const asked = body && typeof body === 'object' ? (body as { status?: unknown }).status : undefined
	if (asked === undefined || asked === null) return current === 'paused' ? 'paused' : 'active'
	return choosableStatuses.find((status) => status === asked) ?? null
}
