import { describe, expect, test } from 'vitest'
import { jsonProblem, maxJsonDepth } from './text.ts'

/** Lists nested `depth` levels, innermost holding `inner`. */
const lists = (depth: number, inner = '') => JSON.parse('['.repeat(depth) + inner + ']'.repeat(depth)) as unknown
/** Objects nested `depth` levels under the key "a", innermost holding `inner`. */
const objects = (depth: number, inner = '1') => JSON.parse('{"a":'.repeat(depth) + inner + '}'.repeat(depth)) as unknown

describe('jsonProblem', () => {
	test('none in plain values, tab, line feed and carriage return included', () => {
		for (const value of [null, 1, true, 'a\tb\r\nc', [], {}, { a: [1, 'x', { b: null }] }]) expect(jsonProblem(value), JSON.stringify(value)).toBeNull()
	})

	test('a control character in any string, keys included, at any depth allowed', () => {
		expect(jsonProblem('a\u0000b')).toBe('controlCharacters')
		expect(jsonProblem({ 'k\u0007': 1 })).toBe('controlCharacters')
		expect(jsonProblem(lists(maxJsonDepth - 1, '"\\u0000"'))).toBe('controlCharacters')
	})

	test(`${maxJsonDepth} levels pass; one more is too deep, for lists and objects alike`, () => {
		expect(jsonProblem(lists(maxJsonDepth))).toBeNull()
		expect(jsonProblem(objects(maxJsonDepth))).toBeNull()
		expect(jsonProblem(lists(maxJsonDepth + 1))).toBe('tooDeep')
		expect(jsonProblem(objects(maxJsonDepth + 1))).toBe('tooDeep')
		expect(jsonProblem([[1], { a: [[]] }], 4)).toBeNull()
		expect(jsonProblem([[1], { a: [[]] }], 3)).toBe('tooDeep')
	})

	test('any depth JSON.parse accepts is answered, never a stack overflow: half a million levels fill the 1 MB a body may have', () => {
		for (const depth of [3_000, 100_000, 500_000]) {
			expect(jsonProblem(lists(depth)), `lists ${depth}`).toBe('tooDeep')
			expect(jsonProblem(objects(depth)), `objects ${depth}`).toBe('tooDeep')
			// Without the depth limit too: the walk itself holds its place on a stack of its own.
			expect(jsonProblem(lists(depth), Infinity), `lists ${depth}, no limit`).toBeNull()
			expect(jsonProblem(objects(depth, '"\\u0000"'), Infinity), `objects ${depth}, no limit`).toBe('controlCharacters')
		}
	})
})
