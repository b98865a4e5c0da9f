import { type SiteId } from '#core/sites.ts'
import { autoscout24Adapters } from './autoscout24/adapter.ts'
import { autotraderComAdapter } from './autotrader-com/adapter.ts'
import { autovitAdapter } from './autovit-ro/adapter.ts'
import { avtoNetAdapter } from './avto-net/adapter.ts'
import { bolhaAdapter } from './bolha-com/adapter.ts'
import { cargurusComAdapter } from './cargurus-com/adapter.ts'
import { craigslistAdapter } from './craigslist-org/adapter.ts'
import { demoAdapter } from './demo/adapter.ts'
import { ebayComAdapter } from './ebay-com/adapter.ts'
import { facebookAdapter } from './facebook/adapter.ts'
import { hasznaltautoAdapter } from './hasznaltauto-hu/adapter.ts'
import { type SiteAdapter } from './kit/types.ts'
import { kleinanzeigenAdapter } from './kleinanzeigen-de/adapter.ts'
import { mobileBgAdapter } from './mobile-bg/adapter.ts'
import { mobileDeAdapter } from './mobile-de/adapter.ts'
import { njuskaloAdapter } from './njuskalo-hr/adapter.ts'
import { olxAdapters } from './olx/adapter.ts'
import { otomotoAdapter } from './otomoto-pl/adapter.ts'
import { polovniautomobiliAdapter } from './polovniautomobili-com/adapter.ts'
import { sautoAdapter } from './sauto-cz/adapter.ts'
import { truecarAdapter } from './truecar-com/adapter.ts'
import { willhabenAdapter } from './willhaben-at/adapter.ts'

/**
 * Every site's adapter, one line per site (docs/decisions/065-a-site-is-one-folder.md): the worker's
 * side of sites/registry.ts. Total over the registry's ids, so a registered site without its
 * adapter here does not compile; a static map, so bundling and types see them all. Worker only:
 * the web server reads sites/registry.ts, never this file. Other ways of reaching a site (mobile.de's
 * Search API, fetch mode `api`) are chosen in worker/sites/index.ts `adapterFor`.
 */
export const siteAdapters: Record<SiteId, SiteAdapter> = {
	'mobile.de': mobileDeAdapter,
	...autoscout24Adapters,
	'avto.net': avtoNetAdapter,
	...olxAdapters,
	facebook: facebookAdapter,
	demo: demoAdapter,
	'otomoto.pl': otomotoAdapter,
	'autovit.ro': autovitAdapter,
	'ebay.com': ebayComAdapter,
	'autotrader.com': autotraderComAdapter,
	'cargurus.com': cargurusComAdapter,
	'sauto.cz': sautoAdapter,
	'willhaben.at': willhabenAdapter,
	'mobile.bg': mobileBgAdapter,
	'njuskalo.hr': njuskaloAdapter,
	'bolha.com': bolhaAdapter,
	'polovniautomobili.com': polovniautomobiliAdapter,
	'hasznaltauto.hu': hasznaltautoAdapter,
	'craigslist.org': craigslistAdapter,
	'truecar.com': truecarAdapter,
	'kleinanzeigen.de': kleinanzeigenAdapter,
}
