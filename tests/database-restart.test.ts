import { count, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { notificationOutbox, workerHeartbeats } from '#core/db/schema.ts'
import { type AppServer, startAppServer } from './support/app-server.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedQueuedMessages } from './support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from './support/telegram.ts'
import { startWorkerProcess, type WorkerProcess } from './support/worker-process.ts'

let database: TestDatabase
let fake: FakeTelegram
let server: AppServer
let worker: WorkerProcess

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
	server = await startAppServer({ databaseUrl: database.url })
})
afterAll(async () => {
	worker?.child.kill('SIGKILL')
	await server?.stop()
	await fake?.close()
	await database?.destroy()
})

/**
 * What a PostgreSQL restart does to the clients: every connection to the database is terminated
 * (57P01). Right after a cut the two processes may not have connected again yet (on a loaded
 * machine that can take seconds); a restart then finds them connected, so this waits, up to
 * 30 s, until there is a connection to cut. Returns how many were cut (0: none came back).
 */
async function terminateConnections(url: string): Promise<number> {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		const deadline = Date.now() + 30_000
		for (;;) {
			const result = await client.query(
				'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
			)
			if ((result.rowCount ?? 0) > 0 || Date.now() > deadline) return result.rowCount ?? 0
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
	} finally {
		await client.end()
	}
}

const pending = async () => {
	const [row] = await database.db.select({ pending: count() }).from(notificationOutbox).where(eq(notificationOutbox.status, 'pending'))
	return row?.pending ?? 0
}

test('the worker and the web survive their connections being terminated mid-send, and every queued message is delivered', async () => {
	const expected = await seedQueuedMessages(database.db, fake, { chats: 60, perChat: 8, firstChatId: 40000, prefix: 'restart' })

	worker = startWorkerProcess('node', {
		databaseUrl: database.url,
		env: { LOG_LEVEL: 'info', APP_URL: 'https://carwatch.test', WORKER_HEARTBEAT_SECONDS: '1', ...fake.env },
	})
	const failure = (what: string) => `${what}\n--- worker ---\n${worker.output()}\n--- web ---\n${server.output()}`
	await fake.waitFor(() => fake.messages.length >= 10, 'the worker to start sending', 60_000).catch((error: Error) => {
		throw new Error(failure(error.message))
	})

	// Three "restarts" while messages are going out: whatever the worker holds at that moment (the
	// sender's lock, a claim, the LISTEN connection, idle pooled clients) is cut.
	let lastCut = new Date()
	for (let round = 0; round < 3; round += 1) {
		const terminated = await terminateConnections(database.url)
		lastCut = new Date()
		expect(terminated, failure('no connection came back to terminate')).toBeGreaterThan(0)
		await new Promise((resolve) => setTimeout(resolve, 1_500))
		expect(worker.child.exitCode, failure('the worker exited')).toBeNull()
		expect(server.process.exitCode, failure('the web exited')).toBeNull()
	}
	const sentAtLastCut = fake.messages.length
	expect(sentAtLastCut).toBeLessThan(expected.length)

	// Nothing re-enqueues from outside: the worker's own schedule and retries must finish the work.
	// A run cut mid-way cannot record its end, so Agenda keeps its lock for the lock lifetime (60 s).
	const deadline = Date.now() + 150_000
	while ((await pending()) > 0) {
		if (Date.now() > deadline) throw new Error(failure(`${await pending()} notifications still pending`))
		expect(worker.child.exitCode, failure('the worker exited')).toBeNull()
		await new Promise((resolve) => setTimeout(resolve, 1_000))
	}

	const received = new Map<string, number>()
	for (const message of fake.messages) {
		const key = `${message.chatId} ${message.text.split('\n')[1]}`
		received.set(key, (received.get(key) ?? 0) + 1)
	}
	expect(expected.filter((key) => !received.has(key))).toEqual([])
	// A cut between Telegram's answer and the row's update may repeat a message, once per cut at most.
	const duplicates = [...received.values()].reduce((sum, n) => sum + n - 1, 0)
	expect(duplicates).toBeLessThanOrEqual(3)
	expect(fake.rejected.filter((rejection) => rejection.status === 429)).toEqual([])
	expect(fake.unexpected).toEqual([])

	// Both processes are still up and say so: the worker beats again, the web is ready.
	expect(worker.child.exitCode).toBeNull()
	expect(server.process.exitCode).toBeNull()
	const beats = await database.db.select({ at: workerHeartbeats.lastBeatAt }).from(workerHeartbeats)
	expect(beats.some((beat) => beat.at > lastCut), failure('no heartbeat after the last cut')).toBe(true)
	const health = await fetch(`${server.url}/healthz`)
	expect(health.status).toBe(200)
	expect(await health.json()).toMatchObject({ ok: true, db: 'ok', worker: { ok: true } })
	expect((await fetch(`${server.url}/`)).status).toBe(200)
}, 300_000)
