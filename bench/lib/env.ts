import crypto from 'node:crypto'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createDatabase, type DatabaseHandle } from '#core/db/client.ts'
import { runMigrations } from '#core/db/migrate.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from '#scripts/lib/embedded-postgres.ts'
import { withClient, withDatabase } from '#scripts/lib/postgres-admin.ts'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** A migrated database of its own for one scenario (real PostgreSQL, as docs/decisions/001). */
export type BenchDatabase = DatabaseHandle & {
	url: string
	/** Closes the pool and drops the database. */
	destroy: () => Promise<void>
}

/** What every scenario gets: fresh databases, the server build to run, and a progress log. */
export type BenchEnv = {
	newDatabase: () => Promise<BenchDatabase>
	/** BUILD_DIR of the production build the web scenarios run. */
	buildDir: string
	log: (message: string) => void
}


/**
 * `npm run bench`'s PostgreSQL: the server of DATABASE_URL (databases are created beside it and
 * dropped), else an embedded one in a temporary folder. Unlike the tests' cluster it keeps fsync
 * and synchronous commit on, as production does, because the worker's figures are made of commits.
 */
export async function startBenchEnv(options: { buildDir: string; log: (message: string) => void; fsync?: boolean }): Promise<BenchEnv & { stop: () => Promise<void> }> {
	let embedded: EmbeddedDatabase | undefined
	let dataDir: string | undefined
	let adminUrl = process.env.DATABASE_URL
	if (!adminUrl) {
		dataDir = await mkdtemp(path.join(os.tmpdir(), 'car-alerts-bench-pg-'))
		// As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
		await chmod(dataDir, 0o755)
		embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), throwaway: options.fsync === false })
		adminUrl = embedded.url
	}
	const admin = adminUrl
	const template = `bench_template_${process.pid}`
	await withClient(admin, async (client) => {
		await client.query(`drop database if exists "${template}"`)
		await client.query(`create database "${template}"`)
	})
	await runMigrations(withDatabase(admin, template))
	return {
		buildDir: options.buildDir,
		log: options.log,
		newDatabase: async () => {
			const name = `bench_${crypto.randomBytes(5).toString('hex')}`
			await withClient(admin, (client) => client.query(`create database "${name}" template "${template}"`))
			const url = withDatabase(admin, name)
			const handle = createDatabase(url, { max: 8, onError: () => {} })
			return {
				...handle,
				url,
				destroy: async () => {
					await handle.close()
					await withClient(admin, (client) => client.query(`drop database if exists "${name}" with (force)`))
				},
			}
		},
		stop: async () => {
			await withClient(admin, (client) => client.query(`drop database if exists "${template}" with (force)`)).catch(() => {})
			await embedded?.stop()
			if (dataDir) await rm(dataDir, { recursive: true, force: true })
		},
	}
}
