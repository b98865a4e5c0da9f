import { absoluteUrl, blocked, challengeBlock, parseYear, type SiteResponse, str } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { readKilometres, readPrice } from '#sites/kit/numbers.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { kleinanzeigenSite } from './site.ts'

/**
 * Kleinanzeigen (Germany), ../shared/sites.md §11 and docs/decisions/068: server-rendered HTML.
 * The cars category is `c216`; a make is the attribute `autos.marke_s:<make>` behind it
 * (`/s-autos/<make>/k0c216+autos.marke_s:<make>`), older pages are `seite:N` in the path. Each
 * result is an `article.aditem[data-adid]` in the result list `#srchrslt-adtable`, with its title,
 * price, place and, in the cars category, mileage and first registration as tags.
 */

/**
 * The make's attribute value: the catalogue slug with `_` for `-` (`mercedes_benz`, INFERRED
 * from the site's attribute naming), a few spelled the site's own way.
 */
const makeValues: Record<string, string> = { 'kgm-ssangyong': 'ssangyong', 'lynk-co': 'lynk_co' }

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	if (search.scope === 'brand' && !search.brand) return null
	const page = (options.page ?? 1) > 1 ? [`seite:${options.page}`] : []
	// The category's own order, newest first (not confirmed, ../shared/sites.md §11; decision 068).
	const segments =
		search.scope === 'brand'
			? ['s-autos', search.brand, ...page, `k0c216+autos.marke_s:${makeValues[search.brand] ?? search.brand.replace(/-/g, '_')}`]
			: ['s-autos', ...page, 'c216']
	const url = new URL(`/${segments.join('/')}`, options.baseUrl).href
	return { url, key: url }
}

/** The card's tags in the cars category: "128.000 km", "EZ 05/2016". The card states no fuel. */
function tagsOf(card: HtmlElement): string[] {
	return selectAll(card, '.aditem-main--bottom .simpletag, .aditem-main--bottom .text-module-end span').map((tag) => textOf(tag)).filter(Boolean)
}

function fromCard(card: HtmlElement, pageUrl: string): ListingFacts | null {
	const id = str(attr(card, 'data-adid'))
	const link = selectOne(card, '.aditem-main--middle h2 a, a.ellipsis')
	const url = absoluteUrl(attr(card, 'data-href') ?? attr(link, 'href'), pageUrl)
	if (!id || !url) return null
	// The price alone, not the crossed-out old price printed beside it; "VB" (negotiable) alone is no price.
	const price = readPrice(textOf(selectOne(card, '.aditem-main--middle--price-shipping--price')))
	const tags = tagsOf(card)
	const mileage = tags.find((tag) => /\bkm\b/i.test(tag))
	const registration = tags.find((tag) => /^EZ\b/i.test(tag))
	return {
		listingId: id,
		url,
		title: textOf(link) || textOf(selectOne(card, 'h2')),
		price: price?.amount ?? null,
		currency: price ? (price.currency ?? 'EUR') : null,
		km: mileage ? readKilometres(mileage) : null,
		year: registration ? parseYear(registration) : null,
		location: textOf(selectOne(card, '.aditem-main--top--left')) || null,
		// Older cards keep the photo in the box's data-imgsrc; a car without photos shows a camera icon.
		imageUrl: imageUrlOf(selectOne(card, '.aditem-image img'), pageUrl) ?? absoluteUrl(attr(selectOne(card, '.aditem-image [data-imgsrc]'), 'data-imgsrc'), pageUrl),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	const list = selectOne(document, '#srchrslt-adtable')
	if (list) {
		// A top ad (`is-topad`) is placed first and may be listed again in its own place: each car once, there.
		const listings = selectAll(list, 'article.aditem[data-adid]').flatMap((card) => fromCard(card, response.url) ?? [])
		return { kind: 'listings', listings: oncePerListing(listings) }
	}
	const challenge = challengeBlock(body)
	if (challenge) return challenge
	// No result list: a search that found nothing says so.
	if (/keine Ergebnisse|keine Anzeigen gefunden/i.test(textOf(selectOne(document, '#srchrslt-content, main, body')))) return { kind: 'listings', listings: [] }
	return blocked('no result list in the page (an empty shell or a changed layout)')
}

/** 25 results a page, the site's own page size (the results list of a category page; INFERRED). */
export const kleinanzeigenAdapter = siteAdapter({ id: kleinanzeigenSite.id, scopes: kleinanzeigenSite.scopes, pageSize: kleinanzeigenSite.pageSize, buildRequest, parse })
