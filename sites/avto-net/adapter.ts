import {
	absoluteUrl,
	blocked,
	challengeBlock,
	mapFuelName,
	mapGearboxName,
	parseAmount,
	parseCurrency,
	parseKilometres,
	parseYear,
	type SiteResponse,
	visibleTextLength,
} from '#sites/kit/extract.ts'
import { attr, type HtmlElement, imageUrlOf, parseHtml, selectAll, selectOne, textOf } from '#sites/kit/html.ts'
import { type ListingFacts, type SiteParse, siteAdapter } from '#sites/kit/base.ts'
import { type FeedSearch, type SearchOptions, type SiteRequest } from '#sites/kit/types.ts'
import { avtoNetSite } from './site.ts'

/**
 * avto.net (Slovenia), docs/product/sites.md §3: a classic ASP site. The search expects its whole parameter
 * set with the make as a name; the answer is server-rendered HTML in windows-1250
 * (worker/lib/fetch-page.ts decodes it by its charset) with one `div.GO-Results-Row` per car.
 */

/**
 * The site reads its query string in its own code page, windows-1250, so "Škoda" is sent as
 * %8Akoda. The table comes from the platform's own decoder, so it stays exact.
 */
const cp1250Bytes: Map<string, number> = (() => {
	const map = new Map<string, number>()
	const decoder = new TextDecoder('windows-1250')
	for (let byte = 0x80; byte <= 0xff; byte++) {
		const char = decoder.decode(new Uint8Array([byte]))
		if (char !== '\ufffd' && !map.has(char)) map.set(char, byte)
	}
	return map
})()

function encodeCp1250(value: string): string {
	let out = ''
	for (const char of value) {
		if (/[A-Za-z0-9\-_.~]/.test(char)) out += char
		else if (char === ' ') out += '+'
		else if (char.charCodeAt(0) < 0x80) out += `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`
		else {
			const byte = cp1250Bytes.get(char)
			if (byte !== undefined) out += `%${byte.toString(16).toUpperCase()}`
			else out += encodeCp1250(char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, ''))
		}
	}
	return out
}

function buildRequest(search: FeedSearch, options: SearchOptions): SiteRequest | null {
	if (search.scope !== 'site' && search.scope !== 'brand') return null
	// The whole parameter set in the site's own order (docs/product/sites.md §3.1); only the make
	// and the page vary. Every model (an empty `model`), every fuel (`bencin` 0) and the site's
	// own open bounds for price, year and mileage: a brand's whole market, or with an empty
	// `znamka` ("empty = all", §3.1, SEEN in nootey's parameter docs) the whole site's.
	const params: Array<[string, string]> = [
		['znamka', search.scope === 'site' ? '' : search.brandName],
		['model', ''],
		['modelID', ''], ['tip', ''], ['znamka2', ''], ['model2', ''], ['tip2', ''], ['znamka3', ''], ['model3', ''], ['tip3', ''],
		['cenaMin', '0'], ['cenaMax', '999999'], ['letnikMin', '0'], ['letnikMax', '2090'], ['bencin', '0'],
		['starost2', '999'], ['oblika', ''], ['ccmMin', '0'], ['ccmMax', '99999'], ['mocMin', ''], ['mocMax', ''],
		['kmMin', '0'], ['kmMax', '9999999'],
		['kwMin', '0'], ['kwMax', '999'], ['motortakt', ''], ['motorvalji', ''], ['lokacija', '0'], ['sirina', ''], ['dolzina', ''],
		['dolzinaMIN', ''], ['dolzinaMAX', ''], ['nosilnostMIN', ''], ['nosilnostMAX', ''], ['sedezevMIN', ''], ['sedezevMAX', ''],
		['lezisc', ''], ['presek', ''], ['premer', ''], ['col', ''], ['vijakov', ''], ['EToznaka', ''], ['vozilo', ''], ['airbag', ''],
		['barva', ''], ['barvaint', ''], ['doseg', ''], ['BkType', ''], ['BkOkvir', ''], ['BkOkvirType', ''], ['Bk4', ''],
		['EQ1', '1000000000'], ['EQ2', '1000000000'], ['EQ3', '1000000000'], ['EQ4', '100000000'], ['EQ5', '1000000000'],
		['EQ6', '1000000000'], ['EQ7', '1110100120'], ['EQ8', '101000000'], ['EQ9', '100000002'], ['EQ10', '1000000000'],
		['KAT', '1010000000'], ['PIA', ''], ['PIAzero', ''], ['PIAOut', ''], ['PSLO', ''], ['akcija', ''], ['paketgarancije', '0'],
		['broker', ''], ['prikazkategorije', ''], ['kategorija', ''], ['ONLvid', ''], ['ONLnak', ''], ['zaloga', '10'], ['arhiv', ''],
		// Newest first. Which `presort` code means "newest" is NOT confirmed (docs/product/sites.md §3.1): 3 with
		// DESC is the best guess; the worker still compares ids, so a wrong order costs only latency.
		['presort', '3'],
		['tipsort', 'DESC'],
		['stran', String(options.page ?? 1)],
	]
	const query = params.map(([name, value]) => `${name}=${encodeCp1250(value)}`).join('&')
	const url = new URL(`/Ads/results.asp?${query}`, options.baseUrl).href
	return { url, key: url, headers: { 'accept-language': 'sl-SI,sl;q=0.9,en;q=0.6' } }
}

/** Label → value pairs of the card's data table, labels folded ("Prevoženih" → "prevozenih"). */
function tableValues(card: HtmlElement): Map<string, string> {
	const values = new Map<string, string>()
	for (const row of selectAll(card, 'tr')) {
		const cells = selectAll(row, 'td, th')
		if (cells.length < 2) continue
		const label = textOf(cells[0])
			.normalize('NFKD')
			.replace(/[\u0300-\u036f]/g, '')
			.toLowerCase()
			.replace(/[^a-z0-9]/g, '')
		if (label && !values.has(label)) values.set(label, textOf(cells[cells.length - 1]))
	}
	return values
}

function priceText(card: HtmlElement): string {
	// A discounted card shows the old price as well ("StaraCena"); the price to report is the other.
	const parts = selectAll(card, '[class*="Price-TXT"]').filter((element) => !/Stara|Old/i.test(attr(element, 'class') ?? ''))
	const withDigits = parts.map((element) => textOf(element)).find((text) => /\d/.test(text))
	return withDigits ?? textOf(selectOne(card, '.GO-Results-Top-Price, .GO-Results-Price'))
}

/**
 * Car photos come from the site's image host; a row without a photo shows a picture from the
 * site's own `_graphics` folder instead (as do lazy rows before loading: a blank GIF).
 */
const isSiteGraphic = (url: string) => /\/_graphics\//i.test(new URL(url).pathname)

function fromCard(card: HtmlElement, pageUrl: string): ListingFacts | null {
	const link = selectOne(card, 'a.stretched-link') ?? selectOne(card, 'a[href*="details.asp"]')
	const href = attr(link, 'href') ?? ''
	const id = /[?&]id=(\d+)/i.exec(href)?.[1]
	if (!id) return null
	const values = tableValues(card)
	const price = priceText(card)
	const amount = parseAmount(price)
	const image = selectOne(card, '.GO-Results-Photo img') ?? selectOne(card, 'img')
	const title = textOf(selectOne(card, '.GO-Results-Naziv span')) || textOf(selectOne(card, '.GO-Results-Naziv'))
	return {
		listingId: id,
		url: absoluteUrl(href, pageUrl)!,
		title,
		price: amount,
		currency: amount === null ? null : (parseCurrency(price) ?? 'EUR'),
		km: parseKilometres(values.get('prevozenih') ?? values.get('kilometri') ?? null),
		year: parseYear(values.get('1registracija') ?? values.get('letnik') ?? null),
		fuel: mapFuelName(values.get('gorivo') ?? null),
		location: values.get('lokacija') ?? values.get('kraj') ?? null,
		imageUrl: imageUrlOf(image, pageUrl, isSiteGraphic),
		seller: null,
		// "ročni menjalnik", "avtomatski menjalnik" (docs/product/sites.md §3.2).
		gearbox: mapGearboxName(values.get('menjalnik') ?? null),
	}
}

/** The site's "nothing found" wording (INFERRED: not seen in a saved page). */
const noResults = /ni\s+zadetkov|ni\s+najdenih|ne\s+ustreza\s+noben|ni\s+oglasov|0\s+zadetkov/i

function parse(body: string, response: SiteResponse): SiteParse {
	const document = parseHtml(body)
	const cards = selectAll(document, '.GO-Results-Row')
	if (cards.length > 0) return { kind: 'listings', listings: cards.flatMap((card) => fromCard(card, response.url) ?? []) }
	const challenge = challengeBlock(body)
	if (challenge) return challenge
	// No cards: a real page of the site with its search around it is "nothing found"; a page
	// without the site's own search links and with next to no text is a shell, not an answer.
	const isSitePage = noResults.test(body) || (/results\.asp/i.test(body) && visibleTextLength(body) >= 200)
	return isSitePage ? { kind: 'listings', listings: [] } : blocked('no search results in the page (an empty shell or a changed layout)')
}

/** Up to 48 results a page (§3.2, nootey's config, 2025). */
export const avtoNetAdapter = siteAdapter({ id: avtoNetSite.id, scopes: avtoNetSite.scopes, pageSize: avtoNetSite.pageSize, buildRequest, parse })
