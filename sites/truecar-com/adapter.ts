import { normalizeVin } from '#core/market/same-car.ts'
import { absoluteUrl, blocked, challengeBlock, mapGearboxName, parseKilometres, parseYear, type SiteResponse, visibleTextLength } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { readPrice } from '#sites/kit/numbers.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { truecarSite } from './site.ts'

/**
 * TrueCar (US), ../shared/sites.md §11 and docs/decisions/070: a make's used cars are
 * `/used-cars-for-sale/listings/<make>/` (every make's `/used-cars-for-sale/listings/`), server
 * HTML with one `[data-qa="Listings"]` card per car (SEEN in several scrapers): the link
 * `/used-cars-for-sale/listing/<VIN>/<year>-<make>-<model>/` with the VIN also in
 * `data-test-item`, the year (`.vehicle-card-year`), make and model
 * (`.vehicle-header-make-model`), trim (`vehicleCardTrim`), price
 * (`vehicleCardPricingBlockPrice`), mileage in miles (`vehicleMileage`) and place
 * (`vehicleCardLocation`, "9.8 mi - San Antonio, TX"). Every car is a dealer's.
 */

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	// The make's slug is the catalogue's ("mercedes-benz", "land-rover"; INFERRED from the site's paths).
	const path = search.scope === 'brand' ? `/used-cars-for-sale/listings/${encodeURIComponent(search.brand)}/` : '/used-cars-for-sale/listings/'
	const params = new URLSearchParams()
	if ((options.page ?? 1) > 1) params.set('page', String(options.page))
	// Newest listings first (INFERRED: `sort[]` is SEEN with best_match; the crawl compares ids, so
	// another order costs latency, not cars).
	params.set('sort[]', 'created_date_desc')
	const url = new URL(`${path}?${params}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'en-US,en;q=0.9' } }
}

const byTest = (card: HtmlElement, name: string) => textOf(selectOne(card, `[data-test="${name}"]`))

function fromCard(card: HtmlElement, pageUrl: string): ListingFacts | null {
	const link = selectOne(card, 'a[href*="/used-cars-for-sale/listing/"]')
	const url = absoluteUrl(attr(link, 'href'), pageUrl)
	const vin = normalizeVin(attr(link, 'data-test-item')) ?? normalizeVin(/\/listing\/([A-Za-z0-9]{17})\//.exec(url ?? '')?.[1])
	if (!url || !vin) return null
	const yearText = textOf(selectOne(card, '.vehicle-card-year'))
	const makeModel = textOf(selectOne(card, '.vehicle-header-make-model'))
	const trim = byTest(card, 'vehicleCardTrim')
	const printed = readPrice(byTest(card, 'vehicleCardPricingBlockPrice'))
	return {
		listingId: vin,
		url,
		title: [yearText, makeModel, trim].filter(Boolean).join(' ') || byTest(card, 'vehicleCardYearMakeModel'),
		price: printed?.amount ?? null,
		currency: printed ? (printed.currency ?? truecarSite.currency) : null,
		km: parseKilometres(byTest(card, 'vehicleMileage') || null, truecarSite.distanceUnit),
		year: parseYear(yearText),
		fuel: null,
		// "9.8 mi - San Antonio, TX": the distance from the searcher is not the car's place.
		location: byTest(card, 'vehicleCardLocation').replace(/^[\d.,]+\s*mi(?:les)?\s*[-–·]\s*/i, '') || null,
		imageUrl: imageUrlOf(selectOne(card, 'img'), pageUrl),
		seller: 'dealer',
		vin,
		// A trim that names the gearbox ("Club Automatic", "S Manual", "Sport 1.5T CVT").
		gearbox: mapGearboxName(/\b(?:automatic|manual|cvt|dsg)\b/i.exec(trim)?.[0] ?? null),
	}
}

/** The site's "nothing found" wording (INFERRED: not seen in a saved page). */
const noResults = /no (?:exact )?matches|couldn[’']t find any|\b0 (?:listings|results)\b/i

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	const cards = selectAll(document, '[data-qa="Listings"]')
	if (cards.length > 0) {
		// A card shown twice (a featured copy) is one car, kept at its last place.
		return { kind: 'listings', listings: oncePerListing(cards.flatMap((card) => fromCard(card, response.url) ?? [])) }
	}
	const challenge = challengeBlock(body)
	if (challenge) return challenge
	const isSitePage = noResults.test(body) && /used-cars-for-sale/.test(body) && visibleTextLength(body) >= 200
	return isSitePage ? { kind: 'listings', listings: [] } : blocked('no search results in the page (an empty shell or a changed layout)')
}

/** 30 cards a page (SEEN-1: a saved 2020 page held 30). */
export const truecarAdapter = siteAdapter({ id: truecarSite.id, scopes: truecarSite.scopes, pageSize: truecarSite.pageSize, buildRequest, parse })
