import { chmod, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
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
		body: { ok: true, db: 'ok', worker: { lastBeatAt: null }, sites: [] },
	})

	await postgres.stop()
	const down = await health()
	expect(down.status).toBe(503)
	expect(down.body).toMatchObject({ ok: false, db: 'down' })
	expect(typeof down.body.reason).toBe('string')
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
