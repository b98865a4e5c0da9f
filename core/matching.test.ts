import { describe, expect, test } from 'vitest'
import { type MatchCriteria, matchesCriteria } from './matching.ts'

const open: MatchCriteria = { fuelType: 'any', priceMin: null, priceMax: null, yearMin: null, yearMax: null, mileageMax: null }
const golf = { price: 12_500, km: 98_000, year: 2017, fuel: 'diesel' as const }

describe('matchesCriteria', () => {
	test('no limits match everything', () => {
		expect(matchesCriteria(golf, open)).toBe(true)
	})

	test('bounds are inclusive and each one can reject', () => {
		expect(matchesCriteria(golf, { ...open, priceMin: 12_500, priceMax: 12_500 })).toBe(true)
		expect(matchesCriteria(golf, { ...open, priceMax: 12_499 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, priceMin: 12_501 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, yearMin: 2018 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, yearMax: 2016 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, yearMin: 2017, yearMax: 2017 })).toBe(true)
		expect(matchesCriteria(golf, { ...open, mileageMax: 97_999 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, mileageMax: 98_000 })).toBe(true)
	})

	test('fuel must agree when both sides state it; a plug-in hybrid counts as a hybrid', () => {
		expect(matchesCriteria(golf, { ...open, fuelType: 'diesel' })).toBe(true)
		expect(matchesCriteria(golf, { ...open, fuelType: 'gasoline' })).toBe(false)
		expect(matchesCriteria({ ...golf, fuel: 'plugin_hybrid' }, { ...open, fuelType: 'hybrid' })).toBe(true)
		expect(matchesCriteria({ ...golf, fuel: 'hybrid' }, { ...open, fuelType: 'plugin_hybrid' })).toBe(false)
	})

	test('a field the listing does not state never rejects it', () => {
		const unknown = { price: null, km: null, year: null, fuel: null }
		expect(matchesCriteria(unknown, { fuelType: 'electric', priceMin: 1, priceMax: 2, yearMin: 2020, yearMax: 2021, mileageMax: 10 })).toBe(true)
	})
})
