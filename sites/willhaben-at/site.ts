import { type SiteDefinition } from '#sites/kit/definition.ts'

/** willhaben (Austria), docs/decisions/069-willhaben-mobile-bg-njuskalo-bolha.md. */
export const willhabenSite = {
	id: 'willhaben.at',
	name: 'willhaben',
	country: 'AT',
	scopes: ['site', 'brand'],
	pageSize: 30,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.willhaben.at',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Plain fetches of the search page are reported to answer 200 with the results in __NEXT_DATA__; a watcher warns of rate limits when polling many searches. robots.txt disallows /webapi/, so only the page is read.',
} as const satisfies SiteDefinition
