import { type FuelType } from '#core/enums.ts'
import {
	absoluteUrl,
	array,
	blocked,
	challengeBlock,
	mapFuelName,
	mapGearboxName,
	parseKilometres,
	parseYear,
	record,
	type SiteResponse,
	str,
	visibleTextLength,
} from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, rawText, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { readPrice } from '#sites/kit/numbers.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { polovniautomobiliSite } from './site.ts'

/**
 * Polovni automobili (Serbia), ../shared/sites.md §11 and docs/decisions/070: the search
 * `/auto-oglasi/pretraga?brand=<make>&sort=renewDate_desc` answers server-rendered HTML, one
 * `article.classified[data-classifiedid]` per car (title link `a.ga-title`, price in `data-price`
 * and `.price`, three `.setInfo` pairs: year and body, mileage and power, gearbox and doors, the
 * place in `.city`), and a JSON-LD `Car` per card that names the make and model.
 */

/** The site's make slugs are the catalogue's, but for these (SEEN in a public alert bot's make list). */
const makeSlugs: Record<string, string> = { 'kgm-ssangyong': 'ssangyong' }

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	const params = new URLSearchParams()
	// A site-wide feed names no make: every car of the site (INFERRED: the search form sends an
	// empty `brand` for "all makes").
	if (search.scope === 'brand') params.set('brand', makeSlugs[search.brand] ?? search.brand)
	// Newest first: by the date the listing was posted or renewed (SEEN in alert bots). A renewed
	// old listing comes back to the top; the crawl knows its id and passes over it.
	params.set('sort', 'renewDate_desc')
	// Listings without a price too ("Po dogovoru"), which the site leaves out unless asked.
	params.set('without_price', '1')
	if ((options.page ?? 1) > 1) params.set('page', String(options.page))
	const url = new URL(`/auto-oglasi/pretraga?${params}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'sr-RS,sr;q=0.9,en;q=0.6' } }
}

/** The JSON-LD `Car` of each card, by its listing id (the id is the first number in its URL). */
function structuredCars(document: ReturnType<typeof parseHtml>): Map<string, Record<string, unknown>> {
	const cars = new Map<string, Record<string, unknown>>()
	for (const script of selectAll(document, 'script[type="application/ld+json"]')) {
		let data: unknown
		try {
			data = JSON.parse(rawText(script))
		} catch {
			continue
		}
		for (const item of Array.isArray(data) ? data : [data]) {
			const car = record(item)
			const id = /\/auto-oglasi\/(\d+)/.exec(str(car?.url) ?? '')?.[1]
			if (car && id && !cars.has(id)) cars.set(id, car)
		}
	}
	return cars
}

/** "Benzin + Gas (TNG)" is a car on LPG, which the shared fuel names read as petrol. */
function fuelOf(text: string | null): FuelType | null {
	if (text && /\bTNG\b|\+\s*gas\b/i.test(text)) return 'lpg'
	return mapFuelName(text)
}

/** The price and the currency printed beside it: euros, or a dealer's dinars ("din."); "Po dogovoru" (by agreement) is none. */
function priceOf(card: HtmlElement): { price: number | null; currency: string | null } {
	const printed = readPrice(textOf(selectOne(card, '.price')) || attr(card, 'data-price'))
	return printed ? { price: printed.amount, currency: printed.currency ?? polovniautomobiliSite.currency } : { price: null, currency: null }
}

function fromCard(card: HtmlElement, pageUrl: string, cars: Map<string, Record<string, unknown>>): ListingFacts | null {
	const id = str(attr(card, 'data-classifiedid'))
	const link = selectOne(card, 'a.ga-title') ?? selectOne(card, 'a[href*="/auto-oglasi/"]')
	const url = absoluteUrl(attr(link, 'href'), pageUrl)
	if (!id || !url) return null
	const car = cars.get(id)
	// The info pairs: [year and body, fuel and engine], [mileage, power], [gearbox, doors and seats].
	const info = selectAll(card, '.setInfo').map((set) => ({ top: textOf(selectOne(set, '.top')), bottom: textOf(selectOne(set, '.bottom')) }))
	const { price, currency } = priceOf(card)
	const image = selectOne(card, '.image img') ?? selectOne(card, 'img')
	return {
		listingId: id,
		url,
		title: str(attr(link, 'title')) ?? textOf(link),
		price,
		currency,
		km: parseKilometres(info[1]?.top ?? str(car?.mileageFromOdometer)),
		year: parseYear(info[0]?.top ?? str(car?.productionDate)),
		// "Dizel | 1968 cm3"; the JSON-LD says the same in `fuelType`.
		fuel: fuelOf(info[0]?.bottom.split('|')[0]?.trim() || str(car?.fuelType)),
		location: textOf(selectOne(card, '.city')) || null,
		imageUrl: imageUrlOf(image, pageUrl) ?? absoluteUrl(array(car?.image)[0] ?? car?.image, pageUrl),
		seller: null,
		brand: str(car?.brand),
		model: str(car?.model),
		// "Manuelni 6 brzina", "Automatski / poluautomatski".
		gearbox: mapGearboxName(info[2]?.top ?? null),
	}
}

/** The site's own "nothing found" wording (INFERRED: not seen in a saved page). */
const noResults = /nema\s+(?:rezultata|oglasa)|nije\s+prona[đd]en|0\s+oglasa/i

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	// Hidden cards are templates and copies the page's scripts show on demand, not results.
	const cards = selectAll(document, 'article.classified[data-classifiedid]').filter((card) => !/\buk-hidden\b/.test(attr(card, 'class') ?? ''))
	if (cards.length > 0) {
		const cars = structuredCars(document)
		// A promoted car heading the page and listed again at its own place is one car, kept at its place.
		return { kind: 'listings', listings: oncePerListing(cards.flatMap((card) => fromCard(card, response.url, cars) ?? [])) }
	}
	const challenge = challengeBlock(body)
	if (challenge) return challenge
	// No cards: the site's own search page saying so is "nothing found"; anything else is a shell.
	const isSitePage = noResults.test(body) && /auto-oglasi\/pretraga/.test(body) && visibleTextLength(body) >= 200
	return isSitePage ? { kind: 'listings', listings: [] } : blocked('no search results in the page (an empty shell or a changed layout)')
}

/** 25 results a page (SEEN: scrapers count pages as the total over 25). */
export const polovniautomobiliAdapter = siteAdapter({
	id: polovniautomobiliSite.id,
	scopes: polovniautomobiliSite.scopes,
	pageSize: polovniautomobiliSite.pageSize,
	buildRequest,
	parse,
})
