import { PostgresBackend } from '@agendajs/postgres-backend'
import { Agenda } from 'agenda'
import type pg from 'pg'
import { type JobName, type JobPayload, jobContracts } from './contracts.ts'

/**
 * An Agenda instance on the shared PostgreSQL. The web server uses it only to enqueue;
 * the worker also defines and processes jobs. Our pool is passed in, so its error handling
 * (core/db/client) covers the job tables too.
 */
export function createJobQueue(pool: pg.Pool, options: { name?: string } = {}): Agenda {
	const agenda = new Agenda({
		backend: new PostgresBackend({ pool }),
		name: options.name,
		processEvery: '5 seconds',
		defaultLockLifetime: 5 * 60_000,
	})
	return agenda
}

/** Enqueues a job to run now, after checking its payload against the contract. */
export async function enqueueJob<Name extends JobName>(
	agenda: Agenda,
	name: Name,
	payload: JobPayload<Name>,
) {
	const data = jobContracts[name].parse(payload)
	await agenda.ready
	return agenda.now(name, data)
}
