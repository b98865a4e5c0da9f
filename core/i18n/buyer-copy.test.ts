import { describe, expect, test } from 'vitest'
import { configSchema } from '#core/config.ts'
import { languages } from '#core/enums.ts'
import { resources } from './resources.ts'

/**
 * What a buyer reads, held to two rules (docs/decisions/055): no text names a setting
 * of the server (a buyer cannot act on "STRIPE_SECRET_KEY is empty"), and English writes in
 * sentence case ("Subscription cancelled", not "Subscription Cancelled") like the other languages.
 */

/** Every text of a tree with its path, e.g. `billing.checkout.demoText`. */
function texts(value: unknown, path = ''): Array<[string, string]> {
	if (typeof value === 'string') return [[path, value]]
	if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`))
	if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key))
	return []
}

/**
 * The development pages (the mail and Telegram outboxes) answer on the developer's own machine
 * only and never in production: the setting that turns them off is what they must name.
 */
const developerPages = /^(register\.outbox|devNotifications)\./

/** A name as environment settings are written: capitals and digits joined by underscores. */
const settingName = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g

describe.each(languages)('%s', (language) => {
	test('no text a buyer can see names a server setting', () => {
		const named = texts(resources[language])
			.filter(([path]) => !developerPages.test(path))
			.flatMap(([path, text]) => [...text.matchAll(settingName)].map((match) => `${path}: ${match[0]}`))
		expect(named).toEqual([])
	})
})

test('the pattern finds every setting the server reads with an underscore in its name (all but PORT)', () => {
	const names = Object.keys(configSchema.shape).filter((name) => name.includes('_'))
	expect(names.length).toBeGreaterThan(40)
	for (const name of names) expect(`… (${name} is empty) …`.match(settingName), name).toEqual([name])
})

/** Words English capitalises inside a sentence: names of things, places, languages, brands and units. */
const properWords = new Set([
	'CarWatch', 'Telegram', 'Facebook', 'Marketplace', 'Google', 'Stripe', 'Visa', 'Mastercard', 'OLX', 'AutoScout24',
	'European', 'Central', 'Bank', 'ECB', 'GDPR', 'EU', 'USD', 'EUR', 'I', 'Start', 'URL', 'JSON', 'Content-Type', 'ID',
	'English', 'German', 'French', 'Spanish', 'Italian', 'Deutsch', 'Français', 'Español', 'Italiano',
	'Active', 'Paused', 'VW', 'Golf', 'Polo', 'Passat', 'BMW', 'Volkswagen', 'Mercedes-Benz', 'Audi', 'Škoda', 'Octavia',
	'Ana', 'Novak', 'Ljubljana', 'Europe', 'UTC', 'Settings', 'JavaScript', 'PDF', 'HTTPS', 'API', 'CSV', 'IANA', 'Demo',
	'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
])

/**
 * The short texts (headings, titles, buttons, labels: up to eight words) whose words after the
 * first are capitalised though English would write them in lower case. A word after a sentence's
 * end or a colon starts anew; a placeholder, a number, an acronym or a proper word is not counted.
 */
function titleCased(text: string): string[] {
	const words = text.replace(/{{[^}]*}}/g, 'x').split(/\s+/).filter(Boolean)
	if (words.length > 8) return []
	// The first word is the first with a letter: an emoji or a number before it ("404", "⏸") is not one.
	const first = words.findIndex((word) => /\p{L}/u.test(word))
	return words.filter((word, index) => {
		if (index <= first || /[.:!?…]$/.test(words[index - 1]!)) return false
		const bare = word.replace(/^[("'“‘«]+|[)"'”’»,.:;!?…]+$/g, '')
		if (!/^[A-Z][a-z]/.test(bare)) return false
		return !properWords.has(bare) && !properWords.has(bare.replace(/['’]s$/, ''))
	})
}

test('English writes headings, titles, buttons and labels in sentence case', () => {
	const found = texts(resources.en)
		.filter(([path]) => !/^(blog\.articles|careers\.positions)\./.test(path))
		.flatMap(([path, text]) => (titleCased(text).length > 0 ? [`${path}: ${text}`] : []))
	expect(found).toEqual([])
})

test('the sentence-case rule sees Title Case and lets names through', () => {
	expect(titleCased('Subscription Cancelled')).toEqual(['Cancelled'])
	expect(titleCased('Contact Bot Required: you must start a chat')).toEqual(['Bot', 'Required:'])
	expect(titleCased('Payment Successful!')).toEqual(['Successful!'])
	expect(titleCased('Open @{{bot}} in Telegram')).toEqual([])
	expect(titleCased('Pay with Visa ending in 4242')).toEqual([])
	expect(titleCased('Saved. Next step')).toEqual([])
	expect(titleCased('404 Page Not Found')).toEqual(['Not', 'Found'])
	expect(titleCased('⏸ Pause this alert')).toEqual([])
})
