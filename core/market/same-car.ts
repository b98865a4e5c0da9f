import { type FuelType, type ListingSeller } from '../enums.ts'
import { type listings } from '../db/schema.ts'
import { plainWords } from '../matching.ts'
import { type ListingPayload } from '../notifications/payloads.ts'
import { type SiteId, sites } from '../sites.ts'
import { listingModel } from './verdict.ts'

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

/** Another listing of the car is shown in a message while a crawl saw it this recently. */
export const alsoOnDays = 3
/** At most this many "also on" lines, the cheapest first. */
export const alsoOnLines = 3

type StoredListing = typeof listings.$inferSelect
type SentPrice = { price: number | null; currency: string | null; priceEur: number | null }
/** A stored listing that may be one of the delivery's cars, with the price the alert was sent of it, if it was. */
export type CarCandidate = { listing: StoredListing; sent: SentPrice | null }

/** What becomes of a listing message once the car's other listings are known. */
export type CarDecision =
	| { kind: 'as_is' }
	/** Cheaper than the alert was told of the car on another site or listing: a price drop from that price. */
	| { kind: 'price_drop'; previousPrice: number; previousPriceEur: number }
	/** The alert was told of the car at this price or less: nothing to send. */
	| { kind: 'duplicate' }

const keyOf = (listing: Pick<StoredListing, 'siteId' | 'listingId'>) => `${listing.siteId}\u0000${listing.listingId}`

/**
 * The cars of one alert's delivery (docs/decisions/039-one-car-one-message.md), from the stored
 * listings that may be them (core/models/same-car.ts reads them under the alert's row lock); asked
 * per message in the order they are queued, and told what was sent, so a car listed twice in one
 * delivery is sent once. No I/O: the delivery plan (core/delivery/plan.ts) keeps one per alert.
 */
export function carBook(rows: readonly CarCandidate[], input: { brand: string; modelNames: readonly string[] }) {
	const byKey = new Map(rows.map((row) => [keyOf(row.listing), row]))
	const sent = new Map<string, SentPrice>(rows.flatMap((row) => (row.sent ? [[keyOf(row.listing), row.sent] as const] : [])))
	const facts = new Map<string, CarFacts>()
	const factsOf = (listing: StoredListing): CarFacts => {
		const key = keyOf(listing)
		let known = facts.get(key)
		if (!known) {
			known = { brand: input.brand, model: listingModel(input.modelNames, listing), year: listing.year, km: listing.km, fuel: listing.fuel, location: listing.location, title: listing.title, seller: listing.seller, vin: listing.vin }
			facts.set(key, known)
		}
		return known
	}
	/** The other listings of the car, as stored. */
	const others = (listing: StoredListing) => {
		const target = factsOf(listing)
		const key = keyOf(listing)
		return [...byKey.values()].filter((row) => keyOf(row.listing) !== key && sameCar(target, factsOf(row.listing)))
	}

	return {
		decide(listing: StoredListing, price: { price: number | null; priceEur: number | null }): CarDecision {
			const told = others(listing).flatMap((row) => {
				const at = sent.get(keyOf(row.listing))
				return at ? [at] : []
			})
			if (told.length === 0) return { kind: 'as_is' }
			const own = sent.get(keyOf(listing))
			const priced = [...told, ...(own ? [own] : [])].filter((entry): entry is SentPrice & { priceEur: number } => entry.priceEur !== null)
			const reference = priced.sort((a, b) => a.priceEur - b.priceEur)[0]
			if (!reference || price.price === null || price.priceEur === null || price.priceEur >= reference.priceEur) return { kind: 'duplicate' }
			// The price the buyer was told, in this listing's currency (converted at this listing's rate when the other's differs).
			const previousPrice =
				reference.currency === listing.currency && reference.price !== null ? reference.price : price.priceEur > 0 ? Math.round((reference.priceEur * price.price) / price.priceEur) : reference.priceEur
			return previousPrice > price.price ? { kind: 'price_drop', previousPrice, previousPriceEur: reference.priceEur } : { kind: 'duplicate' }
		},
		/** The alert was told of this listing at this price: later listings of the car are compared with it. */
		told(listing: StoredListing, price: SentPrice) {
			sent.set(keyOf(listing), price)
			if (!byKey.has(keyOf(listing))) byKey.set(keyOf(listing), { listing, sent: price })
		},
		/** Where else the car is listed, the cheapest first: what the message says besides the listing. */
		alsoOn(listing: StoredListing, price: { price: number | null; priceEur: number | null }, now: Date): NonNullable<ListingPayload['alsoOn']> {
			const since = now.getTime() - alsoOnDays * 86_400_000
			return others(listing)
				.map((row) => row.listing)
				.filter((other) => other.lastSeenAt.getTime() >= since)
				.sort((a, b) => (a.priceEur ?? Number.MAX_SAFE_INTEGER) - (b.priceEur ?? Number.MAX_SAFE_INTEGER))
				.slice(0, alsoOnLines)
				.map((other) => {
					const sameCurrency = other.currency === listing.currency && other.price !== null && price.price !== null
					const difference = sameCurrency ? other.price! - price.price! : other.priceEur !== null && price.priceEur !== null ? other.priceEur - price.priceEur : null
					return {
						siteName: sites[other.siteId as SiteId]?.name ?? other.siteId,
						// The message names the site with its country by its id (docs/decisions/072).
						siteId: other.siteId,
						url: other.url,
						difference,
						currency: difference === null ? null : sameCurrency ? other.currency : 'EUR',
					}
				})
		},
	}
}

export type CarBook = ReturnType<typeof carBook>
