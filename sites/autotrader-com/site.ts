import { type SiteDefinition } from '#sites/kit/definition.ts'

export const autotraderComSite = {
	id: 'autotrader.com',
	name: 'Autotrader',
	country: 'US',
	scopes: ['site', 'brand'],
	// `numRecords=25`, the site's own page of results, which our request asks for.
	pageSize: 25,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.autotrader.com',
	currency: 'USD',
	distanceUnit: 'mi',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Akamai Bot Manager (the bm_sz cookie) guards the search pages: plain clients are challenged or refused, a real browser gets the page with its window.__BONNET_DATA__; US residential proxies (SITE_PROXY_AUTOTRADER_COM) help where datacenter addresses are refused.',
} as const satisfies SiteDefinition
