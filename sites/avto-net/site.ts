import { type SiteDefinition } from '#sites/kit/definition.ts'

export const avtoNetSite = {
	id: 'avto.net',
	name: 'avto.net',
	country: 'SI',
	scopes: ['site', 'brand'],
	pageSize: 48,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.avto.net',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Plain server-rendered HTML; tools that work send a browser TLS fingerprint and wait 2 to 4 s between requests.',
} as const satisfies SiteDefinition
