import { type AlertCriteria } from '../schemas/alert.ts'
import { type Alert, criteriaOf } from './alerts.ts'

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
}

export function alertJson(alert: Alert): AlertJson {
	return {
		id: alert.id,
		...criteriaJson(criteriaOf(alert)),
		price: alert.price,
		status: alert.status,
		createdAt: alert.createdAt.toISOString(),
		updatedAt: alert.updatedAt.toISOString(),
		pendingChange: pendingChangeJson(alert.pendingChange),
		currentPeriodEnd: alert.currentPeriodEnd?.toISOString() ?? null,
		lastCheckedAt: alert.lastCheckedAt?.toISOString() ?? null,
		listingsFound: alert.listingsFound,
	}
}

function criteriaJson(criteria: AlertCriteria): AlertCriteriaJson {
	return {
		websitesSelected: criteria.websitesSelected,
		facebookMarketplaceUrl: criteria.facebookMarketplaceUrl,
		updateFrequency: criteria.updateFrequency,
		brand: criteria.brand,
		model: criteria.model,
		fuelType: criteria.fuelType,
		yearMin: criteria.yearMin,
		yearMax: criteria.yearMax,
		mileageMin: null,
		mileageMax: criteria.mileageMax,
		priceMin: criteria.priceMin,
		priceMax: criteria.priceMax,
		telegramUsername: criteria.telegramUsername,
		notificationLanguage: criteria.notificationLanguage,
	}
}

/** updateAlert stores `{criteria, price}`; anything else in the column is not a change to show. */
function pendingChangeJson(stored: unknown): AlertJson['pendingChange'] {
	if (!stored || typeof stored !== 'object') return null
	const { criteria, price } = stored as { criteria?: AlertCriteria; price?: unknown }
	if (!criteria || typeof criteria !== 'object' || typeof price !== 'number') return null
	return { ...criteriaJson(criteria), price }
}
