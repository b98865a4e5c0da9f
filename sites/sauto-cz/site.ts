import { type SiteDefinition } from '#sites/kit/definition.ts'

export const sautoSite = {
	id: 'sauto.cz',
	name: 'Sauto',
	country: 'CZ',
	scopes: ['site', 'brand'],
	pageSize: 50,
	fetchModes: ['http'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.sauto.cz',
	currency: 'CZK',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'The JSON search the site’s own pages call (/api/v1/items/search) answers plain HTTP; no protection is reported (docs/decisions/068).',
} as const satisfies SiteDefinition
