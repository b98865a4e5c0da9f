import { dateTimeFormat } from './intl.ts'

/**
 * When a check happens, as the buyer reads it (docs/decisions/052-delivery-that-respects-a-person.md):
 * on their own clock (the alert's time zone, docs/decisions/041) and in their language, with the
 * zone's short name so that a wrong zone shows ("14:23 MEZ", "2:23 PM GMT+1"). A moment on another
 * day than `now` there says its day too, and its year when that differs.
 */
export function formatCheckTime(moment: Date, locale: string, timeZone: string, now: Date): string {
	const zone = validZone(timeZone)
	const day = (date: Date) => dateTimeFormat('en-CA', { dateStyle: 'short', timeZone: zone }).format(date)
	const sameDay = day(moment) === day(now)
	const sameYear = day(moment).slice(0, 4) === day(now).slice(0, 4)
	return dateTimeFormat(locale, {
		...(sameDay ? {} : { weekday: 'short', day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }),
		hour: 'numeric',
		minute: '2-digit',
		timeZoneName: 'short',
		timeZone: zone,
	}).format(moment)
}

/** A moment with its date, on the buyer's clock: "Mar 4, 2025, 11:15 AM GMT+1" (the card's last check). */
export function formatMomentIn(moment: Date, locale: string, timeZone: string): string {
	return dateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: validZone(timeZone) }).format(moment)
}

/** A zone Intl knows, else UTC: a stored zone that a runtime no longer knows must not break a page or a message. */
function validZone(timeZone: string): string {
	try {
		dateTimeFormat('en', { timeZone })
		return timeZone
	} catch {
		return 'UTC'
	}
}

/**
 * The moment to show for a check planned at `moment` (null: as soon as the worker gets to it):
 * never before a few seconds from now (a check due already runs at the next dispatch, every 5 s),
 * rounded up to the whole minute, so that the check has happened by the time shown.
 */
export function shownCheckTime(moment: Date | null, now: Date): Date {
	const earliest = now.getTime() + 15_000
	const at = moment === null ? earliest : Math.max(moment.getTime(), earliest)
	return new Date(Math.ceil(at / 60_000) * 60_000)
}
