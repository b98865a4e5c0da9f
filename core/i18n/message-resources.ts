import { type Language } from '../enums.ts'
import deMail from './locales/de/mail.ts'
import deTelegram from './locales/de/telegram.ts'
import enMail from './locales/en/mail.ts'
import enTelegram from './locales/en/telegram.ts'
import esMail from './locales/es/mail.ts'
import esTelegram from './locales/es/telegram.ts'
import frMail from './locales/fr/mail.ts'
import frTelegram from './locales/fr/telegram.ts'
import itMail from './locales/it/mail.ts'
import itTelegram from './locales/it/telegram.ts'
import { type Shape } from './shape.ts'

/**
 * The namespaces only the server and the worker read: what the bot writes and the mails. They sit
 * beside the pages' namespaces but outside each language's index.ts, the chunk a browser loads
 * (app/i18n/client-locales.ts), so no page downloads them (docs/decisions/035-one-text-store.md).
 */
const english = { telegram: enTelegram, mail: enMail }

export type MessageTexts = typeof english
export type MessageNamespace = keyof MessageTexts

export const messageNamespaces = Object.keys(english) as MessageNamespace[]

export const messageResources: Record<Language, Shape<MessageTexts>> = {
	en: english,
	de: { telegram: deTelegram, mail: deMail },
	fr: { telegram: frTelegram, mail: frMail },
	es: { telegram: esTelegram, mail: esMail },
	it: { telegram: itTelegram, mail: itMail },
}
