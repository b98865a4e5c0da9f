import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { absoluteUrl, array, at, blocked, challengeBlock, parseAmount, parseCurrency, parseJsonBody, parseOnlineSince, record, statusBlock, str } from '#sites/kit/extract.ts'
import { readKilometres } from '#sites/kit/numbers.ts'
import { type FeedSearch, type SearchOptions, type SiteAdapter, type SiteRequest, type SiteResponse } from '#sites/kit/types.ts'
import { type EbayCredentials, type EbayTokenOptions, type EbayTokens, ebayTokens } from './oauth.ts'
import { ebayComSite } from './site.ts'

/**
 * eBay Motors through eBay's official Buy Browse API (../shared/sites.md §11; docs/decisions/071):
 * `GET /buy/browse/v1/item_summary/search` in the Cars & Trucks category (6001), newest listings
 * first, with an Application token minted from the operator's app credentials (./oauth.ts). A
 * brand is the category's `Make` aspect. The summaries carry no mileage or year field: the year
 * is the one eBay Motors titles begin with, the mileage the one a title states in miles.
 */

/** eBay Motors' Cars & Trucks category. */
export const ebayCarsCategory = '6001'
export const ebaySearchPath = '/buy/browse/v1/item_summary/search'
/** The API serves at most 10,000 results of a search: `offset` below 10,000. */
const maxResults = 10_000

/**
 * Every way a car is sold there: the search returns only Buy It Now listings unless told, and
 * most cars on eBay Motors are auctions or classified ads (INFERRED from the API's note on
 * `buyingOptions`; docs/decisions/071).
 */
const buyingOptions = 'buyingOptions:{FIXED_PRICE|AUCTION|BEST_OFFER|CLASSIFIED_AD}'

/** The aspect filter's value syntax: `|` separates values, so a name's own pipe is escaped; braces end it. */
function aspectValue(name: string): string {
	return name.replace(/[{}]/g, '').replace(/\|/g, '\\|')
}

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	const make = (search.brandName || search.brand).trim()
	if (search.scope === 'brand' && !make) return null
	const page = Math.max(1, options.page ?? 1)
	const offset = (page - 1) * ebayComSite.pageSize
	if (offset >= maxResults) return null
	const params = new URLSearchParams({ category_ids: ebayCarsCategory })
	if (search.scope === 'brand') params.set('aspect_filter', `categoryId:${ebayCarsCategory},Make:{${aspectValue(make)}}`)
	params.set('filter', buyingOptions)
	params.set('sort', 'newlyListed')
	params.set('limit', String(ebayComSite.pageSize))
	params.set('offset', String(offset))
	const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
	const url = new URL(`${ebaySearchPath.slice(1)}?${params}`, base).href
	// The token is added by `authorize` (ebayComAdapterWith), never part of the key or the URL.
	return { url, key: url, headers: { accept: 'application/json', 'x-ebay-c-marketplace-id': 'EBAY_US' } }
}

/** "2016 Volkswagen Golf GTI …": the model year eBay Motors titles begin with; else a year standing alone in the title. */
function yearOfTitle(title: string): number | null {
	const match = /^\s*((?:19|20)\d{2})\b/.exec(title) ?? /\b(19[3-9]\d|20[0-4]\d)\b/.exec(title)
	return match ? Number(match[1]) : null
}

/** "Sacramento, CA"; the country only outside the US. The postal code comes masked ("958**") and is left out. */
function locationOf(value: unknown): string | null {
	const location = record(value)
	if (!location) return null
	const country = str(location.country)
	const parts = [str(location.city), str(location.stateOrProvince), country && country !== 'US' ? country : null].filter(Boolean)
	return parts.length > 0 ? parts.join(', ') : null
}

function sellerOf(value: unknown): 'dealer' | 'private' | null {
	const type = str(value)?.toUpperCase()
	return type === 'BUSINESS' ? 'dealer' : type === 'INDIVIDUAL' ? 'private' : null
}

/** `v1|186512345678|0`: the legacy item number in the middle is the one in the item's web address. */
function listingIdOf(item: Record<string, unknown>): string | null {
	const legacy = str(item.legacyItemId)
	if (legacy) return legacy
	const itemId = str(item.itemId)
	return itemId ? (/^v1\|(\d+)\|/.exec(itemId)?.[1] ?? itemId) : null
}

/** The item's page without the tracking query eBay appends (`?hash=item…&amdata=…`): the same car, the same link. */
function webUrl(value: unknown): string | null {
	const url = absoluteUrl(value, 'https://www.ebay.com/')
	if (!url) return null
	const page = new URL(url)
	page.search = ''
	page.hash = ''
	return page.href
}

function fromItem(value: unknown): ListingFacts | null {
	const item = record(value)
	if (!item) return null
	const id = listingIdOf(item)
	if (!id) return null
	const title = str(item.title) ?? ''
	// An auction's current bid is not the car's price: only a stated price is (docs/decisions/071).
	const price = parseAmount(at(item, 'price', 'value'))
	const image = at(item, 'image', 'imageUrl') ?? at(array(item.thumbnailImages)[0], 'imageUrl')
	return {
		listingId: id,
		url: webUrl(item.itemWebUrl) ?? `https://www.ebay.com/itm/${encodeURIComponent(id)}`,
		title,
		price,
		currency: price === null ? null : (parseCurrency(at(item, 'price', 'currency')) ?? ebayComSite.currency),
		// "… 48,200 Miles", "62k miles": a number the title prints with its unit, never a bare one ("1500cc", "Golf 2.0").
		km: readKilometres(title, ebayComSite.distanceUnit, { printedWithUnit: true }),
		year: yearOfTitle(title),
		location: locationOf(item.itemLocation),
		imageUrl: absoluteUrl(image, 'https://www.ebay.com/'),
		seller: sellerOf(at(item, 'seller', 'sellerAccountType')),
		publishedAt: parseOnlineSince(item.itemCreationDate),
	}
}

/** The API's own account of a refusal: `{"errors":[{"errorId","message","longMessage"}]}`, shortened. */
function apiErrors(data: unknown): string | null {
	const errors = array(record(data)?.errors)
		.map((error) => [str(at(error, 'errorId')), str(at(error, 'message'))].filter(Boolean).join(': '))
		.filter(Boolean)
	return errors.length > 0 ? errors.join('; ').slice(0, 300) : null
}

function parse(body: string, response: SiteResponse): SiteParse {
	const data = parseJsonBody(body)
	const detail = apiErrors(data)
	const because = detail ? `: ${detail}` : ''
	if (response.status === 401) return blocked(`HTTP 401: the eBay Browse API refused the application token (EBAY_CLIENT_ID, EBAY_CLIENT_SECRET)${because}`)
	if (response.status === 403 && data !== undefined) return blocked(`HTTP 403: the eBay Browse API refused access: may this keyset call the Buy APIs?${because}`)
	if (response.status === 429) return blocked(`HTTP 429: the eBay Browse API's call limit for this application is reached${because}`)
	if (response.status === 400) return blocked(`HTTP 400: the eBay Browse API refused the search${because}`)
	const status = statusBlock(response)
	if (status) return status
	if (data === undefined) return challengeBlock(body) ?? blocked('the eBay Browse API answered with something other than JSON')
	const result = record(data)
	if (Array.isArray(result?.itemSummaries)) return { kind: 'listings', listings: result.itemSummaries.flatMap((item) => fromItem(item) ?? []) }
	// No match leaves the list out; the count still says it is a search result.
	if (typeof result?.total === 'number') return { kind: 'listings', listings: [] }
	return blocked(`the eBay Browse API answered without item summaries${because}`)
}

const spec = {
	id: ebayComSite.id,
	scopes: ebayComSite.scopes,
	pageSize: ebayComSite.pageSize,
	parse,
	// The API explains a refusal in its body (parse reads it before the status).
	blockOnStatus: false,
}

/**
 * The adapter as the registry lists it: its requests carry no token (it cannot fetch), its
 * parser is the one the worker uses. The worker's is `ebayComAdapterWith` the operator's
 * credentials (fetch mode `api`, the site's only one).
 */
export const ebayComAdapter = siteAdapter({ ...spec, buildRequest })

/**
 * The worker makes its adapters anew for each job (worker/sites/index.ts `adapterFor`); the token
 * of one app is kept across them, in this process, so a crawl does not mint one of its own.
 */
const tokensByApp = new Map<string, EbayTokens>()

function sharedTokens(credentials: EbayCredentials): EbayTokens {
	const app = JSON.stringify([credentials.clientId, credentials.clientSecret])
	let tokens = tokensByApp.get(app)
	if (!tokens) tokensByApp.set(app, (tokens = ebayTokens(credentials)))
	return tokens
}

/**
 * The adapter in fetch mode `api`: each request's `authorize` adds `Authorization: Bearer <token>`
 * just before it is sent (worker/lib/fetch-page.ts), the token minted once and kept until it is
 * about to expire; a 401 drops it, so the next request mints another.
 */
export function ebayComAdapterWith(credentials: EbayCredentials, options?: EbayTokenOptions): SiteAdapter {
	const tokens = options ? ebayTokens(credentials, options) : sharedTokens(credentials)
	return siteAdapter({
		...spec,
		buildRequest(search, searchOptions) {
			const request = buildRequest(search, searchOptions)
			if (!request) return null
			return { ...request, authorize: async () => ({ authorization: `Bearer ${await tokens.token(searchOptions.baseUrl)}` }) }
		},
		parse(body, response) {
			if (response.status === 401) tokens.forget()
			return parse(body, response)
		},
	})
}
