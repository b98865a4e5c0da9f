import { readFileSync, statSync } from 'node:fs'
import { z } from 'zod'
import { type Language, languages } from './enums.ts'

/**
 * What only the operator can say about their business (docs/decisions/055): who runs it (the
 * About page's team and story), the jobs they offer (/careers, with the address applications go
 * to) and what they publish (/blog). It lives in a JSON file the operator edits, named by
 * SITE_CONTENT_FILE; a part the file does not hold is left out of the site: no team section, no
 * /careers or /blog (404, and no link to them). Nothing of it is ever made up by the product.
 *
 * A text is one string for every language, or an object by language ({"en": "…", "de": "…"}); a
 * language the object lacks reads English, else the first language it has.
 */

const languageSet = new Set<string>(languages)

function localized<T extends z.ZodTypeAny>(schema: T) {
	const byLanguage = z
		.record(z.string(), schema)
		.refine((value) => Object.keys(value).length > 0, 'Give the text in at least one language')
		.refine((value) => Object.keys(value).every((key) => languageSet.has(key)), `Languages are ${languages.join(', ')}`)
	return z.union([schema, byLanguage])
}

const text = (max: number) => z.string().trim().min(1).max(max)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(value)), 'Not a real date')

export const siteContentSchema = z
	.object({
		/** The About page: the operator's own story (paragraphs), replacing the product's description, and their team. */
		about: z
			.object({
				story: localized(z.array(text(2_000)).min(1).max(10)).optional(),
				team: z
					.object({
						intro: localized(text(500)).optional(),
						members: z.array(z.object({ name: text(100), role: localized(text(120)), bio: localized(text(600)).optional() }).strict()).min(1).max(30),
					})
					.strict()
					.optional(),
			})
			.strict()
			.optional(),
		/** /careers: where applications go, an introduction and the open positions (none: an open application only). */
		careers: z
			.object({
				email: z.string().trim().email(),
				intro: localized(text(1_000)).optional(),
				positions: z
					.array(
						z
							.object({
								title: localized(text(120)),
								type: localized(text(80)).optional(),
								text: localized(text(2_000)),
								posted: isoDate,
							})
							.strict(),
					)
					.max(50)
					.default([]),
			})
			.strict()
			.optional(),
		/** /blog: articles, newest first by date; each at /blog/<slug>. */
		blog: z
			.object({
				intro: localized(text(1_000)).optional(),
				articles: z
					.array(
						z
							.object({
								slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens').max(120),
								date: isoDate,
								title: localized(text(200)),
								summary: localized(text(600)),
								paragraphs: localized(z.array(text(5_000)).min(1).max(60)),
							})
							.strict(),
					)
					.min(1)
					.max(500)
					.refine((articles) => new Set(articles.map((article) => article.slug)).size === articles.length, 'Each article needs a slug of its own'),
			})
			.strict()
			.optional(),
	})
	.strict()

export type SiteContent = z.infer<typeof siteContentSchema>

/** Nothing from the operator: the site shows no team, no careers and no blog. */
export const noSiteContent: SiteContent = {}

export class SiteContentError extends Error {
	constructor(
		readonly file: string,
		readonly problems: string[],
	) {
		super(`The site content in ${file} cannot be used:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`)
		this.name = 'SiteContentError'
	}
}

/** Reads and checks the operator's file; a missing, unreadable or invalid file throws SiteContentError naming why. */
export function readSiteContent(file: string): SiteContent {
	let raw: unknown
	try {
		raw = JSON.parse(readFileSync(file, 'utf8'))
	} catch (error) {
		throw new SiteContentError(file, [error instanceof Error ? error.message : String(error)])
	}
	const parsed = siteContentSchema.safeParse(raw)
	if (!parsed.success) throw new SiteContentError(file, parsed.error.issues.map((issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`))
	return parsed.data
}

let cached: { file: string; modified: number; content: SiteContent } | undefined

/**
 * The operator's content, read again when the file changes (an edit shows without a restart, once
 * the page cache lets it); a change that breaks the file keeps the last good content and says why
 * in the log. The server checked the file when it started (server/index.ts), so a broken file is
 * never served from the start.
 */
export function siteContent(config: { SITE_CONTENT_FILE?: string | undefined }, log: (message: string) => void = console.error): SiteContent {
	const file = config.SITE_CONTENT_FILE
	if (!file) return noSiteContent
	let modified: number
	try {
		modified = statSync(file).mtimeMs
	} catch (error) {
		if (cached?.file !== file) throw new SiteContentError(file, [error instanceof Error ? error.message : String(error)])
		log(`[site content] ${file} cannot be read, the last good content stays: ${error instanceof Error ? error.message : String(error)}`)
		return cached.content
	}
	if (cached?.file === file && cached.modified === modified) return cached.content
	try {
		cached = { file, modified, content: readSiteContent(file) }
	} catch (error) {
		if (cached?.file !== file) throw error
		log(`[site content] ${error instanceof Error ? error.message : String(error)}; the last good content stays`)
		cached = { ...cached, modified }
	}
	return cached.content
}

/** A text as the file holds it: the same for every language, or by language (checked against `languages` when read). */
export type Localized<T extends string | string[]> = T | Record<string, T>

function isByLanguage<T extends string | string[]>(value: Localized<T>): value is Record<string, T> {
	return typeof value === 'object' && !Array.isArray(value)
}

/** The language a text is read in for a reader of `language`: theirs, else English, else the first the text has; null for a text the same in every language. */
export function languageOf(value: Localized<string | string[]>, language: Language): Language | null {
	if (!isByLanguage(value)) return null
	if (value[language] !== undefined) return language
	if (value.en !== undefined) return 'en'
	return (Object.keys(value)[0] as Language | undefined) ?? null
}

/** A text in `language` (see languageOf); a plain text is the same for every language. */
export function textIn<T extends string | string[]>(value: Localized<T>, language: Language): T {
	if (!isByLanguage(value)) return value
	return value[languageOf(value, language) ?? language] as T
}
