import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { languageOf, noSiteContent, readSiteContent, siteContent, SiteContentError, siteContentSchema, textIn } from './site-content.ts'

const folder = mkdtempSync(path.join(os.tmpdir(), 'site-content-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function file(name: string, content: unknown) {
	const target = path.join(folder, name)
	writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content))
	return target
}

const team = { members: [{ name: 'Jana Kos', role: { en: 'Founder', de: 'Gründerin' }, bio: 'Runs CarWatch.' }] }
const careers = { email: 'jobs@example.com', positions: [{ title: { de: 'Entwicklerin' }, text: { de: 'Baut die Website.' }, posted: '2026-11-02' }] }

describe('the operator’s content file', () => {
	test('holds only what the operator wrote: nothing at all is a valid file, and no setting means no content', () => {
		expect(readSiteContent(file('empty.json', {}))).toEqual({})
		expect(siteContent({})).toBe(noSiteContent)
		expect(siteContent({ SITE_CONTENT_FILE: undefined })).toEqual({})
	})

	test('reads a team, careers and a blog, texts plain or by language', () => {
		const content = readSiteContent(file('full.json', { about: { team }, careers, blog: { articles: [{ slug: 'first-post', date: '2026-11-01', title: 'Hello', summary: 'A start.', paragraphs: ['One.', 'Two.'] }] } }))
		expect(content.about?.team?.members[0]?.name).toBe('Jana Kos')
		expect(content.careers?.positions).toHaveLength(1)
		expect(content.blog?.articles[0]?.slug).toBe('first-post')
	})

	test.each([
		['not JSON', '{ team: ', /JSON/],
		['an unknown section', { founders: ['Marko'] }, /Unrecognized key/],
		['careers without an address', { careers: { positions: [] } }, /careers\.email/],
		['a language the site does not have', { about: { team: { members: [{ name: 'A', role: { sl: 'Ustanoviteljica' } }] } } }, /Languages are en, de, fr, es, it/],
		['an article slug with spaces', { blog: { articles: [{ slug: 'my post', date: '2026-01-01', title: 'T', summary: 'S', paragraphs: ['P'] }] } }, /slug/],
		['two articles with one slug', { blog: { articles: [1, 2].map(() => ({ slug: 'same', date: '2026-01-01', title: 'T', summary: 'S', paragraphs: ['P'] })) } }, /slug of its own/],
		['a date that is not one', { careers: { email: 'jobs@example.com', positions: [{ title: 'T', text: 'X', posted: '2026-13-45' }] } }, /date/],
	])('refuses %s, naming the file and the problem', (_, content, problem) => {
		const target = file('bad.json', content)
		expect(() => readSiteContent(target)).toThrow(SiteContentError)
		expect(() => readSiteContent(target)).toThrow(problem)
		expect(() => readSiteContent(target)).toThrow(target)
	})

	test('a missing file is refused', () => {
		expect(() => siteContent({ SITE_CONTENT_FILE: path.join(folder, 'nowhere.json') })).toThrow(SiteContentError)
	})

	test('an edit shows without a restart; an edit that breaks the file keeps the last good content and says why', () => {
		const target = file('live.json', { careers })
		const config = { SITE_CONTENT_FILE: target }
		expect(siteContent(config).careers?.email).toBe('jobs@example.com')
		const logged: string[] = []
		writeFileSync(target, JSON.stringify({ about: { team } }))
		utimesSync(target, new Date(), new Date(Date.now() + 5_000))
		expect(siteContent(config, (line) => logged.push(line))).toEqual({ about: { team } })
		writeFileSync(target, '{ broken')
		utimesSync(target, new Date(), new Date(Date.now() + 10_000))
		expect(siteContent(config, (line) => logged.push(line))).toEqual({ about: { team } })
		expect(logged).toHaveLength(1)
		expect(logged[0]).toContain('last good content stays')
	})

	test('the example in docs/ is a valid file', () => {
		const example = fileURLToPath(new URL('../docs/site-content.example.json', import.meta.url))
		const content = siteContentSchema.parse(JSON.parse(readFileSync(example, 'utf8')))
		expect(content.blog?.articles.length).toBeGreaterThan(0)
		// It invents no one: an operator adds their own team and jobs.
		expect(content.about).toBeUndefined()
		expect(content.careers).toBeUndefined()
	})
})

describe('a text in the reader’s language', () => {
	test('is theirs where the operator wrote it, else English, else the first there is; a plain text is every language’s', () => {
		const role = { en: 'Founder', de: 'Gründerin' }
		expect([textIn(role, 'de'), languageOf(role, 'de')]).toEqual(['Gründerin', 'de'])
		expect([textIn(role, 'fr'), languageOf(role, 'fr')]).toEqual(['Founder', 'en'])
		expect([textIn({ it: 'Fondatrice' }, 'de'), languageOf({ it: 'Fondatrice' }, 'de')]).toEqual(['Fondatrice', 'it'])
		expect([textIn('Founder', 'es'), languageOf('Founder', 'es')]).toEqual(['Founder', null])
		expect(textIn({ de: ['Eins.', 'Zwei.'] }, 'en')).toEqual(['Eins.', 'Zwei.'])
	})
})
