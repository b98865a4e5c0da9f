import { createInstance } from 'i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { describe, expect, test } from 'vitest'
import { defaultLanguage, languages } from '#core/enums.ts'
import { cookieValue } from '#tests/support/browser.ts'
import { i18nConfig } from './config.ts'
import { resources } from '#core/i18n/resources.ts'
import { i18next, i18nextFor, i18nForRender, languageCookie } from './i18next.server.ts'

/**
 * The shared instances (docs/decisions/023-render-speed.md) must say exactly what a fresh
 * instance per request said before: the same texts, the same detection, the same fallbacks.
 */

const fresh = async (lng: string) => {
	const instance = createInstance()
	await instance.init({ ...i18nConfig, resources, lng })
	return instance
}

const remixI18Next = new RemixI18Next({
	detection: { supportedLanguages: [...languages], fallbackLanguage: defaultLanguage, cookie: languageCookie, order: ['cookie', 'header'] },
	i18next: { ...i18nConfig, resources },
})

const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

describe.each(languages)('%s', (language) => {
	test('the render instance says what a fresh instance says, with and without values, every time', async () => {
		const reference = (await fresh(language)).getFixedT(language, 'account')
		const view = i18nForRender(language)
		expect(Object.getPrototypeOf(view)).toBe(i18nextFor(language))
		expect(view.language).toBe(language)
		for (let round = 0; round < 2; round += 1) {
			const t = view.getFixedT(language, 'account')
			for (const key of ['alerts.card.fuel', 'alerts.status.active', 'wizard:fuels.diesel', 'no.such.key']) expect(t(key)).toBe(reference(key))
			expect(t('alerts.perMonth', { price: `$${round}.00` })).toBe(reference('alerts.perMonth', { price: `$${round}.00` }))
			expect(t('sidebar.memberSince', { date: String(round) })).toContain(String(round))
		}
	})

	test('getFixedT and getLocale answer as remix-i18next does', async () => {
		const headers: Array<Record<string, string>> = [{ 'Accept-Language': `${language}-XX,${language};q=0.9` }, { Cookie: `language=${cookieValue(language)}`, 'Accept-Language': 'en' }]
		for (const header of headers) {
			expect(await i18next.getLocale(request(header))).toBe(await remixI18Next.getLocale(request(header)))
			for (const namespaces of [undefined, 'auth', ['auth', 'common']] as const) {
				const ours = await i18next.getFixedT(request(header), namespaces)
				const theirs = await remixI18Next.getFixedT(request(header), namespaces)
				for (const key of ['errors.loginRequired', 'common:app.name', 'app.name', 'errors.notFoundText']) expect(ours(key)).toBe(theirs(key))
			}
		}
	})
})

test('an unsupported language gets the default language and English texts', async () => {
	expect(await i18next.getLocale(request({ 'Accept-Language': 'pt-BR' }))).toBe(defaultLanguage)
	expect(i18nextFor('pt')).toBe(i18nextFor(defaultLanguage))
	expect((await i18next.getFixedT('en', 'auth'))('errors.loginRequired')).toBe('Please log in to continue.')
})

test('a language worked out once for a pair of Cookie and Accept-Language headers is the same for every later request with them, and changes with them', async () => {
	const headers = { Cookie: `__session=abc; language=${cookieValue('de')}`, 'Accept-Language': 'fr' }
	for (let round = 0; round < 3; round += 1) expect(await i18next.getLocale(request(headers))).toBe('de')
	expect(await i18next.getLocale(request({ ...headers, Cookie: `__session=abc; language=${cookieValue('it')}` }))).toBe('it')
	expect(await i18next.getLocale(request({ 'Accept-Language': 'fr' }))).toBe('fr')
	expect(await i18next.getLocale(request({ 'Accept-Language': 'es' }))).toBe('es')
	// A header too long to remember is still worked out.
	expect(await i18next.getLocale(request({ ...headers, Cookie: `pad=${'x'.repeat(2_000)}; language=${cookieValue('es')}` }))).toBe('es')
})
