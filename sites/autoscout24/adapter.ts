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
import { type FeedSearch, type SearchOptions, type SiteAdapter, type SiteRequest } from '#sites/kit/types.ts'
import { autoscout24Sites } from './site.ts'

/**
 * AutoScout24's country sites (.de, .at, .it, .nl, .be, .fr, .es: sites/autoscout24/site.ts; not the
 * separate .ch platform), docs/product/sites.md §2. The search is `/lst/<make>?…`, every model of
 * the make, in the country's `cy`; the page is Next.js with the results in `__NEXT_DATA__`
 * (`props.pageProps.listings`), and each result card repeats the key fields as `data-*`
 * attributes, which is the fallback. One adapter per country, made from its definition.
 */

type AutoScout24Country = (typeof autoscout24Sites)[number]

/**
 * What each country's search needs besides its definition, by the definition's country, total over
 * them (a country added to site.ts without its line here does not compile): the `cy` filter (§2.1;
 * the international vehicle registration codes), the path its pages live under (a language, on a
 * bilingual site: autoscout24.be is read in French, one of our languages), and the path of its
 * offers, where a listing without a link of its own is found by its GUID (SEEN: /angebote/,
 * /aanbod/; the others INFERRED from the same naming).
 */
const searchOf: Record<AutoScout24Country['country'], { countryFilter: string; pathPrefix: string; offerPath: string }> = {
	DE: { countryFilter: 'D', pathPrefix: '', offerPath: '/angebote/' },
	AT: { countryFilter: 'A', pathPrefix: '', offerPath: '/angebote/' },
	IT: { countryFilter: 'I', pathPrefix: '', offerPath: '/annunci/' },
	NL: { countryFilter: 'NL', pathPrefix: '', offerPath: '/aanbod/' },
	BE: { countryFilter: 'B', pathPrefix: '/fr', offerPath: '/fr/offres/' },
	FR: { countryFilter: 'F', pathPrefix: '', offerPath: '/offres/' },
	ES: { countryFilter: 'E', pathPrefix: '', offerPath: '/ofertas/' },
}

/** The few makes whose AutoScout24 slug differs from our catalogue slug (INFERRED from the site's naming). */
const makeSlugs: Record<string, string> = {
	'kgm-ssangyong': 'ssangyong',
	ds: 'ds-automobiles',
	'lynk-co': 'lynk-&-co',
}

/**
 * The `fuelType` codes a listing states. B/D/E/L are SEEN; the hybrid codes (2 = electric/petrol,
 * 3 = electric/diesel) are INFERRED, third-party lists disagree, and plug-ins are not a fuel of
 * their own there.
 */
const fuelByCode: Record<string, FuelType> = { B: 'gasoline', D: 'diesel', E: 'electric', L: 'lpg', 2: 'hybrid', 3: 'hybrid' }

function requestOf(site: AutoScout24Country) {
	const country = searchOf[site.country]
	return (search: FeedSearch, options: SearchOptions): SiteRequest | null => {
		// Brand feeds only. The site's search of every make is `/lst?atype=C&sort=age&desc=1` (the
		// path without a make, §2.1), and robots.txt disallows `/lst?` query searches (§10): a make's
		// path (`/lst/<make>?…`) is the search we may send (docs/decisions/049-site-wide-feeds.md).
		if (search.scope !== 'brand') return null
		const path = ['lst', makeSlugs[search.brand] ?? search.brand].map(encodeURIComponent).join('/')
		// The country's own cars only: each country site lists its neighbours' too.
		const params = new URLSearchParams({ atype: 'C', cy: country.countryFilter })
		params.set('ustate', 'N,U')
		params.set('damaged_listing', 'exclude')
		// Newest first: sorted by the listing's age, descending (INFERRED: docs/product/sites.md §2.1 says to try desc=0 too).
		params.set('sort', 'age')
		params.set('desc', '1')
		if ((options.page ?? 1) > 1) params.set('page', String(options.page))
		const url = new URL(`${country.pathPrefix}/${path}?${params}`, options.baseUrl).href
		return { url, key: url }
	}
}

function fuelOf(code: unknown, name: unknown): FuelType | null {
	const text = str(code)?.toUpperCase()
	return (text ? fuelByCode[text] : undefined) ?? mapFuelName(name)
}

function fromNextData(site: AutoScout24Country, item: Record<string, unknown>, pageUrl: string): ListingFacts | null {
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
		url: absoluteUrl(item.url, pageUrl) ?? absoluteUrl(`${searchOf[site.country].offerPath}${id}`, pageUrl)!,
		title,
		price,
		currency: price === null ? null : (parseCurrency(formatted) ?? site.currency),
		km: parseKilometres(tracking.mileage ?? vehicle.mileageInKm, site.distanceUnit),
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

function fromCard(site: AutoScout24Country, card: HtmlElement, pageUrl: string): ListingFacts | null {
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
		url: absoluteUrl(attr(link, 'href'), pageUrl) ?? absoluteUrl(`${searchOf[site.country].offerPath}${id}`, pageUrl)!,
		title,
		price,
		currency: price === null ? null : site.currency,
		km: parseKilometres(data['data-mileage'], site.distanceUnit),
		year: parseYear(data['data-first-registration']),
		fuel: fuelOf(data['data-fuel-type'], null),
		location: address || place || null,
		imageUrl: imageUrlOf(image, pageUrl),
		seller: seller(data['data-seller-type']),
		// The card's make is the site's slug ("skoda", "mercedes-benz").
		brand: str(data['data-make']),
	}
}

function parseOf(site: AutoScout24Country) {
	return (body: string, response: SiteResponse): SiteParse => {
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
				return { kind: 'listings', listings: listings.flatMap((item) => fromNextData(site, record(item) ?? {}, response.url) ?? []) }
			}
		}
		const cards = selectAll(document, 'article[data-guid]')
		if (cards.length > 0) return { kind: 'listings', listings: cards.flatMap((card) => fromCard(site, card, response.url) ?? []) }
		return challengeBlock(body) ?? blocked('no search results in the page (an empty shell or a changed layout)')
	}
}

/** A country's adapter, made from its definition: 20 results a page (§2.1, `size=20`, the site's default, which our request keeps). */
export function autoscout24AdapterOf(site: AutoScout24Country): SiteAdapter {
	return siteAdapter({ id: site.id, scopes: site.scopes, pageSize: site.pageSize, buildRequest: requestOf(site), parse: parseOf(site) })
}

/** Every AutoScout24 country's adapter, by id (one spread in sites/adapters.ts). */
export const autoscout24Adapters = Object.fromEntries(autoscout24Sites.map((site) => [site.id, autoscout24AdapterOf(site)])) as Record<AutoScout24Country['id'], SiteAdapter>
