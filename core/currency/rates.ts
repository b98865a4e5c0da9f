// TEMPORARY STUB (replaced by the currency branch)
export type Rates = { date: string; perEur: ReadonlyMap<string, number> }
export function toEur(rates: Rates, amount: number | null, currency: string | null): number | null {
	if (amount === null || currency === null) return null
	if (currency === 'EUR') return amount
	const rate = currency === 'BGN' ? 1.95583 : rates.perEur.get(currency)
	return rate ? Math.round(amount / rate) : null
}
