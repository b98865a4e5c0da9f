import { type Agenda, type JobStateNotification } from 'agenda'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type Logger } from '#core/logger.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { createJobQueue, enqueueJob, isConcurrentSchemaChange, jobQueueReady, onJobFailure, retryConcurrentSchemaChange, startJobQueue } from './queue.ts'

let database: TestDatabase
const queues: Agenda[] = []

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(async () => {
	for (const queue of queues) await queue.stop().catch(() => {})
	await database?.destroy()
})

function recordingLog() {
	const lines: Array<{ level: keyof Logger; message: string; fields?: Record<string, unknown> }> = []
	const log: Logger = {
		error: (message, fields) => lines.push({ level: 'error', message, fields }),
		info: (message, fields) => lines.push({ level: 'info', message, fields }),
		debug: (message, fields) => lines.push({ level: 'debug', message, fields }),
	}
	return { log, lines }
}

async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 10_000) {
	const deadline = Date.now() + timeoutMs
	while (!(await probe())) {
		if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

/** The statement of Agenda's schema set-up that workers starting together collide on. */
const replaceTriggerFunction = `CREATE OR REPLACE FUNCTION update_agenda_jobs_updated_at() RETURNS TRIGGER AS $$
	BEGIN NEW.updated_at = NOW(); RETURN NEW; END; $$ LANGUAGE plpgsql`

/**
 * Another session replaces Agenda's trigger function and holds its transaction open until the
 * queue's own set-up is blocked behind it, then commits: PostgreSQL then fails the blocked
 * statement, exactly as when two workers connect at the same moment.
 */
async function collideWithSetUp(start: () => Agenda) {
	const other: pg.PoolClient = await database.pool.connect()
	try {
		await other.query('begin')
		await other.query(replaceTriggerFunction)
		const queue = start()
		await waitUntil('the set-up to block on the function', async () => {
			const { rows } = await database.pool.query<{ count: string }>(
				`select count(*) from pg_stat_activity
				 where datname = current_database() and wait_event_type = 'Lock' and query like '%update_agenda_jobs_updated_at%'`,
			)
			return Number(rows[0]!.count) > 0
		})
		await other.query('commit')
		return queue
	} finally {
		other.release()
	}
}

describe('schema set-up of workers starting together', () => {
	test('retries a collision on a fresh database (catalog duplicate) and on an existing one (tuple concurrently updated)', async () => {
		for (const expected of ['duplicate key value violates unique constraint "pg_proc_proname_args_nsp_index"', 'tuple concurrently updated']) {
			const { log, lines } = recordingLog()
			const queue = await collideWithSetUp(() => createJobQueue(database.pool, { log }))
			queues.push(queue)
			await jobQueueReady(queue)
			expect(lines).toEqual([
				{ level: 'info', message: expect.stringMatching(/^job queue schema set-up collided with another process; retrying in \d+ ms$/), fields: { attempt: 1, message: expected } },
			])
		}
	})

	test('gives up loudly after the last attempt, and at once on any other error', async () => {
		const collision = await database.pool
			.connect()
			.then(async (other) => {
				try {
					await other.query('begin')
					await other.query(replaceTriggerFunction)
					const blocked = database.pool.query(replaceTriggerFunction).then(
						() => undefined,
						(error: unknown) => error,
					)
					await waitUntil('the second replace to block', async () => {
						const { rows } = await database.pool.query<{ count: string }>(
							`select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
						)
						return Number(rows[0]!.count) > 0
					})
					await other.query('commit')
					return await blocked
				} finally {
					other.release()
				}
			})
		expect(isConcurrentSchemaChange(collision)).toBe(true)

		const { log, lines } = recordingLog()
		let attempts = 0
		const giveUp = retryConcurrentSchemaChange(
			() => {
				attempts += 1
				return Promise.reject(collision)
			},
			{ log, what: 'set-up', attempts: 3, baseDelayMs: 1 },
		)
		await expect(giveUp).rejects.toBe(collision)
		expect(attempts).toBe(3)
		expect(lines.map((line) => line.level)).toEqual(['info', 'info', 'error'])
		expect(lines[2]!.message).toBe('set-up gave up after 3 attempts')

		attempts = 0
		const syntax = retryConcurrentSchemaChange(
			() => {
				attempts += 1
				return database.pool.query('selec 1')
			},
			{ log, what: 'set-up', baseDelayMs: 1 },
		)
		await expect(syntax).rejects.toThrow(/syntax error/)
		expect(attempts).toBe(1)
	})

	test('counts only catalog duplicates as collisions, not duplicates in our own tables', () => {
		const pgError = (fields: Record<string, string>) => Object.assign(new Error(fields.message ?? 'x'), fields)
		expect(isConcurrentSchemaChange(pgError({ code: '23505', constraint: 'pg_type_typname_nsp_index' }))).toBe(true)
		expect(isConcurrentSchemaChange(pgError({ code: '42710', message: 'type "agenda_jobs" already exists' }))).toBe(true)
		expect(isConcurrentSchemaChange(pgError({ code: '23505', constraint: 'users_email_unique' }))).toBe(false)
		expect(isConcurrentSchemaChange(pgError({ code: 'XX000', message: 'could not read block 0' }))).toBe(false)
		expect(isConcurrentSchemaChange('tuple concurrently updated')).toBe(false)
	})
})

describe('a fleet sharing jobs with a lock limit', () => {
	test('each worker holds only what it runs, refills as soon as a job ends, and hears enqueues at once', async () => {
		const concurrency = 2
		const jobs = 12
		const ranBy: string[] = []
		const running = new Map<string, number>()
		let mostAtOnce = 0
		const workers = await Promise.all(
			['a', 'b'].map(async (name) => {
				const queue = createJobQueue(database.pool, { name, log: recordingLog().log })
				// Polls only at start: every later job must come from a notification or a refill.
				queue.processEvery('1 hour')
				queues.push(queue)
				queue.define(
					'worker.heartbeat',
					async () => {
						running.set(name, (running.get(name) ?? 0) + 1)
						mostAtOnce = Math.max(mostAtOnce, running.get(name)!)
						await new Promise((resolve) => setTimeout(resolve, 150))
						running.set(name, running.get(name)! - 1)
						ranBy.push(name)
					},
					{ concurrency, lockLimit: concurrency },
				)
				await startJobQueue(queue)
				return queue
			}),
		)
		// Both have made their first poll (at start); their next is an hour away.
		await new Promise((resolve) => setTimeout(resolve, 300))
		const enqueuedAt = Date.now()
		for (let i = 0; i < jobs; i += 1) await enqueueJob(workers[0]!, 'worker.heartbeat', {})
		await waitUntil('every job to run', async () => ranBy.length === jobs, 60_000)
		// Without the refill only the four locked on hearing the enqueues would have run by now, the
		// rest at the next poll (an hour after start); without the notifications, none. A minute
		// leaves a loaded machine room for the ~60 queries of the twelve jobs.
		expect(Date.now() - enqueuedAt).toBeLessThan(60_000)
		expect(mostAtOnce).toBeLessThanOrEqual(concurrency)
		// Without the lock limit the first worker to hear of the jobs would have locked all twelve.
		expect(ranBy.filter((name) => name === 'a').length).toBeGreaterThanOrEqual(2)
		expect(ranBy.filter((name) => name === 'b').length).toBeGreaterThanOrEqual(2)
	}, 90_000)
})

test('a failed job is reported by the worker that ran it; the others hear of it and carry on', async () => {
	const reported: string[] = []
	let heardRemotely = 0
	const [a, b] = ['fail-a', 'fail-b'].map((name) => {
		const queue = createJobQueue(database.pool, { name, log: recordingLog().log })
		queues.push(queue)
		queue.on('fail', (_error: string, _job: JobStateNotification, remote: true) => {
			if (remote) heardRemotely += 1
		})
		onJobFailure(queue, (error, job) => reported.push(`${name}: ${job.attrs.name}: ${(error as Error).message}`))
		return queue
	}) as [Agenda, Agenda]
	a.define('mail.deliver', async () => {
		throw new Error('smtp down')
	})
	await startJobQueue(a)
	await startJobQueue(b)
	await enqueueJob(a, 'mail.deliver', {})
	// Read as a local failure, the remote one threw inside Agenda: vitest reports it as an unhandled error and fails.
	await waitUntil('the other worker to hear of the failure', async () => heardRemotely > 0)
	await new Promise((resolve) => setTimeout(resolve, 100))
	expect(reported).toEqual(['fail-a: mail.deliver: smtp down'])
})
