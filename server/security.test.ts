import { type Server } from 'node:http'
import { type AddressInfo } from 'node:net'
import express, { type RequestHandler } from 'express'
import helmet from 'helmet'
import { afterAll, expect, test } from 'vitest'
import { securityHeaders } from './security.ts'

/** The security headers are helmet's, worked out once (docs/decisions/026-light-page-shell.md). */

const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

async function headersFrom(middleware: RequestHandler) {
	const app = express()
	app.disable('x-powered-by')
	app.use(middleware)
	app.get('/', (_req, res) => res.send('ok'))
	const server = app.listen(0, '127.0.0.1')
	servers.push(server)
	await new Promise((resolve) => server.once('listening', resolve))
	const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
	const ignored = new Set(['date', 'content-length', 'etag', 'connection', 'keep-alive', 'content-type'])
	return Object.fromEntries([...response.headers].filter(([name]) => !ignored.has(name)))
}

test.each([true, false])('with isProduction %s, every request gets the headers helmet itself would set', async (isProduction) => {
	const ours = await headersFrom(securityHeaders({ isProduction, isDev: false }))
	const helmets = await headersFrom(
		helmet({
			contentSecurityPolicy: false,
			strictTransportSecurity: isProduction ? { maxAge: 60 * 60 * 24 * 365, includeSubDomains: true } : false,
			crossOriginEmbedderPolicy: false,
			referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		}),
	)
	expect(ours).toEqual(helmets)
	expect(ours['referrer-policy']).toBe('strict-origin-when-cross-origin')
	expect('strict-transport-security' in ours).toBe(isProduction)
	expect(ours['x-frame-options']).toBe('SAMEORIGIN')
})
