import { sql } from 'drizzle-orm'
import { type CrawlPlan, fastestThatFits, headroom, nextPlan, type PlanAlerts, type PlanInput, type PriceWatch, priceWatch, rateAtMost } from '../crawl-plan.ts'
import { type DbOrTx } from '../db/client.ts'
import { alertSites, feedEvents, feedListings, feedPriceWatch, feeds, listings, siteStatus, subscriptions } from '../db/schema.ts'
import { frequencyMinutes, type UpdateFrequency } from '../enums.ts'
import { requiresUrl, type SiteId, sites, siteWideScope } from '../sites.ts'
import { running } from './running.ts'
import { isBrandSite } from './url-sites.ts'

/**
 * What a site's crawl plan is made of (core/crawl-plan.ts), read from the database: the running
 * alerts per brand and period, and the arrival rates the feeds measured. Brand rates come from the
 * brand's own feed where it has one, else from the site-wide feed's new listings of the last hour
 * by brand; the site's from its site-wide feed.
 */

/** What the plan needs to know of a site's adapter. */
export type SiteCapability = {
	siteWide: boolean
	pageSize: number
	/** Which brands the adapter can search by themselves (the worker's plan; absent in a stored plan: every brand). */
	searchesBrand?: (brand: string) => boolean
}

/** How long an idle feed's last measured rate takes to count half: a few hours, so a site split in its busy hours is not merged again within the hour. */
const staleRateHalfLifeSeconds = 6 * 3600

/** How far back the site-wide feed's new listings are counted per brand. */
const brandRateWindowMinutes = 60

export type PlanInputs = Map<SiteId, PlanInput & { inForce: { sitePeriod: number | null } | null }>

const periodCase = sql.raw(
	`(CASE update_frequency ${Object.entries(frequencyMinutes)
		.map(([frequency, minutes]) => `WHEN '${frequency}' THEN ${minutes}`)
		.join(' ')} END)`,
)

/** The inputs of every site's plan but Facebook's (a feed per pasted search, no plan to choose). */
export async function planInputs(
	db: DbOrTx,
	capabilities: Record<SiteId, SiteCapability>,
	now: Date,
	options: { excludeAlertId?: string; reserved?: boolean } = {},
): Promise<PlanInputs> {
	const exclude = options.excludeAlertId ? sql`AND ${subscriptions.id} <> ${options.excludeAlertId}` : sql``
	// The web's check counts the alerts sold and not paid yet too: each will run once paid.
	const counted = options.reserved
		? sql`(${running(now)} OR (${subscriptions.status} = 'pending_payment' AND ${subscriptions.reservedUntil} > ${now}))`
		: running(now)
	const alertRows = await db.execute<{ site_id: SiteId; brand: string; period: number; count: number }>(sql`
		SELECT site.id AS site_id, ${subscriptions.brand} AS brand, ${periodCase} AS period, count(*)::int AS count
		FROM ${subscriptions} CROSS JOIN LATERAL unnest(${subscriptions.websitesSelected}) AS site(id)
		WHERE ${counted} AND ${isBrandSite(sql`site.id`)} ${exclude}
		GROUP BY 1, 2, 3`)
	// An idle feed's rate still counts, halving every six hours it is not measured: a site left
	// for brand feeds in a burst is not taken for a quiet one the moment its site-wide feed idles.
	const since = new Date(now.getTime() - brandRateWindowMinutes * 60_000)
	// A brand feed's new cars since its baseline (or an hour ago): what its rate rests on.
	const feedRows = await db.execute<{ site_id: SiteId; scope: string; rate: number | null; planned: number | null; baseline_at: Date | string | null; last_success_at: Date | string | null; new_cars: number; measured_whole: boolean }>(sql`
		SELECT site_id, scope, planned_period_seconds AS planned, baseline_at, last_success_at, ${measuredWhole} AS measured_whole,
			(SELECT count(*)::int FROM ${feedEvents} e WHERE e.feed_id = ${feeds}.id AND e.kind = 'new' AND e.at > greatest(${feeds}.baseline_at, ${since}::timestamptz)) AS new_cars,
			arrivals_per_hour / 60.0 * (CASE WHEN idle_since IS NULL THEN 1 ELSE power(0.5, greatest(0, extract(epoch FROM (${now}::timestamptz - idle_since))) / ${staleRateHalfLifeSeconds}) END) AS rate
		FROM ${feeds} WHERE ${isBrandSite(sql`site_id`)}`)
	const brandCounts = await db.execute<{ site_id: SiteId; brand: string; count: number }>(sql`
		SELECT e.site_id, l.brand, count(*)::int AS count
		FROM ${feedEvents} e
		JOIN ${feeds} f ON f.id = e.feed_id AND f.scope = ${siteWideScope}
		JOIN ${listings} l ON l.site_id = e.site_id AND l.listing_id = e.listing_id
		WHERE e.kind = 'new' AND e.at > ${since} AND l.brand IS NOT NULL
		GROUP BY 1, 2`)

	const inputs: PlanInputs = new Map()
	const inputOf = (siteId: SiteId) => {
		let input = inputs.get(siteId)
		if (!input) {
			const capability = capabilities[siteId] ?? { siteWide: false, pageSize: 20 }
			input = { siteWide: capability.siteWide, pageSize: capability.pageSize, searchesBrand: capability.searchesBrand, siteRate: null, brandRates: new Map(), brandRatesAtMost: new Map(), alerts: [] as PlanAlerts, inForce: null }
			inputs.set(siteId, input)
		}
		return input as PlanInput & { brandRates: Map<string, number>; brandRatesAtMost: Map<string, number>; alerts: PlanAlerts; inForce: { sitePeriod: number | null } | null }
	}
	for (const row of alertRows.rows) inputOf(row.site_id).alerts.push({ brand: row.brand, periodMinutes: Number(row.period), count: Number(row.count) })
	const siteWindow = new Map<SiteId, number>()
	for (const row of feedRows.rows) {
		if (!inputs.has(row.site_id)) continue
		const input = inputOf(row.site_id)
		if (row.scope === siteWideScope) {
			if (row.rate !== null) input.siteRate = Number(row.rate)
			input.siteRateIsFloor = row.rate !== null && !row.measured_whole
			// The new listings counted were found between its baseline (or an hour ago) and its last
			// crawl: a feed that has stopped since (idle, or tried once) counts only the time it read.
			if (row.baseline_at && row.last_success_at) {
				const from = Math.max(new Date(row.baseline_at).getTime(), since.getTime())
				siteWindow.set(row.site_id, (new Date(row.last_success_at).getTime() - from) / 60_000)
			}
		} else if (row.rate !== null) {
			input.brandRates.set(row.scope, Number(row.rate))
			if (row.baseline_at && row.last_success_at) {
				const minutes = (new Date(row.last_success_at).getTime() - Math.max(new Date(row.baseline_at).getTime(), since.getTime())) / 60_000
				input.brandRatesAtMost.set(row.scope, rateAtMost(Number(row.new_cars), minutes))
			}
		}
		if (row.planned !== null) {
			// A plan is in force: its site-wide period, or none when it holds brand feeds only.
			const sitePeriod = row.scope === siteWideScope ? Number(row.planned) / 60 : (input.inForce?.sitePeriod ?? null)
			input.inForce = { sitePeriod }
		}
	}
	// A site-wide crawl that hit its page cap counted only part of what arrived; its measured rate
	// allows for that (worker/lib/feeds/rhythm.ts), so each brand's count is scaled up to it.
	const seenBySite = new Map<SiteId, number>()
	for (const row of brandCounts.rows) seenBySite.set(row.site_id, (seenBySite.get(row.site_id) ?? 0) + Number(row.count))
	for (const row of brandCounts.rows) {
		const input = inputs.has(row.site_id) ? inputOf(row.site_id) : null
		const minutes = siteWindow.get(row.site_id)
		if (!input || !minutes || minutes <= 0 || input.brandRates.has(row.brand)) continue
		const seen = seenBySite.get(row.site_id)! / minutes
		const scale = input.siteRate !== null && input.siteRate > seen ? input.siteRate / seen : 1
		input.brandRates.set(row.brand, (Number(row.count) / minutes) * scale)
		input.brandRatesAtMost.set(row.brand, rateAtMost(Number(row.count), minutes) * scale)
	}
	return inputs
}

/**
 * A site-wide feed has measured its site when its last crawl, after its latest baseline, reached a
 * car it knew: a crawl that hit its page cap counted a floor of what arrived (the rhythm doubles
 * it), not the site's rate, and a feed taken up again after idling holds only the rate it had then
 * (a floor, on a site tried whole before) until a crawl after its new baseline measures it.
 */
const measuredWhole = sql.raw(`(arrivals_per_hour IS NOT NULL AND last_success_at > baseline_at AND (last_gap_at IS NULL OR last_gap_at < last_success_at))`)

/**
 * Sites whose site-wide feed has not measured the site yet while some other feed of it has: the
 * plan is trying the site whole, and finds out how busy it is before any alert depends on it.
 */
export async function sitesTryingWhole(tx: DbOrTx, siteId?: SiteId): Promise<Set<SiteId>> {
	const rows = await tx.execute<{ site_id: SiteId }>(sql`
		SELECT site_id FROM ${feeds} ${siteId ? sql`WHERE site_id = ${siteId}` : sql``} GROUP BY site_id
		HAVING NOT bool_or(scope = ${siteWideScope} AND ${measuredWhole}) AND bool_or(scope <> ${siteWideScope} AND arrivals_per_hour IS NOT NULL)`)
	return new Set(rows.rows.map((row) => row.site_id))
}

/** Every site's plan from its inputs, under each site's budget. */
export function plansFor(inputs: PlanInputs, budgetPerMinute: (siteId: SiteId) => number): Map<SiteId, CrawlPlan> {
	return new Map([...inputs].map(([siteId, input]) => [siteId, nextPlan(input, input.inForce, budgetPerMinute(siteId))]))
}

/** Each planned site's price watch (core/crawl-plan.ts `priceWatch`), out of what its budget leaves. */
export function watchesFor(inputs: PlanInputs, plans: Map<SiteId, CrawlPlan>, budgetPerMinute: (siteId: SiteId) => number): Map<SiteId, PriceWatch> {
	return new Map([...plans].map(([siteId, plan]) => [siteId, priceWatch(inputs.get(siteId)!, plan, budgetPerMinute(siteId))]))
}

/** The feed scope each brand of the site reads under the plan. */
export function scopeOfBrand(plan: CrawlPlan, brand: string): string {
	return plan.feeds.some((feed) => feed.scope === 'brand' && feed.brand === brand) ? brand : plan.siteWidePeriodMinutes !== null ? siteWideScope : brand
}

/**
 * Brings the site's feeds in line with its plan: the planned feeds exist with their periods (a new
 * or idle one is crawled soon, for its baseline), the others leave the plan. Then each alert's row
 * moves to the feed its brand reads under the plan once that is safe: the alert has no baseline
 * yet, or its last delivery came after the new feed's baseline; onto a site-wide feed, only once it
 * has measured the site's pace, unless nothing of the site is measured yet (`tryingWhole`: a
 * plan trying a site whole finds out how busy it is first). Its cursor on the new feed is then
 * the new feed's newest event found no later than that delivery: a car the new feed found later is
 * new to the alert (or was told by the old feed, and its dedupe key keeps it from going twice); a
 * car it found earlier was listed before that delivery's crawl of the old feed, which found it too.
 * A moved alert is delivered at the new feed's next crawl: its next delivery was timed to the old
 * feed's crawls, and kept it could fall just after one of the new feed's and wait a whole period
 * more (scenario 6: 7 of 100 cars past 75 s).
 */
export async function applyPlan(
	tx: DbOrTx,
	siteId: SiteId,
	plan: CrawlPlan,
	brands: string[],
	now: Date,
	options: { watch?: PriceWatch; tryingWhole?: boolean } = {},
) {
	const watch = options.watch ?? { brands: [], requestsPerMinute: 0 }
	const planned = plan.feeds.map((feed) => ({ scope: feed.scope === 'site' ? siteWideScope : feed.brand!, seconds: Math.round(feed.periodMinutes * 60) }))
	if (planned.length > 0) {
		const values = sql.join(
			planned.map((feed) => sql`(${siteId}, ${feed.scope}, ${feed.seconds}::int)`),
			sql`, `,
		)
		// A feed the plan takes up again after idling knows nothing since: it takes a new baseline
		// before any alert moves to it.
		await tx.execute(sql`
			INSERT INTO ${feeds} (site_id, scope, planned_period_seconds) VALUES ${values}
			ON CONFLICT (site_id, scope) DO UPDATE SET planned_period_seconds = excluded.planned_period_seconds,
				idle_since = NULL,
				baseline_needed = ${feeds.baselineNeeded} OR ${feeds.idleSince} IS NOT NULL,
				next_crawl_at = CASE WHEN ${feeds.idleSince} IS NOT NULL THEN ${now}::timestamptz ELSE ${feeds.nextCrawlAt} END`)
	}
	const plannedScopes = planned.map((feed) => feed.scope)
	await tx.execute(sql`
		UPDATE ${feeds} SET planned_period_seconds = NULL
		WHERE site_id = ${siteId} AND planned_period_seconds IS NOT NULL
		${plannedScopes.length > 0 ? sql`AND scope NOT IN ${inList(plannedScopes)}` : sql``}`)
	await applyWatch(tx, siteId, watch, now)
	if (brands.length === 0) return
	const targets = sql.join(
		brands.map((brand) => sql`(${brand}, ${scopeOfBrand(plan, brand)})`),
		sql`, `,
	)
	await tx.execute(sql`
		WITH target(brand, scope) AS (VALUES ${targets}),
		moves AS (
			SELECT a.subscription_id, nf.id AS feed_id, a.feed_id AS from_feed_id, nf.scope AS to_scope, nf.last_success_at AS to_last_success_at,
				CASE WHEN a.cursor IS NULL THEN NULL ELSE coalesce((SELECT max(e.seq) FROM ${feedEvents} e WHERE e.feed_id = nf.id AND e.at <= a.last_checked_at), 0) END AS cursor
			FROM ${alertSites} a
			JOIN ${subscriptions} s ON s.id = a.subscription_id
			JOIN target t ON t.brand = s.brand
			JOIN ${feeds} nf ON nf.site_id = ${siteId} AND nf.scope = t.scope
			WHERE a.site_id = ${siteId} AND a.feed_id <> nf.id
			AND (a.cursor IS NULL OR (nf.idle_since IS NULL AND NOT nf.baseline_needed AND nf.baseline_at IS NOT NULL AND a.last_checked_at IS NOT NULL AND nf.baseline_at <= a.last_checked_at))
			-- Onto a site-wide feed only once it has measured the site (where anything else of it is
			-- measured): a site too busy to read whole is found out, and the plan turns back, before any
			-- alert depends on it.
			AND (nf.scope <> ${siteWideScope} OR NOT ${options.tryingWhole ?? false})
		),
		-- The cars a brand feed knew, seen before the site-wide feed's last crawl, become known to it:
		-- its price watch then sees their new prices (it reads again only what its feed knows), and
		-- none of them is a car its own crawl has still to find (docs/decisions/063-the-crawl-plan-when-little-is-known.md).
		carried AS (
			INSERT INTO ${feedListings} (feed_id, site_id, listing_id, price, first_seen_at, last_seen_at)
			SELECT DISTINCT ON (m.feed_id, fl.listing_id) m.feed_id, fl.site_id, fl.listing_id, fl.price, fl.first_seen_at, fl.last_seen_at
			FROM (SELECT DISTINCT feed_id, from_feed_id, to_last_success_at FROM moves WHERE to_scope = ${siteWideScope}) m
			JOIN ${feedListings} fl ON fl.feed_id = m.from_feed_id AND fl.first_seen_at <= m.to_last_success_at
			ORDER BY m.feed_id, fl.listing_id
			ON CONFLICT (feed_id, listing_id) DO NOTHING
		)
		UPDATE ${alertSites} a SET feed_id = moves.feed_id, cursor = moves.cursor, next_delivery_at = NULL
		FROM moves WHERE a.subscription_id = moves.subscription_id AND a.site_id = ${siteId}`)
}

/**
 * Keeps the site-wide feed's price watch as planned: a brand new to it is first read within its
 * period, the brands staggered over it so they do not all fall due at once; a changed period
 * keeps when the brand was last read; a brand the watch left (or a site no longer read whole) goes.
 */
async function applyWatch(tx: DbOrTx, siteId: SiteId, watch: PriceWatch, now: Date) {
	// A resting brand's row stays as it is: when it was last read is what the watch reads back to.
	const kept = [...watch.brands.map((entry) => entry.brand), ...(watch.resting ?? [])]
	await tx.execute(sql`
		DELETE FROM ${feedPriceWatch} w USING ${feeds} f
		WHERE w.feed_id = f.id AND f.site_id = ${siteId}
		AND (f.scope <> ${siteWideScope} ${kept.length > 0 ? sql`OR w.brand NOT IN ${inList(kept)}` : sql`OR TRUE`})`)
	if (watch.brands.length === 0) return
	const values = sql.join(
		watch.brands.map((entry, index) => {
			const seconds = Math.max(1, Math.round(entry.periodMinutes * 60))
			const staggered = new Date(now.getTime() - Math.round((seconds * 1000 * index) / watch.brands.length))
			return sql`(${entry.brand}, ${seconds}::int, ${staggered}::timestamptz)`
		}),
		sql`, `,
	)
	await tx.execute(sql`
		INSERT INTO ${feedPriceWatch} (feed_id, brand, period_seconds, watched_at)
		SELECT f.id, w.brand, w.seconds, w.watched_at FROM (VALUES ${values}) AS w(brand, seconds, watched_at)
		JOIN ${feeds} f ON f.site_id = ${siteId} AND f.scope = ${siteWideScope}
		ON CONFLICT (feed_id, brand) DO UPDATE SET period_seconds = excluded.period_seconds
		WHERE ${feedPriceWatch.periodSeconds} IS DISTINCT FROM excluded.period_seconds`)
}

/** A site's plan as stored for the web server and the operator (`site_status.plan`). */
export type StoredPlan = {
	/** When the plan last changed. */
	at: string
	siteWide: boolean
	pageSize: number
	/** Null: no limit. */
	budgetPerMinute: number | null
	requestsPerMinute: number
	siteRate: number | null
	feeds: Array<{ scope: string; periodMinutes: number; requestsPerMinute: number }>
	/** The site-wide feed's price watch: brands it reads again, and its requests a minute (not part of `requestsPerMinute`: it yields to the plan). */
	priceWatch?: { brands: number; requestsPerMinute: number }
}

const finite = (value: number) => (Number.isFinite(value) ? value : null)
const rounded = (value: number) => Math.round(value * 1000) / 1000

/** Records each site's capability, budget and plan for the web server and the operator. */
export async function storePlans(
	tx: DbOrTx,
	capabilities: Record<SiteId, SiteCapability>,
	inputs: PlanInputs,
	plans: Map<SiteId, CrawlPlan>,
	budgetPerMinute: (siteId: SiteId) => number,
	now: Date,
	watches: Map<SiteId, PriceWatch> = new Map(),
) {
	for (const siteId of Object.keys(capabilities) as SiteId[]) {
		if (requiresUrl(siteId)) continue
		const plan = plans.get(siteId) ?? { feeds: [], requestsPerMinute: 0, siteWidePeriodMinutes: null }
		const stored: StoredPlan = {
			at: now.toISOString(),
			siteWide: capabilities[siteId].siteWide,
			pageSize: capabilities[siteId].pageSize,
			budgetPerMinute: finite(budgetPerMinute(siteId)),
			requestsPerMinute: rounded(plan.requestsPerMinute),
			siteRate: inputs.get(siteId)?.siteRate ?? null,
			feeds: plan.feeds.map((feed) => ({ scope: feed.scope === 'site' ? siteWideScope : feed.brand!, periodMinutes: feed.periodMinutes, requestsPerMinute: rounded(feed.requestsPerMinute) })),
			priceWatch: { brands: watches.get(siteId)?.brands.length ?? 0, requestsPerMinute: rounded(watches.get(siteId)?.requestsPerMinute ?? 0) },
		}
		await tx.execute(sql`
			INSERT INTO ${siteStatus} (site_id, plan) VALUES (${siteId}, ${JSON.stringify(stored)}::jsonb)
			ON CONFLICT (site_id) DO UPDATE SET plan = excluded.plan
			-- Every dispatch tick makes the plan; a row is written only when it changed (its time aside).
			WHERE ${siteStatus.plan} IS NULL OR (${siteStatus.plan} - 'at') IS DISTINCT FROM (excluded.plan - 'at')`)
	}
}

/** The stored plans, by site. */
export async function storedPlans(db: DbOrTx): Promise<Map<SiteId, StoredPlan>> {
	const rows = await db.select({ siteId: siteStatus.siteId, plan: siteStatus.plan }).from(siteStatus)
	return new Map(rows.filter((row) => row.plan).map((row) => [row.siteId as SiteId, row.plan as StoredPlan]))
}

/** A site the worker has not planned yet: read whole where it can be (the registry says), 20 cars a page. */
const unplanned = (siteId: SiteId): SiteCapability => ({ siteWide: sites[siteId].searchedWhole, pageSize: 20 })

export type Refusal = { siteId: SiteId; fastest: UpdateFrequency | null }

/**
 * Whether each chosen site can serve one more alert of `brand` at `frequency`, counting the alerts
 * that wait for their first payment as running (an edited alert is counted without itself): the first site that cannot, with the fastest frequency it can take
 * now; null when all can. Facebook has no plan to outgrow: one feed per search.
 */
export async function refusalFor(
	db: DbOrTx,
	input: { sites: readonly SiteId[]; brand: string; frequency: UpdateFrequency; excludeAlertId?: string },
	budgetPerMinute: (siteId: SiteId) => number,
	now: Date,
): Promise<Refusal | null> {
	const chosen = input.sites.filter((siteId) => !requiresUrl(siteId))
	if (chosen.length === 0) return null
	const stored = await storedPlans(db)
	const capabilities = Object.fromEntries(chosen.map((siteId) => [siteId, stored.get(siteId) ?? unplanned(siteId)])) as unknown as Record<SiteId, SiteCapability>
	const inputs = await planInputs(db, capabilities, now, { excludeAlertId: input.excludeAlertId, reserved: true })
	for (const siteId of chosen) {
		const siteInput = inputs.get(siteId) ?? { ...capabilities[siteId], siteRate: null, brandRates: new Map(), alerts: [] }
		// A site the worker reads is weighed on what it has measured of it; one it has not planned
		// yet (no worker has run) as the registry says it can be read.
		const room = headroom({ ...siteInput, unmeasured: stored.has(siteId) ? 'cautious' : 'hopeful' }, budgetPerMinute(siteId), input.brand)
		if (room.withOneMore.find((entry) => entry.frequency === input.frequency)?.fits) continue
		return { siteId, fastest: fastestThatFits(room) }
	}
	return null
}

/** A brand no alert of the site reads and nothing has measured. */
const brandNotRead = ''

/**
 * Each planned site's figures for the operator: its plan, requests a minute against its budget,
 * and per frequency what one more alert of a brand it does not read yet would need (the busiest
 * such brand it has measured), and whether it fits.
 */
export async function siteHeadrooms(db: DbOrTx, budgetPerMinute: (siteId: SiteId) => number, now: Date) {
	const stored = await storedPlans(db)
	const capabilities = Object.fromEntries([...stored].map(([siteId, plan]) => [siteId, { siteWide: plan.siteWide, pageSize: plan.pageSize }])) as Record<SiteId, SiteCapability>
	const inputs = await planInputs(db, capabilities, now)
	return [...stored].map(([siteId, plan]) => {
		const input = inputs.get(siteId) ?? { ...capabilities[siteId], siteRate: null, brandRates: new Map<string, number>(), alerts: [] }
		// The next alert that costs most: of the busiest brand no alert reads yet (a brand not measured counts a page a crawl).
		const read = new Set(input.alerts.map((alert) => alert.brand))
		const next = [...input.brandRates].filter(([brand]) => !read.has(brand)).sort((a, b) => b[1] - a[1])[0]?.[0] ?? brandNotRead
		const room = headroom({ ...input, unmeasured: 'cautious' }, budgetPerMinute(siteId), next)
		return {
			siteId,
			plan,
			requestsPerMinute: rounded(room.requestsPerMinute),
			budgetPerMinute: finite(room.budgetPerMinute),
			headroom: room.withOneMore.map((entry) => ({ frequency: entry.frequency, requestsPerMinute: rounded(entry.requestsPerMinute), fits: entry.fits })),
		}
	})
}

/** `(a, b, …)` of parameters, for IN. */
export const inList = (values: readonly string[]) => sql`(${sql.join(values.map((value) => sql`${value}`), sql`, `)})`
