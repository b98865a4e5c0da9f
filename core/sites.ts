/**
 * The registry of listing sites: the one place that says which sites exist.
 * Copy, the wizard and the worker read from here; a site without a working adapter
 * is not listed (decisions.md, "copy never claims a site that has no working adapter").
 */

export const siteIds = ['mobile.de', 'autoscout24', 'avto.net', 'olx', 'facebook', 'demo'] as const
export type SiteId = (typeof siteIds)[number]

export type SiteInfo = {
	id: SiteId
	name: string
	/** The user must paste a search URL of this site (Facebook Marketplace). */
	requiresUrl: boolean
}

export const sites: Record<SiteId, SiteInfo> = {
	'mobile.de': { id: 'mobile.de', name: 'mobile.de', requiresUrl: false },
	autoscout24: { id: 'autoscout24', name: 'AutoScout24', requiresUrl: false },
	'avto.net': { id: 'avto.net', name: 'avto.net', requiresUrl: false },
	olx: { id: 'olx', name: 'OLX', requiresUrl: false },
	facebook: { id: 'facebook', name: 'Facebook Marketplace', requiresUrl: true },
	demo: { id: 'demo', name: 'Demo market', requiresUrl: false },
}
