import { normalizeVin } from '#core/market/same-car.ts'
import {
	absoluteUrl,
	array,
	at,
	blocked,
	challengeBlock,
	mapFuelName,
	mapGearboxName,
	parseAmount,
	parseCurrency,
	parseJsonBody,
	parseKilometres,
	parseOnlineSince,
	parseYear,
	record,
	type SiteResponse,
	str,
} from '#sites/kit/extract.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { type FeedSearch, type SearchOptions, type SiteAdapter, type SiteRequest } from '#sites/kit/types.ts'
import { olxSites } from './site.ts'

/**
 * OLX's country sites (olx.ro, olx.pl, olx.bg, olx.pt: sites/olx/site.ts), docs/product/sites.md §4:
 * the JSON API the website itself calls, `/api/v1/offers/`. One adapter per country, made from its
 * definition (its cars category, its display currency). olx.ba is another platform and not this adapter.
 */

type OlxCountry = (typeof olxSites)[number]

/**
 * What the offers API needs of each country besides its definition (§4.1): its cars category (ro
 * and pl 84, SEEN, on olx.pl each make a category under it; bg 1117, SEEN once; pt 378), and the
 * display currency asked for where the site converts (olx.ro). By the definition's country, total
 * over them: a country added to site.ts without its line here does not compile.
 */
const searchOf: Record<OlxCountry['country'], { carsCategoryId: number; displayCurrency: string | null }> = {
	RO: { carsCategoryId: 84, displayCurrency: 'EUR' },
	PL: { carsCategoryId: 84, displayCurrency: null },
	BG: { carsCategoryId: 1117, displayCurrency: null },
	PT: { carsCategoryId: 378, displayCurrency: null },
}

const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')

function requestOf(site: OlxCountry) {
	const country = searchOf[site.country]
	return (search: FeedSearch, options: SearchOptions): SiteRequest | null => {
		if (search.scope !== 'site' && search.scope !== 'brand') return null
		const base = new URL(options.baseUrl)
		const params = new URLSearchParams({ offset: String(((options.page ?? 1) - 1) * site.pageSize), limit: String(site.pageSize), category_id: String(country.carsCategoryId) })
		// Newest first.
		params.set('sort_by', 'created_at:desc')
		// Makes are categories or per-country enums the API does not share; a brand feed puts the
		// brand into the free-text query, which the site matches against titles and descriptions. A
		// site-wide feed sends none: the cars category, every make (on olx.pl, where each make is a
		// category of its own under 84, the parent holds them all, as the brand feeds already rely on;
		// INFERRED, §4.1). The offers then name no make: docs/decisions/049-site-wide-feeds.md.
		if (search.scope === 'brand') params.set('query', plain(search.brandName))
		// The display currency where the site converts (olx.ro, §4.1), not a filter.
		if (country.displayCurrency) params.set('currency', country.displayCurrency)
		const url = new URL(`/api/v1/offers/?${params}`, base).href
		return { url, key: url, headers: { accept: 'application/json', referer: `${base.origin}/` } }
	}
}

type Param = { key?: unknown; name?: unknown; value?: unknown }

function paramValue(params: Param[], ...keys: string[]): Record<string, unknown> | undefined {
	return record(params.find((param) => keys.includes(String(param.key)))?.value)
}

function fromOffer(site: OlxCountry, offer: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(offer.id)
	const url = absoluteUrl(offer.url, pageUrl)
	if (!id || !url) return null
	const params = array(offer.params).flatMap((param) => record(param) ?? []) as Param[]
	const price = paramValue(params, 'price')
	const amount = parseAmount(price?.value ?? null)
	const mileage = paramValue(params, 'milage', 'mileage', 'rulaj_pana', 'rulaj', 'probeg')
	const year = paramValue(params, 'year')
	const fuel = paramValue(params, 'petrol', 'fuel', 'fuel_type')
	const model = paramValue(params, 'model')
	// olx.ro names it `gearbox`, olx.pl `transmission` (docs/product/sites.md §4.1); the value's key is the same word in each.
	const gearbox = paramValue(params, 'gearbox', 'transmission')
	// Often masked ("WVWZZZ1K********"): only a whole one is kept.
	const vin = normalizeVin(paramValue(params, 'vin')?.key) ?? normalizeVin(paramValue(params, 'vin')?.value) ?? normalizeVin(paramValue(params, 'vin')?.label)
	const photo = str(at(array(offer.photos)[0], 'link'))
	const place = [str(at(offer, 'location', 'city', 'name')), str(at(offer, 'location', 'region', 'name'))].filter(Boolean)
	return {
		listingId: id,
		url,
		title: str(offer.title),
		price: amount,
		currency: amount === null ? null : (parseCurrency(price?.currency) ?? parseCurrency(price?.label) ?? site.currency),
		km: parseKilometres(mileage?.key ?? mileage?.value ?? mileage?.label ?? null, site.distanceUnit),
		year: parseYear(year?.key ?? year?.value ?? year?.label ?? null),
		fuel: mapFuelName(fuel?.key) ?? mapFuelName(fuel?.label),
		location: [...new Set(place)].join(', ') || null,
		// Photo links are templates ending in `;s={width}x{height}`.
		imageUrl: photo ? absoluteUrl(photo.replace('{width}', '640').replace('{height}', '480'), pageUrl) : null,
		seller: typeof offer.business === 'boolean' ? (offer.business ? 'dealer' : 'private') : null,
		model: str(model?.label) ?? str(model?.key),
		...(vin ? { vin } : {}),
		// When the ad was first published; `last_refresh_time` and `pushup_time` move when a seller bumps it.
		publishedAt: parseOnlineSince(offer.created_time),
		gearbox: mapGearboxName(gearbox?.key) ?? mapGearboxName(gearbox?.label),
	}
}

function parseOf(site: OlxCountry) {
	return (body: string, response: SiteResponse): SiteParse => {
		const json = parseJsonBody(body)
		const data = record(json)?.data
		if (Array.isArray(data)) {
			return { kind: 'listings', listings: data.flatMap((offer) => fromOffer(site, record(offer) ?? {}, response.url) ?? []) }
		}
		const error = str(at(json, 'error', 'detail')) ?? str(at(json, 'error', 'title')) ?? str(at(json, 'error'))
		if (error) return blocked(`the API answered with an error: ${error}`)
		if (json === undefined) return challengeBlock(body) ?? blocked('the API answered with something other than JSON (a block page)')
		return blocked('the API answer holds no offers list (a changed API)')
	}
}

/** A country's adapter, made from its definition. */
export function olxAdapterOf(site: OlxCountry): SiteAdapter {
	return siteAdapter({ id: site.id, scopes: site.scopes, pageSize: site.pageSize, buildRequest: requestOf(site), parse: parseOf(site) })
}

/** Every OLX country's adapter, by id (one spread in sites/adapters.ts). */
export const olxAdapters = Object.fromEntries(olxSites.map((site) => [site.id, olxAdapterOf(site)])) as Record<OlxCountry['id'], SiteAdapter>
