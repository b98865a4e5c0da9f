import { type FuelType } from '#core/enums.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { absoluteUrl, array, at, blocked, challengeBlock, mapGearboxName, parseAmount, parseCurrency, parseJsonBody, parseKilometres, parseOnlineSince, record, seller, statusBlock, str, withScheme } from '#sites/kit/extract.ts'
import { type FeedSearch, type SearchOptions, type SiteAdapter, type SiteRequest, type SiteResponse } from '#sites/kit/types.ts'
import { mobileDeSite } from './site.ts'

/**
 * mobile.de through its paid Search API (docs/decisions/015) instead of its search pages: the
 * operator's credentials in HTTP Basic, the "New JSON" media type, ads newest first. The answer
 * is mapped into the same listings the page parsers give, so the crawl and the matching do not
 * know which way a listing came.
 */

export const mobileDeApiMediaType = 'application/vnd.de.mobile.api+json'

/** The largest page the API serves; a bigger page lets a feed be crawled less often without a gap. */
export const mobileDeApiPageSize = 100

/**
 * Catalogue brand slug to the API's make key and the name we show. The API filters makes only
 * through `classification=refdata/classes/Car/makes/<KEY>`, with its own reference-data keys,
 * which are not the brand names (Volkswagen is `VW`); an unknown key is refused with HTTP 400,
 * and an unknown parameter such as `make=` is ignored, which would return every make. So a brand
 * without a known key is not searched at all (buildRequest gives null) rather than guessed.
 */
export const mobileDeApiMakes: Record<string, { key: string; name: string }> = {
	audi: { key: 'AUDI', name: 'Audi' },
	bmw: { key: 'BMW', name: 'BMW' },
	ford: { key: 'FORD', name: 'Ford' },
	'mercedes-benz': { key: 'MERCEDES-BENZ', name: 'Mercedes-Benz' },
	opel: { key: 'OPEL', name: 'Opel' },
	peugeot: { key: 'PEUGEOT', name: 'Peugeot' },
	porsche: { key: 'PORSCHE', name: 'Porsche' },
	renault: { key: 'RENAULT', name: 'Renault' },
	skoda: { key: 'SKODA', name: 'Škoda' },
	toyota: { key: 'TOYOTA', name: 'Toyota' },
	volvo: { key: 'VOLVO', name: 'Volvo' },
	volkswagen: { key: 'VW', name: 'Volkswagen' },
}

const makeNames = new Map(Object.values(mobileDeApiMakes).map(({ key, name }) => [key, name]))

/** The API's fuel reference data to ours; CNG, ethanol, hydrogen and "other" have no fuel of ours. */
const fuels: Record<string, FuelType> = {
	PETROL: 'gasoline',
	DIESEL: 'diesel',
	ELECTRICITY: 'electric',
	HYBRID: 'hybrid',
	HYBRID_DIESEL: 'hybrid',
	HYBRID_PLUGIN: 'plugin_hybrid',
	PLUGIN_HYBRID: 'plugin_hybrid',
	LPG: 'lpg',
}

export type MobileDeApiCredentials = { user: string; password: string }

/** The `Authorization` value. Only the request carries it: it is not part of the request's key or URL. */
function basicAuthorization({ user, password }: MobileDeApiCredentials): string {
	// btoa takes Latin-1 only; the bytes of the UTF-8 text go through it (Node and Deno alike).
	const bytes = new TextEncoder().encode(`${user}:${password}`)
	return `Basic ${btoa(String.fromCharCode(...bytes))}`
}

function buildRequest(credentials: MobileDeApiCredentials, search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	const params = new URLSearchParams()
	if (search.scope === 'brand') {
		const make = mobileDeApiMakes[search.brand]
		if (!make) return null
		params.set('classification', `refdata/classes/Car/makes/${make.key}`)
	} else {
		// Every make: the car class without a make below it (INFERRED from the classification's
		// path form, docs/decisions/015; leaving it out would bring motorbikes and trucks too). A
		// site-wide feed so also serves the brands the key table above does not know.
		params.set('classification', 'refdata/classes/Car')
	}
	params.set('sort.field', 'creationTime')
	params.set('sort.order', 'DESCENDING')
	params.set('page.number', String(Math.max(1, options.page ?? 1)))
	params.set('page.size', String(mobileDeApiPageSize))
	const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
	const url = new URL(`search?${params}`, base).href
	return { url, key: url, headers: { accept: mobileDeApiMediaType, authorization: basicAuthorization(credentials) } }
}

/** "201905" (the API's year and month) or "2019-05": the year. */
function registrationYear(value: unknown): number | null {
	const match = /^((?:19|20)\d{2})(?:-?\d{2})?$/.exec(str(value) ?? '')
	return match ? Number(match[1]) : null
}

/** A make key or name as people write it: `VW` is Volkswagen, `MERCEDES-BENZ` is Mercedes-Benz. */
function makeName(value: unknown): string | null {
	const raw = str(value) ?? str(at(value, 'localized')) ?? str(at(value, 'displayName')) ?? str(at(value, 'key'))
	if (!raw) return null
	const known = makeNames.get(raw.toUpperCase())
	if (known) return known
	if (raw !== raw.toUpperCase() || raw.length <= 3) return raw
	return raw.toLowerCase().replace(/(^|[\s_-])(\p{L})/gu, (_, gap: string, letter: string) => `${gap === '_' ? ' ' : gap}${letter.toUpperCase()}`)
}

const imageKeys = ['ref', 'uri', 'url', 'src', 'xxl', 'xl', 'l', 'm', 's']

/** The first image: a URL, or an object naming it under one of several keys, or a list of sizes. */
function firstImage(images: unknown): string | null {
	const first = array(images)[0] ?? record(images)?.image
	if (typeof first === 'string') return withScheme(first)
	const image = record(first)
	if (!image) return null
	for (const key of imageKeys) {
		const value = str(image[key])
		if (value) return withScheme(value)
	}
	const sizes = array(image.representation).map(record).filter((entry) => entry !== undefined)
	const largest = ['XXXL', 'XXL', 'XL', 'L', 'M', 'S'].map((size) => sizes.find((entry) => String(entry.size).toUpperCase() === size)).find(Boolean)
	return withScheme(largest?.url)
}

/** "10115 Berlin", with the country when it is not Germany; the address may sit in `seller` itself. */
function location(sellerData: Record<string, unknown> | undefined): string | null {
	if (!sellerData) return null
	const address = record(sellerData.address) ?? sellerData
	const place = [str(address.zipcode) ?? str(address.zipCode) ?? str(address.postalCode), str(address.city)].filter(Boolean).join(' ')
	const country = str(address.countryCode) ?? str(address.country)
	if (!place) return country
	return country && country.toUpperCase() !== 'DE' ? `${place}, ${country}` : place
}

function sellerType(sellerData: Record<string, unknown> | undefined): 'dealer' | 'private' | null {
	const type = str(sellerData?.type) ?? str(sellerData?.sellerType)
	if (!type) return null
	if (/^FOR_SALE_BY_OWNER$/i.test(type)) return 'private'
	return seller(type)
}

function listingUrl(id: string, detailPageUrl: unknown): string {
	return absoluteUrl(detailPageUrl, 'https://suchen.mobile.de/') ?? `https://suchen.mobile.de/fahrzeuge/details.html?id=${encodeURIComponent(id)}`
}

function fromAd(value: unknown): ListingFacts | null {
	const ad = record(value)
	if (!ad) return null
	const id = str(ad.mobileAdId)
	if (!id) return null
	const price = record(ad.price)
	const amount = parseAmount(price?.consumerPriceGross ?? at(price, 'consumerPrice', 'amount'))
	const sellerData = record(ad.seller)
	const model = str(ad.model) ?? str(at(ad.model, 'localized')) ?? str(at(ad.model, 'key'))
	const make = makeName(ad.make)
	const title = [make, str(ad.modelDescription) ?? model].filter(Boolean).join(' ')
	return {
		listingId: id,
		url: listingUrl(id, ad.detailPageUrl),
		title,
		price: amount,
		currency: amount === null ? null : (parseCurrency(price?.currency) ?? 'EUR'),
		km: parseKilometres(ad.mileage),
		year: registrationYear(ad.firstRegistration),
		fuel: fuels[String(ad.fuel ?? '').toUpperCase()] ?? null,
		location: location(sellerData),
		imageUrl: firstImage(ad.images),
		seller: sellerType(sellerData),
		model,
		brand: make,
		publishedAt: parseOnlineSince(ad.creationDate),
		// `MANUAL_GEAR`, `AUTOMATIC_GEAR`: the values of the search's `tr` (docs/product/sites.md §1.1).
		gearbox: mapGearboxName(ad.gearbox),
	}
}

/** The API's own account of a refused search: `{"errors":[{"key","message"}]}` or a problem+json body. */
function apiErrors(data: unknown): string | null {
	const errors = array(record(data)?.errors)
		.map((error) => [str(at(error, 'key')), str(at(error, 'message'))].filter(Boolean).join(': '))
		.filter(Boolean)
	if (errors.length > 0) return errors.join('; ').slice(0, 300)
	const problem = [str(at(data, 'title')), str(at(data, 'detail'))].filter(Boolean).join(': ')
	return problem ? problem.slice(0, 300) : null
}

function parse(body: string, response: SiteResponse): SiteParse {
	const data = parseJsonBody(body)
	if (response.status === 401) return blocked('HTTP 401: the mobile.de Search API refused the credentials (MOBILE_DE_API_USER, MOBILE_DE_API_PASSWORD)')
	if (response.status === 403 && data !== undefined) return blocked('HTTP 403: the mobile.de Search API refused access: is the Search API enabled for this account?')
	if (response.status === 400 || response.status === 406) {
		const detail = apiErrors(data)
		return blocked(`HTTP ${response.status}: the mobile.de Search API refused the search${detail ? `: ${detail}` : ''}`)
	}
	const status = statusBlock(response)
	if (status) return status
	if (data === undefined) return challengeBlock(body) ?? blocked('the mobile.de Search API answered with something other than JSON')
	const reported = record(data)?.errors !== undefined ? apiErrors(data) : null
	if (reported) return blocked(`the mobile.de Search API reported: ${reported}`)
	const result = record(data)
	const ads = result?.ads ?? at(result, 'searchResult', 'ads')
	if (Array.isArray(ads)) return { kind: 'listings', listings: ads.map(fromAd).filter((listing) => listing !== null) }
	// An empty result may leave the list out; its count still says it is a search result.
	if (typeof result?.total === 'number' && result.total === 0) return { kind: 'listings', listings: [] }
	return blocked('the mobile.de Search API answered without ads')
}

/** The adapter for mobile.de when its fetch mode is `api`: same id and listings as the page adapter. */
export function mobileDeApiAdapter(credentials: MobileDeApiCredentials): SiteAdapter {
	return siteAdapter({
		id: mobileDeSite.id,
		scopes: mobileDeSite.scopes,
		pageSize: mobileDeApiPageSize,
		buildRequest: (search, options) => buildRequest(credentials, search, options),
		parse,
		// The API explains a refused search in its body (parse reads it before the status).
		blockOnStatus: false,
	})
}
