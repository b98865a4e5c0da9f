import { type SiteDefinition } from '#sites/kit/definition.ts'

export const cargurusComSite = {
	id: 'cargurus.com',
	name: 'CarGurus',
	country: 'US',
	// A make's search needs the site's own id of the make; a search of every make is not known (docs/decisions/071).
	scopes: ['brand'],
	// The tiles of one results page (INFERRED: 24 on the pages other tools describe).
	pageSize: 24,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'browser',
	baseUrl: 'https://www.cargurus.com',
	currency: 'USD',
	distanceUnit: 'mi',
	intervalSeconds: null,
	apiSettings: [],
	// The makes whose site id is known (the adapter's cargurusMakes, typed by this list); any other brand is refused at input (docs/decisions/074).
	brands: ['chevrolet', 'ford', 'bmw', 'honda', 'toyota', 'nissan', 'audi', 'hyundai', 'kia', 'mazda', 'subaru', 'volkswagen'],
	reach: 'The result tiles are drawn by the page script (public tools wait for them in a browser) and plain clients meet a bot check; tools that work use a stealth browser and residential proxies (SITE_PROXY_CARGURUS_COM).',
} as const satisfies SiteDefinition
