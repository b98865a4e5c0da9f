import { isNull, sql } from 'drizzle-orm'
import { feeds } from '#core/db/schema.ts'
import { allModels } from '#core/catalogue/shape.ts'
import { fastestPeriodSeconds, feedAlerts, recordCrawl } from '#core/models/feeds.ts'
import { type SiteId, siteIds, sites } from '#core/sites.ts'
import { dispatchCrawls } from '#worker/lib/feeds/dispatch.ts'
import { crawlInterval, nextCrawlAt } from '#worker/lib/feeds/rhythm.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { realisticAlerts, seedAlerts, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { seedSteadyState } from '../lib/steady.ts'
import { figure, ratio, type ScenarioResult } from '../lib/result.ts'

/**
 * Scenario 5: how many fetches a minute 1,000 alerts cost, drawn from a realistic brand/model
 * distribution (bench/lib/alerts.ts) over the five marketplaces, all at 1 min. Alerts share the
 * feed of their site and brand (docs/decisions/008); the feeds start with their next crawls spread
 * at random over the minute (as after a deployment), and `checks.dispatch` runs every 5 s: the
 * real dispatch (`dispatchCrawls`) runs at each tick on a simulated clock, and each claimed feed
 * is recorded as crawled with the rhythm the crawler gives it (`crawlInterval`, `nextCrawlAt`).
 * In steady state a crawl reads one page (its newest page reaches listings it knows), so a claimed
 * crawl is one fetch. The figure is the last of `minutes` minutes; the first is in the raw numbers.
 */

export type SharingSize = { alerts: number; minutes: number }

export const sharingSizes = {
	full: { alerts: 1_000, minutes: 3 },
	smoke: { alerts: 60, minutes: 2 },
} satisfies Record<string, SharingSize>

const dispatchSeconds = 5
const pageSize = 20
/** Every site at its own origin (sites/registry.ts): a dispatch only compares hosts. */
const baseUrls = Object.fromEntries(siteIds.map((id) => [id, sites[id].baseUrl])) as Record<SiteId, string>

export async function runSharing(env: BenchEnv, size: SharingSize): Promise<ScenarioResult> {
	const started = performance.now()
	const database = await env.newDatabase()
	try {
		env.log(`5: ${size.alerts} alerts over one minute of dispatch ticks`)
		const users = await seedUsers(database.db, size.alerts, 'share')
		const specs = realisticAlerts(size.alerts, { seed: 5 })
		const alerts = await seedAlerts(database.db, specs, users)
		const start = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000)
		await seedSteadyState(database.db, alerts, () => [])
		// After a deployment: the feeds' next crawls spread over the minute before the first tick.
		await database.db.update(feeds).set({
			nextCrawlAt: sql`${new Date(start.getTime() - dispatchSeconds * 1000).toISOString()}::timestamptz + random() * interval '60 seconds'`,
		})
		const feedCount = (await database.db.select({ id: feeds.id }).from(feeds)).length
		const minutes: Array<{ fetches: number; feedsCrawled: number; perSite: Record<string, number> }> = []
		for (let minute = 0; minute < size.minutes; minute += 1) {
			const perSite: Record<string, number> = {}
			const crawled = new Set<string>()
			let fetches = 0
			for (let tick = 0; tick < 60 / dispatchSeconds; tick += 1) {
				const now = new Date(start.getTime() + (minute * 60 + tick * dispatchSeconds) * 1000)
				const { claimed } = await dispatchCrawls({ db: database.db, adapters: siteAdapters, baseUrls, budget: { intervalMs: 0, horizonMs: 10_000 } }, now)
				for (const feed of claimed) {
					fetches += 1
					crawled.add(feed.id)
					perSite[feed.siteId] = (perSite[feed.siteId] ?? 0) + 1
					// What crawlFeed records after a one-page crawl with nothing new.
					const fastest = fastestPeriodSeconds((await feedAlerts(database.db, feed.id, now)).map(({ alert }) => alert))!
					const intervalSeconds = crawlInterval({ fastestPeriodSeconds: fastest, arrivalsPerHour: feed.arrivalsPerHour, pageSize })
					await recordCrawl(database.db, feed.id, {
						now,
						pages: 1,
						success: true,
						baselineTaken: false,
						gap: false,
						intervalSeconds,
						nextCrawlAt: nextCrawlAt(feed.nextCrawlAt, intervalSeconds, now),
						arrivalsPerHour: feed.arrivalsPerHour,
						pageSize,
					})
				}
			}
			minutes.push({ fetches, feedsCrawled: crawled.size, perSite })
		}
		const last = minutes.at(-1)!
		// The sites' crawl plans may have opened site-wide feeds meanwhile (docs/decisions/049): every feed in use is crawled.
		const inUse = (await database.db.select({ id: feeds.id }).from(feeds).where(isNull(feeds.idleSince))).length
		if (last.feedsCrawled < inUse) throw new Error(`the last minute crawled ${last.feedsCrawled} feeds, not all ${inUse} in use`)

		// For comparison: one search per alert and site, and searches per brand and model.
		const siteSearches = alerts.reduce((sum, alert) => sum + alert.websitesSelected.length, 0)
		const brandModelKeys = new Set(alerts.flatMap((alert) => alert.websitesSelected.map((site) => `${site} ${alert.brand}/${alert.model}`)))
		const distinctCars = new Set(alerts.map((alert) => `${alert.brand}/${alert.model}`))
		return {
			scenario: 5,
			title: 'Fetch sharing',
			seconds: (performance.now() - started) / 1000,
			figures: [figure(5, 'fetches per minute ÷ alerts (1-min alerts)', ratio(last.fetches, size.alerts), { op: '<=', value: 0.3, source: 'issue' })],
			raw: {
				alerts: size.alerts,
				feeds: feedCount,
				feedsInUse: inUse,
				fetchesPerCycle: last.fetches,
				fetchesPerSite: last.perSite,
				minutes,
				siteSearchesPerCycle: siteSearches,
				ifKeyedOnBrandAndModel: { fetches: brandModelKeys.size, ratio: ratio(brandModelKeys.size, size.alerts) },
				distinctBrandModels: distinctCars.size,
				allModelsAlerts: alerts.filter((alert) => alert.model === allModels).length,
			},
		}
	} finally {
		await database.destroy()
	}
}
