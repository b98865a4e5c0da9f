import { z } from 'zod'
import { choosableStatuses } from '#core/lifecycle.ts'
import {
	type AlertCriteria,
	carStepFields,
	checkedTogether,
	checkRanges,
	checkWebsites,
	criteriaFromSteps,
	keepFacebookUrl,
	notificationLanguage,
	telegramUsername,
	websitesStepFields,
} from '#core/schemas/alert.ts'

/**
 * The edit form of /edit/{id} (client-safe): the wizard's step fields and cross-field checks
 * together, so the browser and the action check exactly what the wizard checks, and every error
 * of a submission shows at once. Plus the status the user may choose. Field messages are keys
 * of the `wizard` namespace; the status one is `alerts:`-prefixed.
 */
export const editAlertSchema = checkedTogether(
	{
		...websitesStepFields,
		...carStepFields,
		telegramUsername,
		notificationLanguage,
		// Absent for an alert that is not active or paused yet (no selector shown).
		status: z.enum(choosableStatuses, { errorMap: () => ({ message: 'alerts:errors.status' }) }).optional(),
	},
	(value, ctx) => {
		checkWebsites(value, ctx)
		checkRanges(value, ctx)
	},
).transform(keepFacebookUrl)

export type EditAlertValue = z.infer<typeof editAlertSchema>

/** Every criteria field of the form, in form names (the status is not one). */
export const criteriaFieldNames = [
	'websitesSelected',
	'facebookMarketplaceUrl',
	'updateFrequency',
	'carBrand',
	'carModel',
	'fuelType',
	'priceMin',
	'priceMax',
	'yearMin',
	'yearMax',
	'maxKilometers',
	'telegramUsername',
	'notificationLanguage',
] as const

export type EditFormValues = {
	websitesSelected: string[]
	facebookMarketplaceUrl: string
	updateFrequency: string
	carBrand: string
	carModel: string
	fuelType: string
	priceMin: string
	priceMax: string
	yearMin: string
	yearMax: string
	maxKilometers: string
	telegramUsername: string
	notificationLanguage: string
	status: string
}

const text = (value: number | string | null) => (value === null ? '' : String(value))

/** Stored criteria as the form shows them: the wizard's field names, numbers as text, no limit as ''. */
export function formValuesOf(criteria: AlertCriteria, status: string): EditFormValues {
	return {
		websitesSelected: criteria.websitesSelected,
		facebookMarketplaceUrl: text(criteria.facebookMarketplaceUrl),
		updateFrequency: criteria.updateFrequency,
		carBrand: criteria.brand,
		carModel: criteria.model,
		fuelType: criteria.fuelType,
		priceMin: text(criteria.priceMin),
		priceMax: text(criteria.priceMax),
		yearMin: text(criteria.yearMin),
		yearMax: text(criteria.yearMax),
		maxKilometers: text(criteria.mileageMax),
		telegramUsername: criteria.telegramUsername,
		notificationLanguage: criteria.notificationLanguage,
		status,
	}
}

/** The parsed form as stored criteria (the wizard's names back to the spec's). */
export function criteriaOfForm(value: EditAlertValue): AlertCriteria {
	return criteriaFromSteps(value, value, value)
}
