import { type AppLoadContext } from '@remix-run/node'
import { siteBudget } from '#core/site-budget.ts'
import { type SiteId } from '#core/sites.ts'

/** Each site's requests a minute under this server's settings, for the frequency check of a new or edited alert. */
export function siteBudgets(context: Pick<AppLoadContext, 'config'>) {
	return (siteId: SiteId) => siteBudget(context.config, siteId).requestsPerMinute
}
