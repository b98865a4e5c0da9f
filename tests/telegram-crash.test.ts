import { type ChildProcess } from 'node:child_process'
import { type Agenda } from 'agenda'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { notificationOutbox } from '#core/db/schema.ts'
import { createJobQueue, enqueueJob } from '#core/jobs/queue.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedQueuedMessages } from './support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from './support/telegram.ts'
import { startWorkerProcess, type WorkerRuntime } from './support/worker-process.ts'


let database: TestDatabase
let fake: FakeTelegram
let queue: Agenda
const workers: ChildProcess[] = []

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
	queue = createJobQueue(database.pool)
	await queue.ready
})
afterAll(async () => {
	for (const worker of workers) worker.kill('SIGKILL')
	await queue?.stop().catch(() => {})
	await fake?.close()
	await database?.destroy()
})

function startWorker(runtime: WorkerRuntime) {
	const worker = startWorkerProcess(runtime, {
		databaseUrl: database.url,
		env: { LOG_LEVEL: 'info', APP_URL: 'https://carwatch.test', ...fake.env },
	})
	workers.push(worker.child)
	return worker
}

test('a worker killed with SIGKILL mid-drain loses no notification, and at most one is sent twice', async () => {
	const expected = await seedQueuedMessages(database.db, fake, { chats: 40, perChat: 3, firstChatId: 30000, prefix: 'crash' })

	// A Node worker starts draining (its recurring job runs at once) and is killed mid-batch, right
	// as Telegram accepts a message: that one's answer never reaches the worker.
	const first = startWorker('node')
	await fake.waitFor(() => fake.messages.length >= 30, 'the first worker to send 30 messages', 60_000).catch((error: Error) => {
		throw new Error(`${error.message}\n${first.output()}`)
	})
	first.child.kill('SIGKILL')
	const sentBeforeKill = fake.messages.length
	expect(sentBeforeKill).toBeLessThan(expected.length)

	// A Deno worker takes over. The dead worker's recurring job stays locked by Agenda for its lock
	// lifetime, so sends are triggered the way a check triggers them, by enqueueing the job.
	const second = startWorker('deno')
	const deadline = Date.now() + 100_000
	while (Date.now() < deadline) {
		const [row] = await database.db.select({ pending: count() }).from(notificationOutbox).where(eq(notificationOutbox.status, 'pending'))
		if (row?.pending === 0) break
		await enqueueJob(queue, 'notifications.send', {})
		await new Promise((resolve) => setTimeout(resolve, 3_000))
	}

	const rows = await database.db.select().from(notificationOutbox)
	expect(rows.filter((row) => row.status !== 'sent'), second.output()).toEqual([])
	expect(rows.every((row) => row.telegramMessageId !== null)).toBe(true)

	const received = new Map<string, number>()
	for (const message of fake.messages) {
		const key = `${message.chatId} ${message.text.split('\n')[1]}`
		received.set(key, (received.get(key) ?? 0) + 1)
	}
	const lost = expected.filter((key) => !received.has(key))
	const duplicates = [...received.values()].reduce((sum, count) => sum + count - 1, 0)
	expect(lost).toEqual([])
	expect(duplicates).toBeLessThanOrEqual(1)
	expect(received.size).toBe(expected.length)
	// The second worker started after the first had died, within Telegram's limits all the same.
	expect(fake.rejected.filter((rejection) => rejection.status === 429)).toEqual([])
	expect(fake.unexpected).toEqual([])
	expect(second.output()).toContain('started')
}, 180_000)
