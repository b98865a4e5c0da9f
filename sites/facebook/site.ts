import { type SiteDefinition } from '#sites/kit/definition.ts'

export const facebookSite = {
	id: 'facebook',
	name: 'Facebook Marketplace',
	country: null,
	scopes: ['url'],
	pageSize: 24,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.facebook.com',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'No public API; a login wall for datacenter addresses. Only the search URL a buyer pasted is fetched.',
} as const satisfies SiteDefinition
