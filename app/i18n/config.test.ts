import { expect, test } from 'vitest'
import pages from '#core/i18n/locales/en/index.ts'
import { messageNamespaces } from '#core/i18n/message-resources.ts'
import { resources } from '#core/i18n/resources.ts'
import { namespaces } from './config.ts'

test('the namespaces the browser loads are the pages\', all of them', () => {
	expect([...namespaces]).toEqual(Object.keys(pages))
})

test('the bot\'s and the mails\' namespaces are in the store beside the pages\', and no browser loads them', () => {
	expect(Object.keys(resources.en)).toEqual([...namespaces, ...messageNamespaces])
	for (const namespace of messageNamespaces) expect(Object.keys(pages)).not.toContain(namespace)
})
