/**
 * The job worker: `npm run worker` (Node, through tsx) or `npm run worker:deno`.
 * Several may run at once on several machines; Agenda's row locks share the work.
 */
import process from 'node:process'
import { loadConfig, requireDatabaseUrl } from '#core/config.ts'
import { createDatabase } from '#core/db/client.ts'
import { jobContracts, type JobName, recurringJobs } from '#core/jobs/contracts.ts'
import { createJobQueue, enqueueJob, onJobFailure, startJobQueue } from '#core/jobs/queue.ts'
import { createLogger } from '#core/logger.ts'
import { forgetWorker } from '#core/models/worker-heartbeats.ts'
import { closePageFetcher } from './jobs/checks.ts'
import { jobHandlers } from './jobs/index.ts'
import { type JobContext } from './jobs/types.ts'
import { browserSites } from './lib/fetch-page.ts'
import { serveHeartbeat, startHeartbeat } from './lib/heartbeat.ts'
import { runtime, workerIdentity } from './runtime.ts'
import { initWorkerSentry } from './sentry.ts'

const config = loadConfig()
const log = createLogger('worker', config.LOG_LEVEL)
const report = await initWorkerSentry(config)
const worker = workerIdentity()
const database = createDatabase(requireDatabaseUrl(config), {
	// The message and code only: an error may carry the query, and the URL holds the password.
	onError: (error) => log.error('database connection lost', { message: error.message, code: (error as { code?: string }).code }),
})
const agenda = createJobQueue(database.pool, { name: worker.workerId, log })
const context: JobContext = {
	config,
	db: database.db,
	log,
	worker,
	enqueue: (name, payload) => enqueueJob(agenda, name, payload),
}

/** Set as the pool closes: a lock query Agenda began before its drain then fails, having locked nothing. */
let poolClosed = false
agenda.on('error', (error: Error) => {
	if (poolClosed) return log.debug('job queue error after the pool closed', { message: error.message })
	log.error('job queue error', { message: error.message })
	report(error)
})
onJobFailure(agenda, (error, job) => {
	log.error(`job ${job.attrs.name} failed`, { message: error instanceof Error ? error.message : String(error) })
	report(error)
})

/**
 * Short jobs that repeat every few seconds get a short lock: Agenda keeps a killed worker's lock
 * for its whole lifetime, and five minutes without sending or checking would be noticed by users.
 */
const shortLockJobs = new Set<JobName>(['notifications.send', 'telegram.poll', 'checks.dispatch'])

/**
 * A worker locks only the crawls it can run at once, so a dispatched batch is shared by the fleet
 * instead of going whole to the worker that polls first; core/jobs/queue.ts refills a slot as soon
 * as a crawl ends, since Agenda itself would wait for its next poll (5 s) to lock more. A crawl
 * mostly waits (for its host's turn in the fleet's budget, for the site), hence ten.
 */
const crawlConcurrency = 10

function jobOptions(name: JobName) {
	if (shortLockJobs.has(name)) return { lockLifetime: 60_000 }
	if (name === 'feeds.crawl' || name === 'feeds.crawl.browser') return { concurrency: crawlConcurrency, lockLimit: crawlConcurrency }
	// One delivery per crawl, a few seconds each: a killed worker's delivery is taken over within a
	// minute (running it twice sends nothing twice: docs/decisions/061).
	if (name === 'feeds.deliver') return { concurrency: crawlConcurrency, lockLimit: crawlConcurrency, lockLifetime: 60_000 }
	return undefined
}

/**
 * Chromium under Deno would need --allow-all (Playwright reads /proc and starts processes), which
 * would give up the permissions the Deno worker runs with: a Deno worker leaves the crawls of
 * browser-mode sites to the Node workers of the fleet (docs/decisions/016).
 */
const notHere = new Set<JobName>(runtime === 'deno' ? ['feeds.crawl.browser'] : [])
const handedOff = runtime === 'deno' ? browserSites(config) : []

for (const name of Object.keys(jobHandlers) as JobName[]) {
	if (notHere.has(name)) continue
	agenda.define(
		name,
		async (job) => {
			const payload = jobContracts[name].parse(job.attrs.data ?? {})
			await (jobHandlers[name] as (c: JobContext, p: typeof payload) => Promise<void>)(context, payload)
		},
		jobOptions(name),
	)
}

const heartbeat = startHeartbeat({ db: database.db, worker, intervalSeconds: config.WORKER_HEARTBEAT_SECONDS, log })
const healthServer = config.WORKER_HEALTH_PORT === undefined ? undefined : await serveHeartbeat(heartbeat, config.WORKER_HEALTH_PORT, log)

let stopping = false
async function shutdown(signal: string) {
	if (stopping) return
	stopping = true
	log.info(`${signal}: draining running jobs`)
	// A signal during the start: its last writes (the recurring jobs) finish before the pool closes
	// under them, which would otherwise end the process with an error instead of a clean stop.
	await Promise.race([starting.catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000))])
	const result = await agenda.drain(20_000).catch(() => undefined)
	if (result?.timedOut) log.error(`${result.running} jobs still running; their locks expire and another worker retries them`)
	await heartbeat.stop()
	await closePageFetcher().catch(() => {})
	healthServer?.close()
	await forgetWorker(database.db, worker.workerId).catch(() => {})
	poolClosed = true
	await database.close().catch(() => {})
	process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
// Logged once the handlers are in place: worker/worker.test.ts stops a worker on this line to
// prove that a signal during the start is a clean stop.
if (handedOff.length > 0) log.info(`the crawls of ${handedOff.join(', ')} (browser mode) are left to Node workers`)

// Signal handlers first: a SIGTERM that arrives while the first job runs still drains. The process
// exits when the job tables could not be set up after a few attempts, unless it is stopping anyway.
async function start() {
	await startJobQueue(agenda)
	await agenda.every(`${config.WORKER_HEARTBEAT_SECONDS} seconds`, 'worker.heartbeat', {})
	for (const job of recurringJobs) await agenda.every(job.interval, job.name, {})
	log.info(`worker ${worker.workerId} started`, { runtime })
}
const starting = start()
starting.catch((error: unknown) => {
	if (stopping) return
	log.error('the worker could not start', { message: error instanceof Error ? error.message : String(error) })
	process.exit(1)
})
