import { Alert, Anchor, Progress, Stack, Text } from '@mantine/core'
import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { capacityLevel, percentFull, type SubscriptionStats } from '#core/capacity-levels.ts'

const colors = { full: 'red', limited: 'orange', available: 'green' } as const

/**
 * Landing banner (docs/product/spec.md §4): full → waitlist, limited or available → setup. Hidden
 * without data. A subscriber (`holdsPlace`) may always add alerts, so a full service sends them to
 * setup too.
 */
export function CapacityBanner({ stats, holdsPlace = false }: { stats: SubscriptionStats | null; holdsPlace?: boolean }) {
	const { t } = useTranslation()
	if (!stats) return null
	const level = capacityLevel(stats)
	const toWaitlist = level === 'full' && !holdsPlace
	const percent = percentFull(stats)
	const title =
		level === 'full'
			? t('capacity.bannerFullTitle')
			: level === 'limited'
				? t('capacity.bannerLimitedTitle', stats)
				: t('capacity.bannerAvailableTitle', stats)
	// Subscribers and held places (unpaid checkouts, invitations) are counted apart: only the first are subscribers.
	const held = stats.held > 0 ? ` ${t('capacity.heldNote', { count: stats.held })}` : ''
	const text =
		level === 'full'
			? holdsPlace
				? t('capacity.bannerFullSubscriberText', stats)
				: stats.held > 0
				? t('capacity.bannerFullHeldText', stats)
				: t('capacity.bannerFullText', stats)
			: level === 'limited'
				? `${t('capacity.bannerLimitedText', stats)}${held}`
				: `${t('capacity.bannerAvailableText')}${held}`
	return (
		<Alert
			color={colors[level]}
			title={title}
			data-testid="capacity-banner"
			data-level={level}
			variant="light"
			// The tinted title colour is below AA contrast on the tinted background.
			styles={{ title: { color: 'var(--mantine-color-text)' } }}
		>
			<Stack gap="xs">
				<Text size="sm" data-testid="capacity-banner-text">
					{text}
				</Text>
				<Progress
					value={percent}
					color={colors[level]}
					aria-label={t('capacity.percentFull', { percent })}
					data-testid="capacity-bar"
				/>
				<Anchor
					component={Link}
					to={toWaitlist ? '/waitlist' : '/setup-alerts'}
					fw={700}
					size="sm"
					c="var(--mantine-color-text)"
					underline="always"
				>
					{toWaitlist ? t('capacity.bannerFullAction') : t('capacity.bannerAction')}
				</Anchor>
			</Stack>
		</Alert>
	)
}
