import { type Config } from '#core/config.ts'
import { sweepFeeds } from '#core/models/feeds.ts'
import { sweepMarketDays } from '#core/models/market-chart.ts'
import { siteBudget, siteIdentityKeys } from '#core/site-budget.ts'
import { siteIsOn } from '#core/site-settings.ts'
import { crawlFeed, type CrawlDeps } from '../lib/feeds/crawl.ts'
import { type DispatchDeps, dispatchCrawls } from '../lib/feeds/dispatch.ts'
import { browserSites, type FetchPage, workerPageFetcher } from '../lib/fetch-page.ts'
import { siteAdaptersFor, siteBaseUrls } from '../sites/index.ts'
import { type JobContext, type JobHandler } from './types.ts'

/**
 * The crawl cycle, in three small jobs (docs/decisions/008): `checks.dispatch` attaches the running
 * alerts to their feeds and enqueues one `feeds.crawl` per feed due; any worker of the fleet runs
 * those (the worker's own Agenda notifies the fleet, so one with a free slot starts at once). A
 * crawl stores what it found and enqueues `feeds.deliver` for the feed's due alerts
 * (./feeds-deliver.ts). A crash between dispatch and crawl leaves the feed claimed only until its
 * lease ends; one between crawl and delivery loses nothing (docs/decisions/061).
 */

let fetcher: FetchPage | undefined

/**
 * One fetcher per worker process; its requests take their turns in the fleet's budget per host,
 * and its one Chromium (for sites in `browser` mode) serves every crawl of the process.
 */
function pageFetcher(context: JobContext): FetchPage {
	fetcher ??= workerPageFetcher(context.config, context.db, siteBaseUrls(context.config))
	return fetcher
}

/** Ends the fetcher's Chromium, if one was started (the worker's shutdown). */
export async function closePageFetcher(): Promise<void> {
	const closing = fetcher
	fetcher = undefined
	await closing?.close?.()
}

/**
 * Each site's budget on its host (core/site-budget.ts): its interval and a slot per identity. A
 * crawl may be started this far ahead of its request slot: two dispatch ticks, or two slots.
 */
export function dispatchBudget(config: Config): DispatchDeps['budget'] {
	const horizonMs = (intervalMs: number) => Math.max(10_000, 2 * intervalMs)
	const intervalMs = config.SITE_MIN_INTERVAL_SECONDS * 1000
	return {
		intervalMs,
		horizonMs: horizonMs(intervalMs),
		of: (siteId, host) => {
			const site = siteBudget(config, siteId).intervalSeconds * 1000
			return { intervalMs: site, horizonMs: horizonMs(site), keys: siteIdentityKeys(config, siteId, host) }
		},
	}
}

export const dispatchChecks: JobHandler<'checks.dispatch'> = async (context) => {
	const { claimed, waiting } = await dispatchCrawls(
		{
			db: context.db,
			adapters: siteAdaptersFor(context.config),
			baseUrls: siteBaseUrls(context.config),
			budget: dispatchBudget(context.config),
			budgetPerMinute: (siteId) => siteBudget(context.config, siteId).requestsPerMinute,
			siteIsOn: (siteId) => siteIsOn(context.config, siteId),
		},
		new Date(),
	)
	const browser = new Set<string>(browserSites(context.config))
	for (const feed of claimed) await context.enqueue(browser.has(feed.siteId) ? 'feeds.crawl.browser' : 'feeds.crawl', { feedId: feed.id })
	if (claimed.length > 0 || waiting > 0) context.log.info(`dispatched ${claimed.length} feed crawls${waiting > 0 ? `; ${waiting} wait for their site's budget` : ''}`)
}

export const crawlFeedJob: JobHandler<'feeds.crawl' | 'feeds.crawl.browser'> = async (context, payload) => {
	const fetchPage = pageFetcher(context)
	const deps: CrawlDeps = {
		db: context.db,
		adapters: siteAdaptersFor(context.config),
		fetchPage,
		baseUrls: siteBaseUrls(context.config),
		// The block rested the proxy it came through; until every proxy was refused since the site last gave listings, it is the proxy's.
		onBlocked: (siteId) => (fetchPage.untried?.(siteId) ? 'switched' : 'exhausted'),
		budgetPerMinute: (siteId) => siteBudget(context.config, siteId).requestsPerMinute,
		// The delivery is a job of its own, enqueued once the crawl's events are stored (docs/decisions/061).
		enqueueDelivery: (request) => context.enqueue('feeds.deliver', request),
	}
	const outcome = await crawlFeed(deps, payload.feedId)
	if (outcome.kind === 'failed') context.log.error('feed crawl failed', { feedId: payload.feedId, reason: outcome.reason, degraded: outcome.degraded })
	if (outcome.kind === 'crawled' && outcome.gap) {
		context.log.error('coverage gap: the crawl reached its page cap before any listing it knew; the feed is crawled sooner', { feedId: payload.feedId, pages: outcome.pages })
	}
}

export const sweepFeedsJob: JobHandler<'feeds.sweep'> = async (context) => {
	const swept = await sweepFeeds(context.db, new Date())
	if (swept.events > 0 || swept.feeds > 0) context.log.info(`swept ${swept.events} feed events and ${swept.feeds} idle feeds`)
	// The alert cards' rollup keeps the days its chart shows (docs/decisions/038-market-chart.md).
	const marketDays = await sweepMarketDays(context.db, new Date())
	if (marketDays > 0) context.log.info(`swept ${marketDays} market days of alerts`)
}
