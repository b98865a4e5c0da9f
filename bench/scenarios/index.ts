import v8 from 'node:v8'
import { type BenchEnv } from '../lib/env.ts'
import { figure, type ScenarioResult } from '../lib/result.ts'
import { crawlPlanSizes, runCrawlPlan } from './crawl-plan.ts'
import { fleetSizes, runFleet } from './fleet.ts'
import { latencySizes, runLatency } from './latency.ts'
import { matchingSizes, runMatching } from './matching.ts'
import { recallSizes, runRecall } from './recall.ts'
import { runSharing, sharingSizes } from './sharing.ts'
import { runTelegram, telegramSizes } from './telegram.ts'
import { runWeb, webSizes } from './web.ts'

export const scenarioList = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]

/** `full` for `npm run bench`; `smoke` keeps every scenario working inside `npm test`. */
export type SizeName = 'full' | 'smoke'

/** Memory a process may use: the 512 MB machine fly.toml gives each process group. */
export const machineMemoryBytes = 512 * 1024 * 1024

export type Memory = { idle: number | null; peak: number | null }

/**
 * Scenario 9, from the peak RSS of the web server during 1 and of the worker during 7 (and, in
 * the raw numbers, their RSS once started, before any load).
 */
export function memoryResult(web: Memory, worker: Memory): ScenarioResult {
	const target = { op: '<=', value: 0.75, source: 'bench' } as const
	const share = (bytes: number | null) => (bytes === null ? null : bytes / machineMemoryBytes)
	return {
		scenario: 9,
		title: 'Memory',
		seconds: 0,
		figures: [figure(9, 'web peak RSS during 1 ÷ 512 MB', share(web.peak), target), figure(9, 'worker peak RSS during 7 ÷ 512 MB', share(worker.peak), target)],
		raw: {
			webPeakRssBytes: web.peak,
			webStartedRssBytes: web.idle,
			workerPeakRssBytes: worker.peak,
			workerStartedRssBytes: worker.idle,
			machineMemoryBytes,
			heapSizeLimitBytesHere: v8.getHeapStatistics().heap_size_limit,
		},
	}
}

/** Runs the scenarios asked for, in order; 9 is made of what 1 and 7 measured. */
export async function runScenarios(env: BenchEnv, size: SizeName, ids: number[]): Promise<ScenarioResult[]> {
	const wanted = new Set(ids)
	const results: ScenarioResult[] = []
	let webMemory: Memory = { idle: null, peak: null }
	let workerMemory: Memory = { idle: null, peak: null }
	if ([1, 2, 3, 9].some((id) => wanted.has(id))) {
		const web = await runWeb(env, webSizes[size])
		webMemory = web.memory
		results.push(...web.results.filter((result) => wanted.has(result.scenario)))
	}
	if (wanted.has(4)) results.push(await runMatching(env, matchingSizes[size]))
	if (wanted.has(5)) results.push(await runSharing(env, sharingSizes[size]))
	if (wanted.has(6)) results.push(await runLatency(env, latencySizes[size]))
	if (wanted.has(7) || wanted.has(9)) {
		const telegram = await runTelegram(env, telegramSizes[size])
		workerMemory = telegram.memory
		if (wanted.has(7)) results.push(telegram.result)
	}
	if (wanted.has(8)) results.push(await runFleet(env, fleetSizes[size]))
	if (wanted.has(9)) results.push(memoryResult(webMemory, workerMemory))
	if (wanted.has(10)) results.push(await runRecall(env, recallSizes[size]))
	if (wanted.has(11)) results.push(await runCrawlPlan(env, crawlPlanSizes[size]))
	return results
}
