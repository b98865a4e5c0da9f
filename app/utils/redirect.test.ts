import { expect, test } from 'vitest'
import { safeRedirectPath } from './redirect.ts'

test.each([
	['/dashboard', '/dashboard'],
	['/#pricing', '/#pricing'],
	['/edit/1?tab=x', '/edit/1?tab=x'],
	['//evil.example/path', '/'],
	['/\\evil.example', '/'],
	['/.//evil.example/x', '/'],
	['/..//evil.example/phish', '/'],
	['/%2e%2e//evil.example', '/'],
	['/a/..//evil.example', '/'],
	['https://evil.example/', '/'],
	['javascript:alert(1)', '/'],
	['dashboard', '/'],
	['/\tevil', '/'],
	[undefined, '/'],
	[42, '/'],
])('%s → %s', (target, expected) => {
	expect(safeRedirectPath(target)).toBe(expected)
})
