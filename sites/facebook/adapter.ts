import { facebookMarketplaceUrlPattern } from '#core/schemas/alert.ts'
import {
	absoluteUrl,
	array,
	at,
	blocked,
	challengeBlock,
	parseAmount,
	parseCurrency,
	parseJsonBody,
	parseKilometres,
	parseYear,
	record,
	type SiteResponse,
	str,
} from '#sites/kit/extract.ts'
import { parseHtml, rawText, selectAll } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { facebookSite } from './site.ts'

/**
 * Facebook Marketplace, docs/product/sites.md §5. We never build a Facebook search ourselves: the request is
 * the Marketplace URL the buyer pasted, sorted newest first, and nothing else on Facebook is
 * fetched. The page embeds Relay JSON (`marketplace_search.feed_units.edges[].node.listing`).
 * Logged out, Facebook often shows a login wall instead; that is reported as a block.
 */

function isFacebookHost(hostname: string) {
	return hostname === 'facebook.com' || hostname.endsWith('.facebook.com')
}

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'url') return null
	// Marketplace loads older results by scrolling (GraphQL), not by a page parameter.
	if ((options.page ?? 1) > 1) return null
	const pasted = search.facebookMarketplaceUrl?.trim()
	if (!pasted || !facebookMarketplaceUrlPattern.test(pasted)) return null
	let url: URL
	try {
		url = new URL(pasted)
	} catch {
		return null
	}
	if (url.protocol !== 'https:' || !isFacebookHost(url.hostname) || !url.pathname.startsWith('/marketplace/')) return null
	url.hash = ''
	url.searchParams.set('sortBy', 'creation_time_descend')
	// Tests point FACEBOOK_BASE_URL at a local server; in every other case the buyer's own
	// facebook.com origin is kept, so no other host is ever asked.
	const base = new URL(options.baseUrl)
	if (!isFacebookHost(base.hostname)) {
		const local = new URL(`${url.pathname}${url.search}`, base)
		return { url: local.href, key: url.href }
	}
	return { url: url.href, key: url.href }
}

/** Every `marketplace_search` object inside a parsed JSON value. */
function findSearches(value: unknown, found: Record<string, unknown>[] = [], depth = 0): Record<string, unknown>[] {
	if (depth > 60 || value === null || typeof value !== 'object') return found
	if (Array.isArray(value)) {
		for (const item of value) findSearches(item, found, depth + 1)
		return found
	}
	const object = value as Record<string, unknown>
	const search = record(object.marketplace_search)
	if (search && record(search.feed_units)) found.push(search)
	for (const [key, child] of Object.entries(object)) if (key !== 'marketplace_search') findSearches(child, found, depth + 1)
	return found
}

function searchesIn(body: string): Record<string, unknown>[] | null {
	const direct = parseJsonBody(body)
	if (direct !== undefined) {
		const searches = findSearches(direct)
		return searches.length ? searches : null
	}
	const searches: Record<string, unknown>[] = []
	for (const script of selectAll(parseHtml(body), 'script[type="application/json"]')) {
		const text = rawText(script)
		if (!text.includes('marketplace_search')) continue
		try {
			findSearches(JSON.parse(text), searches)
		} catch {
			// Not all blobs are JSON we can read; the others still count.
		}
	}
	return searches.length ? searches : null
}

function fromListing(listing: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(listing.id)
	if (!id || listing.is_sold === true) return null
	const title = str(listing.marketplace_listing_title) ?? str(listing.custom_title)
	const price = record(listing.listing_price) ?? {}
	const formatted = str(price.formatted_amount) ?? str(at(listing, 'formatted_price', 'text'))
	const amount = parseAmount(price.amount ?? formatted)
	const subtitles = array(listing.custom_sub_titles_with_rendering_flags).map((entry) => str(at(entry, 'subtitle')) ?? '')
	const mileage = subtitles.find((text) => /\b(km|miles?|mi)\b/i.test(text)) ?? null
	const geocode = record(at(listing, 'location', 'reverse_geocode')) ?? {}
	const place = str(at(geocode, 'city_page', 'display_name')) ?? ([str(geocode.city), str(geocode.state)].filter(Boolean).join(', ') || null)
	return {
		listingId: id,
		url: absoluteUrl(`/marketplace/item/${encodeURIComponent(id)}/`, pageUrl)!,
		title,
		price: amount,
		currency: amount === null ? null : (parseCurrency(price.currency) ?? parseCurrency(formatted)),
		km: parseKilometres(mileage),
		// Vehicle titles start with the model year ("2016 Volkswagen Golf").
		year: parseYear(/^\s*((?:19|20)\d{2})\b/.exec(title ?? '')?.[1] ?? null),
		// The feed states no fuel and no gearbox; the buyer's own Marketplace filters decide them.
		location: place,
		imageUrl: absoluteUrl(at(listing, 'primary_listing_photo', 'image', 'uri'), pageUrl),
	}
}

const loginWall = /id="login_form"|action="[^"]*\/login\/|\/login\/\?next=|You must log in|Log in to Facebook|Log into Facebook|\/checkpoint\//i

function parse(body: string, response: SiteResponse): SiteParse {
	if (/\/(login|checkpoint)(\/|\.php)/.test(new URL(response.url).pathname)) return blocked('Facebook asked to log in (login wall)')
	const searches = searchesIn(body)
	if (searches) {
		const listings = new Map<string, ListingFacts>()
		for (const search of searches) {
			for (const edge of array(at(search, 'feed_units', 'edges'))) {
				const node = record(at(edge, 'node'))
				if (node?.__typename !== 'MarketplaceFeedListingStoryObject') continue
				const listing = fromListing(record(node.listing) ?? {}, response.url)
				if (listing && !listings.has(listing.listingId)) listings.set(listing.listingId, listing)
			}
		}
		return { kind: 'listings', listings: [...listings.values()] }
	}
	if (loginWall.test(body)) return blocked('Facebook asked to log in (login wall)')
	return challengeBlock(body) ?? blocked('no Marketplace results in the page (an empty shell or a changed layout)')
}

/** Only the buyer's own search; about 24 results a load (§5.4), and no page 2. */
export const facebookAdapter = siteAdapter({ id: facebookSite.id, scopes: facebookSite.scopes, pageSize: facebookSite.pageSize, buildRequest, parse, untitled: 'Marketplace' })
