import { z } from 'zod'
import { fuelTypes, languages, updateFrequencies } from '../enums.ts'
import { siteIds } from '../sites.ts'
import { messageWith } from './messages.ts'
import { withoutControlCharacters } from './text.ts'

/**
 * The alert's criteria (docs/product/spec.md §3 and §5, settled by docs/product/decisions.md), one schema per wizard
 * step. Messages are keys of the `wizard` translation namespace; the browser (conform) and the
 * server parse with the same schemas. Numbers arrive as form strings and leave as numbers or
 * null: an empty or zero value means "no limit".
 */

export const maxKilometres = 1_000_000
/** No used car costs more; a bound keeps the number a safe integer and the message concrete. */
export const maxPrice = 100_000_000
export const minYear = 1900
export const currentYear = () => new Date().getFullYear()

/** Facebook is fetched only through a URL the user pasted: it must be a Marketplace search on facebook.com. */
export const facebookMarketplaceUrlPattern = /^https:\/\/([a-z]+\.)?facebook\.com\/marketplace\/\S*$/

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

/**
 * A whole number as people type it: digits with an optional sign, or digits grouped by thousands
 * with a comma, a dot, a space or an apostrophe ("15.000", "1 000 000"), as each of our languages
 * writes them. A decimal ("12.5") is not a whole number; null when the text is not one.
 */
export function parseWholeNumber(text: string, options: { grouping: boolean }): number | null {
	const compact = text.trim()
	let digits: string
	if (/^[-+]?\d+$/.test(compact)) digits = compact
	else if (options.grouping && /^[-+]?\d{1,3}([,.'\u0020\u00a0\u202f]\d{3})+$/.test(compact) && new Set(compact.replace(/[-+\d]/g, '')).size === 1) {
		digits = compact.replace(/[^-+\d]/g, '')
	} else return null
	const value = Number(digits)
	return Number.isFinite(value) ? value : null
}

/**
 * An optional whole number between `min` and `max` (a function: the current year moves). Each
 * failure has its own message under `key` (`.number`, `.min`, `.max`), the broken bound in it.
 * Empty means no limit (null); so does zero where `zeroIsEmpty` (prices, kilometres).
 */
function boundedNumber(key: string, bounds: { min: number; max: () => number; zeroIsEmpty: boolean; grouping: boolean }) {
	return z.unknown().transform((raw, ctx): number | null => {
		const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : null
		if (text === '') return null
		const value = text === null ? null : parseWholeNumber(text, { grouping: bounds.grouping })
		if (value === null) {
			ctx.addIssue({ code: 'custom', message: `${key}.number` })
			return z.NEVER
		}
		if (bounds.zeroIsEmpty && value === 0) return null
		if (value < bounds.min) {
			ctx.addIssue({ code: 'custom', message: messageWith(`${key}.min`, { min: bounds.min }) })
			return z.NEVER
		}
		const max = bounds.max()
		if (value > max) {
			ctx.addIssue({ code: 'custom', message: messageWith(`${key}.max`, { max }) })
			return z.NEVER
		}
		return value
	})
}

const priceField = (key: string) => boundedNumber(key, { min: 0, max: () => maxPrice, zeroIsEmpty: true, grouping: true })
const yearField = (key: string) => boundedNumber(key, { min: minYear, max: currentYear, zeroIsEmpty: false, grouping: false })

/**
 * An object whose fields are all checked, and whose cross-field `checks` always run on the
 * fields that parsed. zod refines an object only once every field of it parsed, so a "minimum
 * above maximum" would otherwise show only after every other error was fixed
 * (docs/decisions/021-words-and-numbers.md). Each field is parsed on its own; its issues keep
 * their paths. Empty strings count as absent, as conform sends them.
 */
export function checkedTogether<Shape extends z.ZodRawShape>(
	shape: Shape,
	checks: (parsed: Partial<z.output<z.ZodObject<Shape>>>, ctx: z.RefinementCtx) => void = () => {},
) {
	// Optional fields stay optional in the outer object, so the form's `required` attributes still follow the fields.
	const outer = Object.fromEntries(
		Object.entries(shape).map(([name, field]) => [name, field.isOptional() ? z.unknown().optional() : z.unknown()]),
	) as unknown as { [K in keyof Shape]: z.ZodType<unknown> }
	return z.object(outer).transform((raw, ctx): z.output<z.ZodObject<Shape>> => {
		const parsed: Record<string, unknown> = {}
		let valid = true
		for (const [name, field] of Object.entries(shape)) {
			const value = (raw as Record<string, unknown>)[name]
			const result = field.safeParse(typeof value === 'string' && value === '' ? undefined : value)
			if (result.success) {
				parsed[name] = result.data
				continue
			}
			valid = false
			for (const issue of result.error.issues) ctx.addIssue({ ...issue, path: [name, ...issue.path] })
		}
		checks(parsed as Partial<z.output<z.ZodObject<Shape>>>, ctx)
		return valid ? (parsed as z.output<z.ZodObject<Shape>>) : z.NEVER
	})
}

const websites = z
	.array(z.enum(siteIds, { errorMap: () => ({ message: 'errors.websites' }) }), {
		required_error: 'errors.websites',
		invalid_type_error: 'errors.websites',
	})
	.min(1, 'errors.websites')
	.transform((list) => [...new Set(list)])

export const websitesStepFields = {
	websitesSelected: z.preprocess((value) => (typeof value === 'string' ? [value] : value), websites),
	facebookMarketplaceUrl: z.preprocess(blankToUndefined, z.string().trim().max(2000, 'errors.facebookUrlInvalid').refine(withoutControlCharacters, 'errors.controlCharacters').optional()),
	updateFrequency: z.preprocess(blankToUndefined, z.enum(updateFrequencies, { errorMap: () => ({ message: 'errors.frequency' }) }).default('hourly')),
}

type WebsitesValues = Partial<z.output<z.ZodObject<typeof websitesStepFields>>>

/** A Facebook search needs its Marketplace URL; checked whenever the site list parsed. */
export function checkWebsites(value: WebsitesValues, ctx: z.RefinementCtx) {
	if (!value.websitesSelected?.includes('facebook') || !('facebookMarketplaceUrl' in value)) return
	if (!value.facebookMarketplaceUrl) {
		ctx.addIssue({ code: 'custom', path: ['facebookMarketplaceUrl'], message: 'errors.facebookUrlRequired' })
	} else if (!facebookMarketplaceUrlPattern.test(value.facebookMarketplaceUrl)) {
		ctx.addIssue({ code: 'custom', path: ['facebookMarketplaceUrl'], message: 'errors.facebookUrlInvalid' })
	}
}

/** A URL is kept only for a Facebook search; nothing else is ever fetched from it. */
export function keepFacebookUrl<T extends { websitesSelected: string[]; facebookMarketplaceUrl?: string | undefined }>(value: T) {
	return { ...value, facebookMarketplaceUrl: value.websitesSelected.includes('facebook') ? (value.facebookMarketplaceUrl ?? null) : null }
}

export const websitesStepSchema = checkedTogether(websitesStepFields, checkWebsites).transform(keepFacebookUrl)

const requiredText = (message: string) =>
	z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(100, message).refine(withoutControlCharacters, 'errors.controlCharacters')

export const carStepFields = {
	carBrand: requiredText('errors.brand'),
	carModel: requiredText('errors.model'),
	fuelType: z.enum(fuelTypes, { errorMap: () => ({ message: 'errors.fuel' }) }),
	priceMin: priceField('errors.priceMin'),
	priceMax: priceField('errors.priceMax'),
	yearMin: yearField('errors.yearMin'),
	yearMax: yearField('errors.yearMax'),
	maxKilometers: boundedNumber('errors.maxKilometers', { min: 0, max: () => maxKilometres, zeroIsEmpty: true, grouping: true }),
}

type CarValues = Partial<z.output<z.ZodObject<typeof carStepFields>>>

/** Minimum not above maximum, for price and years, whenever both bounds parsed. */
export function checkRanges(value: CarValues, ctx: z.RefinementCtx) {
	if (typeof value.priceMin === 'number' && typeof value.priceMax === 'number' && value.priceMin > value.priceMax) {
		ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'errors.priceRange' })
	}
	if (typeof value.yearMin === 'number' && typeof value.yearMax === 'number' && value.yearMin > value.yearMax) {
		ctx.addIssue({ code: 'custom', path: ['yearMax'], message: 'errors.yearRange' })
	}
}

export const carStepSchema = checkedTogether(carStepFields, checkRanges)

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
 * The JSON body of POST /api/subscriptions and PUT /api/subscriptions/{id} (docs/product/spec.md §7),
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

