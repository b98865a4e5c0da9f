/**
 * The closed choices of an alert's criteria, declared once (docs/decisions/060-adding-a-criterion.md):
 * each choice's values in the order the car step lists them, with the product's word for each
 * value in every language. Everything else derives from here: core/enums.ts's value lists and
 * types (`fuelTypes`, `sellerTypes`, `gearboxChoices`…), core/vocabulary.ts's words, and through
 * them the zod schemas, the table's checks, the car step's selects, the screens and the messages.
 * A new closed choice is one entry here; enums.ts and vocabulary.ts need no line for it.
 *
 * A leaf: core/enums.ts imports it, so it imports nothing of ours. Its languages are written out
 * below; core/vocabulary.ts does not compile if enums.ts's `languages` gains one without words
 * here. Client-safe.
 */

/** A value's word in each of the product's languages. */
type Words = { readonly en: string; readonly de: string; readonly fr: string; readonly es: string; readonly it: string }
/** The languages a word is written in. */
export type ChoiceLanguage = keyof Words

/** 'any' asks nothing of a car; every other value is one a listing may state. */
export const criteriaChoices = {
	/** British English "Petrol", like "kilometres" everywhere else. */
	fuels: {
		gasoline: { en: 'Petrol', de: 'Benzin', fr: 'Essence', es: 'Gasolina', it: 'Benzina' },
		diesel: { en: 'Diesel', de: 'Diesel', fr: 'Diesel', es: 'Diésel', it: 'Diesel' },
		electric: { en: 'Electric', de: 'Elektro', fr: 'Électrique', es: 'Eléctrico', it: 'Elettrica' },
		hybrid: { en: 'Hybrid', de: 'Hybrid', fr: 'Hybride', es: 'Híbrido', it: 'Ibrida' },
		plugin_hybrid: { en: 'Plug-in hybrid', de: 'Plug-in-Hybrid', fr: 'Hybride rechargeable', es: 'Híbrido enchufable', it: 'Ibrida plug-in' },
		lpg: { en: 'LPG', de: 'Autogas (LPG)', fr: 'GPL', es: 'GLP', it: 'GPL' },
		any: { en: 'Any fuel', de: 'Beliebiger Kraftstoff', fr: 'Tous carburants', es: 'Cualquier combustible', it: 'Qualsiasi alimentazione' },
	},
	/** Who sells the car. */
	sellers: {
		any: { en: 'Any seller', de: 'Beliebiger Verkäufer', fr: 'Tous vendeurs', es: 'Cualquier vendedor', it: 'Qualsiasi venditore' },
		dealer: { en: 'Dealer', de: 'Händler', fr: 'Professionnel', es: 'Concesionario', it: 'Concessionario' },
		private: { en: 'Private seller', de: 'Privatverkäufer', fr: 'Particulier', es: 'Particular', it: 'Privato' },
	},
	/** The gearbox; a semi-automatic is automatic (docs/decisions/059-one-listing-schema.md). */
	gearboxes: {
		any: { en: 'Any gearbox', de: 'Beliebiges Getriebe', fr: 'Toutes boîtes de vitesses', es: 'Cualquier cambio', it: 'Qualsiasi cambio' },
		manual: { en: 'Manual', de: 'Schaltgetriebe', fr: 'Manuelle', es: 'Manual', it: 'Manuale' },
		automatic: { en: 'Automatic', de: 'Automatik', fr: 'Automatique', es: 'Automático', it: 'Automatico' },
	},
} as const satisfies Record<string, Record<string, Words>>

export type ChoiceName = keyof typeof criteriaChoices
export type ChoiceValue<Name extends ChoiceName> = keyof (typeof criteriaChoices)[Name] & string
/** A list of values as zod's `z.enum` and drizzle's `enum` take it: at least one. */
type Values<Value extends string> = readonly [Value, ...Value[]]

const valueLists = new Map<ChoiceName, Values<string>>()
const statedLists = new Map<ChoiceName, Values<string>>()

/** A choice's values in their order, 'any' among them: one frozen list per choice, whoever asks. */
export function choiceValues<Name extends ChoiceName>(name: Name): Values<ChoiceValue<Name>> {
	let values = valueLists.get(name)
	if (!values) valueLists.set(name, (values = Object.freeze(Object.keys(criteriaChoices[name])) as unknown as Values<string>))
	return values as Values<ChoiceValue<Name>>
}

/** The values a listing may state: all but 'any'. */
export function statedValues<Name extends ChoiceName>(name: Name): Values<Exclude<ChoiceValue<Name>, 'any'>> {
	let values = statedLists.get(name)
	if (!values) statedLists.set(name, (values = Object.freeze(choiceValues(name).filter((value) => value !== 'any')) as unknown as Values<string>))
	return values as Values<Exclude<ChoiceValue<Name>, 'any'>>
}

export type ChoiceWords = { [Name in ChoiceName]: Record<ChoiceValue<Name>, string> }

/** Every choice's words in one language, as core/vocabulary.ts holds them: `{ gearboxes: { any: 'Any gearbox', … }, … }`. */
export function choiceWords(language: ChoiceLanguage): ChoiceWords {
	return Object.fromEntries(
		Object.entries(criteriaChoices).map(([name, values]) => [name, Object.fromEntries(Object.entries(values).map(([value, words]) => [value, (words as Words)[language]]))]),
	) as ChoiceWords
}
