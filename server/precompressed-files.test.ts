import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { precompressFolder } from '#scripts/lib/precompress.ts'
import { precompressedFiles } from './precompressed-files.ts'

/** The build's copies (scripts/lib/precompress.ts) as the server sends them, behind the compression middleware as in server/app.ts. */

let dir: string
let server: Server
let port: number
const script = `export const cars = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `car number ${i}`))}\n`
const stylesheet = `.card { color: red; }\n`.repeat(100)

beforeAll(async () => {
	dir = mkdtempSync(path.join(os.tmpdir(), 'precompressed-'))
	writeFileSync(path.join(dir, 'app-1234.js'), script)
	writeFileSync(path.join(dir, 'tiny.js'), 'export {}\n')
	writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7))
	mkdirSync(path.join(dir, 'nested'))
	writeFileSync(path.join(dir, 'nested', 'styles.css'), stylesheet)
	await precompressFolder(dir)
	const app = express()
	app.use(compression({ threshold: 0 }))
	const forever = { immutable: true, maxAge: '1y' }
	app.use('/assets', precompressedFiles(dir, forever), express.static(dir, forever))
	app.use((_req, res) => {
		res.status(404).send('not here')
	})
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	port = (server.address() as AddressInfo).port
})

afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	rmSync(dir, { recursive: true, force: true })
})

/** node:http, since fetch would decode the body and hide which copy was sent. */
function get(pathname: string, headers: Record<string, string>, method = 'GET') {
	return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
		const request = httpRequest({ host: '127.0.0.1', port, path: pathname, method, headers }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
		})
		request.on('error', reject)
		request.end()
	})
}

test('the build writes a brotli and a gzip copy of each text file worth compressing, and nothing for the rest', async () => {
	expect(readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()).toEqual(
		['app-1234.js', 'app-1234.js.br', 'app-1234.js.gz', 'nested', 'nested/styles.css', 'nested/styles.css.br', 'nested/styles.css.gz', 'photo.png', 'tiny.js'].sort(),
	)
	expect(zlib.brotliDecompressSync(readFileSync(path.join(dir, 'app-1234.js.br'))).toString()).toBe(script)
	expect(zlib.gunzipSync(readFileSync(path.join(dir, 'nested/styles.css.gz'))).toString()).toBe(stylesheet)
})

test('a client that takes brotli gets the brotli copy as it is, typed as the file, cached for a year', async () => {
	const response = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' })
	expect(response.status).toBe(200)
	expect(response.headers['content-encoding']).toBe('br')
	expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/)
	expect(response.headers.vary).toMatch(/Accept-Encoding/i)
	expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
	expect(zlib.brotliDecompressSync(response.body).toString()).toBe(script)
})

test('gzip for a client without brotli, in a folder too; HEAD sends the headers only', async () => {
	const response = await get('/assets/nested/styles.css', { 'accept-encoding': 'gzip' })
	expect(response.headers['content-encoding']).toBe('gzip')
	expect(response.headers['content-type']).toMatch(/^text\/css/)
	expect(zlib.gunzipSync(response.body).toString()).toBe(stylesheet)
	const head = await get('/assets/nested/styles.css', { 'accept-encoding': 'br' }, 'HEAD')
	expect(head.status).toBe(200)
	expect(head.headers['content-encoding']).toBe('br')
	expect(head.body.length).toBe(0)
})

test('a client that takes neither gets the file itself; files without copies are left to the static files and the compressor', async () => {
	const plain = await get('/assets/app-1234.js', { 'accept-encoding': 'identity' })
	expect(plain.headers['content-encoding']).toBeUndefined()
	expect(plain.body.toString()).toBe(script)
	const tiny = await get('/assets/tiny.js', { 'accept-encoding': 'br' })
	expect(tiny.status).toBe(200)
	expect(zlib.brotliDecompressSync(tiny.body).toString()).toBe('export {}\n')
	const image = await get('/assets/photo.png', { 'accept-encoding': 'br' })
	expect(image.headers['content-type']).toBe('image/png')
	expect(image.headers['content-encoding']).toBeUndefined()
})

test('a path that names no file of the folder goes on', async () => {
	for (const pathname of ['/assets/app-1234.js.br.br', '/assets/missing.js', '/assets/nested/missing.css', '/assets/%E0%A4%A']) {
		const response = await get(pathname, { 'accept-encoding': 'identity' })
		expect(response.status, pathname).toBe(404)
		expect(response.body.toString(), pathname).toBe('not here')
	}
})
