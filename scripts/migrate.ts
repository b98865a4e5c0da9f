/** `npm run db:migrate`: applies the checked-in migrations to DATABASE_URL (Fly's release_command). */
import 'dotenv/config'
import { loadConfig, requireDatabaseUrl } from '#core/config.ts'
import { runMigrations } from '#core/db/migrate.ts'

await runMigrations(requireDatabaseUrl(loadConfig()))
console.log('migrations applied')
