/**
 * How often a feed is crawled and how deep (docs/decisions/008). A feed is crawled as often as its
 * fastest alert asks (not more: every extra crawl is a request to the site, and the rhythm counts
 * from due times, so the dispatch tick's few seconds do not add up), and more often when listings
 * arrive fast enough that a crawl would need more than about half a page: then a crawl normally
 * needs one page, and the pages it reads are pages of new listings.
 */

import { minCrawlSeconds, targetPageShare } from '#core/crawl-plan.ts'

/**
 * Never more often than `minCrawlSeconds`, however busy the feed: the site's budget serves every
 * feed. Aim for `targetPageShare` of a page of new listings per crawl. Pages a crawl reads at
 * most before it records a coverage gap: `maxPagesPerCrawl`. The crawl plan weighs a feed's cost
 * by the same figures (core/crawl-plan.ts `feedCost`).
 */
export { maxPagesPerCrawl, minCrawlSeconds } from '#core/crawl-plan.ts'
/** A result page when the site has not shown a full one yet. */
const assumedPageSize = 20
/** Weight of the newest observation in the arrival rate (the rest is its history). */
const smoothing = 0.5

/**
 * New listings an hour, smoothed over crawls. A crawl that hit the page cap saw only part of what
 * arrived, so its count is a floor: the estimate at least doubles, and the feed speeds up at once.
 */
export function arrivalsPerHour(previous: number | null, observed: { newListings: number; seconds: number; gap: boolean }): number | null {
	if (observed.seconds <= 0) return previous
	const rate = (observed.newListings * 3600) / observed.seconds
	if (observed.gap) return 2 * Math.max(rate, previous ?? 0)
	return previous === null ? rate : smoothing * rate + (1 - smoothing) * previous
}

/** Seconds until the next crawl: the fastest alert's period, or less when listings arrive fast. */
export function crawlInterval(input: { fastestPeriodSeconds: number; arrivalsPerHour: number | null; pageSize: number | null }): number {
	const ceiling = Math.max(minCrawlSeconds, input.fastestPeriodSeconds)
	if (!input.arrivalsPerHour || input.arrivalsPerHour <= 0) return ceiling
	const perCrawl = targetPageShare * (input.pageSize && input.pageSize > 0 ? input.pageSize : assumedPageSize)
	const seconds = (perCrawl * 3600) / input.arrivalsPerHour
	return Math.round(Math.min(ceiling, Math.max(minCrawlSeconds, seconds)))
}

/**
 * The next crawl keeps the feed's rhythm (its due time plus the interval, not its end plus it),
 * unless that moment has passed: then it is an interval from now.
 */
export function nextCrawlAt(dueAt: Date | null, intervalSeconds: number, now: Date): Date {
	const fromDue = (dueAt ?? now).getTime() + intervalSeconds * 1000
	return new Date(fromDue > now.getTime() ? fromDue : now.getTime() + intervalSeconds * 1000)
}
