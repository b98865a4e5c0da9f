import { expect } from 'vitest'
import { type BenchEnv } from '../lib/env.ts'
import { formatTable, type ScenarioResult } from '../lib/result.ts'
import { createTestDatabase } from '#tests/support/database.ts'

/**
 * The benchmarks at smoke size keep `npm run bench` working inside `npm test`. Nothing in them is
 * timed: a scenario fails when it cannot run (an error page, a message that never comes, a worker
 * that checks nothing) or reports something malformed. The figures are in BENCHMARKS.md. Each
 * scenario is a file of its own, so they run side by side (docs/decisions/024). Their time limits
 * are generous for the same reason: side by side on a busy machine, a scenario of 40 s alone took
 * over 90 s, and a limit here guards against a hang, not against slowness.
 */
export const smokeEnv: BenchEnv = { newDatabase: createTestDatabase, buildDir: process.env.BUILD_DIR ?? 'build', log: () => {} }

export function expectWellFormed(result: ScenarioResult, scenario: number) {
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
