import { z } from 'zod'
import { type NotificationKind, updateFrequencies } from '../enums.ts'
import { listingPayloadFacts } from '../listing/schema.ts'

/**
 * What a notification carries, per kind. The check job fills these when it queues a row; the
 * sender validates them again before rendering, because a payload is JSON read back from the
 * database, and a row it cannot render is marked failed instead of stopping the queue.
 */

/**
 * A listing as a new-listing or price-drop message shows it: its facts as the listing schema
 * declares them (core/listing/schema.ts `payloadKeys`: title, price, currency, km, year, fuel,
 * location, url, image, gearbox; the gearbox absent in rows queued before it existed), with what
 * the alert and the market add. Text fields are raw: the renderer escapes them.
 */
export const listingPayloadSchema = listingPayloadFacts.extend({
	/**
	 * `price` in whole euros at the crawl's rates (listings.price_eur), shown beside a foreign
	 * price; null when it could not be converted. Absent in rows queued before it existed.
	 */
	priceEur: z.number().int().nonnegative().nullable().optional(),
	/** Display name of the site (core/sites: `sites[id].name`). */
	siteName: z.string(),
	/** How the user recognises the alert, e.g. "Volkswagen Golf" (brand and model display names). */
	alertLabel: z.string(),
	/** price_drop only: the price the alert last saw. */
	previousPrice: z.number().int().nonnegative().nullable().optional(),
	/** price_drop only: `previousPrice` in euros, as it was converted when the alert saw it. */
	previousPriceEur: z.number().int().nonnegative().nullable().optional(),
	/**
	 * How the euro price compares with similar cars (core/market/verdict.ts), when enough were
	 * found. Absent otherwise, and in rows queued before it existed.
	 */
	verdict: z
		.object({
			kind: z.enum(['below', 'above', 'about']),
			amountEur: z.number().int().nonnegative(),
			compared: z.number().int().positive(),
		})
		.optional(),
	/**
	 * How old the listing is, as of the moment the message is sent (docs/decisions/042): when the
	 * site says it went online, where it says so, else when we first saw it (ISO times). Absent in
	 * rows queued before they existed, which render without the line.
	 */
	publishedAt: z.string().datetime({ offset: true }).optional(),
	firstSeenAt: z.string().datetime({ offset: true }).optional(),
	/** The listing's previous different price and when it was first seen at it (ISO time), when it had one. */
	earlierPrice: z
		.object({
			price: z.number().int().nonnegative(),
			currency: z.string().nullable(),
			seenAt: z.string().datetime({ offset: true }),
		})
		.optional(),
	/**
	 * The same car's other listings, on other sites or listed again, the cheapest first
	 * (docs/decisions/039-one-car-one-message.md): `difference` is the other price minus this
	 * one, in `currency` (the listing's own when both share it, else EUR); null when either has
	 * no price. Absent when there is none, and in rows queued before it existed.
	 */
	alsoOn: z
		.array(
			z.object({
				siteName: z.string(),
				/** The site's id, so the line names its country (docs/decisions/072); absent where the crawl did not write it. */
				siteId: z.string().optional(),
				url: z.string(),
				difference: z.number().int().nullable(),
				currency: z.string().nullable(),
			}),
		)
		.max(5)
		.optional(),
	/**
	 * The listing on its site, for the buttons under the message ("Not this car"); absent in rows
	 * queued before the buttons existed, which go out without them (docs/decisions/040-listing-buttons.md).
	 */
	ref: z.object({ siteId: z.string().min(1), listingId: z.string().min(1) }).optional(),
	/**
	 * On an alert for every model of its brand, the catalogue model the listing is ("Mute this
	 * model"); absent when the alert is for one model or the listing names none of the brand's.
	 */
	model: z.object({ slug: z.string().min(1), name: z.string().min(1) }).optional(),
})
export type ListingPayload = z.infer<typeof listingPayloadSchema>

/** A site of the alert cannot be read at the moment (blocked, or its pages changed). */
export const siteDegradedPayloadSchema = z.object({
	siteName: z.string(),
	/** The site's id, so the message names its country (docs/decisions/072); absent in rows queued before it. */
	siteId: z.string().optional(),
	alertLabel: z.string(),
})
export type SiteDegradedPayload = z.infer<typeof siteDegradedPayloadSchema>

/** The newest matching cars an alert-live message shows at the most (docs/decisions/052-delivery-that-respects-a-person.md). */
export const liveShowcaseSize = 5

/**
 * Listing messages one delivery sends one by one at the most; more go out as one burst digest
 * (docs/decisions/052-delivery-that-respects-a-person.md).
 */
export const burstThreshold = 5

/**
 * A short service message about an alert:
 * - `alertLive`: the first check is done; what was already online is the baseline, not notified
 *   one by one; from now on every new one is sent. `count` (the matches on the newest pages, not
 *   all that are online: searches ask for a brand's newest cars) is recorded, not shown.
 *   `listings`: the newest of them (at most `liveShowcaseSize`), shown in the message so the buyer
 *   sees what the alert catches; `nextCheckAt` (ISO), `frequency` and `timeZone`: when the next
 *   check is, on the buyer's clock, and how often they follow (docs/decisions/052). Rows queued
 *   before these existed have none and render as before;
 * - `siteRecovered`: a site reported as degraded is read again.
 */
export const noticePayloadSchema = z.discriminatedUnion('key', [
	z.object({
		key: z.literal('alertLive'),
		alertLabel: z.string(),
		siteNames: z.array(z.string()),
		/** The sites' ids beside their names, so the message names their countries (docs/decisions/072); absent in rows queued before. */
		siteIds: z.array(z.string()).optional(),
		count: z.number().int().nonnegative(),
		listings: z.array(listingPayloadSchema).max(liveShowcaseSize).optional(),
		nextCheckAt: z.string().datetime({ offset: true }).optional(),
		frequency: z.enum(updateFrequencies).optional(),
		timeZone: z.string().min(1).optional(),
	}),
	z.object({ key: z.literal('siteRecovered'), alertLabel: z.string(), siteName: z.string(), siteId: z.string().optional() }),
])
export type NoticePayload = z.infer<typeof noticePayloadSchema>

const priceDropPayloadSchema = listingPayloadSchema.extend({ previousPrice: z.number().int().nonnegative() })

/**
 * One message of a digest: the listing messages an alert held, best deals first.
 * - A quiet-hours digest (docs/decisions/041-quiet-hours.md; `reason` absent or `quiet`): as many
 *   as fit one Telegram text; `part` of `parts` when they needed more than one.
 * - A burst digest (docs/decisions/052-delivery-that-respects-a-person.md; `reason: 'burst'`): one
 *   delivery found more than a few; the message shows the best of them, says how many there are
 *   (`total`) and links to all of them on the site (the alert's cars page, `alertId` and the
 *   digest's own row, `digestId`). Always one part.
 */
export const digestPayloadSchema = z.object({
	reason: z.enum(['quiet', 'burst']).optional(),
	alertId: z.string().uuid().optional(),
	digestId: z.string().uuid().optional(),
	alertLabel: z.string(),
	/** Listings in the whole digest, and how many came before this part's first. */
	total: z.number().int().positive(),
	offset: z.number().int().nonnegative(),
	part: z.number().int().positive(),
	parts: z.number().int().positive(),
	items: z
		.array(
			z.discriminatedUnion('kind', [
				z.object({ kind: z.literal('new_listing'), listing: listingPayloadSchema }),
				z.object({ kind: z.literal('price_drop'), listing: priceDropPayloadSchema }),
			]),
		)
		.min(1),
})
export type DigestPayload = z.infer<typeof digestPayloadSchema>
export type DigestItem = DigestPayload['items'][number]

export type NotificationPayloads = {
	new_listing: ListingPayload
	price_drop: ListingPayload & { previousPrice: number }
	site_degraded: SiteDegradedPayload
	notice: NoticePayload
	digest: DigestPayload
}

export const notificationPayloadSchemas = {
	new_listing: listingPayloadSchema,
	price_drop: priceDropPayloadSchema,
	site_degraded: siteDegradedPayloadSchema,
	notice: noticePayloadSchema,
	digest: digestPayloadSchema,
} satisfies { [Kind in NotificationKind]: z.ZodType<NotificationPayloads[Kind]> }

/** A kind and its payload, checked together. */
export type Notification = { [Kind in NotificationKind]: { kind: Kind; payload: NotificationPayloads[Kind] } }[NotificationKind]

/** Reads a stored row's kind and payload back; null when they do not fit (the row is then failed). */
export function parseNotification(kind: string, payload: unknown): Notification | null {
	if (!(kind in notificationPayloadSchemas)) return null
	const schema = notificationPayloadSchemas[kind as NotificationKind]
	const parsed = schema.safeParse(payload)
	return parsed.success ? ({ kind, payload: parsed.data } as Notification) : null
}

/** The site's page of the cars an alert was told of; with a digest, the cars that digest carried (docs/decisions/052). */
export function alertCarsPath(alertId: string, digestId?: string): string {
	return `/alerts/${encodeURIComponent(alertId)}/cars${digestId ? `?digest=${encodeURIComponent(digestId)}` : ''}`
}
