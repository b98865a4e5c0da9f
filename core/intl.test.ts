import { expect, test } from 'vitest'
import { dateTimeFormat, numberFormat } from './intl.ts'

test('one formatter per locale and options, formatting as a new one would', () => {
	const euros = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const
	expect(numberFormat('de', euros)).toBe(numberFormat('de', { ...euros }))
	expect(numberFormat('de', euros)).not.toBe(numberFormat('fr', euros))
	expect(numberFormat('de', euros).format(12500)).toBe(new Intl.NumberFormat('de', euros).format(12500))
	expect(numberFormat('en').format(150000)).toBe('150,000')
	const day = { dateStyle: 'long', timeZone: 'UTC' } as const
	expect(dateTimeFormat('it', day).format(new Date('2025-03-12T23:30:00Z'))).toBe(new Intl.DateTimeFormat('it', day).format(new Date('2025-03-12T23:30:00Z')))
	expect(() => numberFormat('not a locale!')).toThrow(RangeError)
})
