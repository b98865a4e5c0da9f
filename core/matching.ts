import { type FuelType, type ListingSeller, type SellerType } from './enums.ts'
import { type AlertFilters } from './schemas/alert.ts'

/**
 * Whether a parsed listing is a car the alert asked for. The worker searches each site once per
 * brand (worker/lib/feeds: the alerts of a brand read one feed), so everything below the brand is
 * decided here: the model, the fuel, the seller, the price, year and mileage ranges and the words
 * of the title. A brand's results can also hold other makes' cars (a site pads them with
 * "similar" ones), so a model is matched in the listing's own words. A field the listing does not state passes: a missing number
 * is not a reason to hide a car.
 */

export type MatchCriteria = AlertFilters & {
	/** The catalogue's model name ("Golf", "3 Series"), or null for every model of the brand. */
	modelName: string | null
}

export type MatchListing = {
	title: string
	/** The model as the site states it in its data, when it does. */
	model?: string | null
	price: number | null
	km: number | null
	year: number | null
	fuel: FuelType | null
	/** Who sells it, when the site says. */
	seller?: ListingSeller | null
}

/** Letters that do not decompose into a base letter and a mark, spelled out as their languages do. */
export const spelledOut: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', þ: 'th' }

/** Lower case, accents dropped, words of letters and digits: "Škoda Octavia RS" → "skoda octavia rs". */
export function plainWords(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[ßæœøłđþ]/g, (letter) => spelledOut[letter]!)
		.replace(/[^a-z0-9]+/g, ' ')
		.trim()
}

/** Plain text between two spaces, so that a plain `includes` finds a phrase as whole words only. */
const spaced = (plain: string) => ` ${plain} `

/**
 * Whether `phrase` occurs in `text` as whole consecutive words, both already `plainWords`: "bi
 * xenon" is in "led bi xenon", "xenon" is not in "xenonlicht". An empty phrase is in nothing.
 */
export function containsPhrase(text: string, phrase: string): boolean {
	return phrase !== '' && spaced(text).includes(spaced(phrase))
}

/** A word of a model name, letting a site write "XC60" as "XC 60" or "ID.3" as "ID3". */
const flexibleWord = (word: string) => word.replace(/([a-z])(?=\d)|(\d)(?=[a-z])/g, '$1$2 ?')

const seriesWords = '(?:er|series|serie|serija|seria|reihe)'
const classWords = '(?:class|klasse|klasa|classe|clase|clasa|razred)'

/**
 * The ways listings name a model. Besides its own words, two families are named by their
 * variants more often than by their catalogue name: BMW's "3 Series" is "320d", "3er" or
 * "Serija 3"; Mercedes' "C-Class" is "C 220 d", "C-Klasse" or "Clasa C".
 */
function modelPattern(modelName: string): RegExp {
	const name = plainWords(modelName)
	const spellings = [name.split(' ').map(flexibleWord).join(' ?')]
	const series = /^(\d) series$/.exec(name)
	if (series) {
		const digit = series[1]
		spellings.push(`${digit} ?${seriesWords}`, `${seriesWords} ${digit}`, `${digit}\\d\\d[a-z]*`)
	}
	const family = /^([a-z]) class$/.exec(name)
	if (family) {
		const letter = family[1]
		spellings.push(`${letter} ?${classWords}`, `${classWords} ${letter}`, `${letter} ?\\d{2,3}[a-z]*`)
	}
	return new RegExp(`(?:^| )(?:${spellings.join('|')})(?: |$)`)
}

const patterns = new Map<string, RegExp>()

function patternOf(modelName: string) {
	let pattern = patterns.get(modelName)
	if (!pattern) {
		pattern = modelPattern(modelName)
		patterns.set(modelName, pattern)
	}
	return pattern
}

/**
 * The model's pattern as text, for PostgreSQL to apply too (core/market/verdict.ts finds similar
 * cars in SQL): it uses only what both dialects read alike, `(?:…)`, `?`, `\d`, `{m,n}`, `^` and `$`.
 */
export function modelPatternSource(modelName: string): string {
	return patternOf(modelName).source
}

/** What the model is looked for in: the site's model field and the title. */
const modelText = (listing: Pick<MatchListing, 'title' | 'model'>) => plainWords(`${listing.model ?? ''} ${listing.title}`)

/** True when the listing names the model (in the site's model field or its title); null means any model. */
export function modelMatches(listing: Pick<MatchListing, 'title' | 'model'>, modelName: string | null): boolean {
	return modelName === null || patternOf(modelName).test(modelText(listing))
}

function fuelMatches(wanted: FuelType, actual: FuelType | null): boolean {
	if (wanted === 'any' || actual === null) return true
	if (wanted === actual) return true
	// A plug-in hybrid is a hybrid to a buyer who asked for hybrids.
	return wanted === 'hybrid' && actual === 'plugin_hybrid'
}

function sellerMatches(wanted: SellerType, actual: MatchListing['seller']): boolean {
	return wanted === 'any' || !actual || wanted === actual
}

function within(value: number | null, min: number | null, max: number | null): boolean {
	if (value === null) return true
	if (min !== null && value < min) return false
	if (max !== null && value > max) return false
	return true
}

/** An alert's keywords as matching compares them (`plainWords`), or null when it has none. */
type PlainKeywords = { required: string[]; excluded: string[] } | null

function plainKeywords(criteria: Pick<MatchCriteria, 'keywordsRequired' | 'keywordsExcluded'>): PlainKeywords {
	if (criteria.keywordsRequired.length === 0 && criteria.keywordsExcluded.length === 0) return null
	// The schema refuses a keyword without a letter or digit; one stored otherwise (an empty phrase) asks nothing.
	const phrases = (words: readonly string[]) => words.map(plainWords).filter((plain) => plain !== '')
	return { required: phrases(criteria.keywordsRequired), excluded: phrases(criteria.keywordsExcluded) }
}

/**
 * The title's keywords (docs/decisions/036-title-keywords.md): every required word or phrase is in
 * the title and no excluded one is, compared as `plainWords` (case and accents aside, whole words,
 * a phrase as consecutive words). Only the title: it is what the buyer reads in the message; a
 * site's model field is not. `has` says whether a plain phrase is in the title.
 */
function keywordsMatch(keywords: NonNullable<PlainKeywords>, has: (phrase: string) => boolean): boolean {
	return keywords.required.every(has) && !keywords.excluded.some(has)
}

/** Whether a title holds a plain phrase, the title made plain once. */
function titleHolds(title: string): (phrase: string) => boolean {
	const text = spaced(plainWords(title))
	return (phrase) => text.includes(spaced(phrase))
}

/** Fuel, seller and the price, year and mileage ranges: what the listing's fields decide. */
function filtersMatch(listing: MatchListing, criteria: MatchCriteria): boolean {
	return (
		fuelMatches(criteria.fuelType, listing.fuel) &&
		sellerMatches(criteria.sellerType, listing.seller) &&
		within(listing.price, criteria.priceMin, criteria.priceMax) &&
		within(listing.year, criteria.yearMin, criteria.yearMax) &&
		within(listing.km, null, criteria.mileageMax)
	)
}

export function matchesCriteria(listing: MatchListing, criteria: MatchCriteria): boolean {
	const keywords = plainKeywords(criteria)
	return (
		filtersMatch(listing, criteria) &&
		(keywords === null || keywordsMatch(keywords, titleHolds(listing.title))) &&
		modelMatches(listing, criteria.modelName)
	)
}

/**
 * The listings of one search each alert wants, by alert id. The model is the costly part (a
 * pattern over the title), so it is decided once per model and listing, not per alert: a popular
 * model watched by thousands costs as much as one watched once; each alert then only checks its
 * filters on the listings of its model (and its keywords likewise: ModelCandidates). Alerts that want nothing share one empty
 * list: do not modify the lists.
 */
const none: never[] = []

/**
 * The listings of one model, and which of them hold each keyword in their titles: like the model,
 * a keyword is looked for once per listing, whatever the number of alerts that ask for it (buyers
 * reach for the same few words), and each alert then reads one flag per keyword and listing.
 */
class ModelCandidates<Listing extends MatchListing> {
	#titles: Array<(phrase: string) => boolean> | null = null
	readonly #hits = new Map<string, Uint8Array>()

	constructor(readonly candidates: Listing[]) {}

	/** 1 where the candidate's title holds the plain phrase, 0 where not. */
	hits(phrase: string): Uint8Array {
		let hits = this.#hits.get(phrase)
		if (!hits) {
			this.#titles ??= this.candidates.map((listing) => titleHolds(listing.title))
			hits = Uint8Array.from(this.#titles, (holds) => (holds(phrase) ? 1 : 0))
			this.#hits.set(phrase, hits)
		}
		return hits
	}
}

export function matchListings<Listing extends MatchListing>(
	alerts: ReadonlyArray<{ id: string; criteria: MatchCriteria }>,
	listings: readonly Listing[],
): Map<string, Listing[]> {
	const texts = listings.map(modelText)
	const ofModel = new Map<string | null, ModelCandidates<Listing>>()
	const matches = new Map<string, Listing[]>()
	for (const { id, criteria } of alerts) {
		let model = ofModel.get(criteria.modelName)
		if (!model) {
			const pattern = criteria.modelName === null ? null : patternOf(criteria.modelName)
			model = new ModelCandidates(pattern ? listings.filter((_, i) => pattern.test(texts[i]!)) : [...listings])
			ofModel.set(criteria.modelName, model)
		}
		const { candidates } = model
		const keywords = plainKeywords(criteria)
		let wanted: Listing[] = none
		if (keywords === null) {
			// Most alerts have no keywords: this loop is the whole cost at 100k alerts, so it stays bare.
			for (const listing of candidates) {
				if (!filtersMatch(listing, criteria)) continue
				if (wanted === none) wanted = []
				wanted.push(listing)
			}
		} else {
			const required = keywords.required.map((phrase) => model.hits(phrase))
			const excluded = keywords.excluded.map((phrase) => model.hits(phrase))
			next: for (let i = 0; i < candidates.length; i += 1) {
				const listing = candidates[i]!
				if (!filtersMatch(listing, criteria)) continue
				for (const hits of required) if (hits[i] === 0) continue next
				for (const hits of excluded) if (hits[i] === 1) continue next
				if (wanted === none) wanted = []
				wanted.push(listing)
			}
		}
		matches.set(id, wanted)
	}
	return matches
}
