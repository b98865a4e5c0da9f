import { createInstance, type i18n as I18n } from 'i18next'
import { defaultLanguage, type Language, languages } from '../enums.ts'
import { type MessageNamespace, messageNamespaces, messageResources, type MessageTexts } from './message-resources.ts'

/** The dotted path of one text in a namespace, e.g. `verify.subject`. */
export type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}` }[keyof T & string]

export type TextValues = Record<string, string | number>

/**
 * The bot's and the mails' texts come through one i18next instance for the whole process, web
 * server or worker (under Node or Deno alike), made on first use over the same resource objects
 * the pages' instances read (docs/decisions/035-one-text-store.md). Values go in as they are
 * given: a mail escapes each paragraph for its HTML part, the bot escapes each value for Telegram
 * HTML, and an escaping of i18next's own on top would escape them twice.
 */
let instance: I18n | undefined

function messages(): I18n {
	if (!instance) {
		instance = createInstance()
		// Synchronous with bundled resources: the instance is ready when init returns.
		void instance.init({
			resources: messageResources,
			supportedLngs: [...languages],
			lng: defaultLanguage,
			fallbackLng: defaultLanguage,
			ns: messageNamespaces,
			defaultNS: false,
			initAsync: false,
			interpolation: { escapeValue: false },
		})
	}
	return instance
}

type Translate<N extends MessageNamespace> = (key: TextKey<MessageTexts[N]>, values?: TextValues) => string

const fixed = new Map<string, (key: string, values?: TextValues) => string>()

/**
 * A namespace's `t` in one language. Values travel as `replace`, so none of them (a `count`, a
 * `context`) is read as an option of i18next's.
 */
export function textsOf<N extends MessageNamespace>(language: Language, namespace: N): Translate<N> {
	const id = `${language}:${namespace}`
	let translate = fixed.get(id)
	if (!translate) {
		const t = messages().getFixedT(language, namespace)
		translate = (key: string, values?: TextValues) => t(key, values ? { replace: values } : undefined)
		fixed.set(id, translate)
	}
	return translate as Translate<N>
}

/** A text as written, its `{{placeholders}}` unfilled, for a caller that escapes the text and its values apart. */
export function templateOf<N extends MessageNamespace>(language: Language, namespace: N, key: TextKey<MessageTexts[N]>): string {
	return messages().t(key, { lng: language, ns: namespace, skipInterpolation: true })
}

/** Fills the placeholders of a template from templateOf with i18next's own interpolation, as `t` does. */
export function interpolate(template: string, values: TextValues, language: Language): string {
	return messages().services.interpolator.interpolate(template, values, language, {})
}
