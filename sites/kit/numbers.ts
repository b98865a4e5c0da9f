/**
 * The one number reader of every adapter (docs/decisions/067-numbers-and-country-sites.md): a
 * price or a mileage as a site prints it, in any of its languages' ways of grouping thousands
 * (`27.300 €`, `€27,300`, `27 300 zł` with a no-break or narrow no-break space, `27'300 CHF`,
 * `27’300`), never two figures run together into one, and never the figure beside the price (a
 * VAT rate, a monthly rate, a crossed-out old price, a net price) taken for it.
 */

/** A number as printed, where it stands in the text, and what stands around it. */
export type PrintedNumber = {
	value: number
	start: number
	end: number
	/** The text between the previous number and this one, and between this one and the next. */
	before: string
	after: string
}

/**
 * Grouping marks: the point, the comma, the apostrophe and the right single quote (Swiss), the
 * space and its no-break, narrow no-break, thin and figure forms (French, Polish, Czech…).
 */
const group = `[.,'\u2019 \u00a0\u202f\u2009\u2007]`
/**
 * A grouped number: one to three digits, then groups of exactly three behind one and the same
 * mark (so `27.300 25.900` is two numbers, not one), then perhaps a decimal part behind the other
 * mark. Else a run of digits with perhaps a decimal part (`15000.00`, `7,5`).
 */
const numberPattern = new RegExp(
	`(?<!\\d|\\d[.,])(?:(\\d{1,3})((${group})\\d{3}(?!\\d)(?:\\3\\d{3}(?!\\d))*)([.,]\\d{1,2}(?!\\d))?|(\\d+)([.,]\\d+(?!\\d))?)`,
	'g',
)

/** Every number in a text, in order. Characters struck through with a combining stroke are not read. */
export function readNumbers(text: string): PrintedNumber[] {
	const clean = text.replace(/(?:.[\u0335\u0336])+/g, (struck) => ' '.repeat(struck.length))
	const found: Array<Omit<PrintedNumber, 'before' | 'after'>> = []
	for (const match of clean.matchAll(numberPattern)) {
		const [whole, lead, groups, mark, groupedDecimal, plain, plainDecimal] = match
		let value: number
		if (lead !== undefined) {
			// A decimal behind the grouping mark itself is not a decimal: `1.234.56` is not a price.
			if (groupedDecimal && groupedDecimal[0] === mark) continue
			const integer = lead + groups!.split(mark!).join('')
			value = Number(integer + (groupedDecimal ? `.${groupedDecimal.slice(1)}` : ''))
		} else {
			value = Number(plain! + (plainDecimal ? `.${plainDecimal.slice(1)}` : ''))
		}
		if (Number.isFinite(value)) found.push({ value, start: match.index, end: match.index + whole.length })
	}
	return found.map((number, index) => ({
		...number,
		before: clean.slice(index === 0 ? 0 : found[index - 1]!.end, number.start),
		after: clean.slice(number.end, found[index + 1]?.start ?? clean.length),
	}))
}

/** The first number in a text, or null. */
export function readNumber(value: unknown): number | null {
	if (typeof value === 'number') return Number.isFinite(value) ? value : null
	if (typeof value !== 'string') return null
	return readNumbers(value)[0]?.value ?? null
}

/** Currencies as printed beside an amount, and their ISO 4217 codes (case matters: `KM` is a currency, `km` a distance). */
const currencyMarks: Array<[string, string]> = [
	['€', 'EUR'],
	['EURO', 'EUR'],
	['Euro', 'EUR'],
	['euro', 'EUR'],
	['EUR', 'EUR'],
	['Eur', 'EUR'],
	['eur', 'EUR'],
	['lei', 'RON'],
	['Lei', 'RON'],
	['RON', 'RON'],
	['zł', 'PLN'],
	['PLN', 'PLN'],
	['лв.', 'BGN'],
	['лв', 'BGN'],
	['BGN', 'BGN'],
	['£', 'GBP'],
	['GBP', 'GBP'],
	['CHF', 'CHF'],
	['Fr.', 'CHF'],
	['US$', 'USD'],
	['$', 'USD'],
	['USD', 'USD'],
	['Kč', 'CZK'],
	['CZK', 'CZK'],
	['Ft', 'HUF'],
	['HUF', 'HUF'],
	['din.', 'RSD'],
	['дин.', 'RSD'],
	['RSD', 'RSD'],
	['kn', 'HRK'],
	['KM', 'BAM'],
	['BAM', 'BAM'],
]
const escape = (text: string) => text.replace(/[.$]/g, '\\$&')
const currencyAlternatives = currencyMarks.map(([mark]) => escape(mark)).join('|')
/** A code or a word (`EUR`, `lei`) stands apart from the letters around it; a sign (`€`) may touch them (`8.490 €Brutto`, as a card's text runs together). */
const currencyAfter = new RegExp(`^[\\s\\u00a0\\u202f]*(${currencyAlternatives})(?!(?<=[A-Za-z])[A-Za-z])`)
const currencyBefore = new RegExp(`(?<![A-Za-z](?=[A-Za-z]))(${currencyAlternatives})[\\s\\u00a0\\u202f]*$`)
const codeOf = (mark: string | undefined) => (mark ? (currencyMarks.find(([printed]) => printed === mark)?.[1] ?? null) : null)

/** The currency printed right beside a number (after it, else before it), as ISO 4217, or null, and the number with it as printed. */
function currencyBeside(number: PrintedNumber, text: string): { currency: string | null; printed: string } {
	const after = currencyAfter.exec(number.after)
	if (after) return { currency: codeOf(after[1]), printed: text.slice(number.start, number.end + after[0].length) }
	const before = currencyBefore.exec(number.before)
	if (before) return { currency: codeOf(before[1]), printed: text.slice(number.start - before[0].length, number.end) }
	return { currency: null, printed: text.slice(number.start, number.end) }
}

const optionalCurrency = `(?:(?:${currencyAlternatives})[\\s\\u00a0\\u202f]*)?`
/** A word of these, standing as a word (`ca.` but not the end of `Africa`). */
const words = (list: string) => `(?<!\\p{L})(?:${list})(?!\\p{L})`
const period = words(
	'Monat|Mon\\.|mtl\\.?|monatlich|month|mo|mth|monthly|lun[aă]|lunar|mies\\.?|miesi[aą]c|miesięcznie|mes|mois|mensuel|mese|mensile|mensual|maand|mnd|mjesec|mesec|mese[cč]no|měs\\.?|mesačne|hó|havonta|месец|месечно',
)
const space = '[\\s\\u00a0\\u202f]*'

/** Right after a number, signs that it is not the price: a percentage (`inkl. 19% MwSt.`), a rate per month (`199 €/Monat`). */
const notPriceAfter = [
	new RegExp(`^${space}(?:%|${words('pct|Prozent')})`, 'iu'),
	new RegExp(`^${space}${optionalCurrency}(?:\\/|${words('pro|per|a|par|al|por|na|pe|за')})?${space}${period}`, 'iu'),
]
/**
 * Right before a number, signs that it is not the price: an old price (`statt`, `UVP`, `was`), a
 * rate or a deposit (`Finanzierung ab`, `Rate:`), a VAT amount (`MwSt.: 4.358 €`), an approximate
 * conversion (`≈`).
 */
const notPriceBefore = [
	new RegExp(
		`${words('statt|UVP|Neupreis|vorher|alter Preis|was|previously|originally|old price|înainte|pre[tț] vechi|stara cena|poprzednio|prix barré|au lieu de|invece di|prezzo precedente|antes|anteriormente|van|voorheen|prej')}${space}:?${space}${optionalCurrency}$`,
		'iu',
	),
	new RegExp(
		`${words('Rate|Raten|monatliche Rate|Leasing|Finanzierung|financing|finance|monthly|rata|rat[aă]|raty|mensualit[ée]|cuota|lízing|Anzahlung|deposit|down payment|avans|zaliczka|acompte|anticipo|entrada')}${space}(?:${words('ab|from|de la|od|da|desde|à partir de|dès|vanaf|už od|mtl\\.?')}|:)?${space}${optionalCurrency}$`,
		'iu',
	),
	new RegExp(`${words('MwSt|USt|VAT|TVA|IVA|DPH|ÁFA|ДДС|PDV|DDV|BTW')}\\.?${space}[:=]${space}${optionalCurrency}$`, 'iu'),
	new RegExp(`(?:≈|~|${words('ca')}\\.?)${space}${optionalCurrency}$`, 'iu'),
]
/**
 * A net price (`22.941 € netto`, `Netto: 22.941 €`, `25.000 € + IVA`): the price only where the
 * page states no other, as a dealer's listing may.
 */
const netAfter = new RegExp(
	`^${space}${optionalCurrency}\\(?${space}(?:${words('netto|net|excl\\.?|exkl\\.?|zzgl\\.?|ohne MwSt|HT|bez VAT|bez DPH|f[aă]r[aă] TVA|sin IVA|IVA esclusa|ex\\.? btw|excl\\.? btw|нето')}|\\+${space}(?:IVA|VAT|MwSt|TVA))`,
	'iu',
)
const netBefore = new RegExp(`${words('Netto|Nettopreis|net|HT')}${space}:${space}${optionalCurrency}$`, 'iu')

/** A price: its whole amount, the currency printed beside it, and the words it was printed in (`27.300 €`). */
export type PrintedPrice = { amount: number; currency: string | null; printed: string }

/**
 * The price a text states, rounded to a whole unit, and the currency printed beside it. The
 * figures that are not the price are passed over (`notPriceAfter`, `notPriceBefore`), and a net
 * price is taken only where nothing else is left; of the rest, those printed with a currency win
 * over bare ones (a footnote mark), those in the first one's currency over a conversion, and of
 * two amounts left the lower is the price: a page shows two unlabelled prices of one car when the
 * higher one is struck out (`27.300 € 25.900 €`).
 */
export function readPrice(value: unknown): PrintedPrice | null {
	if (typeof value === 'number') return Number.isFinite(value) ? { amount: Math.round(value), currency: null, printed: String(value) } : null
	if (typeof value !== 'string') return null
	const figures = readNumbers(value).filter((number) => !notPriceAfter.some((pattern) => pattern.test(number.after)) && !notPriceBefore.some((pattern) => pattern.test(number.before)))
	const gross = figures.filter((number) => !netAfter.test(number.after) && !netBefore.test(number.before))
	let candidates = (gross.length > 0 ? gross : figures).map((number) => ({ amount: number.value, ...currencyBeside(number, value) }))
	const currency = candidates.find((candidate) => candidate.currency)?.currency
	if (currency) candidates = candidates.filter((candidate) => candidate.currency === currency)
	if (candidates.length === 0) return null
	const lowest = candidates.reduce((low, candidate) => (candidate.amount < low.amount ? candidate : low))
	return { amount: Math.round(lowest.amount), currency: lowest.currency, printed: lowest.printed }
}

/** Thousands as sites abbreviate them before a unit: `120K km`, `150 tys. km` (pl), `150 tis. km` (cs), `150 Tkm` (de), `150 ezer km` (hu). */
const thousand = '(?:k|K|tys\\.?|tis\\.?|Tsd\\.?|ezer|хил\\.?|хиљ\\.?)(?![a-zA-Z])|T(?=km)'
const thousandMark = new RegExp(`^[\\s\\u00a0\\u202f]*(?:${thousand})`)
/**
 * A distance unit right after a number, case by case (`KM` is a currency): a unit may touch the next
 * word where a card's text runs together (`86 000 кмДизелов`, `150.000 kmDiesel`), not go on in lower case.
 */
const distanceUnit = new RegExp(
	`^[\\s\\u00a0\\u202f]*(?:(?:${thousand})[\\s\\u00a0\\u202f]*)?(km|Km|км|Км|kilomet[a-z]*|Kilomet[a-z]*|километ[а-я]*|mi|miles?|Miles?|MILES|Meilen|mile)(?![a-zа-я])`,
)

/**
 * Kilometres from a printed mileage, rounded: `214,000 km`, `150.000 km`, `120K km`, `150 tys. km`,
 * `85,000 miles`. Of several numbers, the one printed with a distance unit is read (`2019 · 150.000
 * km · 110 kW`), else the first, unless `printedWithUnit` (a whole card's text, where a bare number
 * is anything but the mileage). Miles, named or the site's `unit`, become kilometres.
 */
export function readKilometres(value: unknown, unit: 'km' | 'mi' = 'km', { printedWithUnit = false } = {}): number | null {
	const toKm = (amount: number, inMiles: boolean) => Math.round(inMiles ? amount * 1.609344 : amount)
	if (typeof value === 'number') return Number.isFinite(value) && !printedWithUnit ? toKm(value, unit === 'mi') : null
	if (typeof value !== 'string') return null
	const numbers = readNumbers(value)
	const withUnit = numbers.find((number) => distanceUnit.test(number.after))
	const number = printedWithUnit ? withUnit : (withUnit ?? numbers[0])
	if (!number) return null
	const amount = thousandMark.test(number.after) ? number.value * 1000 : number.value
	const named = distanceUnit.exec(number.after)?.[1]?.toLowerCase()
	return toKm(amount, named ? /^(mi|mile|miles|meilen)$/.test(named) : unit === 'mi')
}
