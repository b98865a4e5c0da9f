import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startSmtpServer } from '#tests/support/smtp.ts'
import { freePort } from '#scripts/lib/embedded-postgres.ts'
import { parseConfig } from '../config.ts'
import { mailOutbox } from '../db/schema.ts'
import { deliverPendingMail, deliverQueuedMail, escapeHtml, listOutbox, mailState, maxMailAttempts, onceMailId, queueMailOnce, sendMail } from './outbox.ts'

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

test('without SMTP_URL the mail is kept in the outbox, and not sent once an SMTP_URL is set later', async () => {
	const config = parseConfig({ NODE_ENV: 'development' })
	const result = await sendMail(database.db, config, { to: 'bo@example.com', subject: 'Hi', text: 'x' })
	expect(result.sent).toBe(false)
	const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(row?.status).toBe('kept')
	expect(mailState(row!)).toEqual({ state: 'kept' })

	// Its code or link would arrive long after it expired.
	await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(mailOutbox.id, result.id))
	await deliverPendingMail(database.db, parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url }))
	const [after] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(after?.status).toBe('kept')
	expect(smtp.received.filter((mail) => mail.to.includes('bo@example.com'))).toEqual([])
})

test('without SMTP_URL the worker marks mail written straight into the outbox as kept', async () => {
	const [row] = await database.db.insert(mailOutbox).values({ to: 'dee@example.com', subject: 'Invited', text: 'z' }).returning()
	expect(mailState(row!)).toEqual({ state: 'waiting' })
	expect(await deliverPendingMail(database.db, parseConfig({ NODE_ENV: 'development' }))).toBe(0)
	const [kept] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
	expect(kept?.status).toBe('kept')
})

test('a failed send is retrying with its reason, and the retry job delivers it once SMTP answers', async () => {
	const deadPort = await freePort()
	const down = parseConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${deadPort}` })
	const result = await sendMail(database.db, down, { to: 'cy@example.com', subject: 'Retry me', text: 'y' })
	expect(result.sent).toBe(false)
	const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(failed).toMatchObject({ status: 'pending', attempts: 1 })
	expect(mailState(failed!)).toEqual({ state: 'retrying', attempts: 1, maxAttempts: maxMailAttempts, error: expect.stringContaining('ECONNREFUSED') })

	// The job leaves fresh mail alone for 30 s (the first attempt may still be running).
	await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(mailOutbox.id, result.id))
	const up = parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url })
	expect(await deliverPendingMail(database.db, up)).toBeGreaterThanOrEqual(1)
	expect((await smtp.waitForMail('cy@example.com')).subject).toBe('Retry me')
	const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
	expect(sent).toMatchObject({ status: 'sent', attempts: 2 })
	expect(mailState(sent!)).toEqual({ state: 'sent', sentAt: sent!.sentAt })
	expect(sent!.sentAt).toBeInstanceOf(Date)
})

test('after the last failed attempt the mail has failed, with the last reason', async () => {
	const deadPort = await freePort()
	const down = parseConfig({ NODE_ENV: 'test', SMTP_URL: `smtp://127.0.0.1:${deadPort}` })
	const [row] = await database.db
		.insert(mailOutbox)
		.values({ to: 'ed@example.com', subject: 'Doomed', text: 'w', attempts: maxMailAttempts - 1, lastError: 'earlier', createdAt: new Date(Date.now() - 60_000) })
		.returning()
	await deliverPendingMail(database.db, down)
	const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id))
	expect(failed?.status).toBe('failed')
	expect(mailState(failed!)).toEqual({ state: 'failed', attempts: maxMailAttempts, error: expect.stringContaining('ECONNREFUSED') })
})

test('the outbox lists the newest mail first, each with its state', async () => {
	const listed = await listOutbox(database.db, parseConfig({ NODE_ENV: 'development' }))
	expect(listed.map((mail) => mail.createdAt.getTime())).toEqual(listed.map((mail) => mail.createdAt.getTime()).sort((a, b) => b - a))
	const byAddress = Object.fromEntries(listed.map((mail) => [mail.to, mail.delivery.state]))
	expect(byAddress).toMatchObject({ 'bo@example.com': 'kept', 'dee@example.com': 'kept', 'cy@example.com': 'sent', 'ed@example.com': 'failed' })
})

test('escapeHtml escapes markup', () => {
	expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;')
})

test('a mail queued once per key: the same key, however often and however at once, is one row and one mail (docs/decisions/054)', async () => {
	expect(onceMailId('receipt:in_1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
	expect(onceMailId('receipt:in_1')).toBe(onceMailId('receipt:in_1'))
	expect(onceMailId('receipt:in_2')).not.toBe(onceMailId('receipt:in_1'))
	const config = parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url })
	const message = { to: 'once@example.com', subject: 'Your receipt', text: 'Thank you' }
	const queued = await Promise.all([1, 2, 3].map(() => queueMailOnce(database.db, 'receipt:in_1', message)))
	expect(queued.filter((id) => id !== null)).toEqual([onceMailId('receipt:in_1')])
	expect(await queueMailOnce(database.db, 'receipt:in_1', message)).toBeNull()
	expect(await deliverQueuedMail(database.db, config, onceMailId('receipt:in_1'))).toBe(true)
	// Sent already: a second delivery of the same row sends nothing.
	expect(await deliverQueuedMail(database.db, config, onceMailId('receipt:in_1'))).toBe(false)
	expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'once@example.com'))).toHaveLength(1)
	await smtp.waitForMail('once@example.com')
	expect(smtp.received.filter((mail) => mail.to.includes('once@example.com'))).toHaveLength(1)
})
