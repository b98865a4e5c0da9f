import { type FuelType } from '#core/enums.ts'
import { absoluteUrl, blocked, challengeBlock, mapFuelName, mapGearboxName, parseKilometres, parseYear, seller, type SiteResponse, str } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { readPrice } from '#sites/kit/numbers.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { hasznaltautoSite } from './site.ts'

/**
 * Használtautó.hu (Hungary), ../shared/sites.md §11 and docs/decisions/070: a make's cars are
 * `/szemelyauto/<make>` (older pages `/szemelyauto/<make>/page<N>`), server-rendered HTML with
 * one `div.talalati-sor` row per car (a saved page, SEEN): the title link in `.cim-kontener h3 a`
 * ending in the ad code, the price in `.pricefield-primary` (or `-highlighted`, beside a struck
 * `.pricefield-inactive` old price), an info line "Elektromos, 2023/1, 220 kW, 299 LE, 136 000 km",
 * the seller in `.trader-name`. Cloudflare stands in front of it.
 */

/** The few makes the site names otherwise than our catalogue (INFERRED). */
const makeSlugs: Record<string, string> = { 'kgm-ssangyong': 'ssangyong' }

/**
 * The site's path segment for a make: its name in lower case, without accents, words joined by
 * `_` as the site joins a model's ("model_y", SEEN), a hyphen kept ("mercedes-benz").
 */
function makeSlug(slug: string, name: string): string {
	if (makeSlugs[slug]) return makeSlugs[slug]
	const segment = name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/&/g, ' ')
		.trim()
		.replace(/\s+/g, '_')
		.replace(/[^a-z0-9_-]/g, '')
	return segment || slug
}

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	// A site-wide feed: the list of every make, the same path without one (INFERRED). In the
	// site's own order, which is not confirmed to be newest first: the crawl compares ids, so
	// another order costs latency, not cars (docs/decisions/070).
	const segments = ['szemelyauto']
	if (search.scope === 'brand') segments.push(makeSlug(search.brand, search.brandName))
	if ((options.page ?? 1) > 1) segments.push(`page${options.page}`)
	const url = new URL(`/${segments.map(encodeURIComponent).join('/')}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'hu-HU,hu;q=0.9,en;q=0.6' } }
}

const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

/** "Dízel", "Benzin/Gáz", "Dízel/elektromos", "Hibrid (Benzin)", in Hungarian and with accents. */
function fuelOf(text: string | null): FuelType | null {
	if (!text) return null
	const word = plain(text)
	if (/plug-?in/.test(word)) return 'plugin_hybrid'
	if (/\/\s*elektromos|hibrid/.test(word)) return 'hybrid'
	if (/gaz|lpg/.test(word)) return 'lpg'
	return mapFuelName(word)
}

/** The asking price: the primary field, never the struck-through `pricefield-inactive` one. */
function priceOf(row: HtmlElement): { price: number | null; currency: string | null } {
	const field =
		selectOne(row, '.price-fields-desktop .pricefield-primary-highlighted, .price-fields-desktop .pricefield-primary') ??
		selectOne(row, '.pricefield-primary-highlighted, .pricefield-primary')
	const printed = readPrice(textOf(field))
	return printed ? { price: printed.amount, currency: printed.currency ?? hasznaltautoSite.currency } : { price: null, currency: null }
}

function fromRow(row: HtmlElement, pageUrl: string): ListingFacts | null {
	const link = selectOne(row, '.cim-kontener h3 a') ?? selectOne(row, 'h3 a')
	const url = absoluteUrl(attr(link, 'href'), pageUrl)
	// The ad code ends the link ("…-23417259"), and the parking button carries it too.
	const id = /-(\d+)(?:[?#]|$)/.exec(url ?? '')?.[1] ?? str(attr(selectOne(row, '[data-hirkod]'), 'data-hirkod'))
	if (!url || !id) return null
	const title = textOf(link)
	// "Elektromos," "2023/1," "220 kW," "299 LE," "136 000 km": fuel, first registration, power, mileage.
	const info = selectAll(row, '.talalatisor-info.adatok .info').map((span) => textOf(span).replace(/,$/, ''))
	const { price, currency } = priceOf(row)
	const image = selectOne(row, '.talalatisor-kep img')
	const lazy = absoluteUrl(attr(image, 'data-lazyurl'), pageUrl)
	const trader = textOf(selectOne(row, '.trader-name'))
	return {
		listingId: id,
		url,
		title,
		price,
		currency,
		km: parseKilometres(info.find((part) => /\bkm\b/i.test(part)) ?? null),
		year: parseYear(info.find((part) => /^(?:19|20)\d{2}(?:\/\d{1,2})?$/.test(part)) ?? null),
		fuel: fuelOf(info[0] ?? null),
		location: null,
		imageUrl: lazy ?? imageUrlOf(image, pageUrl),
		// "Magánszemély" (a private person), "Kereskedés: <name>" (a dealership).
		seller: /^mag[aá]nszem[eé]ly/i.test(trader) ? 'private' : /^keresked/i.test(trader) ? 'dealer' : seller(trader),
		// The title says "(Automata)" of an automatic; it says nothing of a manual.
		gearbox: /\(automata\)/i.test(title) ? mapGearboxName('automata') : null,
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	const rows = selectAll(document, '.talalati-sor')
	if (rows.length > 0) {
		// Promoted ("kiemelt") rows are cars of the list like any other; one shown twice is kept once, at its last place.
		return { kind: 'listings', listings: oncePerListing(rows.flatMap((row) => fromRow(row, response.url) ?? [])) }
	}
	const challenge = challengeBlock(body)
	if (challenge) return challenge
	// The result list with its "no results" line (the list widget's `.empty`) is an empty answer.
	if (selectOne(document, '.list-view .empty')) return { kind: 'listings', listings: [] }
	return blocked('no search results in the page (an empty shell or a changed layout)')
}

/** 25 results a page (SEEN: a saved page's `listing_id_list` holds 25 ad codes). */
export const hasznaltautoAdapter = siteAdapter({ id: hasznaltautoSite.id, scopes: hasznaltautoSite.scopes, pageSize: hasznaltautoSite.pageSize, buildRequest, parse })
