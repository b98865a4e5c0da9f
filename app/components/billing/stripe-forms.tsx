import { Alert, Box, Button, Loader, Stack, Text } from '@mantine/core'
import { useNavigate } from '@remix-run/react'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#app/utils/use-hydrated.ts'
import { fetchClientSecret, useStripeElement, type ElementState } from './use-stripe-element.ts'

/**
 * The two Payment Element forms: the first payment of an alert (a PaymentIntent) and saving a
 * card (a SetupIntent). Both need JavaScript (Stripe's element is a script and frames); without
 * it they say so. The provider's own message is shown in the form when a card is refused.
 */

function ElementArea({ id, state, initError }: { id: string; state: ElementState; initError: string }) {
	const { t } = useTranslation('billing')
	const hydrated = useHydrated()
	return (
		<>
			<noscript>
				<Alert color="yellow" data-testid="needs-javascript">
					{t('checkout.needsJavaScript')}
				</Alert>
			</noscript>
			{state.status === 'loading' && hydrated ? (
				<Box aria-live="polite">
					<Loader size="sm" aria-hidden />
					<Text size="sm" c="dimmed" component="span" ml="xs">
						{t('checkout.loading')}
					</Text>
				</Box>
			) : null}
			{state.status === 'error' ? (
				<Alert color="red" role="alert" title={initError} data-testid="payment-init-error">
					{state.message ?? t('checkout.errors.unexpected')}
				</Alert>
			) : null}
			<div id={id} data-testid={id} />
		</>
	)
}

function FailedAlert({ message }: { message: string | null }) {
	const { t } = useTranslation('billing')
	if (message === null) return null
	return (
		<Alert color="red" role="alert" title={t('checkout.errors.paymentFailed')} data-testid="payment-error">
			{message || t('checkout.errors.unexpected')}
		</Alert>
	)
}

export function CheckoutPaymentForm({
	alertId,
	publishableKey,
	locale,
	priceText,
	onPaid,
}: {
	alertId: string
	publishableKey: string
	locale: string
	priceText: string
	onPaid: () => void
}) {
	const { t } = useTranslation('billing')
	const state = useStripeElement({
		publishableKey,
		locale,
		mountId: 'payment-element',
		fetchSecret: () => fetchClientSecret('/api/create-payment-intent', { subscriptionId: alertId }),
	})
	const [busy, setBusy] = useState(false)
	const [failure, setFailure] = useState<string | null>(null)
	async function submit(event: FormEvent) {
		event.preventDefault()
		if (state.status !== 'ready' || busy) return
		setBusy(true)
		setFailure(null)
		try {
			const result = await state.stripe.confirmPayment({
				elements: state.elements,
				// Cards finish here; a payment method that leaves the page comes back to the dashboard.
				confirmParams: { return_url: `${window.location.origin}/dashboard?created=${encodeURIComponent(alertId)}` },
				redirect: 'if_required',
			})
			if (result.error) {
				setFailure(result.error.message ?? '')
				setBusy(false)
				return
			}
			onPaid()
		} catch {
			setFailure('')
			setBusy(false)
		}
	}
	return (
		<form onSubmit={submit} data-testid="payment-form">
			<Stack gap="md">
				<ElementArea id="payment-element" state={state} initError={t('checkout.errors.init')} />
				<FailedAlert message={failure} />
				<Button type="submit" disabled={state.status !== 'ready'} loading={busy} loaderProps={{ 'aria-label': t('checkout.processing') }} w="fit-content">
					{busy ? t('checkout.processing') : t('checkout.pay', { price: priceText })}
				</Button>
			</Stack>
		</form>
	)
}

/** Saves a card on the user's Stripe customer; Stripe (or we) return to /profile?tab=billing. */
export function CardSetupForm({ publishableKey, locale }: { publishableKey: string; locale: string }) {
	const { t } = useTranslation('billing')
	const navigate = useNavigate()
	const state = useStripeElement({
		publishableKey,
		locale,
		mountId: 'card-setup-element',
		fetchSecret: () => fetchClientSecret('/api/create-setup-intent', {}),
	})
	const [busy, setBusy] = useState(false)
	const [failure, setFailure] = useState<string | null>(null)
	async function submit(event: FormEvent) {
		event.preventDefault()
		if (state.status !== 'ready' || busy) return
		setBusy(true)
		setFailure(null)
		try {
			const result = await state.stripe.confirmSetup({
				elements: state.elements,
				confirmParams: { return_url: `${window.location.origin}/profile?tab=billing` },
				redirect: 'if_required',
			})
			if (result.error) {
				setFailure(result.error.message ?? '')
				setBusy(false)
				return
			}
			navigate(`/profile?tab=billing&setup_intent=${encodeURIComponent(result.setupIntent.id)}&redirect_status=succeeded`)
		} catch {
			setFailure('')
			setBusy(false)
		}
	}
	return (
		<form onSubmit={submit} data-testid="card-setup-form">
			<Stack gap="md">
				<ElementArea id="card-setup-element" state={state} initError={t('cardSetup.errors.init')} />
				{failure !== null ? (
					<Alert color="red" role="alert" title={t('cardSetup.errors.failed')} data-testid="card-setup-error">
						{failure || t('checkout.errors.unexpected')}
					</Alert>
				) : null}
				<Button type="submit" disabled={state.status !== 'ready'} loading={busy} loaderProps={{ 'aria-label': t('cardSetup.processing') }} w="fit-content">
					{busy ? t('cardSetup.processing') : t('cardSetup.submit')}
				</Button>
			</Stack>
		</form>
	)
}
