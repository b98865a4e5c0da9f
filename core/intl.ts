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
