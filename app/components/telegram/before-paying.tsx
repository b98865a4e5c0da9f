import { useTranslation } from 'react-i18next'
import ui from '#app/components/ui/ui.module.css'
import classes from './before-paying.module.css'
import { TelegramConnect, type TelegramWay } from './telegram-connect.tsx'

/**
 * Where a buyer pays for an alert whose chat the bot does not have (the wizard's review, the
 * checkout): plainly, that the paid month starts with the payment while messages start only once
 * Telegram is connected, and the way to connect right there; `fallback` where there is none here
 * (a visitor, before logging in). docs/decisions/054.
 */
export function TelegramBeforePaying({ way, fallback }: { way: TelegramWay | null; fallback: string }) {
	const { t } = useTranslation('account')
	return (
		<section className={`${ui.alert} ${ui.alertYellow}`} aria-labelledby="telegram-before-paying" data-testid="telegram-not-connected">
			<div className={ui.alertBody}>
				<div className={ui.alertTitle}>
					<h3 className={classes.title} id="telegram-before-paying">
						{t('telegram.beforePayTitle')}
					</h3>
				</div>
				<div className={`${ui.alertMessage} ${ui.stack} ${ui.gapSm} ${classes.message}`}>
					<p className={`${ui.text} ${ui.sm}`}>{t('telegram.beforePayText')}</p>
					{way ? (
						<TelegramConnect telegram={{ linked: false, blocked: false, username: null, way }} withStatus={false} testId="telegram-before-paying-connect" />
					) : (
						<p className={`${ui.text} ${ui.sm}`}>{fallback}</p>
					)}
				</div>
			</div>
		</section>
	)
}
