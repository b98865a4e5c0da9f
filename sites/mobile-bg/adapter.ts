import { absoluteUrl, blocked, challengeBlock, mapFuelName, mapGearboxName, parseYear, type SiteResponse, visibleTextLength } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { readKilometres, readPrice } from '#sites/kit/numbers.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { mobileBgSite } from './site.ts'

/**
 * mobile.bg (Bulgaria), docs/decisions/069: server-rendered HTML in windows-1251 (the page fetcher
 * decodes it by its charset). Cars and jeeps are `/obiavi/avtomobili-dzhipove`, a make's under
 * `/<make>`, older pages as a `/p-<n>` path segment; each result is a `div.item`, promoted ones
 * `div.item.TOP` and `div.item.VIP`, which the page may show again at their own place: each car
 * is kept once.
 */

/** Newest first (SEEN-1: a watcher's "all new cars" search). */
const newestFirst = '6'

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	// The site's make slugs are the catalogue's (SEEN: volkswagen, mercedes-benz, audi, volvo).
	const segments = ['obiavi', 'avtomobili-dzhipove', ...(search.scope === 'brand' ? [search.brand] : [])]
	if ((options.page ?? 1) > 1) segments.push(`p-${options.page}`)
	const url = new URL(`/${segments.map(encodeURIComponent).join('/')}?sort=${newestFirst}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'bg-BG,bg;q=0.9,en;q=0.6' } }
}

/** The id in a listing's link: `//www.mobile.bg/obiava-11761234567890123-vw-golf-…`. */
const idOf = (href: string | undefined) => /\/obiava-(\d+)/.exec(href ?? '')?.[1] ?? null

/** The card's facts line: "юни 2019 г., 98 000 км, Дизелов, Ръчна" (month and year, km, fuel, gearbox). */
function paramsOf(card: HtmlElement): string {
	return textOf(selectOne(card, '.params'))
}

function fromCard(card: HtmlElement, pageUrl: string): ListingFacts | null {
	// The title link: in `.zaglavie` (2025–2026 scrapers) or `div.links` (../shared/sites.md §11), else the first listing link.
	const link = selectOne(card, '.zaglavie a[href*="obiava-"], a.title[href*="obiava-"], .links a[href*="obiava-"]') ?? selectOne(card, 'a[href*="obiava-"]')
	const href = attr(link, 'href')
	const id = idOf(href)
	if (!id) return null
	// "18 900 лв." beside its euro conversion: the first currency's amount; "Договаряне" (negotiable) has none.
	const price = readPrice(textOf(selectOne(card, '.price')))
	const params = paramsOf(card)
	const location = textOf(selectOne(card, '.location'))
		.replace(/^(?:Намира се в|Location:)\s*/i, '')
		.trim()
	return {
		listingId: id,
		url: absoluteUrl(href, pageUrl)!,
		title: textOf(link),
		price: price?.amount ?? null,
		currency: price === null ? null : (price.currency ?? mobileBgSite.currency),
		km: readKilometres(params, mobileBgSite.distanceUnit, { printedWithUnit: true }),
		year: parseYear(/(?:19|20)\d{2}(?=\s*г)/.exec(params)?.[0] ?? null),
		fuel: mapFuelName(params),
		gearbox: mapGearboxName(params),
		location: location || null,
		imageUrl: imageUrlOf(selectOne(card, '.photo img') ?? selectOne(card, 'img'), pageUrl),
		// A dealer's card names the dealer (`div.seller`); a private seller's names nobody.
		seller: selectOne(card, '.seller') ? 'dealer' : null,
	}
}

/** The site's "nothing found" wording (INFERRED). */
const noResults = /Няма намерени обяви|Не са открити обяви|0 обяви/i

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	const cards = selectAll(document, 'div.item').filter((card) => selectOne(card, 'a[href*="obiava-"]'))
	if (cards.length > 0) return { kind: 'listings', listings: oncePerListing(cards.flatMap((card) => fromCard(card, response.url) ?? [])) }
	const challenge = challengeBlock(body)
	if (challenge) return challenge
	// No cards: the site's own page with its search around it is "nothing found"; anything else is a shell.
	const isSitePage = noResults.test(body) || (/avtomobili-dzhipove/.test(body) && visibleTextLength(body) >= 200)
	return isSitePage ? { kind: 'listings', listings: [] } : blocked('no search results in the page (an empty shell or a changed layout)')
}

export const mobileBgAdapter = siteAdapter({ id: mobileBgSite.id, scopes: mobileBgSite.scopes, pageSize: mobileBgSite.pageSize, buildRequest, parse })
