import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort } from '#scripts/lib/embedded-postgres.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedUser } from '#tests/support/seed.ts'
import { startSmtpServer } from '#tests/support/smtp.ts'
import { checkResetToken, requestPasswordReset } from '../auth/password-reset.ts'
import { confirmVerificationCode, sendVerificationCode } from '../auth/verification.ts'
import { type Config, parseConfig } from '../config.ts'
import { mailOutbox } from '../db/schema.ts'
import { confirmWaitlistEntry, joinWaitlist } from '../models/waitlist.ts'
import { deliverPendingMail, listOutbox } from './outbox.ts'

/**
 * Nothing in the outbox opens an account (docs/decisions/045-secrets-out-of-the-outbox.md): a
 * reset link, a verification code or a waitlist confirmation reaches its reader and works, while
 * the row it left in mail_outbox, sent, pending or kept, holds neither the token nor the code.
 * The secrets are read from the mail that arrives over SMTP, as a reader would.
 */
let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let config: Config

const secret = 'a-test-secret-that-is-long-enough-0123456789'

beforeAll(async () => {
	database = await createTestDatabase()
	smtp = await startSmtpServer()
	config = parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, APP_URL: 'https://carwatch.example', SESSION_SECRET: secret })
})
afterAll(async () => {
	await smtp.close()
	await database.destroy()
})

let lastIp = 0
const freshIp = () => `10.78.0.${++lastIp}`

async function rowsTo(address: string) {
	return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))
}

async function resetLinkMailed(email: string, withConfig: Config) {
	const outcome = await requestPasswordReset(database.db, withConfig, { email, ip: freshIp() })
	if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`)
	await outcome.sending
}

const resetToken = (text: string) => /\/reset-password\?token=([A-Za-z0-9_-]{43})(?![\w-])/.exec(text)?.[1]

describe('what the outbox keeps of a mail with a secret', () => {
	test('a reset link: the mail carries a working link, the sent row holds no token', async () => {
		const user = await seedUser(database.db, { isEmailVerified: true })
		const before = smtp.received.length
		await resetLinkMailed(user.email, config)
		const mail = await smtp.waitForMail(user.email, before)
		const token = resetToken(mail.text)
		expect(token, mail.text).toBeDefined()
		expect(mail.html).toContain(`href="https://carwatch.example/reset-password?token=${token}"`)
		expect(await checkResetToken(database.db, token!)).toMatchObject({ ok: true, email: user.email })
		const [row] = await rowsTo(user.email)
		expect(row?.status).toBe('sent')
		expect(JSON.stringify(row)).not.toContain(token)
		expect(row?.text).not.toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}(?![\w-])/)
	})

	test('a reset link queued while SMTP is down: the pending row holds no token, and the retry delivers a working link', async () => {
		const user = await seedUser(database.db, { isEmailVerified: true })
		await resetLinkMailed(user.email, { ...config, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
		const [pending] = await rowsTo(user.email)
		expect(pending).toMatchObject({ status: 'pending', attempts: 1 })
		expect(resetToken(pending!.text)).toBeUndefined()

		// The worker's retry, as after a crash between queueing and sending.
		await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(mailOutbox.id, pending!.id))
		const before = smtp.received.length
		expect(await deliverPendingMail(database.db, config)).toBeGreaterThanOrEqual(1)
		const token = resetToken((await smtp.waitForMail(user.email, before)).text)
		expect(await checkResetToken(database.db, token!)).toMatchObject({ ok: true })
		const [sent] = await rowsTo(user.email)
		expect(sent?.status).toBe('sent')
		expect(JSON.stringify(sent)).not.toContain(token)
	})

	test('a verification code: subject and text carry a working code, the row holds it nowhere', async () => {
		const user = await seedUser(database.db, { isEmailVerified: false })
		const before = smtp.received.length
		expect(await sendVerificationCode(database.db, config, { userId: user.id, email: user.email, name: 'Marta', language: 'en', force: true })).toEqual({ ok: true })
		const mail = await smtp.waitForMail(user.email, before)
		const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
		expect(code, mail.text).toMatch(/^\d{6}$/)
		expect(mail.subject).toContain(code)
		const [row] = await rowsTo(user.email)
		expect(JSON.stringify(row)).not.toContain(code)
		expect(await confirmVerificationCode(database.db, config, { userId: user.id, code: code! })).toEqual({ ok: true, email: user.email })
	})

	test('a waitlist confirmation link: it confirms the entry, the row holds no token', async () => {
		const email = 'waiting.reader@example.com'
		const before = smtp.received.length
		await joinWaitlist(database.db, config, { firstName: 'Ana', lastName: 'Novak', email, language: 'en' })
		const mail = await smtp.waitForMail(email, before)
		const token = /\/waitlist\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1]
		expect(token, mail.text).toBeDefined()
		const [row] = await rowsTo(email)
		expect(JSON.stringify(row)).not.toContain(token)
		expect(await confirmWaitlistEntry(database.db, decodeURIComponent(token!))).toBe(true)
	})

	test('without SMTP_URL the kept row holds no code either; the development outbox page shows the working one', async () => {
		const development = parseConfig({ NODE_ENV: 'development', SESSION_SECRET: secret })
		const user = await seedUser(database.db, { isEmailVerified: false })
		await sendVerificationCode(database.db, development, { userId: user.id, email: user.email, name: 'Marta', language: 'en', force: true })
		const [row] = await rowsTo(user.email)
		expect(row?.status).toBe('kept')
		expect(row?.text).not.toMatch(/\b\d{6}\b/)
		const listed = (await listOutbox(database.db, development)).find((mail) => mail.id === row!.id)
		const code = /\b(\d{6})\b/.exec(listed?.text ?? '')?.[1]
		expect(code, listed?.text).toMatch(/^\d{6}$/)
		expect(listed?.subject).toContain(code)
		expect(await confirmVerificationCode(database.db, development, { userId: user.id, code: code! })).toEqual({ ok: true, email: user.email })
	})

	test('a mail sealed under another SESSION_SECRET is not sent with a link that cannot work: it fails with the reason', async () => {
		const user = await seedUser(database.db, { isEmailVerified: true })
		const rotated = { ...config, SESSION_SECRET: 'another-secret-that-is-long-enough-9876543210' }
		await resetLinkMailed(user.email, { ...config, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` })
		const [pending] = await rowsTo(user.email)
		await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(mailOutbox.id, pending!.id))
		const before = smtp.received.length
		await deliverPendingMail(database.db, rotated)
		const [failed] = await rowsTo(user.email)
		expect(failed).toMatchObject({ status: 'failed', lastError: expect.stringContaining('SESSION_SECRET') })
		expect(smtp.received.slice(before).filter((mail) => mail.to.includes(user.email))).toEqual([])
	})
})
