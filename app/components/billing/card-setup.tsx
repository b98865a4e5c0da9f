import { Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { DemoCardForm } from './demo-forms.tsx'
import { CardSetupForm } from './stripe-forms.tsx'

/** What the browser knows of billing (app/services/stripe.server.ts publicBilling). */
export type PublicBilling = { mode: 'stripe' | 'demo'; publishableKey: string | null }

/** The card-setup screen's body, on /card-setup and in the payments tab's add-card dialog. */
export function CardSetup({ billing, locale }: { billing: PublicBilling; locale: string }) {
	const { t } = useTranslation('billing')
	return (
		<Stack gap="md">
			<Text>{t('cardSetup.text')}</Text>
			{billing.mode === 'stripe' && billing.publishableKey ? (
				<CardSetupForm publishableKey={billing.publishableKey} locale={locale} />
			) : (
				<DemoCardForm />
			)}
		</Stack>
	)
}
