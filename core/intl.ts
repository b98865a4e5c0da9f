/**
 * Intl formatters, built once per locale and options for the process. Building one costs
 * 0.05–0.1 ms (a date format more), formatting with it about a microsecond; a dashboard
 * formats some hundred values (docs/decisions/023-render-speed.md). Formatters are immutable, so
 * sharing them between requests changes nothing but the time.
 */

/** More would mean locales come from somewhere unbounded: start over rather than grow. */
const maxEntries = 500

function cached<F>(cache: Map<string, F>, key: string, build: () => F): F {
	let formatter = cache.get(key)
	if (!formatter) {
		if (cache.size >= maxEntries) cache.clear()
		formatter = build()
		cache.set(key, formatter)
	}
	return formatter
}

const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
	return cached(numberFormats, `${locale}|${options ? JSON.stringify(options) : ''}`, () => new Intl.NumberFormat(locale, options))
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	return cached(dateTimeFormats, `${locale}|${options ? JSON.stringify(options) : ''}`, () => new Intl.DateTimeFormat(locale, options))
}

const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>()

export function relativeTimeFormat(locale: string, options?: Intl.RelativeTimeFormatOptions): Intl.RelativeTimeFormat {
	return cached(relativeTimeFormats, `${locale}|${options ? JSON.stringify(options) : ''}`, () => new Intl.RelativeTimeFormat(locale, options))
}

/**
 * How long before `now` a moment was, in whole minutes, hours or days, rounded down ("4 minutes
 * ago", "vor 2 Stunden", "il y a 3 jours"); null under a minute, which each text says its own way.
 * A moment after `now` (a clock ahead of ours) counts as now.
 */
export function formatAgo(moment: Date, now: Date, locale: string): string | null {
	const minutes = Math.floor((now.getTime() - moment.getTime()) / 60_000)
	if (minutes < 1) return null
	const format = relativeTimeFormat(locale, { numeric: 'always' })
	if (minutes < 60) return format.format(-minutes, 'minute')
	if (minutes < 24 * 60) return format.format(-Math.floor(minutes / 60), 'hour')
	return format.format(-Math.floor(minutes / (24 * 60)), 'day')
}

/** A wait in the locale's short unit words: "45 sec", "3 min", "1.5 hr"; seconds under 90 s, minutes under 90 min. */
export function formatDuration(seconds: number, locale: string): string {
	const unit = (name: string, value: number, digits = 0) =>
		numberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short', maximumFractionDigits: digits }).format(value)
	if (seconds < 90) return unit('second', Math.round(seconds))
	if (seconds < 90 * 60) return unit('minute', Math.round(seconds / 60))
	return unit('hour', Math.round(seconds / 360) / 10, 1)
}
