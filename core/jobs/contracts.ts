import { z } from 'zod'

/**
 * Every job the worker runs: its name and the zod schema of its payload. The web side enqueues
 * through `enqueueJob`, the worker validates each payload before running it.
 */
export const jobContracts = {
	'worker.heartbeat': z.object({}).strict(),
	/** Deletes expired sessions and login failures that no longer count. */
	'sessions.sweep': z.object({}).strict(),
	/** Retries e-mail that could not be sent at once. */
	'mail.deliver': z.object({}).strict(),
	/** Invites the oldest waitlist entries while slots are free (decisions.md, Capacity). */
	'waitlist.invite': z.object({}).strict(),
} as const

export type JobName = keyof typeof jobContracts
export type JobPayload<Name extends JobName> = z.infer<(typeof jobContracts)[Name]>

/** Jobs every worker schedules at start (Agenda keeps one of each). */
export const recurringJobs: Array<{ name: JobName; interval: string }> = [
	{ name: 'sessions.sweep', interval: '15 minutes' },
	{ name: 'mail.deliver', interval: '1 minute' },
	{ name: 'waitlist.invite', interval: '1 minute' },
]
