import { type SiteDefinition } from '#sites/kit/definition.ts'

export const ebayComSite = {
	id: 'ebay.com',
	name: 'eBay Motors',
	country: 'US',
	scopes: ['site', 'brand'],
	// The Browse API's largest page (`limit` at most 200), so a feed needs the fewest calls.
	pageSize: 200,
	fetchModes: ['api'],
	// On only once the operator sets SITE_FETCH_EBAY_COM=api with the app's credentials.
	defaultFetchMode: 'off',
	baseUrl: 'https://api.ebay.com',
	currency: 'USD',
	distanceUnit: 'mi',
	// An application's default Browse quota is 5,000 calls a day: one call every 18 s stays within it.
	intervalSeconds: 18,
	apiSettings: ['EBAY_CLIENT_ID', 'EBAY_CLIENT_SECRET'],
	brands: 'all',
	reach: "eBay's official Buy Browse API (the Finding API ended 2025-02-05), with an OAuth application token minted from the operator's app credentials; no page scraping.",
} as const satisfies SiteDefinition
