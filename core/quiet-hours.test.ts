import { describe, expect, test } from 'vitest'
import { clockTime, currentTimeZone, instantOf, isTimeZone, letsThrough, quietUntil, rankForDigest, shareBelowMarket, timeZones } from './quiet-hours.ts'

const night = { quietFrom: '22:00', quietUntil: '07:00' }
const iso = (date: Date | null) => date?.toISOString() ?? null

describe('quiet hours: the window and its end', () => {
	test('a window across midnight holds from its start to its end, the same night before and after midnight', () => {
		const berlin = { ...night, timeZone: 'Europe/Berlin' }
		// 21:59 and 07:00 Berlin (winter, UTC+1) are outside; 22:00, 23:30 and 06:59 inside, all ending at 07:00 Berlin.
		expect(quietUntil(new Date('2030-01-15T20:59:00Z'), berlin)).toBeNull()
		expect(iso(quietUntil(new Date('2030-01-15T21:00:00Z'), berlin))).toBe('2030-01-16T06:00:00.000Z')
		expect(iso(quietUntil(new Date('2030-01-15T22:30:00Z'), berlin))).toBe('2030-01-16T06:00:00.000Z')
		expect(iso(quietUntil(new Date('2030-01-16T05:59:00Z'), berlin))).toBe('2030-01-16T06:00:00.000Z')
		expect(quietUntil(new Date('2030-01-16T06:00:00Z'), berlin)).toBeNull()
		// Across the end of a month and of a year.
		expect(iso(quietUntil(new Date('2030-12-31T23:00:00Z'), berlin))).toBe('2031-01-01T06:00:00.000Z')
	})

	test('a window within a day, and none at all', () => {
		const lunch = { quietFrom: '12:00', quietUntil: '14:30', timeZone: 'UTC' }
		expect(quietUntil(new Date('2030-05-01T11:59:00Z'), lunch)).toBeNull()
		expect(iso(quietUntil(new Date('2030-05-01T13:00:00Z'), lunch))).toBe('2030-05-01T14:30:00.000Z')
		expect(quietUntil(new Date('2030-05-01T14:30:00Z'), lunch)).toBeNull()
		expect(quietUntil(new Date('2030-05-01T13:00:00Z'), { quietFrom: null, quietUntil: null, timeZone: 'UTC' })).toBeNull()
	})

	test('the same instant is night in one zone and day in another, each ending at its own 07:00', () => {
		const instant = new Date('2030-01-15T23:00:00Z')
		// Midnight in Berlin, 18:00 in New York, 10:00 next day in Sydney (summer, UTC+11).
		expect(iso(quietUntil(instant, { ...night, timeZone: 'Europe/Berlin' }))).toBe('2030-01-16T06:00:00.000Z')
		expect(quietUntil(instant, { ...night, timeZone: 'America/New_York' })).toBeNull()
		expect(quietUntil(instant, { ...night, timeZone: 'Australia/Sydney' })).toBeNull()
		expect(iso(quietUntil(new Date('2030-01-16T03:30:00Z'), { ...night, timeZone: 'America/New_York' }))).toBe('2030-01-16T12:00:00.000Z')
	})

	test('the nights the clocks change: the window ends at 07:00 on the clock, not 24 hours after the last end', () => {
		const berlin = { ...night, timeZone: 'Europe/Berlin' }
		// Summer time starts on 31 March 2030 at 02:00 (CET → CEST): the night lasts an hour less.
		expect(iso(quietUntil(new Date('2030-03-30T22:00:00Z'), berlin))).toBe('2030-03-31T05:00:00.000Z')
		// It ends on 27 October 2030 at 03:00 (CEST → CET): an hour more.
		expect(iso(quietUntil(new Date('2030-10-26T21:00:00Z'), berlin))).toBe('2030-10-27T06:00:00.000Z')
		// New York changes on other dates (10 March 2030): 07:00 EDT is 11:00 UTC.
		expect(iso(quietUntil(new Date('2030-03-10T04:00:00Z'), { ...night, timeZone: 'America/New_York' }))).toBe('2030-03-10T11:00:00.000Z')
	})

	test('a time the clocks skip is read as the clocks then show it; a time they show twice is the first', () => {
		expect(iso(instantOf({ year: 2030, month: 3, day: 31, hour: 2, minute: 30 }, 'Europe/Berlin'))).toBe('2030-03-31T01:30:00.000Z')
		expect(iso(instantOf({ year: 2030, month: 10, day: 27, hour: 2, minute: 30 }, 'Europe/Berlin'))).toBe('2030-10-27T00:30:00.000Z')
		// A window ending in the skipped hour ends when the clocks jump.
		expect(iso(quietUntil(new Date('2030-03-31T00:30:00Z'), { quietFrom: '01:00', quietUntil: '02:30', timeZone: 'Europe/Berlin' }))).toBe('2030-03-31T01:30:00.000Z')
	})

	test('times are read as "HH:MM"', () => {
		expect(clockTime('7:30')).toBe('07:30')
		expect(clockTime('22:00:00')).toBe('22:00')
		expect(clockTime('24:00')).toBeNull()
		expect(clockTime('22:60')).toBeNull()
		expect(clockTime('10pm')).toBeNull()
	})
})

describe('quiet hours: the let-through rule and the digest order', () => {
	const below = (amountEur: number, priceEur = 9_000) => ({ priceEur, verdict: { kind: 'below' as const, amountEur, compared: 12 } })
	const above = (amountEur: number, priceEur = 9_000) => ({ priceEur, verdict: { kind: 'above' as const, amountEur, compared: 12 } })
	const about = { priceEur: 9_000, verdict: { kind: 'about' as const, amountEur: 0, compared: 12 } }
	const unknown = { priceEur: 9_000 }

	test('a car is let through when it is at least the chosen share below similar cars, only with a verdict', () => {
		// €1,000 below a median of €10,000: 10 %.
		expect(shareBelowMarket(below(1_000))).toBeCloseTo(0.1)
		expect(letsThrough(below(1_000), 10)).toBe(true)
		expect(letsThrough(below(1_000), 11)).toBe(false)
		expect(letsThrough(below(1_000), null)).toBe(false)
		expect(letsThrough(about, 1)).toBe(false)
		expect(letsThrough(above(3_000), 1)).toBe(false)
		expect(letsThrough(unknown, 1)).toBe(false)
		expect(letsThrough({ verdict: below(1_000).verdict, priceEur: null }, 1)).toBe(false)
	})

	test('best deals first: furthest below, then about the market, then no verdict, then above it, the least dear first; ties keep their order', () => {
		const items = [
			{ name: 'dear', listing: above(2_000) },
			{ name: 'unknown-1', listing: unknown },
			{ name: 'bargain', listing: below(2_000) },
			{ name: 'fair', listing: about },
			{ name: 'slightly-dear', listing: above(500) },
			{ name: 'good', listing: below(600) },
			{ name: 'unknown-2', listing: unknown },
		]
		expect(rankForDigest(items).map((item) => item.name)).toEqual(['bargain', 'good', 'fair', 'unknown-1', 'unknown-2', 'slightly-dear', 'dear'])
	})
})

describe('the zones a buyer chooses from', () => {
	/** Renamed zones (IANA's `backward` file), by the name they had. */
	const retired = { 'Asia/Calcutta': 'Asia/Kolkata', 'Europe/Kiev': 'Europe/Kyiv', 'Asia/Saigon': 'Asia/Ho_Chi_Minh', 'Asia/Katmandu': 'Asia/Kathmandu', 'Asia/Rangoon': 'Asia/Yangon', 'Atlantic/Faeroe': 'Atlantic/Faroe', 'America/Godthab': 'America/Nuuk', 'Africa/Asmera': 'Africa/Asmara', 'Pacific/Truk': 'Pacific/Chuuk', 'Pacific/Ponape': 'Pacific/Pohnpei', 'Pacific/Enderbury': 'Pacific/Kanton', 'America/Buenos_Aires': 'America/Argentina/Buenos_Aires', 'America/Indianapolis': 'America/Indiana/Indianapolis', 'America/Louisville': 'America/Kentucky/Louisville' }

	test('go by their current IANA names, each one a zone the runtime knows, once each and sorted', () => {
		for (const [old, current] of Object.entries(retired)) {
			expect(timeZones).not.toContain(old)
			expect(timeZones).toContain(current)
		}
		for (const zone of timeZones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow()
		expect(new Set(timeZones).size).toBe(timeZones.length)
		expect(timeZones.filter((zone) => zone !== 'UTC')).toEqual([...timeZones.filter((zone) => zone !== 'UTC')].sort())
	})

	test('a retired name is read as the zone it became; any other name is left alone', () => {
		for (const [old, current] of Object.entries(retired)) {
			expect(currentTimeZone(old)).toBe(current)
			expect(isTimeZone(currentTimeZone(old))).toBe(true)
		}
		expect(currentTimeZone('Etc/UTC')).toBe('UTC')
		expect(currentTimeZone('Europe/Ljubljana')).toBe('Europe/Ljubljana')
		expect(currentTimeZone('Europe/Atlantis')).toBe('Europe/Atlantis')
	})
})
