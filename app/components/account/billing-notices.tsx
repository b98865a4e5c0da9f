import { Alert, Anchor, Stack, Text } from '@mantine/core'
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { alertTitle, type DashboardAlert } from '#app/components/alerts/alert-card.tsx'

const readableTitle = { title: { color: 'var(--mantine-color-text)' } } as const

/**
 * Above the alert cards: the alerts still waiting for their first payment, each with the way back
 * to its checkout, and the alerts whose renewal failed, with the way to the payments tab.
 */
export function BillingNotices({ alerts }: { alerts: DashboardAlert[] }) {
	const { t } = useTranslation('billing')
	const { pathname } = useLocation()
	const unpaid = alerts.filter((alert) => alert.status === 'pending_payment')
	const overdue = alerts.some((alert) => alert.status === 'past_due')
	if (unpaid.length === 0 && !overdue) return null
	return (
		<Stack gap="sm" mb="md" data-testid="billing-notices">
			{unpaid.length > 0 ? (
				<Alert color="yellow" title={t('payments.awaitingTitle')} styles={readableTitle}>
					<Text size="sm">{t('payments.awaitingText')}</Text>
					<Stack gap={4} mt="xs">
						{unpaid.map((alert) => (
							<Anchor key={alert.id} component={Link} to={`/checkout?subscription=${alert.id}`} size="sm">
								{t('payments.payFor', { alert: alertTitle(t, alert) })}
							</Anchor>
						))}
					</Stack>
				</Alert>
			) : null}
			{overdue ? (
				<Alert color="yellow" title={t('payments.pastDueTitle')} styles={readableTitle}>
					<Text size="sm">{t('payments.pastDueText')}</Text>
					<Anchor component={Link} to={`${pathname}?tab=payments`} size="sm" mt="xs" display="inline-block">
						{t('payments.fixCard')}
					</Anchor>
				</Alert>
			) : null}
		</Stack>
	)
}
