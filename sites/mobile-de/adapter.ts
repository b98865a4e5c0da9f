import {
	absoluteUrl,
	array,
	at,
	blocked,
	challengeBlock,
	cutBalancedJson,
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
	withScheme,
} from '#sites/kit/extract.ts'
import { attr, type HtmlElement, type HtmlParent, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { readKilometres, readPrice, type PrintedPrice } from '#sites/kit/numbers.ts'
import { mobileDeSite } from './site.ts'

/**
 * mobile.de (docs/product/sites.md §1). The search is `fahrzeuge/search.html` with the short
 * parameters; the answer embeds its results as Next.js flight chunks (newer) or as
 * `window.__INITIAL_STATE__` (2024-era), with detail links in the HTML as a last resort.
 */

/**
 * mobile.de's internal make ids, as several scrapers use them (docs/product/sites.md §1.1). A make
 * not listed here goes into the free-text slot of `ms` by its name, and is then only as exact as
 * the site's free-text search; the model and everything else are matched on what comes back
 * (core/matching.ts).
 */
export const mobileDeMakeIds: Record<string, number> = {
	audi: 1900,
	bmw: 3500,
	ford: 9000,
	'mercedes-benz': 17200,
	opel: 18700,
	peugeot: 19300,
	porsche: 20000,
	renault: 21500,
	skoda: 22600,
	toyota: 24200,
	volvo: 25100,
	volkswagen: 25200,
}

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	const params = new URLSearchParams({ isSearchRequest: 'true', s: 'Car', vc: 'Car', dam: 'false' })
	if (search.scope === 'brand') {
		const makeId = mobileDeMakeIds[search.brand]
		// `make;model;model group;free text` (docs/product/sites.md §1): the make's id alone is every model of it.
		params.set('ms', makeId === undefined ? `;;;${search.brandName}` : `${makeId};;;`)
	}
	// A site-wide feed leaves `ms` out: no make filter, every make (INFERRED: §1.1 shows each
	// parameter as an optional filter, but no saved URL without a make).
	// Newest first: sorted by creation date, descending.
	params.set('sb', 'doc')
	params.set('od', 'down')
	if ((options.page ?? 1) > 1) params.set('pageNumber', String(options.page))
	const url = new URL(`/fahrzeuge/search.html?${params}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.6' } }
}

/** The results object of the flight chunks: `self.__next_f.push([1,"…"])` strings joined. */
function flightResults(body: string): Record<string, unknown> | undefined {
	if (!body.includes('__next_f')) return undefined
	let payload = ''
	for (const match of body.matchAll(/self\.__next_f\.push\(\[\s*1\s*,\s*("(?:[^"\\]|\\.)*")\s*\]\)/g)) {
		try {
			payload += JSON.parse(match[1]!) as string
		} catch {
			// A chunk that is not a JSON string literal carries nothing we read.
		}
	}
	const index = payload.indexOf('"searchResults":')
	return index === -1 ? undefined : record(cutBalancedJson(payload, index + '"searchResults":'.length))
}

function initialStateResults(body: string): Record<string, unknown> | undefined {
	const index = body.search(/window\.__INITIAL_STATE__\s*=/)
	if (index === -1) return undefined
	return record(at(cutBalancedJson(body, index), 'search', 'srp', 'data', 'searchResults'))
}

const adTypes = new Set(['ad', 'topAd', 'page1Ad', 'eyecatcherAd'])

/** `__INITIAL_STATE__` items: the ads, with the nested `page1Ads` lists opened; ad slots dropped. */
function initialStateItems(items: unknown[]): Record<string, unknown>[] {
	return items.flatMap((item) => {
		const entry = record(item)
		if (!entry) return []
		if (Array.isArray(entry.items)) return initialStateItems(entry.items)
		return adTypes.has(String(entry.type)) ? [entry] : []
	})
}

function listingUrl(id: string, relative: unknown, pageUrl: string) {
	return absoluteUrl(relative, pageUrl) ?? absoluteUrl(`/fahrzeuge/details.html?id=${encodeURIComponent(id)}`, pageUrl)!
}

function fromFlight(item: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(item.id)
	if (!id) return null
	const attr = record(item.attr) ?? {}
	const priceText = str(item.p) ?? str(at(item, 'price', 'gross'))
	const amount = at(item, 'price', 'grs', 'amount') ?? priceText
	const title = [str(item.shortTitle), str(item.subTitle)].filter(Boolean).join(' ') || str(item.title)
	const image = array(item.images)[0]
	return {
		listingId: id,
		url: listingUrl(id, item.relativeUrl ?? item.url, pageUrl),
		title,
		price: parseAmount(amount),
		currency: parseCurrency(at(item, 'price', 'grs', 'currency')) ?? parseCurrency(priceText) ?? (amount ? 'EUR' : null),
		km: parseKilometres(attr.ml),
		year: parseYear(attr.fr),
		fuel: mapFuelName(attr.ft),
		location: str(attr.loc),
		imageUrl: withScheme(at(image, 'uri') ?? image),
		seller: seller(item.st),
		model: str(item.modelKey),
		// The detail page's flight node names the make as `makeKey`, beside `modelKey` (§1.2 b); a result may too.
		brand: str(item.makeKey) ?? str(item.make),
	}
}

function fromInitialState(item: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(item.id) ?? /[?&]id=(\d+)/.exec(String(item.relativeUrl ?? ''))?.[1] ?? null
	if (!id) return null
	const attr = record(item.attr) ?? {}
	const gross = str(at(item, 'price', 'gross'))
	const image = at(item, 'previewImage', 'src') ?? at(item, 'previewImage', 'uri') ?? at(array(item.images)[0], 'uri') ?? at(array(item.images)[0], 'src')
	const contact = record(item.contactInfo) ?? {}
	// `contactInfo.name` and `.country` are SEEN; the location and seller-type keys are INFERRED.
	const title = str(item.title) ?? [str(item.make), str(item.model)].filter(Boolean).join(' ')
	return {
		listingId: id,
		url: listingUrl(id, item.relativeUrl, pageUrl),
		title,
		price: parseAmount(gross),
		currency: parseCurrency(at(item, 'price', 'grossCurrency')) ?? parseCurrency(gross),
		km: parseKilometres(attr.ml),
		year: parseYear(attr.fr),
		fuel: mapFuelName(attr.ft),
		location: str(contact.location) ?? ([str(contact.zipcode), str(contact.city)].filter(Boolean).join(' ') || null),
		imageUrl: withScheme(image),
		seller: seller(item.sellerType ?? contact.sellerType ?? contact.typeLocalized),
		model: str(item.model),
		brand: str(item.make),
	}
}

const detailLink = 'a[href*="/fahrzeuge/details.html?"]'
const idOf = (href: string | undefined) => /[?&]id=(\d+)/.exec(href ?? '')?.[1] ?? null

/**
 * The price a text prints in euros, "27.300 €" on German pages, "€27,300" on English ones, read
 * by the one number reader (beside it a crossed-out old price, the net price, a monthly rate).
 */
function priceIn(text: string): PrintedPrice | null {
	const price = readPrice(text)
	return price?.currency ? price : null
}

/** "EZ 04/2017" (German), "FR 04/2017" (English) or a bare "04/2017" in the vehicle data. */
const yearIn = (text: string) => parseYear(/\b\d{2}\/((?:19|20)\d{2})\b/.exec(text)?.[1] ?? null)
const kmIn = (text: string) => readKilometres(text, mobileDeSite.distanceUnit, { printedWithUnit: true })
/** The fuel is one item of the comma-separated vehicle data ("Kombi, Diesel, Schaltgetriebe"). */
const fuelIn = (text: string) => text.split(/[,•|]/).map((part) => part.trim()).filter((part) => part.length <= 30).map(mapFuelName).find(Boolean) ?? null
/** Likewise the gearbox: "Schaltgetriebe", "Automatik"; on the English pages "Manual gearbox", "Automatic transmission". */
const gearboxIn = (text: string) => text.split(/[,•|]/).map((part) => part.trim()).filter((part) => part.length <= 30).map(mapGearboxName).find(Boolean) ?? null
/** Sellers' places are printed with the country: "DE-80331 München". */
const place = /^[A-Z]{1,2}-\d{4,5}\s+\S/
const placeIn = (text: string) => /\b[A-Z]{1,2}-\d{4,5}\s+[^\d,•|()]+/.exec(text)?.[0].trim() ?? null
/** The innermost short element of a card that starts with a place, wherever the card prints it. */
const placeElementIn = (card: HtmlElement) =>
	selectAll(card, 'div, span, p, li')
		.map((element) => textOf(element))
		.filter((text) => place.test(text) && text.length <= 60)
		.sort((a, b) => a.length - b.length)[0] ?? null
/** "online seit 14.03.2024, 09:12" / "online since 03/14/2024": a date that is no registration. */
const onlineSince = /(?:inserat|anzeige|ad)?\s*online\s+(?:seit|since)\s*[\d./:, ]*/gi

/**
 * Words printed in or beside a card's headline that are not its title: the "Neu" badge, the
 * time the ad went online, the sponsored label.
 */
const headlineNoise = /^(?:neu|new|top|gesponsert|sponsored|anzeige)$|^(?:inserat|anzeige|ad|listing)?\s*online\s+(?:seit|since)\b/i
const isHeadlineNoise = (element: HtmlElement) =>
	/badge|label|tag|new-headline|online-since|onlineSince|sponsored/i.test(attr(element, 'class') ?? '') || headlineNoise.test(textOf(element))

function headlineOf(scope: HtmlElement): string {
	const headline = selectOne(scope, '.headline-block, [class*="headline"], h2, h3, [class*="title"]')
	return textOf(headline, isHeadlineNoise)
		.replace(/\s*(?:Inserat|Anzeige|Ad)?\s*online\s+(?:seit|since)\b.*$/i, '')
		.trim()
}

/**
 * Result cards of the server-rendered list. A top ad carries a strip of the same seller's other
 * cars, each with its own detail link: those are the seller's shop window, not results of this
 * search, so a card gives one listing, from its own (first) link.
 */
const cardSelector = '.cBox-body--resultitem, .cBox-body--topResultitem, .cBox-body--eyeCatcher, [data-testid="result-listing"]'
const sellerStrip = '[class*="seller-ads"], [class*="sellerAds"], [class*="more-ads"], [class*="otherAds"], [class*="carousel"], [class*="strip"]'

function fromCard(card: HtmlElement, pageUrl: string): ListingFacts | null {
	const strips = new Set(selectAll(card, sellerStrip))
	const inStrip = (element: HtmlElement) => {
		for (let node: HtmlElement | null = element; node && node !== card; node = node.parentNode && 'tagName' in node.parentNode ? node.parentNode : null) {
			if (strips.has(node)) return true
		}
		return false
	}
	const links = selectAll(card, detailLink).filter((link) => !inStrip(link))
	const link = links.find((candidate) => /\bresult-item\b/.test(attr(candidate, 'class') ?? '')) ?? links[0]
	const id = idOf(attr(link, 'href')) ?? str(attr(card, 'data-ad-id')) ?? str(attr(card, 'data-listing-id'))
	if (!id) return null
	const text = textOf(card, (element) => strips.has(element) || isHeadlineNoise(element)).replace(onlineSince, ' ')
	const vehicleData = textOf(selectOne(card, '[class*="vehicle-data"]'))
	const price = priceIn(textOf(selectOne(card, '.price-block, [class*="price"]'))) ?? priceIn(text)
	const image = selectAll(link ?? card, 'img').find((element) => !inStrip(element)) ?? selectAll(card, 'img').find((element) => !inStrip(element))
	const location = textOf(selectOne(card, '[class*="sellerLocation"], [class*="seller-location"], [class*="location"], [class*="address"]'))
	return {
		listingId: id,
		url: listingUrl(id, attr(link, 'href'), pageUrl),
		title: headlineOf(card),
		price: price?.amount ?? null,
		currency: price?.currency ?? null,
		km: kmIn(vehicleData) ?? kmIn(text),
		year: yearIn(vehicleData) ?? yearIn(text),
		fuel: fuelIn(vehicleData),
		gearbox: gearboxIn(vehicleData),
		location: placeIn(location) ?? (location || placeElementIn(card)),
		imageUrl: imageUrlOf(image, pageUrl),
		seller: null,
	}
}

/** Detail links anywhere in the markup, for a list without the cards above. Weak, so last. */
function fromLinks(document: HtmlParent, pageUrl: string): ListingFacts[] {
	const seen = new Map<string, ListingFacts>()
	for (const anchor of selectAll(document, detailLink)) {
		const href = attr(anchor, 'href')
		const id = idOf(href)
		if (!id || seen.has(id)) continue
		const text = textOf(anchor).replace(onlineSince, ' ')
		const price = priceIn(text)
		seen.set(id, {
			listingId: id,
			url: listingUrl(id, href, pageUrl),
			title: headlineOf(anchor) || text.replace(price?.printed ?? '', '').trim(),
			price: price?.amount ?? null,
			currency: price?.currency ?? null,
			km: kmIn(text),
			year: yearIn(text),
			fuel: null,
			location: placeElementIn(anchor),
			imageUrl: imageUrlOf(selectOne(anchor, 'img'), pageUrl),
			seller: null,
		})
	}
	return [...seen.values()]
}

function fromHtml(body: string, pageUrl: string): ListingFacts[] {
	const document = parseHtml(body)
	const cards = selectAll(document, cardSelector)
	// A card inside another card is part of it (a top ad's inner blocks), not a result of its own.
	const outer = cards.filter((card) => !cards.some((other) => other !== card && selectAll(other, cardSelector).includes(card)))
	if (outer.length > 0) {
		const listings = new Map<string, ListingFacts>()
		for (const card of outer) {
			const listing = fromCard(card, pageUrl)
			if (listing && !listings.has(listing.listingId)) listings.set(listing.listingId, listing)
		}
		return [...listings.values()]
	}
	return fromLinks(document, pageUrl)
}

function parse(body: string, response: SiteResponse): SiteParse {

	const flight = flightResults(body)
	if (flight) {
		const items = array(flight.listings ?? flight.items)
		return { kind: 'listings', listings: items.flatMap((item) => fromFlight(record(item) ?? {}, response.url) ?? []) }
	}
	const state = initialStateResults(body)
	if (state) {
		const items = initialStateItems(array(state.items))
		return { kind: 'listings', listings: items.flatMap((item) => fromInitialState(item, response.url) ?? []) }
	}
	const linked = fromHtml(body, response.url)
	if (linked.length > 0) return { kind: 'listings', listings: linked }
	if (/datenpartner@team\.mobile\.de|automatisierte?n? Zugriff|automated access/i.test(body)) {
		return blocked('the site answered with its access-denied page')
	}
	return challengeBlock(body) ?? blocked('no search results in the page (an empty shell or a changed layout)')
}

/**
 * A page of results: 20 cars besides top and eyecatcher ads (INFERRED: the site's default, which
 * our request does not change; the saved pages are trimmed).
 */
export const mobileDeAdapter = siteAdapter({ id: mobileDeSite.id, scopes: mobileDeSite.scopes, pageSize: mobileDeSite.pageSize, buildRequest, parse })
