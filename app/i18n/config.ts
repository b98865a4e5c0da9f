import { defaultLanguage, isLanguageValue, languages, type Language } from '#core/enums.ts'
import type en from '#core/i18n/locales/en/index.ts'

/*
 * What the server and the browser share. The texts themselves are not here: the server holds
 * every language (core/i18n/resources.ts), a browser loads only its page's (client-locales.ts),
 * which a static import here would undo (docs/decisions/028-precompressed-assets.md).
 */

export type Namespace = keyof typeof en

/**
 * The pages' namespaces, those of core/i18n/locales/en/index.ts in its order (config.test.ts holds
 * them equal); the bot's and the mails' are the server's alone (docs/decisions/035-one-text-store.md).
 */
export const namespaces = [
	'common',
	'home',
	'faq',
	'about',
	'terms',
	'privacy',
	'blog',
	'careers',
	'support',
	'waitlist',
	'auth',
	'login',
	'passwordReset',
	'register',
	'account',
	'alerts',
	'wizard',
	'api',
	'billing',
	'devNotifications',
	'demoMarket',
] as const satisfies readonly Namespace[]

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
}

/** The app's name for core's check: one definition of what a language is. */
export const isLanguage = isLanguageValue
