import { z } from 'zod'
import { fuelTypes, gearboxes, listingSellers } from '../enums.ts'
import { siteIds } from '../sites.ts'

/**
 * The listing, declared once (docs/decisions/059-one-listing-schema.md): every fact a site may
 * state about a car, with its zod schema and what a crawl does with the stored value when the site
 * shows the car again. The adapters' output (sites/<folder>/adapter.ts), the stored row and its upsert
 * (core/models/feeds.ts, core/listing/row.ts), the matcher's input (core/matching.ts) and the
 * message payload (core/notifications/payloads.ts) are all derived from it. Client-safe.
 */

/**
 * What a re-crawl does with a field: `replace` it with what the site shows now (a price taken
 * off is no price), or `keep` the stored value when the site now leaves it out (a year or a fuel
 * does not change; a page that shows less of the car says nothing new).
 */
export type UpsertRule = 'replace' | 'keep'

type Field<Schema extends z.ZodTypeAny = z.ZodTypeAny> = { schema: Schema; upsert: UpsertRule }
const replace = <Schema extends z.ZodTypeAny>(schema: Schema) => ({ schema, upsert: 'replace' as const })
const keep = <Schema extends z.ZodTypeAny>(schema: Schema) => ({ schema, upsert: 'keep' as const })
type Shape<Fields extends Record<string, Field>> = { [Key in keyof Fields]: Fields[Key]['schema'] }
const shapeOf = <Fields extends Record<string, Field>>(fields: Fields) =>
	Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as Shape<Fields>

/** Whole units, never below zero: prices as the site shows them, kilometres. */
const amount = z.number().int().nonnegative()
/** Listing and photo links: absolute http(s), as the listings table's check says. */
const webUrl = z.string().regex(/^https?:\/\/[^/]/i)

/**
 * The facts, the site's key aside. A field that is `.nullable()` only is one every listing has a
 * value for, null when the site does not state it (the adapter base fills the null in); a
 * `.nullish()` one may be left out altogether, as older stored payloads and the sites that never
 * state it do.
 */
const factFields = {
	url: replace(webUrl),
	title: replace(z.string().min(1)),
	/** In whole units of `currency`, as the site shows it. */
	price: replace(amount.nullable()),
	/** ISO 4217 code (EUR, PLN…); null when the site gives none. */
	currency: replace(z.string().nullable()),
	km: replace(amount.nullable()),
	year: keep(z.number().int().nullable()),
	fuel: keep(z.enum(fuelTypes).nullable()),
	location: replace(z.string().nullable()),
	imageUrl: replace(webUrl.nullable()),
	/** Who sells it, when the site says. */
	seller: keep(z.enum(listingSellers).nullish()),
	/** The model as the site's data names it, when it does (matched with the title, core/matching.ts). */
	model: replace(z.string().nullish()),
	/**
	 * The make as the site's data names it ("VW", "skoda"); a stored row holds the catalogue brand's
	 * slug instead (core/matching.ts `brandOfListing`), by which a site-wide feed's alerts read it.
	 */
	brand: keep(z.string().nullish()),
	/** A whole VIN, when the site shows one: the same car on another site is found by it (core/market/same-car.ts). */
	vin: keep(z.string().nullish()),
	/** When the site says the listing went online (ISO 8601, UTC), where its data says so with a time zone (docs/decisions/042). */
	publishedAt: keep(z.string().datetime().nullish()),
	/** Manual or automatic, where the site states it (docs/decisions/059, 060). */
	gearbox: keep(z.enum(gearboxes).nullish()),
}

/** The listing's identity: the site, and the site's stable id of it (docs/product/sites.md, "Stable id"). */
const keyShape = { siteId: z.enum(siteIds), listingId: z.string().min(1) }

/** A listing as an adapter gives it (sites/<folder>/adapter.ts): what the crawl stores and matches. */
export const listingSchema = z.object({ ...keyShape, ...shapeOf(factFields) })
export type Listing = z.infer<typeof listingSchema>

/** The facts a listing always carries, null when unknown: what the adapter base fills in (sites/kit/base.ts). */
export const requiredFacts = (Object.keys(factFields) as Array<keyof typeof factFields>).filter((key) => !factFields[key].schema.isOptional())

/**
 * The row a crawl stores in `listings` (core/db/schema.ts), besides the times the store keeps
 * itself: the listing with its price in euros, its brand as the catalogue's slug and its online
 * time as a moment. core/listing/row.test.ts holds it equal to the table.
 */
const storedFields = {
	...factFields,
	/** `price` in euros at the reference rate of the day it was seen; null when it cannot be converted. */
	priceEur: replace(amount.nullable()),
	publishedAt: keep(z.date().nullish()),
}
export const storedListingSchema = z.object({ ...keyShape, ...shapeOf(storedFields) })
export type StoredListing = z.infer<typeof storedListingSchema>

/**
 * A parsed listing as the crawl stores it: every fact as the site gave it, with what the crawl
 * works out of it (the price in euros, the catalogue brand, the online time it believes). A fact
 * added to the schema reaches the row without another line here.
 */
export function storedListing(listing: Listing, derived: { priceEur: number | null; brand: string | null; publishedAt: Date | null }): StoredListing {
	return { ...listing, ...derived }
}

/** Per stored field, what a re-crawl does with it (core/listing/row.ts turns it into the upsert). */
export const upsertRules = Object.fromEntries(Object.entries(storedFields).map(([key, field]) => [key, field.upsert])) as Record<keyof typeof storedFields, UpsertRule>

/**
 * Some facts of a listing, by key, in the listing's own shape: a fact every listing has is null
 * when unknown; one that may be left out (`.nullish()`) is left out when unknown, so a payload or
 * a match input of a site that never states it looks as it did before the fact existed.
 */
export function pickFacts<Key extends keyof typeof factFields>(listing: { [K in Key]?: Listing[K] | null }, keys: readonly Key[]): Pick<Listing, Key> {
	const picked: Record<string, unknown> = {}
	for (const key of keys) {
		const value = listing[key] ?? null
		if (value !== null || !factFields[key].schema.isOptional()) picked[key] = value
	}
	return picked as Pick<Listing, Key>
}

/**
 * What matching reads of a listing (core/matching.ts): `price` is the one in euros, since the
 * alerts' ranges are (docs/decisions/009); null when it could not be converted, and then it passes.
 */
export const matchKeys = ['title', 'model', 'price', 'km', 'year', 'fuel', 'seller', 'gearbox'] as const
export type MatchListing = Pick<Listing, (typeof matchKeys)[number]>
type MatchFact = Exclude<(typeof matchKeys)[number], 'price'>
const matchFacts = matchKeys.filter((key): key is MatchFact => key !== 'price')

/** A stored listing as matching sees it, at the price in euros the alert is matched at. */
export function matchInput(listing: { [Key in MatchFact]?: Listing[Key] | null }, priceEur: number | null): MatchListing {
	return { ...pickFacts(listing, matchFacts), price: priceEur }
}

/** The listing's facts a message shows (core/notifications/payloads.ts adds the alert's and the market's). */
export const payloadKeys = ['title', 'price', 'currency', 'km', 'year', 'fuel', 'location', 'url', 'imageUrl', 'gearbox'] as const
export const listingPayloadFacts = listingSchema.pick(Object.fromEntries(payloadKeys.map((key) => [key, true])) as { [Key in (typeof payloadKeys)[number]]: true })

/** A listing's facts for its message, as stored: each once, by its key. */
export function payloadFacts(listing: { [Key in (typeof payloadKeys)[number]]?: Listing[Key] | null }) {
	return pickFacts(listing, payloadKeys)
}
