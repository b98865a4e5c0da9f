import { defaultLanguage, languages, type Language } from '#core/enums.ts'
import de from './locales/de/index.ts'
import en from './locales/en/index.ts'
import es from './locales/es/index.ts'
import fr from './locales/fr/index.ts'
import it from './locales/it/index.ts'
import { type Shape } from './shape.ts'

export type Namespace = keyof typeof en

/** Every language has every namespace of English, with the same keys (see i18n.test.ts). */
export const resources: Record<Language, Shape<typeof en>> = { en, de, fr, es, it }

export const namespaces = Object.keys(en) as Namespace[]

/** The language names as each language writes its own, in the spec's order. */
export const languageNames: Record<Language, string> = {
	en: 'English',
	de: 'Deutsch',
	fr: 'Français',
	it: 'Italiano',
	es: 'Español',
}

export const i18nConfig = {
	supportedLngs: [...languages],
	fallbackLng: defaultLanguage,
	defaultNS: 'common',
	ns: namespaces,
	// React escapes every value it renders; mail and Telegram texts escape their own.
	interpolation: { escapeValue: false },
	resources,
}

export function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (languages as readonly string[]).includes(value)
}
