/**
 * `npm run bench`: every scenario of BENCHMARKS.md in one run, a table of ratios on stdout and the raw
 * numbers in bench/results.json. `npm run bench -- --only 1,4` runs some of them (9 needs 1 and 7);
 * add `--merge` to keep the other scenarios of bench/results.json (each scenario says when it ran)
 * instead of writing only those run. BENCHMARKS.md explains each figure.
 */
import { readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { startBenchEnv, root } from './lib/env.ts'
import { formatTable, type ScenarioResult } from './lib/result.ts'
import { scenarioList, runScenarios } from './scenarios/index.ts'

const onlyArgument = process.argv.find((arg, i, all) => all[i - 1] === '--only')
const only = onlyArgument ? new Set(onlyArgument.split(',').map(Number)) : null
const merge = process.argv.includes('--merge')
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
const file = path.join(root, 'bench/results.json')
const at = new Date().toISOString()
type Recorded = ScenarioResult & { at?: string }
const previous = merge ? (JSON.parse(await readFile(file, 'utf8')) as { at: string; machine: unknown; scenarios: Recorded[] }) : null
const scenarios: Recorded[] = [
	...(previous?.scenarios ?? []).filter((kept) => !results.some((result) => result.scenario === kept.scenario)).map((kept) => ({ ...kept, at: kept.at ?? previous!.at })),
	...results.map((result) => (merge ? { ...result, at } : result)),
].sort((a, b) => a.scenario - b.scenario)
const output = {
	at,
	machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? null, memoryBytes: os.totalmem(), node: process.version, loadAverage: os.loadavg() },
	seconds: (Date.now() - started) / 1000,
	// The machine and seconds above are this run's; the scenarios kept from an earlier one ran on its machine.
	...(previous ? { merged: { ran: results.map((result) => result.scenario), keptFrom: { at: previous.at, machine: previous.machine } } } : {}),
	figures: scenarios.flatMap((result) => result.figures),
	scenarios,
}
await writeFile(file, `${JSON.stringify(output, null, '\t')}\n`)
log(`wrote ${path.relative(root, file)}`)
process.exit(0)
