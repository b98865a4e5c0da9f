import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { inject } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export type WorkerRuntime = 'node' | 'deno'

/**
 * The command of a real worker process, as production runs it but as one process each, so that
 * SIGKILL kills the worker itself (the tsx launcher would leave its child running). Under Node the
 * worker runs as compiled once for the run by the global setup (docs/decisions/024); Deno runs the
 * TypeScript itself.
 */
const commands: Record<WorkerRuntime, () => readonly [string, readonly string[]]> = {
	node: () => [process.execPath, [inject('workerEntry')]],
	deno: () => [
		execFileSync('node', [path.join(root, 'scripts/lib/deno-binary.cjs')], { encoding: 'utf8' }).trim(),
		['run', '--allow-env', '--allow-net', '--allow-read', '--allow-sys', 'worker/index.ts'],
	],
}

export type WorkerProcess = { child: ChildProcess; output: () => string }

/** Starts `worker/index.ts` under Node or Deno against the given database, with `env` added. */
export function startWorkerProcess(runtime: WorkerRuntime, options: { databaseUrl: string; env?: Record<string, string> }): WorkerProcess {
	const [command, args] = commands[runtime]()
	let output = ''
	const child = spawn(command, [...args], {
		cwd: root,
		env: {
			PATH: process.env.PATH ?? '',
			HOME: process.env.HOME ?? '/tmp',
			DATABASE_URL: options.databaseUrl,
			NODE_ENV: 'test',
			LOG_LEVEL: 'error',
			DENO_DIR: path.join(root, 'node_modules/.cache/deno'),
			// Tests never reach the real ECB: the refresh at start is refused at once and the built-in rates convert.
			EXCHANGE_RATES_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
			...options.env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	return { child, output: () => output }
}
