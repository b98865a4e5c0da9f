import { and, inArray, sql } from 'drizzle-orm'
import { catalogue } from '#core/catalogue/data.ts'
import { allModels, slugify } from '#core/catalogue/shape.ts'
import { type Database } from '#core/db/client.ts'
import { alertSites, feeds, listings, notificationOutbox, subscriptions } from '#core/db/schema.ts'
import { seededRandom } from '#core/demo-market.ts'
import { countAtMost } from '#core/sorted.ts'
import { frequencyMinutes, type FuelType, updateFrequencies, type UpdateFrequency } from '#core/enums.ts'
import { matchesCriteria } from '#core/matching.ts'
import { type CarFacts, sameCar } from '#core/market/same-car.ts'
import { reserveHostSlot } from '#core/models/host-budget.ts'
import { filtersOf } from '#core/schemas/alert.ts'
import enAlerts from '#core/i18n/locales/en/alerts.ts'
import { refusalFor } from '#core/models/crawl-plans.ts'
import { type SiteId, siteName, siteWideScope } from '#core/sites.ts'
import { crawlFeed } from '#worker/lib/feeds/crawl.ts'
import { dispatchCrawls } from '#worker/lib/feeds/dispatch.ts'
import { type FetchPage } from '#worker/lib/fetch-page.ts'
import { siteAdapters } from '#worker/sites/index.ts'
import { seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { figure, percentile, ratio, type ScenarioResult } from '../lib/result.ts'

/**
 * Scenario 11: the crawl plan (docs/decisions/049). A site of realistic size: 40 brands at their European
 * market shares (Volkswagen 14 % … Ferrari 0.05 %), 15 new cars a minute (Poisson) with a 3x burst
 * of five minutes, a price drop a minute, crawled within the default budget of one request every
 * 10 s (6 a minute), for alerts on every brand at all five frequencies: 1,000 and 10,000 of them,
 * served by 1 and 4 workers (`crawlPlanSizes` says which pairs), three simulated hours of listings
 * and 62 minutes after (so every hourly alert had its delivery). Then a second site whose arrivals
 * exceed its budget (200 cars a minute, 20 a page, 6 requests a minute), where alerts are offered
 * one at a time (`offerAlert`): what is admitted must be served on time, and what cannot be must be
 * refused.
 *
 * As scenario 10 (./recall.ts) it drives the worker's real dispatch, crawl and delivery
 * (`dispatchCrawls`, `crawlFeed` and, from it, `deliverFeed`) in-process against a real
 * PostgreSQL, on a simulated clock with a dispatch tick every 5 s. A worker is a lane with its own
 * clock and its own fetcher; every request takes its slot of the fleet's budget in PostgreSQL
 * (`reserveHostSlot`) and the stand-in site answers what was online at that slot. The stand-in
 * speaks the demo market's JSON (read by the real demo adapter) and answers a brand's search
 * (`brand=<slug>`) and a search of the whole site (no brand, or an empty one), newest first, in
 * pages, so it serves the brand feeds of today and site-wide feeds alike.
 *
 * Figures (the targets are those of the crawl plan's issue, quoted in BENCHMARKS.md):
 * - recall per frequency, duplicate messages, price drops delivered;
 * - p50 and p95 of (queued − listed) ÷ the alert's period, per frequency. "Queued" is the simulated
 *   moment of the crawl after which the message was in the outbox: after each crawl the run stamps
 *   the outbox rows of that feed's alerts written by it (`next_attempt_at`, which no sender reads
 *   here, is set to the simulated moment; unstamped rows still hold a real time, long before the
 *   simulated start);
 * - requests in any minute ÷ the budget, and the mean; requests(10,000 alerts) ÷ requests(1,000
 *   alerts) with the same workers;
 * - requests ÷ pages of new listings that existed (`pagesOfNewListings`): the site's run cut into
 *   windows of its fastest alert's period (1 minute here), each window counting the pages a look
 *   at the whole site at its end must read: every page of the cars listed in the window, the last
 *   one reaching a car seen before, so floor(new ÷ page size) + 1, and one page for a window with
 *   nothing new (an alert at that period must still be looked at). A plan that serves every alert
 *   at its period can hardly do with fewer (only by where the window edges fall, or by looking a
 *   little less often than the period), so about 1.0 is the floor, and 1.5 leaves room for a
 *   rhythm that looks more often than the period (worker/lib/feeds/rhythm.ts aims at half a page
 *   of new cars a crawl); brand feeds pay a request per brand per look, so they cannot meet it.
 * - the busy site: alerts admitted, refusals that carry a message, admitted alerts that are late
 *   (p95 over 1.1 of the period, or a car missed), the worst p95 among them.
 */

export type CrawlPlanSize = {
	/** Simulated hours during which cars are listed; the run goes on for `drainMinutes` after. */
	hours: number
	drainMinutes: number
	/** The main site's runs: how many alerts, served by how many workers. */
	runs: Array<{ alerts: number; workers: number }>
	busy: {
		/** Alerts offered (in `offerOrder`): 200 is every brand at every frequency. */
		offers: number
		/** Simulated seconds between two offers, from the start. */
		offerEverySeconds: number
		workers: number
	}
}

export const crawlPlanSizes = {
	// Half an hour of listings (the burst moves to its fifteenth minute) and the 62 minutes every
	// hourly alert needs for its delivery: three hours with 10,000 alerts take about an hour of two
	// cores on the crawl plan's code, more than a session could give it (BENCHMARKS.md).
	full: {
		hours: 0.5,
		drainMinutes: 62,
		runs: [
			{ alerts: 1_000, workers: 1 },
			{ alerts: 1_000, workers: 4 },
			{ alerts: 10_000, workers: 4 },
		],
		busy: { offers: 200, offerEverySeconds: 8, workers: 1 },
	},
	// A few simulated minutes: slower alerts have no delivery yet (their latencies are n/a).
	smoke: { hours: 0.1, drainMinutes: 2, runs: [{ alerts: 200, workers: 1 }, { alerts: 400, workers: 2 }], busy: { offers: 12, offerEverySeconds: 10, workers: 1 } },
} satisfies Record<string, CrawlPlanSize>

const tickSeconds = 5

/** A listing site of the simulation: its arrivals, its page and its budget. */
type SiteSpec = {
	host: string
	/** New cars a minute on the whole site (Poisson), spread over the brands by share. */
	perMinute: number
	pageSize: number
	/** One request every N seconds for the whole fleet (60 ÷ N a minute). */
	budgetSeconds: number
	/** Arrivals times `factor` for `minutes`, starting at `fromMinute` (capped at half the run). */
	burst: { fromMinute: number; minutes: number; factor: number } | null
	/** Price drops a minute on recently listed cars. */
	dropsPerMinute: number
}

/** The main site: a large site's size, at the default budget (SITE_MIN_INTERVAL_SECONDS 10). */
export const mainSite: SiteSpec = { host: 'market.bench', perMinute: 15, pageSize: 20, budgetSeconds: 10, burst: { fromMinute: 60, minutes: 5, factor: 3 }, dropsPerMinute: 1 }
/** The second site: more arrivals than its budget can read, even site-wide (10 pages a minute against 6 requests). */
export const busySite: SiteSpec = { host: 'busy.bench', perMinute: 200, pageSize: 20, budgetSeconds: 10, burst: null, dropsPerMinute: 0 }

/**
 * Forty brands with rough shares of European used-car listings, in per cent (they add up to 100),
 * and a few of each brand's models (catalogue names): a car is one of them, and an alert on one
 * model names the first.
 */
const brandTable: Array<[slug: string, percent: number, models: string[]]> = [
	['volkswagen', 14, ['Golf', 'Passat', 'Polo', 'Tiguan']],
	['mercedes-benz', 8.8, ['C-Class', 'E-Class', 'A-Class', 'GLC']],
	['bmw', 8.3, ['3 Series', '5 Series', '1 Series', 'X3']],
	['audi', 7.25, ['A4', 'A6', 'A3', 'Q5']],
	['skoda', 5.5, ['Octavia', 'Fabia', 'Superb']],
	['toyota', 5, ['Yaris', 'Corolla', 'RAV4']],
	['ford', 5, ['Focus', 'Fiesta', 'Kuga']],
	['opel', 4.8, ['Astra', 'Corsa', 'Insignia']],
	['renault', 4.5, ['Clio', 'Captur', 'Mégane']],
	['peugeot', 4.3, ['308', '208', '3008']],
	['fiat', 3.4, ['Panda', 'Tipo', '500']],
	['hyundai', 3, ['Tucson', 'i30', 'Kona']],
	['kia', 2.9, ['Sportage', 'Ceed', 'Niro']],
	['citroen', 2.8, ['Berlingo', 'C3', 'C4']],
	['seat', 2.5, ['Leon', 'Ibiza', 'Ateca']],
	['dacia', 2.4, ['Sandero', 'Duster', 'Logan']],
	['volvo', 2, ['XC60', 'V60', 'XC40']],
	['nissan', 1.9, ['Qashqai', 'Micra', 'Juke']],
	['mazda', 1.5, ['CX-5', 'CX-30', 'MX-5']],
	['tesla', 1.2, ['Model 3', 'Model Y']],
	['mini', 1.2, ['Cooper', 'Countryman', 'Clubman']],
	['cupra', 1, ['Formentor', 'Born', 'Leon']],
	['suzuki', 0.9, ['Swift', 'Vitara', 'Ignis']],
	['honda', 0.8, ['Civic', 'CR-V', 'Jazz']],
	['porsche', 0.7, ['Cayenne', 'Macan', '911']],
	['land-rover', 0.6, ['Range Rover Evoque', 'Discovery Sport', 'Defender']],
	['jeep', 0.6, ['Renegade', 'Compass', 'Wrangler']],
	['mitsubishi', 0.5, ['Outlander', 'ASX', 'Space Star']],
	['alfa-romeo', 0.5, ['Giulia', 'Stelvio', 'Giulietta']],
	['smart', 0.35, ['ForTwo', 'ForFour']],
	['lexus', 0.3, ['NX', 'RX', 'UX']],
	['jaguar', 0.3, ['F-Pace', 'XE', 'XF']],
	['mg', 0.3, ['ZS', 'MG4', 'HS']],
	['ds', 0.2, ['DS 7', 'DS 3']],
	['subaru', 0.2, ['Forester', 'Outback', 'XV']],
	['byd', 0.15, ['Atto 3', 'Seal', 'Dolphin']],
	['lancia', 0.12, ['Ypsilon', 'Delta']],
	['polestar', 0.1, ['2', '4']],
	['maserati', 0.08, ['Levante', 'Ghibli', 'Grecale']],
	['ferrari', 0.05, ['Roma', 'Portofino', 'F8 Tributo']],
]

type Brand = { slug: string; name: string; share: number; models: string[]; priceLevel: number }

/** Asking prices around which a brand's cars are listed, in euros. */
function priceLevel(slug: string): number {
	if (['ferrari', 'maserati', 'porsche'].includes(slug)) return slug === 'ferrari' ? 190_000 : 70_000
	if (['mercedes-benz', 'bmw', 'audi', 'volvo', 'tesla', 'lexus', 'land-rover', 'jaguar', 'polestar', 'ds', 'cupra', 'mini'].includes(slug)) return 32_000
	if (['dacia', 'fiat', 'suzuki', 'smart', 'lancia', 'mg', 'byd'].includes(slug)) return 12_000
	return 18_000
}

/** The table, checked against the catalogue: every slug and model name must exist there. */
export const brands: Brand[] = brandTable.map(([slug, percent, models]) => {
	const entry = catalogue.find((brand) => brand.slug === slug)
	if (!entry) throw new Error(`crawl-plan: brand ${slug} is not in core/catalogue/data.ts`)
	for (const model of models) if (!entry.models.includes(model)) throw new Error(`crawl-plan: ${entry.name} ${model} is not in core/catalogue/data.ts`)
	return { slug, name: entry.name, share: percent / 100, models, priceLevel: priceLevel(slug) }
})
const shareTotal = brands.reduce((sum, brand) => sum + brand.share, 0)
if (Math.abs(shareTotal - 1) > 1e-6) throw new Error(`crawl-plan: the brand shares add up to ${(shareTotal * 100).toFixed(2)} %, not 100 %`)

type Car = {
	id: string
	brand: string
	/** The catalogue model its title names. */
	model: string
	title: string
	price: number
	km: number
	year: number
	fuel: FuelType
	town: string
	publishedAt: number
	/** Later prices, oldest first. */
	drops: Array<{ at: number; price: number }>
}

const fuels: FuelType[] = ['diesel', 'gasoline', 'gasoline', 'hybrid', 'electric']
const trims = ['Comfort', 'Style', 'Active', 'Business', 'Sport', 'Edition']
const towns = [
	'Ljubljana, Slovenia', 'Maribor, Slovenia', 'Zagreb, Croatia', 'Split, Croatia', 'Beograd, Serbia', 'Sarajevo, Bosnia and Herzegovina',
	'Sofia, Bulgaria', 'Bucureşti, Romania', 'Budapest, Hungary', 'Wien, Austria', 'Graz, Austria', 'Warszawa, Poland', 'Kraków, Poland',
	'München, Germany', 'Berlin, Germany', 'Hamburg, Germany', 'Köln, Germany', 'Milano, Italy', 'Torino, Italy', 'Lyon, France', 'Brno, Czechia',
]

function pickByShare(roll: number): Brand {
	let left = roll
	for (const brand of brands) {
		left -= brand.share
		if (left < 0) return brand
	}
	return brands.at(-1)!
}

/** How many of `cars` (sorted by publishedAt) are online at `at`. */
const onlineCount = (cars: Car[], at: number) => countAtMost(cars, at, (car) => car.publishedAt)

export type Market = {
	site: SiteSpec
	start: number
	listingEnd: number
	/** Every car, oldest first. */
	cars: Car[]
	byBrand: Map<string, Car[]>
	burst: { fromMinute: number; minutes: number; factor: number } | null
}

/** The site's cars, listed at Poisson-random moments, brands by share; price drops on cars just listed. */
export function makeMarket(site: SiteSpec, start: number, hours: number, seed: number): Market {
	const next = seededRandom(seed)
	const listingEnd = start + hours * 3_600_000
	const burst = site.burst ? { ...site.burst, fromMinute: Math.min(site.burst.fromMinute, (hours * 60) / 2) } : null
	const cars: Car[] = []
	let at = start
	while (true) {
		const minute = (at - start) / 60_000
		const bursting = burst !== null && minute >= burst.fromMinute && minute < burst.fromMinute + burst.minutes
		at += (-Math.log(1 - next()) / (site.perMinute * (bursting ? burst.factor : 1))) * 60_000
		if (at >= listingEnd) break
		const brand = pickByShare(next())
		const model = brand.models[Math.floor(next() * brand.models.length)]!
		const year = 2008 + Math.floor(next() * 17)
		cars.push({
			id: `c${cars.length}`,
			brand: brand.slug,
			model,
			title: `${brand.name} ${model} ${['1.0', '1.5', '2.0'][Math.floor(next() * 3)]} ${trims[Math.floor(next() * trims.length)]}`,
			price: Math.round((brand.priceLevel * (0.4 + next() * 0.8)) / 100) * 100,
			km: 5_000 + Math.round(next() * 245_000),
			year,
			fuel: fuels[Math.floor(next() * fuels.length)]!,
			town: towns[Math.floor(next() * towns.length)]!,
			publishedAt: Math.round(at),
			drops: [],
		})
	}
	const byBrand = new Map(brands.map((brand) => [brand.slug, cars.filter((car) => car.brand === brand.slug)]))
	// Price drops at random moments, on one of a brand's ten newest cars (sellers lower a price soon
	// after listing), the brand by share: the cars a brand's first page shows (docs/decisions/007).
	const drops = Math.round(site.dropsPerMinute * hours * 60)
	for (let i = 0; i < drops; i += 1) {
		const when = start + 120_000 + Math.round(next() * (listingEnd - start - 120_000))
		const ofBrand = byBrand.get(pickByShare(next()).slug)!
		const online = onlineCount(ofBrand, when)
		const car = ofBrand[online - 1 - Math.floor(next() * Math.min(10, online))]
		if (!car) continue
		const current = car.drops.at(-1)?.price ?? car.price
		car.drops.push({ at: when, price: Math.round((current * (0.9 + next() * 0.05)) / 10) * 10 })
		car.drops.sort((a, b) => a.at - b.at)
	}
	return { site, start, listingEnd, cars, byBrand, burst }
}

const priceAt = (car: Car, at: number) => car.drops.filter((drop) => drop.at <= at).at(-1)?.price ?? car.price

/**
 * The stand-in site's answer to one request at moment `at`, in the demo market's JSON: a brand's
 * cars (`brand=<slug>`) or the whole site's (no brand), newest first, `page` from 1.
 */
export function standInAnswer(market: Market, url: URL, at: number): string {
	const brand = url.searchParams.get('brand')
	const list = brand ? (market.byBrand.get(brand) ?? []) : market.cars
	const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
	const newest = onlineCount(list, at) - (page - 1) * market.site.pageSize
	const shown = list.slice(Math.max(0, newest - market.site.pageSize), Math.max(0, newest)).reverse()
	return JSON.stringify({
		market: 'demo',
		listings: shown.map((car) => ({
			id: car.id,
			// The make by its catalogue slug, as the demo market names it (a site-wide feed reads it).
			brand: car.brand,
			title: car.title,
			price: priceAt(car, at),
			currency: 'EUR',
			km: car.km,
			year: car.year,
			fuel: car.fuel,
			url: `/demo-market?listing=${car.id}`,
			location: car.town,
			imageUrl: `/demo-market/images/${car.id}.svg`,
			publishedAt: new Date(car.publishedAt).toISOString(),
		})),
	})
}

/**
 * Pages of new listings that existed (see the file's comment): per window of `periodMinutes`
 * from the start to `end`, floor(cars listed in it ÷ page size) + 1.
 */
export function pagesOfNewListings(market: Market, end: number, periodMinutes: number): number {
	const window = periodMinutes * 60_000
	let pages = 0
	let from = 0
	for (let to = market.start + window; to <= end + window - 1; to += window) {
		const upTo = onlineCount(market.cars, Math.min(to, end))
		pages += Math.floor((upTo - from) / market.site.pageSize) + 1
		from = upTo
	}
	return pages
}

/** Fastest first: the order in which the busy site's alerts are offered. */
const fastestFirst: UpdateFrequency[] = [...updateFrequencies].sort((a, b) => frequencyMinutes[a] - frequencyMinutes[b])

type AlertSpec = { brand: string; model: string; modelName: string | null; updateFrequency: UpdateFrequency; priceMax: number | null; yearMin: number | null; mileageMax: number | null }

/**
 * The main site's alerts: per brand by its share, at least five (one per frequency); within a
 * brand the frequencies take turns. The first alert of each brand and frequency is on every
 * model with no other criterion (every car of the brand is expected). The others are as buyers
 * set them: 80 % every model of the brand, 20 % its first model; 80 % with a price cap (half to
 * all of the brand's price level), 60 % a minimum year, 50 % a mileage cap. What each should
 * get follows from the market by the worker's own matcher (core/matching.ts).
 */
export function mainAlerts(count: number, seed: number): AlertSpec[] {
	if (count < brands.length * updateFrequencies.length) throw new Error(`crawl-plan: at least ${brands.length * updateFrequencies.length} alerts (one per brand and frequency)`)
	const perBrand = brands.map((brand) => Math.max(updateFrequencies.length, Math.round(brand.share * count)))
	// Rounding and the floor of five: the brands, the largest first, give or take the difference.
	let difference = count - perBrand.reduce((sum, n) => sum + n, 0)
	for (let i = 0; difference !== 0; i = (i + 1) % brands.length) {
		const step = Math.sign(difference)
		if (perBrand[i]! + step < updateFrequencies.length) continue
		perBrand[i]! += step
		difference -= step
	}
	const next = seededRandom(seed)
	return brands.flatMap((brand, b) =>
		Array.from({ length: perBrand[b]! }, (_, i): AlertSpec => {
			const updateFrequency = fastestFirst[i % fastestFirst.length]!
			const open = { brand: brand.slug, model: allModels, modelName: null, updateFrequency, priceMax: null, yearMin: null, mileageMax: null }
			if (i < fastestFirst.length) return open
			const model = next() < 0.8 ? {} : { model: slugify(brand.models[0]!), modelName: brand.models[0]! }
			return {
				...open,
				...model,
				priceMax: next() < 0.8 ? Math.round((brand.priceLevel * (0.5 + next() * 0.5)) / 1000) * 1000 : null,
				yearMin: next() < 0.6 ? 2010 + Math.floor(next() * 10) : null,
				mileageMax: next() < 0.5 ? [100_000, 150_000, 200_000][Math.floor(next() * 3)]! : null,
			}
		}),
	)
}

type AlertRow = typeof subscriptions.$inferSelect
type Seeded = { row: AlertRow; spec: AlertSpec }

/** Alerts in bulk (a thousand rows a statement), active and paid for a month from the simulated start. */
export async function insertAlerts(db: Database, specs: AlertSpec[], userIds: string[], start: number): Promise<Seeded[]> {
	const seeded: Seeded[] = []
	for (let from = 0; from < specs.length; from += 1_000) {
		const batch = specs.slice(from, from + 1_000)
		const rows = await db
			.insert(subscriptions)
			.values(
				batch.map((spec, i) => ({
					userId: userIds[from + i]!,
					status: 'active' as const,
					websitesSelected: ['demo' as const],
					brand: spec.brand,
					model: spec.model,
					updateFrequency: spec.updateFrequency,
					priceMax: spec.priceMax,
					yearMin: spec.yearMin,
					mileageMax: spec.mileageMax,
					telegramUsername: 'car_buyer',
					price: 999,
					currentPeriodEnd: new Date(start + 30 * 86_400_000),
				})),
			)
			.returning()
		rows.forEach((row, i) => seeded.push({ row, spec: batch[i]! }))
	}
	return seeded
}

export type Offer = { siteId: SiteId; brand: string; updateFrequency: UpdateFrequency }
export type OfferAnswer = { admitted: true } | { admitted: false; message: string }

/**
 * Admission control: whether the site can take one more alert of this brand at this frequency,
 * asked before the alert is created, with the check the wizard, the edit form and the API ask
 * (core/models/crawl-plans.ts `refusalFor`, docs/decisions/049); a refusal carries the English
 * message the buyer would read.
 */
export async function offerAlert(context: { db: Database; now: Date; budgetPerMinute: number }, offer: Offer): Promise<OfferAnswer> {
	const refusal = await refusalFor(context.db, { sites: [offer.siteId], brand: offer.brand, frequency: offer.updateFrequency }, () => context.budgetPerMinute, context.now)
	if (!refusal) return { admitted: true }
	const text = refusal.fastest ? enAlerts.errors[`siteBusy_${refusal.fastest}`] : enAlerts.errors.siteFull
	return { admitted: false, message: text.replace('{{site}}', siteName(refusal.siteId, 'en')) }
}

/** The order of the offers on the busy site: fastest frequency first, then brands by share, the largest first. */
export function offerOrder(count: number): Offer[] {
	const bySize = [...brands].sort((a, b) => b.share - a.share)
	return fastestFirst.flatMap((updateFrequency) => bySize.map((brand) => ({ siteId: 'demo' as const, brand: brand.slug, updateFrequency }))).slice(0, count)
}

type Simulation = {
	requests: number[]
	/** Of those, the price watch's: a brand's first page read by a site-wide feed (docs/decisions/051). */
	watchRequests: number
	crawls: number
	pagesByCrawl: number[]
	gaps: number
	unstamped: number
	/** Wall milliseconds: dispatches; the ticks' crawls and deliveries (lanes at once, stamping included); the stamping, summed over lanes. */
	ms: { dispatch: number; crawl: number; stamp: number }
}

/**
 * The worker's loop on the simulated clock: a dispatch every tick, the claimed feeds shared out
 * to the lanes (workers), each crawled with the real `crawlFeed` (which delivers to the feed's due
 * alerts), then the outbox rows that crawl wrote stamped with its simulated moment.
 */
async function simulate(db: Database, market: Market, end: number, workers: number, beforeTick?: (now: number) => Promise<void>): Promise<Simulation> {
	const { site } = market
	const requests: number[] = []
	let watchRequests = 0
	const pagesByCrawl: number[] = []
	const ms = { dispatch: 0, crawl: 0, stamp: 0 }
	const lane = (clock: { now: number; delivered?: number }, pages: { count: number }, siteWideFeed: boolean): FetchPage => async (request) => {
		const url = new URL(request.url)
		if (url.host !== site.host) throw new Error(`crawl-plan: a request to ${url.host}, not the stand-in ${site.host}`)
		// The price watch reads after the crawl's delivery (worker/lib/feeds/crawl.ts): what it queued was queued before this page.
		if (siteWideFeed && url.searchParams.get('brand')) clock.delivered ??= clock.now
		const slot = await reserveHostSlot(db, url.host, site.budgetSeconds * 1000, new Date(clock.now))
		clock.now = Math.max(clock.now, slot.getTime())
		requests.push(clock.now)
		if (siteWideFeed && url.searchParams.get('brand')) watchRequests += 1
		pages.count += 1
		return { status: 200, url: request.url, contentType: 'application/json', headers: {}, body: standInAnswer(market, url, clock.now) }
	}
	const baseUrls = Object.fromEntries(Object.keys(siteAdapters).map((id) => [id, `https://${site.host}`])) as Record<SiteId, string>
	const budget = { intervalMs: site.budgetSeconds * 1000, horizonMs: Math.max(10_000, 2 * site.budgetSeconds * 1000) }
	const startIso = new Date(market.start).toISOString()
	let crawls = 0
	for (let now = market.start; now <= end; now += tickSeconds * 1000) {
		await beforeTick?.(now)
		let started = performance.now()
		const { claimed } = await dispatchCrawls({ db, adapters: siteAdapters, baseUrls, budget }, new Date(now))
		ms.dispatch += performance.now() - started
		const lanes = Array.from({ length: workers }, () => [] as typeof claimed)
		claimed.forEach((feed, i) => lanes[i % workers]!.push(feed))
		started = performance.now()
		await Promise.all(
			lanes.map(async (mine) => {
				const clock: { now: number; delivered?: number } = { now }
				for (const feed of mine) {
					const pages = { count: 0 }
					clock.delivered = undefined
					await crawlFeed({ db, adapters: siteAdapters, fetchPage: lane(clock, pages, feed.scope === siteWideScope), baseUrls, now: () => new Date(clock.now), budgetPerMinute: () => 60 / site.budgetSeconds }, feed.id)
					crawls += 1
					pagesByCrawl.push(pages.count)
					const stamping = performance.now()
					// What this crawl queued: rows of this feed's alerts not stamped yet (their real time is before the simulated start).
					await db.execute(sql`
						UPDATE ${notificationOutbox} o SET next_attempt_at = ${new Date(clock.delivered ?? clock.now).toISOString()}::timestamptz
						FROM ${alertSites} a
						WHERE a.feed_id = ${feed.id} AND o.subscription_id = a.subscription_id
						AND o.status = 'pending' AND o.next_attempt_at < ${startIso}::timestamptz`)
					ms.stamp += performance.now() - stamping
				}
			}),
		)
		// Wall time of the tick's crawls and deliveries, all lanes at once (the stamping, summed apart, included).
		ms.crawl += performance.now() - started
	}
	// A car carried by a digest or the alert-live message (docs/decisions/052) goes at that message's moment, stamped instead.
	const [unstamped] = (
		await db.execute<{ count: string }>(
			sql`SELECT count(*) AS count FROM ${notificationOutbox} WHERE next_attempt_at < ${startIso}::timestamptz AND kind IN ('new_listing', 'price_drop', 'digest') AND digest_id IS NULL`,
		)
	).rows
	const feedRows = await db.select({ gaps: feeds.gaps }).from(feeds)
	return { requests: requests.sort((a, b) => a - b), watchRequests, crawls, pagesByCrawl, gaps: feedRows.reduce((sum, feed) => sum + feed.gaps, 0), unstamped: Number(unstamped?.count ?? 0), ms }
}

/** Requests a minute over the run (to its end, or to the last request when one came after it). */
const meanPerMinute = (requests: number[], start: number, end: number) => requests.length / ((Math.max(end, requests.at(-1) ?? end) - start) / 60_000)

/** The most requests in any minute (a window ending at each request). */
function busiestMinute(requests: number[]): number {
	let most = 0
	for (let i = 0, j = 0; i < requests.length; i += 1) {
		while (requests[j]! <= requests[i]! - 60_000) j += 1
		most = Math.max(most, i - j + 1)
	}
	return most
}

type AlertOutcome = {
	frequency: UpdateFrequency
	/** Whether the alert ever had its baseline (it expects nothing before). */
	baselined: boolean
	expected: number
	/** Cars not expected: the same car, to the product's eye, as one expected before (`withoutTwins`). */
	twins: number
	received: number
	missed: Record<string, number>
	/** (queued − listed) ÷ period of every expected car received. */
	ratios: number[]
	duplicates: number
	/** Cars sent that were not expected: listed before the baseline but first crawled after it, or fallen into a price cap. */
	unexpected: number
	drops: { expected: number; received: number }
}

const carFacts = (car: Car): CarFacts => ({ brand: car.brand, model: car.model, year: car.year, km: car.km, fuel: car.fuel, location: car.town, title: car.title })

/** The cars in listing order without those the product takes for one listed before (core/market/same-car.ts `sameCar`). */
function withoutTwins(cars: Car[]): { expected: Car[]; twins: number } {
	const expected: Car[] = []
	const seen = new Map<string, Car[]>()
	for (const car of cars) {
		const key = `${car.model}|${car.year}|${car.fuel}|${car.town}`
		const earlier = seen.get(key) ?? []
		if (earlier.some((other) => sameCar(carFacts(other), carFacts(car)))) continue
		seen.set(key, [...earlier, car])
		expected.push(car)
	}
	return { expected, twins: cars.length - expected.length }
}

/**
 * What each alert should have had (by core/matching.ts, the worker's own matcher: this measures
 * crawling and delivery, not matching) and what its outbox rows say it got, read in batches.
 */
async function evaluate(db: Database, market: Market, seeded: Seeded[], end: number): Promise<Map<string, AlertOutcome>> {
	const baselines = new Map((await db.select({ id: alertSites.subscriptionId, at: alertSites.baselineAt }).from(alertSites)).map((row) => [row.id, row.at?.getTime() ?? null]))
	const stored = new Set((await db.select({ id: listings.listingId }).from(listings)).map((row) => row.id))
	const outcomes = new Map<string, AlertOutcome>()
	for (let from = 0; from < seeded.length; from += 500) {
		const batch = seeded.slice(from, from + 500)
		const rows = await db
			.select({
				alertId: notificationOutbox.subscriptionId,
				kind: notificationOutbox.kind,
				listingId: sql<string>`${notificationOutbox.payload}->'ref'->>'listingId'`,
				// A car carried by a digest (a burst of more than a few, docs/decisions/052) goes when the digest goes.
				queuedAt: sql<Date>`coalesce((SELECT d.next_attempt_at FROM ${notificationOutbox} d WHERE d.id = "notification_outbox"."digest_id"), "notification_outbox"."next_attempt_at")`.mapWith(notificationOutbox.nextAttemptAt),
			})
			.from(notificationOutbox)
			.where(and(inArray(notificationOutbox.subscriptionId, batch.map(({ row }) => row.id)), inArray(notificationOutbox.kind, ['new_listing', 'price_drop'])))
		const rowsOf = new Map<string, typeof rows>()
		for (const row of rows) {
			const list = rowsOf.get(row.alertId!)
			if (list) list.push(row)
			else rowsOf.set(row.alertId!, [row])
		}
		for (const { row: alert, spec } of batch) {
			const period = frequencyMinutes[alert.updateFrequency] * 60_000
			const criteria = { modelName: spec.modelName, ...filtersOf(alert) }
			const matches = (car: Car, price: number) => matchesCriteria({ title: car.title, model: null, price, km: car.km, year: car.year, fuel: car.fuel }, criteria)
			const since = baselines.get(alert.id) ?? null
			const wanted = since === null ? [] : (market.byBrand.get(alert.brand) ?? []).filter((car) => car.publishedAt > since && car.publishedAt < market.listingEnd && matches(car, car.price))
			// One car, one message (docs/decisions/039): a car the product cannot tell from one the alert
			// was sent before (the same model, year, fuel, town and kilometres within the tolerance) is
			// not news to it. The market draws such twins by chance, a few in thousands.
			const { expected, twins } = withoutTwins(wanted)
			const mine = rowsOf.get(alert.id) ?? []
			const received = new Map<string, number>()
			let duplicates = 0
			for (const row of mine) {
				if (row.kind !== 'new_listing') continue
				if (received.has(row.listingId)) duplicates += 1
				else received.set(row.listingId, row.queuedAt.getTime())
			}
			const outcome: AlertOutcome = { frequency: alert.updateFrequency, baselined: since !== null, expected: expected.length, twins, received: 0, missed: {}, ratios: [], duplicates, unexpected: 0, drops: { expected: 0, received: 0 } }
			const droppedTo = new Set(mine.filter((row) => row.kind === 'price_drop').map((row) => row.listingId))
			for (const car of expected) {
				const queued = received.get(car.id)
				if (queued === undefined) {
					const cause = stored.has(car.id) ? 'crawled, not delivered' : 'never crawled'
					outcome.missed[cause] = (outcome.missed[cause] ?? 0) + 1
					continue
				}
				outcome.received += 1
				// A row never stamped has no simulated moment: left out of the latencies (counted as `unstamped`).
				if (queued >= market.start) outcome.ratios.push((queued - car.publishedAt) / period)
				// Drops after the alert was told of the car, early enough to be delivered before the end, below
				// the price it was told (the drops are drawn in no order of time: a later one can be dearer
				// than an earlier, and a dearer price is no news), to a price it still wants.
				const told = priceAt(car, queued)
				if (car.drops.some((drop) => drop.at > queued && drop.at < end - period - 120_000 && drop.price < told && matches(car, drop.price))) {
					outcome.drops.expected += 1
					if (droppedTo.has(car.id)) outcome.drops.received += 1
				}
			}
			const expectedIds = new Set(expected.map((car) => car.id))
			outcome.unexpected = [...received.keys()].filter((id) => !expectedIds.has(id)).length
			outcomes.set(alert.id, outcome)
		}
	}
	return outcomes
}

type PerFrequency = { expected: number; received: number; missed: Record<string, number>; p50: number; p95: number; max: number }

type MainRun = {
	alerts: number
	workers: number
	requests: number
	requestsPerMinute: { max: number; mean: number }
	/** The price watch's requests (docs/decisions/051), counted in `requests` too. */
	watchRequests: number
	pagesOfNewListings: number
	/** The plan's requests (the price watch's left out) ÷ pages of new listings that existed. */
	requestsOverPages: number | null
	byFrequency: Record<UpdateFrequency, PerFrequency>
	duplicates: number
	unexpected: number
	/** Cars the product takes for one the alert was sent before (`withoutTwins`): not expected. */
	twins: number
	/** Alerts that never had a baseline by the end (they expect nothing, so recall cannot see them). */
	withoutBaseline: number
	drops: { expected: number; received: number }
	crawls: number
	pagesPerCrawl: { mean: number; max: number }
	gaps: number
	unstamped: number
	messages: number
	seconds: { seed: number; simulate: number; evaluate: number; dispatch: number; crawlAndDeliver: number; stamp: number }
	/**
	 * How the real work compares with the simulated time it covers: messages written per second of
	 * crawl and delivery, and seconds of dispatch, crawl and delivery per simulated minute (under 60:
	 * one process on this machine keeps up in real time, so the simulation's instant work is faithful).
	 */
	throughput: { messagesPerSecond: number | null; workSecondsPerSimulatedMinute: number }
	simulatedMinutes: number
}

function byFrequency(outcomes: Iterable<AlertOutcome>): Record<UpdateFrequency, PerFrequency> {
	const all = [...outcomes]
	return Object.fromEntries(
		updateFrequencies.map((frequency) => {
			const mine = all.filter((outcome) => outcome.frequency === frequency)
			const ratios = mine.flatMap((outcome) => outcome.ratios)
			const missed: Record<string, number> = {}
			for (const outcome of mine) for (const [cause, n] of Object.entries(outcome.missed)) missed[cause] = (missed[cause] ?? 0) + n
			return [
				frequency,
				{
					expected: mine.reduce((sum, outcome) => sum + outcome.expected, 0),
					received: mine.reduce((sum, outcome) => sum + outcome.received, 0),
					missed,
					p50: percentile(ratios, 50),
					p95: percentile(ratios, 95),
					max: ratios.reduce((most, value) => Math.max(most, value), 0),
				},
			]
		}),
	) as Record<UpdateFrequency, PerFrequency>
}

/** A simulated start well after any real moment of the run, so that an unstamped outbox row (a real time) is told apart. */
const simulatedStart = () => Math.ceil((Date.now() + 86_400_000) / 3_600_000) * 3_600_000

async function runMain(env: BenchEnv, size: CrawlPlanSize, alertCount: number, workers: number): Promise<MainRun> {
	const database = await env.newDatabase()
	try {
		const { db } = database
		const start = simulatedStart()
		const market = makeMarket(mainSite, start, size.hours, 29)
		const end = market.listingEnd + size.drainMinutes * 60_000
		let started = performance.now()
		const specs = mainAlerts(alertCount, 11)
		const users = await seedUsers(db, specs.length, `plan${alertCount}x${workers}w`)
		const seeded = await insertAlerts(db, specs, users, start)
		const seedSeconds = (performance.now() - started) / 1000
		started = performance.now()
		const simulation = await simulate(db, market, end, workers)
		const simulateSeconds = (performance.now() - started) / 1000
		started = performance.now()
		const outcomes = await evaluate(db, market, seeded, end)
		const [messages] = (await db.execute<{ count: string }>(sql`SELECT count(*) AS count FROM ${notificationOutbox} WHERE kind IN ('new_listing', 'price_drop')`)).rows
		const evaluateSeconds = (performance.now() - started) / 1000
		const pages = pagesOfNewListings(market, end, 1)
		const values = [...outcomes.values()]
		const sum = (read: (outcome: AlertOutcome) => number) => values.reduce((total, outcome) => total + read(outcome), 0)
		return {
			alerts: alertCount,
			workers,
			requests: simulation.requests.length,
			requestsPerMinute: { max: busiestMinute(simulation.requests), mean: meanPerMinute(simulation.requests, start, end) },
			watchRequests: simulation.watchRequests,
			pagesOfNewListings: pages,
			requestsOverPages: ratio(simulation.requests.length - simulation.watchRequests, pages),
			byFrequency: byFrequency(values),
			duplicates: sum((outcome) => outcome.duplicates),
			unexpected: sum((outcome) => outcome.unexpected),
			twins: sum((outcome) => outcome.twins),
			withoutBaseline: values.filter((outcome) => !outcome.baselined).length,
			drops: { expected: sum((outcome) => outcome.drops.expected), received: sum((outcome) => outcome.drops.received) },
			crawls: simulation.crawls,
			pagesPerCrawl: { mean: simulation.pagesByCrawl.length ? simulation.pagesByCrawl.reduce((a, b) => a + b, 0) / simulation.pagesByCrawl.length : 0, max: Math.max(0, ...simulation.pagesByCrawl) },
			gaps: simulation.gaps,
			unstamped: simulation.unstamped,
			messages: Number(messages?.count ?? 0),
			seconds: {
				seed: seedSeconds,
				simulate: simulateSeconds,
				evaluate: evaluateSeconds,
				dispatch: simulation.ms.dispatch / 1000,
				crawlAndDeliver: simulation.ms.crawl / 1000,
				stamp: simulation.ms.stamp / 1000,
			},
			throughput: {
				messagesPerSecond: ratio(Number(messages?.count ?? 0), simulation.ms.crawl / 1000),
				workSecondsPerSimulatedMinute: (simulation.ms.dispatch + simulation.ms.crawl) / 1000 / ((end - start) / 60_000),
			},
			simulatedMinutes: (end - start) / 60_000,
		}
	} finally {
		await database.destroy()
	}
}

type BusyRun = {
	workers: number
	offered: number
	admitted: number
	refused: number
	refusedWithMessage: number
	/** Per frequency: offers, admissions, and the first refusal with its message. */
	tiers: Record<UpdateFrequency, { offered: number; admitted: number; firstRefused: { brand: string; message: string } | null }>
	/** Every admitted alert: its p50, p95 and worst (queued − listed) ÷ period, its cars, late or not. */
	admittedAlerts: Array<{ brand: string; frequency: UpdateFrequency; offeredAtMinute: number; expected: number; received: number; p50: number; p95: number; max: number; missed: Record<string, number>; late: boolean }>
	late: number
	/** The highest p95 among admitted alerts that received cars (null: none did). */
	worstP95: number | null
	requests: number
	requestsPerMinute: { max: number; mean: number }
	gaps: number
	unstamped: number
	seconds: { simulate: number; evaluate: number }
}

/** The busy site: alerts offered one at a time through `offerAlert`, the admitted ones served and measured. */
async function runBusy(env: BenchEnv, size: CrawlPlanSize): Promise<BusyRun> {
	const database = await env.newDatabase()
	try {
		const { db } = database
		const start = simulatedStart()
		const market = makeMarket(busySite, start, size.hours, 31)
		const end = market.listingEnd + size.drainMinutes * 60_000
		const offers = offerOrder(size.busy.offers)
		const users = await seedUsers(db, offers.length, 'busy')
		const budgetPerMinute = 60 / busySite.budgetSeconds
		const answers: Array<{ offer: Offer; at: number; answer: OfferAnswer }> = []
		const seeded: Array<Seeded & { offeredAt: number }> = []
		let offered = 0
		const beforeTick = async (now: number) => {
			while (offered < offers.length && start + offered * size.busy.offerEverySeconds * 1000 <= now) {
				const offer = offers[offered]!
				const answer = await offerAlert({ db, now: new Date(now), budgetPerMinute }, offer)
				answers.push({ offer, at: now, answer })
				if (answer.admitted) {
					const spec: AlertSpec = { brand: offer.brand, model: allModels, modelName: null, updateFrequency: offer.updateFrequency, priceMax: null, yearMin: null, mileageMax: null }
					const [alert] = await insertAlerts(db, [spec], [users[offered]!], start)
					seeded.push({ ...alert!, offeredAt: now })
				}
				offered += 1
			}
		}
		let started = performance.now()
		const simulation = await simulate(db, market, end, size.busy.workers, beforeTick)
		const simulateSeconds = (performance.now() - started) / 1000
		started = performance.now()
		const outcomes = await evaluate(db, market, seeded, end)
		const evaluateSeconds = (performance.now() - started) / 1000
		const admittedAlerts = seeded.map(({ row, spec, offeredAt }) => {
			const outcome = outcomes.get(row.id)!
			const p95 = percentile(outcome.ratios, 95)
			return {
				brand: spec.brand,
				frequency: spec.updateFrequency,
				offeredAtMinute: (offeredAt - start) / 60_000,
				expected: outcome.expected,
				received: outcome.received,
				p50: percentile(outcome.ratios, 50),
				p95,
				max: outcome.ratios.reduce((most, value) => Math.max(most, value), 0),
				missed: outcome.missed,
				twins: outcome.twins,
				// Late: a car missed (never arriving is as late as it gets), or p95 past 1.1 of the period.
				// An alert whose first delivery came after the last car was listed expects none: not late.
				late: outcome.received < outcome.expected || (outcome.ratios.length > 0 && !(p95 <= 1.1)),
			}
		})
		const tiers = Object.fromEntries(
			fastestFirst.map((frequency) => {
				const mine = answers.filter(({ offer }) => offer.updateFrequency === frequency)
				const refusal = mine.find(({ answer }) => !answer.admitted)
				return [
					frequency,
					{
						offered: mine.length,
						admitted: mine.filter(({ answer }) => answer.admitted).length,
						firstRefused: refusal && !refusal.answer.admitted ? { brand: refusal.offer.brand, message: refusal.answer.message } : null,
					},
				]
			}),
		) as BusyRun['tiers']
		const refusals = answers.filter(({ answer }) => !answer.admitted)
		return {
			workers: size.busy.workers,
			offered: answers.length,
			admitted: seeded.length,
			refused: refusals.length,
			refusedWithMessage: refusals.filter(({ answer }) => !answer.admitted && answer.message.trim().length > 0).length,
			tiers,
			admittedAlerts,
			late: admittedAlerts.filter((alert) => alert.late).length,
			// An admitted alert that received nothing has no p95: it counts as late, not here.
			worstP95: admittedAlerts.some((alert) => Number.isFinite(alert.p95)) ? Math.max(...admittedAlerts.map((alert) => alert.p95).filter(Number.isFinite)) : null,
			requests: simulation.requests.length,
			requestsPerMinute: { max: busiestMinute(simulation.requests), mean: meanPerMinute(simulation.requests, start, end) },
			gaps: simulation.gaps,
			unstamped: simulation.unstamped,
			seconds: { simulate: simulateSeconds, evaluate: evaluateSeconds },
		}
	} finally {
		await database.destroy()
	}
}

const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`

export async function runCrawlPlan(env: BenchEnv, size: CrawlPlanSize): Promise<ScenarioResult> {
	const started = performance.now()
	const runs: MainRun[] = []
	for (const { alerts, workers } of size.runs) {
		env.log(`11: ${size.hours} simulated hours (+${size.drainMinutes} min), ${plural(alerts, 'alert')}, ${plural(workers, 'worker')}`)
		const run = await runMain(env, size, alerts, workers)
		env.log(`11: done in ${run.seconds.seed.toFixed(0)} s seeding, ${run.seconds.simulate.toFixed(0)} s simulating (${run.seconds.crawlAndDeliver.toFixed(0)} s crawl and delivery), ${run.seconds.evaluate.toFixed(0)} s evaluating; ${plural(run.messages, 'message')}`)
		runs.push(run)
	}
	env.log(`11: the busy site, ${plural(size.busy.offers, 'offer')}, ${plural(size.busy.workers, 'worker')}`)
	const busy = await runBusy(env, size)

	const budgetPerMinute = 60 / mainSite.budgetSeconds
	/**
	 * The worst run's value: the lowest recall, the highest latency or rate. A recall with nothing
	 * expected counts as 0; a latency with nothing received is left out (its recall shows it), and
	 * with nothing received in any run the figure is n/a (null).
	 */
	const worst = (read: (run: MainRun) => number | null, pick: 'min' | 'max'): number | null => {
		if (pick === 'min') return Math.min(...runs.map((run) => read(run) ?? 0))
		const values = runs.map(read).filter((value): value is number => value !== null && Number.isFinite(value))
		return values.length === 0 ? null : Math.max(...values)
	}
	const target = (op: '<=' | '>=', value: number) => ({ op, value, source: 'issue' }) as const
	const label = `(worst of ${runs.length} run${runs.length === 1 ? '' : 's'})`
	const fewest = Math.min(...runs.map((run) => run.alerts))
	const most = Math.max(...runs.map((run) => run.alerts))
	const scale = [...new Set(runs.map((run) => run.workers))].flatMap((workers) => {
		const small = runs.find((run) => run.workers === workers && run.alerts === fewest)
		const large = runs.find((run) => run.workers === workers && run.alerts === most)
		if (!small || !large || small === large) return []
		return [figure(11, `requests(${large.alerts.toLocaleString('en')} alerts) ÷ requests(${small.alerts.toLocaleString('en')} alerts), ${plural(workers, 'worker')}`, ratio(large.requests, small.requests), target('<=', 1.1))]
	})
	return {
		scenario: 11,
		title: 'Crawl plan',
		seconds: (performance.now() - started) / 1000,
		figures: [
			...fastestFirst.map((frequency) => figure(11, `recall, ${frequency} alerts ${label}`, worst((run) => ratio(run.byFrequency[frequency].received, run.byFrequency[frequency].expected), 'min'), target('>=', 1))),
			...fastestFirst.map((frequency) => figure(11, `p95 (queued − listed) ÷ period, ${frequency} alerts ${label}`, worst((run) => run.byFrequency[frequency].p95, 'max'), target('<=', 1.1))),
			...fastestFirst.map((frequency) => figure(11, `p50 (queued − listed) ÷ period, ${frequency} alerts ${label}`, worst((run) => run.byFrequency[frequency].p50, 'max'))),
			figure(11, 'duplicate messages', runs.reduce((sum, run) => sum + run.duplicates, 0), target('<=', 0)),
			figure(11, 'price drops of wanted cars that reached the alert', ratio(runs.reduce((sum, run) => sum + run.drops.received, 0), runs.reduce((sum, run) => sum + run.drops.expected, 0)) ?? 0, target('>=', 1)),
			figure(11, `requests in any minute ÷ budget ${label}`, (worst((run) => run.requestsPerMinute.max, 'max') ?? 0) / budgetPerMinute, target('<=', 1)),
			figure(11, `mean requests a minute ÷ budget ${label}`, (worst((run) => run.requestsPerMinute.mean, 'max') ?? 0) / budgetPerMinute),
			...scale,
			figure(11, `requests of the plan ÷ pages of new listings that existed ${label}`, worst((run) => run.requestsOverPages, 'max'), target('<=', 1.5)),
			figure(11, `price watch requests ÷ all requests ${label}`, worst((run) => ratio(run.watchRequests, run.requests), 'max')),
			figure(11, `busy site: alerts admitted ÷ offered (${busy.offered})`, ratio(busy.admitted, busy.offered) ?? 0),
			figure(11, 'busy site: refusals that carry a message', busy.refusedWithMessage, target('>=', 1)),
			figure(11, 'busy site: admitted alerts late (p95 > 1.1 of period, or a car missed)', busy.late, target('<=', 0)),
			figure(11, 'busy site: worst p95 (queued − listed) ÷ period of an admitted alert', busy.worstP95, target('<=', 1.1)),
			figure(11, 'busy site: requests in any minute ÷ budget', busy.requestsPerMinute.max / (60 / busySite.budgetSeconds), target('<=', 1)),
		],
		raw: {
			tickSeconds,
			hours: size.hours,
			drainMinutes: size.drainMinutes,
			mainSite,
			busySite,
			brands: brands.map(({ slug, share }) => ({ slug, percent: Math.round(share * 10_000) / 100 })),
			pagesOfNewListingsDefinition: 'per 1-minute window of the run: floor(cars listed in it ÷ page size) + 1',
			runs,
			busy,
		},
	}
}
