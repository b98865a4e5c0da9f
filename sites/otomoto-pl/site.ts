import { type SiteDefinition } from '#sites/kit/definition.ts'

export const otomotoSite = {
	id: 'otomoto.pl',
	name: 'Otomoto',
	country: 'PL',
	scopes: ['site', 'brand'],
	pageSize: 32,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.otomoto.pl',
	currency: 'PLN',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Server-rendered Next.js pages with the results in __NEXT_DATA__; public scrapers report only User-Agent checks, so plain HTTP with a browser-like client (docs/decisions/068).',
} as const satisfies SiteDefinition
