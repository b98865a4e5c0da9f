import { absoluteUrl, array, at, blocked, challengeBlock, mapFuelName, mapGearboxName, parseAmount, parseKilometres, parseYear, record, type SiteResponse, str } from '#sites/kit/extract.ts'
import { parseHtml, rawText, selectOne } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { willhabenSite } from './site.ts'

/**
 * willhaben.at (Austria), docs/product/sites.md §7 and docs/decisions/069: the used-car search is a
 * Next.js page whose `__NEXT_DATA__` holds the results as `advertSummary` objects, each fact an
 * `attributes.attribute[]` name with its values. The site's own JSON (`/webapi/`) is disallowed by
 * robots.txt, so the page is what we read.
 */

const searchPath = '/iad/gebrauchtwagen/auto'

/**
 * The make's search page is `<make>-gebrauchtwagen` under the used-car path (SEEN for
 * `bmw-gebrauchtwagen`); the site calls Volkswagen "VW" (INFERRED from its make names), others by
 * the catalogue's slug.
 */
const makeSlugs: Record<string, string> = { volkswagen: 'vw' }

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	const path = search.scope === 'site' ? 'gebrauchtwagenboerse' : `${encodeURIComponent(makeSlugs[search.brand] ?? search.brand)}-gebrauchtwagen`
	// sort=1: newest first (INFERRED, the value watchers use); rows: the page size the site
	// answers by default (SEEN 30).
	const params = new URLSearchParams({ sort: '1', rows: String(willhabenSite.pageSize) })
	if ((options.page ?? 1) > 1) params.set('page', String(options.page))
	const url = new URL(`${searchPath}/${path}?${params}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'de-AT,de;q=0.9,en;q=0.6' } }
}

/** The advert's facts by name: the first value of each attribute. */
function attributesOf(advert: Record<string, unknown>): Map<string, string> {
	const values = new Map<string, string>()
	for (const entry of array(at(advert, 'attributes', 'attribute'))) {
		const name = str(record(entry)?.name)
		const value = str(array(record(entry)?.values)[0])
		if (name && value !== null && !values.has(name)) values.set(name, value)
	}
	return values
}

/** PUBLISHED is the moment in epoch milliseconds; anything else is no time. */
function publishedAt(value: string | undefined): string | null {
	if (!value || !/^\d{12,14}$/.test(value)) return null
	const time = new Date(Number(value))
	return time.getUTCFullYear() < 2000 ? null : time.toISOString()
}

/**
 * ENGINE/FUEL is a code; ENGINE/FUEL_RESOLVED, where the page has it, its words. The codes as
 * public scrapers map them (SEEN-1); natural gas, ethanol and hydrogen are no fuel of ours.
 */
const fuelByCode: Record<string, string> = {
	100001: 'Benzin',
	100002: 'Benzin/Elektro',
	100003: 'Diesel',
	100004: 'Elektro',
	100007: 'Flüssiggas (LPG)',
	100008: 'Hybrid (Benzin/Elektro)',
	100009: 'Hybrid (Diesel/Elektro)',
}

/** AUTDEALER 1 is a dealer, 0 a private seller; else ISPRIVATE 1 a private one. */
function sellerOf(facts: Map<string, string>): 'dealer' | 'private' | null {
	const dealer = facts.get('AUTDEALER')
	if (dealer === '1') return 'dealer'
	if (dealer === '0' || facts.get('ISPRIVATE') === '1') return 'private'
	if (facts.get('ISPRIVATE') === '0') return 'dealer'
	return null
}

const imageHost = 'https://cache.willhaben.at/mmo/'

function imageOf(advert: Record<string, unknown>, facts: Map<string, string>, pageUrl: string): string | null {
	const first = record(array(at(advert, 'advertImageList', 'advertImage'))[0])
	const reference = str(first?.reference) ?? facts.get('MMO') ?? null
	if (!reference) return null
	return /^(https?:)?\/\//i.test(reference) ? absoluteUrl(reference, pageUrl) : absoluteUrl(reference.replace(/^\/+/, ''), imageHost)
}

function fromAdvert(advert: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const facts = attributesOf(advert)
	const id = str(advert.id) ?? facts.get('ADID') ?? null
	if (!id || !/^\d+$/.test(id)) return null
	const seoUrl = facts.get('SEO_URL')
	// SEO_URL is the detail page under /iad/ ("gebrauchtwagen/d/auto/<slug>-<id>/").
	const url = (seoUrl ? absoluteUrl(seoUrl.replace(/^\/*(iad\/)?/, '/iad/'), pageUrl) : null) ?? absoluteUrl(`/iad/object?adId=${id}`, pageUrl)!
	const price = parseAmount(facts.get('PRICE/AMOUNT') ?? facts.get('PRICE') ?? facts.get('PRICE_FOR_DISPLAY') ?? null)
	const place = [facts.get('POSTCODE'), facts.get('LOCATION')].filter(Boolean).join(' ')
	return {
		listingId: id,
		url,
		title: facts.get('HEADING') ?? str(advert.description) ?? '',
		price,
		currency: price === null ? null : 'EUR',
		km: parseKilometres(facts.get('MILEAGE') ?? null),
		year: parseYear(facts.get('YEAR_MODEL') ?? facts.get('YEAR') ?? null),
		fuel: mapFuelName(facts.get('ENGINE/FUEL_RESOLVED') ?? fuelByCode[facts.get('ENGINE/FUEL') ?? ''] ?? facts.get('FUEL_TYPE') ?? null),
		location: place || null,
		imageUrl: imageOf(advert, facts, pageUrl),
		brand: facts.get('CAR_MODEL/MAKE') ?? null,
		model: facts.get('CAR_MODEL/MODEL') ?? null,
		gearbox: mapGearboxName(facts.get('TRANSMISSION_RESOLVED') ?? facts.get('TRANSMISSION_TYPE') ?? null),
		seller: sellerOf(facts),
		publishedAt: publishedAt(facts.get('PUBLISHED')),
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	const script = selectOne(parseHtml(body), 'script#__NEXT_DATA__')
	let data: unknown
	try {
		data = script ? JSON.parse(rawText(script)) : undefined
	} catch {
		data = undefined
	}
	const result = at(data, 'props', 'pageProps', 'searchResult')
	const adverts = at(result, 'advertSummaryList', 'advertSummary')
	if (Array.isArray(adverts)) {
		const listings = adverts.flatMap((advert) => fromAdvert(record(advert) ?? {}, response.url) ?? [])
		return { kind: 'listings', listings: oncePerListing(listings) }
	}
	if (at(result, 'rowsFound') === 0) return { kind: 'listings', listings: [] }
	// A search with no results still has its searchResult; a page without one is no answer.
	return challengeBlock(body) ?? blocked('no search results in the page (an empty shell or a changed layout)')
}

export const willhabenAdapter = siteAdapter({ id: willhabenSite.id, scopes: willhabenSite.scopes, pageSize: willhabenSite.pageSize, buildRequest, parse })
