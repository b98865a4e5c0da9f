import { inArray } from 'drizzle-orm'
import { type Database } from '#core/db/client.ts'
import { alertSites, seenListings, subscriptions } from '#core/db/schema.ts'
import { runQuery, type SiteQuery } from '#worker/lib/checks.ts'
import { siteAdapters } from '#worker/sites/index.ts'

/**
 * Alerts in steady state, written in bulk: the baseline of each alert's query taken a while ago
 * and the cars it has seen. Taking thousands of baselines through the worker would cost a
 * transaction per alert before the measurement even starts, so the rows are written directly,
 * and `proveSteadyState` then runs one query through the real `runQuery` to show the worker
 * agrees that no baseline is due (it fails loudly if the baseline key of worker/lib/checks.ts
 * ever changes shape).
 */

type Alert = typeof subscriptions.$inferSelect

/** The key `alert_sites` holds for a baseline: worker/lib/checks.ts `baselineKey` (private there). */
export function baselineKeyOf(requestKey: string, alert: Alert): string {
	const filters = [alert.fuelType, alert.priceMin, alert.priceMax, alert.yearMin, alert.yearMax, alert.mileageMax].map((value) => value ?? '')
	return `${requestKey}#${filters.join(',')}`
}

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
		await db.insert(alertSites).values(
			batch.flatMap((query) =>
				query.alertIds.map((id) => ({ subscriptionId: id, siteId: query.siteId, queryKey: baselineKeyOf(query.request.key, byId.get(id)!), baselineAt: before, lastCheckedAt: before })),
			),
		)
		const rows = batch.flatMap((query) => {
			const cars = seen(query)
			return query.alertIds.flatMap((id) => cars.map((car) => ({ subscriptionId: id, siteId: query.siteId, listingId: car.listingId, lastPrice: car.price, inBaseline: true, firstSeenAt: before })))
		})
		for (let at = 0; at < rows.length; at += 5_000) await db.insert(seenListings).values(rows.slice(at, at + 5_000))
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
		throw new Error(`the seeded steady state is not the worker's (${JSON.stringify(outcome)}): has the baseline key of worker/lib/checks.ts changed? Update bench/lib/steady.ts.`)
	}
	await db.update(subscriptions).set({ nextCheckAt: before?.nextCheckAt ?? null, lastCheckedAt: null }).where(inArray(subscriptions.id, query.alertIds))
}
