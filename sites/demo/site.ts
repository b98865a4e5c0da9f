import { type SiteDefinition } from '#sites/kit/definition.ts'

/** Our own demo market (core/demo-market.ts), for trying the product offline; never sold in production. */
export const demoSite = {
	id: 'demo',
	name: 'Demo market',
	country: null,
	scopes: ['site', 'brand'],
	pageSize: 20,
	fetchModes: ['http'],
	defaultFetchMode: 'http',
	baseUrl: 'http://localhost:3000',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Ours: served by the web server at /demo-market.',
} as const satisfies SiteDefinition
