import { type SiteDefinition } from '#sites/kit/definition.ts'

export const mobileDeSite = {
	id: 'mobile.de',
	name: 'mobile.de',
	country: 'DE',
	scopes: ['site', 'brand'],
	pageSize: 20,
	fetchModes: ['http', 'browser', 'api'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://suchen.mobile.de',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: ['MOBILE_DE_API_USER', 'MOBILE_DE_API_PASSWORD'],
	brands: 'all',
	reach: 'Akamai answers plain HTTP with 403 or a robot check; a real browser gets through. The paid Search API (api) needs the operator credentials.',
} as const satisfies SiteDefinition
