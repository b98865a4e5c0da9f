import { baselineKey } from '../criteria.ts'
import { type Alert } from '../models/alerts.ts'
import { siteIds, urlSiteIds } from '../sites.ts'

/** What a baseline was taken for: declared with the criteria (core/criteria.ts, docs/decisions/060). */
export { baselineKey }

/**
 * The criteria an alert's market rollup counts under (docs/decisions/038-market-chart.md): what it
 * matches, not where it looks (its sites and Facebook search change what is counted from then on).
 * A change takes a new baseline on every site, and the first of those restarts the count. Keyed as
 * a site searched at a pasted URL, with none: the key every rollup has had.
 */
export const marketKey = (alert: Alert) => baselineKey({ ...alert, facebookMarketplaceUrl: null }, urlSiteIds[0] ?? siteIds[0])
