import { expect, test } from 'vitest'
import { configSchema } from '#core/config.ts'
import { siteDefinitions } from '#sites/registry.ts'
import { docs, readDoc, sitesBlock, withSites } from './site-docs.ts'

/**
 * `.env.example` and README's fetch-mode table say what sites/registry.ts says (docs/decisions/065).
 * When this fails after a site was added or changed: `npx tsx scripts/site-docs.ts` writes both.
 */

test.each(docs.map((doc) => [doc.file, doc] as const))('%s lists every site of the registry as its definition has it', (_file, doc) => {
	const content = readDoc(doc)
	expect(sitesBlock(doc, content)).toBe(doc.text())
	expect(withSites(doc, content)).toBe(content)
})

test('.env.example names every site setting the config reads, and the settings outside the block are not sites’ own', () => {
	const env = readDoc(docs[0])
	const named = new Set([...env.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!))
	const siteSettings = Object.keys(configSchema.shape).filter((name) => siteDefinitions.some((site) => name.endsWith(`_${site.id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`) || name.startsWith(`${site.id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_`)))
	expect(siteSettings.length).toBeGreaterThanOrEqual(siteDefinitions.length * 3)
	for (const name of siteSettings) expect(named.has(name), name).toBe(true)
	// Each listed once: the block is the only place a site's settings are written.
	const lines = [...env.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!)
	expect(lines.filter((name, index) => lines.indexOf(name) !== index)).toEqual([])
})
