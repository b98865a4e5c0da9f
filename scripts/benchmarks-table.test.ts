import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { figure, type ScenarioResult } from '#bench/lib/result.ts'
import { begin, benchmarksFile, end, readResults, renderTable, type Results, withTable } from '#bench/table.ts'

/**
 * BENCHMARKS.md opens with the current table, rendered by bench/table.ts from bench/results.json:
 * a run of the bench that is not followed by `npm run bench:table`, or a hand edit of the table,
 * fails here.
 */

describe('the table in BENCHMARKS.md', () => {
	test('is what bench/table.ts renders from bench/results.json', () => {
		const document = readFileSync(benchmarksFile, 'utf8')
		expect(document.indexOf(begin)).toBeGreaterThan(-1)
		const shown = document.slice(document.indexOf(begin) + begin.length, document.indexOf(end)).trim()
		expect(shown).toBe(renderTable(readResults()))
	})

	test('comes before everything but the title and its introduction', () => {
		const document = readFileSync(benchmarksFile, 'utf8')
		const headings = document.split('\n').filter((line) => line.startsWith('## '))
		expect(headings[0]).toBe('## The current table')
		expect(headings[1]).toBe('## How to run')
	})

	test('shows every figure of bench/results.json', () => {
		const results = readResults()
		const rendered = renderTable(results)
		for (const scenario of results.scenarios) for (const item of scenario.figures) expect(rendered).toContain(`| ${item.name} `)
	})
})

describe('renderTable', () => {
	const scenario = (id: number, figures: ScenarioResult['figures'], at?: string): Results['scenarios'][number] => ({
		scenario: id,
		title: `Scenario ${id}`,
		seconds: 1,
		figures,
		raw: {},
		...(at ? { at } : {}),
	})
	const results: Results = {
		at: '2026-12-01T10:00:00.000Z',
		scenarios: [
			scenario(4, [figure(4, 'growth', 12, { op: '<=', value: 5, source: 'issue' }), figure(4, 'per match', 0.96)]),
			scenario(2, [figure(2, 'dashboard', 0.009, { op: '>=', value: 0.1, source: 'issue' }), figure(2, 'floor', 0.06)], '2026-11-30T08:05:59.000Z'),
			scenario(9, [figure(9, 'memory', 0.45, { op: '<=', value: 0.75, source: 'bench' })]),
		],
	}
	const rows = (table: string) =>
		table
			.split('\n')
			.filter((line) => line.startsWith('| ') && !line.startsWith('| #'))
			.map((line) => line.slice(2, -2).split(' | ').map((cell) => cell.trim()))

	test('a retired render target (decision 030) is shown as retired, a missed target elsewhere as FAIL', () => {
		const figures = rows(renderTable(results)).filter((row) => row.length === 6)
		expect(figures.map((row) => [row[1], row[3], row[4]])).toEqual([
			['dashboard', '>= 0.1', 'retired'],
			['floor', '—', 'info'],
			['growth', '<= 5', 'FAIL'],
			['per match', '—', 'info'],
			['memory', '<= 0.75 *', 'pass'],
		])
	})

	test('each scenario says when it last ran: its own time, else the run’s', () => {
		const summary = rows(renderTable(results)).filter((row) => row.length === 7)
		expect(summary).toEqual([
			['2', 'Scenario 2', '2026-11-30 08:05 UTC', '0', '0', '1', '1'],
			['4', 'Scenario 4', '2026-12-01 10:00 UTC', '0', '1', '0', '1'],
			['9', 'Scenario 9', '2026-12-01 10:00 UTC', '1', '0', '0', '0'],
		])
	})

	test('withTable replaces only what lies between the markers', () => {
		const document = `# Benchmarks\n\nintro\n\n${begin}\nold table\n${end}\n\n## How to run\n`
		expect(withTable(document, 'new table')).toBe(`# Benchmarks\n\nintro\n\n${begin}\nnew table\n${end}\n\n## How to run\n`)
		expect(() => withTable('# no markers', 'x')).toThrow(/markers/)
	})
})
