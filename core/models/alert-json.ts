import { pendingChangeOf } from '../lifecycle.ts'
import { type AlertCriteria, pickCriteria } from '../schemas/alert.ts'
import { type Alert } from './alerts.ts'

/** The criteria fields as the API names them (docs/product/spec.md §3 and §7); mileageMin is always null. */
export type AlertCriteriaJson = AlertCriteria & { mileageMin: null }

/**
 * One alert as every JSON endpoint answers it (GET/POST /api/subscriptions, GET/PUT/DELETE
 * /api/subscriptions/{id}): the spec's camelCase fields, `price` in US cents, times as ISO 8601
 * strings. `pendingChange` is a price-changing edit waiting for the next paid period, in the
 * same field names (criteria plus its price), or null. Stripe ids, the reservation and the
 * worker's schedule stay on the server.
 */
export type AlertJson = AlertCriteriaJson & {
	id: string
	price: number
	status: string
	createdAt: string
	updatedAt: string
	pendingChange: (AlertCriteriaJson & { price: number }) | null
	currentPeriodEnd: string | null
	lastCheckedAt: string | null
	listingsFound: number
	/** Catalogue slugs of the models muted from a Telegram message (docs/decisions/040-listing-buttons.md). */
	mutedModels: string[]
}

export function alertJson(alert: Alert): AlertJson {
	const pending = pendingChangeOf(alert)
	return {
		id: alert.id,
		...criteriaJson(alert),
		price: alert.price,
		status: alert.status,
		createdAt: alert.createdAt.toISOString(),
		updatedAt: alert.updatedAt.toISOString(),
		pendingChange: pending ? { ...criteriaJson(pending.criteria), price: pending.price } : null,
		currentPeriodEnd: alert.currentPeriodEnd?.toISOString() ?? null,
		lastCheckedAt: alert.lastCheckedAt?.toISOString() ?? null,
		listingsFound: alert.listingsFound,
		mutedModels: alert.mutedModels,
	}
}

const criteriaJson = (criteria: AlertCriteria): AlertCriteriaJson => ({ ...pickCriteria(criteria), mileageMin: null })
