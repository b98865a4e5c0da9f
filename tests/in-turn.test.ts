import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

type Report = { testResults: Array<{ name: string; assertionResults: Array<{ title: string; status: string }> }> }

/**
 * A test that outlives its timeout fails alone (tests/support/in-turn.ts): a real vitest run of
 * two fixture files whose first test keeps writing a shared list after its timeout. With the
 * tests taking turns, the next test finds only its own state; without, it fails too.
 */
test('one test that times out fails alone when the tests take turns; without, its neighbour fails with it', async () => {
	const vitest = path.join(root, 'node_modules/vitest/vitest.mjs')
	const config = path.join(root, 'tests/support/fixtures/in-turn/vitest.config.ts')
	const run = await promisify(execFile)(process.execPath, [vitest, 'run', '--config', config, '--reporter=json'], { cwd: root }).catch(
		(failed: { stdout: string }) => failed,
	)
	const report = JSON.parse(run.stdout) as Report
	const outcomes = Object.fromEntries(
		report.testResults.map((file) => [path.basename(file.name), Object.fromEntries(file.assertionResults.map((result) => [result.title, result.status]))]),
	)
	expect(outcomes).toEqual({
		'in-turn.fixture.ts': { 'outlives its timeout': 'failed', 'the next test finds only its own state': 'passed' },
		'unfenced.fixture.ts': { 'outlives its timeout': 'failed', 'the next test finds only its own state': 'failed' },
	})
}, 60_000)
