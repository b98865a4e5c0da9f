import { siteAdapter } from '#sites/kit/base.ts'
import { parsePlatformPage, platformRequest } from './platform.ts'
import { otomotoSite } from './site.ts'

/** Otomoto (Poland): the Otomoto platform (./platform.ts) on its passenger-car category, `osobowe`. */
export const otomotoAdapter = siteAdapter({
	id: otomotoSite.id,
	scopes: otomotoSite.scopes,
	pageSize: otomotoSite.pageSize,
	buildRequest: platformRequest({ category: 'osobowe' }),
	parse: parsePlatformPage,
})
