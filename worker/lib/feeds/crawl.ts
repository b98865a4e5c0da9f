import { eq, sql } from 'drizzle-orm'
import { catalogueNames } from '#core/catalogue/queries.ts'
import { allModels } from '#core/catalogue/shape.ts'
import { loadRates } from '#core/models/exchange-rates.ts'
import { type Rates, toEur } from '#core/currency/rates.ts'
import { type Database } from '#core/db/client.ts'
import { brandOfListing } from '#core/matching.ts'
import { feeds } from '#core/db/schema.ts'
import { dueWatches, type Feed, fastestPeriodSeconds, feedAlerts, firstSeenAt, knownListings, markWatched, nextCrawlOnSite, recordCrawl, siteAlerts, storeCrawl, type StoredListing } from '#core/models/feeds.ts'
import { requiresUrl, type SiteId, siteWideScope } from '#core/sites.ts'
import { sitesTryingWhole } from '#core/models/crawl-plans.ts'
import { hostBacklogMs } from '#core/models/host-budget.ts'
import { storedListing } from '#core/listing/schema.ts'
import { type Block, classifyBlock, type Edge } from '../blocks.ts'
import { type FetchPage, HostGateError } from '../fetch-page.ts'
import { type FeedSearch, type Listing, type ParseResult, type SiteAdapter, type SiteRequest } from '#sites/kit/types.ts'
import { alertLabels, deliverAfterCrawl, type DeliveryDeps, type DeliveryOutcome } from './delivery.ts'
import { arrivalsPerHour, crawlInterval, maxPagesPerCrawl, nextCrawlAt } from './rhythm.ts'
import { recordFailure, recordFetch, recordSuccess } from './site-health.ts'

/**
 * The crawler (docs/decisions/008): one feed, newest page first, older pages until a page reaches
 * listings the feed already knows (at most `maxPagesPerCrawl`: past that, a coverage gap is
 * recorded and the feed is crawled sooner). What it finds is stored once; then the feed's alerts
 * that are due are delivered to (./delivery.ts).
 */

/** With `enqueueDelivery` (./delivery.ts), the crawl hands its delivery to a job of its own. */
export type CrawlDeps = DeliveryDeps & {
	db: Database
	adapters: Record<SiteId, SiteAdapter>
	fetchPage: FetchPage
	baseUrls: Record<SiteId, string>
	/** The clock: a benchmark runs the crawler on a simulated one. */
	now?: () => Date
	/** Euro reference rates; by default the stored ones (core/models/exchange-rates.ts). */
	rates?: () => Promise<Rates>
	/**
	 * Told when a site refuses a crawl's first page, before its breaker opens: a fetcher with
	 * another proxy or a fallback mode switches to it and answers 'switched' (the site is probed
	 * again after the breaker's base wait, and the failure does not count toward degrading it);
	 * 'exhausted' or nothing when every way was tried (a rotation that wraps round says so).
	 */
	onBlocked?: (siteId: SiteId, block: { reason: string; edge: Edge | null }) => BlockedAnswer | Promise<BlockedAnswer>
	/** Spreads the breaker's waits (tests fix it). */
	random?: () => number
	/** Each site's requests a minute (core/site-budget.ts): the price watch reads only where it delays no crawl. Without it, no limit. */
	budgetPerMinute?: (siteId: SiteId) => number
}

export type BlockedAnswer = 'switched' | 'exhausted' | void

export type CrawlOutcome =
	| { kind: 'crawled'; baseline: boolean; pages: number; newListings: number; priceChanges: number; gap: boolean; intervalSeconds: number; delivery: DeliveryOutcome }
	| { kind: 'failed'; reason: string; degraded: boolean; pages: number }
	| { kind: 'skipped'; reason: string }
	/** A site-wide feed claimed for its price watch alone: brand first pages read, new prices stored for its next delivery. */
	| { kind: 'watched'; pages: number; priceChanges: number }

/**
 * What the site is asked for a feed: every car of the site (a site-wide feed, scope
 * `siteWideScope`), a brand's newest cars, or the buyer's own Marketplace search
 * (docs/decisions/049-site-wide-feeds.md). Nothing below the brand: each of the feed's alerts is
 * matched on what comes back (core/matching.ts, from ./delivery.ts).
 */
export function feedSearch(feed: Pick<Feed, 'siteId' | 'scope'>, brandName: string): FeedSearch {
	if (requiresUrl(feed.siteId)) return { scope: 'url', brand: '', brandName: '', facebookMarketplaceUrl: feed.scope }
	if (feed.scope === siteWideScope) return { scope: 'site', brand: '', brandName: '', facebookMarketplaceUrl: null }
	return { scope: 'brand', brand: feed.scope, brandName, facebookMarketplaceUrl: null }
}

/** The request for one page of a feed (1: newest), or null when the adapter cannot build it. */
export async function feedRequest(db: Database, feed: Pick<Feed, 'siteId' | 'scope'>, adapter: SiteAdapter, baseUrl: string, page = 1): Promise<SiteRequest | null> {
	// Only a brand feed has a brand whose name the catalogue knows.
	const byBrand = !requiresUrl(feed.siteId) && feed.scope !== siteWideScope
	const names = byBrand ? await catalogueNames(db, [{ brand: feed.scope, model: allModels }]) : new Map<string, string>()
	return adapter.buildRequest(feedSearch(feed, names.get(feed.scope) ?? feed.scope), { baseUrl, page })
}

/** A parse result; a block recognised from the answer's status and edge headers carries what it knows. */
type Fetched = ParseResult & { block?: Block }

async function fetchListings(deps: CrawlDeps, siteId: SiteId, adapter: SiteAdapter, request: SiteRequest): Promise<Fetched> {
	const result = await fetchAndParse(deps, adapter, request)
	await recordFetch(deps.db, siteId, result.kind === 'blocked', (deps.now ?? (() => new Date()))())
	return result
}

async function fetchAndParse(deps: CrawlDeps, adapter: SiteAdapter, request: SiteRequest): Promise<Fetched> {
	try {
		const response = await deps.fetchPage(request, adapter.id)
		// 403 and 429 rested the proxy the answer came through already; a block seen only here did not.
		const rotate = () => {
			if (response.status !== 403 && response.status !== 429) deps.fetchPage.rotate?.(adapter.id, response)
		}
		// The edge's own word before the adapter's reading of the body: a redesign cannot hide it.
		const block = classifyBlock(response)
		if (block) {
			rotate()
			return { kind: 'blocked', reason: block.reason, block }
		}
		const parsed = adapter.parse(response.body, response)
		if (parsed.kind === 'blocked') rotate()
		return parsed
	} catch (error) {
		// The job fails instead and the feed comes round again when its lease ends.
		if (error instanceof HostGateError) throw error
		return { kind: 'blocked', reason: error instanceof Error ? error.message : String(error) }
	}
}

/** A site's clock may run ahead of ours; a time further ahead than this is not believed. */
const publishedSkewMs = 10 * 60_000

function toStored(listing: Listing, rates: Rates, now: Date): StoredListing {
	const published = listing.publishedAt ? new Date(listing.publishedAt) : null
	return storedListing(listing, {
		priceEur: toEur(rates, listing.price, listing.currency),
		// A site-wide feed's alerts read their brand's cars by it (docs/decisions/049).
		brand: brandOfListing(listing),
		publishedAt: published && published.getTime() <= now.getTime() + publishedSkewMs ? published : null,
	})
}

/** Crawls one feed claimed by checks.dispatch, stores what it found and delivers to its due alerts. */
export async function crawlFeed(deps: CrawlDeps, feedId: string): Promise<CrawlOutcome> {
	const { db } = deps
	const clock = deps.now ?? (() => new Date())
	const startedAt = clock()
	const [feed] = await db.select().from(feeds).where(eq(feeds.id, feedId))
	if (!feed) return { kind: 'skipped', reason: 'the feed no longer exists' }
	const siteId = feed.siteId as SiteId
	const readers = await feedAlerts(db, feed.id, startedAt)
	// A feed the site's plan has just opened is crawled before any alert reads it: it takes its
	// baseline, and the alerts move to it once that loses nothing (core/models/crawl-plans.ts).
	if ((readers.length === 0 && feed.plannedPeriodSeconds === null) || feed.idleSince) {
		await db.update(feeds).set({ leaseUntil: null }).where(eq(feeds.id, feed.id))
		return { kind: 'skipped', reason: 'no running alert reads the feed' }
	}
	const adapter = deps.adapters[siteId]
	const baseUrl = deps.baseUrls[siteId]
	// Claimed for its price watch alone (room to spare, its own crawl not due: docs/decisions/064).
	if (feed.scope === siteWideScope && feed.nextCrawlAt && feed.nextCrawlAt.getTime() > startedAt.getTime() && !feed.baselineNeeded) {
		await db.update(feeds).set({ leaseUntil: null }).where(eq(feeds.id, feed.id))
		const rates = await (deps.rates ?? (() => loadRates(db)))()
		const watched = await watchPrices(deps, feed, adapter, baseUrl, rates, clock)
		return { kind: 'watched', pages: watched.pages, priceChanges: watched.priceChanges }
	}
	const first = await feedRequest(db, feed, adapter, baseUrl)
	if (!first) {
		await db.update(feeds).set({ leaseUntil: null, nextCrawlAt: nextCrawlAt(feed.nextCrawlAt, feed.intervalSeconds, startedAt) }).where(eq(feeds.id, feed.id))
		return { kind: 'skipped', reason: 'the site cannot search this feed' }
	}
	const baseline = feed.baselineNeeded
	const fastest = Math.min(fastestPeriodSeconds(readers.map(({ alert }) => alert)) ?? Number.POSITIVE_INFINITY, feed.plannedPeriodSeconds ?? Number.POSITIVE_INFINITY)

	// A site-wide feed no alert reads yet while the plan tries the site whole reads one page a crawl:
	// enough to find out a site too busy to read whole (a full page of new cars doubles its rate at
	// every crawl), without the brand feeds' alerts waiting behind its pages (docs/decisions/063).
	const pageCap = readers.length === 0 && feed.scope === siteWideScope && (await sitesTryingWhole(db, siteId)).has(siteId) ? 1 : maxPagesPerCrawl
	const parsed = await fetchListings(deps, siteId, adapter, first)
	if (parsed.kind === 'blocked') {
		const now = clock()
		// While the breaker holds the site back only one feed probes it: a degradation concerns every alert on the site.
		const onSite = await siteAlerts(db, siteId, now)
		const { labels } = await alertLabels(db, onSite)
		const affected = onSite.map((alert) => ({ id: alert.id, userId: alert.userId, notificationLanguage: alert.notificationLanguage, label: labels.get(alert.id)! }))
		const answer = await deps.onBlocked?.(siteId, { reason: parsed.reason, edge: parsed.block?.edge ?? null })
		const { degraded } = await recordFailure(db, siteId, affected, parsed.reason, now, {
			edge: parsed.block?.edge,
			retryAfterSeconds: parsed.block?.retryAfterSeconds,
			switched: answer === 'switched',
			random: deps.random,
		})
		const interval = crawlInterval({ fastestPeriodSeconds: fastest, arrivalsPerHour: feed.arrivalsPerHour, pageSize: feed.pageSize })
		await recordCrawl(db, feed.id, { now, pages: 1, success: false, baselineTaken: false, gap: false, intervalSeconds: interval, nextCrawlAt: nextCrawlAt(feed.nextCrawlAt, interval, now), arrivalsPerHour: feed.arrivalsPerHour, pageSize: feed.pageSize })
		return { kind: 'failed', reason: parsed.reason, degraded, pages: 1 }
	}

	deps.fetchPage.succeeded?.(siteId)
	// Newest first, each listing once: cars listed during the crawl push older ones onto the next page.
	const found = new Map<string, Listing>()
	let page = parsed.listings
	let pages = 1
	let gap = false
	while (true) {
		const added = page.filter((listing) => !found.has(listing.listingId))
		for (const listing of added) found.set(listing.listingId, listing)
		// A baseline is the newest page: what is online now, not the site's whole history.
		if (baseline || added.length === 0) break
		const known = await knownListings(db, feed.id, [page.at(-1)!.listingId])
		if (known.size > 0) break
		if (pages >= pageCap) {
			gap = true
			break
		}
		const older = await feedRequest(db, feed, adapter, baseUrl, pages + 1)
		// A site that cannot page (Facebook) and a wholly new page: cars may have been missed.
		if (!older) {
			gap = true
			break
		}
		const more = await fetchListings(deps, siteId, adapter, older)
		pages += 1
		// An older page that fails or is empty ends the crawl; a failure means cars may have been missed.
		if (more.kind !== 'listings') {
			gap = true
			break
		}
		if (more.listings.length === 0) break
		page = more.listings
	}

	const now = clock()
	const rates = await (deps.rates ?? (() => loadRates(db)))()
	await recordSuccess(db, siteId, now)
	const stored = await storeCrawl(db, feed, [...found.values()].map((listing) => toStored(listing, rates, now)), { baseline, now })
	const pageSize = Math.max(feed.pageSize ?? 0, parsed.listings.length) || null
	const rate = baseline || !feed.lastSuccessAt ? feed.arrivalsPerHour : arrivalsPerHour(feed.arrivalsPerHour, { newListings: stored.newListings, seconds: (now.getTime() - feed.lastSuccessAt.getTime()) / 1000, gap })
	// A feed that has just taken its first baseline knows nothing of how busy it is: it looks again
	// within a minute, so its rhythm rests on a measure. Left a whole period, a busy brand with a
	// half-hour alert filled every page the next crawl could read (docs/decisions/064).
	const rhythm = crawlInterval({ fastestPeriodSeconds: fastest, arrivalsPerHour: rate, pageSize })
	const intervalSeconds = baseline && rate === null ? Math.min(firstLookSeconds, rhythm) : rhythm
	const next = nextCrawlAt(feed.nextCrawlAt, intervalSeconds, now)
	await recordCrawl(db, feed.id, { now, pages, success: true, baselineTaken: baseline, gap, intervalSeconds, nextCrawlAt: next, arrivalsPerHour: rate, pageSize })
	const [crawled] = await db.select().from(feeds).where(eq(feeds.id, feed.id))
	// Enqueued as its own job once the events are stored, or at once without a queue (docs/decisions/061).
	// Every alert due before the next crawl is served now: served at the crawl nearest its time, a
	// one-minute alert waited up to half a crawl interval past its minute (docs/decisions/073).
	const delivery = await deliverAfterCrawl(deps, crawled!, { now, dueBefore: next })
	// After the delivery, so that no new car waits for it: a new price it finds goes at the next one.
	const watched = feed.scope === siteWideScope && !baseline ? await watchPrices(deps, crawled!, adapter, baseUrl, rates, clock) : { pages: 0, priceChanges: 0 }
	return { kind: 'crawled', baseline, pages: pages + watched.pages, newListings: baseline ? 0 : stored.newListings, priceChanges: stored.priceChanges + watched.priceChanges, gap, intervalSeconds, delivery }
}

/** Seconds after its first baseline before a feed with no measured rate looks again. */
const firstLookSeconds = 60

/** A watch page leaves this many request slots free before a crawl due on the site: its own slot ends before the crawl's begins. */
const watchGuardSlots = 1

/** Brand first pages a site-wide crawl reads again at the most for its price watch. */
export const maxWatchPagesPerCrawl = 3
/** Pages of one brand a watch reads at the most, back to the cars its last read saw. */
export const maxWatchPagesPerBrand = 3

/**
 * The price watch (docs/decisions/051-price-watch-and-cold-start.md): the first page of each
 * brand that is due, and its older pages back to the cars its last read saw (076), for new prices
 * of the cars the site-wide feed already knows. A car it does not know is left alone: it is older
 * than the feed's baseline, or new and for the feed's own crawl to find (taking it here would end
 * that crawl early, before the cars listed after it). A refused page ends the watch for this
 * crawl; the feed's own next crawl meets the block. So does a page whose request slot would not
 * end before a crawl due on the site begins: the watch takes only what the crawls leave (a
 * site-wide feed crawled faster than its period in a burst has no watch).
 */
async function watchPrices(deps: CrawlDeps, feed: Feed, adapter: SiteAdapter, baseUrl: string, rates: Rates, clock: () => Date) {
	const siteId = feed.siteId as SiteId
	let pages = 0
	let priceChanges = 0
	const perMinute = deps.budgetPerMinute?.(siteId) ?? Number.POSITIVE_INFINITY
	const spacingMs = Number.isFinite(perMinute) && perMinute > 0 ? 60_000 / perMinute : 0
	// The page takes the host's next free slot (later than now while requests queue): never one
	// whose slot would not end before a crawl due on the site begins.
	const roomFor = async (request: SiteRequest) => {
		if (spacingMs <= 0) return true
		const nextCrawl = await nextCrawlOnSite(deps.db, siteId)
		const host = new URL(request.url).host
		const slot = clock().getTime() + ((await hostBacklogMs(deps.db, [host], clock())).get(host) ?? 0)
		return !nextCrawl || nextCrawl.getTime() - slot >= watchGuardSlots * spacingMs
	}
	watching: for (const { brand, watchedAt } of await dueWatches(deps.db, feed.id, clock(), maxWatchPagesPerCrawl)) {
		const first = await feedRequest(deps.db, { siteId, scope: brand }, adapter, baseUrl)
		if (first && !(await roomFor(first))) break
		const readAt = clock()
		let request = first
		// Older pages of the brand while the cars listed since its last read fill the page: a burst
		// can push a car whose price just fell past the first page before the watch comes again
		// (docs/decisions/076-the-watch-reads-back.md). The brand counts as read only once its read
		// reached those cars: a read the guard or a refusal cuts short keeps the brand due, from
		// its last whole read (docs/decisions/077-a-watch-read-cut-short-stays-due.md).
		for (let brandPage = 1; request && brandPage <= maxWatchPagesPerBrand; brandPage += 1) {
			if (brandPage > 1 && !(await roomFor(request))) break watching
			const page = await fetchListings(deps, siteId, adapter, request)
			pages += 1
			if (page.kind !== 'listings') break watching
			const known = await knownListings(deps.db, feed.id, page.listings.map((listing) => listing.listingId))
			const mine = page.listings.filter((listing) => known.has(listing.listingId))
			const now = clock()
			priceChanges += (await storeCrawl(deps.db, feed, mine.map((listing) => toStored(listing, rates, now)), { baseline: false, now })).priceChanges
			const oldest = page.listings.at(-1)
			const oldestSeen = oldest && page.listings.length >= (feed.pageSize ?? adapter.pageSize) ? await firstSeenAt(deps.db, feed.id, oldest.listingId) : null
			if (!oldestSeen || oldestSeen <= watchedAt) break
			request = await feedRequest(deps.db, { siteId, scope: brand }, adapter, baseUrl, brandPage + 1)
		}
		await markWatched(deps.db, feed.id, brand, readAt)
	}
	if (pages > 0) await deps.db.update(feeds).set({ pagesFetched: sql`${feeds.pagesFetched} + ${pages}` }).where(eq(feeds.id, feed.id))
	return { pages, priceChanges }
}
