import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startSmtpServer } from '#tests/support/smtp.ts'
import { freePort } from '#scripts/lib/embedded-postgres.ts'
import { parseConfig } from '../config.ts'
import { mailOutbox } from '../db/schema.ts'
import { deliverPendingMail, escapeHtml, sendMail } from './outbox.ts'

let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
	database = await createTestDatabase()
	smtp = await startSmtpServer()
})
afterAll(async () => {
	await smtp.close()
	await database.destroy()
})

test('with SMTP_URL the mail is delivered over SMTP and marked sent', async () => {
	const config = parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, MAIL_FROM: 'CarWatch <alerts@carwatch.test>' })
	const result = await sendMail(database.db, config, { to: 'ana@example.com', subject: 'Hello', text: 'Code 123456' })
	expect(result.sent).toBe(true)
	const mail = await smtp.waitForMail('ana@example.com')
	expect(mail.subject).toBe('Hello')
	expect(mail.text.trim()).toBe('Code 123456')
	const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(row).toMatchObject({ status: 'sent', attempts: 1 })
})

test('without SMTP_URL the mail waits in the outbox', async () => {
	const config = parseConfig({ NODE_ENV: 'development' })
	const result = await sendMail(database.db, config, { to: 'bo@example.com', subject: 'Hi', text: 'x' })
	expect(result.sent).toBe(false)
	const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(row?.status).toBe('pending')
})

test('a failed send is kept and the retry job delivers it once SMTP answers', async () => {
	const deadPort = await freePort()
	const down = parseConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${deadPort}` })
	const result = await sendMail(database.db, down, { to: 'cy@example.com', subject: 'Retry me', text: 'y' })
	expect(result.sent).toBe(false)
	const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
	expect(failed?.lastError).toBeTruthy()

	// The job leaves fresh mail alone for 30 s (the first attempt may still be running).
	await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(mailOutbox.id, result.id))
	const up = parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url })
	expect(await deliverPendingMail(database.db, up)).toBeGreaterThanOrEqual(1)
	expect((await smtp.waitForMail('cy@example.com')).subject).toBe('Retry me')
	const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
})

test('escapeHtml escapes markup', () => {
	expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;')
})
