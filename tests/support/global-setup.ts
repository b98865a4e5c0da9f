import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type TestProject } from 'vitest/node'
import { type BrowserServer } from 'playwright-core'
import { runMigrations } from '#core/db/migrate.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from '#scripts/lib/embedded-postgres.ts'
import { withClient, withDatabase } from '#scripts/lib/postgres-admin.ts'
import { launchBrowserServer } from './chromium.ts'
import { compileEntries } from './compiled-entries.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

declare module 'vitest' {
	export interface ProvidedContext {
		/** A URL with rights to create databases, on the server every test uses. */
		adminDatabaseUrl: string
		/** A database with every migration applied, cloned for each test file. */
		templateDatabase: string
		/** server/index.ts and worker/index.ts compiled for this run (tests/support/compiled-entries.ts). */
		serverEntry: string
		workerEntry: string
		/** The run's shared Chromium (browser project only); files without it start their own. */
		browserEndpoint: string | undefined
	}
}

/**
 * One real PostgreSQL for the whole run: DATABASE_URL when set, else an embedded server in a
 * temporary folder. A template database gets the migrations once; test files clone it.
 * Also once per run, not per file (docs/decisions/024-test-suite-speed.md): the server and worker
 * compiled for plain `node`, and for the browser project one Chromium that files connect to.
 */
export default async function setup(project: TestProject) {
	let embedded: EmbeddedDatabase | undefined
	let dataDir: string | undefined
	let adminUrl = process.env.DATABASE_URL
	if (!adminUrl) {
		dataDir = await mkdtemp(path.join(os.tmpdir(), 'car-alerts-test-pg-'))
		// As root, PostgreSQL runs as the `postgres` user, which must be able to enter the folder.
		await chmod(dataDir, 0o755)
		embedded = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), throwaway: true })
		adminUrl = embedded.url
	}
	const templateDatabase = `test_template_${process.pid}_${project.name}`
	await withClient(adminUrl, async (client) => {
		await client.query(`drop database if exists "${templateDatabase}"`)
		await client.query(`create database "${templateDatabase}"`)
	})
	await runMigrations(withDatabase(adminUrl, templateDatabase))
	project.provide('adminDatabaseUrl', adminUrl)
	project.provide('templateDatabase', templateDatabase)

	const compiledDir = path.join(root, '.cache/test-processes', `${process.pid}-${project.name}`)
	const compiled = await compileEntries(compiledDir)
	project.provide('serverEntry', compiled.server)
	project.provide('workerEntry', compiled.worker)
	let browser: BrowserServer | undefined
	if (project.name === 'browser') browser = await launchBrowserServer()
	project.provide('browserEndpoint', browser?.wsEndpoint())

	return async () => {
		await browser?.close()
		await rm(compiledDir, { recursive: true, force: true })
		await withClient(adminUrl, (client) =>
			client.query(`drop database if exists "${templateDatabase}" with (force)`),
		).catch(() => {})
		await embedded?.stop()
		if (dataDir) await rm(dataDir, { recursive: true, force: true })
	}
}

