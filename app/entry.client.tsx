import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { clientLocales } from './i18n/client-locales.ts'
import { i18nConfig } from './i18n/config.ts'
import { addSiteFormat } from '#core/i18n/site-format.ts'

async function hydrate() {
	// The server decided the language and wrote it into <html lang>. Only that language's texts are
	// loaded, and no fallback: every language has every key (core/i18n/i18n.test.ts), so English would
	// be downloaded for nothing.
	const lng = document.documentElement.lang
	// One retry of a failed download, then the page stays as the server sent it (below).
	await i18next.use(initReactI18next).use(clientLocales).init({ ...i18nConfig, lng, fallbackLng: false, maxRetries: 1 })
	// `{{site, siteLabel}}`: a schema's message naming a site, written with its country in the page's language.
	addSiteFormat(i18next)
	// Texts that did not arrive (the network dropped) would hydrate the page into bare keys: the
	// server's page stays as it is, and every form on it works without JavaScript.
	if (!i18next.hasResourceBundle(lng, i18nConfig.defaultNS)) return
	startTransition(() => {
		hydrateRoot(
			document,
			<I18nextProvider i18n={i18next}>
				<StrictMode>
					<RemixBrowser />
				</StrictMode>
			</I18nextProvider>,
		)
	})
}

void hydrate()
