import { type FuelType, type Gearbox, type GearboxChoice, type ListingSeller, type SellerType } from './enums.ts'
import { catalogue } from './catalogue/data.ts'
import { plainWords, spaced } from './plain-words.ts'
import { type AlertFilters, type criteriaDefaults } from './schemas/alert.ts'

export { containsPhrase, plainWords, spelledOut } from './plain-words.ts'

/**
 * Whether a parsed listing is a car the alert asked for. The worker searches each site once per
 * brand (worker/lib/feeds: the alerts of a brand read one feed), so everything below the brand is
 * decided here: the model, the fuel, the seller, the gearbox, the price, year and mileage ranges and
 * the words of the title. A brand's results can also hold other makes' cars (a site pads them with
 * "similar" ones), so a model is matched in the listing's own words. A field the listing does not
 * state passes: a missing number, fuel, seller or gearbox is not a reason to hide a car
 * (docs/decisions/060-adding-a-criterion.md).
 */

/**
 * The filters added after the first ones (those with a default for alerts stored before them:
 * core/schemas/alert.ts `criteriaDefaults`) may be absent from what a caller hands to matching
 * (a bench's alerts written before them): absent asks nothing, as their default does.
 */
type LaterFilter = keyof typeof criteriaDefaults & keyof AlertFilters

export type MatchCriteria = Omit<AlertFilters, LaterFilter> &
	Partial<Pick<AlertFilters, LaterFilter>> & {
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
	/** Its gearbox, when the site says. */
	gearbox?: Gearbox | null
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

function sellerMatches(wanted: SellerType | undefined, actual: MatchListing['seller']): boolean {
	return wanted === undefined || wanted === 'any' || !actual || wanted === actual
}

/** As for the fuel and the seller, a listing that does not state its gearbox passes: the message shows what the site says. */
function gearboxMatches(wanted: GearboxChoice | undefined, actual: MatchListing['gearbox']): boolean {
	return wanted === undefined || wanted === 'any' || !actual || wanted === actual
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
	const required = criteria.keywordsRequired ?? []
	const excluded = criteria.keywordsExcluded ?? []
	if (required.length === 0 && excluded.length === 0) return null
	// The schema refuses a keyword without a letter or digit; one stored otherwise (an empty phrase) asks nothing.
	const phrases = (words: readonly string[]) => words.map(plainWords).filter((plain) => plain !== '')
	return { required: phrases(required), excluded: phrases(excluded) }
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

/** Fuel, seller, gearbox and the price, year and mileage ranges: what the listing's fields decide. */
function filtersMatch(listing: MatchListing, criteria: MatchCriteria): boolean {
	return (
		fuelMatches(criteria.fuelType, listing.fuel) &&
		sellerMatches(criteria.sellerType, listing.seller) &&
		gearboxMatches(criteria.gearbox, listing.gearbox) &&
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

// --- brands of a site-wide feed -------------------------------------------------------------

/**
 * Other names sites and sellers give a catalogue brand, besides its name and slug (both always
 * count). Only names that are that brand's cars whatever follows: "Land" is not Land Rover ("Land
 * Cruiser" is a Toyota), "Range Rover" is (a Land Rover model line, sold under that make).
 */
export const brandAliases: Readonly<Record<string, readonly string[]>> = {
	volkswagen: ['VW'],
	'mercedes-benz': ['Mercedes', 'Benz', 'MB', 'Mercedesbenz'],
	'alfa-romeo': ['Alfa', 'Alfaromeo'],
	'land-rover': ['Landrover', 'Range Rover', 'Rangerover'],
	'kgm-ssangyong': ['SsangYong', 'Ssang Yong', 'KGM'],
	'lynk-co': ['Lynk', 'Lynkco'],
	'rolls-royce': ['Rolls', 'Rollsroyce'],
	'aston-martin': ['Aston'],
	'austin-healey': ['Austin Healy'],
	'de-tomaso': ['Detomaso'],
	ds: ['DS Automobiles'],
	// mobile.de and AutoScout24 list Alpinas under their own make; sellers write "BMW Alpina B3".
	alpina: ['BMW Alpina'],
	maybach: ['Mercedes-Maybach'],
	chevrolet: ['Chevy'],
	lada: ['VAZ'],
	moskvich: ['Moskvitch', 'Moskwitsch'],
	zastava: ['Yugo'],
	mg: ['MG Motor'],
	'great-wall': ['Greatwall'],
}

/**
 * Words a seller may put before the make in a title of their own (OLX, Facebook): "Vand VW Golf",
 * "Prodam avto Škoda Octavia", "Sprzedam Audi A4", "For sale: BMW 320d", "URGENT Dacia Logan". At most
 * `maxLeadWords` of them, and a model year, are passed over; any other first word ends the search,
 * so a title that names the make only later ("Golf like VW") names no brand.
 */
const leadWords = new Set([
	// Slovenian, Croatian, Serbian, Bosnian
	'prodam', 'prodamo', 'prodajam', 'prodajem', 'prodaja', 'ugodno', 'nujno', 'hitro', 'hitno',
	// Romanian
	'vand', 'vind', 'vinde', 'vindem', 'vanzare', 'de', 'ocazie', 'urgent',
	// Polish
	'sprzedam', 'sprzedaz', 'okazja', 'pilne', 'pilnie',
	// Bulgarian written in Latin letters (Cyrillic words leave no plain word at all)
	'prodavam', 'speshno',
	// Portuguese, Italian, Spanish
	'vendo', 'vende', 'vendesi', 'urgente',
	// German, English
	'verkaufe', 'for', 'sale', 'selling', 'new', 'top',
	// "car" in those languages
	'avto', 'auto', 'masina', 'samochod', 'car',
])
const maxLeadWords = 3
const modelYear = /^(?:19|20)\d{2}$/

type BrandTable = {
	/** Plain alias → brand slug. */
	byAlias: Map<string, string>
	/** The most words an alias has. */
	longest: number
	/** A plain model name that only one brand of the catalogue has → that brand. */
	byModel: Map<string, string>
}

let brandTable: BrandTable | null = null

/**
 * Built on first use from the catalogue, so the web bundle (which imports `plainWords` from here)
 * carries none of it. Throws when one name would stand for two brands.
 */
function brands(): BrandTable {
	if (brandTable) return brandTable
	const byAlias = new Map<string, string>()
	const models = new Map<string, Set<string>>()
	for (const brand of catalogue) {
		for (const alias of [brand.name, brand.slug, ...(brandAliases[brand.slug] ?? [])]) {
			const plain = plainWords(alias)
			const owner = byAlias.get(plain)
			if (owner !== undefined && owner !== brand.slug) throw new Error(`"${alias}" names both ${owner} and ${brand.slug}`)
			byAlias.set(plain, brand.slug)
		}
		for (const model of brand.models) {
			const plain = plainWords(model)
			models.set(plain, (models.get(plain) ?? new Set()).add(brand.slug))
		}
	}
	const byModel = new Map<string, string>()
	for (const [model, owners] of models) {
		// One letter ("e", "X", "Z") or digits alone ("500", "75") say too little on their own.
		if (owners.size === 1 && model.length > 1 && /[a-z]/.test(model) && !byAlias.has(model)) byModel.set(model, [...owners][0]!)
	}
	brandTable = { byAlias, longest: Math.max(...[...byAlias.keys()].map((alias) => alias.split(' ').length)), byModel }
	return brandTable
}

/** The brand whose name or alias the words begin with at `start`, the longest name first ("Austin-Healey" before "Austin"). */
function brandAt(words: string[], start: number, table: BrandTable): string | null {
	for (let length = Math.min(table.longest, words.length - start); length > 0; length -= 1) {
		const slug = table.byAlias.get(words.slice(start, start + length).join(' '))
		if (slug !== undefined) return slug
	}
	return null
}

/** The brand a title begins with, after at most a few lead words and a model year. */
function brandOfTitle(title: string, table: BrandTable): string | null {
	const words = plainWords(title).split(' ').filter(Boolean)
	let skipped = 0
	for (let start = 0; start < words.length; start += 1) {
		const slug = brandAt(words, start, table)
		if (slug !== null) return slug
		const word = words[start]!
		if (!(leadWords.has(word) || modelYear.test(word)) || ++skipped > maxLeadWords) return null
	}
	return null
}

/**
 * The catalogue brand (its slug) a listing is a car of, for a site-wide feed, whose results hold
 * every make (docs/decisions/049-site-wide-feeds.md), or null when nothing names one:
 * 1. the make in the site's data (mobile.de, AutoScout24, the demo market), when it is a
 *    catalogue brand or an alias of one ("VW", "Mercedes", "skoda");
 * 2. else the brand the title begins with, by name or alias, after at most three lead words
 *    ("Prodam", "Vand", "For sale") and a model year; the longest name wins, so "Austin-Healey
 *    3000" is no Austin and "Range Rover Evoque" is a Land Rover. Titles that name the make later
 *    ("Golf like VW", "Golf 6 GPL, schimb cu VW") name none: avto.net, mobile.de and AutoScout24
 *    build their titles make first, and a seller's free text is too loose to search;
 * 3. else the site's model field, when it is a model name only one brand of the catalogue has
 *    (OLX's model "Golf" on a title "Golf 6 GPL"), more than one letter and not only digits.
 * Compared as `plainWords`: case, accents and punctuation aside ("Škoda", "SKODA", "Citroën").
 */
export function brandOfListing(listing: { title: string; brand?: string | null; model?: string | null }): string | null {
	const table = brands()
	if (listing.brand) {
		const slug = brandAt(plainWords(listing.brand).split(' ').filter(Boolean), 0, table)
		if (slug !== null) return slug
	}
	const titled = brandOfTitle(listing.title, table)
	if (titled !== null) return titled
	return listing.model ? (table.byModel.get(plainWords(listing.model)) ?? null) : null
}

/**
 * Whether a listing of a site-wide feed is a car of the alert's brand (`brandOfListing`). A brand
 * the catalogue does not know is matched by its own name at the start of the title.
 */
export function listingOfBrand(listing: { title: string; brand?: string | null; model?: string | null }, brand: { slug: string; name: string }): boolean {
	const found = brandOfListing(listing)
	if (found !== null || brands().byAlias.get(plainWords(brand.slug)) === brand.slug) return found === brand.slug
	const name = plainWords(brand.name)
	return name !== '' && `${plainWords(`${listing.brand ?? ''} ${listing.title}`)} `.startsWith(`${name} `)
}
