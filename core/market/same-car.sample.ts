import { seededRandom } from '../demo-market.ts'
import { type FuelType, type ListingSeller } from '../enums.ts'
import { type CarFacts } from './same-car.ts'

/**
 * A labelled sample of listing pairs for `sameCar` (./same-car.ts): crafted, not crawled (no
 * site shows which of its ads are one car). Each category is one way a real pair looks:
 *
 * - the same car (`same: true`) cross-listed or listed again: titles written differently (prices are
 *   not compared at all), the place spelled as each site spells it, the kilometres exact, rounded to a
 *   thousand or five, cut to thousands ("87 Tkm"), or updated by a re-listing weeks later; with a
 *   VIN on both sides; with the place or the seller type missing on one side;
 * - look-alikes (`same: false`): the same model, year, fuel and town with the kilometres a
 *   second car of that age would have, with kilometres close to the first's (the hard case), a
 *   dealer's two cars of one batch with different engines, and pairs that differ in the town, the
 *   fuel, the year or the VIN only.
 *
 * Deterministic (seeded): BENCHMARKS.md "Duplicates" counts it with `npx vitest run --project unit core/market/same-car.test.ts`.
 */

export type LabelledPair = { category: string; same: boolean; a: CarFacts; b: CarFacts }

type Model = { brand: string; model: string; titles: Array<(size: string) => string>; sizes: string[] }

const models: Model[] = [
	{ brand: 'Volkswagen', model: 'Golf', sizes: ['1.6', '2.0', '1.5', '1.4'], titles: [(s) => `VW Golf ${s} TDI Highline`, (s) => `Volkswagen Golf VII ${s} TSI DSG`, () => 'Golf Comfortline, 1. Hand, Scheckheft', (s) => `VOLKSWAGEN GOLF ${s.replace('.', ',')} TDI`] },
	{ brand: 'Volkswagen', model: 'Passat', sizes: ['2.0', '1.6', '1.8'], titles: [(s) => `VW Passat Variant ${s} TDI`, (s) => `Volkswagen Passat B8 ${s} Business`, () => 'Passat Variant Elegance AHK Navi'] },
	{ brand: 'BMW', model: '3 Series', sizes: ['2.0', '3.0', '1.8'], titles: [() => 'BMW 320d Touring', (s) => `BMW Serie 3 ${s}d xDrive`, () => 'BMW 3er 320d M Sport LED'] },
	{ brand: 'Škoda', model: 'Octavia', sizes: ['2.0', '1.6', '1.5', '1.0'], titles: [(s) => `Škoda Octavia Combi ${s} TDI`, (s) => `Skoda Octavia ${s} TSI Style`, () => 'Octavia RS Kombi, Garantie'] },
	{ brand: 'Renault', model: 'Clio', sizes: ['1.5', '0.9', '1.2'], titles: [(s) => `Renault Clio ${s} dCi Limited`, () => 'Renault Clio IV Intens', (s) => `Clio ${s} TCe Zen`] },
	{ brand: 'Dacia', model: 'Duster', sizes: ['1.5', '1.3', '1.6'], titles: [(s) => `Dacia Duster ${s} dCi 4x4`, () => 'Dacia Duster Prestige, 1 proprietar', (s) => `DUSTER ${s} TCe`] },
	{ brand: 'Toyota', model: 'Yaris', sizes: ['1.5', '1.0', '1.3'], titles: [(s) => `Toyota Yaris ${s} Hybrid Comfort`, () => 'Toyota Yaris Hybrid Team D', () => 'Yaris Style, Kamera'] },
]

/** Each town as different sites write it: the first spelling is the town's own. */
const towns: string[][] = [
	['München', 'DE-80331 München', '80331 München, Bayern', 'Muenchen', 'Munich, Germany', 'München-Schwabing'],
	['Köln', 'DE-50667 Köln', 'Cologne', 'Koeln', '50667 Köln, Nordrhein-Westfalen'],
	['Wien', 'AT-1100 Wien', 'Wien, Austria', 'Vienna', '1100 Wien, Favoriten'],
	['Graz', 'AT-8010 Graz', 'Graz, Steiermark', 'Graz, Austria'],
	['Ljubljana', 'Ljubljana, Slovenia', 'Ljubljana - Center', 'Ljubljana, Osrednjeslovenska'],
	['Maribor', 'Maribor, Podravska', 'Maribor, Slovenia'],
	['Cluj-Napoca', 'Cluj-Napoca, Cluj', 'Cluj Napoca', 'Cluj-Napoca, Romania'],
	['București', 'Bucuresti, Bucuresti - Ilfov', 'Bucharest', 'București, Sector 3'],
	['Milano', 'Milano, Italy', 'Milan', 'Milano (MI)'],
	['Stuttgart', 'DE-70173 Stuttgart', 'Stuttgart, Baden-Württemberg'],
	['Sankt Pölten', 'St. Pölten', 'AT-3100 St. Pölten', 'Sankt Pölten, Niederösterreich'],
]

const fuels: FuelType[] = ['diesel', 'gasoline', 'hybrid', 'diesel', 'gasoline']
const vinChars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'

export function labelledPairs(perCategory = 100, seed = 39): LabelledPair[] {
	const random = seededRandom(seed)
	const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
	const between = (low: number, high: number) => low + Math.round(random() * (high - low))
	const vin = () => Array.from({ length: 17 }, () => pick(vinChars.split(''))).join('')
	/** A mileage as a car of that age has it: 8,000 to 25,000 km a year. */
	const mileage = (year: number) => Math.max(500, Math.round((2025 - year) * between(8_000, 25_000) + random() * 3_000))

	type Base = { model: Model; size: string; year: number; km: number; fuel: FuelType; town: string[]; seller: ListingSeller }
	const base = (): Base => {
		const model = pick(models)
		const year = between(2008, 2023)
		return { model, size: pick(model.sizes), year, km: mileage(year), fuel: model.model === 'Yaris' ? 'hybrid' : pick(fuels), town: pick(towns), seller: random() < 0.6 ? 'dealer' : 'private' }
	}
	/** One ad of the car: a title and a spelling of the town of its own. */
	const ad = (car: Base, overrides: Partial<CarFacts> = {}): CarFacts => ({
		brand: car.model.brand,
		model: car.model.model,
		year: car.year,
		km: car.km,
		fuel: car.fuel,
		location: pick(car.town),
		title: pick(car.model.titles)(car.size),
		seller: car.seller,
		...overrides,
	})
	const categories: Array<{ category: string; same: boolean; make: () => [CarFacts, CarFacts] }> = [
		{ category: 'same car, exact km', same: true, make: () => { const car = base(); return [ad(car), ad(car)] } },
		{ category: 'same car, km rounded to 1,000', same: true, make: () => { const car = base(); return [ad(car), ad(car, { km: Math.round(car.km / 1000) * 1000 })] } },
		{ category: 'same car, km cut to thousands', same: true, make: () => { const car = base(); return [ad(car), ad(car, { km: Math.floor(car.km / 1000) * 1000 })] } },
		{ category: 'same car, km rounded to 5,000', same: true, make: () => { const car = base(); return [ad(car), ad(car, { km: Math.round(car.km / 5000) * 5000 })] } },
		{ category: 'same car re-listed, km updated (+100 to +2,500)', same: true, make: () => { const car = base(); return [ad(car), ad(car, { km: car.km + between(100, 2_500) })] } },
		{ category: 'same car, VIN on both, km rounded to 10,000', same: true, make: () => { const car = base(); const id = vin(); return [ad(car, { vin: id }), ad(car, { vin: id, km: Math.round(car.km / 10_000) * 10_000 })] } },
		{ category: 'same car, VIN on one side only', same: true, make: () => { const car = base(); return [ad(car, { vin: vin() }), ad(car, { km: Math.round(car.km / 1000) * 1000 })] } },
		{ category: 'same car, seller type unknown on one side', same: true, make: () => { const car = base(); return [ad(car), ad(car, { seller: null })] } },
		{ category: 'same car, no place on one side', same: true, make: () => { const car = base(); return [ad(car), ad(car, { location: null })] } },
		{ category: 'look-alike: same model, year, fuel, town', same: false, make: () => { const car = base(); return [ad(car), ad({ ...car, km: mileage(car.year), size: pick(car.model.sizes) })] } },
		{ category: 'look-alike: as above, km within 5,000', same: false, make: () => { const car = base(); return [ad(car), ad({ ...car, km: car.km + (random() < 0.5 ? -1 : 1) * between(200, 5_000), size: pick(car.model.sizes) })] } },
		{ category: 'look-alike: a dealer\u2019s two cars of one batch, other engine', same: false, make: () => { const car = base(); const other = car.model.sizes.find((size) => size !== car.size)!; return [ad(car, { title: `${car.model.brand} ${car.model.model} ${car.size} ${pick(['TDI', 'TSI', 'dCi', ''])}` }), ad({ ...car, seller: 'dealer', km: car.km + between(-3_000, 3_000) }, { title: `${car.model.brand} ${car.model.model} ${other}` })] } },
		{ category: 'look-alike: same km and year, other town', same: false, make: () => { const car = base(); const town = pick(towns.filter((t) => t !== car.town)); return [ad(car), ad({ ...car, town })] } },
		{ category: 'look-alike: km close, other fuel', same: false, make: () => { const car = base(); const fuel = pick(fuels.filter((f) => f !== car.fuel)); return [ad(car), ad({ ...car, fuel, km: car.km + between(-1_000, 1_000) })] } },
		{ category: 'look-alike: km close, year next to it', same: false, make: () => { const car = base(); return [ad(car), ad({ ...car, year: car.year + (random() < 0.5 ? -1 : 1), km: car.km + between(-1_000, 1_000) })] } },
		{ category: 'look-alike: everything equal, other VIN', same: false, make: () => { const car = base(); return [ad(car, { vin: vin() }), ad(car, { vin: vin() })] } },
	]
	const pairs: LabelledPair[] = []
	for (const { category, same, make } of categories) {
		for (let i = 0; i < perCategory; i += 1) {
			const [a, b] = make()
			pairs.push({ category, same, a, b })
		}
	}
	return pairs
}
