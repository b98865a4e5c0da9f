/**
 * Capacity figures as the badge, the banner and the waitlist box show them (spec section 4).
 * Client-safe: no database code, so browser components import this file, not core/capacity.ts.
 */

export type SubscriptionStats = {
	/**
	 * Slots taken: users with a live alert or an unexpired reservation, plus places held for
	 * invited waitlist entries.
	 */
	active: number
	capacity: number
	remaining: number
	full: boolean
}

export function statsFor(active: number, capacity: number): SubscriptionStats {
	const remaining = Math.max(0, capacity - active)
	return { active, capacity, remaining, full: remaining === 0 }
}

export type CapacityLevel = 'available' | 'limited' | 'full'

/** Banner state (spec section 4): full, limited at 30% or fewer places left, else available. */
export function capacityLevel(stats: SubscriptionStats): CapacityLevel {
	if (stats.full) return 'full'
	return stats.remaining <= stats.capacity * 0.3 ? 'limited' : 'available'
}

/** Badge colour (spec section 4): red at 90% full or more, amber at 70%, green below. */
export function badgeColor(stats: SubscriptionStats): 'red' | 'orange' | 'green' {
	const ratio = stats.capacity === 0 ? 1 : stats.active / stats.capacity
	if (ratio >= 0.9) return 'red'
	if (ratio >= 0.7) return 'orange'
	return 'green'
}

/** Percent full for the bars: floor(active / capacity × 100), 0 without data. */
export function percentFull(stats: SubscriptionStats | null | undefined): number {
	if (!stats || stats.capacity <= 0) return 0
	return Math.min(100, Math.floor((stats.active / stats.capacity) * 100))
}
