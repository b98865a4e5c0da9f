import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '#scripts/lib/embedded-postgres.ts'
import { root } from './env.ts'

/**
 * The processes a benchmark measures, each started as one OS process (`node --import tsx …`, not
 * the tsx launcher, which would put a second process between us and the one whose memory counts).
 */

export type Child = {
	child: ChildProcess
	pid: number
	/** The last 20,000 characters the process printed, for failure messages. */
	output: () => string
	/** Peak resident set size so far (VmHWM), in bytes; null where /proc is not available. */
	peakRss: () => number | null
	/** SIGTERM, and SIGKILL if it has not exited 15 s later. */
	stop: () => Promise<void>
	/** SIGKILL. */
	kill: () => Promise<void>
}

/** Peak RSS of a live process (Linux: /proc/<pid>/status, VmHWM), in bytes. */
export function peakRss(pid: number): number | null {
	try {
		const status = readFileSync(`/proc/${pid}/status`, 'utf8')
		const kilobytes = /^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1]
		return kilobytes ? Number(kilobytes) * 1024 : null
	} catch {
		return null
	}
}

function spawnChild(args: string[], env: Record<string, string> & { NODE_ENV: 'test' | 'production' }, nodeOptions: string[] = []): Child {
	let output = ''
	const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', ...args], {
		cwd: root,
		env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	const keep = (chunk: Buffer) => {
		output += chunk.toString()
		if (output.length > 40_000) output = output.slice(-20_000)
	}
	child.stdout?.on('data', keep)
	child.stderr?.on('data', keep)
	const pid = child.pid
	if (pid === undefined) throw new Error(`could not start ${args.join(' ')}`)
	const exited = () => child.exitCode !== null || child.signalCode !== null
	return {
		child,
		pid,
		output: () => output.slice(-20_000),
		peakRss: () => peakRss(pid),
		stop: () =>
			new Promise<void>((resolve) => {
				if (exited()) return resolve()
				const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
				child.once('exit', () => {
					clearTimeout(timer)
					resolve()
				})
				child.kill('SIGTERM')
			}),
		kill: () =>
			new Promise<void>((resolve) => {
				if (exited()) return resolve()
				child.once('exit', () => resolve())
				child.kill('SIGKILL')
			}),
	}
}

async function waitFor(what: string, child: Child, ready: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
	const deadline = Date.now() + timeoutMs
	while (!(await ready())) {
		if (child.child.exitCode !== null) throw new Error(`${what} exited with ${child.child.exitCode}:\n${child.output()}`)
		if (Date.now() > deadline) {
			child.child.kill('SIGKILL')
			throw new Error(`${what} was not ready within ${timeoutMs / 1000} s:\n${child.output()}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** The session secret the benchmarked web server signs cookies with. */
export const benchSessionSecret = 'bench-session-secret-0123456789-abcdefghij'

export type WebServer = Child & { url: string }

/**
 * The built web server as production runs it: NODE_ENV=production (React's production build,
 * Remix in production mode), with stand-in values for the settings production requires. None of
 * the pages measured calls Stripe, Telegram or SMTP; their addresses point at a closed port.
 */
export async function startWebServer(options: { databaseUrl: string; buildDir: string; env?: Record<string, string>; nodeOptions?: string[] }): Promise<WebServer> {
	if (!existsSync(path.join(root, options.buildDir, 'server/index.js'))) {
		throw new Error(`No server build in ${options.buildDir}/: run \`BUILD_DIR=${options.buildDir} npx remix vite:build\` (npm run bench does).`)
	}
	const port = await freePort()
	const url = `http://127.0.0.1:${port}`
	const closed = 'http://127.0.0.1:9'
	const server = spawnChild(['server/index.ts'], {
		NODE_ENV: 'production',
		LOG_LEVEL: 'error',
		BUILD_DIR: options.buildDir,
		PORT: String(port),
		DATABASE_URL: options.databaseUrl,
		APP_URL: url,
		SESSION_SECRET: benchSessionSecret,
		STRIPE_SECRET_KEY: 'sk_test_bench',
		STRIPE_PUBLISHABLE_KEY: 'pk_test_bench',
		STRIPE_WEBHOOK_SECRET: 'whsec_bench',
		STRIPE_API_BASE: closed,
		TELEGRAM_BOT_TOKEN: '123456789:BENCH-token',
		TELEGRAM_BOT_USERNAME: 'CarWatchBenchBot',
		TELEGRAM_WEBHOOK_SECRET: 'bench-webhook-secret',
		TELEGRAM_API_BASE: closed,
		SMTP_URL: 'smtp://127.0.0.1:9',
		SUPPORT_EMAIL: 'support@carwatch.bench',
		SUPPORT_TELEGRAM: 'carwatch_bench',
		...options.env,
		// The heap production gives it (fly.toml): V8 would otherwise size it for this host.
	}, ['--max-old-space-size=256', '--heap-growing-percent=100', ...(options.nodeOptions ?? [])])
	await waitFor('the web server', server, () =>
		fetch(`${url}/healthz`)
			.then((response) => response.ok)
			.catch(() => false),
	)
	return { ...server, url }
}

/**
 * One worker process (`npm run worker` without the tsx launcher), as tests/alert-delivery.test.ts
 * starts it. Resolves once it logged that it started.
 */
export async function startWorker(options: { databaseUrl: string; env?: Record<string, string> }): Promise<Child> {
	const worker = spawnChild(['worker/index.ts'], {
		NODE_ENV: 'test',
		LOG_LEVEL: 'info',
		DATABASE_URL: options.databaseUrl,
		...options.env,
	})
	await waitFor('a worker', worker, () => /worker \S+ started/.test(worker.output()))
	return worker
}

/** A recorded HTTP answer: what the baseline server sends back for every request. */
export type RecordedAnswer = { status: number; headers: Record<string, string>; body: Buffer }

export type BaselineServer = Child & { url: string }

/**
 * The smallest node:http server answering `answer` to every request, or (`express`) the same
 * answer from memory behind the app's pre-Remix middleware, or one of the floors (`react`,
 * `postgres`; bench/lib/baseline-server.ts).
 */
export async function startBaselineServer(
	answer: RecordedAnswer,
	options: {
		express?: { staticDir: string }
		react?: boolean
		postgres?: { databaseUrl: string; connections: number }
		api?: { databaseUrl: string; connections: number; sid: string }
	} = {},
): Promise<BaselineServer> {
	const port = await freePort()
	const server = spawnChild(['bench/lib/baseline-server.ts'], {
		NODE_ENV: 'production',
		PORT: String(port),
		...(options.express ? { BASELINE_MODE: 'express', BASELINE_STATIC_DIR: options.express.staticDir } : {}),
		...(options.react ? { BASELINE_MODE: 'react' } : {}),
		...(options.postgres
			? { BASELINE_MODE: 'postgres', BASELINE_DATABASE_URL: options.postgres.databaseUrl, BASELINE_CONNECTIONS: String(options.postgres.connections) }
			: {}),
		...(options.api
			? { BASELINE_MODE: 'api', BASELINE_DATABASE_URL: options.api.databaseUrl, BASELINE_CONNECTIONS: String(options.api.connections), BASELINE_SID: options.api.sid }
			: {}),
		BASELINE_ANSWER: JSON.stringify({ status: answer.status, headers: answer.headers, body: answer.body.toString('base64') }),
	})
	const url = `http://127.0.0.1:${port}`
	await waitFor('the baseline server', server, () =>
		fetch(url, { redirect: 'manual' })
			.then(() => true)
			.catch(() => false),
	)
	return { ...server, url }
}

export function stopAll(children: Array<{ stop: () => Promise<void> } | undefined>) {
	return Promise.all(children.map((child) => child?.stop().catch(() => {})))
}
