import { describe, expect, test } from 'vitest'
import { isCarResult } from './base.ts'

describe('what is a car result', () => {
	const listing = { siteId: 'demo' as const, listingId: '1', url: 'https://x/1', title: 'x', currency: null, fuel: null, location: null, imageUrl: null }
	test('any one of price, km and year is enough; none of them is a teaser or an ad slot', () => {
		expect(isCarResult({ ...listing, price: 1000, km: null, year: null })).toBe(true)
		expect(isCarResult({ ...listing, price: null, km: 5000, year: null })).toBe(true)
		expect(isCarResult({ ...listing, price: null, km: null, year: 2020 })).toBe(true)
		expect(isCarResult({ ...listing, price: null, km: null, year: null })).toBe(false)
	})
})
