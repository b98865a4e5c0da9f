import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { notificationOutbox, telegramLinks } from '#core/db/schema.ts'
import { jobContracts, type JobName, recurringJobs } from '#core/jobs/contracts.ts'
import { listingDedupeKey, queueNotification } from '#core/notifications/outbox.ts'
import { jobContext } from '#tests/support/job-context.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from '#tests/support/telegram.ts'
import { jobHandlers } from './index.ts'
import { runSender } from './notifications-send.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share the stand-in's records and tables: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

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

beforeEach(() => {
	fake.messages.length = 0
	fake.rejected.length = 0
})

const context = (env: Record<string, string>, enqueued: JobName[] = []) => jobContext(database.db, env, enqueued)

let nextChat = 20_000
/** `count` users with an alert each and a linked chat that has started the bot. */
async function linkedOwners(count: number) {
	const owners = []
	for (let i = 0; i < count; i += 1) {
		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id)
		const chatId = nextChat++
		await database.db.insert(telegramLinks).values({ userId: user.id, chatId, linkedAt: new Date() })
		fake.addChat(chatId)
		owners.push({ user, alert, chatId })
	}
	return owners
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

test('without a bot token the rows of a linked chat go to the development outbox, with no call to Telegram', async () => {
	const user = await seedUser(database.db)
	const alert = await seedAlert(database.db, user.id)
	await database.db.insert(telegramLinks).values({ userId: user.id, chatId: 77_001, linkedAt: new Date() })
	await queueFor(user.id, alert.id, 'dev-1')
	const before = fake.calls.length
	await jobHandlers['notifications.send'](context({}), {})
	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, user.id))
	expect(rows.map((row) => row.status)).toEqual(['sent'])
	expect(fake.calls.length).toBe(before)
})

test('two workers running the job at once send every row once, within the limits, and enqueue nothing when done', async () => {
	const owners = await linkedOwners(20)
	for (let round = 0; round < 3; round += 1) for (const { user, alert } of owners) await queueFor(user.id, alert.id, `job-${round}`)

	const enqueued: JobName[] = []
	// The job's runs, a minute long instead of sendingSeconds: 60 messages take a loaded machine's
	// database longer than 8 s. A run lasts its whole length, so this test takes a minute.
	const run = () => runSender(context(fake.env, enqueued), { seconds: 60 })
	await Promise.all([run(), run()])

	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, 'sent'))
	expect(rows.filter((row) => row.telegramMessageId !== null)).toHaveLength(60)
	expect(fake.messages).toHaveLength(60)
	expect(new Set(fake.messages.map((message) => `${message.chatId} ${message.text}`)).size).toBe(60)
	expect(fake.rejected).toEqual([])
	expect(fake.unexpected).toEqual([])
	// The outbox was empty well before the runs ended: nothing to hand on.
	expect(enqueued).toEqual([])
}, 120_000)

test('a run that ends with rows still to send enqueues the job again, and the runs so chained drain the backlog within the limits', async () => {
	// More than a second's worth of messages, and more than one short run sends.
	const owners = await linkedOwners(90)
	for (const { user, alert } of owners) await queueFor(user.id, alert.id, 'chain-0')
	for (const { user, alert } of owners.slice(0, 30)) await queueFor(user.id, alert.id, 'chain-1')
	const ids = (await database.db.select({ id: notificationOutbox.id }).from(notificationOutbox).where(inArray(notificationOutbox.userId, owners.map((owner) => owner.user.id)))).map((row) => row.id)
	expect(ids).toHaveLength(120)

	const enqueued: JobName[] = []
	const first = await runSender(context(fake.env, enqueued), { seconds: 2 })
	expect(first!.sent).toBeGreaterThan(0)
	expect(first!.sent).toBeLessThan(120)
	expect(enqueued).toEqual(['notifications.send'])
	// What the run did not send is neither lost nor kept out on a lease: it is due now.
	const waiting = (await database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids))).filter((row) => row.status !== 'sent')
	expect(waiting).toHaveLength(120 - first!.sent)
	expect(waiting.every((row) => row.status === 'pending' && row.nextAttemptAt.getTime() <= Date.now())).toBe(true)

	// As a worker takes an enqueued job at once: a run per enqueue, until one ends with nothing left.
	for (let runs = 1; enqueued.length >= runs; runs += 1) {
		expect(runs).toBeLessThan(10)
		await runSender(context(fake.env, enqueued), { seconds: 2 })
	}
	const rows = await database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids))
	expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
	expect(fake.messages).toHaveLength(120)
	expect(new Set(fake.messages.map((message) => `${message.chatId} ${message.text}`)).size).toBe(120)
	expect(fake.rejected).toEqual([])
	expect(fake.unexpected).toEqual([])
}, 60_000)
