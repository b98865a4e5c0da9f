import { describe, expect, test } from 'vitest'
import { resources } from './resources.ts'

/**
 * French typography: a no-break space (narrow, U+202F, or the ordinary U+00A0) before : ; ! ?
 * and inside « », in every French text the product shows: the pages, the mails and the bot.
 */

const noBreak = /[\u202f\u00a0]/

/** Every string of a tree with its path. */
function strings(value: unknown, path: string): Array<[string, string]> {
	if (typeof value === 'string') return [[path, value]]
	if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}.${index}`))
	if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
	return []
}

/** Where a French text breaks the rule; URLs, times such as 12:30 and placeholders are not prose. */
function typographyProblems(text: string): string[] {
	const problems: string[] = []
	const placeholders = [...text.matchAll(/\{\{[^}]*\}\}|<[^>]*>/g)].map((match) => [match.index, match.index + match[0].length] as const)
	const inPlaceholder = (index: number) => placeholders.some(([start, end]) => index >= start && index < end)
	for (const match of text.matchAll(/[:;!?«»]/g)) {
		const index = match.index
		const char = match[0]
		if (inPlaceholder(index)) continue
		const before = text[index - 1] ?? ''
		const after = text[index + 1] ?? ''
		// The word the sign ends or starts: a URL keeps its colons and question marks.
		const word = text.slice(Math.max(text.lastIndexOf(' ', index), text.lastIndexOf('\n', index)) + 1, index + 3)
		if (/^(https?:|www\.)|:\/\//.test(word) || (char === '?' && /\/\S*$/.test(text.slice(0, index)))) continue
		if (char === ':' && /\d/.test(before) && /\d/.test(after)) continue
		if (char === '«') {
			if (!noBreak.test(after)) problems.push(`no no-break space after « in “…${text.slice(Math.max(0, index - 15), index + 15)}…”`)
			continue
		}
		if (index === 0 || before === '\n' || /[:;!?]/.test(before)) continue
		if (!noBreak.test(before)) problems.push(`no no-break space before ${char} in “…${text.slice(Math.max(0, index - 25), index + 5)}…”`)
		else if (text[index - 2] === ' ') problems.push(`an ordinary space and a no-break space before ${char} in “…${text.slice(Math.max(0, index - 25), index + 5)}…”`)
	}
	return problems
}

describe('French texts put a no-break space before : ; ! ? and inside « »', () => {
	// The pages' namespaces and the bot's and mails' (telegram, mail) alike.
	test.each(Object.entries(resources.fr))('%s', (name, tree) => {
		const problems = strings(tree, name).flatMap(([path, text]) => typographyProblems(text).map((problem) => `${path}: ${problem}`))
		expect(problems).toEqual([])
	})

	test('the check itself: prose is held to the rule; URLs, times and placeholders are not', () => {
		expect(typographyProblems('Bonjour\u202f! Votre code\u202f: {{code}}')).toEqual([])
		expect(typographyProblems('Bonjour ! Votre code: 42')).toHaveLength(2)
		expect(typographyProblems('Vraiment?')).toHaveLength(1)
		expect(typographyProblems('Ouvrez https://www.facebook.com/marketplace/?q=golf à 12:30')).toEqual([])
		expect(typographyProblems('Le {{count, number}} et {{url}} et <b>x</b>')).toEqual([])
		expect(typographyProblems('«\u202fGolf\u202f» et « Polo »')).toHaveLength(2)
	})
})
