import { z } from 'zod'
import { defaultLanguage, fuelTypes, gearboxChoices, languages, sellerTypes, updateFrequencies } from '../enums.ts'
import { containsPhrase, plainWords } from '../plain-words.ts'
import { clockTime, currentTimeZone, defaultTimeZones, isTimeZone } from '../quiet-hours.ts'
import { requiresUrl, type SiteInfo, siteIds, sites } from '../sites.ts'
import { messageWith } from './messages.ts'
import { hasControlCharacters, withoutControlCharacters } from './text.ts'

/**
 * The alert's criteria (docs/product/spec.md §3 and §5, settled by docs/product/decisions.md):
 * every criterion defined once (`criteriaFields`), and the wizard's steps, the edit form and the
 * JSON API built from it (docs/decisions/031-one-criteria-definition.md). Messages are keys of the
 * `wizard` translation namespace; the browser (conform) and the server parse with the same
 * schemas. Numbers arrive as form strings and leave as numbers or null: an empty or zero value
 * means "no limit".
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
 * Empty or zero means no limit (null), as docs/product/decisions.md settles for every number: a
 * buyer who types 0 as a year means "any year", not a year before 1900.
 */
function boundedNumber(key: string, bounds: { min: number; max: () => number; grouping: boolean }) {
	return z.unknown().transform((raw, ctx): number | null => {
		const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : null
		if (text === '') return null
		const value = text === null ? null : parseWholeNumber(text, { grouping: bounds.grouping })
		if (value === null) {
			ctx.addIssue({ code: 'custom', message: `${key}.number` })
			return z.NEVER
		}
		if (value === 0) return null
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

const priceField = (key: string) => boundedNumber(key, { min: 0, max: () => maxPrice, grouping: true })
const yearField = (key: string) => boundedNumber(key, { min: minYear, max: currentYear, grouping: false })

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

/** Title keywords (docs/decisions/036-title-keywords.md): at most this many words or phrases per list, each this long. */
export const maxKeywords = 10
export const keywordLength = { min: 2, max: 40 } as const

/**
 * The words or phrases of a keyword field as the buyer typed them, comma-separated: each trimmed,
 * its spaces collapsed, empty ones dropped. A list (the JSON API) is read the same way, item by item.
 */
export function keywordList(typed: string | readonly string[]): string[] {
	const items = typeof typed === 'string' ? [typed] : typed
	return items.flatMap((item) => item.split(',')).map((word) => word.trim().replace(/\s+/g, ' ')).filter((word) => word !== '')
}

/**
 * A list of title keywords: comma-separated text from a form or a list of strings from the API;
 * empty means no filter. Each word or phrase has 2–40 characters, a letter or digit (what matching
 * compares: core/plain-words.ts `plainWords`) and no control character; words that match alike
 * ("Xenon", "xénon") are kept once. Every failure is reported on the field, naming the word.
 */
function keywordsField() {
	return z.unknown().transform((raw, ctx): string[] => {
		if (raw === undefined || raw === null) return []
		const items = typeof raw === 'string' ? [raw] : Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? (raw as string[]) : null
		if (items === null) {
			ctx.addIssue({ code: 'custom', message: 'errors.keywords.list' })
			return z.NEVER
		}
		// Checked before splitting: collapsing spaces would hide a line feed or a NUL.
		if (items.some((item) => hasControlCharacters(item))) {
			ctx.addIssue({ code: 'custom', message: 'errors.controlCharacters' })
			return z.NEVER
		}
		const words: string[] = []
		const seen = new Set<string>()
		for (const word of keywordList(items)) {
			const length = [...word].length
			if (length < keywordLength.min || length > keywordLength.max) {
				ctx.addIssue({ code: 'custom', message: messageWith('errors.keywords.length', { word, ...keywordLength }) })
				return z.NEVER
			}
			const plain = plainWords(word)
			if (plain === '') {
				ctx.addIssue({ code: 'custom', message: messageWith('errors.keywords.letters', { word }) })
				return z.NEVER
			}
			if (seen.has(plain)) continue
			seen.add(plain)
			words.push(word)
		}
		if (words.length > maxKeywords) {
			ctx.addIssue({ code: 'custom', message: messageWith('errors.keywords.count', { max: maxKeywords }) })
			return z.NEVER
		}
		return words
	})
}

const requiredText = (message: string) =>
	z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(100, message).refine(withoutControlCharacters, 'errors.controlCharacters')

/** Telegram usernames: 5–32 letters, digits or underscores; a leading @ is forgiven. */
export const telegramUsername = z
	.string({ required_error: 'errors.telegramUsername', invalid_type_error: 'errors.telegramUsername' })
	.trim()
	.transform((value) => value.replace(/^@/, ''))
	.pipe(z.string().min(1, 'errors.telegramUsername').regex(/^[A-Za-z0-9_]{5,32}$/, 'errors.telegramUsernameFormat'))

export const notificationLanguage = z.enum(languages, { errorMap: () => ({ message: 'errors.language' }) })

/** A quiet-hours bound (docs/decisions/041-quiet-hours.md): "HH:MM", or null when not set. */
const quietTimeField = z.preprocess(
	blankToUndefined,
	z
		.string({ invalid_type_error: 'errors.quiet.time' })
		.optional()
		.transform((value, ctx): string | null => {
			if (value === undefined) return null
			const time = clockTime(value)
			if (time === null) {
				ctx.addIssue({ code: 'custom', message: 'errors.quiet.time' })
				return z.NEVER
			}
			return time
		}),
)

/** The bounds the let-through percentage may take: 1 % says little, above 90 % no real car goes. */
export const quietBypassBounds = { min: 1, max: 90 } as const

/**
 * Every criterion of an alert, once, under the name the API, the columns and the code use
 * (docs/decisions/031-one-criteria-definition.md). The wizard's steps, the edit form and the API
 * are built from these fields; a new criterion starts here (the recipe: docs/decisions/060-adding-a-criterion.md).
 */
export const criteriaFields = {
	websitesSelected: z.preprocess((value) => (typeof value === 'string' ? [value] : value), websites),
	facebookMarketplaceUrl: z.preprocess(blankToUndefined, z.string().trim().max(2000, 'errors.facebookUrlInvalid').refine(withoutControlCharacters, 'errors.controlCharacters').optional()),
	updateFrequency: z.preprocess(blankToUndefined, z.enum(updateFrequencies, { errorMap: () => ({ message: 'errors.frequency' }) }).default('hourly')),
	brand: requiredText('errors.brand'),
	model: requiredText('errors.model'),
	fuelType: z.enum(fuelTypes, { errorMap: () => ({ message: 'errors.fuel' }) }),
	sellerType: z.preprocess(blankToUndefined, z.enum(sellerTypes, { errorMap: () => ({ message: 'errors.sellerType' }) }).default('any')),
	gearbox: z.preprocess(blankToUndefined, z.enum(gearboxChoices, { errorMap: () => ({ message: 'errors.gearbox' }) }).default('any')),
	priceMin: priceField('errors.priceMin'),
	priceMax: priceField('errors.priceMax'),
	yearMin: yearField('errors.yearMin'),
	yearMax: yearField('errors.yearMax'),
	mileageMax: boundedNumber('errors.maxKilometers', { min: 0, max: () => maxKilometres, grouping: true }),
	/** Words or phrases the listing's title must all contain, and words none of which it may contain. */
	keywordsRequired: keywordsField(),
	keywordsExcluded: keywordsField(),
	telegramUsername,
	notificationLanguage,
	/** Quiet hours: listing messages found between these times wait for one digest at the end (docs/decisions/041-quiet-hours.md). */
	quietFrom: quietTimeField,
	quietUntil: quietTimeField,
	/** The buyer's IANA zone the quiet hours are read in (core/quiet-hours.ts `timeZones`). */
	timeZone: z.string({ required_error: 'errors.timeZone', invalid_type_error: 'errors.timeZone' }).trim().transform(currentTimeZone).refine(isTimeZone, 'errors.timeZone'),
	/** A car at least this many percent below similar cars is sent even during quiet hours; empty: never. */
	quietBypassPercent: boundedNumber('errors.quiet.bypass', { min: quietBypassBounds.min, max: () => quietBypassBounds.max, grouping: false }),
}

export type CriterionName = keyof typeof criteriaFields
export const criterionNames = Object.keys(criteriaFields) as CriterionName[]

type CriteriaValues = Partial<z.output<z.ZodObject<typeof criteriaFields>>>

/** A Facebook search needs its Marketplace URL; checked whenever the site list parsed. */
export function checkWebsites(value: Pick<CriteriaValues, 'websitesSelected' | 'facebookMarketplaceUrl'>, ctx: z.RefinementCtx) {
	if (!value.websitesSelected?.some(requiresUrl) || !('facebookMarketplaceUrl' in value)) return
	if (!value.facebookMarketplaceUrl) {
		ctx.addIssue({ code: 'custom', path: ['facebookMarketplaceUrl'], message: 'errors.facebookUrlRequired' })
	} else if (!facebookMarketplaceUrlPattern.test(value.facebookMarketplaceUrl)) {
		ctx.addIssue({ code: 'custom', path: ['facebookMarketplaceUrl'], message: 'errors.facebookUrlInvalid' })
	}
}

/**
 * Whether a site can deliver a brand's cars to an alert: its definition's `brands`
 * (docs/decisions/074-brands-a-site-serves.md). A site read whole or at a pasted search says
 * `'all'`; a site searched only by brand, the brands its search can ask for (CarGurus: the makes
 * whose ids it knows). An unknown site: true, as the site list refuses it on its own.
 */
export function siteServesBrand(siteId: string, brand: string): boolean {
	const site = (sites as Record<string, SiteInfo | undefined>)[siteId]
	return !site || site.brands === 'all' || site.brands.includes(brand)
}

/** The chosen sites that cannot deliver the brand's cars, in the order chosen. */
export function sitesNotServing(websites: readonly string[], brand: string): string[] {
	return websites.filter((site) => !siteServesBrand(site, brand))
}

/**
 * The refusal of a site for the chosen brand, naming the site: `{{site, siteLabel}}` writes the id
 * as every page names the site, with its country in the reader's language (core/i18n/site-format.ts).
 */
export const siteBrandMessage = (siteId: string) => messageWith('errors.siteBrand', { site: siteId })

/**
 * A site that cannot search the chosen brand would take the alert and never send a car: refused
 * on the site list, once per site, whenever the sites and the brand both parsed (the edit form
 * and the API; the wizard, whose steps ask for them apart, asks the same of each step).
 */
export function checkSiteBrands(value: Pick<CriteriaValues, 'websitesSelected' | 'brand'>, ctx: z.RefinementCtx) {
	// The one criterion of these two the forms name otherwise (`carBrand`): read under either name.
	const brand: unknown = value.brand ?? (value as Record<string, unknown>)[toFormName('brand')]
	if (!value.websitesSelected || typeof brand !== 'string') return
	for (const site of sitesNotServing(value.websitesSelected, brand)) ctx.addIssue({ code: 'custom', path: ['websitesSelected'], message: siteBrandMessage(site) })
}

/** Minimum not above maximum, for price and years, whenever both bounds parsed. */
export function checkRanges(value: Pick<CriteriaValues, 'priceMin' | 'priceMax' | 'yearMin' | 'yearMax'>, ctx: z.RefinementCtx) {
	if (typeof value.priceMin === 'number' && typeof value.priceMax === 'number' && value.priceMin > value.priceMax) {
		ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'errors.priceRange' })
	}
	if (typeof value.yearMin === 'number' && typeof value.yearMax === 'number' && value.yearMin > value.yearMax) {
		ctx.addIssue({ code: 'custom', path: ['yearMax'], message: 'errors.yearRange' })
	}
}

/**
 * An excluded word found in a required one ("xenon" besides "bi xenon") would hide every car the
 * alert asks for: refused on the excluded field, naming the word.
 */
export function checkKeywords(value: Pick<CriteriaValues, 'keywordsRequired' | 'keywordsExcluded'>, ctx: z.RefinementCtx) {
	if (!value.keywordsRequired || !value.keywordsExcluded) return
	const required = value.keywordsRequired.map(plainWords)
	const clash = value.keywordsExcluded.find((word) => required.some((wanted) => containsPhrase(wanted, plainWords(word))))
	if (clash !== undefined) ctx.addIssue({ code: 'custom', path: ['keywordsExcluded'], message: messageWith('errors.keywords.conflict', { word: clash }) })
}

/**
 * Quiet hours need both bounds, different ones; the let-through percentage only means something
 * with them. Each refusal names the field to fix.
 */
export function checkQuiet(value: Pick<CriteriaValues, 'quietFrom' | 'quietUntil' | 'quietBypassPercent'>, ctx: z.RefinementCtx) {
	if (!('quietFrom' in value) || !('quietUntil' in value)) return
	if (value.quietFrom && !value.quietUntil) ctx.addIssue({ code: 'custom', path: ['quietUntil'], message: 'errors.quiet.both' })
	else if (!value.quietFrom && value.quietUntil) ctx.addIssue({ code: 'custom', path: ['quietFrom'], message: 'errors.quiet.both' })
	else if (value.quietFrom && value.quietFrom === value.quietUntil) ctx.addIssue({ code: 'custom', path: ['quietUntil'], message: 'errors.quiet.same' })
	if (typeof value.quietBypassPercent === 'number' && !value.quietFrom && !value.quietUntil) {
		ctx.addIssue({ code: 'custom', path: ['quietBypassPercent'], message: 'errors.quiet.bypassWithoutHours' })
	}
}

/** The car step's cross-field checks. */
export function checkCar(value: CriteriaValues, ctx: z.RefinementCtx) {
	checkRanges(value, ctx)
	checkKeywords(value, ctx)
}

/** Every cross-field check; the fields they read have the same name in the forms and the API (the brand: checkSiteBrands). */
export function checkCriteria(value: CriteriaValues, ctx: z.RefinementCtx) {
	checkWebsites(value, ctx)
	checkSiteBrands(value, ctx)
	checkCar(value, ctx)
	checkQuiet(value, ctx)
}

/** A URL is kept only for a Facebook search; nothing else is ever fetched from it. */
export function keepFacebookUrl<T extends { websitesSelected: string[]; facebookMarketplaceUrl?: string | undefined }>(
	value: T,
): Simplify<Omit<T, 'facebookMarketplaceUrl'> & { facebookMarketplaceUrl: string | null }> {
	return { ...value, facebookMarketplaceUrl: value.websitesSelected.some(requiresUrl) ? (value.facebookMarketplaceUrl ?? null) : null }
}

type Simplify<T> = { [K in keyof T]: T[K] } & {}

/** The criteria as an alert stores them. */
export const criteriaSchema = checkedTogether(criteriaFields, checkCriteria).transform(keepFacebookUrl)

/** What an alert watches for and where it reports: the stored criteria of a subscription. */
export type AlertCriteria = z.output<typeof criteriaSchema>

/**
 * What a criterion added later means for an alert stored before it (a waiting change in
 * `pendingChange` keeps the criteria of its day).
 */
export const criteriaDefaults: Pick<AlertCriteria, 'sellerType' | 'gearbox' | 'keywordsRequired' | 'keywordsExcluded' | 'quietFrom' | 'quietUntil' | 'timeZone' | 'quietBypassPercent'> = {
	sellerType: 'any',
	gearbox: 'any',
	keywordsRequired: [],
	keywordsExcluded: [],
	quietFrom: null,
	quietUntil: null,
	// The column's default; without quiet hours the zone is not read.
	timeZone: 'UTC',
	quietBypassPercent: null,
}

/** The criteria typed as one comma-separated text field in the forms. */
export const keywordNames = ['keywordsRequired', 'keywordsExcluded'] as const satisfies readonly CriterionName[]

/**
 * What an alert asks of a car besides brand and model: what matching checks, the car step asks
 * and the screens show (core/criteria.ts describes how).
 */
export const filterNames = [
	'fuelType',
	'sellerType',
	'gearbox',
	'priceMin',
	'priceMax',
	'yearMin',
	'yearMax',
	'mileageMax',
	...keywordNames,
] as const satisfies readonly CriterionName[]
export type FilterName = (typeof filterNames)[number]
export type AlertFilters = Pick<AlertCriteria, FilterName>

/**
 * Delivery takes the filters of every alert of a feed at every crawl (100,000 alerts: 200,000
 * calls), so this is a plain loop: `Object.fromEntries` over the names cost four times as much
 * and grew with every filter added (BENCHMARKS.md, figure 4).
 */
export function filtersOf(criteria: AlertFilters): AlertFilters {
	const filters: Record<string, unknown> = {}
	for (const name of filterNames) filters[name] = criteria[name]
	return filters as AlertFilters
}

/**
 * The filters of a draft's form values (the wizard's review): each parsed by its own field, so the
 * review shows what the card will; a value that does not parse is left out, or is its default.
 */
export function filtersOfDraft(values: Record<string, unknown>): Partial<AlertFilters> {
	const filters: Record<string, unknown> = {}
	for (const name of filterNames) {
		const value = values[toFormName(name)]
		const parsed = criteriaFields[name].safeParse(value === '' ? undefined : value)
		if (parsed.success) filters[name] = parsed.data
		else if (name in criteriaDefaults) filters[name] = criteriaDefaults[name as keyof typeof criteriaDefaults]
	}
	return filters as Partial<AlertFilters>
}

/**
 * The criteria of anything that carries them (a stored alert, a parsed form), and nothing else.
 * A loop, as in filtersOf: the JSON API picks every listed alert's criteria.
 */
export function pickCriteria(values: AlertCriteria): AlertCriteria {
	const criteria: Record<string, unknown> = {}
	for (const name of criterionNames) criteria[name] = values[name]
	return criteria as AlertCriteria
}

/**
 * The forms name three criteria as the spec's form fields did before the API named them; this is
 * the one mapping between the two names, both ways (docs/decisions/031-one-criteria-definition.md).
 */
const formNames = { brand: 'carBrand', model: 'carModel', mileageMax: 'maxKilometers' } as const satisfies Partial<Record<CriterionName, string>>
type FormNames = typeof formNames
export type FormName<K> = K extends keyof FormNames ? FormNames[K] : K
type ApiName<K> = K extends FormNames[keyof FormNames] ? { [A in keyof FormNames]: FormNames[A] extends K ? A : never }[keyof FormNames] : K

const apiNames = Object.fromEntries(Object.entries(formNames).map(([api, form]) => [form, api])) as Record<string, string>

export const toFormName = <K extends string>(name: K) => ((formNames as Record<string, string>)[name] ?? name) as FormName<K>
export const fromFormName = <K extends string>(name: K) => (apiNames[name] ?? name) as ApiName<K>

/** Values under the forms' names, renamed as the API names them. */
export function fromForm<T extends Record<string, unknown>>(values: T): { [K in keyof T as ApiName<K>]: T[K] } {
	return Object.fromEntries(Object.entries(values).map(([name, value]) => [fromFormName(name), value])) as never
}

/** Criteria fields under their form names, for a form's schema. */
export function formFields<K extends CriterionName>(...names: K[]): { [N in K as FormName<N>]: (typeof criteriaFields)[N] } {
	return Object.fromEntries(names.map((name) => [toFormName(name), criteriaFields[name]])) as never
}

/** The criteria as a form shows them: form names, numbers as text, no limit as '', keywords as one comma-separated text. */
export type CriteriaForm = { [K in CriterionName as FormName<K>]: K extends 'websitesSelected' ? string[] : string }

const isKeywordName = (name: CriterionName): name is (typeof keywordNames)[number] => (keywordNames as readonly string[]).includes(name)

export function criteriaForm(criteria: AlertCriteria): CriteriaForm {
	const text = (value: string | number | null) => (value === null ? '' : String(value))
	return Object.fromEntries(
		criterionNames.map((name) => {
			if (isKeywordName(name)) return [name, criteria[name].join(', ')]
			// An alert saved before the zones' list took their current names shows in the list.
			if (name === 'timeZone') return [toFormName(name), currentTimeZone(criteria.timeZone)]
			const value = criteria[name]
			return [toFormName(name), Array.isArray(value) ? value : text(value)]
		}),
	) as CriteriaForm
}

/** A parsed form (the wizard's steps together, or the edit form) as the criteria an alert stores. */
export function criteriaOfForm(value: { [K in CriterionName as FormName<K>]: AlertCriteria[K] }): AlertCriteria {
	return pickCriteria(fromForm(value) as AlertCriteria)
}

/**
 * Filters that ask nothing of a car (any fuel, any seller, any gearbox, no limit, no word), each
 * its field's own default: what a sample starts from, so a criterion added later needs no edit there.
 */
export const anyCar: AlertFilters = { ...(filtersOfDraft({}) as Omit<AlertFilters, 'fuelType'>), fuelType: 'any' }

export const websitesStepFields = formFields('websitesSelected', 'facebookMarketplaceUrl', 'updateFrequency')
export const websitesStepSchema = checkedTogether(websitesStepFields, checkWebsites).transform(keepFacebookUrl)

export const carStepFields = formFields('brand', 'model', ...filterNames)
export const carStepSchema = checkedTogether(carStepFields, checkCar)

export const telegramStepFields = {
	...formFields('telegramUsername', 'notificationLanguage', 'quietFrom', 'quietUntil', 'timeZone', 'quietBypassPercent'),
	botContacted: z.literal('on', { errorMap: () => ({ message: 'errors.contactBot' }) }),
}
/** The Telegram step while the bot has no chat of the buyer's: they confirm they started one (docs/decisions/054). */
export const telegramStepSchema = checkedTogether(telegramStepFields, checkQuiet)
/** The Telegram step once the bot has the buyer's chat (and may write to it): nothing to confirm. */
export const connectedTelegramStepSchema = checkedTogether({ ...telegramStepFields, botContacted: telegramStepFields.botContacted.optional() }, checkQuiet)

export const reviewStepSchema = z.object({
	acceptTerms: z.literal('on', { errorMap: () => ({ message: 'errors.terms' }) }),
})

/**
 * The JSON body of POST /api/subscriptions and PUT /api/subscriptions/{id} (docs/product/spec.md §7),
 * the criteria under their own names. `userId`, `price` and `mileageMin` may be sent and are
 * ignored: identity comes from the session and the price from core/pricing. The API differs from
 * the forms in what it leaves out: null is "not sent", a missing fuel is any fuel, the site list
 * must be a list, a missing language is English (the routes pass the visitor's), and a missing
 * time zone is the language's (core/quiet-hours.ts; the routes pass the user's). Every field is checked, so one bad field never hides the others' errors.
 */
export const alertCriteriaSchema = z.preprocess((body) => {
	if (!body || typeof body !== 'object' || Array.isArray(body)) return body
	const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null))
	return {
		...sent,
		websitesSelected: Array.isArray(sent.websitesSelected) ? sent.websitesSelected : [],
		fuelType: sent.fuelType ?? 'any',
		notificationLanguage: sent.notificationLanguage ?? defaultLanguage,
		timeZone: sent.timeZone ?? defaultTimeZones[languages.find((language) => language === sent.notificationLanguage) ?? defaultLanguage],
	}
}, criteriaSchema)
