import Stripe from 'stripe'
import { type Config } from '../config.ts'

/**
 * The one place a Stripe client is made, for the web side and the worker alike
 * (docs/decisions/005-billing.md). Without STRIPE_SECRET_KEY there is none: billing runs in
 * the labelled demo mode, which production never allows (core/config.ts refuses to start).
 * STRIPE_API_BASE points the client at another Stripe-compatible host (tests).
 */

const clients = new Map<string, Stripe>()

export type BillingMode = 'stripe' | 'demo'

export function billingMode(config: Pick<Config, 'STRIPE_SECRET_KEY'>): BillingMode {
	return config.STRIPE_SECRET_KEY ? 'stripe' : 'demo'
}

export function stripeFor(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>): Stripe | null {
	const key = config.STRIPE_SECRET_KEY
	if (!key) return null
	const cacheKey = `${config.STRIPE_API_BASE ?? ''} ${key}`
	let client = clients.get(cacheKey)
	if (!client) {
		client = new Stripe(key, {
			// Network failures and 5xx answers are retried with the same idempotency key.
			maxNetworkRetries: 2,
			timeout: 20_000,
			appInfo: { name: 'CarWatch' },
			...hostOf(config.STRIPE_API_BASE),
		})
		clients.set(cacheKey, client)
	}
	return client
}

function hostOf(base: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
	if (!base) return {}
	const url = new URL(base)
	const protocol = url.protocol === 'http:' ? 'http' : 'https'
	return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol }
}

/** The id of a Stripe field that may come back expanded. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
	if (!value) return null
	return typeof value === 'string' ? value : value.id
}
