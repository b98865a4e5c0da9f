import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type SiteDefinition } from './definition.ts'

/**
 * Where each site lives on disk (docs/decisions/065-a-site-is-one-folder.md): every folder of
 * sites/ but the kit is one marketplace, whose site.ts exports its definition (or, for country
 * sites, an array of them). Read by the registry's test, the scaffold and `npm run scrape -- --save`.
 * Node only (it reads the disk).
 */

export const sitesRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The site folders: every directory of sites/ but kit/. */
export function siteFolderNames(root = sitesRoot): string[] {
	return readdirSync(root, { withFileTypes: true })
		.filter((entry) => entry.isDirectory() && entry.name !== 'kit' && !entry.name.startsWith('.'))
		.map((entry) => entry.name)
		.sort()
}

const isDefinition = (value: unknown): value is SiteDefinition =>
	typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { id?: unknown }).id === 'string' && 'scopes' in value

/** The definitions a folder's site.ts exports (none when it has no site.ts). */
export async function folderDefinitions(folder: string, root = sitesRoot): Promise<SiteDefinition[]> {
	const file = path.join(root, folder, 'site.ts')
	if (!existsSync(file)) return []
	const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>
	return Object.values(module).flatMap((value) => (Array.isArray(value) ? value.filter(isDefinition) : isDefinition(value) ? [value] : []))
}

/** Each site id declared in a folder's site.ts, with its folder. */
export async function siteFolders(root = sitesRoot): Promise<Map<string, string>> {
	const folders = new Map<string, string>()
	for (const folder of siteFolderNames(root)) for (const definition of await folderDefinitions(folder, root)) folders.set(definition.id, folder)
	return folders
}

/**
 * A site's fixtures: `sites/<folder>/fixtures/<id>/` where a country site of a shared folder has
 * pages of its own, else `sites/<folder>/fixtures/`.
 */
export function fixturesDirOf(folder: string, siteId: string, root = sitesRoot): string {
	const own = path.join(root, folder, 'fixtures', siteId)
	return existsSync(own) ? own : path.join(root, folder, 'fixtures')
}
