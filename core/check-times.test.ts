import { expect, test } from 'vitest'
import { formatCheckTime, formatMomentIn, shownCheckTime } from './check-times.ts'

/** docs/decisions/052: when a check is, as the buyer reads it. */

const now = new Date('2030-01-15T13:10:20.000Z')

test('a check today is its time on the buyer\'s clock with the zone; another day says the day, another year the year', () => {
	expect(formatCheckTime(new Date('2030-01-15T14:23:00.000Z'), 'de', 'Europe/Berlin', now)).toBe('15:23 MEZ')
	expect(formatCheckTime(new Date('2030-01-15T14:23:00.000Z'), 'en', 'America/New_York', now)).toBe('9:23 AM EST')
	// Past midnight in Berlin, still the 15th in UTC.
	expect(formatCheckTime(new Date('2030-01-15T23:30:00.000Z'), 'de', 'Europe/Berlin', now)).toBe('Mi., 16. Jan., 00:30 MEZ')
	expect(formatCheckTime(new Date('2031-01-15T14:23:00.000Z'), 'en', 'UTC', now)).toBe('Wed, Jan 15, 2031, 2:23 PM UTC')
	// A zone this runtime does not know reads as UTC rather than failing the page or the message.
	expect(formatCheckTime(new Date('2030-01-15T14:23:00.000Z'), 'en', 'Mars/Olympus', now)).toBe('2:23 PM UTC')
	expect(formatMomentIn(new Date('2025-03-04T10:15:00.000Z'), 'en', 'Europe/Berlin')).toBe('Mar 4, 2025, 11:15 AM GMT+1')
})

test('the time shown is never before a few seconds from now and rounded up to the minute, so the check has happened by then', () => {
	expect(shownCheckTime(null, now)).toEqual(new Date('2030-01-15T13:11:00.000Z'))
	expect(shownCheckTime(new Date('2030-01-15T12:00:00.000Z'), now)).toEqual(new Date('2030-01-15T13:11:00.000Z'))
	expect(shownCheckTime(new Date('2030-01-15T13:10:50.000Z'), now)).toEqual(new Date('2030-01-15T13:11:00.000Z'))
	expect(shownCheckTime(new Date('2030-01-15T14:23:00.000Z'), now)).toEqual(new Date('2030-01-15T14:23:00.000Z'))
	expect(shownCheckTime(new Date('2030-01-15T14:23:01.000Z'), now)).toEqual(new Date('2030-01-15T14:24:00.000Z'))
})
