import { sleep } from '#worker/lib/sleep.ts'

/**
 * What a scenario reports: figures (each a ratio of two things measured in the same run, since
 * the machine is shared and absolute times mislead), each with its target where one exists, and
 * the raw numbers behind them for bench/results.json.
 */

export type Target = {
	op: '>=' | '<='
	value: number
	/** The target, or one this benchmark chose (BENCHMARKS.md says why). */
	source: 'issue' | 'bench'
}

export type Figure = {
	scenario: number
	name: string
	value: number | null
	target: Target | null
	/** null when the figure has no target (shown as "info"). */
	pass: boolean | null
}

export type ScenarioResult = {
	scenario: number
	title: string
	seconds: number
	figures: Figure[]
	raw: Record<string, unknown>
}

export function figure(scenario: number, name: string, value: number | null, target: Target | null = null): Figure {
	const pass =
		target === null || value === null || !Number.isFinite(value) ? (target === null ? null : false) : target.op === '>=' ? value >= target.value : value <= target.value
	return { scenario, name, value, target, pass }
}

export const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : null)

export function percentile(values: number[], p: number): number {
	if (values.length === 0) return Number.NaN
	const sorted = [...values].sort((a, b) => a - b)
	const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
	return sorted[rank]!
}

export const median = (values: number[]) => percentile(values, 50)

/** Runs `work`, returning its result and the seconds it took. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
	const started = performance.now()
	const value = await work()
	return { value, seconds: (performance.now() - started) / 1000 }
}

export { sleep }

/** Polls `read` every `everyMs` until it returns a truthy value, or throws after `timeoutMs`. */
export async function waitUntil<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs: number, everyMs = 250): Promise<T> {
	const deadline = Date.now() + timeoutMs
	while (true) {
		const value = await read()
		if (value) return value
		if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`)
		await sleep(everyMs)
	}
}

/** Three significant digits at most; small ratios keep two (0.0067, not 0.01). */
function formatValue(value: number | null): string {
	if (value === null || !Number.isFinite(value)) return 'n/a'
	if (value === 0) return '0'
	if (value >= 100) return value.toFixed(0)
	if (value >= 10) return value.toFixed(1)
	if (value >= 0.1) return value.toFixed(2)
	return value.toPrecision(2)
}

/** A table row per figure: scenario, figure, value, target, verdict. */
export function formatTable(results: ScenarioResult[]): string {
	const rows = [['#', 'figure', 'value', 'target', 'result']]
	for (const result of results) {
		for (const item of result.figures) {
			rows.push([
				String(item.scenario),
				item.name,
				formatValue(item.value),
				item.target ? `${item.target.op} ${item.target.value}${item.target.source === 'bench' ? ' *' : ''}` : '—',
				item.pass === null ? 'info' : item.pass ? 'pass' : 'FAIL',
			])
		}
	}
	const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
	const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
	return [line(rows[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n')
}
