import http from 'node:http'
import compression from 'compression'
import express from 'express'
import { assignNonce, securityHeaders } from '#server/security.ts'
import { apiFloor, compress, decompress, pageShape, postgresFloor, renderShape } from './floors.ts'

/**
 * The baseline of the page benchmarks: a bare node:http server that sends the same status,
 * headers and bytes as the page it stands for, without doing anything to make them. A page's
 * requests/s over this server's, measured in the same run, is what the machine allows.
 *
 * With BASELINE_MODE=express it answers the same bytes from memory behind the middleware the
 * app's Express host runs before Remix (server/app.ts): what a page cache inside that host
 * could reach at best.
 *
 * The floors (bench/lib/floors.ts, docs/decisions/030): with BASELINE_MODE=react it renders the
 * same page again with React per request, every element of it made anew with no component
 * around it, and compresses it as the app does; with BASELINE_MODE=postgres it reads a session
 * and writes a draft in PostgreSQL (BASELINE_DATABASE_URL) before sending the same answer; with
 * BASELINE_MODE=api it reads the session BASELINE_SID and its user's alerts and sends them as
 * compressed JSON.
 */
const answer = JSON.parse(process.env.BASELINE_ANSWER ?? '{}') as { status: number; headers: Record<string, string>; body: string }
const body = Buffer.from(answer.body, 'base64')
const headers = { ...answer.headers, 'content-length': String(body.length) }
const port = Number(process.env.PORT)

if (process.env.BASELINE_MODE === 'express') {
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', 1)
	app.use(compression())
	app.use(securityHeaders({ isProduction: true, isDev: false }))
	app.use(assignNonce)
	if (process.env.BASELINE_STATIC_DIR) app.use(express.static(process.env.BASELINE_STATIC_DIR, { maxAge: '1h' }))
	app.all('*', (_request, response) => {
		response.status(answer.status).set(headers).end(body)
	})
	app.listen(port, '127.0.0.1')
} else if (process.env.BASELINE_MODE === 'react') {
	const encoding = answer.headers['content-encoding']
	const shape = pageShape(decompress(body, encoding))
	const { 'content-length': _, ...rest } = headers
	http
		.createServer(async (_request, response) => {
			const page = await compress(renderShape(shape), encoding)
			response.writeHead(answer.status, { ...rest, 'content-length': String(page.length) })
			response.end(page)
		})
		.listen(port, '127.0.0.1')
} else if (process.env.BASELINE_MODE === 'postgres') {
	const floor = await postgresFloor(process.env.BASELINE_DATABASE_URL ?? '', Number(process.env.BASELINE_CONNECTIONS ?? 10))
	http
		.createServer(async (request, response) => {
			// The body is read as the app reads it, then the two statements.
			for await (const _chunk of request);
			await floor.handle()
			response.writeHead(answer.status, headers)
			response.end(body)
		})
		.listen(port, '127.0.0.1')
} else if (process.env.BASELINE_MODE === 'api') {
	const encoding = answer.headers['content-encoding']
	const floor = await apiFloor(process.env.BASELINE_DATABASE_URL ?? '', Number(process.env.BASELINE_CONNECTIONS ?? 10), process.env.BASELINE_SID ?? '', encoding)
	const { 'content-length': _, ...rest } = headers
	http
		.createServer(async (_request, response) => {
			const json = await floor.answer()
			response.writeHead(answer.status, { ...rest, 'content-length': String(json.length) })
			response.end(json)
		})
		.listen(port, '127.0.0.1')
} else {
	http
		.createServer((_request, response) => {
			response.writeHead(answer.status, headers)
			response.end(body)
		})
		.listen(port, '127.0.0.1')
}
