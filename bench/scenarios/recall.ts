import { and, gte, inArray } from 'drizzle-orm'
import { allModels, slugify } from '#core/catalogue/shape.ts'
import { toEur } from '#core/currency/rates.ts'
import { alertSites, feeds, listings, notificationOutbox, subscriptions } from '#core/db/schema.ts'
import { seededRandom } from '#core/demo-market.ts'
import { frequencyMinutes, type FuelType, updateFrequencies, type UpdateFrequency } from '#core/enums.ts'
import { matchesCriteria } from '#core/matching.ts'
import { loadRates } from '#core/models/exchange-rates.ts'
import { reserveHostSlot } from '#core/models/host-budget.ts'
import { type SiteId, siteWideScope } from '#core/sites.ts'
import { crawlFeed } from '#worker/lib/feeds/crawl.ts'
import { dispatchCrawls } from '#worker/lib/feeds/dispatch.ts'
import { type FetchPage } from '#worker/lib/fetch-page.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { figure, percentile, ratio, type ScenarioResult } from '../lib/result.ts'

/**
 * Scenario 10: recall. Every matching car should reach every alert, whatever its frequency and
 * whatever other alerts read its brand. A simulated market (one site host, five brands at
 * realistic rates: a popular brand 3 new cars a minute with a 10x burst of five minutes, others
 * slower; some prices in złoty; prices dropped on some of the newest cars) runs on a simulated
 * clock, and the worker's real dispatch, crawl and delivery (worker/lib/feeds) run against a real
 * PostgreSQL at every 5-s dispatch tick, with 1, 2 and 4 workers sharing the fleet's request
 * budget (each worker a lane of its own, with its own fetcher; requests take their slots in the
 * database). The market answers what was online at the moment of each request's slot.
 *
 * Expected: for each alert, every car listed after its baseline that matches it (by the same
 * matcher as the worker, core/matching.ts: this measures the crawl and the delivery, not the
 * matching, which has tests of its own). The run goes on for an hour after the last car is
 * listed, so that every alert, hourly ones too, had its delivery.
 */

export type RecallSize = {
	/** Simulated hours during which cars are listed; the run goes on for `drainMinutes` after. */
	hours: number
	drainMinutes: number
	workers: number[]
	/** The fleet's budget: one request per host every N seconds. */
	budgetSeconds: number
}

export const recallSizes = {
	full: { hours: 3, drainMinutes: 62, workers: [1, 2, 4], budgetSeconds: 5 },
	smoke: { hours: 0.1, drainMinutes: 62, workers: [1, 2], budgetSeconds: 5 },
} satisfies Record<string, RecallSize>

const tickSeconds = 5
const pageSize = 20
const host = 'market.bench'
const marketUrl = `https://${host}`

type Brand = { slug: string; name: string; models: string[]; perMinute: number }
const brands: Brand[] = [
	{ slug: 'volkswagen', name: 'Volkswagen', models: ['Golf', 'Passat', 'Polo'], perMinute: 3 },
	{ slug: 'bmw', name: 'BMW', models: ['3 Series', 'X3'], perMinute: 1 },
	{ slug: 'skoda', name: 'Škoda', models: ['Octavia', 'Fabia'], perMinute: 0.5 },
	{ slug: 'toyota', name: 'Toyota', models: ['Corolla', 'Yaris'], perMinute: 0.2 },
	{ slug: 'dacia', name: 'Dacia', models: ['Sandero', 'Duster'], perMinute: 0.05 },
]
/** The burst: ten times the popular brand's rate for five minutes, an hour in. */
const burst = { brand: 'volkswagen', fromMinute: 60, minutes: 5, factor: 10 }

type Car = {
	id: string
	brand: string
	title: string
	model: string
	price: number
	currency: 'EUR' | 'PLN'
	km: number
	year: number
	fuel: FuelType
	town: string
	publishedAt: number
	/** Later prices, oldest first. */
	drops: Array<{ at: number; price: number }>
}

const fuels: FuelType[] = ['diesel', 'gasoline', 'hybrid', 'electric']

/**
 * Where the sellers are. One town for every car, with kilometres in steps of 1,000, made distinct
 * cars one car by the same-car rule (docs/decisions/039): a market no site shows.
 */
const towns = [
	'Ljubljana, Slovenia', 'Maribor, Slovenia', 'Celje, Slovenia', 'Kranj, Slovenia', 'Koper, Slovenia',
	'Zagreb, Croatia', 'Split, Croatia', 'Rijeka, Croatia', 'Osijek, Croatia', 'Beograd, Serbia',
	'Novi Sad, Serbia', 'Niš, Serbia', 'Sarajevo, Bosnia and Herzegovina', 'Banja Luka, Bosnia and Herzegovina',
	'Skopje, North Macedonia', 'Sofia, Bulgaria', 'Plovdiv, Bulgaria', 'Bucureşti, Romania', 'Cluj-Napoca, Romania',
	'Timişoara, Romania', 'Budapest, Hungary', 'Debrecen, Hungary', 'Wien, Austria', 'Graz, Austria',
	'Warszawa, Poland', 'Kraków, Poland', 'Wrocław, Poland', 'München, Germany', 'Stuttgart, Germany', 'Brno, Czechia',
]

/** What a seller would write: BMW's 3 Series as "320d", the rest by name. */
function titleOf(brand: Brand, model: string, next: () => number) {
	if (model === '3 Series') return `${brand.name} 3${['18', '20', '30'][Math.floor(next() * 3)]}d Touring`
	return `${brand.name} ${model} ${['Comfortline', 'Style', 'Active', '1.6', '2.0'][Math.floor(next() * 5)]}`
}

/** The market's cars, listed at Poisson-like random moments at each brand's rate. */
function listCars(start: number, hours: number, seed: number): Car[] {
	const next = seededRandom(seed)
	const cars: Car[] = []
	const end = start + hours * 3_600_000
	for (const brand of brands) {
		let at = start
		while (true) {
			const minute = (at - start) / 60_000
			const bursting = brand.slug === burst.brand && minute >= burst.fromMinute && minute < burst.fromMinute + burst.minutes
			const rate = brand.perMinute * (bursting ? burst.factor : 1)
			at += (-Math.log(1 - next()) / rate) * 60_000
			if (at >= end) break
			const model = brand.models[Math.floor(next() * brand.models.length)]!
			const priceEur = 4_000 + Math.round(next() * 36) * 1_000
			const zloty = next() < 0.1
			cars.push({
				id: `${brand.slug}-${cars.length}`,
				brand: brand.slug,
				title: titleOf(brand, model, next),
				model,
				price: zloty ? Math.round(priceEur * 4.25) : priceEur,
				currency: zloty ? 'PLN' : 'EUR',
				km: 10_000 + Math.round(next() * 240_000),
				year: 2008 + Math.floor(next() * 17),
				fuel: fuels[Math.floor(next() * fuels.length)]!,
				town: towns[Math.floor(next() * towns.length)]!,
				publishedAt: Math.round(at),
				drops: [],
			})
		}
	}
	// One price drop a minute on one of a brand's newest cars (sellers lower a price soon after listing).
	for (let at = start + 120_000; at < end; at += 60_000) {
		const brand = brands[Math.floor(next() * 2)]!
		const newest = cars.filter((car) => car.brand === brand.slug && car.publishedAt <= at).sort((a, b) => b.publishedAt - a.publishedAt).slice(0, pageSize / 2)
		const car = newest[Math.floor(next() * newest.length)]
		if (!car) continue
		const current = car.drops.at(-1)?.price ?? car.price
		car.drops.push({ at, price: Math.round(current * (0.9 + next() * 0.05)) })
	}
	return cars
}

const priceAt = (car: Car, at: number) => car.drops.filter((drop) => drop.at <= at).at(-1)?.price ?? car.price

/** Per brand and frequency: an alert on one model with a price cap, and one on every model of the brand. */
function alertSpecs() {
	return brands.flatMap((brand) =>
		updateFrequencies.flatMap((frequency) => [
			{ brand: brand.slug, model: slugify(brand.models[0]!), modelName: brand.models[0]!, updateFrequency: frequency, priceMax: 25_000 },
			{ brand: brand.slug, model: allModels, modelName: null, updateFrequency: frequency, priceMax: null },
		]),
	)
}

type RunFigures = {
	workers: number
	requests: number
	maxRequestsPerMinute: number
	pagesFetched: number
	pagesOfNewListings: number
	recall: Record<UpdateFrequency, { expected: number; received: number; missed: Record<string, number> }>
	duplicates: number
	sentAfterDropIntoRange: number
	latencyOverPeriod: number[]
	dropPairs: { expected: number; received: number }
	gaps: number
	crawls: number
	simulatedSeconds: number
}

async function runOnce(env: BenchEnv, size: RecallSize, workers: number): Promise<RunFigures> {
	const database = await env.newDatabase()
	try {
		const { db } = database
		const start = Math.ceil(Date.now() / 60_000) * 60_000
		const cars = listCars(start, size.hours, 10)
		const byBrand = new Map(brands.map((brand) => [brand.slug, cars.filter((car) => car.brand === brand.slug)]))
		const specs = alertSpecs()
		const users = await seedUsers(db, specs.length, `recall${workers}w`)
		const alerts = await db
			.insert(subscriptions)
			.values(
				specs.map((spec, i) => ({
					userId: users[i]!,
					status: 'active' as const,
					websitesSelected: ['demo' as const],
					brand: spec.brand,
					model: spec.model,
					updateFrequency: spec.updateFrequency,
					priceMax: spec.priceMax,
					telegramUsername: 'car_buyer',
					price: 999,
					currentPeriodEnd: new Date(start + 30 * 86_400_000),
				})),
			)
			.returning()
		const alertsOfBrand = new Map(brands.map((brand) => [brand.slug, alerts.filter((alert) => alert.brand === brand.slug).map((alert) => alert.id)]))
		const allAlertIds = alerts.map((alert) => alert.id)

		const requests: number[] = []
		let pagesFetched = 0
		let pagesOfNewListings = 0
		const lastNewest = new Map<string, number>()
		/** A lane is one worker: its own clock (it waits for its slots) and its own fetcher. */
		const lane = (clock: { now: number }): FetchPage => async (request) => {
			const url = new URL(request.url)
			const slot = await reserveHostSlot(db, url.host, size.budgetSeconds * 1000, new Date(clock.now))
			clock.now = Math.max(clock.now, slot.getTime())
			requests.push(clock.now)
			pagesFetched += 1
			// A brand's search, or without one the whole market (a site-wide feed, docs/decisions/049).
			const brand = url.searchParams.get('brand') ?? '*'
			const page = Number(url.searchParams.get('page') ?? 1)
			const searched = brand === '*' ? [...byBrand.values()].flat() : (byBrand.get(brand) ?? [])
			const online = searched.filter((car) => car.publishedAt <= clock.now).sort((a, b) => b.publishedAt - a.publishedAt)
			if (page === 1) {
				// The pages a crawl needs: the cars listed since the brand's last crawl, one page at least.
				const since = lastNewest.get(brand)
				const fresh = since === undefined ? 0 : online.filter((car) => car.publishedAt > since).length
				pagesOfNewListings += Math.max(1, Math.ceil(fresh / pageSize))
				lastNewest.set(brand, clock.now)
			}
			const shown = online.slice((page - 1) * pageSize, page * pageSize).map((car) => ({
				id: car.id,
				brand: car.brand,
				title: car.title,
				price: priceAt(car, clock.now),
				currency: car.currency,
				km: car.km,
				year: car.year,
				fuel: car.fuel,
				url: `/demo-market?listing=${car.id}`,
				location: car.town,
				imageUrl: `/demo-market/images/${car.id}.svg`,
			}))
			return { status: 200, url: request.url, contentType: 'application/json', headers: {}, body: JSON.stringify({ market: 'demo', listings: shown }) }
		}

		const baseUrls = Object.fromEntries(Object.keys(siteAdapters).map((id) => [id, marketUrl])) as Record<SiteId, string>
		const budget = { intervalMs: size.budgetSeconds * 1000, horizonMs: Math.max(10_000, 2 * size.budgetSeconds * 1000) }
		const queuedAt = new Map<string, number>()
		const end = start + size.hours * 3_600_000 + size.drainMinutes * 60_000
		let crawls = 0
		for (let now = start; now <= end; now += tickSeconds * 1000) {
			const { claimed } = await dispatchCrawls({ db, adapters: siteAdapters, baseUrls, budget }, new Date(now))
			const lanes = Array.from({ length: workers }, () => [] as typeof claimed)
			claimed.forEach((feed, i) => lanes[i % workers]!.push(feed))
			await Promise.all(
				lanes.map(async (mine) => {
					const clock = { now }
					const fetchPage = lane(clock)
					for (const feed of mine) {
						const realStart = new Date()
						await crawlFeed({ db, adapters: siteAdapters, fetchPage, baseUrls, now: () => new Date(clock.now) }, feed.id)
						crawls += 1
						const queued = await db
							.select({ id: notificationOutbox.id })
							.from(notificationOutbox)
							.where(and(inArray(notificationOutbox.subscriptionId, feed.scope === siteWideScope ? allAlertIds : (alertsOfBrand.get(feed.scope) ?? [])), gte(notificationOutbox.createdAt, realStart)))
						for (const row of queued) if (!queuedAt.has(row.id)) queuedAt.set(row.id, clock.now)
					}
				}),
			)
		}

		// What each alert should have had, and what it got.
		const rates = await loadRates(db)
		const sent = await db.select().from(notificationOutbox)
		const baselines = new Map((await db.select().from(alertSites)).map((state) => [state.subscriptionId, state.baselineAt!.getTime()]))
		const stored = new Set((await db.select({ id: listings.listingId }).from(listings)).map((row) => row.id))
		const feedRows = await db.select().from(feeds)
		const recall = Object.fromEntries(updateFrequencies.map((frequency) => [frequency, { expected: 0, received: 0, missed: {} as Record<string, number> }])) as RunFigures['recall']
		const latencyOverPeriod: number[] = []
		let duplicates = 0
		let sentAfterDropIntoRange = 0
		const dropPairs = { expected: 0, received: 0 }
		const specOf = new Map(alerts.map((alert, i) => [alert.id, specs[i]!]))
		for (const alert of alerts) {
			const spec = specOf.get(alert.id)!
			const period = frequencyMinutes[alert.updateFrequency as UpdateFrequency] * 60_000
			const criteria = { modelName: spec.modelName, fuelType: 'any' as const, sellerType: 'any' as const, priceMin: null, priceMax: spec.priceMax, yearMin: null, yearMax: null, mileageMax: null, keywordsRequired: [], keywordsExcluded: [] }
			const matches = (car: Car, price: number) => matchesCriteria({ title: car.title, model: null, price: toEur(rates, price, car.currency), km: car.km, year: car.year, fuel: car.fuel }, criteria)
			const since = baselines.get(alert.id)!
			const expected = (byBrand.get(alert.brand) ?? []).filter((car) => car.publishedAt > since && matches(car, car.price))
			const mine = sent.filter((row) => row.subscriptionId === alert.id)
			const listingOf = (row: (typeof sent)[number]) => new URL((row.payload as { url: string }).url).searchParams.get('listing')!
			const fresh = mine.filter((row) => row.kind === 'new_listing')
			const received = new Map<string, (typeof sent)[number]>()
			for (const row of fresh) {
				if (received.has(listingOf(row))) duplicates += 1
				else received.set(listingOf(row), row)
			}
			const tally = recall[alert.updateFrequency as UpdateFrequency]
			tally.expected += expected.length
			for (const car of expected) {
				const row = received.get(car.id)
				if (!row) {
					const cause = !stored.has(car.id) ? 'never crawled (beyond the page cap)' : 'crawled, not delivered'
					tally.missed[cause] = (tally.missed[cause] ?? 0) + 1
					continue
				}
				tally.received += 1
				latencyOverPeriod.push((queuedAt.get(row.id)! - car.publishedAt) / period)
			}
			const expectedIds = new Set(expected.map((car) => car.id))
			sentAfterDropIntoRange += [...received.keys()].filter((id) => !expectedIds.has(id)).length
			// Price drops of cars the alert had been sent, early enough to be delivered before the end (a
			// car that drops before its first message is sent at its new price, as new).
			const toldAt = (car: Car) => (received.has(car.id) ? (queuedAt.get(received.get(car.id)!.id) ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY)
			const dropped = expected.filter((car) => car.drops.some((drop) => drop.at > toldAt(car) && drop.at < end - period - 120_000 && matches(car, drop.price)))
			const droppedTo = new Set(mine.filter((row) => row.kind === 'price_drop').map(listingOf))
			dropPairs.expected += dropped.length
			dropPairs.received += dropped.filter((car) => droppedTo.has(car.id)).length
		}
		// Requests in any minute (a window starting at each request), against the budget.
		let maxRequestsPerMinute = 0
		requests.sort((a, b) => a - b)
		for (let i = 0, j = 0; i < requests.length; i += 1) {
			while (requests[j]! < requests[i]! - 60_000 + 1) j += 1
			maxRequestsPerMinute = Math.max(maxRequestsPerMinute, i - j + 1)
		}
		return {
			workers,
			requests: requests.length,
			maxRequestsPerMinute,
			pagesFetched,
			pagesOfNewListings,
			recall,
			duplicates,
			sentAfterDropIntoRange,
			latencyOverPeriod,
			dropPairs,
			gaps: feedRows.reduce((sum, feed) => sum + feed.gaps, 0),
			crawls,
			simulatedSeconds: (end - start) / 1000,
		}
	} finally {
		await database.destroy()
	}
}

export async function runRecall(env: BenchEnv, size: RecallSize): Promise<ScenarioResult> {
	const started = performance.now()
	const runs: RunFigures[] = []
	for (const workers of size.workers) {
		env.log(`10: ${size.hours} simulated hours (+${size.drainMinutes} min) with ${workers} worker${workers > 1 ? 's' : ''}`)
		runs.push(await runOnce(env, size, workers))
	}
	const budgetPerMinute = 60 / size.budgetSeconds
	const recallOf = (frequency: UpdateFrequency) => Math.min(...runs.map((run) => ratio(run.recall[frequency].received, run.recall[frequency].expected) ?? 0))
	const latencies = runs.flatMap((run) => run.latencyOverPeriod)
	const target = (op: '<=' | '>=', value: number) => ({ op, value, source: 'issue' }) as const
	return {
		scenario: 10,
		title: 'Recall',
		seconds: (performance.now() - started) / 1000,
		figures: [
			...updateFrequencies.map((frequency) => figure(10, `recall, ${frequency} alerts (worst of 1/2/4 workers)`, recallOf(frequency), target('>=', 1))),
			figure(10, 'duplicate messages', runs.reduce((sum, run) => sum + run.duplicates, 0), target('<=', 0)),
			...runs.map((run) => figure(10, `requests per host per minute ÷ budget, ${run.workers} worker${run.workers > 1 ? 's' : ''}`, run.maxRequestsPerMinute / budgetPerMinute, target('<=', 1))),
			figure(10, 'pages fetched ÷ pages of new listings that existed', ratio(runs.reduce((s, r) => s + r.pagesFetched, 0), runs.reduce((s, r) => s + r.pagesOfNewListings, 0)), target('<=', 1.5)),
			figure(10, 'p95 (queued − first listed) ÷ alert period', percentile(latencies, 95), target('<=', 1.1)),
			figure(10, 'price drops of wanted cars that reached the alert', ratio(runs.reduce((s, r) => s + r.dropPairs.received, 0), runs.reduce((s, r) => s + r.dropPairs.expected, 0))),
		],
		raw: {
			brands: brands.map(({ slug, perMinute }) => ({ slug, perMinute })),
			burst,
			pageSize,
			budgetSeconds: size.budgetSeconds,
			runs: runs.map(({ latencyOverPeriod, ...run }) => ({
				...run,
				latencyOverPeriod: { p50: percentile(latencyOverPeriod, 50), p95: percentile(latencyOverPeriod, 95), max: Math.max(...latencyOverPeriod) },
			})),
		},
	}
}
