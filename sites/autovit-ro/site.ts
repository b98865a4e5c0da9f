import { type SiteDefinition } from '#sites/kit/definition.ts'

export const autovitSite = {
	id: 'autovit.ro',
	name: 'Autovit',
	country: 'RO',
	scopes: ['site', 'brand'],
	pageSize: 32,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.autovit.ro',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Otomoto’s platform (the same Next.js pages and __NEXT_DATA__); as on Otomoto, only User-Agent checks are reported, so plain HTTP (docs/decisions/068).',
} as const satisfies SiteDefinition
