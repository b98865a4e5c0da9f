import { type SiteDefinition } from '#sites/kit/definition.ts'

export const olxSite = {
	id: 'olx',
	name: 'OLX',
	country: 'RO',
	scopes: ['site', 'brand'],
	pageSize: 40,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.olx.ro',
	currency: 'RON',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	reach: 'The public /api/v1/offers/ is allowed by robots.txt, but CloudFront refuses plain clients by TLS fingerprint; a browser gets 200.',
} as const satisfies SiteDefinition
