import { type ChildProcess } from 'node:child_process'
import { type Agenda } from 'agenda'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createJobQueue, enqueueJob } from '#core/jobs/queue.ts'
import { siteIds, sites } from '#core/sites.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { startWorkerProcess } from '#tests/support/worker-process.ts'

function exited(child: ChildProcess): Promise<number | null> {
	if (child.exitCode !== null) return Promise.resolve(child.exitCode)
	return new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, log: () => string): Promise<T> {
	const deadline = Date.now() + 45_000
	while (Date.now() < deadline) {
		const value = await probe()
		if (value !== undefined) return value
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`timed out waiting for ${what}; worker output:\n${log()}`)
}

describe.each(['node', 'deno'] as const)('a worker under %s', (runtime) => {
	let database: TestDatabase
	let queue: Agenda

	beforeAll(async () => {
		database = await createTestDatabase()
		queue = createJobQueue(database.pool)
		await queue.ready
	})
	afterAll(async () => {
		await queue?.stop().catch(() => {})
		await database?.destroy()
	})

	test('runs a job the web side enqueued, records its beat, and stops cleanly on SIGTERM', async () => {
		const worker = startWorkerProcess(runtime, { databaseUrl: database.url, env: { LOG_LEVEL: 'info' } })
		try {
			const job = await enqueueJob(queue, 'worker.heartbeat', {})
			const jobId = String(job.attrs._id)

			const finishedBy = await waitFor(
				async () => {
					const { rows } = await database.pool.query<{ last_modified_by: string | null }>(
						'select last_modified_by from agenda_jobs where id = $1 and last_finished_at is not null and failed_at is null',
						[jobId],
					)
					return rows[0]
				},
				'the enqueued job to finish',
				worker.output,
			)
			// The job row names the worker that ran it; that worker's beat says which runtime it is.
			const { rows: beats } = await database.pool.query<{ runtime: string }>(
				'select runtime from worker_heartbeats where worker_id = $1',
				[finishedBy.last_modified_by],
			)
			expect(beats).toEqual([{ runtime }])

			worker.child.kill('SIGTERM')
			expect(await exited(worker.child)).toBe(0)
		} finally {
			worker.child.kill('SIGKILL')
		}
	})
})

describe('a worker stopped while it starts', () => {
	let database: TestDatabase

	beforeAll(async () => {
		database = await createTestDatabase()
	})
	afterAll(async () => {
		await database?.destroy()
	})

	test('finishes its start before closing the database, and exits cleanly', async () => {
		// The Deno worker logs the sites it leaves to Node workers once its signal handlers are in
		// place and just before it sets up the job tables, so a SIGTERM sent on that line lands
		// during the start.
		const worker = startWorkerProcess('deno', { databaseUrl: database.url, env: { LOG_LEVEL: 'info' } })
		try {
			await waitFor(async () => (worker.output().includes('are left to Node workers') ? true : undefined), 'the first log line', worker.output)
			worker.child.kill('SIGTERM')
			const code = await exited(worker.child)
			expect(worker.output()).toContain('SIGTERM: draining running jobs')
			expect(worker.output()).not.toContain('Cannot use a pool after calling end')
			expect(code).toBe(0)
		} finally {
			worker.child.kill('SIGKILL')
		}
	})
})

describe('browser-mode crawls', () => {
	let database: TestDatabase
	let queue: Agenda

	beforeAll(async () => {
		database = await createTestDatabase()
		queue = createJobQueue(database.pool)
		await queue.ready
	})
	afterAll(async () => {
		await queue?.stop().catch(() => {})
		await database?.destroy()
	})

	test('a Deno worker leaves them to a Node worker, and runs everything else', async () => {
		const env = { LOG_LEVEL: 'info', SITE_FETCH_AUTOSCOUT24_DE: 'browser' }
		const deno = startWorkerProcess('deno', { databaseUrl: database.url, env })
		let node: ReturnType<typeof startWorkerProcess> | undefined
		try {
			const crawl = String((await enqueueJob(queue, 'feeds.crawl.browser', { feedId: crypto.randomUUID() })).attrs._id)
			const beat = String((await enqueueJob(queue, 'worker.heartbeat', {})).attrs._id)
			const finished = async (id: string) => {
				const { rows } = await database.pool.query<{ by: string }>('select last_modified_by as by from agenda_jobs where id = $1 and last_finished_at is not null and failed_at is null', [id])
				return rows[0]
			}
			await waitFor(() => finished(beat), 'the Deno worker to run the heartbeat', deno.output)
			// A poll later (Agenda polls every 5 s), the browser crawl is still nobody's.
			await new Promise((resolve) => setTimeout(resolve, 6_000))
			const { rows: untouched } = await database.pool.query('select 1 from agenda_jobs where id = $1 and last_run_at is null and locked_at is null', [crawl])
			expect(untouched).toHaveLength(1)
			// Every site in browser mode: AutoScout24 Germany by the setting, the others by their definitions' default.
			const inBrowsers = siteIds.filter((id) => id === 'autoscout24.de' || sites[id].defaultFetchMode === 'browser')
			expect(deno.output()).toContain(`the crawls of ${inBrowsers.join(', ')} (browser mode) are left to Node workers`)

			node = startWorkerProcess('node', { databaseUrl: database.url, env })
			const ranBy = await waitFor(() => finished(crawl), 'a Node worker to run the browser crawl', () => node!.output())
			const { rows: beats } = await database.pool.query<{ runtime: string }>('select runtime from worker_heartbeats where worker_id = $1', [ranBy.by])
			expect(beats).toEqual([{ runtime: 'node' }])
		} finally {
			deno.child.kill('SIGKILL')
			node?.child.kill('SIGKILL')
		}
		// Two worker starts (Deno, then Node) and a 6-s wait: 11 s alone, over 30 s on a loaded machine.
	}, 90_000)
})
