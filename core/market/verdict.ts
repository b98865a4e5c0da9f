import { type SQL, sql } from 'drizzle-orm'
import { feedListings, feeds, listingPrices, listings } from '../db/schema.ts'
import { type FuelType } from '../enums.ts'
import { modelMatches, modelPatternSource, plainWords, spelledOut } from '../matching.ts'
import { type DbOrTx } from '../db/client.ts'
import { isBrandSite } from '../models/url-sites.ts'

/**
 * How a listing's price compares with similar cars the crawl has stored on every site, and what
 * it cost before (docs/decisions/037-fair-price-verdict.md). Delivery computes both once per
 * batch of messages and stores them in the payload; the message is rendered from the payload.
 */

/** What makes a car similar, and when a comparison is worth saying (the record explains each). */
export const comparison = {
	/** Fewer similar cars than this: no verdict. */
	minComparables: 8,
	/** First registration within this many years either side. */
	yearSpan: 1,
	/** Kilometres within this share either side… */
	kmShare: 0.2,
	/** …but never a narrower band than this either side (about a year's driving). */
	kmFloor: 15_000,
	/** Shown by one of the brand's feeds within this many days. */
	days: 90,
	/** Within this share of the median the price is "about the price of similar cars". */
	aboutShare: 0.03,
	/** A difference is said to the nearest this many euros. */
	roundTo: 100,
} as const

export type VerdictKind = 'below' | 'above' | 'about'

export type Verdict = {
	kind: VerdictKind
	/** How far from the median, in whole euros rounded to `comparison.roundTo`; 0 for `about`. */
	amountEur: number
	/** How many similar cars the median is of. */
	compared: number
}

/** A listing to compare: its own key (left out of its comparables), brand and model, and figures. */
export type VerdictTarget = {
	siteId: string
	listingId: string
	/** The brand's catalogue slug: the scope of its feeds on every site but Facebook. */
	brand: string
	/** The catalogue model name, matched as core/matching.ts matches an alert's model. */
	modelName: string
	year: number | null
	km: number | null
	fuel: FuelType | null
	priceEur: number | null
}

/** The kilometre band around `km`, inclusive. */
export function kmBand(km: number): { min: number; max: number } {
	const half = Math.max(Math.round(km * comparison.kmShare), comparison.kmFloor)
	return { min: Math.max(0, km - half), max: km + half }
}

/** The verdict on `priceEur` against the median of `compared` similar cars; null below the minimum. */
export function verdictOf(priceEur: number, median: number, compared: number): Verdict | null {
	if (compared < comparison.minComparables || median <= 0) return null
	const difference = priceEur - median
	if (Math.abs(difference) <= median * comparison.aboutShare) return { kind: 'about', amountEur: 0, compared }
	// Past 3 % the difference is at least a few hundred euros on any car, so it never rounds to nothing.
	const amountEur = Math.max(comparison.roundTo, Math.round(Math.abs(difference) / comparison.roundTo) * comparison.roundTo)
	return { kind: difference < 0 ? 'below' : 'above', amountEur, compared }
}

/**
 * The model an "all models" alert's listing is, in the brand's catalogue names: the most specific
 * name the listing matches ("Golf Plus" before "Golf"), or null when it names none.
 */
export function listingModel(modelNames: readonly string[], listing: { title: string; model: string | null }): string | null {
	let best: string | null = null
	for (const name of modelNames) {
		if (!modelMatches(listing, name)) continue
		if (best === null || plainWords(name).length > plainWords(best).length) best = name
	}
	return best
}

/**
 * plainWords (core/matching.ts) in SQL: decomposed, combining marks dropped (the block Latin
 * accents decompose into), lower case, the letters that do not decompose spelled out (ß → ss),
 * runs of anything but a-z and 0-9 made one space. The model's pattern is tested against it, as
 * modelMatches tests it against the site's model field and the title.
 */
const modelWords = (model: SQL, title: SQL) => {
	const lowered = sql`lower(regexp_replace(normalize(coalesce(${model}, '') || ' ' || ${title}, NFKD), '[\\u0300-\\u036f]', '', 'g'))`
	const spelled = Object.entries(spelledOut).reduce((text, [letter, spelling]) => sql`replace(${text}, ${letter}, ${spelling})`, lowered)
	return sql`regexp_replace(${spelled}, '[^a-z0-9]+', ' ', 'g')`
}

/**
 * The verdict for each target, in order (null: not enough similar cars, or the target lacks a
 * price in euros, a year or kilometres). One query for the batch; targets with the same key are
 * asked once.
 */
export async function priceVerdicts(db: DbOrTx, targets: readonly VerdictTarget[], now: Date): Promise<Array<Verdict | null>> {
	const asked = targets.map((target, key) => ({ target, key })).filter(({ target }) => target.priceEur !== null && target.year !== null && target.km !== null)
	if (asked.length === 0) return targets.map(() => null)
	const rows = asked.map(({ target, key }) => {
		const band = kmBand(target.km!)
		return {
			key,
			site_id: target.siteId,
			listing_id: target.listingId,
			brand: target.brand,
			pattern: modelPatternSource(target.modelName),
			year_min: target.year! - comparison.yearSpan,
			year_max: target.year! + comparison.yearSpan,
			km_min: band.min,
			km_max: band.max,
			fuel: target.fuel,
		}
	})
	const since = new Date(now.getTime() - comparison.days * 86_400_000)
	// Brand: a listing is of the brand when one of the brand's feeds showed it (Facebook feeds are
	// buyers' own searches and name no brand); a site has one feed per brand, so no car counts
	// twice. The cars of the batch's brands that a feed showed lately are read once, feed by feed
	// through feed_listings' key (OFFSET 0 keeps PostgreSQL from scanning every listing of the
	// store instead), then each target takes its similar ones; the model's words are made only
	// for cars already within the year and kilometre bands.
	const result = await db.execute<{ key: number; compared: number; median: number }>(sql`
		WITH t AS MATERIALIZED (
			SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
				AS t(key int, site_id text, listing_id text, brand text, pattern text, year_min int, year_max int, km_min int, km_max int, fuel text)
		), recent AS MATERIALIZED (
			SELECT ${feeds.scope} AS brand, ${listings.siteId} AS site_id, ${listings.listingId} AS listing_id, ${listings.priceEur} AS price_eur,
				${listings.year} AS year, ${listings.km} AS km, ${listings.fuel} AS fuel, ${listings.model} AS model, ${listings.title} AS title
			FROM ${feeds}
			CROSS JOIN LATERAL (
				SELECT ${feedListings.siteId} AS site_id, ${feedListings.listingId} AS listing_id FROM ${feedListings}
				WHERE ${feedListings.feedId} = ${feeds.id} AND ${feedListings.lastSeenAt} >= ${since}
				OFFSET 0
			) shown
			JOIN ${listings} ON ${listings.siteId} = shown.site_id AND ${listings.listingId} = shown.listing_id
			WHERE ${feeds.scope} IN (SELECT brand FROM t) AND ${isBrandSite(feeds.siteId)}
			AND ${listings.priceEur} > 0 AND ${listings.year} IS NOT NULL AND ${listings.km} IS NOT NULL
		)
		SELECT t.key, count(*)::int AS compared, percentile_cont(0.5) WITHIN GROUP (ORDER BY c.price_eur)::float8 AS median
		FROM t JOIN recent c ON c.brand = t.brand
			AND c.year BETWEEN t.year_min AND t.year_max
			AND c.km BETWEEN t.km_min AND t.km_max
			AND (t.fuel IS NULL OR c.fuel = t.fuel)
			AND NOT (c.site_id = t.site_id AND c.listing_id = t.listing_id)
			AND ${modelWords(sql`c.model`, sql`c.title`)} ~ t.pattern
		GROUP BY t.key`)
	const verdicts: Array<Verdict | null> = targets.map(() => null)
	for (const row of result.rows) {
		verdicts[row.key] = verdictOf(targets[row.key]!.priceEur!, Number(row.median), Number(row.compared))
	}
	return verdicts
}

/** A listing's previous different price, as the site showed it, and when it was first seen at it. */
export type EarlierPrice = { price: number; currency: string | null; seenAt: string }

/**
 * For each listing at its current price, the latest different price in its history
 * (listing_prices), in order; null when it has had no other. One query for the batch.
 */
export async function earlierPrices(
	db: DbOrTx,
	targets: ReadonlyArray<{ siteId: string; listingId: string; price: number | null; currency: string | null }>,
): Promise<Array<EarlierPrice | null>> {
	const earlier: Array<EarlierPrice | null> = targets.map(() => null)
	const rows = targets.flatMap((target, key) => (target.price === null ? [] : [{ key, site_id: target.siteId, listing_id: target.listingId, price: target.price, currency: target.currency }]))
	if (rows.length === 0) return earlier
	const result = await db.execute<{ key: number; price: number; currency: string | null; seen_at: Date | string }>(sql`
		SELECT t.key, p.price, p.currency, p.seen_at
		FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(key int, site_id text, listing_id text, price int, currency text)
		CROSS JOIN LATERAL (
			SELECT ${listingPrices.price} AS price, ${listingPrices.currency} AS currency, ${listingPrices.seenAt} AS seen_at
			FROM ${listingPrices}
			WHERE ${listingPrices.siteId} = t.site_id AND ${listingPrices.listingId} = t.listing_id AND ${listingPrices.price} IS NOT NULL
			AND (${listingPrices.price}, ${listingPrices.currency}) IS DISTINCT FROM (t.price, t.currency)
			ORDER BY ${listingPrices.seenAt} DESC
			LIMIT 1
		) p`)
	for (const row of result.rows) {
		earlier[row.key] = { price: Number(row.price), currency: row.currency, seenAt: new Date(row.seen_at).toISOString() }
	}
	return earlier
}
