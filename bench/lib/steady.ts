import { inArray } from 'drizzle-orm'
import { type Database } from '#core/db/client.ts'
import { alertSites, listings, seenListings, subscriptions } from '#core/db/schema.ts'
import { baselineKey, runQuery, type SiteQuery } from '#worker/lib/checks.ts'
import { siteAdapters } from '#worker/sites/index.ts'

/**
 * Alerts in steady state, written in bulk: the baseline of each alert's query taken a while ago
 * and the cars it has seen. Taking thousands of baselines through the worker would cost a
 * transaction per alert before the measurement even starts, so the rows are written directly,
 * and `proveSteadyState` then runs one query through the real `runQuery` to show the worker
 * agrees that no baseline is due.
 */

type Alert = typeof subscriptions.$inferSelect

export async function seedSteadyState(
	db: Database,
	queries: SiteQuery[],
	alerts: Alert[],
	seen: (query: SiteQuery) => Array<{ listingId: string; price: number | null }>,
) {
	const byId = new Map(alerts.map((alert) => [alert.id, alert]))
	const before = new Date(Date.now() - 120_000)
	for (let start = 0; start < queries.length; start += 200) {
		const batch = queries.slice(start, start + 200)
		const states = batch.flatMap((query) =>
			query.alertIds.map((id) => ({ subscriptionId: id, siteId: query.siteId, queryKey: baselineKey(byId.get(id)!, query.siteId), baselineAt: before, lastCheckedAt: before })),
		)
		// PostgreSQL takes at most 65,535 parameters a statement.
		for (let at = 0; at < states.length; at += 5_000) await db.insert(alertSites).values(states.slice(at, at + 5_000))
		const rows = batch.flatMap((query) => {
			const cars = seen(query)
			return query.alertIds.flatMap((id) => cars.map((car) => ({ subscriptionId: id, siteId: query.siteId, listingId: car.listingId, lastPrice: car.price, inBaseline: true, firstSeenAt: before })))
		})
		for (let at = 0; at < rows.length; at += 5_000) await db.insert(seenListings).values(rows.slice(at, at + 5_000))
		// The site's cars the worker has recorded: a search whose newest page holds one reads no older page.
		const cars = [...new Map(batch.flatMap((query) => seen(query).map((car) => [`${query.siteId} ${car.listingId}`, { siteId: query.siteId, ...car }]))).values()]
		for (let at = 0; at < cars.length; at += 5_000) {
			await db
				.insert(listings)
				.values(cars.slice(at, at + 5_000).map((car) => ({ siteId: car.siteId, listingId: car.listingId, url: 'https://bench.invalid/seen', title: 'seen', price: car.price, firstSeenAt: before, lastSeenAt: before })))
				.onConflictDoNothing()
		}
	}
}

/**
 * Runs one query through `runQuery` with an empty answer (nothing new, nothing recorded as seen)
 * and throws if the worker would take a baseline. The alerts' next check is put back afterwards.
 */
export async function proveSteadyState(db: Database, query: SiteQuery, baseUrl: string) {
	const [before] = await db.select({ nextCheckAt: subscriptions.nextCheckAt }).from(subscriptions).where(inArray(subscriptions.id, query.alertIds))
	const outcome = await runQuery(
		{
			db,
			adapters: siteAdapters,
			fetchPage: async (request) => ({ status: 200, url: request.url, contentType: 'application/json', headers: {}, body: JSON.stringify({ market: 'demo', listings: [] }) }),
		},
		{ siteId: query.siteId, alertIds: query.alertIds, baseUrl },
	)
	if (outcome.kind !== 'checked' || outcome.baselines > 0) {
		throw new Error(`the seeded steady state is not the worker's (${JSON.stringify(outcome)}): update bench/lib/steady.ts to what worker/lib/checks.ts records.`)
	}
	await db.update(subscriptions).set({ nextCheckAt: before?.nextCheckAt ?? null, lastCheckedAt: null }).where(inArray(subscriptions.id, query.alertIds))
}
