import { type SiteDefinition } from '#sites/kit/definition.ts'

/** Njuškalo (Croatia), docs/decisions/069-willhaben-mobile-bg-njuskalo-bolha.md. */
export const njuskaloSite = {
	id: 'njuskalo.hr',
	name: 'Njuškalo',
	country: 'HR',
	scopes: ['site', 'brand'],
	pageSize: 25,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.njuskalo.hr',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'ShieldSquare answers plain clients with a captcha ("Pristup odabranim stranicama je onemogućen") and robots.txt sometimes blocks scrapers; projects that work use a real browser that visits the site first.',
} as const satisfies SiteDefinition
