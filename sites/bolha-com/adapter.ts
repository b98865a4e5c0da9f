import { siteAdapter } from '#sites/kit/base.ts'
import { entityListParse, entityListRequest, type EntityListSite } from '#sites/njuskalo-hr/platform.ts'
import { bolhaSite } from './site.ts'

/** bolha.com (Slovenia): the cars category `/avto-oglasi`, on Njuškalo's platform (sites/njuskalo-hr/platform.ts). */
const platform: EntityListSite = {
	categoryPath: '/avto-oglasi',
	currency: bolhaSite.currency,
	acceptLanguage: 'sl-SI,sl;q=0.9,en;q=0.6',
	noResults: /Ni zadetkov|Ni najdenih oglasov|Ni oglasov/i,
	makeSlugs: {},
}

export const bolhaAdapter = siteAdapter({
	id: bolhaSite.id,
	scopes: bolhaSite.scopes,
	pageSize: bolhaSite.pageSize,
	buildRequest: entityListRequest(platform),
	parse: entityListParse(platform),
})
