import crypto from 'node:crypto'
import { PassThrough } from 'node:stream'
import { text } from 'node:stream/consumers'
import {
	type AppLoadContext,
	createReadableStreamFromReadable,
	type EntryContext,
	type HandleErrorFunction,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { NonceProvider } from './components/nonce.tsx'
import { i18next, i18nForRender } from './i18n/i18next.server.ts'
import { captureError } from './services/error-reporting.server.ts'

export const streamTimeout = 5_000

/**
 * Public pages (their route sends `Cache-Control: public`) are rendered whole and get an ETag,
 * so a CDN or browser can revalidate them with a 304. Everything else streams.
 */
function isCacheable(request: Request, status: number, headers: Headers) {
	return request.method === 'GET' && status === 200 && /\bpublic\b/.test(headers.get('Cache-Control') ?? '')
}

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce
	responseHeaders.set('Content-Security-Policy', loadContext.contentSecurityPolicy(nonce))
	// Ask for the system colour scheme up front, so "system" renders right without JavaScript.
	responseHeaders.set('Accept-CH', 'Sec-CH-Prefers-Color-Scheme')
	responseHeaders.set('Critical-CH', 'Sec-CH-Prefers-Color-Scheme')
	responseHeaders.append('Vary', 'Sec-CH-Prefers-Color-Scheme')

	// The language's shared instance (app/i18n/i18next.server.ts), not one built per request.
	const instance = i18nForRender(await i18next.getLocale(request))

	const cacheable = isCacheable(request, responseStatusCode, responseHeaders)
	// Crawlers, no-JS visitors and cacheable pages get the whole document at once.
	const readyEvent =
		cacheable || isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady'

	return new Promise<Response>((resolve, reject) => {
		let didError = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<I18nextProvider i18n={instance}>
					<RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
				</I18nextProvider>
			</NonceProvider>,
			{
				nonce,
				[readyEvent]: () => {
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					const status = didError ? 500 : responseStatusCode
					pipe(body)
					if (cacheable && !didError) {
						resolve(withEtag(request, body, responseHeaders, loadContext))
						return
					}
					resolve(
						new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }),
					)
				},
				onShellError: reject,
				onError(error: unknown) {
					didError = true
					console.error(error)
				},
			},
		)
		setTimeout(abort, streamTimeout + 1_000)
	})
}

/**
 * A cached copy must keep working when revalidated with a 304, so its CSP nonce cannot change
 * from request to request. The page was rendered with the request's random nonce as a
 * placeholder; the nonce it ships is a hash of the page without it, so identical pages get
 * identical nonces and ETags. Injected markup cannot guess it: it would have to contain the
 * hash of a page that contains itself.
 */
async function withEtag(
	request: Request,
	body: PassThrough,
	headers: Headers,
	loadContext: AppLoadContext,
): Promise<Response> {
	const rendered = await text(body)
	const placeholder = loadContext.cspNonce
	const digest = crypto.createHash('sha256').update(rendered.replaceAll(placeholder, '')).digest()
	const nonce = digest.subarray(0, 16).toString('base64')
	const html = rendered.replaceAll(placeholder, nonce)
	const etag = `W/"${digest.subarray(16).toString('base64url')}"`
	headers.set('ETag', etag)
	headers.set('Content-Security-Policy', loadContext.contentSecurityPolicy(nonce))
	const tags = (request.headers.get('If-None-Match') ?? '').split(',').map((tag) => tag.trim())
	if (tags.includes(etag)) return new Response(null, { status: 304, headers })
	return new Response(html, { status: 200, headers })
}

export const handleError: HandleErrorFunction = (error, { request }) => {
	// Aborted requests (a client that went away) are not errors worth reporting.
	if (request.signal.aborted) return
	captureError(error)
	console.error(error)
}
