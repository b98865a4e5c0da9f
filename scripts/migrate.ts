/** `npm run db:migrate`: applies the checked-in migrations to DATABASE_URL (Fly's release_command). */
import 'dotenv/config'
import { loadConfig, requireDatabaseUrl } from '#core/config.ts'
import { legacySettingRenames, legacySiteMoves } from '#core/db/legacy-sites.ts'
import { runMigrations } from '#core/db/migrate.ts'

// OLX_BASE_URL and AUTOSCOUT24_BASE_URL are legacy: read here alone, to move the one-country
// sites' rows to the country the deployment used (docs/decisions/067-numbers-and-country-sites.md).
const legacySites = legacySiteMoves(process.env)
const moved = await runMigrations(requireDatabaseUrl(loadConfig()), legacySites)
if (Object.keys(moved).length > 0) {
	for (const move of legacySites) console.log(`${move.from} → ${move.to} (${move.setting}${move.baseUrl ? ` = ${move.baseUrl}` : ' unset'})`)
	console.log(`rows moved: ${Object.entries(moved).map(([table, rows]) => `${table} ${rows}`).join(', ')}`)
}
for (const { setting, renamed } of legacySettingRenames(process.env, legacySites)) console.log(`${setting} is no longer read: rename it ${renamed}`)
console.log('migrations applied')
