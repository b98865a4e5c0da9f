import { type SiteDefinition } from '#sites/kit/definition.ts'

/** What every OLX country shares: one API, one protection (docs/decisions/067-numbers-and-country-sites.md). */
const olx = {
	name: 'OLX',
	scopes: ['site', 'brand'],
	pageSize: 40,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'The public /api/v1/offers/ is allowed by robots.txt, but CloudFront refuses plain clients by TLS fingerprint (a hard 403 on olx.pl whatever the headers); a browser gets 200.',
} as const

/**
 * OLX's country sites, each a site of its own (its feed, budget, currency and health; each
 * country's cars category is in adapter.ts, by country). Prices: olx.ro shows euros when asked
 * (`currency=EUR`), olx.pl złoty, olx.bg euros since Bulgaria's changeover on 2026-01-01 (a lev
 * amount still reads as BGN), olx.pt euros; every offer states its own currency, which the listing keeps.
 */
export const olxSites = [
	{ ...olx, id: 'olx.ro', country: 'RO', baseUrl: 'https://www.olx.ro', currency: 'EUR' },
	{ ...olx, id: 'olx.pl', country: 'PL', baseUrl: 'https://www.olx.pl', currency: 'PLN' },
	{ ...olx, id: 'olx.bg', country: 'BG', baseUrl: 'https://www.olx.bg', currency: 'EUR' },
	{ ...olx, id: 'olx.pt', country: 'PT', baseUrl: 'https://www.olx.pt', currency: 'EUR' },
] as const satisfies readonly SiteDefinition[]
