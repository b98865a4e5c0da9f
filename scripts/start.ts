/**
 * `npm start`: one command for the whole product on a developer's machine.
 * Starts an embedded PostgreSQL (unless DATABASE_URL is set), migrates, then runs the web
 * server and the worker side by side. Ctrl-C stops all three, children first.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import 'dotenv/config'
import { runMigrations } from '#core/db/migrate.ts'
import { createLogger } from '#core/logger.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from './lib/embedded-postgres.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const log = createLogger('start')
const dev = process.argv.includes('--dev')

let embedded: EmbeddedDatabase | undefined
if (!process.env.DATABASE_URL) {
	const dataDir = path.resolve(root, process.env.EMBEDDED_POSTGRES_DIR ?? 'data/postgres')
	log.info(`starting embedded PostgreSQL (data in ${path.relative(root, dataDir)})`)
	embedded = await startEmbeddedPostgres({ dataDir })
	await ensureDatabase(embedded, 'car_alerts')
	process.env.DATABASE_URL = embedded.urlFor('car_alerts')
	log.info(`embedded PostgreSQL listening on 127.0.0.1:${embedded.port}`)
}

await runMigrations(process.env.DATABASE_URL as string)
log.info('migrations applied')

const tsx = path.join(root, 'node_modules/.bin/tsx')
const children: ChildProcess[] = [
	run('web', tsx, ['server/index.ts', ...(dev ? ['--dev'] : [])]),
	run('worker', tsx, ['worker/index.ts']),
]

let stopping = false
async function stop(code: number) {
	if (stopping) return
	stopping = true
	await Promise.all(
		children.map(
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

function run(name: string, command: string, args: string[]): ChildProcess {
	const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env })
	child.on('exit', (code, signal) => {
		if (stopping) return
		log.error(`${name} exited (${signal ?? code}); stopping everything`)
		void stop(code || 1)
	})
	return child
}

async function ensureDatabase(database: EmbeddedDatabase, name: string) {
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: database.url })
	await client.connect()
	try {
		const found = await client.query('select 1 from pg_database where datname = $1', [name])
		if (found.rowCount === 0) await client.query(`create database "${name}"`)
	} finally {
		await client.end()
	}
}
