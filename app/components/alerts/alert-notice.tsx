import { useTranslation } from 'react-i18next'
import { type UpdateFrequency } from '#core/enums.ts'
import { burstThreshold } from '#core/notifications/payloads.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import ui from '#app/components/ui/ui.module.css'

/**
 * What the dashboard says after the wizard or the checkout (`?created=`), an edit (`?updated=`),
 * a cancel (`?cancelled=`) or a kept cancellation (`?kept=`): the notice rides on the redirect's
 * query, so it shows without JavaScript and without a flash cookie. The loader builds it only
 * for an alert of the signed-in user, from the alert's state now: a new alert already paid says
 * it runs, one still waiting for its first payment says so.
 */
export type AlertNotice =
	/**
	 * `state`: waiting for its first payment, paid and checking, or paused; `telegramLinked`: whether
	 * matches can reach the user yet; `check`, of a running alert: when its first check is (or its
	 * next, once checked), formatted on the buyer's clock, and how often the checks run (docs/decisions/052).
	 */
	| { kind: 'created'; state: 'pending' | 'running' | 'paused'; telegramLinked: boolean; check?: { time: string; first: boolean; frequency: UpdateFrequency } }
	| { kind: 'updated'; nextPeriod: boolean }
	/** `until`: the formatted last paid day of an alert still running, null when it has ended. */
	| { kind: 'cancelled'; until: string | null }
	/** `renewsOn`: the formatted day the kept alert renews. */
	| { kind: 'kept'; renewsOn: string | null }

export function AlertNoticeBanner({ notice }: { notice: AlertNotice }) {
	const { t } = useTranslation('account')
	const common = { colour: 'green', role: 'status', className: ui.mbMd, 'data-testid': 'alert-notice' } as const
	if (notice.kind === 'created') {
		if (notice.state === 'pending') return <Notice {...common} title={t('notices.created')} />
		if (notice.state === 'paused') return <Notice {...common} title={t('notices.createdPaused')} />
		const check = notice.check
		return (
			<Notice {...common} title={t('notices.createdRunning')}>
				{check ? `${t(check.first ? 'notices.firstCheck' : 'notices.nextCheck', { time: check.time, every: t(`notices.every.${check.frequency}`) })} ` : null}
				{notice.telegramLinked ? t('notices.toTelegram', { few: burstThreshold }) : t('notices.connectTelegram')}
			</Notice>
		)
	}
	if (notice.kind === 'kept') {
		return (
			<Notice {...common} title={t('notices.keptTitle')}>
				{notice.renewsOn ? t('notices.keptRenews', { date: notice.renewsOn }) : t('notices.keptText')}
			</Notice>
		)
	}
	if (notice.kind === 'updated') {
		return notice.nextPeriod ? (
			<Notice {...common} title={t('notices.updatedNextPeriod')}>
				{t('notices.updatedNextPeriodText')}
			</Notice>
		) : (
			<Notice {...common} title={t('notices.updated')} />
		)
	}
	return (
		<Notice {...common} title={t('notices.cancelledTitle')}>
			{notice.until ? t('notices.cancelledRunsUntil', { date: notice.until }) : t('notices.cancelledEnded')}
		</Notice>
	)
}
