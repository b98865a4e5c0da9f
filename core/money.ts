import { numberFormat } from './intl.ts'

/**
 * Every amount of money the product shows, written as the reader's language writes it
 * (Intl.NumberFormat): "$24.98" in English, "24,98 $" in German, "24,98 $US" in French. The
 * locale is the language itself ("de"), the same on the pages, in mails and in Telegram.
 * Client-safe.
 */

/**
 * What subscriptions are charged in: core/pricing holds US cents and core/billing/prices.ts
 * creates USD Prices at Stripe (docs/product/decisions.md: prices in US dollars). The one place that says so
 * for display.
 */
export const chargeCurrency = 'USD'

/** A subscription price from core/pricing's cents: "$9.99", "9,99 $". */
export function formatPrice(cents: number, language: string): string {
	return numberFormat(language, { style: 'currency', currency: chargeCurrency }).format(Math.round(cents) / 100)
}

/** Whole euros, as an alert's price range (always in euros) is shown: "€12,500", "12.500 €". */
export function formatEuros(amount: number, language: string): string {
	return formatAmount(amount, 'EUR', language)
}

/**
 * A listing's price in the site's currency, without cents (car prices are whole): "€18,900",
 * "PLN 64,000". A code Intl does not know is written after the number as the site gave it.
 */
export function formatAmount(amount: number, currency: string | null, language: string): string {
	if (currency && /^[A-Za-z]{3}$/.test(currency)) {
		try {
			return numberFormat(language, { style: 'currency', currency: currency.toUpperCase(), maximumFractionDigits: 0 }).format(amount)
		} catch {
			// An unknown code: the number and the code as the site gave them.
		}
	}
	const number = numberFormat(language, { maximumFractionDigits: 0 }).format(amount)
	return currency ? `${number} ${currency}` : number
}

