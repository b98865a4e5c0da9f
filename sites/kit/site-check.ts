import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { catalogue, type CatalogueBrand } from '#core/catalogue/data.ts'
import { type SiteDefinition } from './definition.ts'
import { resultsPrefix } from './fixture-suite.ts'
import { fixturesDirOf, sitesRoot } from './folders.ts'
import { type FeedScope, type ParseResult, type SiteAdapter } from './types.ts'

/**
 * What makes a site (docs/decisions/065-a-site-is-one-folder.md), checked: a folder whose site.ts
 * declares it with every field, its adapter made from that definition, a saved results page for
 * each scope it supports, an empty result and a block, and a test that runs them through the
 * fixture suite. Read by sites/registry.test.ts (every registered site) and the scaffold's test.
 * Each problem is a sentence naming what is missing.
 */

/**
 * Every field of a definition, and what a sound value of it is. Typed by SiteDefinition's keys, so a
 * field added to the type needs its check here before this file compiles.
 */
export const fieldChecks: { [Key in keyof Required<SiteDefinition>]: (value: SiteDefinition[Key], site: SiteDefinition) => boolean } = {
	id: (id) => /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/.test(id),
	name: (name) => name.trim().length > 0,
	country: (country) => country === null || /^[A-Z]{2}$/.test(country),
	scopes: (scopes) => scopes.length > 0 && new Set(scopes).size === scopes.length && scopes.every((scope) => ['site', 'brand', 'url'].includes(scope)),
	pageSize: (pageSize) => Number.isInteger(pageSize) && pageSize > 0,
	fetchModes: (modes) => modes.length > 0 && modes.every((mode) => ['http', 'browser', 'api'].includes(mode)),
	defaultFetchMode: (mode, site) => mode === 'off' || site.fetchModes.includes(mode),
	baseUrl: (url) => URL.canParse(url) && new URL(url).pathname === '/' && /^https?:$/.test(new URL(url).protocol),
	currency: (currency) => /^[A-Z]{3}$/.test(currency),
	distanceUnit: (unit) => unit === 'km' || unit === 'mi',
	intervalSeconds: (seconds) => seconds === null || (Number.isFinite(seconds) && seconds > 0),
	brands: (brands) => brands === 'all' || (brands.length > 0 && new Set(brands).size === brands.length && brands.every((slug) => catalogue.some((brand) => brand.slug === slug))),
	apiSettings: (settings, site) => settings.every((setting) => /^[A-Z][A-Z0-9_]*$/.test(setting)) && (settings.length === 0 || site.fetchModes.includes('api')),
	reach: (reach) => reach.trim().length > 0,
}

/** What a definition lacks or states unsoundly, field by field. */
export function definitionProblems(site: SiteDefinition): string[] {
	const problems: string[] = []
	for (const field of Object.keys(fieldChecks) as Array<keyof SiteDefinition>) {
		if (!(field in site) || site[field] === undefined) problems.push(`its definition has no ${field}`)
		else if (!(fieldChecks[field] as (value: unknown, site: SiteDefinition) => boolean)(site[field], site)) problems.push(`its definition's ${field} is unsound: ${JSON.stringify(site[field])}`)
	}
	for (const key of Object.keys(site)) if (!(key in fieldChecks)) problems.push(`its definition has a field the type does not know: ${key}`)
	return problems
}

/** A fixture folder's expected results, by name, with whether the body file is beside each. */
function savedPages(dir: string): Array<{ name: string; result: ParseResult; hasBody: boolean }> {
	if (!existsSync(dir)) return []
	const files = readdirSync(dir)
	return files
		.filter((file) => file.endsWith('.expected.json'))
		.map((file) => {
			const name = file.slice(0, -'.expected.json'.length)
			const { result } = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { result: ParseResult }
			return { name, result, hasBody: files.some((other) => other !== file && other.slice(0, other.lastIndexOf('.')) === name) }
		})
}

/** What the site's folder lacks: its files, its test running the suite, a fixture per scope, an empty result, a block. */
export function folderProblems(site: Pick<SiteDefinition, 'id' | 'scopes'>, folder: string | undefined, root = sitesRoot): string[] {
	if (!folder) return [`no folder under sites/ has a site.ts declaring ${site.id}`]
	const dir = path.join(root, folder)
	const problems: string[] = []
	for (const file of ['site.ts', 'adapter.ts', 'fixtures']) if (!existsSync(path.join(dir, file))) problems.push(`sites/${folder}/${file} is missing`)
	const testFile = path.join(dir, `${folder}.test.ts`)
	if (!existsSync(testFile)) problems.push(`sites/${folder}/${folder}.test.ts is missing`)
	else if (!/\bfixtureSuite\(/.test(readFileSync(testFile, 'utf8'))) problems.push(`sites/${folder}/${folder}.test.ts does not run fixtureSuite(…)`)
	const pages = savedPages(fixturesDirOf(folder, site.id, root))
	for (const scope of site.scopes as readonly FeedScope[]) {
		const prefix = resultsPrefix[scope]
		const found = pages.some((page) => page.hasBody && page.name.startsWith(prefix) && page.result.kind === 'listings' && page.result.listings.length > 0)
		if (!found) problems.push(`no fixture for scope ${scope}: a ${prefix}… page with listings`)
	}
	if (!pages.some((page) => page.hasBody && page.result.kind === 'listings' && page.result.listings.length === 0)) problems.push('no fixture of an empty result')
	if (!pages.some((page) => page.hasBody && page.result.kind === 'blocked')) problems.push('no fixture of a block')
	return problems
}

/** What the site's adapter lacks: there, and made from the definition (id, scopes, page size). */
export function adapterProblems(site: Pick<SiteDefinition, 'id' | 'scopes' | 'pageSize'>, adapter: SiteAdapter | undefined): string[] {
	if (!adapter) return [`sites/adapters.ts has no adapter for ${site.id}`]
	const problems: string[] = []
	if (adapter.id !== site.id) problems.push(`its adapter's id is ${adapter.id}`)
	if (JSON.stringify([...adapter.scopes]) !== JSON.stringify([...site.scopes])) problems.push(`its adapter's scopes (${adapter.scopes.join(', ')}) are not its definition's`)
	if (adapter.pageSize !== site.pageSize) problems.push(`its adapter's page size (${adapter.pageSize}) is not its definition's`)
	return problems
}

/**
 * What the definition's `brands` claims against what the site can deliver
 * (docs/decisions/074-brands-a-site-serves.md). A site read whole (`site`) or at the buyer's pasted
 * search (`url`) delivers every brand, so claims `'all'`. A site with a brand search builds a request
 * for every brand it claims (a site read whole as well: its crawl plan may give any brand a feed of
 * its own) and, claiming fewer, for none other: a brand searched but not claimed would be refused
 * to buyers for nothing, one claimed but not searched would be sold and never watched.
 */
export function brandProblems(site: Pick<SiteDefinition, 'scopes' | 'brands' | 'baseUrl'>, adapter: SiteAdapter | undefined, brands: readonly CatalogueBrand[] = catalogue): string[] {
	const problems: string[] = []
	const whole = site.scopes.some((scope) => scope === 'site' || scope === 'url')
	if (whole && site.brands !== 'all') problems.push(`its definition's brands are a list, but a site searched ${site.scopes.includes('site') ? 'whole' : 'at a pasted URL'} delivers every brand: 'all'`)
	if (!adapter || !site.scopes.includes('brand')) return problems
	const claims = (slug: string) => site.brands === 'all' || site.brands.includes(slug)
	const searched = (brand: CatalogueBrand) => adapter.buildRequest({ scope: 'brand', brand: brand.slug, brandName: brand.name, facebookMarketplaceUrl: null }, { baseUrl: site.baseUrl }) !== null
	const unsearched = brands.filter((brand) => claims(brand.slug) && !searched(brand)).map((brand) => brand.slug)
	const unclaimed = brands.filter((brand) => !claims(brand.slug) && searched(brand)).map((brand) => brand.slug)
	if (unsearched.length > 0) problems.push(`its adapter builds no brand search for ${unsearched.join(', ')}, which its definition's brands claim`)
	if (unclaimed.length > 0) problems.push(`its adapter searches ${unclaimed.join(', ')} by brand, which its definition's brands leave out`)
	return problems
}

/** Everything a site lacks. */
export function siteProblems(site: SiteDefinition, folder: string | undefined, adapter: SiteAdapter | undefined, root = sitesRoot): string[] {
	return [...definitionProblems(site), ...folderProblems(site, folder, root), ...adapterProblems(site, adapter), ...brandProblems(site, adapter)]
}
