import { type FuelType } from '#core/enums.ts'
import {
	absoluteUrl,
	array,
	at,
	blocked,
	challengeBlock,
	mapFuelName,
	mapGearboxName,
	parseJsonBody,
	parseOnlineSince,
	parseYear,
	record,
	type SiteResponse,
	str,
	withScheme,
} from '#sites/kit/extract.ts'
import { readKilometres, readPrice } from '#sites/kit/numbers.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { sautoSite } from './site.ts'

/**
 * Sauto (Czechia), ../shared/sites.md §11 and docs/decisions/068: the JSON search the site's own
 * pages call, `/api/v1/items/search`, in the passenger-car category (838), one make by
 * `manufacturer_model_seo` or every make without it, newest first, paged by `limit` and `offset`.
 * Prices are in Czech crowns.
 */

const pageSize = sautoSite.pageSize

/** Passenger cars (`category_id=838`, SEEN in every public client). */
const passengerCars = '838'

/** The makes whose Sauto slug differs from our catalogue slug (INFERRED from the site's make names). */
const makeSlugs: Record<string, string> = { 'kgm-ssangyong': 'ssangyong' }

/** The `fuel_cb.seo_name` values (SEEN: benzin, nafta, lpg-benzin, cng-benzin, elektro, hybrid; INFERRED: plug-in-hybrid). */
const fuels: Record<string, FuelType | null> = {
	benzin: 'gasoline',
	nafta: 'diesel',
	'lpg-benzin': 'lpg',
	'cng-benzin': null,
	elektro: 'electric',
	hybrid: 'hybrid',
	hybridni: 'hybrid',
	'plug-in-hybrid': 'plugin_hybrid',
}

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	if (search.scope === 'brand' && !search.brand) return null
	const base = new URL(options.baseUrl)
	const params = new URLSearchParams({ category_id: passengerCars })
	if (search.scope === 'brand') params.set('manufacturer_model_seo', makeSlugs[search.brand] ?? search.brand)
	// Newest first: `sort=1` ("od nejnovějších", INFERRED from one public client; docs/decisions/068).
	params.set('sort', '1')
	params.set('limit', String(pageSize))
	params.set('offset', String(((options.page ?? 1) - 1) * pageSize))
	const url = new URL(`/api/v1/items/search?${params}`, base).href
	return { url, key: url, headers: { accept: 'application/json', referer: `${base.origin}/` } }
}

function fromItem(item: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(item.id)
	const make = str(at(item, 'manufacturer_cb', 'seo_name'))
	const model = str(at(item, 'model_cb', 'seo_name'))
	if (!id || !make || !model) return null
	const category = str(at(item, 'category', 'seo_name')) ?? 'osobni'
	const url = absoluteUrl(`/${[category, 'detail', make, model, id].map(encodeURIComponent).join('/')}`, pageUrl)
	if (!url) return null
	const price = readPrice(item.price)
	const makeName = str(at(item, 'manufacturer_cb', 'name'))
	const modelName = str(at(item, 'model_cb', 'name'))
	const fuel = str(at(item, 'fuel_cb', 'seo_name'))
	const locality = record(item.locality)
	const place = [str(locality?.municipality) ?? str(locality?.district), str(locality?.region)].filter(Boolean)
	const image = record(array(item.images)[0])
	return {
		listingId: id,
		url,
		title: str(item.name) ?? [makeName, modelName, str(item.additional_model_name)].filter(Boolean).join(' '),
		price: price?.amount ?? null,
		currency: price ? 'CZK' : null,
		km: readKilometres(item.tachometer),
		// The first registration; a car never registered states when it was made.
		year: parseYear(item.in_operation_date ?? item.manufacturing_date),
		fuel: fuel && fuel in fuels ? (fuels[fuel] ?? null) : mapFuelName(at(item, 'fuel_cb', 'name')),
		location: [...new Set(place)].join(', ') || null,
		imageUrl: absoluteUrl(withScheme(image?.url), pageUrl),
		// A dealer's car names its premises; a private seller's has none (null).
		seller: 'premise' in item ? (record(item.premise) ? 'dealer' : 'private') : null,
		brand: makeName,
		model: modelName,
		publishedAt: parseOnlineSince(item.create_date),
		gearbox: mapGearboxName(at(item, 'gearbox_cb', 'seo_name')) ?? mapGearboxName(at(item, 'gearbox_cb', 'name')),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const json = parseJsonBody(body)
	const results: unknown = record(json)?.results
	if (Array.isArray(results)) {
		// A topped (promoted) car may be listed first and again in its own place: each car once, there.
		const listings = array(results).flatMap((item) => fromItem(record(item) ?? {}, response.url) ?? [])
		return { kind: 'listings', listings: oncePerListing(listings) }
	}
	const error = str(at(json, 'status_message')) ?? str(at(json, 'message')) ?? str(at(json, 'error'))
	if (error) return blocked(`the API answered with an error: ${error}`)
	if (json === undefined) return challengeBlock(body) ?? blocked('the API answered with something other than JSON (a block page)')
	return blocked('the API answer holds no results list (a changed API)')
}

export const sautoAdapter = siteAdapter({ id: sautoSite.id, scopes: sautoSite.scopes, pageSize, buildRequest, parse })
