import { expect, test } from 'vitest'
import { builtInCatalogue } from '../catalogue/shape.ts'
import { type alertSites, type subscriptions } from '../db/schema.ts'
import { type Alert } from '../models/alerts.ts'
import { type FeedEvent } from '../models/feeds.ts'
import { baselineKey } from './baseline-key.ts'
import { type ListingRow, planDelivery, type Reader } from './plan.ts'

/**
 * The gearbox in the delivery's plan (docs/decisions/060-adding-a-criterion.md): a stored listing's
 * gearbox reaches matching, so an automatic car is planned for an alert on automatics and not for
 * one on manuals; a car whose listing does not state it goes to both, as for the fuel.
 */

const now = new Date('2030-01-01T12:00:00.000Z')

function alert(id: string, gearbox: (typeof subscriptions.$inferSelect)['gearbox']): Alert {
	return {
		id,
		userId: `user-${id}`,
		websitesSelected: ['demo'],
		facebookMarketplaceUrl: null,
		updateFrequency: '15min',
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'any',
		sellerType: 'any',
		gearbox,
		yearMin: null,
		yearMax: null,
		mileageMax: null,
		priceMin: null,
		priceMax: null,
		keywordsRequired: [],
		keywordsExcluded: [],
		mutedModels: [],
		quietFrom: null,
		quietUntil: null,
		timeZone: 'UTC',
		quietBypassPercent: null,
		notificationLanguage: 'en',
		status: 'active',
		currentPeriodEnd: null,
	} as Partial<Alert> as Alert
}

const reader = (alert: Alert): Reader => ({
	alert,
	state: { subscriptionId: alert.id, siteId: 'demo', feedId: 'feed', queryKey: baselineKey(alert, 'demo'), cursor: 0, baselineAt: null, lastCheckedAt: null, nextDeliveryAt: null } as typeof alertSites.$inferSelect,
})

function car(listingId: string, gearbox: ListingRow['gearbox'], km: number): ListingRow {
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
		km,
		year: 2019,
		fuel: 'diesel',
		location: 'Graz',
		imageUrl: null,
		seller: null,
		gearbox,
		publishedAt: null,
		firstSeenAt: now,
		lastSeenAt: now,
		vin: null,
	} as ListingRow
}

test('an automatic car is planned for the alert on automatics, a manual one for the alert on manuals, an unstated one for both', () => {
	const listings = [car('auto', 'automatic', 50_000), car('stick', 'manual', 60_000), car('unsaid', null, 70_000)]
	const events: FeedEvent[] = listings.map((listing, i) => ({ seq: i + 1, kind: 'new', price: listing.price, priceEur: listing.priceEur, previousPrice: null, previousPriceEur: null, at: now, listing }))
	const automatic = alert('a', 'automatic')
	const manual = alert('m', 'manual')
	const any = alert('x', 'any')
	const plan = planDelivery(events, [reader(automatic), reader(manual), reader(any)], {
		feed: { siteId: 'demo', scope: 'volkswagen' },
		upTo: 3,
		now,
		dueBefore: new Date(now.getTime() + 60_000),
		modelNames: new Map([automatic, manual, any].map((entry) => [entry.id, 'Golf'])),
		catalogue: builtInCatalogue(),
		hidden: new Set(),
		online: [],
	})
	const planned = (entry: Alert) => (plan.sends.find((send) => send.reader.alert.id === entry.id)?.messages ?? []).map((message) => message.event.listing.listingId)
	expect(planned(automatic)).toEqual(['auto', 'unsaid'])
	expect(planned(manual)).toEqual(['stick', 'unsaid'])
	expect(planned(any)).toEqual(['auto', 'stick', 'unsaid'])
})
