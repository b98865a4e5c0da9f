import { expect, test } from 'vitest'
import pages from '#core/i18n/locales/en/index.ts'
import { resources } from '#core/i18n/resources.ts'
import { namespaces } from './config.ts'

test('the namespaces the browser loads are English\'s, all of them', () => {
	expect([...namespaces]).toEqual(Object.keys(pages))
	expect([...namespaces]).toEqual(Object.keys(resources.en))
})
