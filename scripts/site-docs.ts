import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { baseUrlSetting, fetchModeSetting, intervalSetting, proxySetting } from '#core/site-settings.ts'
import { type SiteDefinition } from '#sites/kit/definition.ts'
import { siteDefinitions } from '#sites/registry.ts'

/**
 * The sites' part of `.env.example` and of README's "Fetch modes and proxies" table, written from
 * sites/registry.ts (docs/decisions/065): a site added there gets its lines by running
 * `npx tsx scripts/site-docs.ts`, never by hand. scripts/site-docs.test.ts fails while a file
 * says otherwise than the registry.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export const docs = [
	{ file: '.env.example', start: '# --- sites: written by `npx tsx scripts/site-docs.ts` from sites/registry.ts ---', end: '# --- end of sites ---', text: envBlock },
	{ file: 'README.md', start: '<!-- sites: written by `npx tsx scripts/site-docs.ts` from sites/registry.ts -->', end: '<!-- end of sites -->', text: readmeTable },
] as const

/** By id: the files stay as they are whatever order the registry's lines are in. */
const byId = () => [...siteDefinitions].sort((a, b) => a.id.localeCompare(b.id)) as SiteDefinition[]

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const where = (site: SiteDefinition) => (site.country ? `${site.name} (${site.country})` : site.name)

/** Each site's settings, empty but for its fetch mode's default, under a line saying what it is. */
export function envBlock(): string {
	return byId()
		.map((site) => {
			const lines = [
				`# ${site.id}: ${where(site)}, ${site.fetchModes.join(' | ')} or off (default ${site.defaultFetchMode}). ${oneLine(site.reach)}`,
				`${fetchModeSetting(site.id)}=${site.defaultFetchMode}`,
				`${baseUrlSetting(site.id)}=`,
				`${proxySetting(site.id)}=`,
				`${intervalSetting(site.id)}=`,
				...site.apiSettings.map((name) => `${name}=`),
			]
			return lines.join('\n')
		})
		.join('\n')
}

const cell = (text: string) => oneLine(text).replaceAll('|', '\\|')

/** README's table: each site, its setting, its modes and default, and why. */
export function readmeTable(): string {
	const rows = byId().map((site) =>
		[
			cell(where(site)),
			`\`${site.id}\``,
			`\`${fetchModeSetting(site.id)}\``,
			[...site.fetchModes, 'off'].map((mode) => `\`${mode}\``).join(', '),
			`\`${site.defaultFetchMode}\``,
			site.apiSettings.length > 0 ? site.apiSettings.map((name) => `\`${name}\``).join(', ') : '—',
			cell(site.reach),
		].join(' | '),
	)
	return ['| site | id | setting | modes | default | `api` needs | why the default |', '|---|---|---|---|---|---|---|', ...rows.map((row) => `| ${row} |`)].join('\n')
}

/** The file with its sites' block as the registry has it; throws when the file has no block. */
export function withSites(doc: (typeof docs)[number], content: string): string {
	const start = content.indexOf(doc.start)
	const end = content.indexOf(doc.end, start)
	if (start < 0 || end < 0) throw new Error(`${doc.file} has no "${doc.start}" … "${doc.end}" block`)
	return `${content.slice(0, start + doc.start.length)}\n${doc.text()}\n${content.slice(end)}`
}

/** The block between the markers, as the file has it. */
export function sitesBlock(doc: (typeof docs)[number], content: string): string {
	const start = content.indexOf(doc.start)
	const end = content.indexOf(doc.end, start)
	return start < 0 || end < 0 ? '' : content.slice(start + doc.start.length, end).trim()
}

export const readDoc = (doc: (typeof docs)[number]) => readFileSync(path.join(root, doc.file), 'utf8')

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
	for (const doc of docs) {
		writeFileSync(path.join(root, doc.file), withSites(doc, readDoc(doc)))
		process.stdout.write(`${doc.file}: ${siteDefinitions.length} sites\n`)
	}
}
