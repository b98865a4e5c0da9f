import { useFetcher } from '@remix-run/react'
import { createContext, useContext, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { badgeColor, type SubscriptionStats } from '#core/capacity-levels.ts'
import classes from './header.module.css'

const refreshMs = 60_000

/** The latest stats: the server's value, refreshed every 60 s once JavaScript runs. */
export function useLiveStats(initial: SubscriptionStats | null | undefined) {
	const fetcher = useFetcher<SubscriptionStats>()
	const { load } = fetcher
	useEffect(() => {
		const timer = setInterval(() => load('/api/subscription-stats'), refreshMs)
		return () => clearInterval(timer)
	}, [load])
	const fresh = fetcher.data && 'capacity' in fetcher.data ? fetcher.data : undefined
	return fresh ?? initial ?? null
}

const LiveStatsContext = createContext<SubscriptionStats | null>(null)
export const LiveStatsProvider = LiveStatsContext.Provider

/** Capacity stats for any component below the root (badge, banner, waitlist box). */
export const useStats = () => useContext(LiveStatsContext)

/** Header badge (a plain element in the look of Mantine's Badge, header.module.css): "12/30 subscribers" (active subscribers), red at 90% full, amber at 70%, else green; hidden without data. */
export function CapacityBadge({ stats }: { stats: SubscriptionStats | null }) {
	const { t } = useTranslation()
	if (!stats) return null
	const availability = stats.full ? t('capacity.full') : t('capacity.available', { remaining: stats.remaining })
	// The badge counts subscribers only; places held for checkouts and invitations are named apart.
	const tooltip = stats.held > 0 ? `${availability} (${t('capacity.heldShort', { count: stats.held })})` : availability
	return (
		<div
			className={classes.badge}
			title={tooltip}
			aria-label={`${t('capacity.badge', stats)}. ${tooltip}`}
			data-testid="capacity-badge"
			data-color={badgeColor(stats)}
		>
			<span className={classes.badgeLabel}>{t('capacity.badge', stats)}</span>
		</div>
	)
}
