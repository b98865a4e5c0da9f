import { setTimeout as sleep } from 'node:timers/promises'
import { PostgresBackend, PostgresNotificationChannel } from '@agendajs/postgres-backend'
import { Agenda, type Job, type JobStateNotification, type JobWithId, toJobId } from 'agenda'
import type pg from 'pg'
import { createLogger, type Logger } from '../logger.ts'
import { type JobName, type JobPayload, jobContracts } from './contracts.ts'

/**
 * Catalog rows another session changed at the same moment. Agenda's schema set-up runs on every
 * connect (CREATE TABLE and INDEX IF NOT EXISTS, CREATE OR REPLACE FUNCTION, DROP and CREATE
 * TRIGGER), and none of that is safe against itself: workers starting together fail with these.
 * Only catalog duplicates (`pg_*` constraints) count, never a duplicate in our own tables.
 */
export function isConcurrentSchemaChange(error: unknown): boolean {
	if (!(error instanceof Error)) return false
	const { code, constraint } = error as Error & { code?: string; constraint?: string }
	if (code === 'XX000') return /tuple concurrently (updated|deleted)/.test(error.message)
	if (code === '23505') return constraint?.startsWith('pg_') ?? false
	// duplicate_object (a type or trigger), duplicate_table, deadlock_detected
	return code === '42710' || code === '42P07' || code === '40P01'
}

/**
 * Runs `run` again after a concurrent schema change, with a jittered exponential back-off so
 * processes that collided once do not collide again; any other error, or the last attempt's,
 * is thrown.
 */
export async function retryConcurrentSchemaChange<T>(
	run: () => Promise<T>,
	options: { log: Logger; what: string; attempts?: number; baseDelayMs?: number },
): Promise<T> {
	const attempts = options.attempts ?? 5
	const baseDelayMs = options.baseDelayMs ?? 100
	for (let attempt = 1; ; attempt += 1) {
		try {
			return await run()
		} catch (error) {
			if (!isConcurrentSchemaChange(error)) throw error
			const message = (error as Error).message
			if (attempt >= attempts) {
				options.log.error(`${options.what} gave up after ${attempts} attempts`, { message })
				throw error
			}
			const delayMs = Math.round(baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random()))
			options.log.info(`${options.what} collided with another process; retrying in ${delayMs} ms`, { attempt, message })
			await sleep(delayMs)
		}
	}
}

/** The backend, with its schema set-up retried; `setUp` is what Agenda's `ready` waits on. */
class JobBackend extends PostgresBackend {
	setUp: Promise<void> | undefined
	private readonly log: Logger

	constructor(config: ConstructorParameters<typeof PostgresBackend>[0], log: Logger) {
		super(config)
		this.log = log
	}

	override connect(): Promise<void> {
		this.setUp = retryConcurrentSchemaChange(() => super.connect(), { log: this.log, what: 'job queue schema set-up' })
		return this.setUp
	}
}

/**
 * The backend's LISTEN/NOTIFY channel, plus a wake-up that stays in the process. Agenda locks jobs
 * only when it polls (every `processEvery`) or hears a notification; after a job finishes it runs
 * only what it has already locked. With a `lockLimit` that leaves a slot idle until the next poll,
 * so a worker hands itself a notification instead.
 */
class WakeableChannel extends PostgresNotificationChannel {
	/** Failed connects in a row; the base class forgets them, so its back-off never grew. */
	private failures = 0

	/**
	 * The base class checks a client out before its LISTEN and keeps it when the LISTEN fails:
	 * through an outage every attempt would keep one more of the pool's connections, dead ones
	 * included, until the pool had none left for the jobs. That client is destroyed here.
	 */
	override async connect(): Promise<void> {
		try {
			await super.connect()
			this.failures = 0
			this.reconnectAttempts = 0
		} catch (error) {
			const self = this as unknown as { listenClient?: pg.PoolClient }
			try {
				self.listenClient?.release(true)
			} catch {
				// Already released by the channel's own connection-loss handling.
			}
			self.listenClient = undefined
			this.failures += 1
			throw error
		}
	}

	protected override clearReconnect(): void {
		super.clearReconnect()
		this.reconnectAttempts = this.failures
	}

	wake(jobName: string) {
		return this.notifyHandlers({ jobId: toJobId('wake'), jobName, nextRunAt: null, priority: 0, timestamp: new Date() })
	}
}

const setUps = new WeakMap<Agenda, Promise<void>>()

/**
 * An Agenda instance on the shared PostgreSQL. The web server uses it only to enqueue;
 * the worker also defines and processes jobs. Our pool is passed in, so its error handling
 * (core/db/client) covers the job tables too.
 *
 * A job defined with a `lockLimit` is refilled as soon as one of its runs completes here, so a
 * worker holds no more of those jobs than it runs and the rest stay free for the fleet.
 */
export function createJobQueue(pool: pg.Pool, options: { name?: string; log?: Logger } = {}): Agenda {
	const log = options.log ?? createLogger('jobs')
	const backend = new JobBackend({ pool, disableNotifications: true }, log)
	// Reconnects for as long as the database is away (every 30 s at the slowest): with the base
	// class's ten attempts, an outage of a minute and a half left the channel closed for good.
	const channel = new WakeableChannel({
		pool,
		reconnect: { enabled: true, maxAttempts: Number.POSITIVE_INFINITY, initialDelayMs: 250, maxDelayMs: 30_000 },
	})
	const agenda = new Agenda({
		backend,
		notificationChannel: channel,
		name: options.name,
		processEvery: '5 seconds',
		defaultLockLifetime: 5 * 60_000,
	})
	if (backend.setUp) setUps.set(agenda, backend.setUp)
	// Without a listener an 'error' event throws: a dropped LISTEN connection would end the process
	// instead of letting the channel reconnect.
	channel.on('error', (error: Error) => log.error('job notification channel error', { message: error.message }))
	agenda.on('complete', (job: JobWithId | JobStateNotification, remote?: boolean) => {
		if (remote || !('attrs' in job)) return
		const name = job.attrs.name
		if (!agenda.definitions[name]?.lockLimit) return
		// Agenda releases the job's slot after its listeners, in the same turn of the event loop.
		setTimeout(() => void channel.wake(name), 0)
	})
	return agenda
}

/**
 * Resolves once the job tables are set up. Agenda's own `ready` never settles when the set-up
 * failed (the rejection goes unhandled inside Agenda), so callers wait on the set-up itself.
 */
export function jobQueueReady(agenda: Agenda): Promise<void> {
	return setUps.get(agenda) ?? agenda.ready
}

/** Starts processing jobs, or rejects when the schema set-up gave up. */
export async function startJobQueue(agenda: Agenda): Promise<void> {
	await jobQueueReady(agenda)
	await agenda.start()
}

/**
 * Calls `handler` for each job this instance ran that failed. Agenda also emits the failures of
 * every other instance it hears of on the channel (remote: a message and a notification, no
 * `attrs`); a listener that read `job.attrs` there threw inside Agenda's callback and ended the
 * process, so one failing job took down every other worker of the fleet.
 */
export function onJobFailure(agenda: Agenda, handler: (error: unknown, job: JobWithId) => void) {
	agenda.on('fail', (error: unknown, job: JobWithId | JobStateNotification, remote?: boolean) => {
		if (remote || !('attrs' in job)) return
		handler(error, job)
	})
}

/** Enqueues a job to run now, after checking its payload against the contract. */
export async function enqueueJob<Name extends JobName>(
	agenda: Agenda,
	name: Name,
	payload: JobPayload<Name>,
): Promise<Job> {
	const data = jobContracts[name].parse(payload)
	await jobQueueReady(agenda)
	return agenda.now(name, data)
}

/**
 * How worker code enqueues. Only a started Agenda has its notification channel connected, so only
 * jobs enqueued through the worker's own queue wake the fleet at once; any other instance's jobs
 * wait for the workers' next poll.
 */
export type Enqueue = <Name extends JobName>(name: Name, payload: JobPayload<Name>) => Promise<Job>
