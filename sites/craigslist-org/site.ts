import { type SiteDefinition } from '#sites/kit/definition.ts'

/**
 * Craigslist is one site per area (`losangeles.craigslist.org`, `chicago.craigslist.org`…): a
 * deployment watches one area, its base URL (CRAIGSLIST_ORG_BASE_URL), Los Angeles unless the
 * operator names another (docs/decisions/070). Its whole-site feed is every car and truck posted
 * in that area, by owners and dealers, newest first.
 */
export const craigslistSite = {
	id: 'craigslist.org',
	name: 'Craigslist',
	country: 'US',
	scopes: ['site', 'brand'],
	pageSize: 120,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://losangeles.craigslist.org',
	currency: 'USD',
	distanceUnit: 'mi',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'The search page lists its results in plain HTML for clients without JavaScript, which plain HTTP clients read (2025–2026); an address that asks too fast is blocked for a while (“This IP has been automatically blocked”).',
} as const satisfies SiteDefinition
