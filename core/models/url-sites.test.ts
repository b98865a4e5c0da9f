import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createTestDatabase } from '#tests/support/database.ts'
import { requiresUrl, siteIds, sites, urlSiteIds } from '../sites.ts'
import { isBrandSite, isUrlSite } from './url-sites.ts'

/** Code branches on what a site supports, never on its id (docs/decisions/065). */

test('a site searched only at a pasted URL is the one whose only scope is url, in code and in SQL', async () => {
	expect(urlSiteIds).toEqual(siteIds.filter((id) => sites[id].scopes.join() === 'url'))
	expect(urlSiteIds).toContain('facebook')
	expect(requiresUrl('no-such-site.example')).toBe(false)
	const database = await createTestDatabase()
	try {
		for (const id of [...siteIds, 'no-such-site.example']) {
			const site = sql`${id}::text`
			const { rows } = await database.db.execute<{ url: boolean; brand: boolean }>(sql`SELECT ${isUrlSite(site)} AS url, ${isBrandSite(site)} AS brand`)
			expect(rows[0], id).toEqual({ url: requiresUrl(id), brand: !requiresUrl(id) })
		}
	} finally {
		await database.destroy()
	}
})

const root = path.resolve(import.meta.dirname, '../..')
const productionFiles = (dir: string): string[] =>
	readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
		const relative = path.join(dir, entry.name)
		if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : productionFiles(relative)
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
	})

test('no production code outside the site folders names a site searched at a pasted URL by its id', () => {
	const named = ['app', 'core', 'server', 'worker', 'scripts'].flatMap(productionFiles).flatMap((file) =>
		readFileSync(path.join(root, file), 'utf8')
			.split('\n')
			.flatMap((line, index) =>
				urlSiteIds.some((id) => line.includes(`'${id}'`) || line.includes(`"${id}"`))
				// The support page's FAQ entry about Facebook is anchored #facebook: a page anchor, not a site.
				&& !(file === path.join('app', 'routes', 'support.tsx') && /^\s*id: 'facebook',$/.test(line))
					? [`${file}:${index + 1}: ${line.trim()}`]
					: [],
			),
	)
	expect(named).toEqual([])
})
