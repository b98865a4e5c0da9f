/**
 * Schema messages are translation keys. A message that needs values (the bound a number broke)
 * carries them after the key, `errors.maxKilometers.max?max=1000000`, because a form library
 * moves messages between the server and the browser as plain strings. `translateMessage` turns
 * either kind into text; anything that is not a key (an already translated sentence) is
 * returned as it is. Client-safe.
 */

import { type ZodIssue } from 'zod'

export type MessageValues = Record<string, string | number>

/** A key: letters, digits, dots, colons (a namespace), dashes and underscores, nothing else. */
const keyPattern = /^[\w.:-]+$/

export function messageWith(key: string, values: MessageValues): string {
	const query = new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))
	return `${key}?${query}`
}

/** The key and values of a schema message; a plain key or a sentence comes back with no values. */
export function parseMessage(message: string): { key: string; values: MessageValues } {
	const mark = message.indexOf('?')
	if (mark < 0 || !keyPattern.test(message.slice(0, mark))) return { key: message, values: {} }
	const values: MessageValues = {}
	for (const [name, value] of new URLSearchParams(message.slice(mark + 1))) {
		// Numbers stay numbers, so a translation can format them (`{{max, number}}`).
		values[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
	}
	return { key: message.slice(0, mark), values }
}

type Translate = (key: string, options?: MessageValues) => string

/** The text of a schema message in `t`'s language (and namespace). */
export function translateMessage(t: Translate, message: string): string {
	const { key, values } = parseMessage(message)
	return t(key, values)
}

/**
 * One problem with a field of a request: `key` is a translation key with its namespace
 * (`wizard:errors.brand`, `alerts:errors.siteUnavailable`, `api:errors.invalidValue`), `values`
 * fills its placeholders. `field` is the field's name as the request sent it, '' for the body itself.
 */
export type FieldProblem = { field: string; key: string; values?: MessageValues }

/**
 * Schema issues as field problems: our schemas' messages are `errors.*` keys (of `namespace`, when
 * given, e.g. 'wizard:'); anything else, such as zod's own English, gets `fallbackKey`.
 */
export function issueProblems(issues: ZodIssue[], fallbackKey: string, namespace = ''): FieldProblem[] {
	return issues.map((issue) => {
		const field = issue.path.join('.')
		const { key, values } = parseMessage(issue.message)
		if (!key.startsWith('errors.')) return { field, key: fallbackKey }
		return Object.keys(values).length > 0 ? { field, key: `${namespace}${key}`, values } : { field, key: `${namespace}${key}` }
	})
}
