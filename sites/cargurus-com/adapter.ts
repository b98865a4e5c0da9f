import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { absoluteUrl, blocked, challengeBlock, mapFuelName, mapGearboxName, parseAmount, parseKilometres, parseYear, type SiteResponse } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { cargurusComSite } from './site.ts'

/**
 * CarGurus (US), ../shared/sites.md §11 (docs/decisions/071). A make's used cars are
 * `/Cars/l-Used-<Make>-m<id>`, the id being the site's own (`m55` Volkswagen), sorted by days on
 * the market, newest first. The page (as the browser draws it) holds one tile per car,
 * `[data-testid="srp-listing-tile"]`, linking to `/details/<id>`; each tile's facts list
 * (`<dl>`: Year, Make, Model, Mileage, Fuel type, Transmission, Location) and its title, price
 * and mileage marks are read. A sponsored tile is an ad for a car placed above the results, not
 * one of them, and is left out. Only the first page: the site turns pages in the page script
 * (`#resultsPage=2`), which no request can ask for.
 */

/**
 * Catalogue brand → the site's make id (INFERRED from the make pages public tools link to, not
 * verified live: docs/decisions/071). A brand without one is not searched (buildRequest gives
 * null) rather than guessed, since a wrong id would list another make's cars; the definition's
 * `brands` lists exactly these, so the wizard and the API refuse CarGurus for any other brand
 * (docs/decisions/074). Typed by that list: a brand added there needs its id here.
 */
export const cargurusMakes: Record<(typeof cargurusComSite.brands)[number], { id: string; name: string }> = {
	chevrolet: { id: 'm1', name: 'Chevrolet' },
	ford: { id: 'm2', name: 'Ford' },
	bmw: { id: 'm3', name: 'BMW' },
	honda: { id: 'm6', name: 'Honda' },
	toyota: { id: 'm7', name: 'Toyota' },
	nissan: { id: 'm12', name: 'Nissan' },
	audi: { id: 'm19', name: 'Audi' },
	hyundai: { id: 'm28', name: 'Hyundai' },
	kia: { id: 'm33', name: 'Kia' },
	mazda: { id: 'm42', name: 'Mazda' },
	subaru: { id: 'm53', name: 'Subaru' },
	volkswagen: { id: 'm55', name: 'Volkswagen' },
}

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'brand') return null
	if ((options.page ?? 1) > 1) return null
	const make = (cargurusMakes as Record<string, { id: string; name: string } | undefined>)[search.brand]
	if (!make) return null
	const params = new URLSearchParams({ sortDir: 'ASC', sortType: 'AGE_IN_DAYS' })
	const url = new URL(`/Cars/l-Used-${encodeURIComponent(make.name.replace(/\s+/g, '-'))}-${make.id}?${params}`, options.baseUrl).href
	return { url, key: url }
}

/** The tile's facts list: `<dt>Mileage:</dt><dd>41,230 mi</dd>` → { mileage: '41,230 mi' }. */
function factsOf(tile: HtmlElement): Record<string, string> {
	const facts: Record<string, string> = {}
	for (const list of selectAll(tile, 'dl')) {
		const terms = selectAll(list, 'dt')
		const values = selectAll(list, 'dd')
		terms.forEach((term, index) => {
			const name = textOf(term).replace(/:\s*$/, '').trim().toLowerCase()
			if (name && values[index]) facts[name] = textOf(values[index])
		})
	}
	return facts
}

function isSponsored(tile: HtmlElement): boolean {
	return selectOne(tile, '[data-testid="srp-tile-sponsored"], [data-testid="sponsored-badge"]') !== null
}

function fromTile(tile: HtmlElement, pageUrl: string): ListingFacts | null {
	const link = selectOne(tile, 'a[href*="/details/"]')
	const href = absoluteUrl(attr(link, 'href'), pageUrl)
	const id = href ? /\/details\/(\d+)/.exec(href)?.[1] : undefined
	if (!id) return null
	const facts = factsOf(tile)
	const title = textOf(selectOne(tile, '[data-testid="srp-tile-listing-title"] h4, [data-cg-ft="srp-listing-blade-title"]'))
	const price = parseAmount(textOf(selectOne(tile, '[data-testid="srp-tile-price"]')))
	return {
		listingId: id,
		url: `https://www.cargurus.com/details/${id}`,
		title: title || [facts.year, facts.make, facts.model].filter(Boolean).join(' '),
		price,
		currency: price === null ? null : cargurusComSite.currency,
		km: parseKilometres(textOf(selectOne(tile, '[data-testid="srp-tile-mileage"]')) || facts.mileage, cargurusComSite.distanceUnit),
		year: parseYear(facts.year ?? /^\s*((?:19|20)\d{2})\b/.exec(title)?.[1]),
		fuel: mapFuelName(facts['fuel type']),
		location: facts.location || textOf(selectOne(tile, '[data-testid="srp-tile-location"]')) || null,
		imageUrl: imageUrlOf(selectOne(tile, 'img'), pageUrl),
		model: facts.model || null,
		brand: facts.make || null,
		gearbox: mapGearboxName(facts.transmission),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	const tiles = selectAll(document, '[data-testid="srp-listing-tile"]')
	const seen = new Set<string>()
	const listings: ListingFacts[] = []
	for (const tile of tiles) {
		if (isSponsored(tile)) continue
		const listing = fromTile(tile, response.url)
		if (!listing || seen.has(listing.listingId)) continue
		seen.add(listing.listingId)
		listings.push(listing)
	}
	if (tiles.length > 0) return { kind: 'listings', listings }
	// A results page with no tile: the search's container is drawn, its list is empty.
	if (selectOne(document, '#cargurus-listing-search [data-testid="srp-tiles"]')) return { kind: 'listings', listings: [] }
	return challengeBlock(body) ?? blocked('no search results in the page (an empty shell, a robot check or a changed layout)')
}

export const cargurusComAdapter = siteAdapter({ id: cargurusComSite.id, scopes: cargurusComSite.scopes, pageSize: cargurusComSite.pageSize, buildRequest, parse })
