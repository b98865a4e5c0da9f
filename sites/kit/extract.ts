import { type FuelType, type Gearbox } from '#core/enums.ts'
import { readKilometres, readPrice } from './numbers.ts'
import { type ParseResult, type SiteResponse } from './types.ts'

/**
 * Extractors every site parser shares: numbers as sites print them, fuel names in the sites'
 * languages, URLs resolved against the page, JSON cut out of scripts, and the signs of a block.
 */

export type { SiteResponse }

/**
 * An integer from a printed price: "12.345 €", "€ 34.990,-", "16,899 EUR", "27 300 zł", "27'300
 * CHF", "15000.00"; read by the one number reader (sites/kit/numbers.ts), which passes over the
 * figures beside a price (VAT, a monthly rate, a crossed-out old price).
 */
export function parseAmount(value: unknown): number | null {
	return readPrice(value)?.amount ?? null
}

/**
 * Kilometres from "214,000 km", "158000 km", "120K km", "150 tys. km"; miles ("85K miles", "mi"),
 * or any mileage of a site that states miles (`unit`, its definition's distanceUnit), are converted.
 */
export function parseKilometres(value: unknown, unit: 'km' | 'mi' = 'km'): number | null {
	return readKilometres(value, unit)
}

/**
 * A moment the site states with its time zone ("2025-11-20T18:02:11+02:00", "…Z"), as ISO 8601
 * in UTC; null for anything else. A time without a zone is refused rather than read in ours: an
 * age that is off by the site's offset would be a wrong fact in every message.
 */
export function parseOnlineSince(value: unknown): string | null {
	if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(value.trim())) return null
	const time = new Date(value.trim().replace(' ', 'T'))
	return Number.isNaN(time.getTime()) || time.getUTCFullYear() < 2000 ? null : time.toISOString()
}

/** A year from "2016", "03/2019", "03-2019", "2019-03-01"; "new" and anything else give null. */
export function parseYear(value: unknown): number | null {
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
	const match = /(?:^|\D)((?:19|20)\d{2})(?!\d)/.exec(text)
	if (!match) return null
	const year = Number(match[1])
	return year >= 1900 && year <= new Date().getUTCFullYear() + 1 ? year : null
}

const currencySigns: Array<[RegExp, string]> = [
	[/€|\beur\b|euro/i, 'EUR'],
	[/\blei\b|\bron\b/i, 'RON'],
	[/zł|\bpln\b/i, 'PLN'],
	[/лв|\bbgn\b/i, 'BGN'],
	[/\bbam\b/i, 'BAM'],
	[/£|\bgbp\b/i, 'GBP'],
	[/\bchf\b/i, 'CHF'],
	[/\$|\busd\b/i, 'USD'],
]

/** The currency a printed price names, or null. */
export function parseCurrency(value: unknown): string | null {
	if (typeof value !== 'string') return null
	if (/^[A-Z]{3}$/.test(value.trim())) return value.trim()
	for (const [pattern, code] of currencySigns) if (pattern.test(value)) return code
	return null
}

/**
 * Our fuel for a site's word, in the languages the sites speak (de, en, sl, ro, pl, it, fr, bg).
 * Hybrids are checked before petrol and electric because their names contain both.
 */
export function mapFuelName(value: unknown): FuelType | null {
	if (typeof value !== 'string' || !value.trim()) return null
	const text = value.toLowerCase()
	if (/plug[\s_-]?in|phev|priključn/.test(text)) return 'plugin_hybrid'
	if (/hybrid|hibrid|ibrid|гибрид|хибрид|elektro\s*\/\s*(benzin|diesel)|(benzin|diesel)\s*\/\s*elektro/.test(text)) return 'hybrid'
	if (/lpg|autogas|avtoplin|\bgpl\b|\bplin\b|газ/.test(text)) return 'lpg'
	if (/diesel|dizel|motorin|дизел|olej napędowy/.test(text)) return 'diesel'
	if (/electric|elektr|electricity|\bev\b|електр/.test(text)) return 'electric'
	if (/petrol|benzin|bencin|benzina|benzyna|gasoline|essence|бензин|^gas$/.test(text)) return 'gasoline'
	return null
}

/**
 * Our gearbox for a site's word, in the sites' languages (de, en, sl, ro, pl, it, fr, es, nl, bg) and
 * codes (mobile.de's `MANUAL_GEAR`, OLX's `manual`). A semi-automatic (an automated manual, a
 * DSG) has no clutch pedal, which is what a buyer of automatics asks for: it is automatic
 * (docs/decisions/059-one-listing-schema.md). Automatic is checked first, since "automatisiertes
 * Schaltgetriebe" names both.
 */
export function mapGearboxName(value: unknown): Gearbox | null {
	if (typeof value !== 'string' || !value.trim()) return null
	const text = value.toLowerCase()
	if (/automat|automát|automaat|avtomat|автомат|semi|dsg|cvt|tiptronic|steptronic/.test(text)) return 'automatic'
	if (/manu|schalt|handgeschakeld|ro[cč]n|ръчн|механ|mecanic/.test(text)) return 'manual'
	return null
}

/** An absolute http(s) URL for a link found on `pageUrl`, or null for anything else. */
export function absoluteUrl(href: unknown, pageUrl: string): string | null {
	if (typeof href !== 'string' || !href.trim()) return null
	try {
		const url = new URL(href.trim(), pageUrl)
		return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
	} catch {
		return null
	}
}

/**
 * The JSON object or array that starts at the first `{` or `[` at or after `from`, cut out by
 * counting brackets outside strings (the way pages embed state in scripts), or null.
 */
export function cutBalancedJson(text: string, from: number): unknown {
	let start = from
	while (start < text.length && text[start] !== '{' && text[start] !== '[') start++
	if (start >= text.length) return null
	let depth = 0
	let inString = false
	for (let i = start; i < text.length; i++) {
		const char = text[i]
		if (inString) {
			if (char === '\\') i++
			else if (char === '"') inString = false
			continue
		}
		if (char === '"') inString = true
		else if (char === '{' || char === '[') depth++
		else if (char === '}' || char === ']') {
			depth--
			if (depth === 0) {
				try {
					return JSON.parse(text.slice(start, i + 1))
				} catch {
					return null
				}
			}
		}
	}
	return null
}

/** A plain object, or undefined: the parsers read foreign JSON and trust none of its shape. */
export function record(value: unknown): Record<string, unknown> | undefined {
	return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

export function array(value: unknown): unknown[] {
	return Array.isArray(value) ? value : []
}

/** A non-empty trimmed string, or null. Numbers become strings (ids). */
export function str(value: unknown): string | null {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value)
	if (typeof value !== 'string') return null
	const trimmed = value.replace(/[\s\u00a0]+/g, ' ').trim()
	return trimmed || null
}

/** Follows a path of keys through nested objects. */
export function at(value: unknown, ...path: string[]): unknown {
	let current = value
	for (const key of path) {
		current = record(current)?.[key]
		if (current === undefined) return undefined
	}
	return current
}

export function blocked(reason: string): ParseResult {
	return { kind: 'blocked', reason }
}

/**
 * A status that is not a results page: 403/429 and a 503 are how the sites' bot defences
 * answer; anything else outside 2xx is not a page of results either.
 */
export function statusBlock(response: SiteResponse): ParseResult | null {
	const { status } = response
	if (status >= 200 && status < 300) return null
	const server = response.headers?.server ?? ''
	const edge = /akamai/i.test(server) ? ' (Akamai)' : response.headers?.['x-amz-cf-id'] ? ' (CloudFront)' : /cloudflare/i.test(server) ? ' (Cloudflare)' : ''
	if (status === 403) return blocked(`HTTP 403: access refused${edge}`)
	if (status === 429) return blocked(`HTTP 429: too many requests${edge}`)
	if (status === 503) return blocked(`HTTP 503: unavailable or a bot challenge${edge}`)
	if (status >= 300 && status < 400) return blocked(`HTTP ${status}: redirected away from the results`)
	return blocked(`HTTP ${status}`)
}

const challengeMarkers: Array<[RegExp, string]> = [
	[/cf-chl-|challenge-platform|cf_chl_opt|Just a moment\.\.\.|Attention Required! \| Cloudflare/i, 'a Cloudflare challenge'],
	[/g-recaptcha|hcaptcha|h-captcha|captcha-delivery|geo\.captcha|px-captcha|_Incapsula_Resource|sec-if-cpt|sec-cpt/i, 'a captcha'],
	[/Zugriff verweigert|Access denied|Access Denied|Request blocked|The request could not be satisfied/i, 'an access-denied page'],
]

/** A captcha or challenge page that a site answered with status 200. */
export function challengeBlock(body: string): ParseResult | null {
	for (const [pattern, what] of challengeMarkers) if (pattern.test(body)) return blocked(`the site answered with ${what}`)
	return null
}

/** The text a reader would see in `<body>`, roughly, to tell an empty shell from a page. */
export function visibleTextLength(html: string): number {
	const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html
	return body
		.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<noscript[\s\S]*?<\/noscript>/gi, ' ')
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ')
		.trim().length
}

/** JSON bodies: parsed, or undefined when the body is not JSON (an HTML block page, say). */
export function parseJsonBody(body: string): unknown {
	const trimmed = body.replace(/^\uFEFF/, '').replace(/^for\s*\(;;\);/, '').trim()
	if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return undefined
	try {
		return JSON.parse(trimmed)
	} catch {
		return undefined
	}
}

/** `https://` for a host-and-path without a scheme ("img.classistatic.de/api/…"), as mobile.de sends images. */
export function withScheme(value: unknown): string | null {
	const text = str(value)
	if (!text) return null
	if (/^https?:\/\//i.test(text)) return text
	if (text.startsWith('//')) return `https:${text}`
	return `https://${text.replace(/^\/+/, '')}`
}

export function seller(value: unknown): 'dealer' | 'private' | null {
	const text = str(value)?.toLowerCase()
	if (!text) return null
	if (/dealer|händler|haendler|business|company|firma|trgovec|^d$/.test(text)) return 'dealer'
	if (/private|privat|fsbo|zaseb|^p$/.test(text)) return 'private'
	return null
}
