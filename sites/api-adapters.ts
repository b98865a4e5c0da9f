import { type Config } from '#core/config.ts'
import { siteBaseUrl } from '#core/site-settings.ts'
import { ebayComAdapterWith } from './ebay-com/adapter.ts'
import { type SiteAdapter } from './kit/types.ts'
import { mobileDeApiAdapter } from './mobile-de/api-adapter.ts'
import { type siteDefinitions } from './registry.ts'

type Definition = (typeof siteDefinitions)[number]

/** A site's adapter for its official API, and the API's origin, made from the operator's settings. */
export type ApiAccess = { adapter: SiteAdapter; baseUrl: string }

/**
 * The sites reachable through an official API (fetch mode `api`, docs/decisions/015), one line
 * each: total over the sites whose definition lists `api` among its `fetchModes`, so such a site
 * without its line here does not compile. Worker only. core/config.ts has refused the mode
 * without the definition's `apiSettings`, so the credentials are there.
 */
export const siteApiAdapters: { [D in Definition as 'api' extends D['fetchModes'][number] ? D['id'] : never]: (config: Config) => ApiAccess } = {
	'mobile.de': (config) => ({
		adapter: mobileDeApiAdapter({ user: config.MOBILE_DE_API_USER ?? '', password: config.MOBILE_DE_API_PASSWORD ?? '' }),
		baseUrl: config.MOBILE_DE_API_URL,
	}),
	'ebay.com': (config) => ({
		adapter: ebayComAdapterWith({ clientId: config.EBAY_CLIENT_ID ?? '', clientSecret: config.EBAY_CLIENT_SECRET ?? '' }),
		baseUrl: siteBaseUrl(config, 'ebay.com'),
	}),
}
