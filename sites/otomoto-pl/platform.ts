import { type FuelType } from '#core/enums.ts'
import {
	absoluteUrl,
	array,
	at,
	blocked,
	challengeBlock,
	mapFuelName,
	mapGearboxName,
	parseOnlineSince,
	parseYear,
	record,
	type SiteResponse,
	str,
} from '#sites/kit/extract.ts'
import { parseHtml, rawText, selectOne } from '#sites/kit/html.ts'
import { readKilometres, readPrice } from '#sites/kit/numbers.ts'
import { type ListingFacts, type SiteParse } from '#sites/kit/base.ts'
import { oncePerListing } from '#sites/kit/once.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'

/**
 * The Otomoto platform (OLX Group's motors sites: otomoto.pl, autovit.ro), ../shared/sites.md §11
 * and docs/decisions/068: one search page per category and make, newest first by
 * `search[order]=created_at_first:desc`, older pages by `page`; a Next.js page whose results are
 * in `__NEXT_DATA__`, `props.pageProps.urqlState`, an object of cached GraphQL answers each
 * holding its `data` as a JSON string, of which one holds `advertSearch.edges[].node`. Each
 * site's adapter is this platform with its category's path.
 */

export type PlatformOptions = {
	/** The passenger-car category's path on the site: `osobowe` (otomoto.pl), `autoturisme` (autovit.ro). */
	category: string
}

/** The few makes whose path differs from our catalogue slug (INFERRED from the sites' own make names). */
const makeSlugs: Record<string, string> = {
	'kgm-ssangyong': 'ssangyong',
	ds: 'ds-automobiles',
}

/**
 * The `fuel_type` values the platform states (SEEN: diesel, petrol, petrol-lpg, hybrid,
 * electric; INFERRED: plugin-hybrid, petrol-cng). A CNG car is none of our fuels.
 */
const fuels: Record<string, FuelType | null> = {
	diesel: 'diesel',
	petrol: 'gasoline',
	'petrol-lpg': 'lpg',
	'petrol-cng': null,
	hybrid: 'hybrid',
	'plugin-hybrid': 'plugin_hybrid',
	electric: 'electric',
}

/** The platform's search of one make, or of every make (the category alone), newest first. */
export function platformRequest({ category }: PlatformOptions) {
	return function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
		if (search.scope !== 'site' && search.scope !== 'brand') return null
		if (search.scope === 'brand' && !search.brand) return null
		const segments = search.scope === 'brand' ? [category, makeSlugs[search.brand] ?? search.brand] : [category]
		const params = new URLSearchParams({ 'search[order]': 'created_at_first:desc' })
		if ((options.page ?? 1) > 1) params.set('page', String(options.page))
		const url = new URL(`/${segments.map(encodeURIComponent).join('/')}?${params}`, options.baseUrl).href
		return { url, key: url }
	}
}

type Parameter = { key?: unknown; value?: unknown; displayValue?: unknown }

/**
 * The search's answer among the page's cached GraphQL answers; older pages (and some public
 * scrapers' copies) hold it at `props.pageProps.data` instead.
 */
function advertSearchOf(nextData: unknown): Record<string, unknown> | undefined {
	const pageProps = at(nextData, 'props', 'pageProps')
	const direct = record(at(pageProps, 'data', 'advertSearch'))
	if (direct) return direct
	for (const entry of Object.values(record(at(pageProps, 'urqlState')) ?? {})) {
		const data = at(entry, 'data')
		let answer: unknown = data
		if (typeof data === 'string') {
			try {
				answer = JSON.parse(data)
			} catch {
				continue
			}
		}
		const found = record(at(answer, 'advertSearch'))
		if (found) return found
	}
	return undefined
}

function fromNode(node: Record<string, unknown>, pageUrl: string): ListingFacts | null {
	const id = str(node.id)
	const url = absoluteUrl(node.url, pageUrl)
	if (!id || !url) return null
	const parameters = array(node.parameters).flatMap((parameter) => record(parameter) ?? []) as Parameter[]
	const parameter = (key: string) => parameters.find((candidate) => candidate.key === key)
	const amount = at(node, 'price', 'amount')
	const units = at(amount, 'units')
	// `units` is the whole amount; the printed `value` only where a site leaves it out.
	const price = typeof units === 'number' ? { amount: Math.round(units), currency: null } : readPrice(str(units) ?? str(at(amount, 'value')))
	const fuel = str(parameter('fuel_type')?.value)
	const thumbnail = record(node.thumbnail)
	const typename = str(at(node, 'seller', '__typename'))
	const place = [str(at(node, 'location', 'city', 'name')), str(at(node, 'location', 'region', 'name'))].filter(Boolean)
	return {
		listingId: id,
		url,
		title: str(node.title),
		price: price?.amount ?? null,
		currency: price ? (str(at(amount, 'currencyCode')) ?? price.currency) : null,
		km: readKilometres(parameter('mileage')?.value ?? parameter('mileage')?.displayValue),
		year: parseYear(parameter('year')?.value ?? parameter('year')?.displayValue),
		fuel: fuel && fuel in fuels ? (fuels[fuel] ?? null) : mapFuelName(parameter('fuel_type')?.displayValue),
		location: [...new Set(place)].join(', ') || null,
		// `x2` is the double-density thumbnail; a car without photos has none.
		imageUrl: absoluteUrl(thumbnail?.x2 ?? thumbnail?.x1, pageUrl),
		seller: typename === 'ProfessionalSeller' ? 'dealer' : typename === 'PrivateSeller' ? 'private' : null,
		brand: str(parameter('make')?.displayValue) ?? str(parameter('make')?.value),
		model: str(parameter('model')?.displayValue) ?? str(parameter('model')?.value),
		publishedAt: parseOnlineSince(node.createdAt),
		gearbox: mapGearboxName(parameter('gearbox')?.value) ?? mapGearboxName(parameter('gearbox')?.displayValue),
	}
}

/** The platform's results page as listings: each car once, at its own place (a promoted car is listed first and again there). */
export function parsePlatformPage(body: string, response: SiteResponse): SiteParse {
	const script = selectOne(parseHtml(body), 'script#__NEXT_DATA__')
	if (!script) return challengeBlock(body) ?? blocked('no __NEXT_DATA__ in the page (an empty shell or a changed layout)')
	let nextData: unknown
	try {
		nextData = JSON.parse(rawText(script))
	} catch {
		return blocked('__NEXT_DATA__ is not JSON (a cut-off page)')
	}
	const search = advertSearchOf(nextData)
	if (!search) return challengeBlock(body) ?? blocked('the page holds no advert search (a changed layout)')
	const listings = array(search.edges).flatMap((edge) => fromNode(record(at(edge, 'node')) ?? {}, response.url) ?? [])
	return { kind: 'listings', listings: oncePerListing(listings) }
}
