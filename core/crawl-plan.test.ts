import { describe, expect, test } from 'vitest'
import { fastestThatFits, feedCost, headroom, maxPagesPerCrawl, nextPlan, type PlanInput, planSite, priceWatch, slowestWatchMinutes } from './crawl-plan.ts'

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

describe('the plan of a site', () => {
	test('a feed costs a page a crawl, and a page more for each page of cars that arrive between crawls', () => {
		expect(feedCost(1, 15, 20)).toBe(1)
		expect(feedCost(1, 45, 20)).toBe(3)
		expect(feedCost(5, 15, 20)).toBe(4 / 5)
		expect(feedCost(60, null, 20)).toBe(1 / 60)
	})

	test('40 brands at one minute on a site of 15 cars a minute: one site-wide feed, one request a minute instead of forty', () => {
		const plan = planSite(site({}))
		expect(plan.feeds).toEqual([{ scope: 'site', brand: null, periodMinutes: 1, requestsPerMinute: 1 }])
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
		const busier = { ...quiet, siteRate: 30 }
		// Site-wide now costs 2 a minute, as much as the brand feeds: the plan in force (site-wide) stays.
		expect(nextPlan(busier, { sitePeriod: 1 }, 6).siteWidePeriodMinutes).toBe(1)
		// 100 a minute: site-wide needs 5, brand feeds 2; far cheaper, so the plan splits.
		expect(nextPlan({ ...quiet, siteRate: 100 }, { sitePeriod: 1 }, 6).siteWidePeriodMinutes).toBeNull()
	})
})

describe('headroom', () => {
	// 200 cars a minute, 20 a page: a site-wide feed alone would need 10 requests a minute.
	const oneMinute = (count: number) => Array.from({ length: count }, (_, i) => ({ brand: `brand${i}`, periodMinutes: 1, count: 1 }))
	const busy = (alerts: PlanInput['alerts']) => site({ carsPerMinute: 200, alerts })

	test('on a site short of budget, alerts are admitted while the plan fits, then refused at the tier it cannot serve', () => {
		// brand0 (28 a minute) needs 2 pages a minute; brand1 to brand4, one each: 6 with five brands.
		const room = headroom(busy(oneMinute(4)), 6, 'brand4')
		expect(room.requestsPerMinute).toBe(5)
		expect(room.withOneMore.find((entry) => entry.frequency === '1min')).toEqual({ frequency: '1min', requestsPerMinute: 6, fits: true })
		const full = headroom(busy(oneMinute(5)), 6, 'brand5')
		expect(full.withOneMore.find((entry) => entry.frequency === '1min')).toEqual({ frequency: '1min', requestsPerMinute: 7, fits: false })
		// Every five minutes brand5 (10 a minute) needs 3 pages a crawl: 0.6 a minute more, still too many.
		expect(full.withOneMore.find((entry) => entry.frequency === '5min')!.fits).toBe(false)
		expect(fastestThatFits(full)).toBeNull()
	})

	test('one more alert of a brand already served at its tier costs nothing, and fits even on a full site', () => {
		const full = headroom(busy(oneMinute(5)), 6, 'brand0')
		expect(full.withOneMore.every((entry) => entry.fits)).toBe(true)
	})

	test('the fastest tier that fits is offered when a faster one does not', () => {
		const room = headroom(busy(oneMinute(5)), 6.5, 'brand39')
		expect(room.withOneMore.find((entry) => entry.frequency === '1min')!.fits).toBe(false)
		expect(fastestThatFits(room)).toBe('5min')
	})
})

describe('weighing what is not measured yet', () => {
	const coldBusy = (alerts: PlanInput['alerts'], brandRates = new Map<string, number>()): PlanInput => ({ siteWide: true, pageSize: 20, siteRate: null, brandRates, alerts, unmeasured: 'cautious' })

	test('hopeful (the worker\'s plan): an unmeasured feed needs a page a crawl, and a site never measured may be read whole', () => {
		const plan = planSite({ ...coldBusy([{ brand: 'a', periodMinutes: 1, count: 1 }, { brand: 'b', periodMinutes: 1, count: 1 }]), unmeasured: 'hopeful' })
		expect(plan).toMatchObject({ siteWidePeriodMinutes: 1, requestsPerMinute: 1 })
	})

	test('cautious, nothing measured: each brand fills every page a crawl reads, and the site is not counted on whole', () => {
		const room = headroom(coldBusy([{ brand: 'a', periodMinutes: 1, count: 1 }]), 6, 'b')
		expect(room.requestsPerMinute).toBe(maxPagesPerCrawl)
		// A second one-minute brand would need ten; every five minutes, 5 + 1.
		expect(room.withOneMore.find((entry) => entry.frequency === '1min')).toEqual({ frequency: '1min', requestsPerMinute: 2 * maxPagesPerCrawl, fits: false })
		expect(fastestThatFits(room)).toBe('5min')
	})

	test('cautious, one brand measured: another is weighed as busy as it, and as the whole site at most', () => {
		const measured = coldBusy([{ brand: 'a', periodMinutes: 1, count: 1 }], new Map([['a', 28]]))
		expect(headroom(measured, 6, 'b').withOneMore[0]).toEqual({ frequency: '1min', requestsPerMinute: 4, fits: true })
		const quietSite = { ...measured, brandRates: new Map([['a', 5]]), siteRate: 10 }
		// Measured whole at 10 a minute: read whole every minute, one page, 1 request for both.
		expect(headroom(quietSite, 6, 'b').withOneMore[0]).toEqual({ frequency: '1min', requestsPerMinute: 1, fits: true })
	})
})

describe('the price watch', () => {
	test('each brand the site-wide feed serves is read again before a car among its newest half page leaves that page, the quiet ones hourly', () => {
		const input = site({})
		const plan = planSite(input)
		const watch = priceWatch(input, plan, 6)
		expect(watch.brands).toHaveLength(40)
		const busiest = watch.brands.find((entry) => entry.brand === 'brand0')!
		// brand0: 15 × 14 % ≈ 2.1 a minute; half a page (10 cars) leaves in about 4.8 minutes.
		expect(busiest.periodMinutes).toBeGreaterThan(1)
		expect(busiest.periodMinutes).toBeLessThan((20 / 2 / input.brandRates.get('brand0')!) * 1.0001)
		expect(watch.brands.find((entry) => entry.brand === 'brand39')!.periodMinutes).toBe(slowestWatchMinutes)
		expect(watch.requestsPerMinute).toBeCloseTo(watch.brands.reduce((sum, entry) => sum + 1 / entry.periodMinutes, 0), 9)
		// It takes at most half of what the plan leaves of the budget.
		expect(watch.requestsPerMinute).toBeLessThanOrEqual((6 - plan.requestsPerMinute) / 2 + 1e-9)
	})

	test('short of room, every brand is watched more slowly alike; with no room, not at all', () => {
		const input = site({})
		const plan = planSite(input)
		const roomy = priceWatch(input, plan, 6)
		const tight = priceWatch(input, plan, plan.requestsPerMinute + 0.5)
		expect(tight.requestsPerMinute).toBeCloseTo(0.25, 9)
		const ratio = tight.brands[0]!.periodMinutes / roomy.brands[0]!.periodMinutes
		expect(ratio).toBeGreaterThan(1)
		for (const [i, entry] of tight.brands.entries()) expect(entry.periodMinutes / roomy.brands[i]!.periodMinutes).toBeCloseTo(ratio, 6)
		expect(priceWatch(input, plan, plan.requestsPerMinute)).toEqual({ brands: [], requestsPerMinute: 0 })
	})

	test('a brand with its own feed, and a site read per brand, need no watch: a brand feed reads its first page every crawl', () => {
		const busy = site({ carsPerMinute: 200, alerts: [{ brand: 'brand39', periodMinutes: 60, count: 1 }, { brand: 'brand0', periodMinutes: 1, count: 1 }] })
		const plan = planSite(busy)
		expect(plan.siteWidePeriodMinutes).toBeNull()
		expect(priceWatch(busy, plan, 6).brands).toEqual([])
	})
})
