import { expect, test } from 'vitest'
import { asLanguage, languageOfTag } from './enums.ts'

test('asLanguage keeps one of our languages and reads anything else as English', () => {
	expect(asLanguage('de')).toBe('de')
	expect(asLanguage('it')).toBe('it')
	for (const other of ['pt', 'DE', '', null, undefined, 3]) expect(asLanguage(other)).toBe('en')
})

test("languageOfTag reads a tag's language (Telegram's language_code), else English", () => {
	expect(languageOfTag('de')).toBe('de')
	expect(languageOfTag('fr-CA')).toBe('fr')
	expect(languageOfTag('ES')).toBe('es')
	expect(languageOfTag('pt-br')).toBe('en')
	expect(languageOfTag(undefined)).toBe('en')
})
