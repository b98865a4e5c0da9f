import { builtInCatalogue } from '#core/catalogue/shape.ts'
import { type alertSites } from '#core/db/schema.ts'
import { baselineKey } from '#core/delivery/baseline-key.ts'
import { type DeliveryState, type ListingRow, type planDelivery, type Reader } from '#core/delivery/plan.ts'
import { type Alert } from '#core/models/alerts.ts'
import { type FeedEvent } from '#core/models/feeds.ts'

/**
 * The rows a delivery plan reads (core/delivery/plan.ts), without a database: alerts on the demo
 * feed, their cars and the feed's events, at one fixed moment. core/delivery/plan.test.ts and
 * gearbox.test.ts build their cases from them.
 */

export const now = new Date('2030-01-01T12:00:00.000Z')
export const minutes = (n: number) => new Date(now.getTime() + n * 60_000)

let ids = 0
export function alertRow(overrides: Partial<Alert> = {}): Alert {
	ids += 1
	return {
		id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
		userId: `user-${ids}`,
		stripeSubscriptionId: null,
		websitesSelected: ['demo'],
		facebookMarketplaceUrl: null,
		updateFrequency: '15min',
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'any',
		sellerType: 'any',
		gearbox: 'any',
		yearMin: null,
		yearMax: null,
		mileageMin: null,
		mileageMax: null,
		priceMin: null,
		priceMax: null,
		keywordsRequired: [],
		keywordsExcluded: [],
		mutedModels: [],
		telegramUsername: 'buyer',
		quietFrom: null,
		quietUntil: null,
		timeZone: 'UTC',
		quietBypassPercent: null,
		notificationLanguage: 'en',
		price: 999,
		stripePriceId: null,
		status: 'active',
		reservedUntil: null,
		currentPeriodEnd: null,
		pendingChange: null,
		lastCheckedAt: null,
		nextCheckAt: null,
		listingsFound: 0,
		endedAt: null,
		createdAt: now,
		updatedAt: now,
		...overrides,
	} as Alert
}

type AlertSite = typeof alertSites.$inferSelect
/** An alert reading the demo feed; with a cursor, its baseline was taken for its current criteria. */
export function reader(alert: Alert, state: Partial<AlertSite> = {}): Reader {
	const cursor = state.cursor === undefined ? 0 : state.cursor
	return {
		alert,
		state: {
			subscriptionId: alert.id,
			siteId: 'demo',
			feedId: 'feed',
			queryKey: cursor === null ? null : baselineKey(alert, 'demo'),
			cursor,
			baselineAt: null,
			lastCheckedAt: null,
			nextDeliveryAt: null,
			...state,
		} as AlertSite,
	}
}

let kms = 0
export function car(listingId: string, overrides: Partial<ListingRow> = {}): ListingRow {
	kms += 1
	return {
		siteId: 'demo',
		listingId,
		url: `https://demo.test/listings/${listingId}`,
		title: `Volkswagen Golf ${listingId}`,
		model: null,
		brand: 'volkswagen',
		price: 15_000,
		currency: 'EUR',
		priceEur: 15_000,
		km: 50_000 + 7_000 * kms,
		year: 2019,
		fuel: 'diesel',
		location: 'Graz',
		imageUrl: null,
		seller: null,
		gearbox: null,
		publishedAt: null,
		firstSeenAt: minutes(-10),
		lastSeenAt: now,
		vin: null,
		...overrides,
	} as ListingRow
}

/** A `new` event, or a `price` event from `previous` to the listing's price. */
export function event(seq: number, listing: ListingRow, previous?: number): FeedEvent {
	const at = minutes(-5 + seq / 100)
	if (previous === undefined) return { seq, kind: 'new', price: listing.price, priceEur: listing.priceEur, previousPrice: null, previousPriceEur: null, at, listing }
	return { seq, kind: 'price', price: listing.price, priceEur: listing.priceEur, previousPrice: previous, previousPriceEur: previous, at, listing }
}

export function state(overrides: Partial<DeliveryState> = {}): DeliveryState {
	return { feed: { siteId: 'demo', scope: 'volkswagen' }, upTo: 100, now, dueBefore: minutes(1), modelNames: new Map(), catalogue: builtInCatalogue(), hidden: new Set(), online: [], ...overrides }
}

/** The model names delivery reads from the catalogue: "Golf" for a Golf alert, none for "all models". */
export const named = (...alerts: Alert[]) => new Map(alerts.map((alert) => [alert.id, alert.model === 'all' ? null : 'Golf']))

export const messagesOf = (plan: ReturnType<typeof planDelivery>, alert: Alert) => plan.sends.find((send) => send.reader.alert.id === alert.id)?.messages ?? []
