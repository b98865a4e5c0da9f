import crypto from 'node:crypto'
import { type RequestHandler } from 'express'
import helmet from 'helmet'

/** A fresh nonce per response, read by the CSP header and by the inline scripts Remix renders. */
export const assignNonce: RequestHandler = (_req, res, next) => {
	res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
	next()
}

/**
 * Security headers. The CSP allows our own scripts (plus the per-request nonce for the inline
 * ones), Stripe.js and its frames, and forbids framing this site (frame-ancestors 'none').
 */
export function securityHeaders(options: { isProduction: boolean; isDev: boolean }): RequestHandler {
	return helmet({
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				'default-src': ["'self'"],
				'base-uri': ["'self'"],
				'form-action': ["'self'", 'https://accounts.google.com', 'https://checkout.stripe.com'],
				'frame-ancestors': ["'none'"],
				'object-src': ["'none'"],
				'script-src': [
					"'self'",
					'https://js.stripe.com',
					'https://challenges.cloudflare.com',
					(_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
				],
				// Mantine sets style attributes at run time.
				'style-src': ["'self'", "'unsafe-inline'"],
				'img-src': ["'self'", 'data:', 'https:'],
				'font-src': ["'self'", 'data:'],
				'connect-src': [
					"'self'",
					'https://api.stripe.com',
					...(options.isDev ? ['ws:'] : []),
				],
				'frame-src': [
					'https://js.stripe.com',
					'https://hooks.stripe.com',
					'https://challenges.cloudflare.com',
				],
				...(options.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
			},
		},
		strictTransportSecurity: options.isProduction
			? { maxAge: 60 * 60 * 24 * 365, includeSubDomains: true }
			: false,
		crossOriginEmbedderPolicy: false,
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
	})
}
