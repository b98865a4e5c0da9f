import { describe, expect, test } from 'vitest'
import { fastestThatFits, feedCost, headroom, maxPagesPerCrawl, nextPlan, type PlanInput, planSite, priceWatch, rateAtMost, slowestWatchMinutes } from './crawl-plan.ts'

/** 40 brands of a market like the issue's: a few big ones and a long tail. */
const shares = [14, 9, 8, 7, 6, 5, 5, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.3, 0.3, 0.3, 0.2, 0.2, 0.1, 0.1, 0.05]
const brands = shares.map((_, i) => `brand${i}`)

function site(input: Partial<PlanInput> & { carsPerMinute?: number }): PlanInput {
	const total = input.carsPerMinute ?? 15
	const sum = shares.reduce((a, b) => a + b, 0)
	return {
		siteWide: true,
		pageSize: 20,
		siteRate: total,
		brandRates: new Map(brands.map((brand, i) => [brand, (total * shares[i]!) / sum])),
		alerts: brands.map((brand) => ({ brand, periodMinutes: 1, count: 25 })),
		...input,
	}
}

/** A site searched whole of which the web knows only `brandRates`, weighed cautiously. */
const coldBusy = (alerts: PlanInput['alerts'], brandRates = new Map<string, number>()): PlanInput => ({ siteWide: true, pageSize: 20, siteRate: null, brandRates, alerts, unmeasured: 'cautious' })

describe('the plan of a site', () => {
	test('a feed is crawled as the crawler does: every period, or when half a page has arrived if sooner (15 s at the most often), each crawl reading what arrived', () => {
		expect(feedCost(1, 1, 20)).toBe(1)
		// 15 a minute: half a page every 40 s.
		expect(feedCost(1, 15, 20)).toBe(1.5)
		expect(feedCost(5, 15, 20)).toBe(1.5)
		// 45 a minute: every 15 s, one page; 200 a minute: every 15 s, three pages.
		expect(feedCost(1, 45, 20)).toBe(4)
		expect(feedCost(1, 200, 20)).toBe(12)
		expect(feedCost(60, null, 20)).toBe(1 / 60)
	})

	test('40 brands at one minute on a site of 15 cars a minute: one site-wide feed, a request and a half a minute instead of forty', () => {
		const plan = planSite(site({}))
		expect(plan.feeds).toEqual([{ scope: 'site', brand: null, periodMinutes: 1, requestsPerMinute: 1.5 }])
		expect(plan.siteWidePeriodMinutes).toBe(1)
	})

	test('a site whose cars arrive faster than its pages can carry keeps brand feeds for its few watched brands', () => {
		const plan = planSite(site({ carsPerMinute: 200, alerts: [{ brand: 'brand39', periodMinutes: 1, count: 1 }, { brand: 'brand38', periodMinutes: 5, count: 3 }] }))
		expect(plan.siteWidePeriodMinutes).toBeNull()
		expect(plan.feeds.map((feed) => [feed.scope, feed.brand, feed.periodMinutes])).toEqual([
			['brand', 'brand39', 1],
			['brand', 'brand38', 5],
		])
		expect(plan.requestsPerMinute).toBeCloseTo(1 + 1 / 5)
	})

	test('a brand the adapter cannot search by itself is read whole, at its fastest period, even where brand feeds are cheaper (docs/decisions/075)', () => {
		const alerts = [
			{ brand: 'brand39', periodMinutes: 1, count: 1 },
			{ brand: 'brand38', periodMinutes: 15, count: 3 },
		]
		const searchesBrand = (brand: string) => brand !== 'brand38'
		// Brand feeds alone are the cheapest plan (a request a minute and a few)…
		expect(planSite(site({ alerts })).siteWidePeriodMinutes).toBeNull()
		// …but brand38 has no search of its own: the site is read whole, at 15 minutes or faster.
		const plan = planSite(site({ alerts, searchesBrand }))
		expect(plan.siteWidePeriodMinutes).not.toBeNull()
		expect(plan.siteWidePeriodMinutes!).toBeLessThanOrEqual(15)
		expect(plan.feeds.filter((feed) => feed.brand === 'brand38')).toEqual([])
		// A plan in force without the whole site is left for one that serves it.
		expect(nextPlan(site({ alerts, searchesBrand }), { sitePeriod: null }, 6).siteWidePeriodMinutes).not.toBeNull()
		// A cautious check with nothing measured reads it whole too: there is no other way.
		expect(planSite({ ...coldBusy(alerts), searchesBrand }).siteWidePeriodMinutes).not.toBeNull()
	})

	test('alerts at several periods share one site-wide feed at the fastest of them', () => {
		const alerts = brands.flatMap((brand) => [
			{ brand, periodMinutes: 60, count: 10 },
			{ brand, periodMinutes: 5, count: 2 },
		])
		const plan = planSite(site({ alerts: [...alerts, { brand: 'brand0', periodMinutes: 1, count: 1 }] }))
		expect(plan.feeds.map((feed) => [feed.scope, feed.periodMinutes])).toEqual([['site', 1]])
	})

	test('a site that cannot be searched whole gets a feed per brand, at each brand\'s fastest period', () => {
		const plan = planSite(site({ siteWide: false, alerts: [{ brand: 'brand1', periodMinutes: 15, count: 2 }, { brand: 'brand1', periodMinutes: 5, count: 1 }, { brand: 'brand2', periodMinutes: 60, count: 1 }] }))
		expect(plan.feeds.map((feed) => [feed.brand, feed.periodMinutes])).toEqual([
			['brand1', 5],
			['brand2', 60],
		])
	})

	test('no alerts: no feeds', () => {
		expect(planSite(site({ alerts: [] }))).toEqual({ feeds: [], requestsPerMinute: 0, siteWidePeriodMinutes: null })
	})

	test('the plan in force is kept while another saves little, and left when it would exceed the budget', () => {
		// Two brands at one minute on a quiet site: brand feeds cost 2, a site-wide feed 1.
		const quiet = site({ carsPerMinute: 1, alerts: [{ brand: 'brand0', periodMinutes: 1, count: 1 }, { brand: 'brand1', periodMinutes: 1, count: 1 }] })
		expect(nextPlan(quiet, { sitePeriod: null }, 6).siteWidePeriodMinutes).toBe(1)
		const busier = { ...quiet, siteRate: 22 }
		// Site-wide now costs 2.2 a minute, within 15 % of the brand feeds' 2: the plan in force (site-wide) stays.
		expect(nextPlan(busier, { sitePeriod: 1 }, 6).siteWidePeriodMinutes).toBe(1)
		// 100 a minute: site-wide needs 8, brand feeds 2; far cheaper, so the plan splits.
		expect(nextPlan({ ...quiet, siteRate: 100 }, { sitePeriod: 1 }, 6).siteWidePeriodMinutes).toBeNull()
	})
})

describe('headroom', () => {
	// 200 cars a minute, 20 a page: a site-wide feed alone would need 10 requests a minute.
	const oneMinute = (count: number) => Array.from({ length: count }, (_, i) => ({ brand: `brand${i}`, periodMinutes: 1, count: 1 }))
	const busy = (alerts: PlanInput['alerts']) => site({ carsPerMinute: 200, alerts })

	test('on a site short of budget, alerts are admitted while the plan fits, then refused at the tier it cannot serve', () => {
		// brand0 (27.7 a minute) is read every 21.7 s, a page each time: 2.77 a minute; brand1 (17.8), 1.78.
		// The plan is sold up to 90 % of the budget: 5.4 of 6.
		const room = headroom(busy(oneMinute(1)), 6, 'brand1')
		expect(room.requestsPerMinute).toBeCloseTo(2.771, 3)
		expect(room.withOneMore[0]).toMatchObject({ frequency: '1min', fits: true })
		expect(room.withOneMore[0]!.requestsPerMinute).toBeCloseTo(4.552, 3)
		// brand2 (15.8 a minute) is read every half page whatever its alerts' period: 1.58 a minute more at any tier.
		const full = headroom(busy(oneMinute(2)), 6, 'brand2')
		expect(full.withOneMore.every((entry) => !entry.fits && Math.abs(entry.requestsPerMinute - 6.136) < 0.001)).toBe(true)
		expect(fastestThatFits(full)).toBeNull()
	})

	test('one more alert of a brand already served at its tier costs nothing, and fits on a site at its budget; past it, nothing fits', () => {
		const full = headroom(busy(oneMinute(2)), 5.1, 'brand0')
		expect(full.withOneMore.every((entry) => entry.fits)).toBe(true)
		// The market grew: the two brands now need more than the budget. Their feeds are late already.
		const grown = headroom(busy(oneMinute(2)), 4, 'brand0')
		expect(grown.withOneMore.map((entry) => entry.requestsPerMinute)).toEqual(Array(5).fill(grown.requestsPerMinute))
		expect(grown.withOneMore.some((entry) => entry.fits)).toBe(false)
		// Nor does one more brand on a site-wide feed that costs nothing more but is already over budget.
		const wholeOverBudget = site({ carsPerMinute: 200 })
		const room = headroom(wholeOverBudget, 6, 'brand0')
		expect(room.requestsPerMinute).toBeGreaterThan(6)
		expect(room.withOneMore.some((entry) => entry.fits)).toBe(false)
	})

	test('the fastest tier that fits is offered when a faster one does not', () => {
		const room = headroom(busy(oneMinute(3)), 7.2, 'brand39')
		expect(room.withOneMore.find((entry) => entry.frequency === '1min')!.fits).toBe(false)
		expect(fastestThatFits(room)).toBe('5min')
	})
})

describe('weighing what is not measured yet', () => {
	test('hopeful (the worker\'s plan): an unmeasured brand feed needs a page a crawl; a site of which nothing is measured, read whole, fills every page a crawl reads', () => {
		const few = ['a', 'b'].map((brand) => ({ brand, periodMinutes: 1, count: 1 }))
		expect(planSite({ ...coldBusy(few), unmeasured: 'hopeful' })).toMatchObject({ siteWidePeriodMinutes: null, requestsPerMinute: 2 })
		const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((brand) => ({ brand, periodMinutes: 1, count: 1 }))
		expect(planSite({ ...coldBusy(many), unmeasured: 'hopeful' })).toMatchObject({ siteWidePeriodMinutes: 1, requestsPerMinute: maxPagesPerCrawl })
		// Once its brands are measured, the site is at least as busy as they are together.
		const measured = { ...coldBusy(few), unmeasured: 'hopeful' as const, brandRates: new Map([['a', 2], ['b', 2]]) }
		expect(planSite(measured)).toMatchObject({ siteWidePeriodMinutes: 1, requestsPerMinute: 1 })
	})

	test('cautious, nothing measured: each brand fills every page a crawl reads, and the site is not counted on whole', () => {
		const room = headroom(coldBusy([{ brand: 'a', periodMinutes: 1, count: 1 }]), 6, 'b')
		expect(room.requestsPerMinute).toBe(maxPagesPerCrawl)
		// A second one-minute brand would need ten; every five minutes, 5 + 1.
		expect(room.withOneMore.find((entry) => entry.frequency === '1min')).toEqual({ frequency: '1min', requestsPerMinute: 2 * maxPagesPerCrawl, fits: false })
		// Every five minutes: 5 + 1, past 90 % of the budget; every fifteen, 5 + 1/3.
		expect(fastestThatFits(room)).toBe('15min')
	})

	test('cautious, one brand measured: another is weighed as busy as it, and as the whole site at most', () => {
		const measured = coldBusy([{ brand: 'a', periodMinutes: 1, count: 1 }], new Map([['a', 28]]))
		expect(headroom(measured, 7, 'b').withOneMore[0]).toEqual({ frequency: '1min', requestsPerMinute: 5.6, fits: true })
		const quietSite = { ...measured, brandRates: new Map([['a', 5]]), siteRate: 10 }
		// Measured whole at 10 a minute: read whole every minute, one page, 1 request for both.
		expect(headroom(quietSite, 6, 'b').withOneMore[0]).toEqual({ frequency: '1min', requestsPerMinute: 1, fits: true })
	})
})

describe('selling on few cars counted', () => {
	test('the highest rate a count leaves likely: wide on a first minute, close to the count over an hour', () => {
		expect(rateAtMost(4, 1)).toBeCloseTo(10, 9)
		expect(rateAtMost(0, 1)).toBe(2)
		expect(rateAtMost(5, 0)).toBe(Number.POSITIVE_INFINITY)
		// 28 a minute counted over an hour: within 5 % of it.
		expect(rateAtMost(28 * 60, 60) / 28).toBeLessThan(1.05)
	})

	test('cautious, a brand counted in its first minute is weighed at what its count allows, and so is a brand not counted; hopeful, at its rate', () => {
		// 18 cars in the first minute of a brand that lists 28: sold on 18, two more brands looked affordable.
		const alerts = [{ brand: 'a', periodMinutes: 1, count: 1 }]
		const firstMinute = { ...coldBusy(alerts, new Map([['a', 18]])), brandRatesAtMost: new Map([['a', rateAtMost(18, 1)]]) }
		const room = headroom(firstMinute, 6, 'b')
		// a: up to 28.5 a minute, a crawl every 21 s (2.85 a minute); b, not counted, as busy: 5.7 > 5.4.
		expect(room.withOneMore[0]!.requestsPerMinute).toBeCloseTo(2 * (rateAtMost(18, 1) / 10), 6)
		expect(room.withOneMore[0]!.fits).toBe(false)
		// Without the bound (the measured rate alone) both fitted.
		expect(headroom({ ...firstMinute, brandRatesAtMost: undefined }, 6, 'b').withOneMore[0]!.fits).toBe(true)
		// The worker's plan only picks feeds: it weighs the rate as measured.
		expect(planSite({ ...firstMinute, unmeasured: 'hopeful' }).requestsPerMinute).toBeCloseTo(1.8, 9)
	})

	test('cautious, a site whose last crawl hit its page cap is not counted on to be read whole', () => {
		const alerts = ['a', 'b'].map((brand) => ({ brand, periodMinutes: 1, count: 1 }))
		// Two brand feeds, a request a minute each; read whole at 10 a minute, one request.
		const floor = { ...coldBusy(alerts, new Map([['a', 5], ['b', 4]])), siteRate: 10, siteRateIsFloor: true }
		expect(planSite(floor).siteWidePeriodMinutes).toBeNull()
		expect(planSite({ ...floor, siteRateIsFloor: false }).siteWidePeriodMinutes).toBe(1)
	})
})

describe('the price watch', () => {
	test('each brand the site-wide feed serves is read again before a car among its newest half page leaves that page, the quiet ones every half hour', () => {
		const input = site({})
		const plan = planSite(input)
		const watch = priceWatch(input, plan, 8)
		expect(watch.brands).toHaveLength(40)
		const busiest = watch.brands.find((entry) => entry.brand === 'brand0')!
		// brand0: 15 × 14 % ≈ 2.1 a minute; half a page (10 cars) leaves in about 4.8 minutes.
		expect(busiest.periodMinutes).toBeGreaterThan(1)
		expect(busiest.periodMinutes).toBeLessThan((20 / 2 / input.brandRates.get('brand0')!) * 1.0001)
		expect(watch.brands.find((entry) => entry.brand === 'brand39')!.periodMinutes).toBe(slowestWatchMinutes)
		expect(watch.requestsPerMinute).toBeCloseTo(watch.brands.reduce((sum, entry) => sum + 1 / entry.periodMinutes, 0), 9)
		// It takes at most what the plan leaves of the budget.
		expect(watch.requestsPerMinute).toBeLessThanOrEqual(8 - plan.requestsPerMinute + 1e-9)
	})

	test('a brand of few cars counted is watched at the rate its count leaves likely, not the count alone (docs/decisions/076)', () => {
		const counted = site({})
		const rate = counted.brandRates.get('brand10')!
		const input = { ...counted, brandRatesAtMost: new Map([['brand10', rate * 2]]) }
		const plan = planSite(input)
		const period = (watched: PlanInput) => priceWatch(watched, plan, 8).brands.find((entry) => entry.brand === 'brand10')!.periodMinutes
		// Weighed at its count, brand10 (0.45 a minute) is read every 18 minutes; at its likely rate, twice as often.
		expect(period(counted)).toBeCloseTo((0.8 * 20) / 2 / rate, 6)
		expect(period(input)).toBeCloseTo((0.8 * 20) / 2 / (rate * 2), 6)
	})

	test('short of room, every brand is watched more slowly alike; with no room, not at all', () => {
		const input = site({})
		const plan = planSite(input)
		const roomy = priceWatch(input, plan, 6)
		const tight = priceWatch(input, plan, plan.requestsPerMinute + 0.5)
		expect(tight.requestsPerMinute).toBeCloseTo(0.5, 9)
		const ratio = tight.brands[0]!.periodMinutes / roomy.brands[0]!.periodMinutes
		expect(ratio).toBeGreaterThan(1)
		for (const [i, entry] of tight.brands.entries()) expect(entry.periodMinutes / roomy.brands[i]!.periodMinutes).toBeCloseTo(ratio, 6)
		// With no room, no brand is read; their watch rests, keeping when it last read them.
		expect(priceWatch(input, plan, plan.requestsPerMinute)).toEqual({ brands: [], requestsPerMinute: 0, resting: [...brands].sort() })
	})

	test('a brand with its own feed, and a site read per brand, need no watch: a brand feed reads its first page every crawl', () => {
		const busy = site({ carsPerMinute: 200, alerts: [{ brand: 'brand39', periodMinutes: 60, count: 1 }, { brand: 'brand0', periodMinutes: 1, count: 1 }] })
		const plan = planSite(busy)
		expect(plan.siteWidePeriodMinutes).toBeNull()
		expect(priceWatch(busy, plan, 6).brands).toEqual([])
	})
})
