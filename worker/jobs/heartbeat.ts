import { forgetSilentWorkers, recordHeartbeat } from '#core/models/worker-heartbeats.ts'
import { type JobHandler } from './types.ts'

/**
 * Each worker writes its own beat on a timer (worker/lib/heartbeat.ts); this recurring job, run by
 * one worker of the fleet at a time, also shows that the queue hands out jobs, and drops the rows
 * of workers gone for a day, which would otherwise pile up with every restart.
 */
export const heartbeat: JobHandler<'worker.heartbeat'> = async (context) => {
	await recordHeartbeat(context.db, context.worker)
	await forgetSilentWorkers(context.db)
}
