import { type Database } from '#core/db/client.ts'
import { type DueFeed, dueFeeds, leaseFeeds, recordBudgetWaits, syncAlertFeeds, watchOnlyNeed } from '#core/models/feeds.ts'
import { hostBacklogMs } from '#core/models/host-budget.ts'
import { catalogue } from '#core/catalogue/data.ts'
import { type SiteCapability } from '#core/models/crawl-plans.ts'
import { breakers, claimProbe } from '#core/models/site-breaker.ts'
import { type SiteId, siteIds } from '#core/sites.ts'
import { type SiteAdapter } from '#sites/kit/types.ts'
import { feedSearch } from './crawl.ts'

/**
 * checks.dispatch (docs/decisions/008): keeps the running alerts attached to their feeds, then
 * claims the feeds due for a crawl, the neediest first, as many per site host as the fleet's
 * request budget can start within `horizonMs`. The others wait for a later tick; a site whose
 * feeds wait a whole interval past their time is marked short of budget for the operator. A site
 * whose circuit breaker is open (./site-health.ts) is skipped; once its wait is over, one of its
 * feeds goes as the probe.
 */

/** How long a claimed feed is held by one worker before another may crawl it. */
export const crawlLeaseSeconds = 300
/** Feeds claimed per tick at the most. */
const claimLimit = 500

export type DispatchDeps = {
	db: Database
	adapters: Record<SiteId, SiteAdapter>
	baseUrls: Record<SiteId, string>
	/**
	 * The fleet's spacing between two requests through one identity (0: none) and how far ahead
	 * crawls are started; `of`, each site's own on a host, with its identities' keys in
	 * host_budgets (core/site-budget.ts, docs/decisions/050). Without it: one identity, the host.
	 */
	budget: HostBudget & { of?: (siteId: SiteId, host: string) => HostBudget }
	/** Each site's requests a minute for its crawl plan (core/site-budget.ts); without it, one identity at `budget.intervalMs`. */
	budgetPerMinute?: (siteId: SiteId) => number
	/**
	 * Whether the operator has the site on (SITE_FETCH_<SITE> not `off`, core/site-settings.ts);
	 * without it, every site. An off site's feeds are not claimed: they stay due, as behind an open
	 * breaker, and its alerts keep their place until the site is on again.
	 */
	siteIsOn?: (siteId: SiteId) => boolean
}

const brandNames = new Map(catalogue.map((brand) => [brand.slug, brand.name]))

/** Whether the adapter builds a brand search, asked once per adapter and brand: the plan asks it every dispatch tick. */
const searchable = new WeakMap<SiteAdapter, Map<string, boolean>>()
function searchedBrands(adapter: SiteAdapter): (brand: string) => boolean {
	let known = searchable.get(adapter)
	if (!known) searchable.set(adapter, (known = new Map()))
	return (brand) => {
		let answer = known.get(brand)
		if (answer === undefined) {
			answer = adapter.buildRequest({ scope: 'brand', brand, brandName: brandNames.get(brand) ?? brand, facebookMarketplaceUrl: null }, { baseUrl: 'https://site.invalid' }) !== null
			known.set(brand, answer)
		}
		return answer
	}
}

/**
 * What each site's crawl plan may use of its adapter: a site-wide search, its page size, and which
 * brands it can search by themselves (a brand it builds no request for is read whole, docs/decisions/075).
 */
export function siteCapabilities(adapters: Record<SiteId, SiteAdapter>): Record<SiteId, SiteCapability> {
	return Object.fromEntries(
		Object.entries(adapters).map(([id, adapter]) => [
			id,
			{
				siteWide: adapter.scopes.includes('site'),
				pageSize: adapter.pageSize,
				searchesBrand: searchedBrands(adapter),
			},
		]),
	) as Record<SiteId, SiteCapability>
}

/** One identity's requests a minute under a spacing (unlimited without one). */
const budgetPerMinuteOf = (budget: { intervalMs: number }) => () => (budget.intervalMs > 0 ? 60_000 / budget.intervalMs : Number.POSITIVE_INFINITY)

export type HostBudget = { intervalMs: number; horizonMs: number; keys?: readonly string[] }

/** The host a feed's requests go to: the site's, or on Facebook the one of the buyer's search. */
export function feedHost(feed: Pick<DueFeed, 'siteId' | 'scope'>, adapters: Record<SiteId, SiteAdapter>, baseUrls: Record<SiteId, string>): string {
	const siteId = feed.siteId as SiteId
	const request = adapters[siteId].buildRequest(feedSearch(feed, feed.scope), { baseUrl: baseUrls[siteId] })
	return new URL(request?.url ?? baseUrls[siteId]).host
}

/** Room for crawls through one identity whose next free slot is `backlogMs` ahead. */
export function crawlsThatFit(backlogMs: number, budget: HostBudget) {
	if (budget.intervalMs <= 0) return Number.POSITIVE_INFINITY
	return Math.max(0, Math.ceil((budget.horizonMs - backlogMs) / budget.intervalMs))
}

/** Room for crawls on a host: its identities' together (`budget.keys`, else the host alone), each with slots of its own. */
export function hostRoom(host: string, budget: HostBudget, backlog: ReadonlyMap<string, number>) {
	return (budget.keys ?? [host]).reduce((sum, key) => sum + crawlsThatFit(backlog.get(key) ?? 0, budget), 0)
}

export async function dispatchCrawls(deps: DispatchDeps, now: Date): Promise<{ claimed: DueFeed[]; waiting: number; sync: { attached: number; detached: number } }> {
	const sync = await syncAlertFeeds(deps.db, now, { capabilities: siteCapabilities(deps.adapters), budgetPerMinute: deps.budgetPerMinute ?? budgetPerMinuteOf(deps.budget) })
	return deps.db.transaction(async (tx) => {
		// A site whose breaker is open is not asked at all; its feeds stay due and wait (not for budget).
		const open = await breakers(tx, now)
		const due = (await dueFeeds(tx, now, claimLimit)).filter((feed) => {
			if (deps.siteIsOn && !deps.siteIsOn(feed.siteId as SiteId)) return false
			const breaker = open.get(feed.siteId as SiteId)
			return !breaker || (breaker.state === 'half-open' && !breaker.probeOut)
		})
		const probes = new Set<SiteId>()
		const hosts = new Map(due.map((feed) => [feed.id, feedHost(feed, deps.adapters, deps.baseUrls)]))
		const budgets = new Map(due.map((feed) => [hosts.get(feed.id)!, deps.budget.of?.(feed.siteId as SiteId, hosts.get(feed.id)!) ?? deps.budget]))
		const backlog = await hostBacklogMs(deps.db, [...budgets].flatMap(([host, budget]) => budget.keys ?? [host]), now)
		const room = new Map([...budgets].map(([host, budget]) => [host, hostRoom(host, budget, backlog)]))
		const claimed: DueFeed[] = []
		const waits = new Map<SiteId, { waiting: number; overdue: boolean }>(siteIds.map((id) => [id, { waiting: 0, overdue: false }]))
		for (const feed of due) {
			const host = hosts.get(feed.id)!
			const left = room.get(host)!
			const siteId = feed.siteId as SiteId
			const halfOpen = open.has(siteId)
			// Half-open: one feed probes the site for the whole fleet; the others wait for its outcome.
			if (halfOpen && (probes.has(siteId) || left <= 0)) continue
			if (left > 0) {
				if (halfOpen) {
					probes.add(siteId)
					if (!(await claimProbe(tx, siteId, now, new Date(now.getTime() + crawlLeaseSeconds * 1000)))) continue
				}
				room.set(host, left - 1)
				claimed.push(feed)
				continue
			}
			// A price watch reads only with room to spare: a site is not short of budget for it.
			if (feed.need === watchOnlyNeed) continue
			const site = waits.get(feed.siteId as SiteId)!
			site.waiting += 1
			if (feed.nextCrawlAt && feed.need >= 1) site.overdue = true
		}
		await leaseFeeds(tx, claimed.map((feed) => feed.id), new Date(now.getTime() + crawlLeaseSeconds * 1000))
		await recordBudgetWaits(tx, waits, now)
		return { claimed, waiting: [...waits.values()].reduce((sum, site) => sum + site.waiting, 0), sync }
	})
}
