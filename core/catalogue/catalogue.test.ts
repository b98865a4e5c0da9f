import { afterAll, beforeAll, expect, test } from 'vitest'
import { marketplaceIds } from '#core/sites.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { catalogue } from './data.ts'
import { type Database } from '#core/db/client.ts'
import { allModels, catalogueNames, catalogueOf, checkBrandAndModel, loadCatalogue, slugify } from './queries.ts'
import { builtInCatalogue } from './shape.ts'
import { seedCatalogue } from './seed.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

test('the migrated database holds the whole checked-in catalogue, each brand led by "all"', async () => {
	const loaded = await loadCatalogue(database.db)
	expect(loaded.brands_and_models).toHaveLength(catalogue.length)
	expect(catalogue.length).toBeGreaterThanOrEqual(140)
	const vw = loaded.brands_and_models.find((brand) => brand.slug === 'volkswagen')
	expect(vw?.models[0]).toEqual({ slug: allModels, name: 'All models' })
	expect(vw?.models.map((model) => model.name)).toContain('Golf')
	expect(loaded.fuel_types).toContain('plugin_hybrid')
	// Every marketplace of the registry (sites/registry.ts), country sites each on its own; not the demo market.
	const ids = loaded.websites.website_names.map((site) => site.id)
	expect(ids).toEqual([...marketplaceIds])
	expect(ids).toEqual(expect.arrayContaining(['mobile.de', 'autoscout24.de', 'autoscout24.it', 'avto.net', 'olx.ro', 'olx.pl', 'facebook', 'otomoto.pl', 'njuskalo.hr']))
	expect(ids).not.toContain('demo')
})

test('brands are listed as a reader looks for them, whatever the database collation', async () => {
	const names = (await loadCatalogue(database.db)).brands_and_models.map((brand) => brand.name)
	expect(names.indexOf('Abarth')).toBeLessThan(names.indexOf('ARO'))
	expect(names.indexOf('Škoda')).toBeLessThan(names.indexOf('Zeekr'))
	expect(names.indexOf('Škoda')).toBeGreaterThan(names.indexOf('Seat'))
	expect(builtInCatalogue().brands_and_models.map((brand) => brand.name)).toEqual(names)
})

test('read once per database handle, the catalogue answers as its tables do (a transaction reads the tables)', async () => {
	const cached = await catalogueOf(database.db)
	expect(cached).toEqual(await loadCatalogue(database.db))
	expect(await catalogueOf(database.db)).toBe(cached)
	expect(Object.isFrozen(cached.brands_and_models[0]?.models)).toBe(true)
	const pairs = [
		{ brand: 'volkswagen', model: 'golf' },
		{ brand: 'bmw', model: allModels },
		{ brand: 'no-such-brand', model: 'golf' },
	]
	const checks: Array<[string, string]> = [
		['volkswagen', 'golf'],
		['volkswagen', allModels],
		['volkswagen', 'no-such-model'],
		['no-such-brand', 'golf'],
	]
	await database.db.transaction(async (tx) => {
		const tables = tx as unknown as Database
		expect(await catalogueNames(database.db, pairs)).toEqual(await catalogueNames(tables, pairs))
		for (const [brand, model] of checks) {
			expect(await checkBrandAndModel(database.db, brand, model)).toEqual(await checkBrandAndModel(tables, brand, model))
		}
	})
	expect((await catalogueNames(database.db, pairs)).get('volkswagen/golf')).toBe('Golf')
	expect(await checkBrandAndModel(database.db, 'volkswagen', 'no-such-model')).toEqual({ ok: false, error: 'modelNotInBrand', brandName: 'Volkswagen' })
})

test('seeding again changes nothing', async () => {
	const before = await loadCatalogue(database.db)
	await seedCatalogue(database.db)
	expect(await loadCatalogue(database.db)).toEqual(before)
})

test('model slugs are unique within a brand and never "all"', () => {
	for (const brand of catalogue) {
		const slugs = brand.models.map(slugify)
		expect(new Set(slugs).size, brand.name).toBe(slugs.length)
		expect(slugs).not.toContain(allModels)
		expect(slugs.every((slug) => slug.length > 0), brand.name).toBe(true)
	}
	expect(slugify('Mégane E-Tech')).toBe('megane-e-tech')
})
