import { frequencyMinutes, type UpdateFrequency, updateFrequencies } from './enums.ts'

/**
 * The crawl plan of one site (docs/decisions/049-site-wide-feeds.md): the feeds that serve every
 * running alert of the site at its own period with the fewest requests. A site-wide feed reads the
 * whole site newest first and serves every alert whose period is at least its own; a brand feed
 * serves the alerts of one brand. The plans weighed: no site-wide feed (a feed per brand), or a
 * site-wide feed at one of the alerts' periods with brand feeds for the brands that want faster.
 * Pure: the inputs are counted in core/models/crawl-plans.ts.
 */

export type PlanAlerts = Array<{ brand: string; periodMinutes: number; count: number }>

export type PlanInput = {
	/** Whether the site can list all its cars newest first (its adapter's scopes). */
	siteWide: boolean
	/** Listings on a page of the site's newest-first search. */
	pageSize: number
	/** New cars a minute on the whole site, as measured; null before any measurement. */
	siteRate: number | null
	/** The site's rate is a floor: its last crawl hit the page cap (a cautious check does not count on reading it whole). */
	siteRateIsFloor?: boolean
	/** New cars a minute per brand, as measured; a brand without a measurement is absent. */
	brandRates: ReadonlyMap<string, number>
	/**
	 * What each measured brand's rate could be, given how few cars the measurement rests on
	 * (`rateAtMost`): a cautious check weighs a brand at this when it is higher than its rate.
	 */
	brandRatesAtMost?: ReadonlyMap<string, number>
	alerts: PlanAlerts
	/**
	 * How what is not measured yet is weighed. A site of which nothing is measured is weighed read
	 * whole as filling every page a crawl reads. 'hopeful' (the worker's plan, and a site the worker
	 * has not planned yet): an unmeasured brand feed needs a page a crawl. 'cautious' (selling a tier on a
	 * site the worker reads): an unmeasured brand is as busy as the busiest brand measured on its
	 * site, or fills every page a crawl may read when none is; a site not measured whole is not read
	 * whole (docs/decisions/051-price-watch-and-cold-start.md).
	 */
	unmeasured?: 'hopeful' | 'cautious'
	/**
	 * Whether the site's adapter can search a brand by itself (default: every brand). A brand it
	 * cannot (mobile.de's Search API knows a few make keys) is served by the site-wide feed alone,
	 * at its fastest alert's period (docs/decisions/075-brands-read-whole.md).
	 */
	searchesBrand?: (brand: string) => boolean
}

export type PlannedFeed = { scope: 'site' | 'brand'; brand: string | null; periodMinutes: number; requestsPerMinute: number }

export type CrawlPlan = { feeds: PlannedFeed[]; requestsPerMinute: number; siteWidePeriodMinutes: number | null }

/** Pages a crawl reads at most before it records a coverage gap (worker/lib/feeds/crawl.ts). */
export const maxPagesPerCrawl = 5
/** A feed is never crawled more often than this, however busy (worker/lib/feeds/rhythm.ts). */
export const minCrawlSeconds = 15
/** A busy feed is crawled when about this share of a page has arrived, so a crawl reads one page (worker/lib/feeds/rhythm.ts). */
export const targetPageShare = 0.5

/**
 * Requests a minute of a feed whose fastest alert wants `periodMinutes`, over listings arriving
 * at `rate` a minute, crawled as the crawler's rhythm crawls it (worker/lib/feeds/rhythm.ts): every
 * period, or when half a page has arrived if that comes sooner (never more often than every 15
 * s), each crawl reading the pages of what arrived since the last (at least one). A rate not
 * measured yet counts a page a crawl; an unbounded guess (a cautious check with nothing measured)
 * fills every page a crawl may read, at the period.
 */
export function feedCost(periodMinutes: number, rate: number | null, pageSize: number): number {
	if (rate === null || rate <= 0) return 1 / periodMinutes
	if (!Number.isFinite(rate)) return maxPagesPerCrawl / periodMinutes
	const page = Math.max(1, pageSize)
	const interval = Math.min(periodMinutes, Math.max(minCrawlSeconds / 60, (targetPageShare * page) / rate))
	return Math.max(1, Math.ceil((rate * interval) / page)) / interval
}

/**
 * The site's rate: as measured, and never less than its brands' together (a site not read whole
 * yet is at least as busy as the brands read of it). Null: nothing measured yet.
 */
function siteRateOf(input: PlanInput): number | null {
	const brands = [...input.brandRates.values()].reduce((sum, rate) => sum + rate, 0)
	if (input.siteRate === null) return input.brandRates.size > 0 ? brands : null
	return Math.max(input.siteRate, brands)
}

/**
 * The highest arrival rate a count of `count` cars in `minutes` leaves likely (a one-sided Poisson
 * bound, about 98 %): a brand seen 4 times in its first minute may well list 10 a minute. Selling a
 * tier on a first minute's count sold three fast alerts on a site that could serve two
 * (docs/decisions/063-the-crawl-plan-when-little-is-known.md).
 */
export function rateAtMost(count: number, minutes: number): number {
	if (!(minutes > 0)) return Number.POSITIVE_INFINITY
	const seen = Math.max(0, count)
	return (seen + 2 * Math.sqrt(seen) + 2) / minutes
}

/** The brand's rate: as measured; cautious, as high as its measurement allows. Unmeasured, null (hopeful) or the cautious guess. */
function rateOf(input: PlanInput, brand: string): number | null {
	const cautious = input.unmeasured === 'cautious'
	const weigh = (name: string) => {
		const measured = input.brandRates.get(name)
		if (measured === undefined || !cautious) return measured
		return Math.max(measured, input.brandRatesAtMost?.get(name) ?? measured)
	}
	const measured = weigh(brand)
	if (measured !== undefined || !cautious) return measured ?? null
	const busiest = Math.max(0, ...[...input.brandRates.keys()].map((name) => weigh(name)!))
	if (input.brandRates.size > 0) return input.siteRate === null ? busiest : Math.min(busiest, input.siteRate)
	return input.siteRate ?? Number.POSITIVE_INFINITY
}

function fastestByBrand(alerts: PlanAlerts) {
	const fastest = new Map<string, number>()
	for (const { brand, periodMinutes, count } of alerts) {
		if (count <= 0) continue
		fastest.set(brand, Math.min(fastest.get(brand) ?? Number.POSITIVE_INFINITY, periodMinutes))
	}
	return fastest
}

/** The plan with a site-wide feed at `sitePeriod` (null: none), brand feeds for the brands that want faster. */
export function planWith(input: PlanInput, sitePeriod: number | null): CrawlPlan {
	const fastest = fastestByBrand(input.alerts)
	const feeds: PlannedFeed[] = []
	if (sitePeriod !== null && fastest.size > 0) {
		// Nothing measured of the site at all: reading it whole may fill every page a crawl reads
		// (a busy site read whole at once would lose cars to coverage gaps before it is measured).
		const siteRate = siteRateOf(input) ?? Number.POSITIVE_INFINITY
		feeds.push({ scope: 'site', brand: null, periodMinutes: sitePeriod, requestsPerMinute: feedCost(sitePeriod, siteRate, input.pageSize) })
	}
	for (const [brand, period] of fastest) {
		if (sitePeriod !== null && period >= sitePeriod) continue
		feeds.push({ scope: 'brand', brand, periodMinutes: period, requestsPerMinute: feedCost(period, rateOf(input, brand), input.pageSize) })
	}
	const requestsPerMinute = feeds.reduce((sum, feed) => sum + feed.requestsPerMinute, 0)
	return { feeds, requestsPerMinute, siteWidePeriodMinutes: feeds.some((feed) => feed.scope === 'site') ? sitePeriod : null }
}

/**
 * The slowest site-wide period that still serves every brand the adapter cannot search by itself
 * (null: there is none, or the site cannot be read whole, and those brands cannot be served).
 */
function wholeAtMost(input: PlanInput, fastest: ReadonlyMap<string, number>): number | null {
	if (!input.siteWide || !input.searchesBrand) return null
	const periods = [...fastest].filter(([brand]) => !input.searchesBrand!(brand)).map(([, period]) => period)
	return periods.length > 0 ? Math.min(...periods) : null
}

/** Whether a plan with a site-wide feed at `sitePeriod` serves the brands only the whole site can. */
const servesUnsearched = (input: PlanInput, fastest: ReadonlyMap<string, number>, sitePeriod: number | null) => {
	const atMost = wholeAtMost(input, fastest)
	return atMost === null || (sitePeriod !== null && sitePeriod <= atMost)
}

/** The cheapest plan for the alerts; ties go to fewer feeds. No alerts: no feeds. */
export function planSite(input: PlanInput): CrawlPlan {
	const fastest = fastestByBrand(input.alerts)
	if (fastest.size === 0) return { feeds: [], requestsPerMinute: 0, siteWidePeriodMinutes: null }
	const candidates: Array<number | null> = [null]
	// Nobody knows yet what the whole site costs to read: a cautious check does not count on it,
	// unless a brand can be served in no other way.
	const wholeKnown = input.unmeasured !== 'cautious' || (input.siteRate !== null && !input.siteRateIsFloor) || wholeAtMost(input, fastest) !== null
	if (input.siteWide && wholeKnown) candidates.push(...[...new Set(fastest.values())].sort((a, b) => a - b))
	let best: CrawlPlan | null = null
	for (const sitePeriod of candidates) {
		if (!servesUnsearched(input, fastest, sitePeriod)) continue
		const plan = planWith(input, sitePeriod)
		const cheaper = !best || plan.requestsPerMinute < best.requestsPerMinute - 1e-9
		const asCheapWithFewerFeeds = best && Math.abs(plan.requestsPerMinute - best.requestsPerMinute) <= 1e-9 && plan.feeds.length < best.feeds.length
		if (cheaper || asCheapWithFewerFeeds) best = plan
	}
	return best!
}

/** A plan in force is kept until another saves this share of its requests: measured rates wobble, and each switch costs a baseline. */
export const switchSaving = 0.15

/**
 * The plan to follow now: the cheapest, unless the plan in force (its site-wide period, or none)
 * is within `switchSaving` of it and within the budget.
 */
export function nextPlan(input: PlanInput, inForce: { sitePeriod: number | null } | null, budgetPerMinute: number): CrawlPlan {
	const best = planSite(input)
	if (!inForce) return best
	const kept = planWith(input, input.siteWide ? inForce.sitePeriod : null)
	if (!servesUnsearched(input, fastestByBrand(input.alerts), kept.siteWidePeriodMinutes)) return best
	const withinBudget = kept.requestsPerMinute <= budgetPerMinute + 1e-9 || kept.requestsPerMinute <= best.requestsPerMinute + 1e-9
	return withinBudget && kept.requestsPerMinute <= best.requestsPerMinute * (1 + switchSaving) + 1e-9 ? kept : best
}

/** Frequencies from the fastest. */
export const fastestFirst: UpdateFrequency[] = [...updateFrequencies].sort((a, b) => frequencyMinutes[a] - frequencyMinutes[b])

export type Headroom = {
	/** Requests a minute the plan needs now, and the site's budget. */
	requestsPerMinute: number
	budgetPerMinute: number
	/** Per frequency: what the plan would need with one more alert of `brand` at it, and whether it fits. */
	withOneMore: Array<{ frequency: UpdateFrequency; requestsPerMinute: number; fits: boolean }>
}

/**
 * The share of a site's budget its plan may be sold up to: requests through one identity queue
 * for their slots, and a plan that needs all of them leaves a crawl due behind another late
 * (measured: four feeds needing 97 % of the budget got a p95 of twice their period).
 */
export const sellableShare = 0.9

/**
 * Whether the site can take one more alert of `brand` at each frequency: it fits when the plan
 * with it stays within the sellable share of the budget. A site whose market has grown past its budget takes none, not
 * even one that would cost nothing more (a brand it reads at that tier, or one more brand on a
 * site-wide feed): the feed it would join is late already. Alerts already sold keep their tier;
 * they are not weighed again (core/models/alerts.ts).
 */
export function headroom(input: PlanInput, budgetPerMinute: number, brand: string): Headroom {
	const now = planSite(input).requestsPerMinute
	const withOneMore = fastestFirst.map((frequency) => {
		const more = planSite({ ...input, alerts: [...input.alerts, { brand, periodMinutes: frequencyMinutes[frequency], count: 1 }] }).requestsPerMinute
		return { frequency, requestsPerMinute: more, fits: more <= budgetPerMinute * sellableShare + 1e-9 }
	})
	return { requestsPerMinute: now, budgetPerMinute, withOneMore }
}

/** The fastest frequency the site can take for one more alert of the brand (null: none). */
export function fastestThatFits(room: Headroom): UpdateFrequency | null {
	return room.withOneMore.find((entry) => entry.fits)?.frequency ?? null
}

/**
 * The price watch of a site read whole (docs/decisions/051-price-watch-and-cold-start.md). A
 * site-wide crawl stops at the first car it knows, so it sees a new price only on the newest page
 * of the whole site; sellers lower prices in a car's first hours, while it is still on its brand's
 * first page. So each brand the site-wide feed serves has its first page read now and then, often
 * enough that a car among the newest half of that page is read again before it leaves it (a busy
 * brand more often, never more often than the site-wide feed, at least every half hour), out of at most
 * half of the budget the plan leaves: the watch yields to the plan, and never makes it refuse a
 * tier. Past that share every brand's watch slows alike.
 */
export type PriceWatch = {
	brands: Array<{ brand: string; periodMinutes: number }>
	requestsPerMinute: number
	/**
	 * Brands the site-wide feed serves whose watch waits for room (the plan takes the whole budget,
	 * as in a burst): their watch keeps when it last read them, so that once there is room it reads
	 * them back to the cars it saw (docs/decisions/076). Absent: none.
	 */
	resting?: string[]
}

/** A brand's first page is read again at least this often. */
export const slowestWatchMinutes = 30
/** The share of the plan's unused budget the watch may take. */
export const watchShareOfSpare = 1
/** Read before a car among the newest half of the page has left it, with this margin. */
const watchReach = 0.8

export function priceWatch(input: PlanInput, plan: CrawlPlan, budgetPerMinute: number): PriceWatch {
	const sitePeriod = plan.siteWidePeriodMinutes
	if (sitePeriod === null) return { brands: [], requestsPerMinute: 0 }
	const ownFeeds = new Set(plan.feeds.filter((feed) => feed.scope === 'brand').map((feed) => feed.brand))
	const served = [...fastestByBrand(input.alerts).keys()].filter((brand) => !ownFeeds.has(brand)).sort()
	const wanted = served.map((brand) => {
		// A brand of few cars counted may list faster than its count says: its watch reads at the rate
		// the count leaves likely (rateAtMost), so a car does not leave its first page unseen.
		const rate = Math.max(input.brandRates.get(brand) ?? 0, input.brandRatesAtMost?.get(brand) ?? 0) || undefined
		const leaves = rate && rate > 0 ? (watchReach * input.pageSize) / 2 / rate : slowestWatchMinutes
		return { brand, periodMinutes: Math.max(sitePeriod, Math.min(slowestWatchMinutes, leaves)) }
	})
	const wantedPerMinute = wanted.reduce((sum, watch) => sum + 1 / watch.periodMinutes, 0)
	const allowed = Number.isFinite(budgetPerMinute) ? Math.max(0, budgetPerMinute - plan.requestsPerMinute) * watchShareOfSpare : Number.POSITIVE_INFINITY
	if (wanted.length === 0) return { brands: [], requestsPerMinute: 0 }
	if (allowed <= 1e-9) return { brands: [], requestsPerMinute: 0, resting: served }
	const stretch = Math.max(1, wantedPerMinute / allowed)
	const brands = wanted.map((watch) => ({ brand: watch.brand, periodMinutes: watch.periodMinutes * stretch }))
	return { brands, requestsPerMinute: wantedPerMinute / stretch }
}
