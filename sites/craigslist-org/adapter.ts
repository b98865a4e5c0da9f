import { absoluteUrl, array, at, blocked, challengeBlock, parseYear, record, type SiteResponse, str } from '#sites/kit/extract.ts'
import { attr, type HtmlElement, parseHtml, rawText, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { readKilometres, readPrice } from '#sites/kit/numbers.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { craigslistSite } from './site.ts'

/**
 * Craigslist (US), ../shared/sites.md §11 and docs/decisions/070: the area's search of cars and
 * trucks, `/search/cta?sort=date` (`auto_make_model` for a make), is drawn by scripts, and the
 * same page lists its results for clients without them (SEEN in several 2025–2026 tools):
 * `ol.cl-static-search-results > li.cl-static-search-result[title]` with the post's link
 * (`/cto/d/<slug>/<id>.html` an owner's, `/ctd/…` a dealer's), `.title`, `.price` and `.location`.
 * That list has no photos; the page's JSON-LD (`script#ld_searchpage_results`) has them, and the
 * place, for each result by name and price. Mileage and year are in the title when the seller put
 * them there; the rest is on the post's own page.
 */

const pageSize = craigslistSite.pageSize

const plain = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase()

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	// `cta`: cars and trucks by owners and dealers together; newest first.
	const params = new URLSearchParams({ sort: 'date' })
	// The make as the posts' make attribute reads, matched as text by the site (SEEN in tools).
	if (search.scope === 'brand') params.set('auto_make_model', plain(search.brandName))
	// Older results by offset (INFERRED: the offset of Craigslist's search before 2023).
	if ((options.page ?? 1) > 1) params.set('s', String(((options.page ?? 1) - 1) * pageSize))
	const url = new URL(`/search/cta?${params}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'en-US,en;q=0.9' } }
}

type Structured = { image: string | null; place: string | null }

/** The JSON-LD results by name and price: their photo and place. */
function structuredResults(document: ReturnType<typeof parseHtml>): Map<string, Structured> {
	const byKey = new Map<string, Structured>()
	const script = selectOne(document, 'script#ld_searchpage_results')
	if (!script) return byKey
	let data: unknown
	try {
		data = JSON.parse(rawText(script))
	} catch {
		return byKey
	}
	for (const element of array(at(data, 'itemListElement'))) {
		const item = record(at(element, 'item'))
		const name = str(item?.name)
		if (!item || !name) continue
		const address = record(at(item, 'offers', 'availableAtOrFrom', 'address'))
		const place = [str(address?.addressLocality), str(address?.addressRegion)].filter(Boolean).join(', ')
		const key = `${name}\n${readPrice(str(at(item, 'offers', 'price')))?.amount ?? ''}`
		if (!byKey.has(key)) byKey.set(key, { image: str(array(item.image)[0]), place: place || null })
	}
	return byKey
}

/** A price of a dollar or so is a placeholder ("call for price"), not what the car costs. */
const placeholderPrice = 100

/** A model year standing in the title ("2014 Honda Civic", "Jetta SE 2012"), not a mileage ("2000 miles"). */
const titleYear = /(?<![\d,.$])(?:19[5-9]\d|20\d{2})(?![\d,.]|\s*(?:k\b|miles|mi\b))/

function fromResult(result: HtmlElement, pageUrl: string, structured: Map<string, Structured>): ListingFacts | null {
	const link = selectOne(result, 'a[href]')
	const url = absoluteUrl(attr(link, 'href'), pageUrl)
	const id = /\/(\d+)\.html(?:[?#]|$)/.exec(url ?? '')?.[1]
	if (!url || !id) return null
	const title = str(attr(result, 'title')) ?? textOf(selectOne(result, '.title'))
	const printed = readPrice(textOf(selectOne(result, '.price')))
	const price = printed && printed.amount >= placeholderPrice ? printed.amount : null
	const extra = structured.get(`${title}\n${printed?.amount ?? ''}`)
	const path = new URL(url).pathname
	return {
		listingId: id,
		url,
		title,
		price,
		currency: price === null ? null : (printed?.currency ?? craigslistSite.currency),
		km: readKilometres(title, craigslistSite.distanceUnit, { printedWithUnit: true }),
		year: parseYear(titleYear.exec(title)?.[0] ?? null),
		fuel: null,
		location: textOf(selectOne(result, '.location')) || extra?.place || null,
		imageUrl: absoluteUrl(extra?.image, pageUrl),
		// The post's category says who sells: `cto` by owner, `ctd` by dealer.
		seller: /\/cto\//.test(path) ? 'private' : /\/ctd\//.test(path) ? 'dealer' : null,
	}
}

function parse(body: string, response: SiteResponse): SiteParse {
	if (/has been automatically blocked/i.test(body)) return blocked('Craigslist has blocked this address for a while (asked too fast)')
	const document = parseHtml(body)
	const list = selectOne(document, 'ol.cl-static-search-results')
	if (list) {
		const structured = structuredResults(document)
		const listings = selectAll(list, 'li.cl-static-search-result').flatMap((result) => fromResult(result, response.url, structured) ?? [])
		// The list is there and holds no result: nothing found.
		return { kind: 'listings', listings }
	}
	return challengeBlock(body) ?? blocked('no search results in the page (an empty shell or a changed layout)')
}

/** 120 results a page, the offset step of its search (INFERRED: docs/decisions/070). */
export const craigslistAdapter = siteAdapter({ id: craigslistSite.id, scopes: craigslistSite.scopes, pageSize: craigslistSite.pageSize, buildRequest, parse })
