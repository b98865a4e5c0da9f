/**
 * Control characters: C0 (NUL included), DEL and C1. PostgreSQL refuses NUL in text outright and
 * the others are invisible in every place a value is shown (pages, e-mails, Telegram), so a value
 * holding one is refused with a message rather than stored or passed to a query.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const anyControl = /[\u0000-\u001F\u007F-\u009F]/
/** The same, less tab, line feed and carriage return: what a multi-line text may hold. */
// eslint-disable-next-line no-control-regex -- as above
const controlBesidesWhitespace = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
	return (options.multiline ? controlBesidesWhitespace : anyControl).test(text)
}

/**
 * True when any string in a parsed JSON value (keys included) holds a control character other
 * than tab, line feed or carriage return. Depth is bounded by the body size limit.
 */
export function jsonHasControlCharacters(value: unknown): boolean {
	if (typeof value === 'string') return hasControlCharacters(value, { multiline: true })
	if (Array.isArray(value)) return value.some(jsonHasControlCharacters)
	if (value !== null && typeof value === 'object') {
		return Object.entries(value).some(([key, item]) => hasControlCharacters(key, { multiline: true }) || jsonHasControlCharacters(item))
	}
	return false
}

/** For `.refine` on a one-line text field: false when the value holds a control character. */
export const withoutControlCharacters = (value: string) => !hasControlCharacters(value)
