import { recordHeartbeat } from '#core/models/worker-heartbeats.ts'
import { type JobHandler } from './types.ts'

/** Records that this worker processes jobs; /healthz shows the latest beat. */
export const heartbeat: JobHandler<'worker.heartbeat'> = async (context) => {
	await recordHeartbeat(context.db, context.worker)
}
