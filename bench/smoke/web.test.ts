import { expect, test } from 'vitest'
import { runWeb, webSizes } from '../scenarios/web.ts'
import { expectWellFormed, smokeEnv } from './well-formed.ts'

test('1–3: the landing page, the dashboard and a wizard step against their baselines', async () => {
	const { results, memory } = await runWeb(smokeEnv, webSizes.smoke)
	expect(results.map((result) => result.scenario)).toEqual([1, 2, 3])
	results.forEach((result) => expectWellFormed(result, result.scenario))
	expect(results.every((result) => (result.raw.app as { requests: number }).requests > 0)).toBe(true)
	// 9, web half: the server's peak memory was read (Linux /proc).
	expect(memory.peak).toBeGreaterThanOrEqual(memory.idle!)
	expect(memory.idle).toBeGreaterThan(0)
}, 240_000)
