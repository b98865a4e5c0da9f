import { createCookie } from '@remix-run/node'
import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { defaultLanguage, type Language, languages } from '#core/enums.ts'
import { i18nConfig, isLanguage } from './config.ts'

/** The visitor's chosen UI language (spec: key "language"); one year, readable by the server only. */
export const languageCookie = createCookie('language', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
	secure: process.env.NODE_ENV === 'production',
})

/** Chosen language: cookie, then Accept-Language, then English (decisions.md). */
const detector = new RemixI18Next({
	detection: {
		supportedLanguages: [...languages],
		fallbackLanguage: defaultLanguage,
		cookie: languageCookie,
		order: ['cookie', 'header'],
	},
	i18next: i18nConfig,
})

/**
 * One i18next per language for the whole process, initialised on first use: every text is
 * bundled (config.ts), so nothing is loaded per request, and nothing on the server changes an
 * instance's language (docs/decisions/023-render-speed.md). remix-i18next's own getFixedT would
 * build and initialise a new instance for each call.
 */
const instances = new Map<Language, I18n>()

export function i18nextFor(language: string): I18n {
	const lng = isLanguage(language) ? language : defaultLanguage
	let instance = instances.get(lng)
	if (!instance) {
		instance = createInstance()
		// Synchronous with bundled resources: the instance is ready when init returns.
		void instance.use(initReactI18next).init({ ...i18nConfig, lng, initAsync: false })
		instances.set(lng, instance)
	}
	return instance
}

/**
 * What the React tree of a page gets as its i18n: an object whose prototype is the language's
 * instance. react-i18next's useTranslation copies every own property of the object it is given,
 * once per component on the server (about 40 bound methods of an instance, some 50 µs); this one
 * has none of its own, and reads everything through the prototype.
 */
const providerInstances = new Map<I18n, I18n>()

export function i18nForRender(language: string): I18n {
	const instance = i18nextFor(language)
	let view = providerInstances.get(instance)
	if (!view) {
		view = Object.create(instance) as I18n
		providerInstances.set(instance, view)
	}
	return view
}

/** A request's language, worked out once however many loaders ask (the cookie is signed: parsing it costs). */
const requestLocales = new WeakMap<Request, Promise<string>>()

function getLocale(request: Request): Promise<string> {
	let locale = requestLocales.get(request)
	if (!locale) {
		locale = detector.getLocale(request)
		requestLocales.set(request, locale)
	}
	return locale
}

/**
 * `getLocale` and `getFixedT` as remix-i18next has them (same detection, same fixed `t`), on the
 * shared instances. Without namespaces the `t` reads the default namespace, as remix-i18next's.
 */
export const i18next = {
	getLocale,
	getFixedT: (async (requestOrLocale: string | Request, namespaces?: string | readonly string[], options?: { keyPrefix?: string }) => {
		const locale = typeof requestOrLocale === 'string' ? requestOrLocale : await getLocale(requestOrLocale)
		return i18nextFor(locale).getFixedT(locale, namespaces as string | string[] | undefined, options?.keyPrefix)
	}) as RemixI18Next['getFixedT'],
}
