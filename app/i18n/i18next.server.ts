import { createCookie } from '@remix-run/node'
import { createInstance, type i18n as I18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { asLanguage, defaultLanguage, type Language, languages } from '#core/enums.ts'
import { i18nConfig } from './config.ts'
import { resources } from '#core/i18n/resources.ts'
import { addSiteFormat } from '#core/i18n/site-format.ts'

/** The visitor's chosen UI language (spec: key "language"); one year, readable by the server only. */
export const languageCookie = createCookie('language', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
	secure: process.env.NODE_ENV === 'production',
})

/** Chosen language: cookie, then Accept-Language, then English (docs/product/decisions.md). */
const detector = new RemixI18Next({
	detection: {
		supportedLanguages: [...languages],
		fallbackLanguage: defaultLanguage,
		cookie: languageCookie,
		order: ['cookie', 'header'],
	},
	i18next: { ...i18nConfig, resources },
})

/**
 * One i18next per language for the whole process, initialised on first use: every text is
 * bundled (resources.ts), so nothing is loaded per request, and nothing on the server changes an
 * instance's language (docs/decisions/023-render-speed.md). remix-i18next's own getFixedT would
 * build and initialise a new instance for each call.
 */
const instances = new Map<Language, I18n>()

export function i18nextFor(language: string): I18n {
	const lng = asLanguage(language)
	let instance = instances.get(lng)
	if (!instance) {
		instance = createInstance()
		// Synchronous with bundled resources: the instance is ready when init returns.
		void instance.use(initReactI18next).init({ ...i18nConfig, resources, lng, initAsync: false })
		addSiteFormat(instance)
		instances.set(lng, instance)
	}
	return instance
}

/**
 * What the React tree of a page gets as its i18n: an object whose prototype is the language's
 * instance. react-i18next's useTranslation copies every own property of the object it is given,
 * once per component on the server (about 40 bound methods of an instance, some 50 µs); this one
 * has a single one of its own, and reads everything else through the prototype.
 */
const providerInstances = new Map<I18n, I18n>()

export function i18nForRender(language: string): I18n {
	const instance = i18nextFor(language)
	let view = providerInstances.get(instance)
	if (!view) {
		view = Object.create(instance, { getFixedT: { value: rememberingGetFixedT(instance), enumerable: true } }) as I18n
		providerInstances.set(instance, view)
	}
	return view
}

/** Bundled texts never change while the process runs; keys come from the code, so this stays small. */
const maxRemembered = 20_000

/**
 * The components' `t`, remembering the text of each key asked for without options: a dashboard
 * asks for the same labels hundreds of times, and i18next resolves each call afresh (copying its
 * options, looking up the fallbacks, scanning for interpolation and nesting) at 5–20 µs a call.
 * Calls with values (counts, dates, prices) are worked out every time, but go to the instance's
 * own `t` as i18next's fixed `t` would pass them: its wrapper also copies every option of the
 * instance into an object that only a key given as a function reads, which was half of such a
 * call's cost (docs/decisions/023-render-speed.md).
 */
function rememberingGetFixedT(instance: I18n): I18n['getFixedT'] {
	type Fixed = ((...args: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown }
	// react-i18next passes a fourth argument (`scopeNs`) that i18next's types leave out.
	const getFixedT = instance.getFixedT as unknown as (...args: unknown[]) => Fixed
	const translate = instance.t.bind(instance) as unknown as (key: string, options: Record<string, unknown>) => unknown
	const keySeparator = instance.options.keySeparator || '.'
	const texts = new Map<string, string>()
	const remembering = (...args: unknown[]) => {
		const fixed = getFixedT(...args)
		const [lng, ns, keyPrefix, options] = args
		if (typeof keyPrefix === 'function') return fixed
		const scope = `${JSON.stringify([lng, ns, keyPrefix ?? null, (options as { scopeNs?: unknown } | undefined)?.scopeNs ?? null])}\u0000`
		// What i18next's fixed `t` does with a key given as a string and an object of options.
		const withValues = (key: string, values: Record<string, unknown>) => {
			const resolved: Record<string, unknown> = { ...values }
			resolved.lng = resolved.lng || fixed.lng
			resolved.lngs = resolved.lngs || fixed.lngs
			resolved.ns = resolved.ns || fixed.ns
			if (resolved.keyPrefix !== '') resolved.keyPrefix = resolved.keyPrefix || fixed.keyPrefix
			if (typeof resolved.keyPrefix === 'function') return fixed(key, values)
			return translate(resolved.keyPrefix ? `${resolved.keyPrefix as string}${keySeparator}${key}` : key, resolved)
		}
		const t = (key: unknown, ...rest: unknown[]) => {
			if (typeof key !== 'string') return fixed(key, ...rest)
			if (rest.length > 0) {
				const [values] = rest
				return rest.length === 1 && typeof values === 'object' && values !== null && !Array.isArray(values) ? withValues(key, values as Record<string, unknown>) : fixed(key, ...rest)
			}
			const id = scope + key
			let text = texts.get(id)
			if (text === undefined) {
				const value = fixed(key)
				if (typeof value !== 'string') return value
				if (texts.size >= maxRemembered) texts.clear()
				texts.set(id, value)
				text = value
			}
			return text
		}
		return Object.assign(t, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix })
	}
	return remembering as unknown as I18n['getFixedT']
}

/**
 * The language of a request's Cookie and Accept-Language headers, the only ones detection reads,
 * remembered for the next request that sends the same (a visitor sends the same on every page).
 * Not per Request object: Remix gives each loader a copy of the request, and entry.server the
 * original, so the root's loader, the page's and the render each worked it out again, the
 * cookie parsed each time (docs/decisions/026-light-page-shell.md).
 */
const knownLocales = new Map<string, string>()
const maxKnownLocales = 1_000
const maxKeyLength = 1_024

async function getLocale(request: Request): Promise<string> {
	const key = `${request.headers.get('Cookie') ?? ''}\n${request.headers.get('Accept-Language') ?? ''}`
	const known = knownLocales.get(key)
	if (known !== undefined) return known
	const locale = await detector.getLocale(request)
	if (key.length <= maxKeyLength) {
		if (knownLocales.size >= maxKnownLocales) knownLocales.clear()
		knownLocales.set(key, locale)
	}
	return locale
}

/**
 * `getLocale` and `getFixedT` as remix-i18next has them (same detection, same texts), on the
 * shared instances, with the render's remembering `t` (loaders and actions ask for labels too).
 * Without namespaces the `t` reads the default namespace, as remix-i18next's.
 */
export const i18next = {
	getLocale,
	getFixedT: (async (requestOrLocale: string | Request, namespaces?: string | readonly string[], options?: { keyPrefix?: string }) => {
		const locale = typeof requestOrLocale === 'string' ? requestOrLocale : await getLocale(requestOrLocale)
		return i18nForRender(locale).getFixedT(locale, namespaces as string | string[] | undefined, options?.keyPrefix)
	}) as RemixI18Next['getFixedT'],
}
