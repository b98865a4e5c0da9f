/**
 * `npm run bench`: every scenario of BENCHMARKS.md in one run, a table of ratios on stdout and the raw
 * numbers in bench/results.json. `npm run bench -- --only 1,4` runs some of them (9 needs 1 and 7).
 * BENCHMARKS.md explains each figure.
 */
import { writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startBenchEnv, root } from './lib/env.ts'
import { formatTable, type ScenarioResult } from './lib/result.ts'
import { scenarioList, runScenarios } from './scenarios/index.ts'

const onlyArgument = process.argv.find((arg, i, all) => all[i - 1] === '--only')
const only = onlyArgument ? new Set(onlyArgument.split(',').map(Number)) : null
const started = Date.now()
const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)

const env = await startBenchEnv({ buildDir: process.env.BUILD_DIR ?? 'build-bench', log })
let results: ScenarioResult[] = []
try {
	results = await runScenarios(env, 'full', only ? scenarioList.filter((id) => only.has(id)) : scenarioList)
} finally {
	await env.stop()
}

console.log(`\n${formatTable(results)}\n\n* a target this benchmark chose (BENCHMARKS.md); the others are the issue's.`)
const output = {
	at: new Date().toISOString(),
	machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryBytes: os.totalmem(), node: process.version, loadAverage: os.loadavg() },
	seconds: (Date.now() - started) / 1000,
	figures: results.flatMap((result) => result.figures),
	scenarios: results,
}
const file = path.join(root, 'bench/results.json')
await writeFile(file, `${JSON.stringify(output, null, '\t')}\n`)
log(`wrote ${path.relative(root, file)}`)
process.exit(0)
