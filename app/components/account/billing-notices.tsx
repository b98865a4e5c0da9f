import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { alertTitle, type DashboardAlert } from '#app/components/alerts/alert-card.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import ui from '#app/components/ui/ui.module.css'

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
		<div className={`${ui.stack} ${ui.gapSm} ${ui.mbMd}`} data-testid="billing-notices">
			{unpaid.length > 0 ? (
				<Notice colour="yellow" title={t('payments.awaitingTitle')}>
					<p className={`${ui.text} ${ui.sm}`}>{t('payments.awaitingText')}</p>
					<div className={`${ui.stack} ${ui.gap4} ${ui.mtXs}`}>
						{unpaid.map((alert) => (
							<Link key={alert.id} to={`/checkout?subscription=${alert.id}`} className={`${ui.anchor} ${ui.sm}`}>
								{t('payments.payFor', { alert: alertTitle(t, alert) })}
							</Link>
						))}
					</div>
				</Notice>
			) : null}
			{overdue ? (
				<Notice colour="yellow" title={t('payments.pastDueTitle')}>
					<p className={`${ui.text} ${ui.sm}`}>{t('payments.pastDueText')}</p>
					<Link to={`${pathname}?tab=payments`} className={`${ui.anchor} ${ui.sm} ${ui.mtXs} ${ui.inlineBlock}`}>
						{t('payments.fixCard')}
					</Link>
				</Notice>
			) : null}
		</div>
	)
}
