/**
 * Capacity figures as the badge, the banner and the waitlist box show them (docs/product/spec.md §4).
 * Client-safe: no database code, so browser components import this file, not core/capacity.ts.
 */

export type SubscriptionStats = {
	/** Active subscribers (docs/product/decisions.md): users with at least one live alert (active, paused, past due, cancelling). */
	active: number
	/**
	 * Places held for someone who has not subscribed yet: a first alert awaiting its payment
	 * (30 minutes) or a waitlist invitation (48 hours). Not subscribers, but not free either.
	 */
	held: number
	capacity: number
	/** Places a newcomer can take now: the capacity less subscribers and held places. */
	remaining: number
	full: boolean
}

export function statsFor(active: number, capacity: number, held = 0): SubscriptionStats {
	const remaining = Math.max(0, capacity - active - held)
	return { active, held, capacity, remaining, full: remaining === 0 }
}

/** Places taken or held: what decides how full the service is (the colours and the bars). */
const occupied = (stats: SubscriptionStats) => stats.capacity - stats.remaining

export type CapacityLevel = 'available' | 'limited' | 'full'

/** Banner state (docs/product/spec.md §4): full, limited at 30% or fewer places left, else available. */
export function capacityLevel(stats: SubscriptionStats): CapacityLevel {
	if (stats.full) return 'full'
	return stats.remaining <= stats.capacity * 0.3 ? 'limited' : 'available'
}

/** Badge colour (docs/product/spec.md §4): red at 90% full or more, amber at 70%, green below; held places count as taken. */
export function badgeColor(stats: SubscriptionStats): 'red' | 'orange' | 'green' {
	const ratio = stats.capacity === 0 ? 1 : occupied(stats) / stats.capacity
	if (ratio >= 0.9) return 'red'
	if (ratio >= 0.7) return 'orange'
	return 'green'
}

/**
 * Percent full for the bars: floor(taken or held / capacity × 100), 0 without data. Held places
 * count, so a bar at 100 % and a "full" banner never disagree (docs/decisions/021-words-and-numbers.md).
 */
export function percentFull(stats: SubscriptionStats | null | undefined): number {
	if (!stats || stats.capacity <= 0) return 0
	return Math.min(100, Math.floor((occupied(stats) / stats.capacity) * 100))
}
