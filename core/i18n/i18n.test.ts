import { describe, expect, test } from 'vitest'
import { languages } from '#core/enums.ts'
import { resources } from './resources.ts'

/** Every path to a string in a translation tree, with list positions, e.g. `terms.sections.3.title`. */
function keyPaths(value: unknown, prefix = ''): string[] {
	if (typeof value === 'string') return [prefix]
	if (Array.isArray(value)) return value.flatMap((item, index) => keyPaths(item, `${prefix}.${index}`))
	if (value && typeof value === 'object') {
		return Object.entries(value).flatMap(([key, item]) => keyPaths(item, prefix ? `${prefix}.${key}` : key))
	}
	throw new Error(`${prefix} is neither text nor a group`)
}

function emptyStrings(value: unknown, prefix = ''): string[] {
	return keyPaths(value, prefix).filter((path) => {
		const text = path
			.split('.')
			.slice(prefix ? 1 : 0)
			.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value)
		return typeof text !== 'string' || text.trim() === ''
	})
}

const english = keyPaths(resources.en)

describe.each(languages.filter((language) => language !== 'en'))('%s', (language) => {
	test('has every English key and no other', () => {
		const translated = keyPaths(resources[language])
		expect(english.filter((key) => !translated.includes(key))).toEqual([])
		expect(translated.filter((key) => !english.includes(key))).toEqual([])
	})

	test('has no empty text', () => {
		expect(emptyStrings(resources[language])).toEqual([])
	})

	test('keeps every {{placeholder}} of the English text', () => {
		// The name and its format: `{{max, number}}` must stay a formatted number in every language.
		const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*(?:,\s*([^}]*?)\s*)?}}/g)].map((m) => `${m[1]},${m[2] ?? ''}`).sort()
		const at = (tree: unknown, path: string) =>
			path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree) as string
		const mismatched = english.filter(
			(path) =>
				JSON.stringify(placeholders(at(resources.en, path))) !==
				JSON.stringify(placeholders(at(resources[language], path))),
		)
		expect(mismatched).toEqual([])
	})
})

test('English has no empty text', () => {
	expect(emptyStrings(resources.en)).toEqual([])
})
