import { expect, test } from 'vitest'
import { crawlPlanSizes, runCrawlPlan } from '../scenarios/crawl-plan.ts'
import { expectWellFormed, smokeEnv } from './well-formed.ts'

test('11: crawl plan: 40 brands within the budget through the real dispatch, crawl and delivery, and admission on a busy site', async () => {
	const size = crawlPlanSizes.smoke
	const result = await runCrawlPlan(smokeEnv, size)
	// In the smoke's few simulated minutes the slower alerts have had no delivery yet: their latencies are n/a.
	const notYet = (name: string) => /^p(50|95) .*(15min|30min|hourly) alerts/.test(name)
	expectWellFormed({ ...result, figures: result.figures.filter((item) => !notYet(item.name)) }, 11)
	for (const item of result.figures.filter((item) => notYet(item.name))) expect(item.value === null || Number.isFinite(item.value), item.name).toBe(true)

	const raw = result.raw as {
		runs: Array<{ requests: number; pagesOfNewListings: number; unstamped: number; byFrequency: Record<string, { expected: number; received: number }> }>
		busy: { offered: number; admitted: number; refused: number; requests: number; unstamped: number }
	}
	expect(raw.runs).toHaveLength(size.runs.length)
	for (const run of raw.runs) {
		expect(run.requests).toBeGreaterThan(0)
		expect(run.pagesOfNewListings).toBeGreaterThan(0)
		// Every message written was stamped with the simulated moment of its crawl.
		expect(run.unstamped).toBe(0)
		// Cars were listed for the alerts, and the fastest alerts received some: the figures measure deliveries.
		expect(run.byFrequency['1min']!.expected).toBeGreaterThan(0)
		expect(run.byFrequency['1min']!.received).toBeGreaterThan(0)
	}
	// Every offer was answered, and the admitted alerts were crawled for.
	expect(raw.busy.offered).toBe(size.busy.offers)
	expect(raw.busy.admitted + raw.busy.refused).toBe(size.busy.offers)
	expect(raw.busy.requests).toBeGreaterThan(0)
	expect(raw.busy.unstamped).toBe(0)
	expect(JSON.parse(JSON.stringify(result)).scenario).toBe(11)
}, 300_000)
