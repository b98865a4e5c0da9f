import { eq, inArray, sql } from 'drizzle-orm'
import { type Database } from '#core/db/client.ts'
import { alertSites, feeds, type subscriptions } from '#core/db/schema.ts'
import { type Feed, newestEvent, storeCrawl, type StoredListing, syncAlertFeeds } from '#core/models/feeds.ts'
import { type SiteId } from '#core/sites.ts'
import { baselineKey, deliverFeed } from '#worker/lib/feeds/delivery.ts'

/**
 * Alerts in steady state on their feeds (docs/decisions/008): every running alert attached to the
 * feed of its brand, each feed baselined a while ago with the cars online then, and each alert's
 * cursor at the feed's newest event with the key of its criteria. Taking those baselines through
 * the worker would cost a crawl per feed and a transaction per alert before the measurement even
 * starts, so the alerts' rows are written in bulk; the feeds' listings go through the real
 * `storeCrawl`. `proveSteadyState` then delivers one feed through the real `deliverFeed` and throws
 * if the worker would take a baseline.
 */

type Alert = typeof subscriptions.$inferSelect

export async function seedSteadyState(db: Database, alerts: Alert[], online: (feed: Feed) => StoredListing[], options: { nextCrawlAt?: Date | null } = {}): Promise<Feed[]> {
	const before = new Date(Date.now() - 120_000)
	await syncAlertFeeds(db, before)
	const all = await db.select().from(feeds)
	for (const feed of all) await storeCrawl(db, feed, online(feed), { baseline: true, now: before })
	await db
		.update(feeds)
		.set({ baselineNeeded: false, lastCrawlAt: before, lastSuccessAt: before, nextCrawlAt: options.nextCrawlAt === undefined ? before : options.nextCrawlAt, intervalSeconds: 60 })
	const cursors = new Map<string, number>()
	for (const feed of all) cursors.set(feed.id, await newestEvent(db, feed.id))
	const byId = new Map(alerts.map((alert) => [alert.id, alert]))
	const states = await db.select().from(alertSites).where(inArray(alertSites.subscriptionId, alerts.map((alert) => alert.id)))
	// PostgreSQL takes at most 65,535 parameters a statement: a few thousand rows at a time.
	for (let at = 0; at < states.length; at += 2_000) {
		const rows = states.slice(at, at + 2_000).map((state) => ({
			...state,
			queryKey: baselineKey(byId.get(state.subscriptionId)!, state.siteId as SiteId),
			cursor: cursors.get(state.feedId)!,
			baselineAt: before,
			lastCheckedAt: before,
			nextDeliveryAt: null,
		}))
		await db
			.insert(alertSites)
			.values(rows)
			.onConflictDoUpdate({
				target: [alertSites.subscriptionId, alertSites.siteId],
				set: { queryKey: sql`excluded.query_key`, cursor: sql`excluded.cursor`, baselineAt: sql`excluded.baseline_at`, lastCheckedAt: sql`excluded.last_checked_at`, nextDeliveryAt: null },
			})
	}
	return db.select().from(feeds)
}

/**
 * Delivers one feed through `deliverFeed` with nothing new on it and throws if the worker would
 * take a baseline or send anything. The alerts' next deliveries are put back afterwards.
 */
export async function proveSteadyState(db: Database, feed: Feed) {
	const outcome = await deliverFeed(db, feed, { now: new Date(), dueBefore: new Date(Date.now() + 86_400_000) })
	if (outcome.baselines > 0 || outcome.newListings > 0 || outcome.delivered === 0) {
		throw new Error(`the seeded steady state is not the worker's (${JSON.stringify(outcome)}): update bench/lib/steady.ts to what worker/lib/feeds/delivery.ts records.`)
	}
	await db.update(alertSites).set({ nextDeliveryAt: null }).where(eq(alertSites.feedId, feed.id))
}

/** A car of a stand-in market as a crawl of the demo site stores it. */
export function storedListing(car: { id: string; title: string; price: number | null; km: number | null; year: number | null; fuel: string | null }, origin: string): StoredListing {
	return {
		siteId: 'demo',
		listingId: car.id,
		url: `${origin}/demo-market?listing=${car.id}`,
		title: car.title,
		model: null,
		price: car.price,
		currency: 'EUR',
		priceEur: car.price,
		km: car.km,
		year: car.year,
		fuel: car.fuel as StoredListing['fuel'],
		location: 'Ljubljana, Slovenia',
		imageUrl: null,
		seller: null,
	}
}
