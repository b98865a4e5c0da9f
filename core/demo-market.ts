import { z } from 'zod'
import { catalogue } from './catalogue/data.ts'
import { slugify } from './catalogue/shape.ts'
import { type FuelType, fuelTypes } from './enums.ts'

/**
 * The demo market (docs/product/decisions.md, Sites): a marketplace the app serves itself at /demo-market, so
 * the whole product works offline and a new user sees a real alert minutes after `npm start`.
 *
 * It is stateless and deterministic: listing `i` is published at `epoch + i × interval`, and its
 * car comes from a PRNG seeded with `i` over the catalogue. Every process (the web server, the
 * tests) therefore agrees on what is listed at any moment without storing anything.
 *
 * Brands and models are drawn with rough used-market weights, so a popular pick (a VW Golf, a
 * BMW 3 Series, "all models" of a common brand) matches a new car within minutes at the default
 * interval; a rare make can take hours.
 */

export type DemoFuel = Exclude<FuelType, 'any'>
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

/** Rough shares of the European used-car market; every other make of the catalogue weighs 0.05. */
const brandWeights: Record<string, number> = {
	volkswagen: 14, bmw: 7, 'mercedes-benz': 7, audi: 6, skoda: 5, opel: 5, ford: 5, renault: 5, peugeot: 5,
	toyota: 4, fiat: 3, hyundai: 3, kia: 3, citroen: 3, seat: 3, dacia: 3, volvo: 2, nissan: 2, mazda: 2,
	tesla: 1.5, mini: 1.5, cupra: 1, porsche: 1, honda: 1, suzuki: 1, mitsubishi: 1, 'land-rover': 1, jeep: 1,
	'alfa-romeo': 1, smart: 0.5, lexus: 0.5, jaguar: 0.5, mg: 0.5, byd: 0.5, polestar: 0.3, ds: 0.3,
}

/** Models that sell far more than the rest of their make (weight 6 against 1). */
const popularModels: Record<string, string[]> = {
	volkswagen: ['Golf', 'Polo', 'Passat', 'Tiguan', 'T-Roc', 'Touran', 'ID.3', 'Up!'],
	bmw: ['1 Series', '3 Series', '5 Series', 'X1', 'X3', 'X5'],
	'mercedes-benz': ['A-Class', 'C-Class', 'E-Class', 'GLC', 'B-Class'],
	audi: ['A3', 'A4', 'A6', 'Q3', 'Q5'],
	skoda: ['Octavia', 'Fabia', 'Superb', 'Kodiaq', 'Karoq'],
	opel: ['Astra', 'Corsa', 'Insignia', 'Mokka'],
	ford: ['Focus', 'Fiesta', 'Kuga', 'Mondeo', 'Puma'],
	renault: ['Clio', 'Mégane', 'Captur', 'Scénic', 'Zoe'],
	peugeot: ['208', '308', '2008', '3008'],
	toyota: ['Yaris', 'Corolla', 'RAV4', 'C-HR', 'Aygo'],
	fiat: ['500', 'Panda', 'Tipo', 'Punto'],
	hyundai: ['i30', 'Tucson', 'i20', 'Kona'],
	kia: ['Ceed', 'Sportage', 'Niro', 'Picanto'],
	citroen: ['C3', 'C4', 'Berlingo', 'C5 Aircross'],
	seat: ['Leon', 'Ibiza', 'Ateca', 'Arona'],
	dacia: ['Sandero', 'Duster', 'Logan', 'Spring'],
	volvo: ['XC60', 'V60', 'XC40', 'V40'],
	nissan: ['Qashqai', 'Micra', 'Juke', 'Leaf'],
	mazda: ['3', 'CX-5', '2', '6'],
	tesla: ['Model 3', 'Model Y'],
}

type StockModel = { name: string; slug: string; priceFactor: number }
type StockBrand = { slug: string; name: string; models: Array<{ item: StockModel; weight: number }>; modelTotal: number }

const stock: Array<{ item: StockBrand; weight: number }> = catalogue
	.filter((brand) => brand.models.length > 0)
	.map((brand) => {
		const popular = new Set(popularModels[brand.slug] ?? [])
		const models = brand.models.map((name) => ({
			// Each model keeps one price level across listings: 0.75 to 1.45 of its make's level.
			item: { name, slug: slugify(name), priceFactor: 0.75 + (hash(`${brand.slug}/${name}`) % 1000) / 1430 },
			weight: popular.has(name) ? 6 : 1,
		}))
		return {
			item: { slug: brand.slug, name: brand.name, models, modelTotal: models.reduce((sum, model) => sum + model.weight, 0) },
			weight: brandWeights[brand.slug] ?? 0.05,
		}
	})
const stockTotal = stock.reduce((sum, brand) => sum + brand.weight, 0)

/** New-car price level per make, in euros. */
const luxury = new Set(['ferrari', 'lamborghini', 'rolls-royce', 'bentley', 'mclaren', 'aston-martin', 'bugatti', 'pagani', 'koenigsegg', 'maybach', 'rimac', 'spyker'])
const sporty = new Set(['porsche', 'maserati', 'lotus', 'alpina', 'lucid', 'rivian', 'wiesmann', 'donkervoort', 'noble', 'ineos'])
const premium = new Set(['bmw', 'mercedes-benz', 'audi', 'volvo', 'tesla', 'lexus', 'land-rover', 'jaguar', 'genesis', 'polestar', 'infiniti', 'cadillac', 'lincoln', 'ds', 'cupra', 'mini', 'alpine', 'zeekr', 'nio'])
const budget = new Set(['dacia', 'lada', 'aro', 'zastava', 'fso', 'trabant', 'wartburg', 'uaz', 'moskvich', 'tata', 'perodua', 'proton', 'daewoo', 'chery', 'microcar', 'aixam', 'ligier', 'bellier', 'chatenet', 'grecav', 'casalini', 'dr', 'mahindra', 'great-wall'])

function priceLevel(brand: string): number {
	if (luxury.has(brand)) return 230_000
	if (sporty.has(brand)) return 110_000
	if (premium.has(brand)) return 58_000
	if (budget.has(brand)) return 17_000
	return 31_000
}

/** Makes that build only electric cars, and model names that are electric whatever the make. */
const electricMakes = new Set(['tesla', 'polestar', 'lucid', 'rivian', 'nio', 'xpeng', 'zeekr', 'aiways', 'fisker', 'leapmotor', 'microlino', 'rimac', 'vinfast', 'ora'])
const electricModel = /e-tron|^ID\.|^EQ[A-Z]|^i[3-7]$|^iX|^Leaf$|^Zoe$|^Taycan|^Model |^Ioniq [569]|^EV\d|Mach-E|^Spring$|E-Tech|^e-|^Enyaq|^Elroq|^EX\d0$|^C40$|^bZ4X$|^Ariya$|500e$|600e$|Ampera-e|^Born$|^Inster$/

const locations = [
	'Ljubljana, Slovenia', 'Maribor, Slovenia', 'Celje, Slovenia', 'Koper, Slovenia', 'Kranj, Slovenia', 'Novo mesto, Slovenia',
	'Zagreb, Croatia', 'Rijeka, Croatia', 'Graz, Austria', 'Wien, Austria', 'Klagenfurt, Austria', 'Salzburg, Austria',
	'München, Germany', 'Berlin, Germany', 'Hamburg, Germany', 'Köln, Germany', 'Stuttgart, Germany', 'Frankfurt am Main, Germany',
	'Milano, Italy', 'Torino, Italy', 'Trieste, Italy', 'Udine, Italy', 'Bologna, Italy', 'Lyon, France', 'Strasbourg, France',
	'Madrid, Spain', 'Valencia, Spain', 'București, Romania', 'Cluj-Napoca, Romania', 'Kraków, Poland', 'Warszawa, Poland',
]
const trims = ['Comfort', 'Style', 'Sport', 'Business', 'Premium', 'Active', 'Edition', 'Elegance', 'Design', 'Limited', 'Base', 'Plus']
export const demoColors = ['#1f3a5f', '#8b1e2d', '#2f6b3b', '#c9c9c9', '#1b1b1b', '#f2f2f2', '#d9822b', '#3d6fb6', '#6b6b6b', '#7a4f9a']

function fuelFor(random: Random, brand: string, model: string, year: number): DemoFuel {
	if (electricMakes.has(brand) || electricModel.test(model)) return 'electric'
	const roll = random()
	if (year < 2011) return roll < 0.55 ? 'gasoline' : roll < 0.95 ? 'diesel' : 'lpg'
	if (roll < 0.44) return 'gasoline'
	if (roll < 0.72) return 'diesel'
	if (roll < 0.83) return 'hybrid'
	if (roll < 0.88) return 'plugin_hybrid'
	if (roll < 0.96) return 'electric'
	return 'lpg'
}

const fuelWords: Record<DemoFuel, string> = {
	gasoline: '',
	diesel: 'Diesel',
	electric: '',
	hybrid: 'Hybrid',
	plugin_hybrid: 'Plug-in Hybrid',
	lpg: 'LPG',
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
	const brand = weighted(random, stock, stockTotal)
	const model = weighted(random, brand.models, brand.modelTotal)
	const published = publishedAt(index, options)
	// Mostly 2 to 8 years old, a few new, a few veterans.
	const age = Math.min(25, Math.floor(18 * random() * random() + 2 * random()))
	const year = published.getUTCFullYear() - age
	const fuel = fuelFor(random, brand.slug, model.name, year)
	const km = age === 0 ? Math.round(10 + random() * 8_000) : Math.round(age * (7_000 + random() * 18_000))
	const wear = Math.max(0.55, 1 - Math.min(km, 350_000) / 900_000)
	const value = priceLevel(brand.slug) * model.priceFactor * 0.88 ** age * wear * (0.9 + random() * 0.2)
	// Asking prices end in 00 or 90, as people price cars.
	const rounded = Math.max(500, Math.round(value / 100) * 100)
	const price = random() < 0.5 ? rounded - 10 : rounded
	const engine = fuel === 'electric' ? `${pick(random, [70, 100, 125, 150, 210, 250, 300])} kW` : pick(random, ['1.0', '1.2', '1.4', '1.5', '1.6', '2.0', '2.2', '3.0'])
	const title = [brand.name, model.name, engine, fuelWords[fuel], pick(random, trims)].filter(Boolean).join(' ')
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
		location: pick(random, locations),
		seller: random() < 0.6 ? 'dealer' : 'private',
		color: pick(random, demoColors),
		publishedAt: published,
	}
}

// --- search ----------------------------------------------------------------------------------

const optionalInt = (max: number) =>
	z.preprocess((value) => (value === '' || value === null ? undefined : value), z.coerce.number().int().min(0).max(max).optional())

/** The search the demo adapter sends (worker/sites/demo.ts) and the demo page's form. */
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
		location: listing.location,
		seller: listing.seller,
		imageUrl: new URL(`/demo-market/images/${listing.index}.svg`, origin).href,
		publishedAt: listing.publishedAt.toISOString(),
	}
}
export type DemoListingJson = ReturnType<typeof demoListingJson>
