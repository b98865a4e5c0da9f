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

/** How deep a JSON body may nest lists and objects. Our own bodies nest two levels (an alert's lists). */
export const maxJsonDepth = 64

export type JsonProblem = 'tooDeep' | 'controlCharacters'

/**
 * What a parsed JSON value must not hold: lists or objects nested more than `maxDepth` levels
 * (JSON.parse takes any depth a body of 1 MB can carry, half a million levels), or, in any string,
 * keys included, a control character other than tab, line feed or carriage return. Null when it
 * holds neither. Walked with a stack of its own, not by recursion, so no depth can overflow the
 * call stack and turn a client's mistake into a 500.
 */
export function jsonProblem(value: unknown, maxDepth = maxJsonDepth): JsonProblem | null {
	const pending: Array<{ item: unknown; depth: number }> = [{ item: value, depth: 0 }]
	for (let next = pending.pop(); next; next = pending.pop()) {
		const { item, depth } = next
		if (typeof item === 'string') {
			if (hasControlCharacters(item, { multiline: true })) return 'controlCharacters'
			continue
		}
		if (item === null || typeof item !== 'object') continue
		if (depth >= maxDepth) return 'tooDeep'
		if (Array.isArray(item)) {
			for (const child of item as unknown[]) pending.push({ item: child, depth: depth + 1 })
			continue
		}
		for (const [key, child] of Object.entries(item)) {
			if (hasControlCharacters(key, { multiline: true })) return 'controlCharacters'
			pending.push({ item: child, depth: depth + 1 })
		}
	}
	return null
}

/** For `.refine` on a one-line text field: false when the value holds a control character. */
export const withoutControlCharacters = (value: string) => !hasControlCharacters(value)
