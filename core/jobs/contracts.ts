import { z } from 'zod'

/**
 * Every job the worker runs: its name and the zod schema of its payload. The web side enqueues
 * through `enqueueJob`, the worker validates each payload before running it.
 */
export const jobContracts = {
	'worker.heartbeat': z.object({}).strict(),
} as const

export type JobName = keyof typeof jobContracts
export type JobPayload<Name extends JobName> = z.infer<(typeof jobContracts)[Name]>
