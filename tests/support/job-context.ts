import { parseConfig } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { type JobName } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { workerIdentity } from '#worker/runtime.ts'
import { type JobContext } from '#worker/jobs/types.ts'

/**
 * What a job handler gets when a test calls it directly: the file's database, a test config with
 * `env` on top, a silent log. `enqueue` records the names of the jobs the handler enqueued in
 * `enqueued`; without a list, an enqueue fails the test.
 */
export function jobContext(db: Database, env: Record<string, string>, enqueued?: JobName[]): JobContext {
	return {
		config: parseConfig({ NODE_ENV: 'test', APP_URL: 'https://carwatch.test', ...env }),
		db,
		log: createLogger('worker', 'silent'),
		worker: workerIdentity(),
		enqueue: enqueued
			? async (name) => {
					enqueued.push(name)
					return undefined as never
				}
			: () => Promise.reject(new Error('this test enqueues no jobs')),
	}
}
