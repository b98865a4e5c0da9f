import { z } from 'zod'
import { fuelTypes, languages, updateFrequencies } from '../enums.ts'
import { siteIds } from '../sites.ts'
import { withoutControlCharacters } from './text.ts'

/**
 * The alert's criteria (spec sections 3 and 5, settled by decisions.md), one schema per wizard
 * step. Messages are keys of the `wizard` translation namespace; the browser (conform) and the
 * server parse with the same schemas. Numbers arrive as form strings and leave as numbers or
 * null: an empty or zero value means "no limit".
 */

export const maxKilometres = 1_000_000
export const minYear = 1900
export const currentYear = () => new Date().getFullYear()

/** Facebook is fetched only through a URL the user pasted: it must be a Marketplace search on facebook.com. */
export const facebookMarketplaceUrlPattern = /^https:\/\/([a-z]+\.)?facebook\.com\/marketplace\/\S*$/

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/** Digits only, optional; "0" and "" both mean no limit. */
function optionalWholeNumber(message: string, max?: number) {
	return z.preprocess(
		(value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
		z
			.string()
			.trim()
			.regex(/^\d{1,9}$/, message)
			.transform(Number)
			.refine((value) => max === undefined || value <= max, message)
			.transform((value) => (value === 0 ? null : value))
			.nullish()
			.transform((value) => value ?? null),
	)
}

function optionalYear(message: string) {
	return z.preprocess(
		(value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
		z
			.string()
			.trim()
			.regex(/^\d{4}$/, message)
			.transform(Number)
			.refine((year) => year >= minYear && year <= currentYear(), message)
			.nullish()
			.transform((value) => value ?? null),
	)
}

const websites = z
	.array(z.enum(siteIds, { errorMap: () => ({ message: 'errors.websites' }) }), {
		required_error: 'errors.websites',
		invalid_type_error: 'errors.websites',
	})
	.min(1, 'errors.websites')
	.transform((list) => [...new Set(list)])

export const websitesStepSchema = z
	.object({
		websitesSelected: z.preprocess((value) => (typeof value === 'string' ? [value] : value), websites),
		facebookMarketplaceUrl: z.preprocess(blankToUndefined, z.string().trim().max(2000, 'errors.facebookUrlInvalid').refine(withoutControlCharacters, 'errors.controlCharacters').optional()),
		updateFrequency: z.enum(updateFrequencies, { errorMap: () => ({ message: 'errors.frequency' }) }).default('hourly'),
	})
	.superRefine((value, ctx) => {
		if (!value.websitesSelected.includes('facebook')) return
		if (!value.facebookMarketplaceUrl) {
			ctx.addIssue({ code: 'custom', path: ['facebookMarketplaceUrl'], message: 'errors.facebookUrlRequired' })
		} else if (!facebookMarketplaceUrlPattern.test(value.facebookMarketplaceUrl)) {
			ctx.addIssue({ code: 'custom', path: ['facebookMarketplaceUrl'], message: 'errors.facebookUrlInvalid' })
		}
	})
	.transform((value) => ({
		...value,
		// A URL is kept only for a Facebook search; nothing else is ever fetched from it.
		facebookMarketplaceUrl: value.websitesSelected.includes('facebook') ? (value.facebookMarketplaceUrl ?? null) : null,
	}))

const requiredText = (message: string) =>
	z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(100, message).refine(withoutControlCharacters, 'errors.controlCharacters')

export const carStepSchema = z
	.object({
		carBrand: requiredText('errors.brand'),
		carModel: requiredText('errors.model'),
		fuelType: z.enum(fuelTypes, { errorMap: () => ({ message: 'errors.fuel' }) }),
		priceMin: optionalWholeNumber('errors.priceMin'),
		priceMax: optionalWholeNumber('errors.priceMax'),
		yearMin: optionalYear('errors.yearMin'),
		yearMax: optionalYear('errors.yearMax'),
		maxKilometers: optionalWholeNumber('errors.maxKilometers', maxKilometres),
	})
	.superRefine((value, ctx) => {
		if (value.priceMin !== null && value.priceMax !== null && value.priceMin > value.priceMax) {
			ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'errors.priceRange' })
		}
		if (value.yearMin !== null && value.yearMax !== null && value.yearMin > value.yearMax) {
			ctx.addIssue({ code: 'custom', path: ['yearMax'], message: 'errors.yearRange' })
		}
	})

/** Telegram usernames: 5–32 letters, digits or underscores; a leading @ is forgiven. */
export const telegramUsername = z
	.string({ required_error: 'errors.telegramUsername', invalid_type_error: 'errors.telegramUsername' })
	.trim()
	.transform((value) => value.replace(/^@/, ''))
	.pipe(z.string().min(1, 'errors.telegramUsername').regex(/^[A-Za-z0-9_]{5,32}$/, 'errors.telegramUsernameFormat'))

export const notificationLanguage = z.enum(languages, { errorMap: () => ({ message: 'errors.language' }) })

export const telegramStepSchema = z.object({
	telegramUsername,
	notificationLanguage,
	botContacted: z.literal('on', { errorMap: () => ({ message: 'errors.contactBot' }) }),
})

export const reviewStepSchema = z.object({
	acceptTerms: z.literal('on', { errorMap: () => ({ message: 'errors.terms' }) }),
})

export type WebsitesStep = z.infer<typeof websitesStepSchema>
export type CarStep = z.infer<typeof carStepSchema>
export type TelegramStep = z.infer<typeof telegramStepSchema>

/** What an alert watches for and where it reports: the stored fields of a subscription. */
export type AlertCriteria = {
	websitesSelected: string[]
	facebookMarketplaceUrl: string | null
	updateFrequency: (typeof updateFrequencies)[number]
	brand: string
	model: string
	fuelType: (typeof fuelTypes)[number]
	priceMin: number | null
	priceMax: number | null
	yearMin: number | null
	yearMax: number | null
	mileageMax: number | null
	telegramUsername: string
	notificationLanguage: (typeof languages)[number]
}

/**
 * The JSON body of POST /api/subscriptions and PUT /api/subscriptions/{id} (spec section 7),
 * the field names the API uses. `userId`, `price` and `mileageMin` may be sent and are ignored:
 * identity comes from the session and the price from core/pricing.
 */
export const alertCriteriaSchema = z
	.object({
		// Every field is checked inside the transform, so one bad field never hides the others' errors.
		websitesSelected: z.unknown(),
		facebookMarketplaceUrl: z.unknown(),
		updateFrequency: z.unknown(),
		brand: z.unknown(),
		model: z.unknown(),
		fuelType: z.unknown(),
		priceMin: z.unknown(),
		priceMax: z.unknown(),
		yearMin: z.unknown(),
		yearMax: z.unknown(),
		mileageMax: z.unknown(),
		telegramUsername: z.unknown(),
		notificationLanguage: z.unknown().default('en'),
	})
	.transform((body, ctx): AlertCriteria => {
		const site = websitesStepSchema.safeParse({
			websitesSelected: Array.isArray(body.websitesSelected) ? body.websitesSelected : [],
			facebookMarketplaceUrl: body.facebookMarketplaceUrl ?? undefined,
			updateFrequency: body.updateFrequency ?? 'hourly',
		})
		const car = carStepSchema.safeParse({
			carBrand: body.brand,
			carModel: body.model,
			fuelType: body.fuelType ?? 'any',
			priceMin: body.priceMin ?? undefined,
			priceMax: body.priceMax ?? undefined,
			yearMin: body.yearMin ?? undefined,
			yearMax: body.yearMax ?? undefined,
			maxKilometers: body.mileageMax ?? undefined,
		})
		const username = telegramUsername.safeParse(body.telegramUsername)
		const language = notificationLanguage.safeParse(body.notificationLanguage)
		const apiNames: Record<string, string> = { carBrand: 'brand', carModel: 'model', maxKilometers: 'mileageMax' }
		for (const result of [site, car]) {
			if (result.success) continue
			for (const issue of result.error.issues) {
				const [field, ...rest] = issue.path
				ctx.addIssue({ ...issue, path: [apiNames[String(field)] ?? field ?? '', ...rest] })
			}
		}
		if (!username.success) {
			const message = username.error.issues[0]?.message ?? 'errors.telegramUsername'
			ctx.addIssue({ code: 'custom', path: ['telegramUsername'], message })
		}
		if (!language.success) ctx.addIssue({ code: 'custom', path: ['notificationLanguage'], message: 'errors.language' })
		if (!site.success || !car.success || !username.success || !language.success) return z.NEVER
		return criteriaFromSteps(site.data, car.data, { telegramUsername: username.data, notificationLanguage: language.data })
	})

/** The wizard's steps (form field names) as the criteria an alert stores (API field names). */
export function criteriaFromSteps(
	websites: WebsitesStep,
	car: CarStep,
	telegram: Pick<TelegramStep, 'telegramUsername' | 'notificationLanguage'>,
): AlertCriteria {
	return {
		websitesSelected: websites.websitesSelected,
		facebookMarketplaceUrl: websites.facebookMarketplaceUrl,
		updateFrequency: websites.updateFrequency,
		brand: car.carBrand,
		model: car.carModel,
		fuelType: car.fuelType,
		priceMin: car.priceMin,
		priceMax: car.priceMax,
		yearMin: car.yearMin,
		yearMax: car.yearMax,
		mileageMax: car.maxKilometers,
		telegramUsername: telegram.telegramUsername,
		notificationLanguage: telegram.notificationLanguage,
	}
}

/** PUT /api/subscriptions/{id} and the edit form: the criteria plus the status the user may choose. */
export const editableStatuses = ['active', 'paused'] as const
