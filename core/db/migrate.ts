import { fileURLToPath } from 'node:url'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { seedCatalogue } from '../catalogue/seed.ts'
import { createDatabase } from './client.ts'
import { type LegacySiteMove, moveLegacySites } from './legacy-sites.ts'

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/**
 * Applies every checked-in migration that the database has not seen yet, then the reference data,
 * then moves the rows of the one-country sites' old ids to the country the deployment used
 * (`legacySites`, from core/db/legacy-sites.ts `legacySiteMoves`; docs/decisions/067). Returns the
 * rows moved, by table (nothing once they are).
 */
export async function runMigrations(connectionString: string, legacySites: readonly LegacySiteMove[] = []): Promise<Record<string, number>> {
	const handle = createDatabase(connectionString, { max: 1 })
	try {
		await migrate(handle.db, { migrationsFolder })
		await seedCatalogue(handle.db)
		return await moveLegacySites(handle.pool, legacySites)
	} finally {
		await handle.close()
	}
}
