import { expect, test } from 'vitest'
import { recallSizes, runRecall } from '../scenarios/recall.ts'
import { expectWellFormed, smokeEnv } from './well-formed.ts'

test('10: recall through the real dispatch, crawl and delivery on a simulated clock', async () => {
	const result = await runRecall(smokeEnv, recallSizes.smoke)
	expectWellFormed(result, 10)
	const runs = result.raw.runs as Array<{ requests: number; recall: Record<string, { expected: number }> }>
	expect(runs.every((run) => run.requests > 0)).toBe(true)
	// Something was listed for the alerts to receive: the figures measure deliveries, not an empty market.
	expect(runs.every((run) => Object.values(run.recall).some((tally) => tally.expected > 0))).toBe(true)
}, 300_000)
