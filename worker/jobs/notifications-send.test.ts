import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { notificationOutbox, telegramLinks } from '#core/db/schema.ts'
import { jobContracts, recurringJobs } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { listingDedupeKey, queueNotification } from '#core/notifications/outbox.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from '#tests/support/telegram.ts'
import { workerIdentity } from '../runtime.ts'
import { jobHandlers } from './index.ts'
import { type JobContext } from './types.ts'

let database: TestDatabase
let fake: FakeTelegram

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
})
afterAll(async () => {
	await fake?.close()
	await database?.destroy()
})

function context(env: Record<string, string>): JobContext {
	const config = parseConfig({ NODE_ENV: 'test', APP_URL: 'https://carwatch.test', ...env })
	return { config, db: database.db, log: createLogger('worker', 'silent'), worker: workerIdentity() }
}

async function queueFor(userId: string, subscriptionId: string, listingId: string) {
	await queueNotification(database.db, {
		userId,
		subscriptionId,
		kind: 'new_listing',
		dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId, siteId: 'demo', listingId }),
		language: 'en',
		payload: {
			title: `Demo car ${listingId}`,
			price: 9_000,
			currency: 'EUR',
			km: 120_000,
			year: 2015,
			fuel: 'diesel',
			location: 'Ljubljana',
			url: `https://demo.carwatch.test/listings/${listingId}`,
			imageUrl: null,
			siteName: 'Demo market',
			alertLabel: 'Škoda Octavia',
		},
	})
}

test('every worker runs notifications.send every 5 seconds, with an empty payload', () => {
	expect(recurringJobs).toContainEqual({ name: 'notifications.send', interval: '5 seconds' })
	expect(jobContracts['notifications.send'].parse({})).toEqual({})
	expect(() => jobContracts['notifications.send'].parse({ id: 'x' })).toThrow()
})

test('without a bot token the rows go to the development outbox, with no call to Telegram', async () => {
	const user = await seedUser(database.db)
	const alert = await seedAlert(database.db, user.id)
	await queueFor(user.id, alert.id, 'dev-1')
	const before = fake.calls.length
	await jobHandlers['notifications.send'](context({}), {})
	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))
	expect(rows.map((row) => row.status)).toEqual(['sent'])
	expect(fake.calls.length).toBe(before)
})

test('two workers running the job at once send every row once, within the limits', async () => {
	const owners = []
	for (let i = 0; i < 20; i += 1) {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id)
		await database.db.insert(telegramLinks).values({ userId: user.id, chatId: 20_000 + i, linkedAt: new Date() })
		fake.addChat(20_000 + i)
		owners.push({ user, alert })
	}
	for (let round = 0; round < 3; round += 1) for (const { user, alert } of owners) await queueFor(user.id, alert.id, `job-${round}`)

	await Promise.all([jobHandlers['notifications.send'](context(fake.env), {}), jobHandlers['notifications.send'](context(fake.env), {})])

	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'sent'))
	expect(rows.filter((row) => row.telegramMessageId !== null)).toHaveLength(60)
	expect(fake.messages).toHaveLength(60)
	expect(new Set(fake.messages.map((message) => `${message.chatId} ${message.text}`)).size).toBe(60)
	expect(fake.rejected).toEqual([])
	expect(fake.unexpected).toEqual([])
}, 40_000)
