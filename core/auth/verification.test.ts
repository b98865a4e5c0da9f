import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAccount } from '#tests/support/session.ts'
import { startSmtpServer } from '#tests/support/smtp.ts'
import { parseConfig } from '../config.ts'
import { users, verificationCodes } from '../db/schema.ts'
import { confirmVerificationCode, sendVerificationCode } from './verification.ts'

let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let config: ReturnType<typeof parseConfig>

beforeAll(async () => {
	database = await createTestDatabase()
	smtp = await startSmtpServer()
	config = parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url })
})
afterAll(async () => {
	await smtp.close()
	await database.destroy()
})

async function codeFromMail(address: string, after: number) {
	const mail = await smtp.waitForMail(address, after)
	return /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
}

test('a code arrives by mail in the user language, is stored hashed and verifies the address once', async () => {
	const { user } = await seedAccount(database.db, { verified: false })
	const before = smtp.received.length
	await sendVerificationCode(database.db, config, { userId: user.id, email: user.email, name: 'Ana', language: 'de', force: true })
	const mail = await smtp.waitForMail(user.email, before)
	expect(mail.subject).toContain('Bestätigungscode')
	const code = /\b(\d{6})\b/.exec(mail.text)![1]!
	const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))
	expect(JSON.stringify(row)).not.toContain(code)

	expect(await confirmVerificationCode(database.db, config, { userId: user.id, code })).toEqual({ ok: true, email: user.email })
	const [verified] = await database.db.select().from(users).where(eq(users.id, user.id))
	expect(verified?.isEmailVerified).toBe(true)
	expect(await confirmVerificationCode(database.db, config, { userId: user.id, code })).toEqual({ ok: false, reason: 'missing' })
})

test('resending within 60 seconds is refused with the wait', async () => {
	const { user } = await seedAccount(database.db, { verified: false })
	const args = { userId: user.id, email: user.email, name: 'Ana', language: 'en' }
	const now = new Date()
	expect(await sendVerificationCode(database.db, config, { ...args, force: true }, now)).toEqual({ ok: true })
	expect(await sendVerificationCode(database.db, config, args, new Date(now.getTime() + 20_000))).toEqual({
		ok: false,
		reason: 'wait',
		retryAfterSeconds: 40,
	})
	expect(await sendVerificationCode(database.db, config, args, new Date(now.getTime() + 61_000))).toEqual({ ok: true })
})

test('five wrong codes lock the code, even for the right one afterwards', async () => {
	const { user } = await seedAccount(database.db, { verified: false })
	const before = smtp.received.length
	await sendVerificationCode(database.db, config, { userId: user.id, email: user.email, name: 'Ana', language: 'en', force: true })
	const code = await codeFromMail(user.email, before)
	const wrong = code === '000000' ? '111111' : '000000'
	const results = []
	for (let i = 0; i < 5; i += 1) results.push(await confirmVerificationCode(database.db, config, { userId: user.id, code: wrong }))
	expect(results.map((r) => (r.ok ? 'ok' : r.reason))).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked'])
	expect(await confirmVerificationCode(database.db, config, { userId: user.id, code })).toEqual({ ok: false, reason: 'locked' })
})

test('a code expires after 15 minutes; a code sent to a new address moves the account there', async () => {
	const { user } = await seedAccount(database.db, { verified: false })
	const sentAt = new Date(Date.now() - 16 * 60_000)
	let before = smtp.received.length
	await sendVerificationCode(database.db, config, { userId: user.id, email: user.email, name: 'Ana', language: 'en', force: true }, sentAt)
	const stale = await codeFromMail(user.email, before)
	expect(await confirmVerificationCode(database.db, config, { userId: user.id, code: stale })).toEqual({ ok: false, reason: 'expired' })

	before = smtp.received.length
	await sendVerificationCode(database.db, config, { userId: user.id, email: 'new.address@example.com', name: 'Ana', language: 'en', force: true })
	const fresh = await codeFromMail('new.address@example.com', before)
	expect(await confirmVerificationCode(database.db, config, { userId: user.id, code: fresh })).toEqual({
		ok: true,
		email: 'new.address@example.com',
	})
	const [moved] = await database.db.select().from(users).where(eq(users.id, user.id))
	expect(moved?.email).toBe('new.address@example.com')
})

test('an account gets five codes an hour, whatever addresses they go to', async () => {
	const { user } = await seedAccount(database.db, { verified: false })
	const start = new Date('2026-03-02T10:00:00Z')
	const send = (email: string, minutes: number) =>
		sendVerificationCode(database.db, config, { userId: user.id, email, name: 'Ana', language: 'en', force: true }, new Date(start.getTime() + minutes * 60_000))
	for (let i = 0; i < 5; i += 1) expect(await send(`other${i}-${user.id}@example.com`, i)).toEqual({ ok: true })
	expect(await send(`one-more-${user.id}@example.com`, 10)).toEqual({ ok: false, reason: 'limit', retryAfterSeconds: 50 * 60 })
	// The refused send changed nothing: the last code still goes to the last address.
	const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))
	expect(row?.email).toBe(`other4-${user.id}@example.com`)
	expect(await send(`one-more-${user.id}@example.com`, 61)).toEqual({ ok: true })
})
