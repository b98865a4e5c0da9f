import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { runMigrations } from '#core/db/migrate.ts'
import { type EmbeddedDatabase, startEmbeddedPostgres } from '#scripts/lib/embedded-postgres.ts'
import { type AppServer, startAppServer } from '#tests/support/app-server.ts'

// This test stops and restarts its database, so it gets a PostgreSQL server of its own.
let folder: string
let postgres: EmbeddedDatabase
let server: AppServer

beforeAll(async () => {
	folder = await mkdtemp(path.join(os.tmpdir(), 'car-alerts-health-'))
	await chmod(folder, 0o755)
	postgres = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), throwaway: true })
	await runMigrations(postgres.url)
	server = await startAppServer({ databaseUrl: postgres.url })
})

afterAll(async () => {
	await server?.stop()
	await postgres?.stop()
	await rm(folder, { recursive: true, force: true })
})

async function health() {
	const response = await fetch(`${server.url}/healthz`)
	return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

test('/healthz reports the database, answers 503 while it is down, and recovers', async () => {
	expect(await health()).toEqual({
		status: 200,
		body: { ok: true, db: 'ok', worker: { ok: false, lastBeatAt: null }, sites: [] },
	})

	await postgres.stop()
	expect((await fetch(`${server.url}/healthz/worker`)).status).toBe(503)
	const down = await health()
	expect(down.status).toBe(503)
	// The check is public: why the database is down is for the operator's log, not for anyone asking.
	expect(down.body).toEqual({ ok: false, db: 'down' })
	expect(server.output()).toMatch(/ERROR \[health\] the database does not answer \{"reason":"[^"]+"\}/)
	// The server is still serving, not crashed: the landing page needs no database.
	expect(server.process.exitCode).toBeNull()
	expect((await fetch(`${server.url}/`)).status).toBe(200)

	postgres = await startEmbeddedPostgres({
		dataDir: path.join(folder, 'data'),
		port: postgres.port,
		throwaway: true,
	})
	expect(await health()).toMatchObject({ status: 200, body: { ok: true, db: 'ok' } })
	expect((await fetch(`${server.url}/`)).status).toBe(200)
	expect(server.process.exitCode).toBeNull()
})

async function workerHealth() {
	const response = await fetch(`${server.url}/healthz/worker`)
	return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function beat(workerId: string, secondsAgo: number) {
	const client = new pg.Client({ connectionString: postgres.url })
	await client.connect()
	try {
		const { rows } = await client.query<{ at: Date }>(
			`insert into worker_heartbeats (worker_id, hostname, runtime, started_at, last_beat_at)
			values ($1, 'test', 'node', now() - interval '1 hour', now() - make_interval(secs => $2))
			on conflict (worker_id) do update set last_beat_at = excluded.last_beat_at
			returning last_beat_at as at`,
			[workerId, secondsAgo],
		)
		return rows[0]!.at.toISOString()
	} finally {
		await client.end()
	}
}

test('a stale worker shows on /healthz without failing it, and fails /healthz/worker', async () => {
	expect(await workerHealth()).toEqual({ status: 503, body: { ok: false, lastBeatAt: null } })

	// The server runs with the default 30 s beat: three missed beats make a worker stale.
	const stale = await beat('stale-worker', 300)
	expect(await health()).toMatchObject({ status: 200, body: { ok: true, db: 'ok', worker: { ok: false, lastBeatAt: stale } } })
	expect(await workerHealth()).toEqual({ status: 503, body: { ok: false, lastBeatAt: stale } })

	const fresh = await beat('fresh-worker', 5)
	expect(await health()).toMatchObject({ status: 200, body: { ok: true, worker: { ok: true, lastBeatAt: fresh } } })
	expect(await workerHealth()).toEqual({ status: 200, body: { ok: true, lastBeatAt: fresh } })
})
