import { type Browser, type BrowserContext, type Response } from 'playwright-core'

/**
 * The `browser` fetch mode (docs/decisions/016): one headless Chromium per worker process,
 * started at its first fetch and reused, with one context per site and proxy so that the site's
 * cookies persist between fetches as a person's would. Images, fonts and media are never loaded.
 * What a page is handed to the parsers as: its HTML after its scripts ran, plus the JSON answers
 * the page's scripts received from its own host, each in a
 * `<script type="application/json" data-captured="<url>">` element before `</body>`, since some
 * result lists exist only in those answers.
 *
 * Spacing, retries and the size cap are fetch-page.ts's, as in `http` mode: one fetch here is one
 * page view, whose own script requests are not spaced further.
 */

export type BrowserFetch = {
	url: string
	/** The context's name: its cookies are shared by every fetch with the same name. */
	context: string
	proxy?: string
	/** The adapter's request headers; those a browser sets itself are left to it. */
	headers: Record<string, string>
	timeoutMs: number
	maxBytes: number
}

export type BrowserPage = { status: number; url: string; headers: Record<string, string>; body: string }

export type BrowserPool = {
	fetch(input: BrowserFetch): Promise<BrowserPage>
	/** Closes Chromium if it was started; a later fetch starts it again. */
	close(): Promise<void>
	/** Whether Chromium runs now (tests: it starts only when a site needs it). */
	running(): boolean
}

export type BrowserPoolOptions = {
	executablePath: string
	/** The contact address, in the standard `From` header of the page's requests. */
	from?: string
}

const skipped = new Set(['image', 'font', 'media'])
/** Set by Chromium for the page itself or meaningless for one: never taken from the adapter. */
const browserOwned = new Set(['accept', 'accept-encoding', 'user-agent', 'host', 'connection', 'content-length', 'cookie'])
/** How long after `load` a page may still be fetching its results. */
const settleMs = 5_000
const escapeJson = (text: string) => text.replace(/</g, '\\u003c')

/** Playwright's proxy setting from a proxy URL: the credentials go apart, as Chromium wants them. */
export function browserProxy(proxyUrl: string) {
	const url = new URL(proxyUrl)
	return {
		server: `${url.protocol}//${url.host}`,
		username: url.username ? decodeURIComponent(url.username) : undefined,
		password: url.password ? decodeURIComponent(url.password) : undefined,
		// Chromium sends loopback addresses around a proxy unless told not to; only tests fetch those.
		bypass: '<-loopback>',
	}
}

export function createBrowserPool(options: BrowserPoolOptions): BrowserPool {
	let launching: Promise<Browser> | undefined
	let contexts = new Map<string, Promise<BrowserContext>>()

	function browser(): Promise<Browser> {
		launching ??= (async () => {
			// Loaded here: a worker without a browser-mode site never loads Playwright.
			const { chromium } = await import('playwright-core')
			const launched = await chromium.launch({ executablePath: options.executablePath, headless: true })
			launched.on('disconnected', () => {
				// A crashed Chromium is started again by the next fetch.
				if (launching) {
					launching = undefined
					contexts = new Map()
				}
			})
			return launched
		})()
		launching.catch(() => {
			launching = undefined
		})
		return launching
	}

	async function createContext(input: BrowserFetch): Promise<BrowserContext> {
		const running = await browser()
		// Headless Chromium names itself "HeadlessChrome", which no person's browser does.
		const version = running.version()
		const context = await running.newContext({
			userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Safari/537.36`,
			locale: 'de-DE',
			extraHTTPHeaders: options.from ? { from: options.from } : {},
			proxy: input.proxy ? browserProxy(input.proxy) : undefined,
		})
		await context.route('**/*', (route) => (skipped.has(route.request().resourceType()) ? route.abort() : route.continue()))
		return context
	}

	function contextFor(input: BrowserFetch): Promise<BrowserContext> {
		let context = contexts.get(input.context)
		if (!context) {
			context = createContext(input)
			contexts.set(input.context, context)
			context.catch(() => contexts.delete(input.context))
		}
		return context
	}

	async function fetch(input: BrowserFetch): Promise<BrowserPage> {
		const context = await contextFor(input)
		const page = await context.newPage()
		const target = new URL(input.url)
		const deadline = Date.now() + input.timeoutMs
		let leftFor: string | undefined
		const captured: Array<Promise<string | null>> = []
		try {
			const extra = Object.fromEntries(Object.entries(input.headers).filter(([name]) => !browserOwned.has(name.toLowerCase())))
			if (Object.keys(extra).length > 0) await page.setExtraHTTPHeaders(extra)
			// Navigations stay on the host the adapter chose, as in `http` mode: elsewhere is a block.
			await page.route('**/*', async (route) => {
				const request = route.request()
				if (request.isNavigationRequest() && request.frame() === page.mainFrame() && new URL(request.url()).host !== target.host) {
					leftFor ??= request.url()
					return route.abort()
				}
				return route.fallback()
			})
			let capturedBytes = 0
			page.on('response', (response: Response) => {
				const type = response.headers()['content-type'] ?? ''
				const kind = response.request().resourceType()
				if (!/json/i.test(type) || (kind !== 'xhr' && kind !== 'fetch')) return
				if (new URL(response.url()).host !== target.host) return
				captured.push(
					response.text().then(
						(text) => {
							capturedBytes += text.length
							if (capturedBytes > input.maxBytes) return null
							return `<script type="application/json" data-captured="${response.url().replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}">${escapeJson(text)}</script>`
						},
						() => null,
					),
				)
			})
			let response: Response | null
			try {
				response = await page.goto(input.url, { waitUntil: 'load', timeout: input.timeoutMs })
			} catch (error) {
				if (leftFor) return { status: 302, url: input.url, headers: { location: leftFor }, body: '' }
				throw error
			}
			const remaining = deadline - Date.now()
			if (remaining > 0) await page.waitForLoadState('networkidle', { timeout: Math.min(settleMs, remaining) }).catch(() => {})
			if (leftFor) return { status: 302, url: input.url, headers: { location: leftFor }, body: '' }
			// Chromium follows an HTTP redirect without asking the route: the answer is then the last
			// one from the adapter's host, the redirect, as `http` mode hands it back.
			if (response && new URL(response.url()).host !== target.host) {
				let request = response.request().redirectedFrom()
				while (request && new URL(request.url()).host !== target.host) request = request.redirectedFrom()
				const redirect = await request?.response()
				if (redirect) return { status: redirect.status(), url: request!.url(), headers: await redirect.allHeaders(), body: '' }
			}
			const html = await page.content()
			const parts = (await Promise.all(captured)).filter((part): part is string => part !== null)
			const at = html.lastIndexOf('</body>')
			const body = parts.length === 0 ? html : at < 0 ? html + parts.join('') : html.slice(0, at) + parts.join('') + html.slice(at)
			return { status: response?.status() ?? 200, url: page.url(), headers: response ? await response.allHeaders() : {}, body }
		} finally {
			await page.close().catch(() => {})
		}
	}

	return {
		fetch,
		running: () => launching !== undefined,
		async close() {
			const closing = launching
			launching = undefined
			contexts = new Map()
			if (closing) await (await closing.catch(() => undefined))?.close().catch(() => {})
		},
	}
}
