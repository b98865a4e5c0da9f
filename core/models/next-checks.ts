import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { alertSites, feeds, subscriptions } from '../db/schema.ts'
import { requiresUrl, siteWideScope } from '../sites.ts'

/**
 * When an alert's next check is (docs/decisions/052-delivery-that-respects-a-person.md), for the
 * texts that say so: the dashboard's notice after a new alert and each card's "Next check".
 *
 * An alert checked before has it stored (`nextCheckAt`, set at each delivery). An alert not
 * checked yet is first delivered at the next crawl of the feed it reads on each of its sites
 * (worker/lib/feeds/delivery.ts: a new alert is due at once, and deliveries happen at crawls):
 * the feed it is attached to; before the worker has attached it (it does within seconds), the
 * feed of its brand on the site, else the site-wide one; none yet: a new feed, crawled at the next
 * dispatch. Its first check is the earliest of its sites', when its first message comes.
 * `at: null`: as soon as the worker gets to it. `first`: the alert was not checked yet; `timeZone`:
 * the buyer's, in which the time is shown.
 */
export type NextCheck = { at: Date | null; first: boolean; timeZone: string }

export async function nextChecks(db: Database, alertIds: readonly string[]): Promise<Map<string, NextCheck>> {
	if (alertIds.length === 0) return new Map()
	const alerts = await db
		.select({ id: subscriptions.id, brand: subscriptions.brand, websitesSelected: subscriptions.websitesSelected, facebookMarketplaceUrl: subscriptions.facebookMarketplaceUrl, nextCheckAt: subscriptions.nextCheckAt, timeZone: subscriptions.timeZone })
		.from(subscriptions)
		.where(inArray(subscriptions.id, [...alertIds]))
	const answer = new Map<string, NextCheck>()
	const unchecked = alerts.filter((alert) => alert.nextCheckAt === null)
	for (const alert of alerts) if (alert.nextCheckAt !== null) answer.set(alert.id, { at: alert.nextCheckAt, first: false, timeZone: alert.timeZone })
	if (unchecked.length === 0) return answer
	const sites = [...new Set(unchecked.flatMap((alert) => alert.websitesSelected))]
	const [attached, open] = await Promise.all([
		db
			.select({ alertId: alertSites.subscriptionId, siteId: alertSites.siteId, nextCrawlAt: feeds.nextCrawlAt, idleSince: feeds.idleSince })
			.from(alertSites)
			.innerJoin(feeds, eq(feeds.id, alertSites.feedId))
			.where(inArray(alertSites.subscriptionId, unchecked.map((alert) => alert.id))),
		sites.length === 0
			? []
			: db
					.select({ siteId: feeds.siteId, scope: feeds.scope, nextCrawlAt: feeds.nextCrawlAt })
					.from(feeds)
					.where(and(inArray(feeds.siteId, sites), isNull(feeds.idleSince))),
	])
	const feedOf = new Map(attached.map((row) => [`${row.alertId} ${row.siteId}`, row]))
	const openFeed = new Map(open.map((row) => [`${row.siteId} ${row.scope}`, row]))
	for (const alert of unchecked) {
		let first: Date | null | undefined
		for (const siteId of alert.websitesSelected) {
			const own = feedOf.get(`${alert.id} ${siteId}`)
			const scope = requiresUrl(siteId) ? alert.facebookMarketplaceUrl : alert.brand
			const candidate = own ?? (scope === null ? undefined : (openFeed.get(`${siteId} ${scope}`) ?? (requiresUrl(siteId) ? undefined : openFeed.get(`${siteId} ${siteWideScope}`))))
			// An idle feed, or none, is crawled at the next dispatch.
			const at = candidate && !('idleSince' in candidate && candidate.idleSince) ? candidate.nextCrawlAt : null
			if (first === undefined || at === null || (first !== null && at.getTime() < first.getTime())) first = at
			if (first === null) break
		}
		answer.set(alert.id, { at: first ?? null, first: true, timeZone: alert.timeZone })
	}
	return answer
}
