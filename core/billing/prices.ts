import type Stripe from 'stripe'

/**
 * Stripe Prices come from core/pricing's amounts, never the other way round: each amount in US
 * cents has one recurring monthly Price, found by its lookup key and created the first time it
 * is needed. An amount that changes in core/pricing simply gets a new key and a new Price.
 */
export function priceLookupKey(cents: number): string {
	if (!Number.isInteger(cents) || cents <= 0) throw new Error(`priceLookupKey: ${cents} is not a price in cents`)
	return `carwatch_alert_usd_${cents}_monthly`
}

const known = new Map<string, string>()

/** The id of the monthly USD Price of `cents`, found by lookup key or created. */
export async function priceIdFor(stripe: Stripe, cents: number): Promise<string> {
	const lookupKey = priceLookupKey(cents)
	const cached = known.get(lookupKey)
	if (cached) return cached
	const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })
	const price =
		found.data[0] ??
		(await stripe.prices.create(
			{
				currency: 'usd',
				unit_amount: cents,
				recurring: { interval: 'month' },
				lookup_key: lookupKey,
				product_data: { name: 'CarWatch alert' },
			},
			// Two first uses at the same moment create one Price.
			{ idempotencyKey: `price-${lookupKey}` },
		))
	if (price.unit_amount !== cents || price.currency !== 'usd' || price.recurring?.interval !== 'month') {
		throw new Error(`Stripe price ${price.id} under ${lookupKey} does not charge ${cents} USD cents a month`)
	}
	known.set(lookupKey, price.id)
	return price.id
}
