import { type SiteDefinition } from '#sites/kit/definition.ts'

export const kleinanzeigenSite = {
	id: 'kleinanzeigen.de',
	name: 'Kleinanzeigen',
	country: 'DE',
	scopes: ['site', 'brand'],
	pageSize: 25,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.kleinanzeigen.de',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Server-rendered HTML result lists; plain HTTP was reported to work in 2026-09. Its only API is the app’s, on app credentials (docs/decisions/068).',
} as const satisfies SiteDefinition
