import crypto from 'node:crypto'
import { inject } from 'vitest'
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
