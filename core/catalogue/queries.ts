import { and, asc, eq, inArray } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { catalogueBrands, catalogueModels } from '../db/schema.ts'
import { fuelTypes } from '../enums.ts'
import { allModels, byBrandName, type Catalogue, type CatalogueModel, websiteNames } from './shape.ts'

export { allModels, type Catalogue, type CatalogueModel, slugify } from './shape.ts'

/**
 * `GET /api/newcommer` (docs/product/spec.md §7): brands with their models (each led by "all"), the fuel
 * list and the site registry. Model labels are translated by the client; "all" has no name here.
 */
export async function loadCatalogue(db: Database): Promise<Catalogue> {
	const [brands, models] = await Promise.all([
		// Sorted here, not by the database: its collation may order by code points (ARO before Abarth).
		db.select().from(catalogueBrands).then((rows) => rows.sort((a, b) => byBrandName.compare(a.name, b.name))),
		db.select().from(catalogueModels).orderBy(asc(catalogueModels.position)),
	])
	const byBrand = new Map<string, CatalogueModel[]>()
	for (const model of models) {
		const list = byBrand.get(model.brandSlug) ?? []
		list.push({ slug: model.slug, name: model.name })
		byBrand.set(model.brandSlug, list)
	}
	return {
		brands_and_models: brands.map((brand) => ({
			slug: brand.slug,
			name: brand.name,
			models: [{ slug: allModels, name: 'All models' }, ...(byBrand.get(brand.slug) ?? [])],
		})),
		fuel_types: [...fuelTypes],
		websites: websiteNames(),
	}
}

type CachedCatalogue = { catalogue: Catalogue; brands: Map<string, { name: string; models: Map<string, string> }> }

/** Per database handle; a transaction (it has `rollback`) reads the tables itself, as before. */
const cached = new WeakMap<Database, Promise<CachedCatalogue>>()

function cachedCatalogue(db: Database): Promise<CachedCatalogue> | null {
	if ('rollback' in db) return null
	let entry = cached.get(db)
	if (!entry) {
		const loading = loadCatalogue(db).then((catalogue) => {
			const brands = new Map(
				catalogue.brands_and_models.map((brand) => [
					brand.slug,
					{ name: brand.name, models: new Map(brand.models.filter((model) => model.slug !== allModels).map((model) => [model.slug, model.name])) },
				]),
			)
			return { catalogue: deepFreeze(catalogue), brands }
		})
		// A failed read is not kept: the next call reads again.
		loading.catch(() => {
			if (cached.get(db) === loading) cached.delete(db)
		})
		cached.set(db, loading)
		entry = loading
	}
	return entry
}

function deepFreeze<T>(value: T): T {
	if (value && typeof value === 'object' && !Object.isFrozen(value)) {
		Object.freeze(value)
		for (const item of Object.values(value)) deepFreeze(item)
	}
	return value
}

/**
 * The catalogue, read from the database once per process and database handle: its tables change
 * only when the migrations seed them (seed.ts), which happens before a release's processes start,
 * while the wizard needs all of it (some 1,500 models) on every step (docs/decisions/023-render-speed.md).
 * Frozen: every caller shares it.
 */
export async function catalogueOf(db: Database): Promise<Catalogue> {
	const known = cachedCatalogue(db)
	return known ? (await known).catalogue : loadCatalogue(db)
}

export type CatalogueCheck = { ok: true; brandName: string; modelName: string } | { ok: false; error: 'brandUnknown' | 'modelNotInBrand'; brandName?: string }

/** Brand and model are stored as catalogue slugs; "all" is every model of the brand. */
export async function checkBrandAndModel(db: Database, brand: string, model: string): Promise<CatalogueCheck> {
	const known = await cachedCatalogue(db)
	if (known) {
		const brandEntry = known.brands.get(brand)
		if (!brandEntry) return { ok: false, error: 'brandUnknown' }
		if (model === allModels) return { ok: true, brandName: brandEntry.name, modelName: 'All models' }
		const modelName = brandEntry.models.get(model)
		return modelName === undefined ? { ok: false, error: 'modelNotInBrand', brandName: brandEntry.name } : { ok: true, brandName: brandEntry.name, modelName }
	}
	const [brandRow] = await db.select().from(catalogueBrands).where(eq(catalogueBrands.slug, brand))
	if (!brandRow) return { ok: false, error: 'brandUnknown' }
	if (model === allModels) return { ok: true, brandName: brandRow.name, modelName: 'All models' }
	const [modelRow] = await db
		.select()
		.from(catalogueModels)
		.where(and(eq(catalogueModels.brandSlug, brand), eq(catalogueModels.slug, model)))
	if (!modelRow) return { ok: false, error: 'modelNotInBrand', brandName: brandRow.name }
	return { ok: true, brandName: brandRow.name, modelName: modelRow.name }
}

/** Display names of an alert's stored brand and model slugs; null model name = every model. */
export function alertNames(names: Map<string, string>, alert: { brand: string; model: string }) {
	return {
		brandName: names.get(alert.brand) ?? alert.brand,
		modelName: alert.model === allModels ? null : (names.get(`${alert.brand}/${alert.model}`) ?? alert.model),
	}
}

/** Display names for stored brand/model slugs: `names.get('volkswagen')`, `names.get('volkswagen/golf')`. */
export async function catalogueNames(db: Database, pairs: Array<{ brand: string; model: string }>): Promise<Map<string, string>> {
	const names = new Map<string, string>()
	const brands = [...new Set(pairs.map((pair) => pair.brand))]
	if (brands.length === 0) return names
	const known = await cachedCatalogue(db)
	if (known) {
		for (const slug of brands) {
			const brand = known.brands.get(slug)
			if (!brand) continue
			names.set(slug, brand.name)
			for (const [model, name] of brand.models) names.set(`${slug}/${model}`, name)
		}
		return names
	}
	const [brandRows, modelRows] = await Promise.all([
		db.select().from(catalogueBrands).where(inArray(catalogueBrands.slug, brands)),
		db.select().from(catalogueModels).where(inArray(catalogueModels.brandSlug, brands)),
	])
	for (const row of brandRows) names.set(row.slug, row.name)
	for (const row of modelRows) names.set(`${row.brandSlug}/${row.slug}`, row.name)
	return names
}
