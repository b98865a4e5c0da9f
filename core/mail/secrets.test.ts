import { describe, expect, test } from 'vitest'
import { telegramStartToken } from '../telegram/links.ts'
import { escapeHtml, linkMail } from './outbox.ts'
import { mailCode, mailStartToken, mailToken, revealMail } from './secrets.ts'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
const to = 'ana@example.com'

describe('sealed markers', () => {
	test('each kind stands for a secret of its shape, fresh every time but for the start token, which is the account’s own', () => {
		const token = mailToken(secret)
		expect(token.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
		expect(mailToken(secret).value).not.toBe(token.value)
		expect(mailCode(secret).value).toMatch(/^\d{6}$/)
		const userId = '6f1c2a0e-8b7d-4c3e-9a51-2d4f6b8c0e13'
		expect(mailStartToken(secret, userId, 3).value).toBe(telegramStartToken(secret, userId, 3))
	})

	test('a marker survives a query string, encodeURIComponent and HTML escaping, and is revealed in subject, text and HTML', () => {
		const token = mailToken(secret)
		const code = mailCode(secret)
		const marker = token.markerFor(to)
		expect(marker).not.toContain(token.value)
		const link = `https://carwatch.example/reset-password?${new URLSearchParams({ token: marker })}`
		expect(link).toContain(marker)
		expect(encodeURIComponent(marker)).toBe(marker)
		expect(escapeHtml(marker)).toBe(marker)
		const stored = { ...linkMail(to, `Code ${code.markerFor(to)}`, ['Hello'], link, ['Bye']), status: 'pending' }
		const { mail, unsealed } = revealMail(secret, stored)
		expect(unsealed).toBe(0)
		expect(mail.subject).toBe(`Code ${code.value}`)
		expect(mail.text).toContain(`https://carwatch.example/reset-password?token=${token.value}`)
		expect(mail.html).toContain(`href="https://carwatch.example/reset-password?token=${token.value}"`)
		expect(mail.status).toBe('pending')
		expect(JSON.stringify(stored)).not.toContain(token.value)
		expect(JSON.stringify(stored)).not.toContain(code.value)
	})

	test('a marker is revealed only in a mail to the address it was made for, and only with the secret it was made with', () => {
		const token = mailToken(secret)
		const marker = token.markerFor(to)
		// Copied into a name that lands in the copier's own mail, it stays a marker.
		expect(revealMail(secret, { to: 'eve@example.com', subject: 'Hi', text: `Hello ${marker}` })).toEqual({
			mail: { to: 'eve@example.com', subject: 'Hi', text: `Hello ${marker}` },
			unsealed: 1,
		})
		expect(revealMail('another-secret-that-is-long-enough-9876543210', { to, subject: 'Hi', text: marker }).unsealed).toBe(1)
		expect(revealMail(secret, { to, subject: 'Hi', text: marker })).toEqual({ mail: { to, subject: 'Hi', text: token.value }, unsealed: 0 })
		// A marker whose payload was changed does not verify either.
		const altered = marker.replace(/_([0-9a-f])/, (_whole, digit: string) => `_${digit === '0' ? '1' : '0'}`)
		expect(revealMail(secret, { to, subject: 'Hi', text: altered }).unsealed).toBe(1)
	})

	test('mail without markers passes unchanged', () => {
		const plain = { to, subject: 'Plain', text: 'mailsecret_ and 123456 and https://x.example/?token=abc', html: null }
		expect(revealMail(secret, plain)).toEqual({ mail: plain, unsealed: 0 })
	})
})
