import { type SiteDefinition } from '#sites/kit/definition.ts'

export const polovniautomobiliSite = {
	id: 'polovniautomobili.com',
	name: 'Polovni automobili',
	country: 'RS',
	scopes: ['site', 'brand'],
	pageSize: 25,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.polovniautomobili.com',
	// Cars are priced in euros on the site; a dealer's price in dinars is read as RSD where printed so.
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Server-rendered HTML, but anti-bot checks and a captcha are reported for fast or plain clients; the projects that keep working read it in a real browser.',
} as const satisfies SiteDefinition
