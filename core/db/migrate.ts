import { fileURLToPath } from 'node:url'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { seedCatalogue } from '../catalogue/seed.ts'
import { createDatabase } from './client.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Applies every checked-in migration that the database has not seen yet, then the reference data. */
export async function runMigrations(connectionString: string): Promise<void> {
	const handle = createDatabase(connectionString, { max: 1 })
	try {
		await migrate(handle.db, { migrationsFolder })
		await seedCatalogue(handle.db)
	} finally {
		await handle.close()
	}
}
