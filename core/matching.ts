import { type FuelType } from './enums.ts'

/**
 * Sites sometimes ignore a filter (a price range, a fuel) or pad results with "similar" cars, so
 * every parsed listing is matched against the alert's criteria again before anyone is told.
 * Brand and model are left to the site's search: titles name them too loosely ("320d" for a
 * 3 Series, "Golf 7" without the brand) to reject a car on them. A field the listing does not
 * state passes: a missing number is not a reason to hide a car.
 */

export type MatchCriteria = {
	fuelType: FuelType
	priceMin: number | null
	priceMax: number | null
	yearMin: number | null
	yearMax: number | null
	mileageMax: number | null
}

export type MatchListing = {
	price: number | null
	km: number | null
	year: number | null
	fuel: FuelType | null
}

function fuelMatches(wanted: FuelType, actual: FuelType | null): boolean {
	if (wanted === 'any' || actual === null) return true
	if (wanted === actual) return true
	// A plug-in hybrid is a hybrid to a buyer who asked for hybrids.
	return wanted === 'hybrid' && actual === 'plugin_hybrid'
}

function within(value: number | null, min: number | null, max: number | null): boolean {
	if (value === null) return true
	if (min !== null && value < min) return false
	if (max !== null && value > max) return false
	return true
}

export function matchesCriteria(listing: MatchListing, criteria: MatchCriteria): boolean {
	return (
		fuelMatches(criteria.fuelType, listing.fuel) &&
		within(listing.price, criteria.priceMin, criteria.priceMax) &&
		within(listing.year, criteria.yearMin, criteria.yearMax) &&
		within(listing.km, null, criteria.mileageMax)
	)
}
