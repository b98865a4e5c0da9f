import { type Language } from '../enums.ts'
import de from './locales/de/index.ts'
import en from './locales/en/index.ts'
import es from './locales/es/index.ts'
import fr from './locales/fr/index.ts'
import it from './locales/it/index.ts'
import { messageResources } from './message-resources.ts'
import { type Shape } from './shape.ts'

const english = { ...en, ...messageResources.en }

/**
 * Every text of every language: the pages' namespaces and the bot's and mails'
 * (message-resources.ts), for the web server (which renders any of them) and the tests. The
 * browser must not import this: it loads its page's language alone (app/i18n/client-locales.ts).
 * Every language has every namespace of English, with the same keys (see i18n.test.ts).
 */
export const resources: Record<Language, Shape<typeof english>> = {
	en: english,
	de: { ...de, ...messageResources.de },
	fr: { ...fr, ...messageResources.fr },
	es: { ...es, ...messageResources.es },
	it: { ...it, ...messageResources.it },
}
