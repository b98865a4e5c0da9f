import { type SQL, sql } from 'drizzle-orm'
import { urlSiteIds } from '../sites.ts'

/**
 * SQL for `requiresUrl` (core/sites.ts) on a column or expression naming a site: true where the
 * site is searched only at a URL the buyer pasted (its feeds' scope is that URL), derived from the
 * registry, never a site's id written out (docs/decisions/065).
 */
export function isUrlSite(site: SQL | SQL.Aliased | { getSQL(): SQL }): SQL {
	return urlSiteIds.length === 0 ? sql`false` : sql`(${site} IN (${sql.join(urlSiteIds.map((id) => sql`${id}`), sql`, `)}))`
}

/** The opposite: a site searched by brand or whole. */
export function isBrandSite(site: SQL | SQL.Aliased | { getSQL(): SQL }): SQL {
	return sql`NOT ${isUrlSite(site)}`
}
