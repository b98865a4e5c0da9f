import { demoSite } from '#sites/demo/site.ts'
import { type FetchMode, type FetchSetting } from '#sites/kit/definition.ts'
import { siteDefinitions } from '#sites/registry.ts'

/**
 * Each site's settings, named from its id (docs/decisions/065-a-site-is-one-folder.md): the id
 * upper-cased, any other character `_` (mobile.de → MOBILE_DE, otomoto.pl → OTOMOTO_PL), so a
 * site added to sites/registry.ts has its settings without a line here or in core/config.ts.
 *   SITE_FETCH_<S>                 its fetch mode, one of its definition's `fetchModes`, or `off`
 *   <S>_BASE_URL                   its origin (the demo market's: DEMO_MARKET_URL, older than the rule)
 *   SITE_PROXY_<S>                 its proxies, comma-separated
 *   SITE_MIN_INTERVAL_SECONDS_<S>  seconds between two requests through one identity
 * plus the settings its `api` mode needs (the definition's `apiSettings`).
 */

type Definition = (typeof siteDefinitions)[number]

type Separated<S extends string> = S extends `${infer A}.${infer B}`
	? `${Separated<A>}_${Separated<B>}`
	: S extends `${infer A}-${infer B}`
		? `${Separated<A>}_${Separated<B>}`
		: S

/** A site's settings' suffix, as a type: `'MOBILE_DE'` for `'mobile.de'`. */
export type SettingSuffix<Id extends string> = Separated<Uppercase<Id>>

export function settingSuffix<Id extends string>(id: Id): SettingSuffix<Id> {
	return id.toUpperCase().replace(/[^A-Z0-9]/g, '_') as SettingSuffix<Id>
}

/** The setting that picks a site's fetch mode: SITE_FETCH_MOBILE_DE, SITE_FETCH_AVTO_NET… */
export function fetchModeSetting<Id extends string>(id: Id): `SITE_FETCH_${SettingSuffix<Id>}` {
	return `SITE_FETCH_${settingSuffix(id)}`
}

/** The setting that lists a site's proxies: SITE_PROXY_MOBILE_DE, … */
export function proxySetting<Id extends string>(id: Id): `SITE_PROXY_${SettingSuffix<Id>}` {
	return `SITE_PROXY_${settingSuffix(id)}`
}

/** The setting that overrides a site's interval: SITE_MIN_INTERVAL_SECONDS_MOBILE_DE, … */
export function intervalSetting<Id extends string>(id: Id): `SITE_MIN_INTERVAL_SECONDS_${SettingSuffix<Id>}` {
	return `SITE_MIN_INTERVAL_SECONDS_${settingSuffix(id)}`
}

type DemoId = typeof demoSite.id

/** The setting that moves a site's origin: MOBILE_DE_BASE_URL, …; the demo market's is DEMO_MARKET_URL. */
export function baseUrlSetting<Id extends string>(id: Id): Id extends DemoId ? 'DEMO_MARKET_URL' : `${SettingSuffix<Id>}_BASE_URL` {
	return (id === demoSite.id ? 'DEMO_MARKET_URL' : `${settingSuffix(id)}_BASE_URL`) as Id extends DemoId ? 'DEMO_MARKET_URL' : `${SettingSuffix<Id>}_BASE_URL`
}

/** The settings every site of the registry has, as the parsed config holds them. */
export type SiteSettings = {
	[D in Definition as `SITE_FETCH_${SettingSuffix<D['id']>}`]: D['fetchModes'][number] | 'off'
} & {
	[D in Definition as `SITE_PROXY_${SettingSuffix<D['id']>}`]: string[]
} & {
	/** Unset: the definition's `intervalSeconds`, then SITE_MIN_INTERVAL_SECONDS (core/site-budget.ts). */
	[D in Definition as `SITE_MIN_INTERVAL_SECONDS_${SettingSuffix<D['id']>}`]: number | undefined
} & {
	[D in Exclude<Definition, { id: DemoId }> as `${SettingSuffix<D['id']>}_BASE_URL`]: string
} & {
	[Name in Definition['apiSettings'][number]]: string | undefined
}

type SiteIdOf = Definition['id']

const definitionOf = new Map<string, Definition>(siteDefinitions.map((site) => [site.id, site]))

/**
 * A site's fetch setting under the config: SITE_FETCH_<SITE> as parsed, else the definition's
 * default (a partial config, as tests build them).
 */
export function siteFetchSetting(config: object | undefined, siteId: SiteIdOf): FetchSetting {
	const value = (config as Record<string, unknown> | undefined)?.[fetchModeSetting(siteId)]
	const site = definitionOf.get(siteId)
	if (value === 'off' || (site?.fetchModes as readonly unknown[] | undefined)?.includes(value)) return value as FetchSetting
	return site?.defaultFetchMode ?? 'http'
}

/** Whether the site is on: offered to buyers, crawled and counted (SITE_FETCH_<SITE> is not `off`). */
export function siteIsOn(config: object | undefined, siteId: SiteIdOf): boolean {
	return siteFetchSetting(config, siteId) !== 'off'
}

/** A site's fetch mode under the config, for a site that is on (an `off` site reads as its first mode). */
export function siteFetchMode(config: object | undefined, siteId: SiteIdOf): FetchMode {
	const setting = siteFetchSetting(config, siteId)
	return setting === 'off' ? (definitionOf.get(siteId)?.fetchModes[0] ?? 'http') : setting
}

/** A site's origin under the config: <SITE>_BASE_URL as parsed, else the definition's. */
export function siteBaseUrl(config: object | undefined, siteId: SiteIdOf): string {
	const value = (config as Record<string, unknown> | undefined)?.[baseUrlSetting(siteId)]
	return typeof value === 'string' ? value : (definitionOf.get(siteId)?.baseUrl ?? '')
}
