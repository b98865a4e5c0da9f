import { type SiteResponse } from '#sites/kit/types.ts'

/**
 * Whether an answer is a site's bot defence saying no, judged the way a person at a terminal
 * would: the status and the headers of the edge in front of the site first (they are set by the
 * edge itself and do not change with a redesign), the page text only after. The crawl asks this
 * before the adapter parses, so a block is named with its edge whatever the adapter makes of the
 * body; answers this module does not recognise are left to the adapter, which knows its site.
 */

export type Edge = 'akamai' | 'cloudfront' | 'datadome' | 'cloudflare' | 'perimeterx' | 'imperva'

export type Block = {
	reason: string
	/** The bot defence that answered, when its headers or page say so. */
	edge: Edge | null
	status: number
	/** Seconds the site asked us to wait (Retry-After), capped at a day. */
	retryAfterSeconds: number | null
}

type Answer = SiteResponse & { body: string }

const edgeNames: Record<Edge, string> = {
	akamai: 'Akamai',
	cloudfront: 'CloudFront',
	datadome: 'DataDome',
	cloudflare: 'Cloudflare',
	perimeterx: 'PerimeterX',
	imperva: 'Imperva',
}

/** The edge in front of the site, from the headers it adds to every answer (blocks or not). */
export function edgeOf(headers: Record<string, string>): Edge | null {
	const header = (name: string) => headers[name] ?? ''
	const names = Object.keys(headers)
	if (names.some((name) => name === 'x-datadome' || name === 'x-datadome-cid' || name === 'x-dd-b') || /(^|[\s,;])datadome=/i.test(header('set-cookie'))) return 'datadome'
	if (/akamai/i.test(header('server')) || names.some((name) => name.startsWith('x-akamai-'))) return 'akamai'
	if (header('cf-ray') || header('cf-mitigated') || /cloudflare/i.test(header('server'))) return 'cloudflare'
	if (/cloudfront/i.test(header('x-cache')) || header('x-amz-cf-id') || /cloudfront/i.test(header('via'))) return 'cloudfront'
	if (/(^|[\s,;])_px\w*=/i.test(header('set-cookie'))) return 'perimeterx'
	if (header('x-iinfo') || /(^|[\s,;])incap_ses_/i.test(header('set-cookie'))) return 'imperva'
	return null
}

/**
 * Pages only a bot defence serves. On a 2xx answer only these count: they are interstitials, not
 * results pages (an ordinary Cloudflare page loads `challenge-platform` scripts too, and a
 * DataDome-protected one its tag, so those alone say nothing).
 */
const interstitials: Array<[RegExp, string, Edge | null]> = [
	[/<title>\s*Just a moment\.\.\.\s*<\/title>|cf_chl_opt|cf-chl-bypass|Attention Required! \| Cloudflare/i, 'a challenge page', 'cloudflare'],
	[/captcha-delivery\.com/i, 'a captcha', 'datadome'],
	[/sec-if-cpt|sec-cpt-if/i, 'a robot check', 'akamai'],
	[/<title>\s*Access Denied\s*<\/title>[\s\S]*Reference(\s|&#32;)*(#|&#35;)/i, 'an access-denied page', 'akamai'],
	[/px-captcha|Press &amp; Hold|Press & Hold to confirm/i, 'a captcha', 'perimeterx'],
	[/_Incapsula_Resource/i, 'a robot check', 'imperva'],
	[/Pardon Our Interruption/i, 'a robot check', null],
]

/** Wording of refusals and robot checks; on a refusing status it names what the page is. */
const refusals: Array<[RegExp, string]> = [
	[/g-recaptcha|hcaptcha|h-captcha|captcha/i, 'a captcha'],
	[/Zugriff verweigert|Access denied|Request blocked|The request could not be satisfied|Forbidden/i, 'an access-denied page'],
	[/are you a robot|not a robot|unusual traffic|automated (access|requests|queries)|Roboter/i, 'a robot check'],
]

/** Retry-After in seconds (a number or an HTTP date), capped at a day; null when absent or unreadable. */
export function retryAfterSeconds(value: string | undefined, now = Date.now()): number | null {
	if (!value) return null
	const trimmed = value.trim()
	const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : (Date.parse(trimmed) - now) / 1000
	if (!Number.isFinite(seconds)) return null
	return Math.min(86_400, Math.max(0, Math.round(seconds)))
}

function block(answer: Answer, edge: Edge | null, what: string): Block {
	const by = edge ? ` by ${edgeNames[edge]}` : ''
	return {
		reason: `HTTP ${answer.status}: ${what}${by}`,
		edge,
		status: answer.status,
		retryAfterSeconds: retryAfterSeconds(answer.headers?.['retry-after']),
	}
}

/**
 * The block this answer is, or null when it may be a results page (or an error the adapter
 * explains better, such as an API's 401). In order: an edge's challenge header; 429 from anyone;
 * a refusing status from a known edge; an interstitial page whatever the status; a refusing
 * status whose page reads like a refusal.
 */
export function classifyBlock(answer: Answer): Block | null {
	const headers = lowerCased(answer.headers ?? {})
	const edge = edgeOf(headers)
	const { status } = answer
	if (/challenge/i.test(headers['cf-mitigated'] ?? '')) return block(answer, 'cloudflare', 'a challenge')
	if (status === 429) return block(answer, edge, 'too many requests')
	// An API's JSON refusal (wrong credentials, a plan without access) is the adapter's to explain.
	const json = /json/i.test(answer.contentType ?? headers['content-type'] ?? '')
	const refusing = (status === 403 && !json) || (status === 503 && (edge === 'cloudflare' || edge === 'akamai'))
	if (refusing && edge) {
		return block(answer, edge, status === 503 ? 'unavailable or a challenge' : 'access refused')
	}
	const head = answer.body.slice(0, 200_000)
	for (const [pattern, what, pageEdge] of interstitials) {
		if (pattern.test(head)) return block(answer, edge ?? pageEdge, what)
	}
	if (status === 403 || status === 503) {
		for (const [pattern, what] of refusals) if (pattern.test(head)) return block(answer, edge, what)
	}
	return null
}

function lowerCased(headers: Record<string, string>): Record<string, string> {
	const result: Record<string, string> = {}
	for (const [name, value] of Object.entries(headers)) result[name.toLowerCase()] = value
	return result
}
