import os from 'node:os'
import { defineConfig } from 'vitest/config'
import LongestFirst from './tests/support/longest-first.ts'

/**
 * Test files mostly wait (on PostgreSQL, a spawned server, Chromium, timers), so more files run at
 * once than there are cores; TEST_WORKERS overrides. See docs/decisions/024-test-suite-speed.md.
 */
const workers = Number(process.env.TEST_WORKERS) || Math.max(2, os.availableParallelism() * 2)

/** Files run side by side, so a page or a job can take a few seconds longer than alone. */
const expectations = { poll: { timeout: 15_000 } }

/**
 * Three projects, each with a real PostgreSQL started in its global setup:
 * - unit: tests beside the code (core, app, worker, server, scripts), each file in its own database;
 * - browser: journeys in tests/, against the built server in headless Chromium;
 * - bench: the benchmarks at smoke size, after the others.
 */
export default defineConfig({
	test: {
		reporters: ['default', './tests/support/slowest-files.ts'],
		maxWorkers: workers,
		sequence: { sequencer: LongestFirst },
		minWorkers: 1,
		projects: [
			{
				test: {
					name: 'unit',
					include: ['{app,core,worker,server,scripts,sites}/**/*.test.{ts,tsx}'],
					// A worker keeps the modules it loaded for its next file: each file still sets up its
					// own database and servers, and loading the app's modules again per file was most of
					// the project's CPU (docs/decisions/024, "Modules kept per worker").
					isolate: false,
					globalSetup: ['./tests/support/global-setup.ts'],
					expect: expectations,
					testTimeout: 30_000,
					hookTimeout: 60_000,
				},
			},
			{
				test: {
					name: 'browser',
					include: ['tests/**/*.test.ts'],
					// As in unit: each file starts its own database, server and fakes; only the modules stay.
					isolate: false,
					globalSetup: ['./tests/support/global-setup.ts'],
					expect: expectations,
					testTimeout: 120_000,
					hookTimeout: 90_000,
				},
			},
			{
				// The benchmarks at smoke size keep every scenario working; they run last, after the
				// journeys, since their worker processes keep to real rhythms that a loaded machine
				// would stretch. Each scenario is a file, so the scenarios run side by side.
				test: {
					name: 'bench',
					include: ['bench/smoke/*.test.ts'],
					globalSetup: ['./tests/support/global-setup.ts'],
					expect: expectations,
					testTimeout: 60_000,
					hookTimeout: 90_000,
					sequence: { groupOrder: 1 },
				},
			},
		],
	},
})
