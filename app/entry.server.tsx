import { PassThrough } from 'node:stream'
import {
	type AppLoadContext,
	createReadableStreamFromReadable,
	type EntryContext,
	type HandleErrorFunction,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import * as Sentry from '@sentry/remix'
import { createInstance } from 'i18next'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { NonceProvider } from './components/nonce.tsx'
import { i18nConfig } from './i18n/config.ts'
import { i18next } from './i18n/i18next.server.ts'

export const streamTimeout = 5_000

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	remixContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.cspNonce
	const instance = createInstance()
	const lng = await i18next.getLocale(request)
	await instance.use(initReactI18next).init({ ...i18nConfig, lng })

	// Crawlers and no-JS visitors get the whole document at once; browsers get the shell early.
	const readyEvent = isbot(request.headers.get('user-agent')) ? 'onAllReady' : 'onShellReady'

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
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: didError ? 500 : responseStatusCode,
						}),
					)
					pipe(body)
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

export const handleError: HandleErrorFunction = (error, { request }) => {
	// Aborted requests (a client that went away) are not errors worth reporting.
	if (request.signal.aborted) return
	Sentry.captureException(error)
	console.error(error)
}
