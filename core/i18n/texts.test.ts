import { expect, test } from 'vitest'
import { botReply } from '../telegram/messages.ts'
import { messageResources } from './message-resources.ts'
import { textsOf } from './texts.ts'

test('a namespace\'s t is made once per language, not per message', () => {
	expect(textsOf('de', 'mail')).toBe(textsOf('de', 'mail'))
	expect(textsOf('de', 'mail')).not.toBe(textsOf('fr', 'mail'))
	expect(textsOf('de', 'mail')).not.toBe(textsOf('de', 'telegram'))
})

test('it reads the store\'s own objects, in the language asked for', () => {
	for (const language of ['en', 'it'] as const) {
		expect(textsOf(language, 'mail')('signature')).toBe(messageResources[language].mail.signature)
		expect(textsOf(language, 'telegram')('replies.nothingToPause')).toBe(messageResources[language].telegram.replies.nothingToPause)
	}
})

test('values go in as they are given: no escaping of i18next\'s, no plural for a count, nothing read from a value', () => {
	const t = textsOf('en', 'mail')
	expect(t('verify.intro', { name: 'Zoë & <b>"O\'Neil"</b>' })).toBe('Hello Zoë & <b>"O\'Neil"</b>,')
	expect(t('verify.code', { code: '{{name}} $t(mail:signature)' })).toBe('Your verification code is {{name}} $t(mail:signature).')
	expect(textsOf('en', 'telegram')('replies.paused', { count: 1 })).toBe('⏸ Alerts paused: 1. No checks run for them until you send /resume.')
})

test('the bot escapes each value once, and a value cannot pull in another text', () => {
	expect(botReply('en', 'linked', { account: 'a<b>&"c"' })).toBe('✅ Connected! This chat now receives the alerts of your CarWatch account <b>a&lt;b&gt;&amp;&quot;c&quot;</b>.')
	expect(botReply('en', 'listEmpty', { url: '{{url}} $t(telegram:listHeading)' })).toBe('You have no alerts yet. Create one here: {{url}} $t(telegram:listHeading)')
})
