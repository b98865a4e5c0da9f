import { type Listing, listingSchema, requiredFacts } from '#core/listing/schema.ts'
import { type SiteId, sites } from '#core/sites.ts'
import { statusBlock } from './extract.ts'
import { type FeedScope, type FeedSearch, type ParseResult, type SearchOptions, type SiteAdapter, type SiteRequest, type SiteResponse } from './types.ts'

/**
 * The adapter base every site's adapter is made with (docs/decisions/059-one-listing-schema.md):
 * a site says what it knows of each car, and the base makes listings of it in the one listing
 * shape (core/listing/schema.ts).
 */

/**
 * What a site's parser states of one car: its id and link, and whichever other facts its data
 * has. A fact left out is unknown (null) for the listing.
 */
export type ListingFacts = Pick<Listing, 'listingId' | 'url'> & { [Key in Exclude<keyof Listing, 'siteId' | 'listingId' | 'url'>]?: Listing[Key] | null }

export type SiteParse = { kind: 'listings'; listings: ListingFacts[] } | Extract<ParseResult, { kind: 'blocked' }>

export type AdapterSpec = {
	id: SiteId
	/** Default: the whole site and one brand's cars, newest first (docs/decisions/049-site-wide-feeds.md). */
	scopes?: readonly FeedScope[]
	/** Results on one page of the site's newest-first search, as our request asks for it. */
	pageSize: number
	buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null
	parse(body: string, response: SiteResponse): SiteParse
	/** The title of a car whose data names none, before its id. Default: the site's name. */
	untitled?: string
	/**
	 * Default true: an answer outside 2xx is a block (extract.ts `statusBlock`) before the parser
	 * sees it. An API that explains its refusals in the body reads them itself, and says false.
	 */
	blockOnStatus?: boolean
}

/**
 * Keeps only listings that say something about a car: a price, a mileage or a year. An entry
 * with none of the three is a thumbnail, a teaser or an ad slot that looked like a result, and
 * since a missing figure passes every filter (core/matching.ts) it would match every alert.
 */
export function isCarResult(listing: Pick<Listing, 'price' | 'km' | 'year'>): boolean {
	return listing.price !== null || listing.km !== null || listing.year !== null
}

/**
 * A site's facts as a listing: every fact each listing carries is there (null when unknown), the
 * title falls back to the site and the id; null when the result breaks the listing schema (a
 * negative price, a link that is no web address), which would otherwise fail the crawl's store.
 */
export function listingOf(siteId: SiteId, facts: ListingFacts, untitled: string = sites[siteId].name): Listing | null {
	const defaults = Object.fromEntries(requiredFacts.map((key) => [key, null]))
	const parsed = listingSchema.safeParse({ ...defaults, ...facts, siteId, title: facts.title || `${untitled} ${facts.listingId}` })
	return parsed.success ? parsed.data : null
}

export function siteAdapter(spec: AdapterSpec): SiteAdapter {
	const { id, untitled = sites[spec.id].name, blockOnStatus = true } = spec
	return {
		id,
		scopes: spec.scopes ?? ['site', 'brand'],
		pageSize: spec.pageSize,
		buildRequest: spec.buildRequest,
		parse(body, response) {
			const status = blockOnStatus ? statusBlock(response) : null
			if (status) return status
			const result = spec.parse(body, response)
			if (result.kind !== 'listings') return result
			const listings = result.listings.flatMap((facts) => listingOf(id, facts, untitled) ?? []).filter(isCarResult)
			return { kind: 'listings', listings }
		},
	}
}
