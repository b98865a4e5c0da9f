import { type FuelType, type ListingSeller } from '../enums.ts'
import { plainWords } from '../matching.ts'

/**
 * Whether two listings are one car (docs/decisions/039-one-car-one-message.md): the same car
 * listed on two sites, or listed again on one under a new id, reaches a buyer once. A whole VIN on
 * both decides. Without one, the listings must agree on everything a seller copies from one ad
 * to the next (brand, model, first registration, fuel, the place) and on the kilometres within a
 * small tolerance (one ad rounds them, a re-listing weeks later has a few hundred more). Whatever
 * is missing on either side cannot confirm: a car merged by mistake is a car the buyer never
 * hears of, a duplicate is only a second message. The tolerance was chosen on a labelled sample
 * (./same-car.sample.ts, BENCHMARKS.md "Duplicates").
 */

export type CarFacts = {
	/** The catalogue brand (slug or name, compared as plain words). */
	brand: string | null
	/** The catalogue model the listing names (core/market/verdict.ts `listingModel`), null when none. */
	model: string | null
	year: number | null
	km: number | null
	fuel: FuelType | null
	location: string | null
	title: string
	seller?: ListingSeller | null
	vin?: string | null
}

export type SameCarTolerance = {
	/**
	 * Kilometres two exact mileages of one car may differ by (a re-listing weeks later, a typo).
	 * A round mileage is compared as what it rounds: a multiple of 5,000 within 2,500 of the other,
	 * a multiple of 1,000 within 1,000 (rounded or cut: "87 Tkm").
	 */
	kmExact: number
}

/** Chosen on the sample (BENCHMARKS.md "Duplicates"): a wider one merges more look-alikes than it finds re-listings. */
export const sameCarTolerance: SameCarTolerance = { kmExact: 1_000 }

/** The widest difference `closeKm` accepts: how far the store is searched around a mileage. */
export const kmWindow = Math.max(sameCarTolerance.kmExact, 2_500)

/** A whole VIN, upper case without spaces; null for a masked, cut or malformed one (sites often hide part of it). */
export function normalizeVin(value: unknown): string | null {
	if (typeof value !== 'string') return null
	const vin = value.replace(/[\s-]+/g, '').toUpperCase()
	// 17 characters of A–Z and 0–9 without I, O and Q (ISO 3779); a masked one has stars or dots.
	return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? vin : null
}

/** The names a place goes by on sites in another language: the local name they stand for. */
const placeNames: Record<string, string> = {
	munich: 'munchen',
	cologne: 'koln',
	vienna: 'wien',
	nuremberg: 'nurnberg',
	bucharest: 'bucuresti',
	prague: 'praha',
	warsaw: 'warszawa',
	cracow: 'krakow',
	milan: 'milano',
	rome: 'roma',
	turin: 'torino',
	naples: 'napoli',
	florence: 'firenze',
	lisbon: 'lisboa',
	belgrade: 'beograd',
	sofiya: 'sofia',
}

/**
 * The town of a seller's location as plain words: the first part before a comma (the region or
 * country follows it), without postcodes, country prefixes ("DE-80331 München"),
 * German umlauts written out folded like the accented ones ("Muenchen" is "München"), "St." as
 * "Sankt", and a few English names of towns as the local ones. Null when nothing is left.
 */
export function placeKey(location: string | null | undefined): string | null {
	if (!location) return null
	const first = location.split(/[,;/|]/)[0] ?? ''
	const words = plainWords(first.replace(/\b[A-Z]{1,2}-(?=\d)/g, ' '))
		.split(' ')
		.filter((word) => word !== '' && !/\d/.test(word))
		.map((word) => word.replace(/ae/g, 'a').replace(/oe/g, 'o').replace(/ue/g, 'u'))
		.map((word) => (word === 'st' ? 'sankt' : word))
	if (words.length === 0) return null
	const key = words.join(' ')
	return placeNames[key] ?? key
}

/** One place: equal, or one names a part of the other ("München-Schwabing", "München"). */
export function samePlace(a: string | null | undefined, b: string | null | undefined): boolean {
	const left = placeKey(a)
	const right = placeKey(b)
	if (left === null || right === null) return false
	return left === right || left.startsWith(`${right} `) || right.startsWith(`${left} `)
}

/** The engine's size a title names ("2.0 TDI", "1,6 HDi"): two ads of one car do not disagree on it. */
function displacement(title: string): string | null {
	const match = /(?:^|[^\d.,])([1-6])[.,](\d)(?![\d.,])/.exec(title)
	return match ? `${match[1]}.${match[2]}` : null
}

/** Within the tolerance: a rounded mileage, or one a re-listing updated. */
export function closeKm(a: number, b: number, tolerance: SameCarTolerance = sameCarTolerance): boolean {
	const difference = Math.abs(a - b)
	if (difference <= tolerance.kmExact) return true
	const roundTo = (step: number) => a % step === 0 || b % step === 0
	if (roundTo(5_000)) return difference <= 2_500
	if (roundTo(1_000)) return difference < 1_000
	return false
}

const known = <T>(a: T | null | undefined, b: T | null | undefined) => a !== null && a !== undefined && b !== null && b !== undefined

export function sameCar(a: CarFacts, b: CarFacts, tolerance: SameCarTolerance = sameCarTolerance): boolean {
	if (known(a.vin, b.vin)) return a.vin === b.vin
	if (!known(a.brand, b.brand) || plainWords(a.brand!) !== plainWords(b.brand!)) return false
	if (!known(a.model, b.model) || plainWords(a.model!) !== plainWords(b.model!)) return false
	if (!known(a.year, b.year) || a.year !== b.year) return false
	if (!known(a.fuel, b.fuel) || a.fuel !== b.fuel) return false
	if (!known(a.km, b.km) || !closeKm(a.km!, b.km!, tolerance)) return false
	if (!samePlace(a.location, b.location)) return false
	// Seen only when both say it: a dealer's car is not a private seller's.
	if (known(a.seller, b.seller) && a.seller !== b.seller) return false
	const sizes = [displacement(a.title), displacement(b.title)]
	if (known(sizes[0], sizes[1]) && sizes[0] !== sizes[1]) return false
	return true
}
