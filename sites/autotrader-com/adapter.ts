import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { absoluteUrl, array, at, blocked, challengeBlock, cutBalancedJson, mapFuelName, mapGearboxName, parseAmount, parseKilometres, parseYear, record, type SiteResponse, str } from '#sites/kit/extract.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { autotraderComSite } from './site.ts'

/**
 * Autotrader (US), ../shared/sites.md §11 (docs/decisions/071). The search is
 * `/cars-for-sale/used-cars[/<make>]` nationwide (`searchRadius=0`), newest listings first, 25 a
 * page from `firstRecord`. The page embeds its state as `window.__BONNET_DATA__`: the cars in
 * `initialState.inventory` by id, and the ids of the results in order in
 * `initialState.domain.srp.results.activeResults`; a car in the inventory but not in that list
 * (a spotlight or sponsored car shown beside the results) is not a result. Prices are in
 * dollars, mileage in miles (converted to kilometres).
 */

const marker = 'window.__BONNET_DATA__'

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	if (search.scope === 'brand' && !search.brand) return null
	const path = search.scope === 'brand' ? `/cars-for-sale/used-cars/${encodeURIComponent(search.brand)}` : '/cars-for-sale/used-cars'
	const page = Math.max(1, options.page ?? 1)
	const params = new URLSearchParams({
		searchRadius: '0',
		// Newest listings first (the site's "Newest listed" sort; INFERRED from its sortBy values).
		sortBy: 'datelistedDESC',
		numRecords: String(autotraderComSite.pageSize),
		firstRecord: String((page - 1) * autotraderComSite.pageSize),
	})
	const url = new URL(`${path}?${params}`, options.baseUrl).href
	return { url, key: url }
}

/** The state the page assigns to `window.__BONNET_DATA__`, or undefined. */
function bonnetData(body: string): unknown {
	const start = body.indexOf(marker)
	if (start < 0) return undefined
	const equals = body.indexOf('=', start + marker.length)
	return equals < 0 ? undefined : (cutBalancedJson(body, equals + 1) ?? undefined)
}

function named(value: unknown): string | null {
	return str(value) ?? str(at(value, 'name'))
}

/** "Used 2019 Volkswagen Jetta 1.4T S": the car, without the listing type the site puts first. */
function titleOf(car: Record<string, unknown>): string {
	const title = str(car.title)?.replace(/^(?:used|certified|new)\s+/i, '')
	return title ?? [str(car.year), named(car.make), named(car.model), named(car.trim)].filter(Boolean).join(' ')
}

function imageOf(images: unknown): string | null {
	const sources = array(at(images, 'sources'))
	const primary = typeof at(images, 'primary') === 'number' ? (at(images, 'primary') as number) : 0
	const source = sources[primary] ?? sources[0]
	return absoluteUrl(str(source) ?? at(source, 'src'), 'https://www.autotrader.com/')
}

/** "Springfield, IL", from the dealer the car's `ownerId` names in `initialState.owners`. */
function locationOf(owner: Record<string, unknown> | undefined): string | null {
	const address = record(at(owner, 'location', 'address'))
	const place = [str(address?.city), str(address?.state)].filter(Boolean).join(', ')
	return place || null
}

function fromCar(id: string, value: unknown, owners: Record<string, unknown>): ListingFacts | null {
	const car = record(value)
	if (!car) return null
	const listingId = str(car.id) ?? id
	const specifications = record(car.specifications) ?? {}
	const owner = record(owners[str(car.ownerId) ?? str(car.owner) ?? ''])
	const ownerName = str(car.ownerName) ?? str(owner?.name)
	// 0 is how the site shows "call for price".
	const salePrice = parseAmount(at(car, 'pricingDetail', 'salePrice'))
	const price = salePrice === 0 ? null : salePrice
	const vin = str(car.vin)
	return {
		listingId,
		url: `https://www.autotrader.com/cars-for-sale/vehicle/${encodeURIComponent(listingId)}`,
		title: titleOf(car),
		price,
		currency: price === null ? null : autotraderComSite.currency,
		// Miles ("32,104"), the site's unit.
		km: parseKilometres(str(at(specifications, 'mileage', 'value')), autotraderComSite.distanceUnit),
		year: parseYear(car.year),
		fuel: mapFuelName(str(at(specifications, 'fuelType', 'value')) ?? named(car.fuelType)),
		location: locationOf(owner),
		imageUrl: imageOf(car.images),
		seller: ownerName === null ? null : /^private seller$/i.test(ownerName) ? 'private' : 'dealer',
		model: named(car.model),
		brand: named(car.make),
		vin: vin && /^[A-HJ-NPR-Z0-9]{17}$/i.test(vin) ? vin.toUpperCase() : null,
		gearbox: mapGearboxName(str(at(specifications, 'transmission', 'value'))),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const state = record(at(bonnetData(body), 'initialState'))
	const results = at(state, 'domain', 'srp', 'results', 'activeResults')
	if (!state || !Array.isArray(results)) {
		return challengeBlock(body) ?? blocked(`no search results in the page${response.status === 200 ? ' (an empty shell, a robot check or a changed layout)' : ''}`)
	}
	const inventory = record(state.inventory) ?? {}
	const owners = record(state.owners) ?? {}
	const seen = new Set<string>()
	const listings: ListingFacts[] = []
	for (const entry of results) {
		const id = str(entry) ?? str(at(entry, 'id'))
		if (!id || seen.has(id)) continue
		seen.add(id)
		const listing = fromCar(id, inventory[id], owners)
		if (listing) listings.push(listing)
	}
	return { kind: 'listings', listings }
}

export const autotraderComAdapter = siteAdapter({ id: autotraderComSite.id, scopes: autotraderComSite.scopes, pageSize: autotraderComSite.pageSize, buildRequest, parse })
