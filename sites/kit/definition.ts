/**
 * What a listing site is (docs/decisions/065-a-site-is-one-folder.md): one definition per site,
 * in its folder's `site.ts`, from which the config's settings, the fetch routes, the base URLs,
 * the wizard's choices, the operator's views and the copy's counts are derived. The file is pure
 * data: the web server reads it as well as the worker, so it imports no adapter code.
 */

/**
 * What a feed asks a site for (docs/decisions/049-site-wide-feeds.md): `site`, every car of the
 * whole site newest first, matched to the alerts of every brand locally (core/matching.ts
 * `listingOfBrand`); `brand`, one brand's newest cars (docs/decisions/007); `url`, the buyer's own
 * pasted search (Facebook Marketplace).
 */
export type FeedScope = 'site' | 'brand' | 'url'

/** How the worker may reach a site: its pages over HTTP, its pages in a real browser, or an official API. */
export type FetchMode = 'http' | 'browser' | 'api'

/** What SITE_FETCH_<SITE> may say: a fetch mode, or `off` (the site is not offered, crawled or counted). */
export type FetchSetting = FetchMode | 'off'

/** ISO 3166-1 alpha-2, upper case: the market a site serves. */
export type CountryCode = string

export type SiteDefinition = {
	/** The stored id (alerts, feeds, listings): the site's domain where it has one, `autoscout24.it`. */
	id: string
	/** The site's own name, as the buyer knows it: "AutoScout24", "OLX". */
	name: string
	/**
	 * The market the site serves, or null for one that serves anywhere (Facebook Marketplace,
	 * searched at the buyer's own URL). Country sites of one marketplace share `name` and differ here.
	 */
	country: CountryCode | null
	/** The feed scopes the site can search; `url` alone: the buyer pastes a search of the site. */
	scopes: readonly FeedScope[]
	/**
	 * The catalogue brands (core/catalogue slugs) whose cars the site can deliver to an alert, or
	 * `'all'` (docs/decisions/074-brands-a-site-serves.md). A site read whole (`site` scope) matches
	 * every brand on its own listings, and a pasted search (`url`) is the buyer's, so both say
	 * `'all'`; a site searched only by brand lists the brands its brand search can ask for, exactly
	 * those for which its adapter builds a request (sites/registry.test.ts checks both ways). The
	 * wizard, the edit form and the API refuse the site for any other brand (core/schemas/alert.ts).
	 */
	brands: readonly string[] | 'all'
	/** Results on one page of its newest-first search, as our request asks for it (a crawl plan counts pages by it). */
	pageSize: number
	/**
	 * The ways the site can be reached, and the one used unless the operator sets SITE_FETCH_<SITE>.
	 * `off` by default: a site that needs the operator's own credentials (an official API) is on
	 * only once the operator chooses its mode.
	 */
	fetchModes: readonly FetchMode[]
	defaultFetchMode: FetchSetting
	/** The origin fetched unless the operator sets <SITE>_BASE_URL (tests point it at a local server). */
	baseUrl: string
	/** The currency of the prices the site shows (ISO 4217), converted to the alert's as any other. */
	currency: string
	/** How the site states mileage: kilometres, or miles (converted to kilometres when read). */
	distanceUnit: 'km' | 'mi'
	/**
	 * Seconds between two requests through one identity when the operator sets no
	 * SITE_MIN_INTERVAL_SECONDS_<SITE>; null: the fleet's SITE_MIN_INTERVAL_SECONDS.
	 */
	intervalSeconds: number | null
	/**
	 * The settings the `api` fetch mode needs (the operator's credentials for an official API);
	 * the config refuses to start with the mode chosen and one of them missing. Empty: none.
	 */
	apiSettings: readonly string[]
	/** Why the default fetch mode is what it is: what is known of the site's protection (../shared/sites.md). */
	reach: string
}
