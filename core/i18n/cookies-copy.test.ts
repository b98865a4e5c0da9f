import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { languages } from '#core/enums.ts'
import { resources } from './resources.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The names of the cookies our code creates, read from its `createCookie('name'` calls. */
function cookiesWeCreate(): string[] {
	const names = new Set<string>()
	for (const folder of ['app', 'server']) {
		for (const file of readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })) {
			if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue
			const source = readFileSync(path.join(root, folder, file), 'utf8')
			for (const [, name] of source.matchAll(/createCookie\(\s*'([^']+)'/g)) names.add(name!)
		}
	}
	return [...names].sort()
}

type CookieSection = { id: string; list?: string[] }
const cookieList = (sections: readonly CookieSection[]) => sections.find((section) => section.id === 'cookies')?.list?.join('\n') ?? ''

test('the terms and the privacy page name every cookie we set, and Stripe\'s where one pays or adds a card, in every language', () => {
	const created = cookiesWeCreate()
	// The search itself must find the cookies we know of, or it proves nothing.
	expect(created).toEqual(expect.arrayContaining(['__session', 'google_redirect', 'language', 'password_reset', 'theme']))
	// The session cookie is described as "a session cookie"; its name tells a reader nothing.
	const named = [...created.filter((name) => name !== '__session'), '__stripe_mid', '__stripe_sid']
	for (const language of languages) {
		const { terms, privacy } = resources[language]
		for (const [page, list] of [
			['terms', cookieList(terms.sections as readonly CookieSection[])],
			['privacy', cookieList(privacy.sections as readonly CookieSection[])],
		] as const) {
			expect(named.filter((name) => !list.includes(name)), `${language} ${page}`).toEqual([])
		}
	}
})
