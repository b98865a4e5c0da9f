import { type BackendModule, type ResourceKey } from 'i18next'
import { type Language } from '#core/enums.ts'
import { isLanguage } from './config.ts'

/**
 * One chunk per language: a page downloads and parses its own texts, about a fifth of all five
 * languages (docs/decisions/028-precompressed-assets.md), and only the pages' namespaces: the
 * bot's and the mails' are not in a language's index.ts (docs/decisions/035-one-text-store.md).
 */
const chunks: Record<Language, () => Promise<{ default: Record<string, ResourceKey> }>> = {
	en: () => import('#core/i18n/locales/en/index.ts'),
	de: () => import('#core/i18n/locales/de/index.ts'),
	fr: () => import('#core/i18n/locales/fr/index.ts'),
	es: () => import('#core/i18n/locales/es/index.ts'),
	it: () => import('#core/i18n/locales/it/index.ts'),
}

const loading = new Map<Language, Promise<Record<string, ResourceKey>>>()

function languageTexts(language: Language) {
	let texts = loading.get(language)
	if (!texts) {
		texts = chunks[language]().then((module) => module.default)
		// A failed download (the network dropped) is tried again on the next read.
		texts.catch(() => loading.delete(language))
		loading.set(language, texts)
	}
	return texts
}

/**
 * i18next's backend in the browser: a namespace is read from its language's chunk, so the first
 * language is ready before hydration and a language picked later is loaded before i18next
 * switches to it.
 */
export const clientLocales: BackendModule = {
	type: 'backend',
	init() {},
	read(language, namespace, callback) {
		if (!isLanguage(language)) return callback(new Error(`no texts for the language "${language}"`), null)
		languageTexts(language).then(
			(texts) => callback(null, texts[namespace] ?? {}),
			(error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
		)
	},
}
