import { type AppLoadContext, data } from '@remix-run/node'
import { i18next } from '#app/i18n/i18next.server.ts'
import { asLanguage, type Language } from '#core/enums.ts'
import { dateTimeFormat } from '#core/intl.ts'
import { languageOf, type Localized, type SiteContent, siteContent, textIn } from '#core/site-content.ts'

/**
 * The operator's content (core/site-content.ts) as the pages show it to one reader: each item in
 * the reader's language where the operator wrote it, else in the language it has, which the page
 * then marks with `lang` (docs/decisions/055).
 */

export function contentOf(context: AppLoadContext): SiteContent {
	return siteContent(context.config)
}

/** Which of the operator's sections exist, for the footer's links. */
export function contentSections(context: AppLoadContext) {
	const content = contentOf(context)
	return { blog: Boolean(content.blog), careers: Boolean(content.careers), team: Boolean(content.about?.team) }
}

export async function readerLanguage(request: Request): Promise<Language> {
	const locale = await i18next.getLocale(request)
	return asLanguage(locale)
}

/**
 * An item's texts in one language: the one its `key` text has for the reader (theirs, else
 * English, else its first). `lang` is that language when it is not the page's, for the element that
 * holds the item.
 */
export function itemReader(key: Localized<string | string[]>, language: Language) {
	const itemLanguage = languageOf(key, language) ?? language
	return {
		lang: itemLanguage === language ? null : itemLanguage,
		read: <T extends string | string[]>(value: Localized<T>): T => textIn(value, itemLanguage),
	}
}

/** A date of the operator's (YYYY-MM-DD) as the reader writes it; on the server only, so the browser hydrates the same text. */
export function longDate(date: string, language: Language): string {
	return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))
}

/** The site's 404 page, for a section the operator has not set up or an article that is not there. */
export async function notFound(request: Request): Promise<never> {
	const common = await i18next.getFixedT(request)
	throw data({ title: common('meta.notFoundTitle') }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
