import crypto from 'node:crypto'
import { type IncomingMessage, type ServerResponse } from 'node:http'
import { type RequestHandler } from 'express'
import helmet from 'helmet'

export type CspOptions = { isProduction: boolean; isDev: boolean }

/**
 * The Content Security Policy: our own scripts plus the nonce for the inline ones Remix
 * renders, Stripe.js and its frames, Cloudflare Turnstile, and no framing of this site.
 */
export function contentSecurityPolicy(nonce: string, options: CspOptions): string {
	const directives: Record<string, string[]> = {
		'default-src': ["'self'"],
		'base-uri': ["'self'"],
		'form-action': ["'self'", 'https://accounts.google.com', 'https://checkout.stripe.com'],
		'frame-ancestors': ["'none'"],
		'object-src': ["'none'"],
		// Stripe.js and the Payment Element's frames (Stripe's CSP guide): js.stripe.com and its subdomains.
		'script-src': ["'self'", `'nonce-${nonce}'`, 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://challenges.cloudflare.com'],
		// Mantine sets style attributes at run time.
		'style-src': ["'self'", "'unsafe-inline'"],
		'img-src': ["'self'", 'data:', 'https:'],
		'font-src': ["'self'", 'data:'],
		'connect-src': ["'self'", 'https://api.stripe.com', ...(options.isDev ? ['ws:'] : [])],
		'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://challenges.cloudflare.com'],
	}
	const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`)
	if (options.isProduction) policy.push('upgrade-insecure-requests')
	return policy.join('; ')
}

/**
 * A fresh nonce per request, for the inline scripts of the document. app/entry.server.tsx
 * writes the CSP header with it (cacheable pages swap it for one derived from their content).
 */
export const assignNonce: RequestHandler = (_req, res, next) => {
	res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
	next()
}

/**
 * The other security headers; HSTS only in production, where the site is served over https.
 * They are the same on every answer: helmet works them out once here, and each request gets the
 * list, instead of passing through helmet's dozen middlewares (docs/decisions/026-light-page-shell.md).
 */
export function securityHeaders(options: CspOptions): RequestHandler {
	const headers = helmetHeaders(options)
	return (_req, res, next) => {
		for (const [name, value] of headers) res.setHeader(name, value)
		next()
	}
}

/** What helmet sets on an answer, recorded from one run of it against a stand-in. */
export function helmetHeaders(options: CspOptions): Array<[string, string]> {
	const headers: Array<[string, string]> = []
	const middleware = helmet({
		contentSecurityPolicy: false,
		strictTransportSecurity: options.isProduction
			? { maxAge: 60 * 60 * 24 * 365, includeSubDomains: true }
			: false,
		crossOriginEmbedderPolicy: false,
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
	})
	const stand = {
		setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
		// X-Powered-By: the app turns it off (server/app.ts).
		removeHeader: () => {},
	}
	let called = false
	middleware({} as IncomingMessage, stand as unknown as ServerResponse, () => (called = true))
	if (!called) throw new Error('helmet did not finish synchronously')
	return headers
}
