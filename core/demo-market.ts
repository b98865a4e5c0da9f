import { z } from 'zod'
import { catalogue } from './catalogue/data.ts'
import { slugify } from './catalogue/shape.ts'
import { type DemoFuel, demoStock, type StockVariant } from './demo-market-stock.ts'
import { fuelTypes, type Gearbox } from './enums.ts'

/**
 * The demo market (docs/product/decisions.md, Sites): a marketplace the app serves itself at /demo-market, so
 * the whole product works offline and a new user sees a real alert minutes after `npm start`.
 *
 * It is stateless and deterministic: listing `i` is published at `epoch + i × interval`, and its
 * car comes from a PRNG seeded with `i` over the market's stock. Every process (the web server, the
 * tests) therefore agrees on what is listed at any moment without storing anything.
 *
 * The stock (core/demo-market-stock.ts) is the common makes and models of European listings, each
 * with the engines and model years it was sold with, so every car could exist (docs/decisions/055).
 * Brands and models are drawn with rough used-market weights, so a popular pick (a VW Golf, a
 * BMW 3 Series, "all models" of a common brand) matches a new car within minutes at the default
 * interval; a less common one can take an hour or more, and a make outside the stock never comes.
 */

export type { DemoFuel }
export const demoFuels = fuelTypes.filter((fuel): fuel is DemoFuel => fuel !== 'any')

export type DemoListing = {
	index: number
	id: string
	brand: string
	brandName: string
	model: string
	modelName: string
	title: string
	price: number
	currency: 'EUR'
	km: number
	year: number
	fuel: DemoFuel
	gearbox: Gearbox
	location: string
	seller: 'dealer' | 'private'
	color: string
	publishedAt: Date
}

export type DemoMarketOptions = {
	/** When listing 0 was published. */
	epoch: Date
	/** Seconds between two listings. */
	intervalSeconds: number
}

export const demoMarketDefaults = {
	epoch: '2025-01-01T00:00:00.000Z',
	intervalSeconds: 5,
	pageSize: 20,
	maxPageSize: 50,
	/** How far back a search looks, in listings (at 5 s, about a day). */
	scanLimit: 20_000,
} as const

// --- the PRNG --------------------------------------------------------------------------------

/** A 32-bit hash of a string (FNV-1a), to seed the generator per listing and per model. */
export function hash(text: string): number {
	let value = 0x811c9dc5
	for (let i = 0; i < text.length; i++) {
		value ^= text.charCodeAt(i)
		value = Math.imul(value, 0x01000193)
	}
	return value >>> 0
}

/** mulberry32: small, fast and good enough to make cars from (and the benchmarks' draws). */
export function seededRandom(seed: number) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

type Random = ReturnType<typeof seededRandom>

function weighted<T>(random: Random, items: ReadonlyArray<{ item: T; weight: number }>, total: number): T {
	let roll = random() * total
	for (const { item, weight } of items) {
		roll -= weight
		if (roll < 0) return item
	}
	return items[items.length - 1]!.item
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!

// --- the market's stock ----------------------------------------------------------------------

type MarketModel = { name: string; slug: string; priceFactor: number; variants: StockVariant[] }
type MarketBrand = { slug: string; name: string; models: Array<{ item: MarketModel; weight: number }>; modelTotal: number }

const catalogueNames = new Map(catalogue.map((brand) => [brand.slug, brand.name]))

/** The stock table (core/demo-market-stock.ts) with the catalogue's names and rough used-market weights. */
const stock: Array<{ item: MarketBrand; weight: number }> = demoStock.map((make) => {
	const models = make.models.map((model) => ({
		// Each model keeps one price level across listings: 0.75 to 1.45 of its make's level.
		item: { name: model.name, slug: slugify(model.name), priceFactor: 0.75 + (hash(`${make.slug}/${model.name}`) % 1000) / 1430, variants: model.variants },
		weight: model.popular ? 6 : 1,
	}))
	return {
		item: { slug: make.slug, name: catalogueNames.get(make.slug) ?? make.slug, models, modelTotal: models.reduce((sum, model) => sum + model.weight, 0) },
		weight: make.weight,
	}
})
const stockTotal = stock.reduce((sum, brand) => sum + brand.weight, 0)

/** New-car price level per make, in euros. */
const sporty = new Set(['porsche'])
const premium = new Set(['bmw', 'mercedes-benz', 'audi', 'volvo', 'tesla', 'lexus', 'land-rover', 'jaguar', 'polestar', 'ds', 'cupra', 'mini'])
const budget = new Set(['dacia'])

function priceLevel(brand: string): number {
	if (sporty.has(brand)) return 110_000
	if (premium.has(brand)) return 58_000
	if (budget.has(brand)) return 17_000
	return 31_000
}

const locations = [
	'Ljubljana, Slovenia', 'Maribor, Slovenia', 'Celje, Slovenia', 'Koper, Slovenia', 'Kranj, Slovenia', 'Novo mesto, Slovenia',
	'Zagreb, Croatia', 'Rijeka, Croatia', 'Graz, Austria', 'Wien, Austria', 'Klagenfurt, Austria', 'Salzburg, Austria',
	'München, Germany', 'Berlin, Germany', 'Hamburg, Germany', 'Köln, Germany', 'Stuttgart, Germany', 'Frankfurt am Main, Germany',
	'Milano, Italy', 'Torino, Italy', 'Trieste, Italy', 'Udine, Italy', 'Bologna, Italy', 'Lyon, France', 'Strasbourg, France',
	'Madrid, Spain', 'Valencia, Spain', 'București, Romania', 'Cluj-Napoca, Romania', 'Kraków, Poland', 'Warszawa, Poland',
]
const trims = ['Comfort', 'Style', 'Sport', 'Business', 'Premium', 'Active', 'Edition', 'Elegance', 'Design', 'Limited', 'Base', 'Plus']
export const demoColors = ['#1f3a5f', '#8b1e2d', '#2f6b3b', '#c9c9c9', '#1b1b1b', '#f2f2f2', '#d9822b', '#3d6fb6', '#6b6b6b', '#7a4f9a']

/** Rough shares of the fuels among used-car listings; a fuel's share is split among its engines. */
const fuelShares: Record<DemoFuel, number> = { gasoline: 44, diesel: 28, hybrid: 11, plugin_hybrid: 5, electric: 8, lpg: 4 }

const builtIn = (variant: StockVariant, year: number) => variant.from <= year && (variant.to === null || year <= variant.to)

/** One of the engines sold in `year`, by the fuels' shares; none when the model was not built then. */
function engineFor(random: Random, variants: readonly StockVariant[], year: number): StockVariant | undefined {
	const sold = variants.filter((variant) => builtIn(variant, year))
	if (sold.length === 0) return undefined
	const perFuel = new Map<DemoFuel, number>()
	for (const variant of sold) perFuel.set(variant.fuel, (perFuel.get(variant.fuel) ?? 0) + 1)
	const weights = sold.map((item) => ({ item, weight: fuelShares[item.fuel] / perFuel.get(item.fuel)! }))
	return weighted(random, weights, weights.reduce((sum, entry) => sum + entry.weight, 0))
}

/** Rough shares of automatics among used cars of the fuels that come with a clutch pedal at all. */
const automaticShare: Record<DemoFuel, number> = { gasoline: 0.35, diesel: 0.4, lpg: 0.15, hybrid: 1, plugin_hybrid: 1, electric: 1 }

/**
 * Listing `index`'s gearbox, from a random sequence of its own, so that adding it changed none
 * of the listings' other facts (tests and benchmarks know those).
 */
function gearboxFor(index: number, fuel: DemoFuel): Gearbox {
	return seededRandom(hash(`carwatch-demo-market/${index}/gearbox`))() < automaticShare[fuel] ? 'automatic' : 'manual'
}

/** A car that existed by `published`: a model on sale by then, in a year one of its engines was built. */
function carFor(random: Random, published: Date) {
	const latestYear = published.getUTCFullYear()
	for (let attempt = 0; ; attempt++) {
		const brand = weighted(random, stock, stockTotal)
		const model = weighted(random, brand.models, brand.modelTotal)
		const onSale = model.variants.filter((variant) => variant.from <= latestYear)
		// A model launched after the listing's day (a market whose epoch is set far back) is drawn again.
		if (onSale.length === 0 && attempt < 20) continue
		for (let tries = 0; tries < 6; tries++) {
			// Mostly 2 to 8 years old, a few new, a few veterans.
			const age = Math.min(25, Math.floor(18 * random() * random() + 2 * random()))
			const engine = engineFor(random, onSale, latestYear - age)
			if (engine) return { brand, model, engine, year: latestYear - age, age }
		}
		// A short-lived model: one of its engines, in one of its years.
		const engine = pick(random, onSale.length > 0 ? onSale : model.variants)
		const last = Math.min(engine.to ?? latestYear, latestYear)
		const year = Math.max(engine.from, last - Math.floor(random() * (last - engine.from + 1)))
		return { brand, model, engine, year, age: Math.max(0, latestYear - year) }
	}
}

/** When listing `index` is published. */
export function publishedAt(index: number, options: DemoMarketOptions): Date {
	return new Date(options.epoch.getTime() + index * options.intervalSeconds * 1000)
}

/** The newest listing published at `now`, or -1 before the first. */
export function latestIndex(now: Date, options: DemoMarketOptions): number {
	const elapsed = now.getTime() - options.epoch.getTime()
	return elapsed < 0 ? -1 : Math.floor(elapsed / (options.intervalSeconds * 1000))
}

/** Listing `index`: the same car every time it is asked for. */
export function demoListing(index: number, options: DemoMarketOptions): DemoListing {
	const random = seededRandom(hash(`carwatch-demo-market/${index}`))
	const published = publishedAt(index, options)
	const { brand, model, engine, year, age } = carFor(random, published)
	const fuel = engine.fuel
	const km = age === 0 ? Math.round(10 + random() * 8_000) : Math.round(age * (7_000 + random() * 18_000))
	const wear = Math.max(0.55, 1 - Math.min(km, 350_000) / 900_000)
	const value = priceLevel(brand.slug) * model.priceFactor * 0.88 ** age * wear * (0.9 + random() * 0.2)
	// Asking prices end in 00 or 90, as people price cars.
	const rounded = Math.max(500, Math.round(value / 100) * 100)
	const price = random() < 0.5 ? rounded - 10 : rounded
	const title = [brand.name, model.name, engine.engine, pick(random, trims)].join(' ')
	return {
		index,
		id: String(index),
		brand: brand.slug,
		brandName: brand.name,
		model: model.slug,
		modelName: model.name,
		title,
		price,
		currency: 'EUR',
		km,
		year,
		fuel,
		gearbox: gearboxFor(index, fuel),
		location: pick(random, locations),
		seller: random() < 0.6 ? 'dealer' : 'private',
		color: pick(random, demoColors),
		publishedAt: published,
	}
}

// --- search ----------------------------------------------------------------------------------

const optionalInt = (max: number) =>
	z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().int().min(0).max(max).optional())

/** The search the demo adapter sends (sites/demo/adapter.ts) and the demo page's form. */
export const demoQuerySchema = z.object({
	brand: z.string().trim().toLowerCase().max(60).optional(),
	model: z.string().trim().toLowerCase().max(60).optional(),
	fuel: z.enum(fuelTypes).optional(),
	priceMin: optionalInt(100_000_000),
	priceMax: optionalInt(100_000_000),
	yearMin: optionalInt(3000),
	yearMax: optionalInt(3000),
	kmMin: optionalInt(10_000_000),
	kmMax: optionalInt(10_000_000),
	/** Only newest first exists; the parameter is accepted so the adapter can say what it wants. */
	sort: z.literal('newest').optional(),
	limit: optionalInt(demoMarketDefaults.maxPageSize),
	/** From 1: the next `limit` older matches. */
	page: optionalInt(100),
	/** One listing by its id (the listing's own page). */
	listing: optionalInt(Number.MAX_SAFE_INTEGER),
})
export type DemoQuery = z.infer<typeof demoQuerySchema>

/** Reads a query string; empty values count as absent, unknown parameters are ignored. */
export function parseDemoQuery(params: URLSearchParams) {
	const raw: Record<string, string> = {}
	for (const key of Object.keys(demoQuerySchema.shape)) {
		const value = params.get(key)
		if (value !== null && value.trim() !== '') raw[key] = value
	}
	return demoQuerySchema.safeParse(raw)
}

export function matchesDemoQuery(listing: DemoListing, query: DemoQuery): boolean {
	if (query.brand && query.brand !== listing.brand) return false
	if (query.model && query.model !== 'all' && query.model !== listing.model) return false
	// As everywhere in the product, a buyer of hybrids is shown plug-in hybrids too.
	if (query.fuel && query.fuel !== 'any' && query.fuel !== listing.fuel && !(query.fuel === 'hybrid' && listing.fuel === 'plugin_hybrid')) return false
	if (query.priceMin !== undefined && listing.price < query.priceMin) return false
	if (query.priceMax !== undefined && listing.price > query.priceMax) return false
	if (query.yearMin !== undefined && listing.year < query.yearMin) return false
	if (query.yearMax !== undefined && listing.year > query.yearMax) return false
	if (query.kmMin !== undefined && listing.km < query.kmMin) return false
	if (query.kmMax !== undefined && listing.km > query.kmMax) return false
	return true
}

/**
 * The listings published by `now` that match, newest first, looking back at most
 * `scanLimit` listings.
 */
export function searchDemoMarket(query: DemoQuery, now: Date, options: DemoMarketOptions & { scanLimit?: number }): DemoListing[] {
	const latest = latestIndex(now, options)
	if (query.listing !== undefined) {
		return query.listing <= latest ? [demoListing(query.listing, options)] : []
	}
	const limit = query.limit ?? demoMarketDefaults.pageSize
	let skip = (Math.max(1, query.page ?? 1) - 1) * limit
	const oldest = Math.max(0, latest - (options.scanLimit ?? demoMarketDefaults.scanLimit) + 1)
	const found: DemoListing[] = []
	for (let index = latest; index >= oldest && found.length < limit; index--) {
		const listing = demoListing(index, options)
		if (!matchesDemoQuery(listing, query)) continue
		if (skip > 0) skip -= 1
		else found.push(listing)
	}
	return found
}

/** The brands the market sells, for the demo page's form (which sorts them in the reader's language). */
export const demoBrands = stock.map(({ item }) => ({ slug: item.slug, name: item.name }))

/** The market's settings from the app's config. */
export function demoMarketOptions(config: { DEMO_MARKET_EPOCH: Date; DEMO_MARKET_INTERVAL_SECONDS: number }): DemoMarketOptions {
	return { epoch: config.DEMO_MARKET_EPOCH, intervalSeconds: config.DEMO_MARKET_INTERVAL_SECONDS }
}

/** The listing as the JSON search answers it, with links on `origin`. */
export function demoListingJson(listing: DemoListing, origin: string) {
	return {
		id: listing.id,
		url: new URL(`/demo-market?listing=${listing.index}`, origin).href,
		title: listing.title,
		brand: listing.brand,
		model: listing.model,
		price: listing.price,
		currency: listing.currency,
		km: listing.km,
		year: listing.year,
		fuel: listing.fuel,
		gearbox: listing.gearbox,
		location: listing.location,
		seller: listing.seller,
		imageUrl: new URL(`/demo-market/images/${listing.index}.svg`, origin).href,
		publishedAt: listing.publishedAt.toISOString(),
	}
}
export type DemoListingJson = ReturnType<typeof demoListingJson>
