import http from 'node:http'
import { type AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { writeBody } from './remix-handler.ts'

/**
 * writeBody behind the same compression middleware as the app (server/app.ts): a page that
 * arrives as many chunks at once goes out whole, and a body that pauses still reaches the
 * client part by part (docs/decisions/023-render-speed.md).
 */

const encoder = new TextEncoder()
const chunks = Array.from({ length: 200 }, (_, i) => `<p data-i="${i}">${'text '.repeat(i % 7)}</p>`)
let gate: () => void = () => {}
let server: http.Server
let base: string

beforeAll(async () => {
	const app = express()
	app.use(compression())
	app.get('/burst', (_req, res) => {
		res.type('html')
		void writeBody(
			new ReadableStream<Uint8Array>({
				start(controller) {
					for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
					controller.close()
				},
			}),
			res,
		)
	})
	app.get('/paused', (_req, res) => {
		res.type('html')
		const opened = new Promise<void>((resolve) => (gate = resolve))
		void writeBody(
			new ReadableStream<Uint8Array>({
				async start(controller) {
					controller.enqueue(encoder.encode('<p>first</p>'))
					// The rest comes only once the client has read the first part.
					await opened
					controller.enqueue(encoder.encode('<p>second</p>'))
					controller.close()
				},
			}),
			res,
		)
	})
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

/** GETs a path with `Accept-Encoding: br`; calls `onText` with the decompressed text so far. */
function get(path: string, onText: (text: string) => void = () => {}) {
	return new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
		http
			.get(`${base}${path}`, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
				let text = ''
				const body = response.pipe(zlib.createBrotliDecompress())
				body.on('data', (chunk: Buffer) => {
					text += chunk.toString()
					onText(text)
				})
				body.on('end', () => resolve({ encoding: response.headers['content-encoding'], text }))
				body.on('error', reject)
			})
			.on('error', reject)
	})
}

test('a body that arrives at once goes out whole and compressed', async () => {
	const { encoding, text } = await get('/burst')
	expect(encoding).toBe('br')
	expect(text).toBe(chunks.join(''))
})

test('a body that pauses reaches the client part by part', async () => {
	const { text } = await get('/paused', (sofar) => {
		if (sofar.includes('first')) gate()
	})
	expect(text).toBe('<p>first</p><p>second</p>')
})
