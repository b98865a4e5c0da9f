import { type SiteDefinition } from '#sites/kit/definition.ts'

/** What every AutoScout24 country shares: one platform, one protection (docs/decisions/067-numbers-and-country-sites.md). */
const autoscout24 = {
	name: 'AutoScout24',
	scopes: ['brand'],
	pageSize: 20,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Plain fetches often answer 200 with __NEXT_DATA__; DataDome 403s are reported for datacenter traffic.',
} as const

/**
 * AutoScout24's country sites, each a site of its own (its feed, budget and health; not
 * autoscout24.ch, another platform). What each country's search needs besides is in adapter.ts, by country.
 */
export const autoscout24Sites = [
	{ ...autoscout24, id: 'autoscout24.de', country: 'DE', baseUrl: 'https://www.autoscout24.de' },
	{ ...autoscout24, id: 'autoscout24.at', country: 'AT', baseUrl: 'https://www.autoscout24.at' },
	{ ...autoscout24, id: 'autoscout24.it', country: 'IT', baseUrl: 'https://www.autoscout24.it' },
	{ ...autoscout24, id: 'autoscout24.nl', country: 'NL', baseUrl: 'https://www.autoscout24.nl' },
	{ ...autoscout24, id: 'autoscout24.be', country: 'BE', baseUrl: 'https://www.autoscout24.be' },
	{ ...autoscout24, id: 'autoscout24.fr', country: 'FR', baseUrl: 'https://www.autoscout24.fr' },
	{ ...autoscout24, id: 'autoscout24.es', country: 'ES', baseUrl: 'https://www.autoscout24.es' },
] as const satisfies readonly SiteDefinition[]
