import { describe, expect, test } from 'vitest'
import { siteIds, sites } from '#core/sites.ts'
import { snapshotRates, toEur, type Rates } from './rates.ts'

const rates: Rates = { date: '2026-11-20', perEur: new Map([['PLN', 4.25], ['HUF', 400], ['CHF', 0.93]]) }

describe('toEur', () => {
	test('divides by the rate per euro and rounds to whole euros', () => {
		expect(toEur(rates, 42_500, 'PLN')).toBe(10_000)
		expect(toEur(rates, 42_502, 'PLN')).toBe(10_000)
		expect(toEur(rates, 42_503, 'PLN')).toBe(10_001)
		expect(toEur(rates, 5_000_000, 'HUF')).toBe(12_500)
		expect(toEur(rates, 10_000, 'CHF')).toBe(10_753)
		expect(toEur(rates, 0, 'PLN')).toBe(0)
	})

	test('euros pass through; codes are read in any case', () => {
		expect(toEur(rates, 18_900, 'EUR')).toBe(18_900)
		expect(toEur({ date: '2026-11-20', perEur: new Map() }, 18_900, 'EUR')).toBe(18_900)
		expect(toEur(rates, 42_500, 'pln')).toBe(10_000)
		expect(toEur(rates, 18_900, 'eur')).toBe(18_900)
	})

	test('no price, no currency or a currency without a rate: unknown, never a guess', () => {
		expect(toEur(rates, null, 'PLN')).toBeNull()
		expect(toEur(rates, 10_000, null)).toBeNull()
		expect(toEur(rates, 10_000, 'XXX')).toBeNull()
		expect(toEur(rates, 10_000, 'USD')).toBeNull()
		expect(toEur(rates, 10_000, '')).toBeNull()
		expect(toEur({ date: '2026-11-20', perEur: new Map([['PLN', 0]]) }, 10_000, 'PLN')).toBeNull()
	})
})

describe('the built-in snapshot', () => {
	test('covers the currencies of the sites and their neighbours, with plausible rates', () => {
		for (const code of ['USD', 'GBP', 'CHF', 'PLN', 'CZK', 'HUF', 'RON', 'BGN', 'SEK', 'DKK', 'NOK', 'TRY']) {
			const rate = snapshotRates.perEur.get(code)
			expect(rate, code).toBeGreaterThan(0)
		}
		expect(snapshotRates.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
		// The lev is pegged.
		expect(snapshotRates.perEur.get('BGN')).toBe(1.95583)
		expect(toEur(snapshotRates, 19_558, 'BGN')).toBe(10_000)
		// Currencies near the euro stay near it; the forint and koruna are far from it.
		for (const code of ['USD', 'GBP', 'CHF']) expect(snapshotRates.perEur.get(code)).toBeGreaterThan(0.5)
		for (const code of ['USD', 'GBP', 'CHF']) expect(snapshotRates.perEur.get(code)).toBeLessThan(2)
		expect(snapshotRates.perEur.get('HUF')).toBeGreaterThan(200)
		expect(snapshotRates.perEur.get('CZK')).toBeGreaterThan(15)
	})

	test('converts the currency of every site, the dinar too (the ECB publishes none)', () => {
		for (const site of siteIds.map((id) => sites[id])) {
			expect(toEur(snapshotRates, 100_000, site.currency), `${site.id} in ${site.currency}`).toBeGreaterThan(0)
		}
		expect(toEur(snapshotRates, 1_172_000, 'RSD')).toBe(10_000)
	})
})
