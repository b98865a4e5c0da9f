import { describe, expect, test } from 'vitest'
import { formatPrice } from './money.ts'
import { frequencyAddOns, priceAlert } from './pricing.ts'

describe('priceAlert', () => {
	test('one website checked hourly is the base plan', () => {
		expect(priceAlert({ websiteCount: 1, frequency: 'hourly' })).toEqual({
			base: 999,
			extraWebsites: 0,
			extraWebsitesCount: 0,
			frequencyUpgrade: 0,
			total: 999,
		})
	})

	test('each additional website adds $4.99 and the frequency adds its upgrade', () => {
		expect(priceAlert({ websiteCount: 3, frequency: '15min' }).total).toBe(999 + 2 * 499 + 599)
		expect(priceAlert({ websiteCount: 5, frequency: '1min' }).total).toBe(999 + 4 * 499 + 1499)
		expect(priceAlert({ websiteCount: 2, frequency: '30min' }).total).toBe(999 + 499 + 299)
		expect(priceAlert({ websiteCount: 1, frequency: '5min' }).total).toBe(999 + 999)
	})

	test('no website costs nothing', () => {
		expect(priceAlert({ websiteCount: 0, frequency: '1min' }).total).toBe(0)
	})
})

test('the add-ons are the four faster frequencies, cheapest first', () => {
	expect(frequencyAddOns.map((addOn) => [addOn.frequency, formatPrice(addOn.cents, 'en')])).toEqual([
		['30min', '$2.99'],
		['15min', '$5.99'],
		['5min', '$9.99'],
		['1min', '$14.99'],
	])
})
