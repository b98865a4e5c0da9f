import { expect, test } from 'vitest'
import { languages } from './enums.ts'
import { chargeCurrency, formatAmount, formatEuros, formatPrice } from './money.ts'

const narrow = '\u202f'
const noBreak = '\u00a0'

test('subscription prices are US dollars written as each language writes money', () => {
	expect(chargeCurrency).toBe('USD')
	expect(formatPrice(2498, 'en')).toBe('$24.98')
	expect(formatPrice(2498, 'de')).toBe(`24,98${noBreak}$`)
	expect(formatPrice(2498, 'fr')).toBe(`24,98${noBreak}$US`)
	expect(formatPrice(2498, 'es')).toBe(`24,98${noBreak}US$`)
	expect(formatPrice(2498, 'it')).toBe(`24,98${noBreak}USD`)
	expect(formatPrice(999, 'en')).toBe('$9.99')
	expect(formatPrice(1500, 'en')).toBe('$15.00')
	expect(formatPrice(5, 'en')).toBe('$0.05')
	expect(formatPrice(0, 'en')).toBe('$0.00')
	for (const language of languages) expect(formatPrice(123456, language), language).toMatch(/1.?234[.,]56/)
})

test('euros and listing prices are whole and grouped in the reader’s way', () => {
	expect(formatEuros(12500, 'en')).toBe('€12,500')
	expect(formatEuros(12500, 'de')).toBe(`12.500${noBreak}€`)
	expect(formatEuros(12500, 'fr')).toBe(`12${narrow}500${noBreak}€`)
	expect(formatAmount(64000, 'PLN', 'en')).toBe(`PLN${noBreak}64,000`)
	expect(formatAmount(64000, 'zzz', 'de')).toBe(`64.000${noBreak}ZZZ`)
	expect(formatAmount(64000, 'zł', 'de')).toBe('64.000 zł')
	expect(formatAmount(64000, null, 'en')).toBe('64,000')
})
