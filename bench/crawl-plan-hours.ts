/**
 * `npm run bench:crawl-plan-hours`: scenario 11 (./scenarios/crawl-plan.ts) over the three simulated
 * hours its issue asks for, on what two cores can give it in a session: 1,000 alerts served by one
 * worker, and the busy site. The full scenario (1,000 and 10,000 alerts, 1 and 4 workers) runs half
 * an hour of listings in `npm run bench`; three hours of 10,000 alerts take about an hour of two
 * cores. Figures go to stdout and bench/crawl-plan-hours.json (BENCHMARKS.md quotes them).
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { root, startBenchEnv } from './lib/env.ts'
import { formatTable } from './lib/result.ts'
import { crawlPlanSizes, runCrawlPlan } from './scenarios/crawl-plan.ts'

const started = Date.now()
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)
const env = await startBenchEnv({ buildDir: process.env.BUILD_DIR ?? 'build-bench', log })
try {
	const size = { ...crawlPlanSizes.full, hours: 3, runs: [{ alerts: 1_000, workers: 1 }] }
	const result = await runCrawlPlan(env, size)
	console.log(`\n${formatTable([result])}`)
	const file = path.join(root, 'bench/crawl-plan-hours.json')
	await writeFile(file, `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, hours: size.hours, runs: size.runs, figures: result.figures }, null, '\t')}\n`)
	log(`wrote ${path.relative(root, file)}`)
} finally {
	await env.stop()
}
