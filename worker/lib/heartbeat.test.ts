import { type AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createDatabase } from '#core/db/client.ts'
import { workerHeartbeats } from '#core/db/schema.ts'
import { createLogger } from '#core/logger.ts'
import { freePort } from '#scripts/lib/embedded-postgres.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { workerIdentity } from '../runtime.ts'
import { serveHeartbeat, startHeartbeat } from './heartbeat.ts'

let database: TestDatabase
const log = createLogger('test', 'silent')

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database?.destroy())

async function get(port: number) {
	const response = await fetch(`http://127.0.0.1:${port}/`)
	return { status: response.status, body: (await response.json()) as { ok: boolean; lastBeatAt: string | null } }
}

test('a worker that writes its beat answers 200 on its health port', async () => {
	const worker = workerIdentity()
	// Only the beat at start: a second one between the answer and the select would differ.
	const heartbeat = startHeartbeat({ db: database.db, worker, intervalSeconds: 3_600, log })
	const server = await serveHeartbeat(heartbeat, 0, log)
	try {
		await expect.poll(() => heartbeat.state().ok).toBe(true)
		const { status, body } = await get((server.address() as AddressInfo).port)
		expect(status).toBe(200)
		expect(body.ok).toBe(true)
		const [row] = await database.db.select().from(workerHeartbeats).where(eq(workerHeartbeats.workerId, worker.workerId))
		expect(row?.lastBeatAt.toISOString()).toBe(body.lastBeatAt)
	} finally {
		server.close()
		await heartbeat.stop()
	}
})

test('a worker that cannot reach its database answers 503, and keeps running', async () => {
	const unreachable = createDatabase(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/nowhere`, { onError: () => {} })
	const heartbeat = startHeartbeat({ db: unreachable.db, worker: workerIdentity(), intervalSeconds: 1, log })
	const server = await serveHeartbeat(heartbeat, 0, log)
	try {
		// The first attempt has failed once the state says so; nothing was ever written.
		await new Promise((resolve) => setTimeout(resolve, 500))
		expect(await get((server.address() as AddressInfo).port)).toEqual({ status: 503, body: { ok: false, lastBeatAt: null } })
	} finally {
		server.close()
		await heartbeat.stop()
		await unreachable.close()
	}
})
