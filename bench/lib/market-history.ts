import { alertNames, catalogueNames } from '#core/catalogue/queries.ts'
import { type Database } from '#core/db/client.ts'
import { feedListings, feeds, listings, type subscriptions } from '#core/db/schema.ts'
import { demoListing } from '#core/demo-market.ts'
import { matchListings } from '#core/matching.ts'
import { addToMarket, marketDay, startMarkets } from '#core/models/market-chart.ts'
import { matchCriteria, marketKey } from '#worker/lib/feeds/delivery.ts'
import { benchMarket } from './alerts.ts'

type Alert = typeof subscriptions.$inferSelect
type MarketOptions = { perDay: number; days: number; now?: Date }
type MarketCar = ReturnType<typeof demoListing> & { firstSeenAt: Date }

/**
 * What the crawler would have seen for these alerts' feeds over the last `days` days: `perDay`
 * listings a day in each feed (a site and a brand, or a Facebook search), drawn from the demo
 * market's cars of that brand, with their first-seen times spread over each day.
 */
function marketOf(alerts: Alert[], options: MarketOptions) {
	const now = options.now ?? new Date()
	const wanted = new Map<string, { siteId: string; scope: string; brand: string }>()
	for (const alert of alerts) {
		for (const siteId of alert.websitesSelected) {
			const scope = siteId === 'facebook' ? alert.facebookMarketplaceUrl : alert.brand
			if (scope) wanted.set(`${siteId}|${scope}`, { siteId, scope, brand: alert.brand })
		}
	}
	const perFeed = options.perDay * options.days
	const carsOf = new Map<string, ReturnType<typeof demoListing>[]>()
	const brands = new Set([...wanted.values()].map((feed) => feed.brand))
	// Cars of each brand, in the demo market's order: enough of each for one feed.
	for (let index = 0; [...brands].some((brand) => (carsOf.get(brand)?.length ?? 0) < perFeed) && index < 50_000_000; index += 1) {
		const car = demoListing(index, benchMarket)
		if (!brands.has(car.brand)) continue
		const list = carsOf.get(car.brand) ?? []
		if (list.length < perFeed) list.push(car)
		carsOf.set(car.brand, list)
	}
	return [...wanted.entries()].map(([key, feed]) => ({
		key,
		...feed,
		cars: (carsOf.get(feed.brand) ?? []).map((car, i): MarketCar => ({ ...car, firstSeenAt: new Date(now.getTime() - (i / perFeed) * options.days * 86_400_000) })),
	}))
}

/**
 * The market stored as listings (what the chart branch's one statement counted, before the
 * rollup: docs/decisions/038-market-chart.md).
 */
export async function seedMarketHistory(db: Database, alerts: Alert[], options: MarketOptions): Promise<{ feeds: number; listings: number }> {
	const market = marketOf(alerts, options)
	let stored = 0
	for (const feed of market) {
		const [row] = await db.insert(feeds).values({ siteId: feed.siteId, scope: feed.scope, baselineNeeded: false }).onConflictDoNothing().returning()
		if (!row) continue
		const cars = feed.cars.map((car) => ({
			siteId: feed.siteId,
			listingId: `${row.id}-${car.id}`,
			url: `https://market.example/${car.id}`,
			title: car.title,
			price: car.price,
			currency: 'EUR',
			priceEur: car.price,
			km: car.km,
			year: car.year,
			fuel: car.fuel,
			seller: car.seller,
			firstSeenAt: car.firstSeenAt,
			lastSeenAt: car.firstSeenAt,
		}))
		for (let start = 0; start < cars.length; start += 2_000) {
			const batch = cars.slice(start, start + 2_000)
			await db.insert(listings).values(batch)
			await db
				.insert(feedListings)
				.values(batch.map((car) => ({ feedId: row.id, siteId: car.siteId, listingId: car.listingId, price: car.price, firstSeenAt: car.firstSeenAt, lastSeenAt: car.lastSeenAt })))
		}
		stored += cars.length
	}
	return { feeds: market.length, listings: stored }
}

/**
 * The same market as delivery would have counted it in each alert's rollup: every car of the
 * alert's feeds it matches (core/matching.ts, as delivery matches) on the day it was first seen,
 * the count started before the chart's first day.
 */
export async function seedMarketRollup(db: Database, alerts: Alert[], options: MarketOptions): Promise<{ rows: number; cars: number }> {
	const now = options.now ?? new Date()
	const market = new Map(marketOf(alerts, options).map((feed) => [feed.key, feed.cars]))
	const names = await catalogueNames(db, alerts)
	await startMarkets(
		db,
		alerts.map((alert) => ({ subscriptionId: alert.id, criteriaKey: marketKey(alert), since: new Date(now.getTime() - (options.days + 1) * 86_400_000) })),
		{ restart: true },
	)
	let rows = 0
	let cars = 0
	for (const alert of alerts) {
		const criteria = matchCriteria(alert, alertNames(names, alert).modelName)
		const matched = alert.websitesSelected.flatMap((siteId) => {
			const scope = siteId === 'facebook' ? alert.facebookMarketplaceUrl : alert.brand
			const feedCars = market.get(`${siteId}|${scope}`) ?? []
			return matchListings([{ id: alert.id, criteria }], feedCars.map((car) => ({ ...car, model: null, price: car.price }))).get(alert.id) ?? []
		})
		await addToMarket(
			db,
			alert.id,
			matched.map((car) => ({ day: marketDay(car.firstSeenAt), priceEur: car.price })),
		)
		rows += new Set(matched.map((car) => marketDay(car.firstSeenAt))).size
		cars += matched.length
	}
	return { rows, cars }
}
