import { type Language } from '../enums.ts'

const mailLocales: Record<Language, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT' }

/**
 * A moment as a mail states it, in the reader's language: weekday, date and time in UTC, with
 * the zone named, since we do not know where the reader lives.
 */
export function formatMailDate(date: Date, language: Language): string {
	return new Intl.DateTimeFormat(mailLocales[language], {
		weekday: 'long',
		day: 'numeric',
		month: 'long',
		year: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		timeZone: 'UTC',
		timeZoneName: 'short',
	}).format(date)
}

/** A day as a mail states it (a billing period's start or end): "3 March 2027", by the UTC calendar, as Stripe bills. */
export function formatMailDay(date: Date, language: Language): string {
	return new Intl.DateTimeFormat(mailLocales[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}
