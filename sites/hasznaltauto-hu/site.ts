import { type SiteDefinition } from '#sites/kit/definition.ts'

export const hasznaltautoSite = {
	id: 'hasznaltauto.hu',
	name: 'Használtautó.hu',
	country: 'HU',
	scopes: ['site', 'brand'],
	pageSize: 25,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.hasznaltauto.hu',
	currency: 'HUF',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Server-rendered HTML behind a Cloudflare challenge: plain clients are answered with the challenge; the projects that read it do so in a real browser.',
} as const satisfies SiteDefinition
