import { type Language } from './enums.ts'
import { siteIsOn } from './site-settings.ts'
import { vocabulary } from './vocabulary.ts'
import { type SiteDefinition } from '#sites/kit/definition.ts'
import { siteDefinitions } from '#sites/registry.ts'

/**
 * The registry of listing sites: the one place that says which sites exist.
 * Copy, the wizard and the worker read from here; a site without a working adapter
 * is not listed (docs/product/decisions.md, "copy never claims a site that has no working adapter").
 */

export const siteIds = siteDefinitions.map((site) => site.id) as unknown as readonly [SiteId, ...SiteId[]]
export type SiteId = (typeof siteDefinitions)[number]['id']

/** The `feeds.scope` of a site-wide feed: the whole site, newest first (docs/decisions/049-site-wide-feeds.md). */
export const siteWideScope = '*'

export type SiteInfo = SiteDefinition & {
	id: SiteId
	/** The user must paste a search URL of this site (Facebook Marketplace): its only scope is `url`. */
	requiresUrl: boolean
	/**
	 * True once the site's adapter works end to end. Copy may call a site "watched" only when
	 * this is true; the others are shown as coming, never as available.
	 */
	live: boolean
	/**
	 * The site lists every car newest first, so a crawl plan may read it whole (docs/decisions/049):
	 * its definition has the `site` scope. The web server reads it here to weigh a frequency before
	 * the worker has planned the site.
	 */
	searchedWhole: boolean
}

/**
 * Every site of the registry (sites/registry.ts) with what follows from its definition. Every
 * adapter builds its search, fetches through worker/lib/fetch-page.ts and parses its fixtures and
 * a local stand-in server end to end (each site's folder has its test). A live site can still
 * refuse us: the checks then report it as blocked (README, Fetching).
 */
export const sites = Object.fromEntries(
	siteDefinitions.map((site) => [
		site.id,
		{ ...site, requiresUrl: site.scopes.length === 1 && site.scopes[0] === 'url', live: true, searchedWhole: (site.scopes as readonly string[]).includes('site') },
	]),
) as unknown as Record<SiteId, SiteInfo>

/**
 * Whether a site is searched only at a URL the buyer pasted (its only scope is `url`: Facebook
 * Marketplace): its feed's scope is that URL, never a brand or the whole site. Code branches on
 * this, never on a site's id (docs/decisions/065). An unknown id: false.
 */
export function requiresUrl(siteId: string): boolean {
	return (sites as Record<string, SiteInfo | undefined>)[siteId]?.requiresUrl ?? false
}

/** The sites searched only at a pasted URL (`requiresUrl`). */
export const urlSiteIds: readonly SiteId[] = (Object.keys(sites) as SiteId[]).filter((id) => sites[id].requiresUrl)

/**
 * A site's name for a reader of `language`: marketplaces keep their own names; the demo market
 * is ours, and is called what core/vocabulary calls it. An unknown id is shown as it is.
 */
export function siteName(id: string, language: Language | string): string {
	if (id === 'demo') return (vocabulary[language as Language] ?? vocabulary.en).demoMarket
	return (sites as Record<string, SiteInfo | undefined>)[id]?.name ?? id
}

/**
 * A country's name in the reader's language (Intl.DisplayNames: no locale strings of ours), the
 * code itself where the runtime knows none.
 */
export function countryName(code: string, language: Language | string): string {
	try {
		return new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code
	} catch {
		return code
	}
}

/**
 * A site as every page, message and operator view names it (docs/decisions/072): its name and,
 * where it serves one country, that country in the reader's language, "AutoScout24 (Italia)";
 * a site of no one country (Facebook Marketplace, the demo market) by its name alone.
 */
export function siteLabel(id: string, language: Language | string): string {
	const country = (sites as Record<string, SiteInfo | undefined>)[id]?.country
	return withCountry(siteName(id, language), country ? countryName(country, language) : null)
}

/** A site's name with its country's, as siteLabel writes them: the one format of both. */
export function withCountry(name: string, country: string | null | undefined): string {
	return country ? `${name} (${country})` : name
}

/** The sites by registry name, for names only one site has (AutoScout24's country sites: none of them). */
const siteIdByName = new Map<string, SiteId>(
	siteIds.filter((id) => siteIds.filter((other) => sites[other].name === sites[id].name).length === 1).map((id) => [sites[id].name, id]),
)

/**
 * How a stored message or listing names its site, as the reader sees it (siteLabel): by the id the
 * row carries where it has one, else by its stored registry name where one site has that name
 * (rows written before ids were stored); else the name as stored.
 */
export function storedSiteLabel(name: string, language: Language | string, id?: string): string {
	const site = id !== undefined && id in sites ? id : siteIdByName.get(name)
	return site ? siteLabel(site, language) : name
}

/** Marketplaces a buyer can choose (the demo market is for trying the product, not a marketplace). */
export const marketplaceIds = siteIds.filter((id) => id !== 'demo')

export const liveSites = () => marketplaceIds.map((id) => sites[id]).filter((site) => site.live)
export const comingSites = () => marketplaceIds.map((id) => sites[id]).filter((site) => !site.live)

/**
 * The sites a buyer may pick in the wizard and the API: every marketplace that is on under the
 * config (SITE_FETCH_<SITE> not `off`; without a config, each site's default), plus the demo
 * market outside production so a fresh machine can try the whole product offline. Copy counts
 * these, so a site turned off is neither offered nor counted.
 */
export function offeredSiteIds(options: { includeDemo: boolean; config?: object }): SiteId[] {
	const ids: SiteId[] = options.includeDemo ? [...marketplaceIds, 'demo'] : [...marketplaceIds]
	return ids.filter((id) => siteIsOn(options.config, id))
}

/** The offered sites with their registry facts, for the wizard's and the edit form's checkboxes. */
export function offeredSites(options: { includeDemo: boolean; config?: object }): SiteInfo[] {
	return offeredSiteIds(options).map((id) => sites[id])
}

import { type FetchMode } from '#sites/kit/definition.ts'

export type { FetchMode }

/** A site's settings are named and read in core/site-settings.ts (docs/decisions/065). */
export { fetchModeSetting, siteFetchMode } from './site-settings.ts'
