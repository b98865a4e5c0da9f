import { notInArray, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { catalogueBrands, catalogueModels } from '../db/schema.ts'
import { catalogue } from './data.ts'
import { slugify } from './shape.ts'

/**
 * Makes the catalogue tables equal to core/catalogue/data.ts. Runs with the migrations, so every
 * database (production release, `npm start`, each test template) has it; running it twice
 * changes nothing.
 */
export async function seedCatalogue(db: Database) {
	await db.transaction(async (tx) => {
		await tx
			.insert(catalogueBrands)
			.values(catalogue.map(({ slug, name }) => ({ slug, name })))
			.onConflictDoUpdate({ target: catalogueBrands.slug, set: { name: sql`excluded.name` } })
		await tx.delete(catalogueBrands).where(notInArray(catalogueBrands.slug, catalogue.map((brand) => brand.slug)))
		await tx.delete(catalogueModels)
		await tx.insert(catalogueModels).values(
			catalogue.flatMap((brand) =>
				brand.models.map((name, position) => ({ brandSlug: brand.slug, slug: slugify(name), name, position })),
			),
		)
	})
}
