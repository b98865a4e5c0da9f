import { type SubscriptionStatus } from './enums.ts'
import { type AlertCriteria, type CriterionName, criteriaDefaults } from './schemas/alert.ts'

/*
 * The alert lifecycle, each rule once (docs/decisions/029-alert-lifecycle.md):
 * pending_payment → active ⇄ paused → cancelling → ended; past_due while Stripe retries a failed
 * renewal. Plain functions, no database: the browser's forms and cards use them too. The one rule
 * SQL needs as well, isRunning, has its SQL beside the queries that use it (`running` in
 * core/models/feeds.ts), and lifecycle.test.ts holds the two equal.
 */

type Dated = { status: string; currentPeriodEnd: Date | null }

/** Statuses whose criteria the user may still change (updateAlert); the card offers Edit for them. */
export const editableStatuses = ['pending_payment', 'active', 'paused'] as const satisfies readonly SubscriptionStatus[]

export function isEditable(status: string): boolean {
	return (editableStatuses as readonly string[]).includes(status)
}

/** The statuses a user may choose (the edit form, PUT /api/subscriptions/{id}), and the alerts that offer the choice. */
export const choosableStatuses = ['active', 'paused'] as const satisfies readonly SubscriptionStatus[]
export type ChoosableStatus = (typeof choosableStatuses)[number]

export function offersStatusChoice(status: string): status is ChoosableStatus {
	return (choosableStatuses as readonly string[]).includes(status)
}

/** Alerts that renew every month, and so need a card on file. */
export const renewingStatuses = ['active', 'paused', 'past_due'] as const satisfies readonly SubscriptionStatus[]

/** Paid-for alerts: they hold their user's capacity slot, and their period can end (the renewing ones and a cancelled one). */
export const paidStatuses = [...renewingStatuses, 'cancelling'] as const satisfies readonly SubscriptionStatus[]

/**
 * An alert runs (its sites are crawled and its cars delivered) while the buyer pays for it; a
 * cancelled one until the period it paid for ends.
 */
export function isRunning(alert: Dated, now: Date): boolean {
	// A cancelled alert runs exactly while it can still be kept.
	return alert.status === 'active' || alert.status === 'past_due' || isKeepable(alert, now)
}

export type CancelOutcome = 'endsNow' | 'runsUntilPeriodEnd'

/**
 * What cancelling does to an alert now: an active or past-due alert with paid time left keeps
 * running until its period ends; any other (never paid, paused, paid time used up) ends at once.
 * cancelAlert does it, and the dashboard explains it, with this function.
 */
export function cancelOutcome(alert: Dated, now = new Date()): CancelOutcome {
	const paidTimeLeft = alert.currentPeriodEnd !== null && alert.currentPeriodEnd > now
	return (alert.status === 'active' || alert.status === 'past_due') && paidTimeLeft ? 'runsUntilPeriodEnd' : 'endsNow'
}

/**
 * Whether a cancelled alert can still be kept: it is `cancelling`, so the period it paid for is
 * still running and its subscription has not ended.
 */
export function isKeepable(alert: Dated, now = new Date()): boolean {
	return alert.status === 'cancelling' && alert.currentPeriodEnd !== null && alert.currentPeriodEnd > now
}

/**
 * The criteria an alert's price depends on (core/pricing: how many websites, how often): a change
 * of price defers exactly these to the next paid period, and every other criterion of the same
 * edit applies at once (docs/decisions/053-pausing-and-price-changes.md). The Facebook search goes
 * with the site list it belongs to.
 */
export const pricedCriteria = ['websitesSelected', 'facebookMarketplaceUrl', 'updateFrequency'] as const satisfies readonly CriterionName[]

/** `criteria` with the priced criteria of `priced`: what an alert runs with while a price change waits. */
export function withPricedCriteria(criteria: AlertCriteria, priced: Pick<AlertCriteria, (typeof pricedCriteria)[number]>): AlertCriteria {
	return { ...criteria, websitesSelected: priced.websitesSelected, facebookMarketplaceUrl: priced.facebookMarketplaceUrl, updateFrequency: priced.updateFrequency }
}

/**
 * What a buyer who pauses an alert while changing its price chooses to do with the change
 * (updateAlert): keep it waiting for the first paid period after resuming, or drop it.
 */
export const priceChangeChoices = ['keep', 'drop'] as const
export type PriceChangeChoice = (typeof priceChangeChoices)[number]

/**
 * The price-changing edit waiting in `pendingChange` for the next paid period (updateAlert stores
 * `{criteria, price}`, billing applies it), or null. Its criteria are the whole alert as it will
 * be: updateAlert applies the unpriced ones to the alert at once and keeps them equal here.
 */
export function pendingChangeOf(alert: { pendingChange: unknown }): { criteria: AlertCriteria; price: number } | null {
	const stored = alert.pendingChange as { criteria?: unknown; price?: unknown } | null
	if (!stored || typeof stored !== 'object') return null
	if (!stored.criteria || typeof stored.criteria !== 'object' || typeof stored.price !== 'number') return null
	// A change saved before a criterion existed asks for that criterion's default.
	return { criteria: { ...criteriaDefaults, ...(stored.criteria as Partial<AlertCriteria>) } as AlertCriteria, price: stored.price }
}
