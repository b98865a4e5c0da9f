import { type ChoiceName, choiceValues } from './criteria-choices.ts'
import { type Language } from './enums.ts'
import { numberFormat } from './intl.ts'
import { formatEuros } from './money.ts'
import { plainWords } from './plain-words.ts'
import { type AlertCriteria, type AlertFilters } from './schemas/alert.ts'
import { requiresUrl, type SiteId } from './sites.ts'
import { vocabulary } from './vocabulary.ts'

/**
 * Every criterion of an alert as the buyer sees it, declared once (docs/decisions/060-adding-a-criterion.md):
 * its label, where it is shown (the wizard's review, the dashboard's card, Telegram's /list), how
 * its value reads, and its part of the delivery's baseline key. The review, the card, /list, the
 * car step's selects and `baselineKey` loop over `criteria`; none of them names a criterion.
 * Client-safe: the web bundle imports it.
 *
 * The order is the car step's: brand, model, fuel, seller, gearbox, price, years, kilometres, the
 * title's words. It is also the order of the baseline key's parts (below), which is stored.
 */

/** i18next's `t`: a key (with its namespace) and values. */
export type Translate = (key: string, values?: Record<string, unknown>) => string

/** What a screen knows when it shows criteria: the catalogue's names of the brand and model, its texts and language. */
export type ShowContext = { t: Translate; language: Language; brandName?: string | null; modelName?: string | null }

/**
 * Where a criterion shows: on every alert, only when it asks something of a car (a limit set, a
 * choice other than "any", a word), or never.
 */
type Shown = 'always' | 'chosen' | 'never'

/** The criteria the screens and the baseline key read: brand and model, and what matching checks. */
export type ShownCriteria = Pick<AlertCriteria, 'brand' | 'model'> & AlertFilters

export type Criterion = {
	/** The one label of the criterion, in every language: core/i18n/locales/<language>/wizard.ts `criteria`. */
	label: string
	/** The card's own words, where they differ from the label (it shows the alert's own monthly price beside the car's). */
	cardLabel?: string
	review: Shown
	card: Shown
	/** Telegram's /list names the choice after the sites and the frequency, when it asks something. */
	list: boolean
	/**
	 * Its part of the delivery's baseline key: 'always' for the criteria the key began with, in
	 * this order; 'chosen' for every criterion added since, appended only when it asks something,
	 * so the keys of alerts without it stay as they were and its arrival takes no new baseline.
	 */
	baseline: 'always' | 'chosen'
	key: (criteria: ShownCriteria) => Array<string | number | null>
	/** Whether it asks anything of a car; the screens' 'chosen' reads it. */
	chosen: (criteria: Partial<ShownCriteria>) => boolean
	/** Its value in words; null: nothing to show (a missing value of a draft). */
	text: (criteria: Partial<ShownCriteria>, context: ShowContext) => string | null
	/** A closed choice the car step draws as a select: its field, its choice (values and words), its help text (a `wizard` key). */
	select?: { name: keyof AlertFilters; words: ChoiceName; description: string }
}

/** A choice among the product's words (core/criteria-choices.ts, through core/vocabulary.ts), 'any' asking nothing. */
function choice<Name extends keyof AlertFilters>(name: Name, words: ChoiceName, shown: { review: Shown; card: Shown; list: boolean; baseline: Criterion['baseline'] }) {
	const value = (criteria: Partial<ShownCriteria>) => criteria[name] as string | undefined
	return {
		...shown,
		key: (criteria: ShownCriteria) => [criteria[name] as string],
		chosen: (criteria: Partial<ShownCriteria>) => value(criteria) !== undefined && value(criteria) !== 'any',
		text: (criteria: Partial<ShownCriteria>, { language }: ShowContext) => {
			const chosen = value(criteria)
			return chosen === undefined ? null : ((vocabulary[language][words] as Record<string, string>)[chosen] ?? null)
		},
	}
}

/** "2015 – 2020", "from €9,000", "up to 150,000 km": one wording of a range on every screen. */
export function rangeText(t: Translate, min: string | null, max: string | null): string | null {
	if (min !== null && max !== null) return t('wizard:review.range', { min, max })
	if (min !== null) return t('wizard:review.from', { value: min })
	if (max !== null) return t('wizard:review.upTo', { value: max })
	return null
}

/** A range of two number criteria (null: no limit), each bound formatted. */
function range<Min extends keyof AlertFilters, Max extends keyof AlertFilters>(min: Min, max: Max, format: (value: number, context: ShowContext) => string) {
	const bound = (criteria: Partial<ShownCriteria>, name: Min | Max) => (criteria[name] ?? null) as number | null
	return {
		review: 'chosen',
		card: 'chosen',
		list: false,
		baseline: 'always',
		key: (criteria: ShownCriteria) => [bound(criteria, min), bound(criteria, max)],
		chosen: (criteria: Partial<ShownCriteria>) => bound(criteria, min) !== null || bound(criteria, max) !== null,
		text: (criteria: Partial<ShownCriteria>, context: ShowContext) => {
			const low = bound(criteria, min)
			const high = bound(criteria, max)
			return rangeText(context.t, low === null ? null : format(low, context), high === null ? null : format(high, context))
		},
	} as const
}

/** Title words; their key part is marked (+ required, - excluded) and compared as matching compares them ("Xenon" is "xenon"). */
function words(name: 'keywordsRequired' | 'keywordsExcluded', mark: '+' | '-') {
	const list = (criteria: Partial<ShownCriteria>) => criteria[name] ?? []
	return {
		review: 'chosen',
		card: 'chosen',
		list: false,
		baseline: 'chosen',
		key: (criteria: ShownCriteria) => [mark + criteria[name].map(plainWords).join('|')],
		chosen: (criteria: Partial<ShownCriteria>) => list(criteria).length > 0,
		text: (criteria: Partial<ShownCriteria>) => (list(criteria).length > 0 ? list(criteria).join(', ') : null),
	} as const
}

/** The brand or the model: always on the review, never on the card (it titles the alert there), in the catalogue's name. */
function named(name: 'brand' | 'model', catalogueName: 'brandName' | 'modelName') {
	return {
		review: 'always',
		card: 'never',
		list: false,
		baseline: 'always',
		key: (criteria: ShownCriteria) => [criteria[name]],
		chosen: () => true,
		text: (_: Partial<ShownCriteria>, context: ShowContext) => context[catalogueName] ?? null,
	} as const
}

const number = (value: number, { language }: ShowContext) => numberFormat(language).format(value)

export const criteria = {
	// The card, /list and messages name the alert by its brand and model.
	brand: { label: 'wizard:criteria.brand', ...named('brand', 'brandName') },
	model: { label: 'wizard:criteria.model', ...named('model', 'modelName') },
	fuelType: {
		label: 'wizard:criteria.fuelType',
		cardLabel: 'account:alerts.card.fuel',
		...choice('fuelType', 'fuels', { review: 'always', card: 'always', list: true, baseline: 'always' }),
	},
	sellerType: {
		label: 'wizard:criteria.sellerType',
		...choice('sellerType', 'sellers', { review: 'always', card: 'chosen', list: true, baseline: 'chosen' }),
		select: { name: 'sellerType', words: 'sellers', description: 'car.sellerDescription' },
	},
	gearbox: {
		label: 'wizard:criteria.gearbox',
		...choice('gearbox', 'gearboxes', { review: 'always', card: 'chosen', list: true, baseline: 'chosen' }),
		select: { name: 'gearbox', words: 'gearboxes', description: 'car.gearboxDescription' },
	},
	price: {
		label: 'wizard:criteria.price',
		cardLabel: 'account:alerts.card.price',
		...range('priceMin', 'priceMax', (value, { language }) => formatEuros(value, language)),
	},
	years: { label: 'wizard:criteria.years', ...range('yearMin', 'yearMax', String) },
	mileage: {
		label: 'wizard:criteria.mileage',
		// Only a maximum: the key keeps its one part.
		...range('mileageMax', 'mileageMax', number),
		key: (criteria) => [criteria.mileageMax],
		text: (criteria, context) => (criteria.mileageMax == null ? null : rangeText(context.t, null, context.t('wizard:review.km', { value: number(criteria.mileageMax, context) }))),
	},
	keywordsRequired: { label: 'wizard:criteria.keywordsRequired', ...words('keywordsRequired', '+') },
	keywordsExcluded: { label: 'wizard:criteria.keywordsExcluded', ...words('keywordsExcluded', '-') },
} as const satisfies Record<string, Criterion>

export type CriterionKey = keyof typeof criteria
const declared = Object.entries(criteria) as Array<[CriterionKey, Criterion]>

export type CriterionRow = { name: CriterionKey; label: string; value: string }

/**
 * The rows a screen shows, in the declaration's order: the review (every criterion of the car
 * step) or the dashboard's card (what the alert asks besides its brand and model, which title it).
 */
export function criteriaRows(screen: 'review' | 'card', values: Partial<ShownCriteria>, context: ShowContext): CriterionRow[] {
	const rows: CriterionRow[] = []
	for (const [name, criterion] of declared) {
		const shown = criterion[screen]
		if (shown === 'never' || (shown === 'chosen' && !criterion.chosen(values))) continue
		const value = criterion.text(values, context)
		if (value === null || value === '') continue
		const label = screen === 'card' && criterion.cardLabel ? criterion.cardLabel : criterion.label
		rows.push({ name, label: context.t(label), value })
	}
	return rows
}

/** The words /list adds after an alert's sites and frequency: its chosen fuel, seller and gearbox ("Diesel · Automatic"). */
export function listWords(values: AlertFilters, language: Language): string[] {
	const context: ShowContext = { t: (key) => key, language }
	return declared.flatMap(([, criterion]) => (criterion.list && criterion.chosen(values) ? [criterion.text(values, context) ?? ''] : [])).filter(Boolean)
}

/**
 * The car step's selects drawn from the declaration, each with its choice's values in their order
 * (the fuel, required and sorted by its words, is drawn on its own).
 */
export const criteriaSelects = declared.flatMap(([, criterion]) => (criterion.select ? [{ ...criterion.select, values: choiceValues(criterion.select.words), label: criterion.label }] : []))

/** What `baselineKey` reads: the criteria and, for Facebook, the search the buyer pasted. */
export type BaselineCriteria = ShownCriteria & Pick<AlertCriteria, 'facebookMarketplaceUrl'>

const keyParts = (when: Criterion['baseline'], alert: ShownCriteria) =>
	declared.flatMap(([, criterion]) => (criterion.baseline !== when || (when === 'chosen' && !criterion.chosen(alert)) ? [] : criterion.key(alert)))

/**
 * What a baseline was taken for: the criteria the alert matches on this site. Any edit of them
 * takes a new baseline; a widened filter would otherwise send every car already listed as new.
 * Stored (alert_sites.query_key): the criteria the key began with keep their places, then the
 * Facebook search, then each criterion added since, only when it asks something.
 */
export function baselineKey(alert: BaselineCriteria, siteId: SiteId): string {
	const parts = [...keyParts('always', alert), requiresUrl(siteId) ? alert.facebookMarketplaceUrl : null, ...keyParts('chosen', alert)]
	return parts.map((value) => value ?? '').join(',')
}
