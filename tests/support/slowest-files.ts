import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { type Reporter, type TestModule } from 'vitest/node'
import { durationsFile } from './longest-first.ts'

/**
 * Prints the slowest test files after a run, so a change that makes the suite slower shows up in
 * the run that made it (the suite has a time budget: see docs/decisions/024-test-suite-speed.md).
 * With WRITE_TEST_DURATIONS=1, a whole run also records every file's duration for the sequencer
 * of a fresh clone (longest-first.ts).
 */
const shownFiles = 12

export default class SlowestFiles implements Reporter {
	onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
		const timed = testModules
			.map((module) => ({ file: path.relative(process.cwd(), module.moduleId), project: module.project.name, ms: module.diagnostic().duration }))
			.sort((a, b) => b.ms - a.ms)
		if (timed.length === 0) return
		if (process.env.WRITE_TEST_DURATIONS === '1') {
			const seconds = Object.fromEntries(timed.map((entry) => [`${entry.project}:${entry.file}`, Math.round(entry.ms / 100) / 10]))
			writeFileSync(durationsFile, `${JSON.stringify(seconds, null, '\t')}\n`)
		}
		const total = timed.reduce((sum, entry) => sum + entry.ms, 0)
		const lines = timed
			.slice(0, shownFiles)
			.map((entry) => `  ${(entry.ms / 1000).toFixed(1).padStart(6)} s  ${entry.project.padEnd(7)} ${entry.file}`)
		process.stdout.write(
			`\nSlowest test files (${timed.length} files, ${(total / 1000).toFixed(0)} s of file time in all):\n${lines.join('\n')}\n\n`,
		)
	}
}
