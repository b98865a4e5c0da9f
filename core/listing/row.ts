import { getTableColumns, type SQL, sql } from 'drizzle-orm'
import { listings } from '../db/schema.ts'
import { upsertRules } from './schema.ts'

/**
 * The listing schema's stored row against the `listings` table (core/db/schema.ts): the upsert a
 * crawl stores with is derived from the schema's rules, column by column
 * (docs/decisions/059-one-listing-schema.md); row.test.ts fails when the two disagree.
 */

/** Columns the store keeps itself: when a crawl first and last saw the car. Not facts of the site. */
export const storeColumns = ['firstSeenAt', 'lastSeenAt'] as const

/**
 * The `SET` of the crawl's `INSERT … ON CONFLICT (site_id, listing_id) DO UPDATE`: per stored
 * field, the new value (`replace`), or the new one unless it is missing (`keep`: coalesce).
 */
export function listingUpsertSet(): Record<keyof typeof upsertRules, SQL> {
	const columns = getTableColumns(listings)
	const set: Record<string, SQL> = {}
	for (const [key, rule] of Object.entries(upsertRules)) {
		const column = columns[key as keyof typeof columns]
		if (!column) throw new Error(`the listing schema's ${key} has no column in the listings table`)
		const excluded = sql.raw(`excluded."${column.name}"`)
		set[key] = rule === 'keep' ? sql`coalesce(${excluded}, ${column})` : sql`${excluded}`
	}
	return set as Record<keyof typeof upsertRules, SQL>
}
