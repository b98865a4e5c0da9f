import http from 'node:http'
import compression from 'compression'
import express from 'express'
import { assignNonce, securityHeaders } from '#server/security.ts'

/**
 * The baseline of the page benchmarks: a bare node:http server that sends the same status,
 * headers and bytes as the page it stands for, without doing anything to make them. A page's
 * requests/s over this server's, measured in the same run, is what the machine allows.
 *
 * With BASELINE_MODE=express it answers the same bytes from memory behind the middleware the
 * app's Express host runs before Remix (server/app.ts): what a page cache inside that host
 * could reach at best.
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
} else {
	http
		.createServer((_request, response) => {
			response.writeHead(answer.status, headers)
			response.end(body)
		})
		.listen(port, '127.0.0.1')
}
