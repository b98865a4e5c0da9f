import { type UpdateFrequency, updateFrequencies } from './enums.ts'

/**
 * The only place prices live (docs/product/decisions.md): US cents per month. The browser shows a preview
 * from these numbers; the server recomputes and never trusts a client's price.
 */
export const basePriceCents = 999
export const additionalWebsiteCents = 499
export const frequencyUpgradeCents: Record<UpdateFrequency, number> = {
	hourly: 0,
	'30min': 299,
	'15min': 599,
	'5min': 999,
	'1min': 1499,
}

export type PriceBreakdown = {
	base: number
	extraWebsites: number
	extraWebsitesCount: number
	frequencyUpgrade: number
	total: number
}

/** The monthly price of one alert; zero websites price at zero (nothing to watch). */
export function priceAlert(input: { websiteCount: number; frequency: UpdateFrequency }): PriceBreakdown {
	if (input.websiteCount < 1) {
		return { base: 0, extraWebsites: 0, extraWebsitesCount: 0, frequencyUpgrade: 0, total: 0 }
	}
	const extraWebsitesCount = input.websiteCount - 1
	const extraWebsites = extraWebsitesCount * additionalWebsiteCents
	const frequencyUpgrade = frequencyUpgradeCents[input.frequency]
	return {
		base: basePriceCents,
		extraWebsites,
		extraWebsitesCount,
		frequencyUpgrade,
		total: basePriceCents + extraWebsites + frequencyUpgrade,
	}
}


/** The add-ons as the pricing section lists them, in order. */
export const frequencyAddOns = updateFrequencies
	.filter((frequency) => frequencyUpgradeCents[frequency] > 0)
	.map((frequency) => ({ frequency, cents: frequencyUpgradeCents[frequency] }))
