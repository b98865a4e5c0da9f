import { Alert, Anchor, Card, Container, Title } from '@mantine/core'
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { CardSetup } from '#app/components/billing/card-setup.tsx'
import { i18next } from '#app/i18n/i18next.server.ts'
import { requireUser } from '#app/services/auth.server.ts'
import { billingFor, publicBilling } from '#app/services/stripe.server.ts'
import { pageMeta, privateHeaders } from '#app/utils/page.ts'
import { addDemoCard } from '#core/billing/cards.ts'
import { readFormDataOrNull } from '#app/services/form.server.ts'
import { asLanguage } from '#core/enums.ts'

/**
 * /card-setup: the card-setup screen (docs/product/spec.md §2). With Stripe, the Payment Element saves a
 * card through a SetupIntent and Stripe returns to /profile?tab=billing; in demo billing a
 * labelled form adds a demo card (no card data) and returns there too. The payments tab's
 * "Add card" opens the same form in a dialog; without JavaScript it links here.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
	await requireUser(request, context)
	const [t, locale] = await Promise.all([i18next.getFixedT(request, 'billing'), i18next.getLocale(request)])
	return data(
		{
			meta: { title: t('meta.cardSetupTitle'), description: t('meta.cardSetupDescription') },
			locale: asLanguage(locale),
			billing: publicBilling(context),
		},
		{ headers: privateHeaders },
	)
}

const demoCardForm = z.object({ intent: z.literal('add-demo-card') })

export async function action({ request, context }: ActionFunctionArgs) {
	const user = await requireUser(request, context)
	const t = await i18next.getFixedT(request, 'billing')
	const formData = await readFormDataOrNull(request)
	const billing = billingFor(context)
	if (!formData || !demoCardForm.safeParse(Object.fromEntries(formData)).success || billing.stripe) {
		return data({ error: billing.stripe ? t('api.demoOff') : t('cardSetup.errors.failed') }, { status: 400, headers: privateHeaders })
	}
	await addDemoCard(billing, user.id)
	throw redirect('/profile?tab=billing&redirect_status=succeeded')
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta)

export default function CardSetupPage() {
	const { billing, locale } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { t } = useTranslation('billing')
	return (
		<Container size="sm" py="xl">
			<Card withBorder padding="xl">
				<Title order={1} size="h2" mb="md">
					{t('cardSetup.heading')}
				</Title>
				{actionData?.error ? (
					<Alert color="red" role="alert" mb="md" data-testid="card-setup-error">
						{actionData.error}
					</Alert>
				) : null}
				<CardSetup billing={billing} locale={locale} />
				<Anchor component={Link} to="/profile?tab=billing" mt="lg" display="inline-block">
					{t('cardSetup.back')}
				</Anchor>
			</Card>
		</Container>
	)
}
