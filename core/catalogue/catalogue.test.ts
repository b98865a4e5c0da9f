import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { catalogue } from './data.ts'
import { allModels, loadCatalogue, slugify } from './queries.ts'
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
	expect(loaded.websites.website_names.map((site) => site.id)).toEqual(['mobile.de', 'autoscout24', 'avto.net', 'olx', 'facebook'])
})

test('brands are listed as a reader looks for them, whatever the database collation', async () => {
	const names = (await loadCatalogue(database.db)).brands_and_models.map((brand) => brand.name)
	expect(names.indexOf('Abarth')).toBeLessThan(names.indexOf('ARO'))
	expect(names.indexOf('Škoda')).toBeLessThan(names.indexOf('Zeekr'))
	expect(names.indexOf('Škoda')).toBeGreaterThan(names.indexOf('Seat'))
	expect(builtInCatalogue().brands_and_models.map((brand) => brand.name)).toEqual(names)
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
