import { type Config } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { type JobName, type JobPayload } from '#core/jobs/contracts.ts'
import { type Enqueue } from '#core/jobs/queue.ts'
import { type Logger } from '#core/logger.ts'
import { type WorkerIdentity } from '#core/models/worker-heartbeats.ts'

export type JobContext = {
	config: Config
	db: Database
	log: Logger
	worker: WorkerIdentity
	/**
	 * Enqueues through this worker's own started queue: its NOTIFY wakes the fleet at once, where
	 * a queue that was never started sends none and the job waits for the next poll (5 s).
	 */
	enqueue: Enqueue
}

export type JobHandler<Name extends JobName> = (
	context: JobContext,
	payload: JobPayload<Name>,
) => Promise<void>
