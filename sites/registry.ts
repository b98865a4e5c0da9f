import { autoscout24Sites } from './autoscout24/site.ts'
import { autotraderComSite } from './autotrader-com/site.ts'
import { autovitSite } from './autovit-ro/site.ts'
import { avtoNetSite } from './avto-net/site.ts'
import { bolhaSite } from './bolha-com/site.ts'
import { cargurusComSite } from './cargurus-com/site.ts'
import { craigslistSite } from './craigslist-org/site.ts'
import { demoSite } from './demo/site.ts'
import { ebayComSite } from './ebay-com/site.ts'
import { facebookSite } from './facebook/site.ts'
import { hasznaltautoSite } from './hasznaltauto-hu/site.ts'
import { type SiteDefinition } from './kit/definition.ts'
import { kleinanzeigenSite } from './kleinanzeigen-de/site.ts'
import { mobileBgSite } from './mobile-bg/site.ts'
import { mobileDeSite } from './mobile-de/site.ts'
import { njuskaloSite } from './njuskalo-hr/site.ts'
import { olxSites } from './olx/site.ts'
import { otomotoSite } from './otomoto-pl/site.ts'
import { polovniautomobiliSite } from './polovniautomobili-com/site.ts'
import { sautoSite } from './sauto-cz/site.ts'
import { truecarSite } from './truecar-com/site.ts'
import { willhabenSite } from './willhaben-at/site.ts'

/**
 * Every listing site, one line each (docs/decisions/065-a-site-is-one-folder.md): the web server
 * and the worker read the sites from here; the worker's adapters are in sites/adapters.ts.
 */
export const siteDefinitions = [mobileDeSite, ...autoscout24Sites, avtoNetSite, ...olxSites, facebookSite, demoSite, otomotoSite, autovitSite, ebayComSite, autotraderComSite, cargurusComSite, sautoSite, willhabenSite, mobileBgSite, njuskaloSite, bolhaSite, polovniautomobiliSite, hasznaltautoSite, craigslistSite, truecarSite, kleinanzeigenSite] as const satisfies readonly SiteDefinition[]
