import { defineConfig } from 'vitest/config'

/**
 * Two projects, each with a real PostgreSQL started in its global setup:
 * - unit: tests beside the code (core, app, worker, server, scripts), each file in its own database;
 * - browser: journeys in tests/, against the built server in headless Chromium.
 */
export default defineConfig({
	test: {
		reporters: ['default'],
		projects: [
			{
				test: {
					name: 'unit',
					include: ['{app,core,worker,server,scripts}/**/*.test.{ts,tsx}'],
					globalSetup: ['./tests/support/global-setup.ts'],
					testTimeout: 30_000,
					hookTimeout: 60_000,
				},
			},
			{
				test: {
					name: 'browser',
					include: ['tests/**/*.test.ts', 'bench/**/*.test.ts'],
					globalSetup: ['./tests/support/global-setup.ts'],
					testTimeout: 60_000,
					hookTimeout: 90_000,
				},
			},
		],
	},
})
