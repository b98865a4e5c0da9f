import { expect, test } from 'vitest'
import { fleetSizes, runFleet } from '../scenarios/fleet.ts'
import { expectWellFormed, smokeEnv } from './well-formed.ts'

test('8: one and two real workers crawl within one budget per host', async () => {
	const result = await runFleet(smokeEnv, fleetSizes.smoke)
	expectWellFormed(result, 8)
	const runs = result.raw.runs as Array<{ requests: number; crawlsPerWorker: number[] }>
	expect(runs.every((run) => run.requests > 0)).toBe(true)
	// Two workers both crawled: the budget was shared, not taken by one.
	expect(runs.at(-1)!.crawlsPerWorker).toHaveLength(2)
	expect(result.raw.messagesQueued).toBe(0)
}, 240_000)
