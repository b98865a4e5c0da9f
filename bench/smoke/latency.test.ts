import { expect, test } from 'vitest'
import { latencySizes, runLatency } from '../scenarios/latency.ts'
import { expectWellFormed, smokeEnv } from './well-formed.ts'

test('6: a new car reaches the local Bot API through a real worker', async () => {
	const result = await runLatency(smokeEnv, latencySizes.smoke)
	expectWellFormed(result, 6)
	expect(result.raw.missing).toBe(0)
	expect(result.raw.rejected429).toBe(0)
}, 240_000)
