import { type SiteDefinition } from '#sites/kit/definition.ts'

export const autoscout24Site = {
	id: 'autoscout24',
	name: 'AutoScout24',
	country: 'DE',
	scopes: ['brand'],
	pageSize: 20,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.autoscout24.de',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	reach: 'Plain fetches often answer 200 with __NEXT_DATA__; DataDome 403s are reported for datacenter traffic.',
} as const satisfies SiteDefinition
