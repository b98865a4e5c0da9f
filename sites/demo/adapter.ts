import { fuelTypes, type FuelType } from '#core/enums.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { absoluteUrl, array, blocked, mapGearboxName, parseAmount, parseJsonBody, parseKilometres, parseOnlineSince, parseYear, record, seller, type SiteResponse, str } from '#sites/kit/extract.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { demoSite } from './site.ts'

/**
 * The demo market the app serves itself (core/demo-market.ts, GET /demo-market.json). It takes
 * the brand by its catalogue slug, or no brand for every car of the market, and answers newest first.
 */

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	const params = new URLSearchParams(search.scope === 'brand' ? { brand: search.brand } : {})
	params.set('sort', 'newest')
	if ((options.page ?? 1) > 1) params.set('page', String(options.page))
	const url = new URL(`/demo-market.json?${params}`, options.baseUrl).href
	return { url, key: url, headers: { accept: 'application/json' } }
}

const isFuel = (value: unknown): value is FuelType => typeof value === 'string' && value !== 'any' && (fuelTypes as readonly string[]).includes(value)

function fromItem(item: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(item.id)
	const url = absoluteUrl(item.url, pageUrl)
	if (!id || !url) return null
	const price = parseAmount(item.price)
	return {
		listingId: id,
		url,
		title: str(item.title),
		price,
		currency: price === null ? null : (str(item.currency) ?? 'EUR'),
		km: parseKilometres(item.km),
		year: parseYear(item.year),
		fuel: isFuel(item.fuel) ? item.fuel : null,
		location: str(item.location),
		imageUrl: absoluteUrl(item.imageUrl, pageUrl),
		seller: seller(item.seller),
		// The market names the make by its catalogue slug.
		brand: str(item.brand),
		publishedAt: parseOnlineSince(item.publishedAt),
		gearbox: mapGearboxName(item.gearbox),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const json = record(parseJsonBody(body))
	if (!json || json.market !== 'demo' || !Array.isArray(json.listings)) {
		return blocked('the demo market did not answer with its search JSON')
	}
	return { kind: 'listings', listings: array(json.listings).flatMap((item) => fromItem(record(item) ?? {}, response.url) ?? []) }
}

/** The market's page when the request names no `limit`, as ours does not. */
export const demoAdapter = siteAdapter({ id: demoSite.id, scopes: demoSite.scopes, pageSize: demoSite.pageSize, buildRequest, parse, untitled: 'Demo' })
