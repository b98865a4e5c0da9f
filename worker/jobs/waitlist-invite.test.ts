import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { mailOutbox, waitlistEntries } from '#core/db/schema.ts'
import { jobContracts, recurringJobs } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedSubscribers } from '#tests/support/seed.ts'
import { startSmtpServer } from '#tests/support/smtp.ts'
import { workerIdentity } from '../runtime.ts'
import { jobHandlers } from './index.ts'
import { type JobContext } from './types.ts'

let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let context: JobContext

beforeAll(async () => {
	database = await createTestDatabase()
	smtp = await startSmtpServer()
	const config = parseConfig({
		NODE_ENV: 'test',
		SMTP_URL: smtp.url,
		MAIL_FROM: 'CarWatch <alerts@carwatch.test>',
		APP_URL: 'https://carwatch.test',
		SUBSCRIBER_CAPACITY: '2',
	})
	context = { config, db: database.db, log: createLogger('worker', 'silent'), worker: workerIdentity(), enqueue: () => Promise.reject(new Error('this test enqueues no jobs')) }
})
afterAll(async () => {
	await smtp.close()
	await database.destroy()
})

test('every worker runs waitlist.invite each minute, with an empty payload', () => {
	expect(recurringJobs).toContainEqual({ name: 'waitlist.invite', interval: '1 minute' })
	expect(jobContracts['waitlist.invite'].parse({})).toEqual({})
	expect(() => jobContracts['waitlist.invite'].parse({ email: 'x@example.com' })).toThrow()
})

test('the job invites the oldest entry into the free slot and mail.deliver brings the invitation over SMTP', async () => {
	await seedSubscribers(database.db, 1)
	const joined = Date.now() - 3_600_000
	await database.db.insert(waitlistEntries).values([
		{ firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', language: 'it', createdAt: new Date(joined), confirmedAt: new Date(joined) },
		{ firstName: 'Hans', lastName: 'Meier', email: 'hans@example.com', language: 'de', createdAt: new Date(joined + 1000), confirmedAt: new Date(joined + 1000) },
	])

	await jobHandlers['waitlist.invite'](context, {})
	await jobHandlers['waitlist.invite'](context, {})
	const [giulia] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'giulia@example.com'))
	expect(giulia?.invitedAt).toBeInstanceOf(Date)
	const [hans] = await database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, 'hans@example.com'))
	expect(hans?.invitedAt).toBeNull()

	// mail.deliver leaves mail younger than 30 s to its first attempt; age the queued invitation.
	const queued = await database.db.select().from(mailOutbox)
	expect(queued.map((mail) => mail.to)).toEqual(['giulia@example.com'])
	await database.db.update(mailOutbox).set({ createdAt: new Date(Date.now() - 60_000) })
	await jobHandlers['mail.deliver'](context, {})

	const mail = await smtp.waitForMail('giulia@example.com')
	expect(mail.subject).toBe('Un posto CarWatch è libero per te')
	expect(mail.text).toContain('Ciao Giulia,')
	expect(mail.text).toContain('https://carwatch.test/register?redirect=/setup-alerts')
	expect(mail.text).toContain('(giulia@example.com)')
	expect(mail.text).toMatch(/fino a \S+ \d{1,2} \S+ \d{4} alle ore \d{2}:\d{2} UTC/)
	expect(mail.html).toContain('href="https://carwatch.test/register?redirect=/setup-alerts"')
	expect(smtp.received.filter((received) => received.to.includes('giulia@example.com'))).toHaveLength(1)
	const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'giulia@example.com'))
	expect(row).toMatchObject({ status: 'sent', attempts: 1 })
})
