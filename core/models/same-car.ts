import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import { allModels } from '../catalogue/shape.ts'
import { type Catalogue } from '../catalogue/queries.ts'
import { alertSites, feedListings, feeds, listings, sentListings } from '../db/schema.ts'
import { type CarBook, carBook, kmWindow } from '../market/same-car.ts'
import { type DbOrTx } from '../db/client.ts'
import { isBrandSite } from './url-sites.ts'

/**
 * One car, one message (docs/decisions/039-one-car-one-message.md): what an alert was sent of a
 * car, whichever site or listing it came from, and where else the car is listed. Delivery reads
 * it inside the transaction that holds the alert's row lock (worker/lib/feeds/delivery.ts), so
 * two feeds delivering the same car to one alert at once take turns, and the second sees what
 * the first sent.
 */

type ListingRow = typeof listings.$inferSelect
type SentPrice = { price: number | null; currency: string | null; priceEur: number | null }

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
			SELECT ${feeds.id} FROM ${feeds} WHERE (${isBrandSite(feeds.siteId)} AND ${feeds.scope} = ${brand})
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

/**
 * The cars of one alert's delivery (core/market/same-car.ts `carBook`), read after its row lock:
 * the stored listings that may be one of `targets`, with what the alert was sent of them.
 */
export async function alertCars(tx: DbOrTx, input: { subscriptionId: string; brand: string; modelNames: readonly string[]; targets: ListingRow[] }): Promise<CarBook> {
	const rows = input.targets.length === 0 ? [] : await candidates(tx, input.subscriptionId, input.brand, input.targets)
	return carBook(rows, input)
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
