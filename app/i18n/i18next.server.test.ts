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

	test('with values, every text of every namespace says what i18next’s own fixed t says: counts, nesting, a key prefix, another namespace or language asked for', async () => {
		const instance = await fresh(language)
		const values = { count: 3, price: '€1', date: '1 May', max: 7, from: 'a', to: 'b', low: 1, high: 2, name: '<b>', percent: 10, zone: 'Europe/Paris' }
		const keysOf = (texts: object, prefix = ''): string[] =>
			Object.entries(texts).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`] : keysOf(value as object, `${prefix}${key}.`)))
		const view = i18nForRender(language)
		for (const namespace of Object.keys(resources.en)) {
			const reference = instance.getFixedT(language, namespace)
			const t = view.getFixedT(language, namespace)
			for (const key of new Set(keysOf((resources.en as Record<string, object>)[namespace]!))) {
				expect(t(key, values)).toBe(reference(key, values))
				expect(t(key, { ...values, count: 1 })).toBe(reference(key, { ...values, count: 1 }))
			}
		}
		const reference = instance.getFixedT(language, 'account', 'alerts.chart')
		const t = view.getFixedT(language, 'account', 'alerts.chart')
		expect(t('summary', values)).toBe(reference('summary', values))
		expect(t('summary', values)).toContain('€1')
		expect(t('alerts.chart.summary', { ...values, keyPrefix: '' })).toBe(reference('alerts.chart.summary', { ...values, keyPrefix: '' }))
		expect(t('meta.title', { ns: 'wizard', keyPrefix: '', count: 2 })).toBe(reference('meta.title', { ns: 'wizard', keyPrefix: '', count: 2 }))
		expect(t('meta.title', { ns: 'wizard', keyPrefix: '', count: 2 })).not.toBe(reference('meta.title', { keyPrefix: '', count: 2 }))
		expect(t('summary', { ...values, lng: 'de' })).toBe(reference('summary', { ...values, lng: 'de' }))
		expect(t('no.such.key', { defaultValue: 'fallback {{count}}', count: 2 })).toBe('fallback 2')
		expect(t('summary', 'a default given as text')).toBe(reference('summary', 'a default given as text'))
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
