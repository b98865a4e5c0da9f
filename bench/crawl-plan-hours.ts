/**
 * `npm run bench:crawl-plan-hours`: scenario 11 (./scenarios/crawl-plan.ts) over the three simulated
 * hours its issue asks for, with every run of the full scenario (1,000 alerts on 1 and 4 workers,
 * 10,000 on 4) and the busy site: about an hour of two cores, so not part of `npm run bench`, whose
 * scenario 11 runs half an hour of listings. `-- --quick`: 1,000 alerts on one worker and the busy
 * site (about ten minutes). Figures go to stdout and bench/crawl-plan-hours.json (BENCHMARKS.md
 * quotes them).
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
	const quick = process.argv.includes('--quick')
	const size = { ...crawlPlanSizes.full, hours: 3, runs: quick ? [{ alerts: 1_000, workers: 1 }] : crawlPlanSizes.full.runs }
	const result = await runCrawlPlan(env, size)
	console.log(`\n${formatTable([result])}`)
	const file = path.join(root, 'bench/crawl-plan-hours.json')
	await writeFile(file, `${JSON.stringify({ at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, hours: size.hours, runs: size.runs, figures: result.figures }, null, '\t')}\n`)
	log(`wrote ${path.relative(root, file)}`)
} finally {
	await env.stop()
}
