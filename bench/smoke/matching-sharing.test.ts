import { expect, test } from 'vitest'
import { matchingSizes, runMatching } from '../scenarios/matching.ts'
import { runSharing, sharingSizes } from '../scenarios/sharing.ts'
import { expectWellFormed, smokeEnv } from './well-formed.ts'

test('4: matching new listings against alerts, in memory and with deliverFeed', async () => {
	const result = await runMatching(smokeEnv, matchingSizes.smoke)
	expectWellFormed(result, 4)
	const inMemory = result.raw.inMemory as Array<{ feeds: number; matches: number }>
	const withDatabase = result.raw.withDatabase as Array<{ newListingMessages: number }>
	expect(inMemory.every((run) => run.feeds > 0 && run.matches > 0)).toBe(true)
	expect(withDatabase.some((run) => run.newListingMessages > 0)).toBe(true)
}, 120_000)

test('5: fetches per minute through the real dispatch of feeds', async () => {
	const result = await runSharing(smokeEnv, sharingSizes.smoke)
	expectWellFormed(result, 5)
	expect(result.raw.fetchesPerCycle).toBeGreaterThan(0)
}, 120_000)
