import { type Config } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { type JobName, type JobPayload } from '#core/jobs/contracts.ts'
import { type Logger } from '#core/logger.ts'
import { type WorkerIdentity } from '#core/models/worker-heartbeats.ts'

export type JobContext = {
	config: Config
	db: Database
	log: Logger
	worker: WorkerIdentity
}

export type JobHandler<Name extends JobName> = (
	context: JobContext,
	payload: JobPayload<Name>,
) => Promise<void>
