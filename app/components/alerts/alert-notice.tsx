import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { readableAlertTitle } from './format.ts'

/**
 * What the dashboard says after the wizard (`?created=`), an edit (`?updated=`) or a cancel
 * (`?cancelled=`): the notice rides on the redirect's query, so it shows without JavaScript and
 * without a flash cookie. The loader builds it only for an alert of the signed-in user.
 */
export type AlertNotice =
	| { kind: 'created' }
	| { kind: 'updated'; nextPeriod: boolean }
	/** `until`: the formatted last paid day of an alert still running, null when it has ended. */
	| { kind: 'cancelled'; until: string | null }

export function AlertNoticeBanner({ notice }: { notice: AlertNotice }) {
	const { t } = useTranslation('account')
	const common = { color: 'green', role: 'status', mb: 'md', styles: readableAlertTitle, 'data-testid': 'alert-notice' } as const
	if (notice.kind === 'created') return <Alert {...common} title={t('notices.created')} />
	if (notice.kind === 'updated') {
		return notice.nextPeriod ? (
			<Alert {...common} title={t('notices.updatedNextPeriod')}>
				{t('notices.updatedNextPeriodText')}
			</Alert>
		) : (
			<Alert {...common} title={t('notices.updated')} />
		)
	}
	return (
		<Alert {...common} title={t('notices.cancelledTitle')}>
			{notice.until ? t('notices.cancelledRunsUntil', { date: notice.until }) : t('notices.cancelledEnded')}
		</Alert>
	)
}
