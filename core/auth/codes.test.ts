import { expect, test } from 'vitest'
import { mailCode } from '../mail/secrets.ts'
import { codeMatches, hashCode, resendWaitSeconds } from './codes.ts'
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts'

test('codes are six digits and only their own hash matches', () => {
	const code = mailCode('secret').value
	expect(code).toMatch(/^\d{6}$/)
	const stored = hashCode(code, 'secret')
	expect(stored).not.toContain(code)
	expect(codeMatches(code, stored, 'secret')).toBe(true)
	expect(codeMatches(code === '000000' ? '000001' : '000000', stored, 'secret')).toBe(false)
	expect(codeMatches(code, stored, 'another secret')).toBe(false)
})

test('resend waits 60 seconds from the last send', () => {
	const sentAt = new Date('2026-01-01T00:00:00Z')
	expect(resendWaitSeconds(sentAt, new Date('2026-01-01T00:00:01Z'))).toBe(59)
	expect(resendWaitSeconds(sentAt, new Date('2026-01-01T00:01:00Z'))).toBe(0)
})

test('passwords hash with scrypt and verify only themselves', async () => {
	const stored = await hashPassword('correct horse')
	expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/)
	expect(await verifyPassword('correct horse', stored)).toBe(true)
	expect(await verifyPassword('correct hors', stored)).toBe(false)
	expect(await verifyPassword('anything', 'garbage')).toBe(false)
	expect(await verifyPassword('anything', await decoyHash())).toBe(false)
})
