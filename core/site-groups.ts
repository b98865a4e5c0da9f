import { collatorFor } from './collation.ts'
import { asLanguage, type Language } from './enums.ts'
import { countryName, offeredSites, siteName } from './sites.ts'

/**
 * How a buyer finds their marketplace among dozens (docs/decisions/072): the sites grouped by the
 * country they serve, the buyer's own country first, searchable by name or country, and the
 * counts the copy states. Client-safe and pure: the wizard, the edit form and the pages' copy read
 * the same functions on the server and in the browser.
 */

/** The registry facts a site's choice needs. */
type SiteFacts = { id: string; name: string; country: string | null; requiresUrl: boolean; live: boolean }

/** A site as the wizard and the edit form offer it: its facts with its name and country in the buyer's language. */
export type SiteOption = SiteFacts & { countryName: string | null }

/**
 * The countries a reader of each language most likely buys in, first in the list: the language's
 * own country; English, the United States and then Great Britain.
 */
export const homeCountries: Record<Language, readonly string[]> = {
	en: ['US', 'GB'],
	de: ['DE'],
	fr: ['FR'],
	es: ['ES'],
	it: ['IT'],
}

/**
 * The offered sites as the form sends them to the page: names and country names are written on
 * the server, so the browser's first render (and its search) reads the very same words.
 */
export function siteOptions(sites: readonly SiteFacts[], language: string): SiteOption[] {
	return sites.map(({ id, name, country, requiresUrl, live }) => ({
		id,
		name: siteName(id, language) || name,
		country,
		requiresUrl,
		live,
		countryName: country ? countryName(country, language) : null,
	}))
}

/**
 * The sites a page offers, as options in the reader's language: the wizard, the edit form and the
 * landing page offer the demo market where the deployment does; the FAQ and support page count
 * marketplaces, without it.
 */
export function offeredSiteOptions(config: { offersDemoMarket: boolean }, language: string, options: { includeDemo?: boolean } = {}): SiteOption[] {
	return siteOptions(offeredSites({ includeDemo: options.includeDemo ?? config.offersDemoMarket, config }), language)
}

/** Chosen sites in one order whatever the page's (it lists them by country, docs/decisions/072). */
export function inSiteOrder(chosen: readonly FormDataEntryValue[]): string[] {
	return chosen.filter((value): value is string => typeof value === 'string').sort()
}

export type SiteGroup<T> = {
	/** ISO 3166-1 alpha-2, or null for sites of no one country (Facebook Marketplace, the demo market). */
	country: string | null
	/** The country's name in the reader's language; null for the group of no country. */
	countryName: string | null
	sites: T[]
}

/**
 * The sites by country: the reader's language's countries first (in `homeCountries`' order), then
 * the others by name in the reader's language, then the sites of no one country. Within a group,
 * sites by name; the demo market, which is no marketplace, last.
 */
export function groupSites<T extends { id: string; name: string; country: string | null; countryName?: string | null }>(sites: readonly T[], language: string): SiteGroup<T>[] {
	const collator = collatorFor(language)
	const home = homeCountries[asLanguage(language)]
	const byCountry = new Map<string | null, T[]>()
	for (const site of sites) byCountry.set(site.country, [...(byCountry.get(site.country) ?? []), site])
	const rank = (country: string | null) => (country === null ? home.length + 1 : home.includes(country) ? home.indexOf(country) : home.length)
	const groups = [...byCountry.entries()].map(([country, members]) => ({
		country,
		// The name the server wrote where the sites carry it (siteOptions), so the browser renders the server's words.
		countryName: country ? (members[0]?.countryName ?? countryName(country, language)) : null,
		sites: [...members].sort((a, b) => Number(a.id === 'demo') - Number(b.id === 'demo') || collator.compare(a.name, b.name)),
	}))
	return groups.sort((a, b) => rank(a.country) - rank(b.country) || collator.compare(a.countryName ?? '', b.countryName ?? ''))
}

/** Lower case, accents gone, spaces squeezed: "Njuškalo" is found by "njuskalo", "États" by "etats". */
export function searchable(text: string): string {
	return text
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLocaleLowerCase('en')
		.replace(/\s+/g, ' ')
		.trim()
}

/**
 * Whether a site answers the buyer's search: every word of it is in the site's name, its id
 * (its domain) or its country's name in the buyer's language. An empty search finds every site.
 */
export function siteMatches(site: Pick<SiteOption, 'id' | 'name' | 'countryName'>, query: string): boolean {
	const words = searchable(query).split(' ').filter(Boolean)
	if (words.length === 0) return true
	const text = searchable([site.name, site.id, site.countryName ?? ''].join(' '))
	return words.every((word) => text.includes(word))
}

/**
 * The site search's submit without JavaScript (the wizard's and the edit form's actions know it):
 * the page again, everything entered kept, the list filtered by the server; `all`, the search cleared.
 */
export const siteSearchIntent = 'sites'
export const allSitesIntent = 'allSites'
/** The search box's field name; neither the wizard's steps nor the edit form store it. */
export const siteSearchField = 'siteSearch'

/** The longest search the form takes; a longer one is cut (it would match nothing anyway). */
export const maxSiteSearch = 60

/** A search as the form or the address sent it: text, trimmed and cut to `maxSiteSearch`; anything else, none. */
export function siteSearchOf(value: unknown): string {
	return typeof value === 'string' ? value.trim().slice(0, maxSiteSearch) : ''
}

/**
 * What the copy may claim (docs/decisions/072): the marketplaces, distinct names of the offered
 * sites without the demo market (AutoScout24 is one marketplace in seven countries), and the
 * countries they serve (a site of no one country adds none).
 */
export function siteCounts(sites: ReadonlyArray<{ id: string; name: string; country: string | null }>): { marketplaces: number; countries: number } {
	const marketplaces = sites.filter((site) => site.id !== 'demo')
	return {
		marketplaces: new Set(marketplaces.map((site) => site.name)).size,
		countries: new Set(marketplaces.flatMap((site) => (site.country ? [site.country] : []))).size,
	}
}

/** The round claim of the product's first copy ("15+ sites"), made only while the registry makes it true. */
export const roundSiteClaim = 15

export function claimsRoundSites(counts: { marketplaces: number }): boolean {
	return counts.marketplaces >= roundSiteClaim
}
