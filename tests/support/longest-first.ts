import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Starts the longest files first, so that no slow file starts last and runs on alone while the
 * other workers are idle. Vitest's own sequencer does this from the durations it kept in
 * node_modules, which a fresh clone (CI) does not have: there it falls back to the file sizes, and
 * a small slow file (the `npm start` test, the feeds' simulated hour) started near the end. So a
 * duration kept by vitest wins, then the one recorded in file-durations.json (written by the
 * slowest-files reporter with WRITE_TEST_DURATIONS=1), and a file known to neither goes first.
 * A stale record only changes the order, never what runs (docs/decisions/024).
 */
export const durationsFile = path.join(import.meta.dirname, 'file-durations.json')

function recordedDurations(): Record<string, number> {
	try {
		return JSON.parse(readFileSync(durationsFile, 'utf8')) as Record<string, number>
	} catch {
		return {}
	}
}

export default class LongestFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const recorded = recordedDurations()
		const keyOf = (spec: TestSpecification) => `${spec.project.name}:${path.relative(this.ctx.config.root, spec.moduleId)}`
		const known = (spec: TestSpecification) => {
			const key = keyOf(spec)
			const kept = this.ctx.cache.getFileTestResults(key)
			return { failed: kept?.failed ?? false, seconds: kept ? kept.duration / 1000 : recorded[key] }
		}
		return [...files]
			.map((spec) => ({ spec, ...known(spec) }))
			.sort((a, b) => Number(b.failed) - Number(a.failed) || (b.seconds ?? Infinity) - (a.seconds ?? Infinity))
			.map(({ spec }) => spec)
	}
}
