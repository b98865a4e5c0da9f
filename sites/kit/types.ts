import { type Listing } from '#core/listing/schema.ts'
import { type SiteId } from '#core/sites.ts'

/**
 * One adapter per listing site (docs/product/sites.md): it turns a feed's search into the site's
 * search request and the site's answer into listings. Adapters are pure: fetching, politeness
 * and retries live in worker/lib/fetch-page.ts.
 */

import { type FeedScope } from './definition.ts'

export type { FeedScope }

/**
 * What a site is asked for: one feed (worker/lib/feeds/crawl.ts, `feedSearch`). Sites are searched
 * for their newest cars, all of them or one brand's, so that every alert of the site (or of the
 * brand) shares one request (docs/decisions/007, 049); everything below the brand (the model and
 * every filter of an alert) is decided on the parsed listings by core/matching.ts, so an adapter
 * is not given it.
 */
export type FeedSearch = {
	scope: FeedScope
	/** The brand's catalogue slug; '' for a site-wide feed and for facebook, whose feed is the buyer's pasted search. */
	brand: string
	/** The brand's display name ("Škoda"), for sites that search by name or free text; '' where `brand` is. */
	brandName: string
	/** Only for scope `url` (facebook): the Marketplace search URL the user pasted (validated at input). */
	facebookMarketplaceUrl: string | null
}

export type SearchOptions = { baseUrl: string; page?: number }

export type SiteRequest = {
	url: string
	headers?: Record<string, string>
	/**
	 * Identifies the query: alerts whose requests have the same key share one fetch per cycle.
	 * Built from the request itself, so equal searches give equal keys.
	 */
	key: string
	/**
	 * Headers that take a step of their own, awaited by the fetcher just before each attempt and
	 * added to `headers`: an official API's OAuth token (sites/ebay-com). Not part of the key; what
	 * it gives is never logged or stored. A failure is the fetch's (a blocked crawl naming it).
	 */
	authorize?: () => Promise<Record<string, string>>
}

/** A listing as every adapter gives it: the one listing shape (core/listing/schema.ts), made by the adapter base (base.ts). */
export type { Listing }

export type ParseResult =
	| { kind: 'listings'; listings: Listing[] }
	/** A captcha, a 403, a login wall or an empty shell: not the same as "no results". */
	| { kind: 'blocked'; reason: string }

/**
 * What the parser knows of the answer besides its body: `url` is the final URL (links are
 * resolved against it); `headers` (lower-case names), when given, let a parser name the edge
 * that blocked it (Akamai, CloudFront, Cloudflare).
 */
export type SiteResponse = { status: number; url: string; contentType: string | null; headers?: Record<string, string> }

export type SiteAdapter = {
	id: SiteId
	/**
	 * The feed scopes the site can search (docs/decisions/049-site-wide-feeds.md): `site` where it
	 * can list all its used cars newest first, `brand` where it can list one make's, `url` for a
	 * pasted search. buildRequest gives null for any other.
	 */
	scopes: readonly FeedScope[]
	/** Results on one page of its newest-first search, as our request asks for it (a crawl plan counts pages by it). */
	pageSize: number
	/**
	 * `baseUrl` is the site's configured origin (tests point it at a local server); `page` (from 1,
	 * newest first) asks for older results when a whole page was new. Null: the site cannot do it
	 * (a scope it does not support, a page it cannot go to, a brand it cannot search).
	 */
	buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null
	parse(body: string, response: SiteResponse): ParseResult
}
