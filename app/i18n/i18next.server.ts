import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { defaultLanguage, languages } from '#core/enums.ts'
import { i18nConfig } from './config.ts'

/** The visitor's chosen UI language (spec: key "language"); one year, readable by the server only. */
export const languageCookie = createCookie('language', {
	path: '/',
	sameSite: 'lax',
	httpOnly: true,
	maxAge: 60 * 60 * 24 * 365,
	secure: process.env.NODE_ENV === 'production',
})

/** Chosen language: cookie, then Accept-Language, then English (decisions.md). */
export const i18next = new RemixI18Next({
	detection: {
		supportedLanguages: [...languages],
		fallbackLanguage: defaultLanguage,
		cookie: languageCookie,
		order: ['cookie', 'header'],
	},
	i18next: i18nConfig,
})
