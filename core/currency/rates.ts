/**
 * Prices in euros (docs/decisions/009): an alert's price range is in euros, so a listing priced in
 * another currency is converted with the ECB's euro reference rates, expressed as units of the
 * currency per euro, as the ECB publishes them.
 */


export type Rates = { date: string; perEur: ReadonlyMap<string, number> }

/**
 * The lev's conversion rate is fixed; the ECB stopped publishing it once Bulgaria adopted the
 * euro, while older listings and some sellers still quote leva, so this value is what stays.
 */
export const bgnPerEur = 1.95583

/**
 * The dinar: the ECB does not publish it, and the National Bank of Serbia has held it close to
 * 117 a euro for years (117.2 in 2025), so a Serbian dealer's price in dinars is converted at this
 * value, which stays when the stored rates replace the others (core/models/exchange-rates.ts).
 */
export const rsdPerEur = 117.2

/**
 * ECB euro reference rates of 21 October 2025: an approximate snapshot, replaced by the stored
 * rates as soon as the refresh job runs (core/models/exchange-rates.ts). It exists so that a fresh
 * database, or one whose refresh never succeeded, still converts the usual currencies instead of
 * letting every foreign price through the alerts' price filters.
 */
export const snapshotRates: Rates = {
	date: '2025-10-21',
	perEur: new Map([
		['USD', 1.1607],
		['JPY', 176.45],
		['BGN', bgnPerEur],
		['RSD', rsdPerEur],
		['CZK', 24.314],
		['DKK', 7.4691],
		['GBP', 0.8678],
		['HUF', 389.63],
		['PLN', 4.2393],
		['RON', 5.0838],
		['SEK', 10.9345],
		['CHF', 0.923],
		['ISK', 141.6],
		['NOK', 11.6693],
		['TRY', 48.7114],
	]),
}

/**
 * A price in whole euros, or null when it cannot be known: no price, no currency, or a currency
 * without a rate. A null price passes the alerts' price filters (a car too many rather than one
 * missed), so an unknown currency must never be guessed as euros.
 */
export function toEur(rates: Rates, amount: number | null, currency: string | null): number | null {
	if (amount === null || currency === null || !Number.isFinite(amount)) return null
	const code = currency.trim().toUpperCase()
	if (code === 'EUR') return Math.round(amount)
	const rate = rates.perEur.get(code)
	return rate !== undefined && Number.isFinite(rate) && rate > 0 ? Math.round(amount / rate) : null
}
