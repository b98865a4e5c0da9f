import { Anchor, Box, Flex, Group, Stack, Text } from '@mantine/core'
import { useFetcher, useRevalidator } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { TelegramStatus } from '#app/components/alert-fields/alert-fields.tsx'

/** How the user connects Telegram here (app/services/telegram.server.ts builds it). */
export type TelegramWay =
	/** `qr`: an SVG data URL of `link`, drawn on the server so it shows without JavaScript. */
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
 * `size` is the QR code's side in CSS pixels.
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
		<Stack gap="xs" data-testid={testId} data-linked={connected ? 'true' : 'false'}>
			{withStatus ? (
				<Group gap="xs">
					<TelegramStatus linked={telegram.linked} blocked={telegram.blocked} />
					{connected && telegram.username ? (
						<Text size="sm" c="dimmed" data-testid="telegram-username">
							@{telegram.username}
						</Text>
					) : null}
				</Group>
			) : null}
			{way?.kind === 'bot' ? (
				<Flex direction={stacked ? 'column' : { base: 'column', xs: 'row' }} align="flex-start" gap="md">
					{/* A white square with its own quiet zone: scanners read it on a dark page too. */}
					<Box
						component="img"
						src={way.qr}
						alt={t('telegram.qrAlt', { bot: way.bot })}
						width={size}
						height={size}
						style={{ flex: 'none', background: '#fff', borderRadius: 4 }}
						data-testid="telegram-qr"
					/>
					<Stack gap={4}>
						<Text size="sm">{t('telegram.instructions', { bot: way.bot })}</Text>
						<Anchor href={way.link} target="_blank" rel="noopener noreferrer" size="sm" data-testid="telegram-link">
							{t('telegram.openBot', { bot: way.bot })}
						</Anchor>
					</Stack>
				</Flex>
			) : null}
			{way?.kind === 'dev' ? (
				<Stack gap={4}>
					<Text size="sm">{t('telegram.devInstructions')}</Text>
					<Anchor href={way.href} size="sm" data-testid="telegram-dev-link">
						{t('telegram.devOpen')}
					</Anchor>
				</Stack>
			) : null}
			{!connected && !way ? (
				<Text size="sm" c="dimmed">
					{t('telegram.noWay')}
				</Text>
			) : null}
			{telegram.linked && telegram.blocked ? <Text size="sm">{t('telegram.blockedHelp')}</Text> : null}
		</Stack>
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
