import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core'
import {
	type ActionFunctionArgs,
	data,
	type LoaderFunctionArgs,
	type MetaFunction,
	redirect,
} from '@remix-run/node'
import { isRouteErrorResponse, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { alertTitle, CancelExplanation, CancelForm, KeepAlertForm } from '#app/components/alerts/alert-card.tsx'
import { AlertErrorBoundary } from '#app/components/alerts/alert-error.tsx'
import { formatDay } from '#app/components/alerts/format.ts'
import { i18next } from '#app/i18n/i18next.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { confirmAlertChange, pushAlertBilling } from '#app/services/stripe.server.ts'
import { pageMeta, privateHeaders, privatePageHeaders } from '#app/utils/page.ts'
import { alertNames, catalogueNames } from '#core/catalogue/queries.ts'
import { cancelOutcome, isKeepable } from '#core/lifecycle.ts'
import { cancelAlert, findAlert, keepAlert } from '#core/models/alerts.ts'
import { readFormDataOrNull } from '#app/services/form.server.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * /edit/{id}/cancel: the confirm page the dashboard's Cancel link opens without JavaScript
 * ("Cancel alert for …?" and what happens), and the one action that cancels, which the
 * dashboard's dialog posts to as well. The same action undoes a cancellation while the paid
 * period runs (`intent=keep`, "Keep my alert" on the card, this page and the edit page). Not
 * nested in /edit/{id} (the `$id_` segment).
 */

const cancelForm = z.discriminatedUnion('intent', [z.object({ intent: z.literal('cancel') }), z.object({ intent: z.literal('keep') })])

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const alert = await findAlert(context.db, user.id, params.id ?? '')
	if (!alert) throw await notFound(request)
	const [t, locale, names] = await Promise.all([
		i18next.getFixedT(request, 'alerts'),
		i18next.getLocale(request),
		catalogueNames(context.db, [alert]),
	])
	return data(
		{
			meta: { title: t('cancel.meta.title'), description: t('cancel.meta.description') },
			alert: {
				id: alert.id,
				...alertNames(names, alert),
				cancelled: alert.status === 'cancelling' || alert.status === 'ended',
				keepable: isKeepable(alert),
				cancelOutcome: cancelOutcome(alert),
				periodEndText: alert.currentPeriodEnd ? formatDay(alert.currentPeriodEnd.toISOString(), asLanguage(locale)) : null,
			},
		},
		{ headers: privateHeaders },
	)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	const id = params.id ?? ''
	if (!(await findAlert(context.db, user.id, id))) throw await notFound(request)
	const formData = await readFormDataOrNull(request)
	const form = formData ? cancelForm.safeParse(Object.fromEntries(formData)) : null
	if (!form?.success) return data({ refused: 'badForm' as const }, { status: 400 })
	if (form.data.intent === 'keep') {
		const now = new Date()
		const kept = await keepAlert(context.db, { userId: user.id, id, now })
		if (!kept.ok && kept.error === 'notFound') throw await notFound(request)
		if (!kept.ok) return data({ refused: 'notKeepable' as const }, { status: 409 })
		// Stripe drops cancel_at_period_end now; the billing sweep would within a minute.
		await pushAlertBilling(context, id)
		await confirmAlertChange(context, 'kept', kept.alert, now)
		throw redirect(`/dashboard?${new URLSearchParams({ kept: id })}`)
	}
	const now = new Date()
	const result = await cancelAlert(context.db, { userId: user.id, id, now })
	if (!result.ok) throw await notFound(request)
	await pushAlertBilling(context, id)
	await confirmAlertChange(context, 'cancelled', result.alert, now)
	throw redirect(`/dashboard?${new URLSearchParams({ cancelled: id })}`)
}

export const headers = privatePageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) return isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? [{ title: error.data.title }] : []
	return pageMeta(data?.meta)
}

export default function CancelAlertPage() {
	const { alert } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('alerts')
	const back = (
		<Button component={Link} to="/dashboard" variant="default">
			{alert.cancelled ? t('edit.back') : t('cancel.keep')}
		</Button>
	)
	return (
		<Container size="sm" py="xl">
			<Card withBorder padding="xl">
				<Stack gap="sm">
					<Title order={1} size="h2">
						{t('cancel.title', { alert: alertTitle(t, alert) })}
					</Title>
					{actionData?.refused ? (
						<Alert color="red" role="alert" data-testid="cancel-refused">
							{t(actionData.refused === 'badForm' ? 'errors.badForm' : 'errors.notKeepable')}
						</Alert>
					) : null}
					{alert.cancelled ? (
						<>
							<Text>{alert.keepable && alert.periodEndText ? t('keep.explanation', { date: alert.periodEndText }) : t('cancel.already')}</Text>
							<Group gap="sm">
								{back}
								{alert.keepable ? <KeepAlertForm id={alert.id} size="md" /> : null}
							</Group>
						</>
					) : (
						<>
							<CancelExplanation outcome={alert.cancelOutcome} periodEndText={alert.periodEndText} />
							<CancelForm id={alert.id} keep={back} />
						</>
					)}
				</Stack>
			</Card>
		</Container>
	)
}

export const ErrorBoundary = AlertErrorBoundary

async function notFound(request: Request) {
	const t = await i18next.getFixedT(request, 'alerts')
	return data({ title: t('errors.notFound') }, { status: 404, headers: privateHeaders })
}
