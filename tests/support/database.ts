import crypto from 'node:crypto'
import { type PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { createDatabase, type DatabaseHandle } from '#core/db/client.ts'
import { withClient, withDatabase } from '#scripts/lib/postgres-admin.ts'

export type TestDatabase = DatabaseHandle & {
	url: string
	/** Closes the pool and drops the database. */
	destroy: () => Promise<void>
}

/**
 * A fresh database for one test file, cloned from the migrated template, so tests never see
 * each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
	const adminUrl = inject('adminDatabaseUrl')
	const template = inject('templateDatabase')
	const name = `test_${crypto.randomBytes(6).toString('hex')}`
	await withClient(adminUrl, (client) =>
		client.query(`create database "${name}" template "${template}"`),
	)
	const url = withDatabase(adminUrl, name)
	const handle = createDatabase(url, { max: 5, onError: () => {} })
	return {
		...handle,
		url,
		destroy: async () => {
			await handle.close()
			await withClient(adminUrl, (client) =>
				client.query(`drop database if exists "${name}" with (force)`),
			)
		},
	}
}

/**
 * The file's database, created before its tests and dropped after them, with `emptied` deleted
 * before each test, in the order given (rows that point at others first). Call it after
 * `testsInTurn()`, so a test empties the tables only once the one before it has ended. `db` is
 * there from the first test on.
 */
export function databaseForTests(...emptied: PgTable[]): Pick<TestDatabase, 'db' | 'pool' | 'url'> {
	let database: TestDatabase | undefined
	const created = () => {
		if (!database) throw new Error('the test database is created before the first test: read it inside a test or hook')
		return database
	}
	beforeAll(async () => {
		database = await createTestDatabase()
	})
	afterAll(async () => {
		await database?.destroy()
	})
	beforeEach(async () => {
		for (const table of emptied) await created().db.delete(table)
	})
	return {
		get db() {
			return created().db
		},
		get pool() {
			return created().pool
		},
		get url() {
			return created().url
		},
	}
}
