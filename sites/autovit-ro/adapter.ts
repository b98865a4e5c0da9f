import { siteAdapter } from '#sites/kit/base.ts'
import { parsePlatformPage, platformRequest } from '#sites/otomoto-pl/platform.ts'
import { autovitSite } from './site.ts'

/** Autovit (Romania): Otomoto's platform (sites/otomoto-pl/platform.ts) on its passenger-car category, `autoturisme`. */
export const autovitAdapter = siteAdapter({
	id: autovitSite.id,
	scopes: autovitSite.scopes,
	pageSize: autovitSite.pageSize,
	buildRequest: platformRequest({ category: 'autoturisme' }),
	parse: parsePlatformPage,
})
