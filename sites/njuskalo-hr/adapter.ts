import { siteAdapter } from '#sites/kit/base.ts'
import { entityListParse, entityListRequest, type EntityListSite } from './platform.ts'
import { njuskaloSite } from './site.ts'

/** Njuškalo (Croatia): the cars category `/auti`, on the platform it shares with bolha.com (platform.ts). */
const platform: EntityListSite = {
	categoryPath: '/auti',
	currency: njuskaloSite.currency,
	acceptLanguage: 'hr-HR,hr;q=0.9,en;q=0.6',
	noResults: /Nema rezultata|Nije prona[đd]en nijedan oglas|Nema oglasa/i,
	// The site names Volkswagen "VW" in its categories and ads' links (INFERRED from its links).
	makeSlugs: { volkswagen: 'vw' },
}

export const njuskaloAdapter = siteAdapter({
	id: njuskaloSite.id,
	scopes: njuskaloSite.scopes,
	pageSize: njuskaloSite.pageSize,
	buildRequest: entityListRequest(platform),
	parse: entityListParse(platform),
})
