import { useFetcher, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { TelegramStatus } from '#app/components/alert-fields/alert-fields.tsx'
import ui from '#app/components/ui/ui.module.css'
import classes from './telegram-connect.module.css'

/** How the user connects Telegram here (app/services/telegram.server.ts builds it). */
export type TelegramWay =
	/** `qr`: the address of `link`'s QR code, an SVG drawn on the server so it shows without JavaScript. */
	| { kind: 'bot'; bot: string; link: string; qr: string }
	/** `href`: the development page where the user's /start is simulated (docs/decisions/020). */
	| { kind: 'dev'; href: string }

export type TelegramConnectData = {
	linked: boolean
	blocked: boolean
	username: string | null
	/** Null when there is no way to connect here (no bot, and the development pages are not reachable). */
	way: TelegramWay | null
}

/**
 * The Telegram connection of the signed-in user, and until the bot has the chat the way to
 * connect it: the deep link and its QR code, or in development the Telegram outbox page.
 * `size` is the QR code's side in CSS pixels. Plain elements with Mantine's look: an unlinked
 * user's dashboard shows it on every alert card (docs/decisions/025-plain-elements-for-repeated-ui.md).
 */
export function TelegramConnect({
	telegram,
	size = 128,
	withStatus = true,
	stacked = false,
	testId,
}: {
	telegram: TelegramConnectData
	size?: number
	/** False where the page shows the status badge elsewhere already. */
	withStatus?: boolean
	/** The code above the words, for a narrow column; otherwise beside them from the `xs` width up. */
	stacked?: boolean
	testId: string
}) {
	const { t } = useTranslation('account')
	const connected = telegram.linked && !telegram.blocked
	const way = connected ? null : telegram.way
	return (
		<div className={`${ui.stack} ${ui.gapXs}`} data-testid={testId} data-linked={connected ? 'true' : 'false'}>
			{withStatus ? (
				<div className={`${ui.group} ${ui.gapXs}`}>
					<TelegramStatus linked={telegram.linked} blocked={telegram.blocked} />
					{connected && telegram.username ? (
						<p className={`${ui.text} ${ui.sm} ${ui.dimmed}`} data-testid="telegram-username">
							@{telegram.username}
						</p>
					) : null}
				</div>
			) : null}
			{way?.kind === 'bot' ? (
				<div className={stacked ? classes.way : `${classes.way} ${classes.beside}`}>
					<img
						className={classes.qr}
						src={way.qr}
						alt={t('telegram.qrAlt', { bot: way.bot })}
						width={size}
						height={size}
						data-testid="telegram-qr"
					/>
					<div className={`${ui.stack} ${ui.gap4}`}>
						<p className={`${ui.text} ${ui.sm}`}>{t('telegram.instructions', { bot: way.bot })}</p>
						<a href={way.link} target="_blank" rel="noopener noreferrer" className={`${ui.anchor} ${ui.sm}`} data-testid="telegram-link">
							{t('telegram.openBot', { bot: way.bot })}
						</a>
					</div>
				</div>
			) : null}
			{way?.kind === 'dev' ? (
				<div className={`${ui.stack} ${ui.gap4}`}>
					<p className={`${ui.text} ${ui.sm}`}>{t('telegram.devInstructions')}</p>
					<a href={way.href} className={`${ui.anchor} ${ui.sm}`} data-testid="telegram-dev-link">
						{t('telegram.devOpen')}
					</a>
				</div>
			) : null}
			{!connected && !way ? <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{t('telegram.noWay')}</p> : null}
			{telegram.linked && telegram.blocked ? <p className={`${ui.text} ${ui.sm}`}>{t('telegram.blockedHelp')}</p> : null}
		</div>
	)
}

/**
 * With JavaScript, while the chat is not linked and there is a way to link it, asks every 5 s
 * whether the bot has it now, and reloads the page's data once it has, so the page turns to its
 * linked state when the user presses Start on their phone. Without JavaScript a reload shows it.
 */
export function useRevalidateOnTelegramLink(waiting: boolean) {
	const fetcher = useFetcher<{ linked: boolean; blocked: boolean }>()
	const revalidator = useRevalidator()
	const linkedNow = fetcher.data?.linked === true && fetcher.data.blocked === false
	useEffect(() => {
		if (!waiting || linkedNow) return
		const timer = setInterval(() => {
			if (fetcher.state === 'idle') fetcher.load('/resources/telegram-status')
		}, 5_000)
		return () => clearInterval(timer)
	}, [waiting, linkedNow, fetcher])
	useEffect(() => {
		if (waiting && linkedNow && revalidator.state === 'idle') revalidator.revalidate()
	}, [waiting, linkedNow, revalidator])
}
