import { describe, expect, test } from 'vitest'
import { createTestDatabase } from '#tests/support/database.ts'
import { type BenchEnv } from './lib/env.ts'
import { formatTable, type ScenarioResult } from './lib/result.ts'
import { fleetSizes, runFleet } from './scenarios/fleet.ts'
import { memoryResult } from './scenarios/index.ts'
import { latencySizes, runLatency } from './scenarios/latency.ts'
import { matchingSizes, runMatching } from './scenarios/matching.ts'
import { recallSizes, runRecall } from './scenarios/recall.ts'
import { runSharing, sharingSizes } from './scenarios/sharing.ts'
import { runTelegram, telegramSizes } from './scenarios/telegram.ts'
import { runWeb, webSizes } from './scenarios/web.ts'

/**
 * Every benchmark scenario at its smallest size, so `npm run bench` keeps working. Nothing here
 * is timed: a scenario fails when it cannot run (an error page, a message that never comes, a
 * worker that checks nothing) or reports something malformed. The figures are in BENCHMARKS.md.
 */

const env: BenchEnv = { newDatabase: createTestDatabase, buildDir: process.env.BUILD_DIR ?? 'build', log: () => {} }

function expectWellFormed(result: ScenarioResult, scenario: number) {
	expect(result.scenario).toBe(scenario)
	expect(result.figures.length).toBeGreaterThan(0)
	for (const item of result.figures) {
		expect(item.scenario).toBe(scenario)
		expect(item.value, item.name).toEqual(expect.any(Number))
		expect(Number.isFinite(item.value), item.name).toBe(true)
		expect(item.value!, item.name).toBeGreaterThanOrEqual(0)
		expect(item.pass).toEqual(item.target === null ? null : expect.any(Boolean))
	}
	expect(formatTable([result])).toContain(result.figures[0]!.name)
}

describe('benchmarks at smoke size (no timing asserted)', () => {
	test('1–3: the landing page, the dashboard and a wizard step against their baselines', async () => {
		const { results, memory } = await runWeb(env, webSizes.smoke)
		expect(results.map((result) => result.scenario)).toEqual([1, 2, 3])
		results.forEach((result) => expectWellFormed(result, result.scenario))
		expect(results.every((result) => (result.raw.app as { requests: number }).requests > 0)).toBe(true)
		// 9, web half: the server's peak memory was read (Linux /proc).
		expect(memory.peak).toBeGreaterThanOrEqual(memory.idle!)
		expect(memory.idle).toBeGreaterThan(0)
	}, 90_000)

	test('4: matching new listings against alerts, in memory and with deliverFeed', async () => {
		const result = await runMatching(env, matchingSizes.smoke)
		expectWellFormed(result, 4)
		const inMemory = result.raw.inMemory as Array<{ feeds: number; matches: number }>
		const withDatabase = result.raw.withDatabase as Array<{ newListingMessages: number }>
		expect(inMemory.every((run) => run.feeds > 0 && run.matches > 0)).toBe(true)
		expect(withDatabase.some((run) => run.newListingMessages > 0)).toBe(true)
	}, 60_000)

	test('5: fetches per minute through the real dispatch of feeds', async () => {
		const result = await runSharing(env, sharingSizes.smoke)
		expectWellFormed(result, 5)
		expect(result.raw.fetchesPerCycle).toBeGreaterThan(0)
	}, 60_000)

	test('6: a new car reaches the local Bot API through a real worker', async () => {
		const result = await runLatency(env, latencySizes.smoke)
		expectWellFormed(result, 6)
		expect(result.raw.missing).toBe(0)
		expect(result.raw.rejected429).toBe(0)
	}, 90_000)

	test('7 and 9: a real worker drains the outbox within the Bot API limits', async () => {
		const { result, memory } = await runTelegram(env, telegramSizes.smoke)
		expectWellFormed(result, 7)
		expect(result.raw.sentInWindow).toBe(telegramSizes.smoke.chats * telegramSizes.smoke.perChat)
		expect(result.raw.rejected429).toBe(0)
		expect(memory.peak).toBeGreaterThanOrEqual(memory.idle!)
		expect(memory.idle).toBeGreaterThan(0)
		expectWellFormed(memoryResult({ idle: 1, peak: 2 }, memory), 9)
	}, 90_000)

	test('8: one and two real workers crawl within one budget per host', async () => {
		const result = await runFleet(env, fleetSizes.smoke)
		expectWellFormed(result, 8)
		const runs = result.raw.runs as Array<{ requests: number; crawlsPerWorker: number[] }>
		expect(runs.every((run) => run.requests > 0)).toBe(true)
		// Two workers both crawled: the budget was shared, not taken by one.
		expect(runs.at(-1)!.crawlsPerWorker).toHaveLength(2)
		expect(result.raw.messagesQueued).toBe(0)
	}, 90_000)

	test('10: recall through the real dispatch, crawl and delivery on a simulated clock', async () => {
		const result = await runRecall(env, recallSizes.smoke)
		expectWellFormed(result, 10)
		const runs = result.raw.runs as Array<{ requests: number; recall: Record<string, { expected: number }> }>
		expect(runs.every((run) => run.requests > 0)).toBe(true)
		// Something was listed for the alerts to receive: the figures measure deliveries, not an empty market.
		expect(runs.every((run) => Object.values(run.recall).some((tally) => tally.expected > 0))).toBe(true)
	}, 180_000)
})
