import { useTranslation } from 'react-i18next'
import { AlertCard, type DashboardAlert } from '#app/components/alerts/alert-card.tsx'
import { type TelegramConnectData } from '#app/components/telegram/telegram-connect.tsx'
import classes from './landing-preview.module.css'
import { TelegramBubble } from './telegram-bubble.tsx'

export type LandingPreviewData = {
	message: { html: string; photoUrl: string | null; button: string | null; time: string } | null
	alert: DashboardAlert
}

/** The sample's card shows a chat the bot has: what a buyer's card shows once Telegram is linked. */
const linkedTelegram: TelegramConnectData = { linked: true, blocked: false, username: null, way: null }
const noCancel = () => {}

/**
 * The hero's picture of the product (docs/decisions/056-landing-page-sample.md): the bot's message
 * and the dashboard's card for one sample alert on the demo market, both drawn by the product's
 * own code from app/services/landing-sample.server.ts.
 */
export function LandingPreview({ preview, locale }: { preview: LandingPreviewData; locale: string }) {
	const { t } = useTranslation('home')
	return (
		<section className={classes.preview} aria-label={t('hero.preview.label')} data-testid="hero-preview">
			<div className={classes.part}>
				<p className={classes.partLabel}>{t('hero.preview.message')}</p>
				{preview.message ? (
					<TelegramBubble
						botName={t('hero.preview.botName')}
						html={preview.message.html}
						photoUrl={preview.message.photoUrl}
						photoAlt={t('hero.preview.photoAlt')}
						button={preview.message.button}
						time={preview.message.time}
					/>
				) : (
					<p className={classes.caption}>{t('hero.preview.none')}</p>
				)}
			</div>
			<div className={classes.part}>
				<p className={classes.partLabel}>{t('hero.preview.card')}</p>
				<ul className={classes.cardList}>
					<AlertCard alert={preview.alert} telegram={linkedTelegram} locale={locale} onCancel={noCancel} sample />
				</ul>
			</div>
			<p className={classes.caption}>{t('hero.preview.caption')}</p>
		</section>
	)
}
