import { collatorFor } from '../collation.ts'
import { fuelTypes } from '../enums.ts'
import { marketplaceIds, sites } from '../sites.ts'
import { catalogue } from './data.ts'

/**
 * The catalogue as GET /api/newcommer serves it and the wizard reads it. Client-safe: the wizard
 * falls back to the built-in copy when the call fails (spec: "falls back to built-in data").
 */

/** The model value that stands for every model of a brand. */
export const allModels = 'all'

export type CatalogueModel = { slug: string; name: string }
export type Catalogue = {
	brands_and_models: Array<{ slug: string; name: string; models: CatalogueModel[] }>
	fuel_types: string[]
	websites: { website_names: Array<{ id: string; name: string; requiresUrl: boolean; live: boolean }> }
}

/** "Up!" → "up", "Mégane E-Tech" → "megane-e-tech", "3 Series" → "3-series". */
export function slugify(name: string): string {
	return name
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}

export function websiteNames(): Catalogue['websites'] {
	return {
		website_names: marketplaceIds.map((id) => ({
			id,
			name: sites[id].name,
			requiresUrl: sites[id].requiresUrl,
			live: sites[id].live,
		})),
	}
}

/** Brands as a reader looks for them: "Abarth" before "ARO", "Škoda" among the S. */
export const byBrandName = collatorFor('en')

/** The checked-in copy in the shape of the API, for when the database or the call fails. */
export function builtInCatalogue(): Catalogue {
	return {
		brands_and_models: [...catalogue]
			.sort((a, b) => byBrandName.compare(a.name, b.name))
			.map((brand) => ({
				slug: brand.slug,
				name: brand.name,
				models: [{ slug: allModels, name: 'All models' }, ...brand.models.map((name) => ({ slug: slugify(name), name }))],
			})),
		fuel_types: [...fuelTypes],
		websites: websiteNames(),
	}
}
