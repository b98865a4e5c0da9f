import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/**
 * Demo billing's stand-ins (no STRIPE_SECRET_KEY, never in production): clearly labelled
 * test-mode forms that take no card data. They post to the server like any form, so they work
 * without JavaScript, and run the same state machine as Stripe's confirmation.
 */

function TestModeNotice({ title, text }: { title: string; text: string }) {
	const { t } = useTranslation('billing')
	return (
		<Alert color="yellow" data-testid="test-mode" styles={{ title: { color: 'var(--mantine-color-text)' } }} title={
			<Group gap="xs">
				<Badge color="yellow.4" c="dark">
					{t('testMode')}
				</Badge>
				<span>{title}</span>
			</Group>
		}>
			<Text size="sm">{text}</Text>
		</Alert>
	)
}

function useBusy(action: string, intent: string) {
	const navigation = useNavigation()
	return navigation.state !== 'idle' && navigation.formAction === action && navigation.formData?.get('intent') === intent
}

export function DemoCheckoutForm({ alertId, priceText }: { alertId: string; priceText: string }) {
	const { t } = useTranslation('billing')
	const action = `/checkout?subscription=${encodeURIComponent(alertId)}`
	const busy = useBusy(action, 'demo-pay')
	return (
		<Form method="post" action={action} data-testid="demo-checkout-form">
			<input type="hidden" name="intent" value="demo-pay" />
			<input type="hidden" name="subscription" value={alertId} />
			<Stack gap="md">
				<TestModeNotice title={t('checkout.demoTitle')} text={t('checkout.demoText')} />
				<Button type="submit" loading={busy} loaderProps={{ 'aria-label': t('checkout.processing') }} w="fit-content">
					{t('checkout.demoPay', { price: priceText })}
				</Button>
			</Stack>
		</Form>
	)
}

export function DemoCardForm() {
	const { t } = useTranslation('billing')
	const busy = useBusy('/card-setup', 'add-demo-card')
	return (
		<Form method="post" action="/card-setup" data-testid="demo-card-form">
			<input type="hidden" name="intent" value="add-demo-card" />
			<Stack gap="md">
				<TestModeNotice title={t('cardSetup.demoTitle')} text={t('cardSetup.demoText')} />
				<Button type="submit" loading={busy} loaderProps={{ 'aria-label': t('cardSetup.processing') }} w="fit-content">
					{busy ? t('cardSetup.processing') : t('cardSetup.demoSubmit')}
				</Button>
			</Stack>
		</Form>
	)
}
