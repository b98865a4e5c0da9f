import { type ChildProcess, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { ecbXml } from '#tests/support/ecb.ts'
import { freePort } from './lib/embedded-postgres.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
let folder: string
/** The ECB's rates, served here: the worker reads them at start, and nothing may fail. */
let rates: http.Server

beforeAll(async () => {
	folder = await mkdtemp(path.join(os.tmpdir(), 'car-alerts-start-'))
	await chmod(folder, 0o755)
	rates = http.createServer((_request, response) => {
		response.writeHead(200, { 'content-type': 'text/xml' })
		response.end(ecbXml('2026-11-20', { USD: '1.0523' }))
	})
	await new Promise<void>((resolve) => rates.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
	await new Promise((resolve) => rates.close(resolve))
	await rm(folder, { recursive: true, force: true })
})

/** `npm start` without its build step, in its own process group like a terminal session. */
async function start(port: number) {
	let output = ''
	const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
		cwd: root,
		detached: true,
		env: {
			PATH: process.env.PATH ?? '',
			HOME: process.env.HOME ?? '/tmp',
			NODE_ENV: 'development',
			PORT: String(port),
			LOG_LEVEL: 'info',
			EMBEDDED_POSTGRES_DIR: path.join(folder, 'postgres'),
			EXCHANGE_RATES_URL: `http://127.0.0.1:${(rates.address() as AddressInfo).port}/eurofxref-daily.xml`,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
	const deadline = Date.now() + 60_000
	let health: { ok?: boolean; worker?: { lastBeatAt: string | null } } = {}
	while (!health.worker?.lastBeatAt) {
		if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`)
		if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`)
		health = await fetch(`http://127.0.0.1:${port}/healthz`)
			.then((response) => response.json() as Promise<typeof health>)
			.catch(() => ({}))
		await new Promise((resolve) => setTimeout(resolve, 300))
	}
	return { child, output: () => output, health }
}

/** Ctrl-C in a terminal: SIGINT to the whole process group. Resolves with the exit code. */
function interrupt(child: ChildProcess): Promise<number | null> {
	return new Promise((resolve) => {
		child.once('exit', (code) => resolve(code))
		process.kill(-child.pid!, 'SIGINT')
	})
}

/** The lines logged at error level: none, from a normal start to its Ctrl-C. */
const errorLines = (output: string) => output.split('\n').filter((line) => / ERROR /.test(line))

function databaseUrlFrom(output: string): string {
	const port = /embedded PostgreSQL listening on 127\.0\.0\.1:(\d+)/.exec(output)?.[1]
	if (!port) throw new Error(`no database port in the output:\n${output}`)
	return `postgres://postgres:postgres@127.0.0.1:${port}/car_alerts`
}

test('one command runs database, site and worker; Ctrl-C stops all three quietly; a restart keeps the data', async () => {
	const port = await freePort()
	const first = await start(port)
	expect(first.health.ok).toBe(true)
	expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200)

	// The log says where everything a newcomer needs is, on the port it really listens on.
	for (const page of ['/dev/outbox', '/dev/notifications', '/demo-market']) {
		expect(first.output()).toContain(`http://localhost:${port}${page}`)
		expect((await fetch(`http://127.0.0.1:${port}${page}`)).status).toBe(200)
	}
	expect(first.output()).toContain(`site: http://localhost:${port}`)
	expect(first.output()).toMatch(/no SMTP_URL: mail is kept there/)

	const client = new pg.Client({ connectionString: databaseUrlFrom(first.output()) })
	await client.connect()
	await client.query(
		"insert into waitlist_entries (first_name, last_name, email) values ('Ana', 'Novak', 'ana@example.com')",
	)
	await client.end()

	expect(await interrupt(first.child)).toBe(0)
	expect(first.output()).toMatch(/\[web\] SIG(INT|TERM): closing/)
	expect(first.output()).toMatch(/\[worker\] SIG(INT|TERM): draining running jobs/)
	expect(errorLines(first.output())).toEqual([])
	await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
	// Nothing of ours is left running: the database's port is closed too.
	const leftover = new pg.Client({ connectionString: databaseUrlFrom(first.output()) })
	await expect(leftover.connect()).rejects.toThrow()

	const second = await start(port)
	const again = new pg.Client({ connectionString: databaseUrlFrom(second.output()) })
	await again.connect()
	const { rows } = await again.query('select email from waitlist_entries')
	await again.end()
	expect(rows).toEqual([{ email: 'ana@example.com' }])
	expect(await interrupt(second.child)).toBe(0)
	expect(errorLines(second.output())).toEqual([])
}, 150_000)

test('a worker killed with SIGKILL is started again while the site keeps answering', async () => {
	const port = await freePort()
	const { child, output } = await start(port)
	try {
		const pidOf = (text: string) => [...text.matchAll(/worker started \(pid (\d+)\)/g)].map((match) => Number(match[1]))
		const [first] = pidOf(output())
		expect(first, output()).toBeGreaterThan(0)
		const killedAt = Date.now()
		process.kill(first!, 'SIGKILL')

		const deadline = Date.now() + 30_000
		let beat: string | null = null
		while (!beat || Date.parse(beat) <= killedAt) {
			if (Date.now() > deadline) throw new Error(`the worker did not come back:\n${output()}`)
			// The site never stops answering while its worker is away.
			const response = await fetch(`http://127.0.0.1:${port}/healthz`)
			expect(response.status).toBe(200)
			beat = ((await response.json()) as { worker: { lastBeatAt: string | null } }).worker.lastBeatAt
			await new Promise((resolve) => setTimeout(resolve, 300))
		}
		expect(output()).toMatch(/worker exited \(SIGKILL\); restarting it in 1 s/)
		const pids = pidOf(output())
		expect(pids).toHaveLength(2)
		expect(pids[1]).not.toBe(first)
		expect(child.exitCode).toBeNull()
		expect((await fetch(`http://127.0.0.1:${port}/healthz/worker`)).status).toBe(200)
	} finally {
		await interrupt(child)
	}
	// Ctrl-C still stops everything, the restarted worker included.
	await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow()
}, 120_000)
