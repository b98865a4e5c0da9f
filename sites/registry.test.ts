import { describe, expect, test } from 'vitest'
import { siteAdapters } from './adapters.ts'
import { type SiteDefinition } from './kit/definition.ts'
import { siteFolderNames, siteFolders } from './kit/folders.ts'
import { adapterProblems, brandProblems, definitionProblems, folderProblems } from './kit/site-check.ts'
import { type SiteAdapter } from './kit/types.ts'
import { siteDefinitions } from './registry.ts'

/**
 * Every registered site is whole (docs/decisions/065-a-site-is-one-folder.md): its line in
 * sites/registry.ts, a folder whose site.ts declares it with every field, its adapter in
 * sites/adapters.ts made from that definition, a saved results page for each scope it supports,
 * an empty result and a block, and a test running them through the fixture suite. Each test names
 * the site and what it lacks (sites/kit/site-check.ts; its own test shows each failing).
 */

const definitions: readonly SiteDefinition[] = siteDefinitions
const adapters = siteAdapters as Record<string, SiteAdapter | undefined>
const folders = await siteFolders()
const ids = definitions.map((site) => site.id)

test('site ids are unique', () => {
	expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
})

test('every folder of sites/ declares a registered site', () => {
	const unregistered = siteFolderNames().filter((folder) => !ids.some((id) => folders.get(id) === folder))
	expect(unregistered, 'folders whose site is not in sites/registry.ts (or that have no site.ts)').toEqual([])
})

describe.each(definitions.map((site) => [site.id, site] as const))('%s', (id, site) => {
	test('has every definition field, each sound', () => {
		expect(definitionProblems(site)).toEqual([])
	})
	test('has its folder: site.ts, adapter.ts, a test running the fixture suite, a fixture per scope, an empty result and a block', () => {
		expect(folderProblems(site, folders.get(id))).toEqual([])
	})
	test('has its adapter in sites/adapters.ts, made from its definition', () => {
		expect(adapterProblems(site, adapters[id])).toEqual([])
	})
	test("searches by brand exactly the brands its definition's brands claim ('all' when read whole or at a pasted URL)", () => {
		expect(brandProblems(site, adapters[id])).toEqual([])
	})
})
