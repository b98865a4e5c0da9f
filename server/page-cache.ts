import { type OutgoingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse, type RequestHandler } from 'express'
import { i18next } from '#app/i18n/i18next.server.ts'
import { getTheme, resolveColorScheme } from '#app/services/theme.server.ts'

/**
 * An in-memory copy of the public pages anonymous visitors get, in front of Remix
 * (BENCHMARKS.md, scenario 1: a render costs ~20 ms of CPU, a copy from memory well under 1 ms).
 *
 * A page is shared only when nothing in it can belong to one visitor:
 * - the request carries no cookie other than `language` and `theme`: the session cookie
 *   (`__session`, app/services/session.server.ts) or any cookie this list does not know means
 *   the page may be someone's own, so it is neither served from nor stored in the cache;
 * - the answer is a 200 HTML page with `Cache-Control: public` and a max-age, no `Set-Cookie`,
 *   no `private`/`no-store`/`no-cache`, and a `Vary` naming only what the key below covers;
 * - its CSP nonce is the content-derived one of app/entry.server.tsx, never the request's own
 *   random nonce, so the copy is the very page (nonce, ETag and all) a render would give anyone.
 *
 * The key is what the root loader reads from the request: the URL (host, path, query), the
 * language as remix-i18next resolves it (cookie, then Accept-Language: "de-DE" and "de" share
 * an entry), the theme cookie and, for the "system" theme, the colour-scheme client hint.
 */

export type PageCacheOptions = {
	/** Longest a copy is served, in seconds, whatever the page's own max-age says. */
	maxSeconds: number
	maxEntries?: number
	/** Bytes held in all (the page, its brotli and its gzip copy). */
	maxBytes?: number
	/** A larger page is not kept. */
	maxEntryBytes?: number
}

const sharedCookies = new Set(['language', 'theme'])
const coveredVary = new Set(['cookie', 'accept-language', 'sec-ch-prefers-color-scheme', 'accept-encoding'])
/** Headers of the rendered answer that belong to one connection or one encoding, not to the page. */
const unkeptHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'age', 'x-cache'])

type HeaderValue = string | number | string[]

type Entry = {
	headers: Array<[string, HeaderValue]>
	etag: string | undefined
	raw: Buffer
	brotli: Buffer
	gzip: Buffer
	storedAt: number
	expiresAt: number
	bytes: number
}

const brotliCompress = promisify(zlib.brotliCompress)
const gzipCompress = promisify(zlib.gzip)

/** Names of the cookies a request carries (values are not needed to decide). */
function cookieNames(header: string): string[] {
	return header
		.split(';')
		.map((part) => {
			const equals = part.indexOf('=')
			return (equals === -1 ? part : part.slice(0, equals)).trim()
		})
		.filter(Boolean)
}

/** Whether this request may be answered from, and stored in, the shared cache at all. */
function isAnonymousPageRequest(req: ExpressRequest): boolean {
	if (req.method !== 'GET' && req.method !== 'HEAD') return false
	if (req.get('Authorization')) return false
	const cookie = req.get('Cookie')
	return !cookie || cookieNames(cookie).every((name) => sharedCookies.has(name))
}

/** Few visitors' headers differ; resolving each combination once keeps a hit cheap. */
const variantMemo = new Map<string, string>()
const variantMemoSize = 1_000
const memoizableLength = 512

/**
 * The part of the key that depends on the visitor: the same functions the root loader calls.
 * Synchronous when this combination of headers was seen before, as nearly every one is.
 */
function variantOf(req: ExpressRequest): string | Promise<string> {
	const cookie = req.get('Cookie') ?? ''
	const acceptLanguage = req.get('Accept-Language') ?? ''
	const hint = req.get('Sec-CH-Prefers-Color-Scheme') ?? ''
	const memoKey = `${cookie}\n${acceptLanguage}\n${hint}`
	return variantMemo.get(memoKey) ?? resolveVariant(memoKey, cookie, acceptLanguage, hint)
}

async function resolveVariant(memoKey: string, cookie: string, acceptLanguage: string, hint: string) {
	const headers = new Headers()
	if (cookie) headers.set('Cookie', cookie)
	if (acceptLanguage) headers.set('Accept-Language', acceptLanguage)
	if (hint) headers.set('Sec-CH-Prefers-Color-Scheme', hint)
	// Only these headers are read from it: the URL does not matter.
	const request = new Request('http://localhost/', { headers })
	const [locale, theme] = await Promise.all([i18next.getLocale(request), getTheme(request)])
	const variant = `${locale}|${theme}|${resolveColorScheme(theme, request)}`
	if (memoKey.length <= memoizableLength) {
		if (variantMemo.size >= variantMemoSize) variantMemo.clear()
		variantMemo.set(memoKey, variant)
	}
	return variant
}

function directives(cacheControl: string): Map<string, string | true> {
	const found = new Map<string, string | true>()
	for (const part of cacheControl.split(',')) {
		const [name, value] = part.split('=', 2).map((piece) => piece.trim())
		if (name) found.set(name.toLowerCase(), value === undefined ? true : value.replace(/^"|"$/g, ''))
	}
	return found
}

function headerText(value: HeaderValue | undefined): string {
	if (value === undefined) return ''
	return Array.isArray(value) ? value.join(', ') : String(value)
}

/**
 * How many seconds a rendered answer may be served to others (0: not at all). `requestNonce`
 * is the random nonce of the request that rendered it: a page whose CSP carries it was not made
 * shareable by entry.server, and serving it to others would hand them a known nonce.
 */
export function shareableSeconds(
	status: number,
	headers: OutgoingHttpHeaders,
	requestNonce: string | undefined,
	maxSeconds: number,
): number {
	if (status !== 200) return 0
	if (!/^text\/html\b/i.test(headerText(headers['content-type']))) return 0
	if (headers['set-cookie'] !== undefined) return 0
	// The captured bytes are what Remix wrote; an answer it encoded itself is not handled.
	if (headers['content-encoding'] !== undefined) return 0
	const vary = headerText(headers.vary)
		.split(',')
		.map((name) => name.trim().toLowerCase())
		.filter(Boolean)
	if (!vary.every((name) => coveredVary.has(name))) return 0
	const csp = headerText(headers['content-security-policy'])
	if (requestNonce && csp.includes(`'nonce-${requestNonce}'`)) return 0
	const cacheControl = directives(headerText(headers['cache-control']))
	if (!cacheControl.has('public')) return 0
	if (['private', 'no-store', 'no-cache'].some((name) => cacheControl.has(name))) return 0
	const lifetime = Number(cacheControl.get('s-maxage') ?? cacheControl.get('max-age'))
	if (!Number.isFinite(lifetime) || lifetime <= 0) return 0
	return Math.min(lifetime, maxSeconds)
}

/** Every nonce the page's scripts carry is one its CSP allows: a copy never blocks its own scripts. */
export function noncesAgree(headers: OutgoingHttpHeaders, body: Buffer): boolean {
	const csp = headerText(headers['content-security-policy'])
	const allowed = new Set([...csp.matchAll(/'nonce-([^']+)'/g)].map((match) => match[1]))
	return [...body.toString('latin1').matchAll(/\snonce="([^"]*)"/g)].every((match) => allowed.has(match[1]))
}

/** If-None-Match against a stored ETag, by the weak comparison RFC 9110 prescribes for it. */
function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
	if (!ifNoneMatch || !etag) return false
	const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
	return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

const encodingMemo = new Map<string, 'br' | 'gzip' | undefined>()

/** The copy this client takes, preferring brotli as the compression middleware does. */
function encodingFor(req: ExpressRequest, entry: Entry): { encoding?: 'br' | 'gzip'; body: Buffer } {
	const accept = req.get('Accept-Encoding') ?? ''
	let encoding = encodingMemo.get(accept)
	if (!encodingMemo.has(accept)) {
		encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined
		if (accept.length <= memoizableLength) {
			if (encodingMemo.size >= variantMemoSize) encodingMemo.clear()
			encodingMemo.set(accept, encoding)
		}
	}
	if (encoding === 'br') return { encoding, body: entry.brotli }
	if (encoding === 'gzip') return { encoding, body: entry.gzip }
	// Anything else (deflate, identity) is left to the compression middleware.
	return { body: entry.raw }
}

function serve(req: ExpressRequest, res: ExpressResponse, entry: Entry) {
	for (const [name, value] of entry.headers) res.setHeader(name, value)
	// A cache downstream (CDN, browser) counts the time the copy has already spent here.
	res.setHeader('Age', String(Math.floor((Date.now() - entry.storedAt) / 1000)))
	res.setHeader('X-Cache', 'hit')
	if (etagMatches(req.get('If-None-Match'), entry.etag)) {
		res.status(304).end()
		return
	}
	if (req.method === 'HEAD') {
		res.setHeader('Content-Length', String(entry.raw.length))
		res.status(200).end()
		return
	}
	const { encoding, body } = encodingFor(req, entry)
	if (encoding) res.setHeader('Content-Encoding', encoding)
	res.setHeader('Content-Length', String(body.length))
	res.status(200).end(body)
}

/** `headers`: all the answer's headers; `added`: those the render set beyond the middleware's. */
type Rendered = { status: number; headers: OutgoingHttpHeaders; added: OutgoingHttpHeaders; body: Buffer }

/**
 * Keeps a copy of what Remix writes. The headers are taken when the first bytes are written,
 * before the compression middleware (which sits in front) adds its Content-Encoding, and the
 * bytes are the uncompressed ones, since this wraps the methods compression installed.
 * `inherited` are the headers the middleware in front had set (security headers): they are set
 * again on every hit, so a copy keeps only what the render added or changed.
 */
function captureRendered(res: ExpressResponse, maxBytes: number, onFinish: (rendered: Rendered) => void) {
	const inherited = { ...res.getHeaders() }
	const chunks: Buffer[] = []
	let size = 0
	let tooLarge = false
	let headers: OutgoingHttpHeaders | undefined
	let added: OutgoingHttpHeaders | undefined
	const keep = (chunk: unknown, encoding: unknown) => {
		if (!headers) {
			headers = { ...res.getHeaders() }
			added = Object.fromEntries(
				Object.entries(headers).filter(([name, value]) => headerText(value) !== headerText(inherited[name])),
			)
		}
		if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return
		const buffer =
			typeof chunk === 'string'
				? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
				: Buffer.from(chunk as Uint8Array)
		size += buffer.length
		if (size > maxBytes) {
			tooLarge = true
			chunks.length = 0
			return
		}
		chunks.push(buffer)
	}
	type Method = (this: ExpressResponse, ...args: unknown[]) => unknown
	const write = res.write as unknown as Method
	const end = res.end as unknown as Method
	res.write = function (this: ExpressResponse, ...args: unknown[]) {
		keep(args[0], args[1])
		return write.apply(this, args)
	} as unknown as ExpressResponse['write']
	res.end = function (this: ExpressResponse, ...args: unknown[]) {
		keep(args[0], args[1])
		return end.apply(this, args)
	} as unknown as ExpressResponse['end']
	res.once('finish', () => {
		if (tooLarge || !headers || !added) return
		onFinish({ status: res.statusCode, headers, added, body: Buffer.concat(chunks) })
	})
}

/**
 * Two middlewares around the static files: `serve` answers from a copy before anything looks
 * at the file system, `keep` records what Remix renders for the requests `serve` let through
 * (static files never reach it, so they are never kept).
 */
export function pageCache(options: PageCacheOptions): { serve: RequestHandler; keep: RequestHandler } {
	const maxEntries = options.maxEntries ?? 500
	const maxBytes = options.maxBytes ?? 16 * 1024 * 1024
	const maxEntryBytes = options.maxEntryBytes ?? 1024 * 1024
	const entries = new Map<string, Entry>()
	/** Keys being compressed: concurrent misses each render, but only one copy is made. */
	const pending = new Set<string>()
	let totalBytes = 0

	const remove = (key: string) => {
		const entry = entries.get(key)
		if (!entry) return
		totalBytes -= entry.bytes
		entries.delete(key)
	}

	const lookup = (key: string) => {
		const entry = entries.get(key)
		if (entry && entry.expiresAt <= Date.now()) {
			remove(key)
			return undefined
		}
		return entry
	}

	async function store(key: string, rendered: Rendered, seconds: number) {
		if (pending.has(key)) return
		pending.add(key)
		try {
			// Compressed once here, in zlib's threads, instead of on every hit.
			const [brotli, gzip] = await Promise.all([
				brotliCompress(rendered.body, {
					params: {
						[zlib.constants.BROTLI_PARAM_QUALITY]: 9,
						[zlib.constants.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
					},
				}),
				gzipCompress(rendered.body, { level: 9 }),
			])
			const headers = Object.entries(rendered.added).filter(
				(entry): entry is [string, HeaderValue] =>
					entry[1] !== undefined && !unkeptHeaders.has(entry[0]) && entry[0] !== 'vary',
			)
			// Every copy exists in several encodings, so every answer from it varies by Accept-Encoding.
			const vary = headerText(rendered.headers.vary)
			headers.push(['vary', /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'])
			const bytes = key.length + rendered.body.length + brotli.length + gzip.length + 2_048
			if (bytes > maxBytes) return
			const now = Date.now()
			remove(key)
			entries.set(key, {
				headers,
				etag: headerText(rendered.headers.etag) || undefined,
				raw: rendered.body,
				brotli,
				gzip,
				storedAt: now,
				expiresAt: now + seconds * 1000,
				bytes,
			})
			totalBytes += bytes
			// Oldest first: the map keeps insertion order, and a refreshed key was re-inserted.
			for (const [oldKey, entry] of entries) {
				if (entries.size <= maxEntries && totalBytes <= maxBytes && entry.expiresAt > now) break
				remove(oldKey)
			}
		} finally {
			pending.delete(key)
		}
	}

	const answer = (req: ExpressRequest, res: ExpressResponse, next: NextFunction, variant: string) => {
		// The URL as Remix builds it (protocol and host may come from the proxy's headers).
		const key = [req.protocol, req.get('X-Forwarded-Host'), req.get('Host'), req.originalUrl, variant].join('\n')
		const entry = lookup(key)
		if (entry) return serve(req, res, entry)
		;(res.locals as { pageCacheKey?: string }).pageCacheKey = key
		next()
	}

	return {
		serve(req, res, next) {
			if (!isAnonymousPageRequest(req)) return next()
			const variant = variantOf(req)
			if (typeof variant === 'string') return answer(req, res, next, variant)
			variant.then(
				(resolved) => answer(req, res, next, resolved),
				// Headers no Request can carry: not a page anyone else shares; Remix answers it.
				() => next(),
			)
		},
		keep(req, res, next) {
			const key = (res.locals as { pageCacheKey?: string }).pageCacheKey
			if (key === undefined) return next()
			res.setHeader('X-Cache', 'miss')
			if (req.method === 'GET') {
				captureRendered(res, maxEntryBytes, (rendered) => {
					const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined
					const seconds = shareableSeconds(rendered.status, rendered.headers, nonce, options.maxSeconds)
					// A copy that cannot be compressed is not kept; the next request renders again.
					if (seconds > 0 && noncesAgree(rendered.headers, rendered.body)) store(key, rendered, seconds).catch(() => {})
				})
			}
			next()
		},
	}
}
