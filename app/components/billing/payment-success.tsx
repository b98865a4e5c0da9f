import { Alert, Button, Stack, Text } from '@mantine/core'
import { Link, useNavigate } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'

/** Spec: "Redirect after payment 3 s". */
export const successRedirectMs = 3_000

/**
 * "Payment Successful!" with a Go to Dashboard button, and the dashboard after 3 seconds: by a
 * timer with JavaScript, by a meta refresh (inside noscript) without it.
 */
export function PaymentSuccess({ to }: { to: string }) {
	const { t } = useTranslation('billing')
	const navigate = useNavigate()
	useEffect(() => {
		const timer = setTimeout(() => navigate(to), successRedirectMs)
		return () => clearTimeout(timer)
	}, [navigate, to])
	return (
		<Alert color="green" role="status" title={t('checkout.successTitle')} data-testid="payment-success" styles={{ title: { color: 'var(--mantine-color-text)' } }}>
			<noscript>
				<meta httpEquiv="refresh" content={`${successRedirectMs / 1000};url=${to}`} />
			</noscript>
			<Stack gap="sm">
				<Text>{t('checkout.successText')}</Text>
				<Text size="sm">{t('checkout.redirecting')}</Text>
				<Button component={Link} to={to} w="fit-content">
					{t('checkout.goToDashboard')}
				</Button>
			</Stack>
		</Alert>
	)
}
