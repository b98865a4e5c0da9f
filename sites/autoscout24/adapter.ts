import { type FuelType } from '#core/enums.ts'
import {
	absoluteUrl,
	array,
	at,
	blocked,
	challengeBlock,
	mapFuelName,
	mapGearboxName,
	parseAmount,
	parseCurrency,
	parseKilometres,
	parseYear,
	record,
	seller,
	type SiteResponse,
	str,
} from '#sites/kit/extract.ts'
import { attr, attributes, type HtmlElement, imageUrlOf, parseHtml, rawText, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { autoscout24Site } from './site.ts'

/**
 * AutoScout24 (.de, .com, .it, .at, …; not the separate .ch platform), docs/product/sites.md §2. The search is
 * `/lst/<make>?…`, every model of the make; the page is Next.js with the results in `__NEXT_DATA__`
 * (`props.pageProps.listings`), and each result card repeats the key fields as `data-*`
 * attributes, which is the fallback.
 */

/** The few makes whose AutoScout24 slug differs from our catalogue slug (INFERRED from the site's naming). */
const makeSlugs: Record<string, string> = {
	'kgm-ssangyong': 'ssangyong',
	ds: 'ds-automobiles',
	'lynk-co': 'lynk-&-co',
}

/** The `cy` country filter for the country site the base URL names; .com and others search every country. */
const countryByTld: Record<string, string> = { de: 'D', at: 'A', it: 'I', nl: 'NL', be: 'B', es: 'E', fr: 'F', lu: 'L' }

/**
 * The `fuelType` codes a listing states. B/D/E/L are SEEN; the hybrid codes (2 = electric/petrol,
 * 3 = electric/diesel) are INFERRED, third-party lists disagree, and plug-ins are not a fuel of
 * their own there.
 */
const fuelByCode: Record<string, FuelType> = { B: 'gasoline', D: 'diesel', E: 'electric', L: 'lpg', 2: 'hybrid', 3: 'hybrid' }

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	// Brand feeds only. The site's search of every make is `/lst?atype=C&sort=age&desc=1` (the
	// path without a make, §2.1), and robots.txt disallows `/lst?` query searches (§10): a make's
	// path (`/lst/<make>?…`) is the search we may send (docs/decisions/049-site-wide-feeds.md).
	if (search.scope !== 'brand') return null
	const base = new URL(options.baseUrl)
	const path = ['lst', makeSlugs[search.brand] ?? search.brand].map(encodeURIComponent).join('/')
	const params = new URLSearchParams({ atype: 'C' })
	const country = countryByTld[base.hostname.split('.').pop() ?? '']
	if (country) params.set('cy', country)
	params.set('ustate', 'N,U')
	params.set('damaged_listing', 'exclude')
	// Newest first: sorted by the listing's age, descending (INFERRED: docs/product/sites.md §2.1 says to try desc=0 too).
	params.set('sort', 'age')
	params.set('desc', '1')
	if ((options.page ?? 1) > 1) params.set('page', String(options.page))
	const url = new URL(`/${path}?${params}`, base).href
	return { url, key: url }
}

function fuelOf(code: unknown, name: unknown): FuelType | null {
	const text = str(code)?.toUpperCase()
	return (text ? fuelByCode[text] : undefined) ?? mapFuelName(name)
}

function fromNextData(item: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(item.id) ?? str(at(item, 'identifier', 'id'))
	if (!id) return null
	const vehicle = record(item.vehicle) ?? {}
	const tracking = record(item.tracking) ?? {}
	const location = record(item.location) ?? {}
	const formatted = str(at(item, 'price', 'priceFormatted'))
	const price = parseAmount(at(item, 'price', 'priceRaw') ?? tracking.price ?? formatted)
	const image = array(item.images)[0]
	const title = [str(vehicle.make), str(vehicle.model), str(vehicle.modelVersionInput) ?? str(vehicle.variant)].filter(Boolean).join(' ')
	const place = [str(location.zip), str(location.city)].filter(Boolean).join(' ')
	return {
		listingId: id,
		url: absoluteUrl(item.url, pageUrl) ?? absoluteUrl(`/angebote/${id}`, pageUrl)!,
		title,
		price,
		currency: price === null ? null : (parseCurrency(formatted) ?? 'EUR'),
		km: parseKilometres(tracking.mileage ?? vehicle.mileageInKm),
		year: parseYear(tracking.firstRegistration),
		fuel: fuelOf(tracking.fuelType, vehicle.fuel),
		location: [place, str(location.countryCode)].filter(Boolean).join(', ') || null,
		imageUrl: absoluteUrl(str(image) ?? at(image, 'url'), pageUrl),
		seller: seller(at(item, 'seller', 'type')),
		model: str(vehicle.model),
		brand: str(vehicle.make),
		// In the page's language: "Schaltgetriebe", "Automatik", "Halbautomatik" (docs/product/sites.md §2.2).
		gearbox: mapGearboxName(vehicle.transmission),
	}
}

function fromCard(card: HtmlElement, pageUrl: string): ListingFacts | null {
	const data = attributes(card)
	const id = str(data['data-guid'])
	if (!id) return null
	const link =
		selectOne(card, 'a[class^="ListItemTitle_anchor"], a[href*="/angebote/"], a[href*="/offers/"], a[href*="/aanbod/"], a[href*="/annunci/"], a[href*="/ofertas/"], a[href*="/offres/"]')
	const title = textOf(selectOne(card, 'h2')) || textOf(link) || [str(data['data-make']), str(data['data-model'])].filter(Boolean).join(' ')
	const imageHolder = selectOne(card, '[data-testid="decluttered-list-item-image"]')
	const image = imageHolder?.tagName === 'img' ? imageHolder : imageHolder ? selectOne(imageHolder, 'img') : selectOne(card, 'img')
	const price = parseAmount(data['data-price'] ?? textOf(selectOne(card, '[class^="CurrentPrice_price"]')))
	// Dealers' cards name the address under the company; private sellers' cards have no company
	// and print the place in the seller line on its own.
	const address = textOf(selectOne(card, '[data-testid="dealer-address"], [data-testid="private-seller-address"], [data-testid="seller-address"], [class*="SellerInfo_address"]'))
	const place = [str(data['data-listing-zip-code']), str(data['data-listing-country'])].filter(Boolean).join(', ')
	return {
		listingId: id,
		url: absoluteUrl(attr(link, 'href'), pageUrl) ?? absoluteUrl(`/angebote/${id}`, pageUrl)!,
		title,
		price,
		currency: price === null ? null : 'EUR',
		km: parseKilometres(data['data-mileage']),
		year: parseYear(data['data-first-registration']),
		fuel: fuelOf(data['data-fuel-type'], null),
		location: address || place || null,
		imageUrl: imageUrlOf(image, pageUrl),
		seller: seller(data['data-seller-type']),
		// The card's make is the site's slug ("skoda", "mercedes-benz").
		brand: str(data['data-make']),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)

	const script = selectOne(document, 'script#__NEXT_DATA__')
	if (script) {
		let data: unknown
		try {
			data = JSON.parse(rawText(script))
		} catch {
			data = undefined
		}
		const listings = at(data, 'props', 'pageProps', 'listings')
		if (Array.isArray(listings)) {
			return { kind: 'listings', listings: listings.flatMap((item) => fromNextData(record(item) ?? {}, response.url) ?? []) }
		}
	}
	const cards = selectAll(document, 'article[data-guid]')
	if (cards.length > 0) return { kind: 'listings', listings: cards.flatMap((card) => fromCard(card, response.url) ?? []) }
	return challengeBlock(body) ?? blocked('no search results in the page (an empty shell or a changed layout)')
}

/** 20 results a page (§2.1, `size=20`, the site's default, which our request keeps). */
export const autoscout24Adapter = siteAdapter({ id: autoscout24Site.id, scopes: autoscout24Site.scopes, pageSize: autoscout24Site.pageSize, buildRequest, parse })
