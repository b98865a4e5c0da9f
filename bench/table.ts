/**
 * The current table of BENCHMARKS.md, rendered from bench/results.json (which `npm run bench`
 * writes), so the document and the figures cannot drift: scripts/benchmarks-table.test.ts fails
 * when the table between the markers differs from what this renders.
 *
 * `npm run bench:table` rewrites the table in BENCHMARKS.md; `npm run bench:table -- --check`
 * only says whether it is current (exit 1 if not). Run it after every `npm run bench`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Figure, formatTable, type ScenarioResult } from './lib/result.ts'

export type Results = {
	at: string
	scenarios: Array<ScenarioResult & { at?: string }>
}

/**
 * The render targets of scenarios 1–3 (`/`, the dashboard and its p99, the API, the wizard's POST)
 * that docs/decisions/030-render-floors.md showed out of reach of any server-rendered React page
 * here, and that the owner then retired: each run still measures them beside their floors,
 * but they are shown as retired floors, not failures.
 */
export const retiredTargetScenarios = new Set([1, 2, 3])

export const begin = '<!-- bench:table begin: rendered by `npm run bench:table` from bench/results.json; do not edit by hand -->'
export const end = '<!-- bench:table end -->'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const resultsFile = path.join(root, 'bench/results.json')
export const benchmarksFile = path.join(root, 'BENCHMARKS.md')

const isRetired = (item: Figure) => item.target !== null && retiredTargetScenarios.has(item.scenario)

/** `2026-11-28 19:35 UTC`: the minute is enough to tell runs apart. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

const verdict = (item: Figure) => (isRetired(item) ? 'retired' : item.pass === null ? 'info' : item.pass ? 'pass' : 'FAIL')

/** Cells of a markdown table, padded to their column's width. */
function markdownTable(rows: string[][]): string {
	const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
	const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
	return [line(rows[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n')
}

/**
 * The scenarios (each with when it last ran and its verdicts), then every figure. The figure,
 * value and target cells are the bench's own (`formatTable`, what `npm run bench` prints), so a
 * value reads the same in the terminal and here.
 */
export function renderTable(results: Results): string {
	const scenarios = [...results.scenarios].sort((a, b) => a.scenario - b.scenario)
	const lastRun = (scenario: Results['scenarios'][number]) => when(scenario.at ?? results.at)
	const count = (figures: Figure[], kind: string) => figures.filter((item) => verdict(item) === kind).length
	const summary = markdownTable([
		['#', 'scenario', 'last run', 'pass', 'FAIL', 'retired', 'info'],
		...scenarios.map((scenario) => [
			String(scenario.scenario),
			scenario.title,
			lastRun(scenario),
			...['pass', 'FAIL', 'retired', 'info'].map((kind) => String(count(scenario.figures, kind))),
		]),
	])
	const printed = formatTable(scenarios)
		.split('\n')
		.slice(2)
		.map((line) => line.slice(2, -2).split(' | ').map((cell) => cell.trim()))
	const figures = scenarios.flatMap((scenario) => scenario.figures.map((item) => ({ item, lastRun: lastRun(scenario) })))
	if (printed.length !== figures.length) throw new Error(`formatTable printed ${printed.length} rows for ${figures.length} figures`)
	const table = markdownTable([
		['#', 'figure', 'value', 'target', 'result', 'last run'],
		...figures.map(({ item, lastRun }, i) => {
			const [scenario, name, value, target] = printed[i]!
			return [scenario!, name!, value!, target!, verdict(item), lastRun]
		}),
	])
	return [summary, '', table].join('\n')
}

/** BENCHMARKS.md with the table between the markers replaced by `table`. */
export function withTable(document: string, table: string): string {
	const from = document.indexOf(begin)
	const to = document.indexOf(end)
	if (from === -1 || to === -1 || to < from) throw new Error(`BENCHMARKS.md has no table markers (${begin} … ${end})`)
	return `${document.slice(0, from + begin.length)}\n${table}\n${document.slice(to)}`
}

export const readResults = (): Results => JSON.parse(readFileSync(resultsFile, 'utf8')) as Results

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	const document = readFileSync(benchmarksFile, 'utf8')
	const current = withTable(document, renderTable(readResults()))
	if (process.argv.includes('--check')) {
		if (current !== document) {
			console.error('BENCHMARKS.md: the table differs from bench/results.json; run `npm run bench:table`.')
			process.exit(1)
		}
		console.log('BENCHMARKS.md: the table is current.')
	} else if (current === document) {
		console.log('BENCHMARKS.md: the table was already current.')
	} else {
		writeFileSync(benchmarksFile, current)
		console.log('BENCHMARKS.md: the table now shows bench/results.json.')
	}
}
