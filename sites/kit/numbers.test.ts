import { describe, expect, test } from 'vitest'
import { parseAmount, parseKilometres } from './extract.ts'
import { readKilometres, readNumber, readNumbers, readPrice } from './numbers.ts'

const nbsp = '\u00a0'
const narrow = '\u202f'
const thin = '\u2009'

describe('thousands separators of every language read to the same value', () => {
	test.each([
		['27.300 €'], // de, it, es, nl, ro, sl
		['€27,300'], // en
		['€ 27.300,-'], // de, a dealer's round price
		['27 300 zł'], // pl, an ordinary space
		[`27${nbsp}300${nbsp}zł`], // pl as pages print it
		[`27${narrow}300${narrow}€`], // fr since CLDR 34 (Intl.NumberFormat('fr'))
		[`27${thin}300 Kč`], // cs typeset
		["27'300 CHF"], // de-CH
		['27’300 CHF'], // de-CH, the typographic apostrophe
		['CHF 27’300.–'],
		['$27,300.00'],
		['27.300,00 EUR'],
		['27,300.00 USD'],
		['27300'],
		['27300.00'],
	])('%j is 27,300', (text) => {
		expect(parseAmount(text)).toBe(27300)
	})

	test('the printed forms of Intl.NumberFormat in our languages and the sites’ read back to the number', () => {
		for (const locale of ['de-DE', 'de-AT', 'de-CH', 'en-US', 'en-GB', 'fr-FR', 'fr-BE', 'it-IT', 'es-ES', 'nl-NL', 'pl-PL', 'ro-RO', 'bg-BG', 'pt-PT', 'cs-CZ', 'hu-HU', 'sl-SI', 'hr-HR', 'sr-RS']) {
			for (const [amount, currency] of [
				[27300, 'EUR'],
				[1234567, 'EUR'],
				[5900, 'PLN'],
				[1234.56, 'EUR'],
			] as const) {
				const printed = new Intl.NumberFormat(locale, { style: 'currency', currency, useGrouping: 'always' }).format(amount)
				expect(parseAmount(printed), `${locale}: ${printed}`).toBe(Math.round(amount))
			}
		}
	})

	test.each([
		['1.234,56', 1234.56],
		['1,234.56', 1234.56],
		['1 234,56', 1234.56],
		['7,5', 7.5],
		['15000.00', 15000],
		['1.234.567', 1234567],
		['1,234,567', 1234567],
		[`1${nbsp}234${nbsp}567`, 1234567],
	])('%j is the number %j', (text, value) => {
		expect(readNumber(text)).toBe(value)
	})

	test('a decimal part is rounded to the whole unit the listing stores', () => {
		expect(parseAmount('1.234,56')).toBe(1235)
		expect(parseAmount('15 499,99 lei')).toBe(15500)
	})
})

describe('a price beside another figure is never run together with it', () => {
	test.each([
		['27.300 € 25.900 €', 25900], // the old price struck out before the new one
		['27.300 25.900', 25900],
		['27 300 zł 25 900 zł', 25900],
		[`27${nbsp}300 25${nbsp}900`, 25900],
		['€27,300 €25,900', 25900],
		['25.900 € statt 27.300 €', 25900],
		['statt 27.300 € jetzt 25.900 €', 25900],
		['UVP 31.000 € 25.900 €', 25900],
		['preț vechi 27.300 € 25.900 €', 25900],
	])('%j: the price now is %j', (text, value) => {
		expect(parseAmount(text)).toBe(value)
	})

	test.each([
		['27.300 € inkl. 19% MwSt.', 27300],
		['27.300 € (inkl. 19 % MwSt.)', 27300],
		['inkl. 19% MwSt. 27.300 €', 27300],
		['27.300 € Brutto, 22.941 € Netto', 27300],
		['Netto: 22.941 € 27.300 €', 27300],
		['27.300 € (MwSt.: 4.359 €)', 27300],
		['25.000 € + IVA', 25000], // a dealer's net price is the only one on the page
		['27 300 € TTC', 27300],
	])('beside VAT, %j: %j', (text, value) => {
		expect(parseAmount(text)).toBe(value)
	})

	test.each([
		['27.300 € ab 199 €/Monat', 27300],
		['ab 199 €/Monat 27.300 €', 27300],
		['27.300 € Finanzierung ab 199 € mtl.', 27300],
		['27 300 zł rata 999 zł/mies.', 27300],
		['27.300 lei rată 650 lei/lună', 27300],
		['27.300 € Anzahlung: 5.000 €', 27300],
	])('beside a monthly rate, %j: %j', (text, value) => {
		expect(parseAmount(text)).toBe(value)
	})

	test('in dollars (apart: a test title reads `$` as a placeholder)', () => {
		expect(parseAmount('was $27,300 now $25,900')).toBe(25900)
		expect(parseAmount('$27,300 or $299/mo')).toBe(27300)
	})

	test('a monthly rate alone, a percentage alone, no price at all: no price', () => {
		for (const text of ['ab 199 €/Monat', '19% MwSt.', 'Preis auf Anfrage', 'Pokličite za ceno', '']) expect(parseAmount(text), text).toBeNull()
	})

	test('a footnote mark or a conversion beside the price is not the price', () => {
		expect(parseAmount('€ 25.900,-1')).toBe(25900)
		expect(parseAmount('25.900 € (≈ 128.900 lei)')).toBe(25900)
		expect(parseAmount('25.900 € (CHF 24’300)')).toBe(25900)
	})

	test('digits struck through with a combining stroke are not read', () => {
		expect(parseAmount('2̶7̶.̶3̶0̶0̶ €  25.900 €')).toBe(25900)
	})

	test('the currency printed beside the price comes with it', () => {
		expect(readPrice('27 300 zł')).toEqual({ amount: 27300, currency: 'PLN', printed: '27 300 zł' })
		expect(readPrice('Preis: €27,300 (VB)')).toEqual({ amount: 27300, currency: 'EUR', printed: '€27,300' })
		expect(readPrice('27.300 lei')).toEqual({ amount: 27300, currency: 'RON', printed: '27.300 lei' })
		expect(readPrice("27'300 CHF")).toEqual({ amount: 27300, currency: 'CHF', printed: "27'300 CHF" })
		expect(readPrice('27 300 лв.')).toEqual({ amount: 27300, currency: 'BGN', printed: '27 300 лв.' })
		expect(readPrice('27.300 € 25.900 €')).toEqual({ amount: 25900, currency: 'EUR', printed: '25.900 €' })
		expect(readPrice('8.490 €Brutto')).toEqual({ amount: 8490, currency: 'EUR', printed: '8.490 €' })
		expect(readPrice('8.490 EURO')).toEqual({ amount: 8490, currency: 'EUR', printed: '8.490 EURO' })
		expect(readPrice('8.490 EURx')).toEqual({ amount: 8490, currency: null, printed: '8.490' })
		expect(readPrice('27300')).toEqual({ amount: 27300, currency: null, printed: '27300' })
		expect(readPrice(27300.4)).toEqual({ amount: 27300, currency: null, printed: '27300.4' })
	})

	test('separate numbers stay separate, each where it stands', () => {
		expect(readNumbers('2019 · 150.000 km · 110 kW (150 PS)').map((number) => number.value)).toEqual([2019, 150000, 110, 150])
		expect(readNumbers('27.300 25.900').map((number) => number.value)).toEqual([27300, 25900])
		expect(readNumbers('1.234.56')).toEqual([])
		expect(readNumbers('ab 189 € mtl.15.990 €inkl.').map((number) => number.value)).toEqual([189, 15990])
	})
})

describe('kilometres and miles', () => {
	test.each([
		['214,000 km', 214000],
		['214.000 km', 214000],
		[`214${nbsp}000${nbsp}km`, 214000],
		[`214${narrow}000 km`, 214000],
		["214'000 km", 214000],
		['158000 km', 158000],
		['158000', 158000],
		['120K km', 120000],
		['1,5K km', 1500],
		['150 tys. km', 150000],
		['150 Tkm', 150000],
		['150 tis. km', 150000],
		['2019 · 150.000 km · 110 kW (150 PS)', 150000],
		['януари 2015 г., 150 000 км, Дизел', 150000],
		['2012 Honda Civic EX 98k miles', 157716],
		['EZ 03/2019, 150.000 km', 150000],
		['85K miles', 136794],
		['85,000 mi', 136794],
		['85,000 miles', 136794],
		['Keine Angabe', null],
		['', null],
	])('%j → %j km', (text, value) => {
		expect(parseKilometres(text)).toBe(value)
	})

	test('a site that states miles has its bare mileages converted; a number too', () => {
		expect(readKilometres('85,000', 'mi')).toBe(136794)
		expect(readKilometres(85000, 'mi')).toBe(136794)
		expect(parseKilometres('85,000', 'mi')).toBe(136794)
		expect(readKilometres('137,000 km', 'mi')).toBe(137000)
		expect(readKilometres(150000.4)).toBe(150000)
	})

	test('in a whole card’s text, only a number printed with its unit is a mileage', () => {
		expect(readKilometres('Golf 2.0 TDI, EZ 03/2019, 150.000 km, 110 kW', 'km', { printedWithUnit: true })).toBe(150000)
		expect(readKilometres('Golf 2.0 TDI, EZ 03/2019, 110 kW', 'km', { printedWithUnit: true })).toBeNull()
		expect(readKilometres(150000, 'km', { printedWithUnit: true })).toBeNull()
	})
})
