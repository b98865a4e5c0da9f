import { defaultLanguage, languages, type Language } from '#core/enums.ts'
import de from './locales/de.ts'
import en from './locales/en.ts'
import es from './locales/es.ts'
import fr from './locales/fr.ts'
import it from './locales/it.ts'

export const resources = {
	en: { common: en },
	de: { common: de },
	fr: { common: fr },
	es: { common: es },
	it: { common: it },
} satisfies Record<Language, { common: unknown }>

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
	interpolation: { escapeValue: false },
	resources,
}

export function isLanguage(value: unknown): value is Language {
	return typeof value === 'string' && (languages as readonly string[]).includes(value)
}
