/**
 * `npm start`: one command for the whole product on a developer's machine.
 * Starts an embedded PostgreSQL (unless DATABASE_URL is set), migrates, then runs the web
 * server and the worker side by side, and keeps them running: one that exits is started again
 * after a back-off (see `restartDelayMs`), the other left alone. Ctrl-C stops all three,
 * the database last: it runs in a process group of its own, out of the terminal's reach, so the
 * web and the worker finish their work on it (docs/decisions/022-clean-start-and-stop.md).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import 'dotenv/config'
import { legacySiteMoves } from '#core/db/legacy-sites.ts'
import { runMigrations } from '#core/db/migrate.ts'
import { createLogger } from '#core/logger.ts'
import { type DatabaseServer, startEmbeddedPostgresProcess } from './lib/embedded-postgres.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const log = createLogger('start')
const dev = process.argv.includes('--dev')

let embedded: DatabaseServer | undefined
if (!process.env.DATABASE_URL) {
	const dataDir = path.resolve(root, process.env.EMBEDDED_POSTGRES_DIR ?? 'data/postgres')
	log.info(`starting embedded PostgreSQL (data in ${path.relative(root, dataDir)})`)
	embedded = await startEmbeddedPostgresProcess({ dataDir })
	await ensureDatabase(embedded, 'car_alerts')
	process.env.DATABASE_URL = embedded.urlFor('car_alerts')
	log.info(`embedded PostgreSQL listening on 127.0.0.1:${embedded.port}`)
}

// As `npm run db:migrate` does: a one-country site's rows move to the country OLX_BASE_URL / AUTOSCOUT24_BASE_URL named (docs/decisions/067).
const moved = await runMigrations(process.env.DATABASE_URL as string, legacySiteMoves(process.env))
log.info(`migrations applied${Object.keys(moved).length > 0 ? `; rows of olx/autoscout24 moved to their country sites: ${JSON.stringify(moved)}` : ''}`)

// Node with tsx as a loader, as fly.toml runs them: the pid is the server's or the worker's own,
// so a signal or a crash reaches the process this supervises, not a launcher in front of it.
const programs: Record<string, string[]> = {
	web: ['--import', 'tsx', 'server/index.ts', ...(dev ? ['--dev'] : [])],
	worker: ['--import', 'tsx', 'worker/index.ts'],
}
const children = new Map<string, ChildProcess>()
const restarts = new Map<string, ReturnType<typeof setTimeout>>()
const failures = new Map<string, number>()

/**
 * How long to wait before starting a program again after its `failures`-th exit in a row: 1 s,
 * doubling up to 30 s, so a program that cannot start (its database away) does not spin.
 */
function restartDelayMs(failures: number): number {
	return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1))
}

/** A run this long counts as a recovery: the next exit starts again from the shortest delay. */
const stableAfterMs = 60_000

let stopping = false
async function stop(code: number) {
	if (stopping) return
	stopping = true
	for (const timer of restarts.values()) clearTimeout(timer)
	await Promise.all(
		[...children.values()].map(
			(child) =>
				new Promise<void>((resolve) => {
					if (child.exitCode !== null || child.signalCode !== null) return resolve()
					child.once('exit', () => resolve())
					child.kill('SIGTERM')
				}),
		),
	)
	if (embedded) {
		log.info('stopping embedded PostgreSQL')
		await embedded.stop()
	}
	process.exit(code)
}
process.on('SIGINT', () => void stop(0))
process.on('SIGTERM', () => void stop(0))

function run(name: string) {
	const startedAt = Date.now()
	const child = spawn(process.execPath, programs[name]!, { cwd: root, stdio: 'inherit', env: process.env })
	children.set(name, child)
	log.info(`${name} started (pid ${child.pid})`)
	child.on('exit', (code, signal) => {
		if (stopping) return
		const count = Date.now() - startedAt >= stableAfterMs ? 1 : (failures.get(name) ?? 0) + 1
		failures.set(name, count)
		const delay = restartDelayMs(count)
		log.error(`${name} exited (${signal ?? code}); restarting it in ${delay / 1_000} s`)
		restarts.set(
			name,
			setTimeout(() => {
				restarts.delete(name)
				if (!stopping) run(name)
			}, delay),
		)
	})
}

for (const name of Object.keys(programs)) run(name)

async function ensureDatabase(database: DatabaseServer, name: string) {
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: database.url })
	// A database going away under an unheard client would end the supervisor with everything in it.
	client.on('error', (error) => log.error('database connection lost', { message: error.message }))
	await client.connect()
	try {
		const found = await client.query('select 1 from pg_database where datname = $1', [name])
		if (found.rowCount === 0) await client.query(`create database "${name}"`)
	} finally {
		await client.end()
	}
}
