import { type IncomingMessage } from 'node:http'
import { type AppLoadContext, createRequestHandler, type ServerBuild } from '@remix-run/node'
import { type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from 'express'
import { callResourceRoute, resourceRoutes } from './resource-routes.ts'

export const tooLarge = Symbol('too large')
const gone = Symbol('gone')

/**
 * Reads a request's whole body, counting as it streams, whatever announced its length (or did
 * not: a chunked body has no Content-Length). Over `limit` it stops and answers `tooLarge`, the
 * rest left unread; the caller closes the connection. A client that goes away answers `gone`.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | typeof tooLarge | typeof gone> {
	return new Promise((resolve) => {
		const chunks: Buffer[] = []
		let size = 0
		const finish = (result: Buffer | typeof tooLarge | typeof gone) => {
			req.off('data', onData)
			req.off('end', onEnd)
			req.off('error', onGone)
			req.off('close', onClose)
			resolve(result)
		}
		const onData = (chunk: Buffer) => {
			size += chunk.length
			if (size > limit) {
				req.pause()
				finish(tooLarge)
			} else {
				chunks.push(chunk)
			}
		}
		const onEnd = () => finish(Buffer.concat(chunks, size))
		const onGone = () => finish(gone)
		const onClose = () => {
			if (!req.complete) finish(gone)
		}
		req.on('data', onData)
		req.on('end', onEnd)
		req.on('error', onGone)
		req.on('close', onClose)
	})
}

/**
 * Reads and drops what is left of a refused body, for at most `ms`. Closing a connection whose
 * body is still arriving makes the kernel reset it, and a reset can destroy the refusal before
 * the client reads it; drained first, the answer and the close arrive in order. The time cap
 * keeps a sender that never stops from holding the connection.
 */
export function drainRequest(req: IncomingMessage, ms: number): Promise<void> {
	if (req.complete || req.destroyed) return Promise.resolve()
	return new Promise((resolve) => {
		const done = () => {
			clearTimeout(timer)
			req.off('end', done)
			req.off('close', done)
			resolve()
		}
		const timer = setTimeout(done, ms)
		req.once('end', done)
		req.once('close', done)
		req.resume()
	})
}

/**
 * Remix behind Express, as @remix-run/express does it, except that the body is read in full (up
 * to `maxBodyBytes`) before any route runs. So a chunked body is capped like one with a length,
 * and a route that answers without reading the body (a refusal, a 405, a redirect) leaves no
 * unread bytes on a keep-alive connection for the next request to trip over. Why not the stock
 * adapter: docs/decisions/062-the-web-request-path.md.
 */
export function remixHandler(options: {
	build: ServerBuild | (() => Promise<ServerBuild>)
	mode: 'production' | 'development'
	maxBodyBytes: number
	getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext
	onTooLarge: (req: ExpressRequest, res: ExpressResponse) => Promise<void>
}): RequestHandler {
	const handle = createRequestHandler(options.build, options.mode)
	// The production build never changes: its resource routes skip Remix's pipeline (resource-routes.ts).
	const build = typeof options.build === 'function' ? undefined : options.build
	const resources = build && resourceRoutes(build)
	return async (req, res, next) => {
		try {
			let body: Buffer | undefined
			if (req.method !== 'GET' && req.method !== 'HEAD') {
				const read = await readBody(req, options.maxBodyBytes)
				if (read === gone) return
				if (read === tooLarge) {
					res.set('Connection', 'close')
					await options.onTooLarge(req, res)
					return
				}
				body = read
			}
			const request = remixRequest(req, res, body)
			const url = resources && new URL(request.url)
			const resource = url && resources.match(request.method, url.pathname, url.search)
			const response = resource
				? await callResourceRoute(resource, request, options.getLoadContext(req, res), { build: build!, mode: options.mode })
				: await handle(request, options.getLoadContext(req, res))
			await sendResponse(res, response)
		} catch (error) {
			next(error)
		}
	}
}

/** The URL and headers exactly as @remix-run/express builds them (server/app.ts relies on it). */
function remixRequest(req: ExpressRequest, res: ExpressResponse, body: Buffer | undefined): Request {
	const portOf = (header: string | undefined) => Number.parseInt(header?.split(':')[1] ?? '', 10)
	const port = [portOf(req.get('X-Forwarded-Host')), portOf(req.get('Host'))].find(Number.isSafeInteger)
	const url = new URL(`${req.protocol}://${req.hostname}${port === undefined ? '' : `:${port}`}${req.originalUrl}`)
	const headers = new Headers()
	for (const [name, values] of Object.entries(req.headers)) {
		if (values === undefined) continue
		for (const value of [values].flat()) headers.append(name, value)
	}
	let controller: AbortController | null = new AbortController()
	const signal = controller.signal
	// Loaders and actions are aborted once no answer can be written any more.
	res.on('finish', () => (controller = null))
	res.on('close', () => controller?.abort())
	return new Request(url.href, { method: req.method, headers, signal, ...(body === undefined ? {} : { body: new Uint8Array(body) }) })
}

/**
 * A header the route sets replaces the one the middleware in front set (a page's own
 * Referrer-Policy, rather than ours followed by its own); only cookies add up.
 */
async function sendResponse(res: ExpressResponse, response: Response) {
	res.statusMessage = response.statusText
	res.status(response.status)
	for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
	const cookies = response.headers.getSetCookie()
	if (cookies.length > 0) res.append('Set-Cookie', cookies)
	if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders()
	if (response.body) await writeBody(response.body, res)
	else res.end()
}

/**
 * Writes a body as it streams, in one piece per burst: the chunks the stream has ready are
 * joined, written and flushed once it has nothing more, rather than written and flushed one by
 * one as @remix-run/node's writeReadableStreamToWritable does. A page arrives as some seventy
 * small chunks in one burst, and each write and flush is a round of the compressor (brotli
 * cost more than rendering parts of the page, and compressed worse: docs/decisions/023-render-speed.md).
 * What streams in steps (an event stream, a slow part of a page) still goes out at each pause.
 */
export async function writeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse & { flush?: () => void }) {
	const reader = body.getReader()
	const pending: Uint8Array[] = []
	let releaseQueued = false
	const writePending = () => {
		if (pending.length === 0) return
		res.write(pending.length === 1 ? pending[0] : Buffer.concat(pending))
		pending.length = 0
	}
	// Runs once every chunk already produced has been read (they arrive as microtasks).
	const release = () => {
		releaseQueued = false
		if (res.writableEnded) return
		writePending()
		res.flush?.()
	}
	try {
		while (true) {
			const { done, value } = await reader.read()
			if (done) {
				writePending()
				res.end()
				break
			}
			pending.push(value)
			if (!releaseQueued) {
				releaseQueued = true
				setImmediate(release)
			}
		}
	} catch (error) {
		res.destroy(error as Error)
		throw error
	}
}
