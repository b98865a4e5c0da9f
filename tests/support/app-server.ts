import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'
import { type DemoMarketOptions } from '#core/demo-market.ts'
import { freePort } from '#scripts/lib/embedded-postgres.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type AppServer = {
	url: string
	port: number
	process: ChildProcess
	/** Everything the server printed, for assertions and for failure messages. */
	output: () => string
	stop: () => Promise<void>
}

/** The server's env for a demo market that publishes on `market`'s clock (core/demo-market.ts). */
export const demoMarketEnv = (market: DemoMarketOptions) => ({ DEMO_MARKET_EPOCH: market.epoch.toISOString(), DEMO_MARKET_INTERVAL_SECONDS: String(market.intervalSeconds) })

/**
 * Starts the built server (`npm run build` first; `npm test` does) on a free port, as production
 * runs it, against the given database. Resolves once /healthz answers 200 (within 90 s: several
 * test files start servers at once). The server's own TypeScript runs as compiled once for the run
 * by the global setup, with plain `node`, not through tsx on every start (docs/decisions/024).
 */
export async function startAppServer(options: {
	databaseUrl: string
	env?: Record<string, string>
}): Promise<AppServer> {
	const buildDir = process.env.BUILD_DIR ?? 'build'
	if (!existsSync(path.join(root, buildDir, 'server/index.js'))) {
		throw new Error(`No server build in ${buildDir}/: run \`npm run build\` before the browser tests (npm test does).`)
	}
	const port = await freePort()
	let output = ''
	const child = spawn(process.execPath, [inject('serverEntry')], {
		cwd: root,
		env: {
			PATH: process.env.PATH ?? '',
			NODE_ENV: 'test',
			LOG_LEVEL: 'error',
			BUILD_DIR: buildDir,
			// As on Fly, one proxy hop: tests give each client its own X-Forwarded-For address.
			TRUST_PROXY: '1',
			...options.env,
			PORT: String(port),
			DATABASE_URL: options.databaseUrl,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	const url = `http://127.0.0.1:${port}`
	const deadline = Date.now() + 90_000
	while (true) {
		if (child.exitCode !== null) {
			throw new Error(`The server exited with ${child.exitCode} before answering:\n${output}`)
		}
		const healthy = await fetch(`${url}/healthz`)
			.then((response) => response.ok)
			.catch(() => false)
		if (healthy) break
		if (Date.now() > deadline) {
			child.kill('SIGKILL')
			throw new Error(`The server did not answer /healthz within 90 s:\n${output}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	return {
		url,
		port,
		process: child,
		output: () => output,
		stop: () =>
			new Promise((resolve) => {
				if (child.exitCode !== null || child.signalCode !== null) return resolve()
				child.once('exit', () => resolve())
				child.kill('SIGTERM')
			}),
	}
}
