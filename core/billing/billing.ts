import type Stripe from 'stripe'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { stripeFor } from './stripe-client.ts'

/** What every billing operation works with: the database, the settings, and Stripe (null: demo billing). */
export type Billing = { db: Database; config: Config; stripe: Stripe | null }

export function billingOf(db: Database, config: Config): Billing {
	return { db, config, stripe: stripeFor(config) }
}

/** A Stripe "no such object" answer (an unknown id, or one of another account). */
export function isMissing(error: unknown): boolean {
	const stripeError = error as { type?: string; code?: string; statusCode?: number } | null
	return stripeError?.statusCode === 404 || stripeError?.code === 'resource_missing'
}
