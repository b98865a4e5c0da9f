import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { allModels } from '../catalogue/shape.ts'
import { type Catalogue } from '../catalogue/queries.ts'
import { alertSites, feedListings, feeds, listings, sentListings } from '../db/schema.ts'
import { type CarFacts, kmWindow, sameCar } from '../market/same-car.ts'
import { listingModel } from '../market/verdict.ts'
import { type DbOrTx } from '../notifications/outbox.ts'
import { type ListingPayload } from '../notifications/payloads.ts'
import { type SiteId, sites } from '../sites.ts'

/**
 * One car, one message (docs/decisions/039-one-car-one-message.md): what an alert was sent of a
 * car, whichever site or listing it came from, and where else the car is listed. Delivery reads
 * it inside the transaction that holds the alert's row lock (worker/lib/feeds/delivery.ts), so
 * two feeds delivering the same car to one alert at once take turns, and the second sees what
 * the first sent.
 */

type ListingRow = typeof listings.$inferSelect
type SentPrice = { price: number | null; currency: string | null; priceEur: number | null }

/** Another listing of the car is shown in a message while a crawl saw it this recently. */
export const alsoOnDays = 3
/** At most this many "also on" lines, the cheapest first. */
export const alsoOnLines = 3

const keyOf = (listing: Pick<ListingRow, 'siteId' | 'listingId'>) => `${listing.siteId}\u0000${listing.listingId}`

/** The brand's catalogue model names, for `listingModel`. */
export function brandModels(catalogue: Catalogue, brand: string): string[] {
	const entry = catalogue.brands_and_models.find((candidate) => candidate.slug === brand)
	return (entry?.models ?? []).filter((model) => model.slug !== allModels).map((model) => model.name)
}

/**
 * The listings that may be the same car as one of `targets`: the same VIN, or the same first
 * registration with kilometres within the widest tolerance, shown by a feed of the brand (or of
 * the alert: a Facebook search), or sent to the alert; each with the price the alert was sent, if
 * it was. The targets themselves are among them.
 */
async function candidates(tx: DbOrTx, subscriptionId: string, brand: string, targets: ListingRow[]) {
	const vins = [...new Set(targets.flatMap((listing) => (listing.vin ? [listing.vin] : [])))]
	const near = targets.flatMap((listing) =>
		listing.year === null || listing.km === null ? [] : [and(eq(listings.year, listing.year), sql`${listings.km} BETWEEN ${listing.km - kmWindow} AND ${listing.km + kmWindow}`)],
	)
	const self = targets.map((listing) => and(eq(listings.siteId, listing.siteId), eq(listings.listingId, listing.listingId)))
	const shown = sql`EXISTS (
		SELECT 1 FROM ${feedListings} fl WHERE fl.site_id = ${listings.siteId} AND fl.listing_id = ${listings.listingId}
		AND fl.feed_id IN (
			SELECT ${feeds.id} FROM ${feeds} WHERE (${feeds.siteId} <> 'facebook' AND ${feeds.scope} = ${brand})
			OR ${feeds.id} IN (SELECT ${alertSites.feedId} FROM ${alertSites} WHERE ${alertSites.subscriptionId} = ${subscriptionId})))`
	const rows = await tx
		.select({ listing: listings, sent: { price: sentListings.price, currency: sentListings.currency, priceEur: sentListings.priceEur, at: sentListings.sentAt } })
		.from(listings)
		.leftJoin(sentListings, and(eq(sentListings.subscriptionId, subscriptionId), eq(sentListings.siteId, listings.siteId), eq(sentListings.listingId, listings.listingId)))
		.where(
			or(
				...self,
				and(
					or(...near, vins.length > 0 ? inArray(listings.vin, vins) : undefined),
					or(isNotNull(sentListings.subscriptionId), shown),
				),
			),
		)
	return rows.map(({ listing, sent }) => ({ listing, sent: sent === null ? null : { price: sent.price, currency: sent.currency, priceEur: sent.priceEur } }))
}

/** What becomes of a listing message once the car's other listings are known. */
export type CarDecision =
	| { kind: 'as_is' }
	/** Cheaper than the alert was told of the car on another site or listing: a price drop from that price. */
	| { kind: 'price_drop'; previousPrice: number; previousPriceEur: number }
	/** The alert was told of the car at this price or less: nothing to send. */
	| { kind: 'duplicate' }

/**
 * The cars of one alert's delivery: loaded once after its row lock, then asked per message in
 * the order they are queued (a car listed twice in one delivery is sent once).
 */
export async function alertCars(tx: DbOrTx, input: { subscriptionId: string; brand: string; modelNames: readonly string[]; targets: ListingRow[] }) {
	const rows = input.targets.length === 0 ? [] : await candidates(tx, input.subscriptionId, input.brand, input.targets)
	const byKey = new Map(rows.map((row) => [keyOf(row.listing), row]))
	const sent = new Map<string, SentPrice>(rows.flatMap((row) => (row.sent ? [[keyOf(row.listing), row.sent] as const] : [])))
	const facts = new Map<string, CarFacts>()
	const factsOf = (listing: ListingRow): CarFacts => {
		const key = keyOf(listing)
		let known = facts.get(key)
		if (!known) {
			known = { brand: input.brand, model: listingModel(input.modelNames, listing), year: listing.year, km: listing.km, fuel: listing.fuel, location: listing.location, title: listing.title, seller: listing.seller, vin: listing.vin }
			facts.set(key, known)
		}
		return known
	}
	/** The other listings of the car, as stored. */
	const others = (listing: ListingRow) => {
		const target = factsOf(listing)
		const key = keyOf(listing)
		return [...byKey.values()].filter((row) => keyOf(row.listing) !== key && sameCar(target, factsOf(row.listing)))
	}

	return {
		decide(listing: ListingRow, price: { price: number | null; priceEur: number | null }): CarDecision {
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
		told(listing: ListingRow, price: SentPrice) {
			sent.set(keyOf(listing), price)
			if (!byKey.has(keyOf(listing))) byKey.set(keyOf(listing), { listing, sent: price })
		},
		/** Where else the car is listed, the cheapest first: what the message says besides the listing. */
		alsoOn(listing: ListingRow, price: { price: number | null; priceEur: number | null }, now: Date): NonNullable<ListingPayload['alsoOn']> {
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
						url: other.url,
						difference,
						currency: difference === null ? null : sameCurrency ? other.currency : 'EUR',
					}
				})
		},
	}
}

/** Records what the alert was sent, at what price (the last price told wins). */
export async function recordSent(tx: DbOrTx, subscriptionId: string, entries: Array<{ siteId: string; listingId: string } & SentPrice>, now: Date) {
	// One row per listing (a new listing and its drop in one delivery): a statement may not update a row twice.
	const last = [...new Map(entries.map((entry) => [keyOf(entry), entry])).values()]
	if (last.length === 0) return
	await tx
		.insert(sentListings)
		.values(last.map((entry) => ({ subscriptionId, ...entry, sentAt: now })))
		.onConflictDoUpdate({
			target: [sentListings.subscriptionId, sentListings.siteId, sentListings.listingId],
			set: { price: sql`excluded.price`, currency: sql`excluded.currency`, priceEur: sql`excluded.price_eur`, sentAt: now },
		})
}
