import { type SiteDefinition } from '#sites/kit/definition.ts'

/** bolha.com (Slovenia), docs/decisions/069-willhaben-mobile-bg-njuskalo-bolha.md. */
export const bolhaSite = {
	id: 'bolha.com',
	name: 'Bolha',
	country: 'SI',
	scopes: ['site', 'brand'],
	pageSize: 25,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.bolha.com',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'No protection reported for bolha itself; it runs on Njuškalo’s platform, whose ShieldSquare captcha the parser recognises, so a block shows in the site’s health and the browser mode is one setting away.',
} as const satisfies SiteDefinition
