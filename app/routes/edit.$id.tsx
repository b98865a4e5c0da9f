import { type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import {
	type ActionFunctionArgs,
	type AppLoadContext,
	data,
	type LoaderFunctionArgs,
	type MetaFunction,
	redirect,
} from '@remix-run/node'
import { isRouteErrorResponse } from '@remix-run/react'
import { z } from 'zod'
import { AlertErrorBoundary } from '#app/components/alerts/alert-error.tsx'
import { type EditActionData, type EditAlertData, EditAlertPage } from '#app/components/alerts/edit-form.tsx'
import { editAlertSchema } from '#app/components/alerts/edit-schema.ts'
import { formatDay } from '#app/components/alerts/format.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { pushAlertBilling } from '#app/services/stripe.server.ts'
import { serverFieldErrors } from '#app/services/wizard.server.ts'
import { pageMeta, privateHeaders, privatePageHeaders } from '#app/utils/page.ts'
import { alertNames, catalogueNames, catalogueOf } from '#core/catalogue/queries.ts'
import { isEditable, isKeepable, offersStatusChoice, pendingChangeOf } from '#core/lifecycle.ts'
import { mutedModelsOf } from '#core/models/account.ts'
import { criteriaOf, findAlert, updateAlert } from '#core/models/alerts.ts'
import { criteriaForm, criteriaOfForm } from '#core/schemas/alert.ts'
import { allSitesIntent, inSiteOrder, offeredSiteOptions, siteSearchField, siteSearchIntent, siteSearchOf } from '#core/site-groups.ts'
import { readFormDataOrNull, parseForm } from '#app/services/form.server.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * /edit/{id} (docs/product/spec.md, "Edit subscription"): every field of one alert of the signed-in user and,
 * for an active or paused alert, the status. The form posts here without JavaScript; the action
 * validates with the wizard's step schemas plus the server's own checks and calls updateAlert,
 * whose refusals show on the form with the values kept (a pause with a price change asks whether
 * the change is kept or dropped: docs/decisions/053). Another user's id answers 404.
 */

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const alert = await findAlert(context.db, user.id, params.id ?? '')
	if (!alert) throw await notFound(request)
	const [t, locale, catalogue, names] = await Promise.all([
		i18next.getFixedT(request, 'alerts'),
		i18next.getLocale(request),
		catalogueOf(context.db),
		catalogueNames(context.db, [alert]),
	])
	const pending = pendingChangeOf(alert)
	// A change waiting for the next period is what the user chose last: the form starts from it.
	const criteria = pending?.criteria ?? criteriaOf(alert)
	const statusChoice = offersStatusChoice(alert.status)
	return data(
		{
			meta: { title: t('edit.meta.title'), description: t('edit.meta.description') },
			alert: {
				id: alert.id,
				status: alert.status,
				...alertNames(names, alert),
				price: alert.price,
				pendingPrice: pending?.price ?? null,
				editable: isEditable(alert.status),
				statusChoice,
				keepable: isKeepable(alert),
				mutedModels: mutedModelsOf(names, alert),
				periodEndText: alert.currentPeriodEnd ? formatDay(alert.currentPeriodEnd.toISOString(), asLanguage(locale)) : null,
			},
			values: { ...criteriaForm(criteria), status: statusChoice ? alert.status : '' },
			sites: offeredSiteOptions(context.config, asLanguage(locale)),
			brands: catalogue.brands_and_models.map(({ slug, name }) => ({ slug, name })),
			models: catalogue.brands_and_models.find((brand) => brand.slug === criteria.brand)?.models ?? [],
			fuelTypes: catalogue.fuel_types,
		} satisfies EditAlertData,
		{ headers: privateHeaders },
	)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	const id = params.id ?? ''
	const alert = await findAlert(context.db, user.id, id)
	if (!alert) throw await notFound(request)
	const formData = await readFormDataOrNull(request)
	if (!formData) return data<EditActionData>({ refused: 'badForm' }, { status: 400 })
	const models = await modelsOf(context, formData.get('carBrand'))

	// Without JavaScript a new brand's models come from here (CarFields' "show models" button).
	if (formData.get('intent') === 'models') {
		return data<EditActionData>({ result: parseWithZod(formData, { schema: z.object({}) }).reply(), models })
	}
	// Without JavaScript the site search comes from here: the form as it was sent, the list filtered (docs/decisions/072).
	const intent = formData.get('intent')
	if (intent === siteSearchIntent || intent === allSitesIntent) {
		const siteQuery = intent === siteSearchIntent ? siteSearchOf(formData.get(siteSearchField)) : ''
		return data<EditActionData>({ result: parseWithZod(formData, { schema: z.object({}) }).reply(), models, siteQuery })
	}
	// A form without the time zone (a page rendered before it was asked for) keeps the alert's, as the API does.
	if (!formData.has('timeZone')) formData.set('timeZone', alert.timeZone)
	const chosen = inSiteOrder(formData.getAll('websitesSelected'))
	formData.delete('websitesSelected')
	for (const site of chosen) formData.append('websitesSelected', site)
	const submission = parseForm(formData, editAlertSchema)
	if (submission.status !== 'success') {
		return data<EditActionData>({ result: withListErrors(submission.reply()), models }, { status: 400 })
	}
	const fieldErrors = await serverFieldErrors(context, await i18next.getFixedT(request, 'alerts'), submission.value, { editing: alert, language: asLanguage(await i18next.getLocale(request)) })
	if (Object.keys(fieldErrors).length > 0) {
		return data<EditActionData>({ result: submission.reply({ fieldErrors }), models }, { status: 400 })
	}

	const result = await updateAlert(context.db, {
		userId: user.id,
		id,
		criteria: criteriaOfForm(submission.value),
		// No selector (an unpaid alert): the status stays as it is.
		status: submission.value.status ?? (alert.status === 'paused' ? 'paused' : 'active'),
		priceChange: submission.value.priceChange,
	})
	if (result.ok) {
		// Stripe learns of a pause or a waiting price now; the billing sweep would within a minute.
		await pushAlertBilling(context, id)
		throw redirect(`/dashboard?${new URLSearchParams({ updated: id })}`)
	}
	if (result.error === 'notFound') throw await notFound(request)
	return data<EditActionData>({ result: submission.reply(), refused: result.error, models }, { status: 409 })
}

export const headers = privatePageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) return isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? [{ title: error.data.title }] : []
	return pageMeta(data?.meta)
}

export default EditAlertPage

export const ErrorBoundary = AlertErrorBoundary

/**
 * A site id that is not in the list fails on `websitesSelected[n]`; the checkbox group shows the
 * errors of `websitesSelected`, so they move there (a browser can only send listed ids).
 */
function withListErrors(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
	if (!result.error) return result
	const error: Record<string, string[] | null> = {}
	for (const [name, messages] of Object.entries(result.error)) {
		const field = name.replace(/\[\d+\]$/, '')
		error[field] = [...new Set([...(error[field] ?? []), ...(messages ?? [])])]
	}
	return { ...result, error }
}

/** "Subscription not found": an unknown id, a malformed one and another user's all look the same. */
async function notFound(request: Request) {
	const t = await i18next.getFixedT(request, 'alerts')
	return data({ title: t('errors.notFound') }, { status: 404, headers: privateHeaders })
}


async function modelsOf(context: AppLoadContext, brand: FormDataEntryValue | null) {
	if (typeof brand !== 'string' || !brand) return []
	const catalogue = await catalogueOf(context.db)
	return catalogue.brands_and_models.find((entry) => entry.slug === brand)?.models ?? []
}

