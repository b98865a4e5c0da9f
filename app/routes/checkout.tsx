import { Alert, Anchor, Button, Card, Container, Grid, Stack, Text, Title } from '@mantine/core'
import {
	type ActionFunctionArgs,
	data,
	type LoaderFunctionArgs,
	type MetaFunction,
	redirect,
} from '@remix-run/node'
import { isRouteErrorResponse, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { AlertErrorBoundary } from '#app/components/alerts/alert-error.tsx'
import { type PublicBilling } from '#app/components/billing/card-setup.tsx'
import { DemoCheckoutForm } from '#app/components/billing/demo-forms.tsx'
import { OrderSummary, type OrderSummaryData } from '#app/components/billing/order-summary.tsx'
import { PaymentSuccess } from '#app/components/billing/payment-success.tsx'
import { CheckoutPaymentForm } from '#app/components/billing/stripe-forms.tsx'
import { TelegramBeforePaying } from '#app/components/telegram/before-paying.tsx'
import { type TelegramConnectData, useRevalidateOnTelegramLink } from '#app/components/telegram/telegram-connect.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { billingFor, publicBilling } from '#app/services/stripe.server.ts'
import { telegramConnectFor } from '#app/services/telegram.server.ts'
import { pageMeta, privateHeaders, privatePageHeaders } from '#app/utils/page.ts'
import { checkoutRefusal, completeDemoPayment } from '#core/billing/subscriptions.ts'
import { alertNames, catalogueNames } from '#core/catalogue/queries.ts'
import { findAlert } from '#core/models/alerts.ts'
import { formatPrice } from '#core/money.ts'
import { siteLabel } from '#core/sites.ts'
import { readFormDataOrNull } from '#app/services/form.server.ts'
import { sortSiteIds } from '#core/collation.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * /checkout?subscription={id} (or ?id=, docs/product/spec.md §2 and docs/product/decisions.md): the order summary and
 * the card payment of a pending alert. With Stripe, the Payment Element confirms the first
 * invoice's PaymentIntent (JavaScript needed); in demo billing a labelled test-mode form posts
 * here instead, and works without JavaScript. Either way the page then says "Payment
 * Successful!" and goes to the dashboard after 3 seconds. The alert turns active only when
 * Stripe's webhook says the invoice is paid (demo billing: the same transition, done here).
 */

type View =
	| { kind: 'none' }
	/** `telegram`: the buyer's chat as the bot has it, and the way to connect it (docs/decisions/054). */
	| { kind: 'pay'; order: OrderSummaryData; telegram: TelegramConnectData }
	| { kind: 'paid' }
	| { kind: 'notPending' }
	| { kind: 'expired' }

type LoaderData = {
	meta: { title: string; description: string }
	alertId: string | null
	locale: string
	billing: PublicBilling
	view: View
}

function alertIdOf(url: URL): string {
	return (url.searchParams.get('subscription') ?? url.searchParams.get('id') ?? '').trim()
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const user = await requireUser(request, context)
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'billing'), i18next.getLocale(request)])
	const url = new URL(request.url)
	const id = alertIdOf(url)
	const base = {
		meta: { title: t('meta.checkoutTitle'), description: t('meta.checkoutDescription') },
		alertId: id || null,
		locale: asLanguage(locale),
		billing: publicBilling(context),
	}
	const answer = (view: View) => data<LoaderData>({ ...base, view }, { headers: privateHeaders })
	if (!id) return answer({ kind: 'none' })
	const alert = await findAlert(context.db, user.id, id)
	if (!alert) throw await notFound(request)
	const refusal = checkoutRefusal(alert)
	if (refusal === 'notPending') return answer({ kind: url.searchParams.get('paid') === '1' && alert.status !== 'ended' ? 'paid' : 'notPending' })
	if (refusal === 'expired') return answer({ kind: 'expired' })
	const [names, telegram] = await Promise.all([catalogueNames(context.db, [alert]), telegramConnectFor(context, user.id)])
	return answer({
		kind: 'pay',
		order: {
			...alertNames(names, alert),
			websites: sortSiteIds(alert.websitesSelected, base.locale).map((site) => siteLabel(site, base.locale)),
			updateFrequency: alert.updateFrequency,
			price: alert.price,
		},
		telegram,
	})
}

const demoPayForm = z.object({ intent: z.literal('demo-pay'), subscription: z.string().min(1) })

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	const t = await i18next.getFixedT(request, 'billing')
	const formData = await readFormDataOrNull(request)
	const parsed = demoPayForm.safeParse(formData ? Object.fromEntries(formData) : {})
	if (!parsed.success) return data({ error: t('checkout.noSubscription') }, { status: 400, headers: privateHeaders })
	const result = await completeDemoPayment(billingFor(context), user.id, parsed.data.subscription)
	if (result.ok) {
		throw redirect(`/checkout?${new URLSearchParams({ subscription: parsed.data.subscription, paid: '1' })}`)
	}
	if (result.error === 'notFound') throw await notFound(request)
	const message = {
		notDemo: t('api.demoOff'),
		notPending: t('checkout.notPending'),
		processing: t('checkout.confirming'),
		expired: t('checkout.expired'),
	}[result.error]
	return data({ error: message }, { status: result.error === 'notDemo' ? 400 : 409, headers: privateHeaders })
}

export const headers = privatePageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
	if (error) return isRouteErrorResponse(error) && typeof error.data?.title === 'string' ? [{ title: error.data.title }] : []
	return pageMeta(data?.meta)
}

export default function CheckoutPage() {
	const { view, alertId, billing, locale } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('billing')
	const [paidHere, setPaidHere] = useState(false)
	const dashboard = alertId ? `/dashboard?${new URLSearchParams({ created: alertId })}` : '/dashboard'
	const unconnected = view.kind === 'pay' && !(view.telegram.linked && !view.telegram.blocked)
	useRevalidateOnTelegramLink(unconnected && !paidHere)
	return (
		<Container size="lg" py="xl">
			<Title order={1} mb="lg">
				{t('checkout.heading')}
			</Title>
			{actionData?.error ? (
				<Alert color="red" role="alert" mb="md" data-testid="checkout-error">
					{actionData.error}
				</Alert>
			) : null}
			{view.kind === 'none' ? (
				<Card withBorder padding="xl" data-testid="checkout-none">
					<Text>{t('checkout.noSubscription')}</Text>
					<Button component={Link} to="/setup-alerts" mt="md" w="fit-content">
						{t('checkout.setUpAlert')}
					</Button>
				</Card>
			) : null}
			{view.kind === 'paid' || paidHere ? <PaymentSuccess to={dashboard} /> : null}
			{view.kind === 'notPending' || view.kind === 'expired' ? (
				<Card withBorder padding="xl" data-testid="checkout-closed">
					<Text>{view.kind === 'expired' ? t('checkout.expired') : t('checkout.notPending')}</Text>
					<Anchor component={Link} to={view.kind === 'expired' ? '/setup-alerts' : '/dashboard'} mt="md" display="inline-block">
						{view.kind === 'expired' ? t('checkout.setUpAlert') : t('checkout.goToDashboard')}
					</Anchor>
				</Card>
			) : null}
			{view.kind === 'pay' && !paidHere ? (
				<Grid gutter="lg">
					<Grid.Col span={{ base: 12, md: 5 }}>
						<OrderSummary order={view.order} />
					</Grid.Col>
					<Grid.Col span={{ base: 12, md: 7 }}>
						<Card withBorder padding="lg" component="section" aria-labelledby="pay-heading">
							<Stack gap="md">
								<Title order={2} size="h3" id="pay-heading">
									{t('checkout.payTitle')}
								</Title>
								{unconnected ? <TelegramBeforePaying way={view.telegram.way} fallback={t('account:telegram.noWay')} /> : null}
								{billing.mode === 'stripe' && billing.publishableKey && alertId ? (
									<CheckoutPaymentForm
										alertId={alertId}
										publishableKey={billing.publishableKey}
										locale={locale}
										priceText={formatPrice(view.order.price, locale)}
										onPaid={() => setPaidHere(true)}
									/>
								) : alertId ? (
									<DemoCheckoutForm alertId={alertId} priceText={formatPrice(view.order.price, locale)} />
								) : null}
							</Stack>
						</Card>
					</Grid.Col>
				</Grid>
			) : null}
		</Container>
	)
}

export const ErrorBoundary = AlertErrorBoundary

async function notFound(request: Request) {
	const t = await i18next.getFixedT(request, 'alerts')
	return data({ title: t('errors.notFound') }, { status: 404, headers: privateHeaders })
}
