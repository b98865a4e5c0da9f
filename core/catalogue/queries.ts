import { and, asc, eq, inArray } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { catalogueBrands, catalogueModels } from '../db/schema.ts'
import { fuelTypes } from '../enums.ts'
import { allModels, byBrandName, type Catalogue, type CatalogueModel, websiteNames } from './shape.ts'

export { allModels, type Catalogue, type CatalogueModel, slugify } from './shape.ts'

/**
 * `GET /api/newcommer` (spec section 7): brands with their models (each led by "all"), the fuel
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

export type CatalogueCheck = { ok: true; brandName: string; modelName: string } | { ok: false; error: 'brandUnknown' | 'modelNotInBrand'; brandName?: string }

/** Brand and model are stored as catalogue slugs; "all" is every model of the brand. */
export async function checkBrandAndModel(db: Database, brand: string, model: string): Promise<CatalogueCheck> {
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

/** Display names for stored brand/model slugs: `names.get('volkswagen')`, `names.get('volkswagen/golf')`. */
export async function catalogueNames(db: Database, pairs: Array<{ brand: string; model: string }>): Promise<Map<string, string>> {
	const names = new Map<string, string>()
	const brands = [...new Set(pairs.map((pair) => pair.brand))]
	if (brands.length === 0) return names
	const [brandRows, modelRows] = await Promise.all([
		db.select().from(catalogueBrands).where(inArray(catalogueBrands.slug, brands)),
		db.select().from(catalogueModels).where(inArray(catalogueModels.brandSlug, brands)),
	])
	for (const row of brandRows) names.set(row.slug, row.name)
	for (const row of modelRows) names.set(`${row.brandSlug}/${row.slug}`, row.name)
	return names
}
