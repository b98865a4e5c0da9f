import { expect, test } from 'vitest'
import { lockKeys } from './lock-keys.ts'

test('no two advisory locks share a key, and each fits PostgreSQL\'s bigint key', () => {
	const keys = Object.values(lockKeys)
	expect(new Set(keys).size).toBe(keys.length)
	for (const key of keys) expect(Number.isSafeInteger(key) && key > 0).toBe(true)
})
