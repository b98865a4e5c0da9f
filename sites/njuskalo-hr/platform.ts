import { absoluteUrl, blocked, challengeBlock, mapFuelName, parseOnlineSince, parseYear, type SiteResponse, visibleTextLength } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, type HtmlNode, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse } from '#sites/kit/base.ts'
import { readKilometres, readPrice } from '#sites/kit/numbers.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'

/**
 * The classifieds platform of Njuškalo (njuskalo.hr) and bolha.com: one markup family
 * (docs/product/sites.md §6, docs/decisions/069), so both sites' adapters are made here and
 * differ only in what `EntityListSite` says. A results page lists `li.EntityList-item` cards; the
 * regular ads, newest first, are `--Regular`; paid "VauVau" placements (`--VauVau`), shown above
 * them out of date order, are left out. Each card's title link names the ad id (`a[name]`, and
 * the number after `-oglas-` in its URL).
 */
export type EntityListSite = {
	/** The cars category: `/auti` (Njuškalo), `/avto-oglasi` (bolha). */
	categoryPath: string
	/** The currency of prices printed without one. */
	currency: string
	acceptLanguage: string
	/** The site's "nothing found" wording. */
	noResults: RegExp
	/** Makes whose path segment is not the catalogue's slug. */
	makeSlugs: Record<string, string>
}

/** Newest first (INFERRED from the platform's sort names, not confirmed). */
const newestFirst = 'new'

export function entityListRequest(site: EntityListSite) {
	return (search: FeedSearch, options: SearchOptions): SiteRequest | null => {
		if (search.scope !== 'site' && search.scope !== 'brand') return null
		// A make is a path segment under the category (SEEN on bolha; INFERRED for Njuškalo, the same platform).
		const make = site.makeSlugs[search.brand] ?? search.brand
		const path = search.scope === 'brand' ? `${site.categoryPath}/${encodeURIComponent(make)}` : site.categoryPath
		const params = new URLSearchParams({ sort: newestFirst })
		if ((options.page ?? 1) > 1) params.set('page', String(options.page))
		const url = new URL(`${path}?${params}`, options.baseUrl).href
		return { url, key: url, headers: { 'accept-language': site.acceptLanguage } }
	}
}

/** The lines of a block whose lines are separated by `<br>`, each as a reader sees it. */
function linesOf(element: HtmlElement | null): string[] {
	if (!element) return []
	const lines: string[] = []
	let current: HtmlNode[] = []
	const flush = () => {
		const text = current.map((node) => textOf(node)).join(' ').replace(/\s+/g, ' ').trim()
		if (text) lines.push(text)
		current = []
	}
	for (const child of element.childNodes) {
		if ('tagName' in child && child.tagName === 'br') flush()
		else current.push(child)
	}
	flush()
	return lines
}

/** "Lokacija vozila: Zagreb" (hr, SEEN), "Lokacija: Ljubljana" (sl, INFERRED). */
const locationLabel = /^Lokacija(?:\s+vozila)?\s*:\s*/i
/** "Godište: 2016." (hr, SEEN), "Godina proizvodnje: 2016." (hr), "Letnik: 2016" (sl): the last two INFERRED. */
const yearLabel = /(?:Godi[sš]te|Godina proizvodnje|Letnik)\s*:?\s*((?:19|20)\d{2})/i

function fromCard(card: HtmlElement, site: EntityListSite, pageUrl: string): ListingFacts | null {
	const link = selectOne(card, '.entity-title a') ?? selectOne(card, 'h3 a')
	const href = attr(link, 'href') ?? attr(card, 'data-href')
	const id = attr(link, 'name')?.match(/^\d+$/)?.[0] ?? /-oglas-(\d+)/.exec(href ?? '')?.[1]
	if (!id || !href) return null
	const lines = linesOf(selectOne(card, '.entity-description-main'))
	const location = lines.find((line) => locationLabel.test(line))?.replace(locationLabel, '') ?? null
	const facts = lines.filter((line) => !locationLabel.test(line)).join(', ')
	const price = readPrice(textOf(selectOne(card, '.price--eur') ?? selectOne(card, '.price')))
	return {
		listingId: id,
		url: absoluteUrl(href, pageUrl)!,
		title: textOf(link),
		price: price?.amount ?? null,
		currency: price === null ? null : (price.currency ?? site.currency),
		km: readKilometres(facts, 'km', { printedWithUnit: true }),
		year: parseYear(yearLabel.exec(facts)?.[1] ?? null),
		fuel: mapFuelName(facts),
		location: location || null,
		imageUrl: imageUrlOf(selectOne(card, '.entity-thumbnail img') ?? selectOne(card, 'img'), pageUrl),
		publishedAt: parseOnlineSince(attr(selectOne(card, '.entity-pub-date time'), 'datetime')),
	}
}

/** The platform's bot defence, ShieldSquare (Radware), answers with a captcha page, status 200. */
const shieldSquare = /shieldsquare|perfdrive\.com|Pristup odabranim stranicama je onemogu/i

export function entityListParse(site: EntityListSite) {
	return (body: string, response: SiteResponse): SiteParse => {
		if (shieldSquare.test(body)) return blocked('the site answered with a ShieldSquare captcha')
		const document = parseHtml(body)
		// The standard list's regular ads (SEEN: `.EntityList--Standard > .EntityList-items > .EntityList-item--Regular`);
		// a page that names no standard list, its regular ads wherever they are.
		const standard = selectAll(document, '.EntityList--Standard li.EntityList-item--Regular')
		const cards = standard.length > 0 ? standard : selectAll(document, 'li.EntityList-item--Regular')
		if (cards.length > 0) return { kind: 'listings', listings: oncePerListing(cards.flatMap((card) => fromCard(card, site, response.url) ?? [])) }
		const challenge = challengeBlock(body)
		if (challenge) return challenge
		// No cards: the site's own page with its categories around it is "nothing found"; anything else is a shell.
		const isSitePage = site.noResults.test(body) || (body.includes(`href="${site.categoryPath}`) && visibleTextLength(body) >= 200)
		return isSitePage ? { kind: 'listings', listings: [] } : blocked('no search results in the page (an empty shell or a changed layout)')
	}
}
