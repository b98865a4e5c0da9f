import { type SiteDefinition } from '#sites/kit/definition.ts'

export const truecarSite = {
	id: 'truecar.com',
	name: 'TrueCar',
	country: 'US',
	scopes: ['site', 'brand'],
	pageSize: 30,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.truecar.com',
	currency: 'USD',
	distanceUnit: 'mi',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Server-rendered result cards, but strongly protected: only a real (even visible) browser is reported to get the pages; plain clients are refused.',
} as const satisfies SiteDefinition
