import { afterEach, beforeEach, vi } from 'vitest'
import { type Config, ConfigError, parseConfig } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { alertSites, feeds } from '#core/db/schema.ts'
import { type JobName, type JobPayload } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { crawlFeedJob, dispatchChecks } from '#worker/jobs/checks.ts'
import { deliverFeedJob } from '#worker/jobs/feeds-deliver.ts'
import { type JobContext } from '#worker/jobs/types.ts'
import { workerIdentity } from '#worker/runtime.ts'

/**
 * What the tests of a site read through its API (mobile.de's Search API, eBay's Browse API) share:
 * the config's refusal of a setting, what the console printed, and a whole crawl through the
 * worker's own jobs, in which the test looks for the credentials in everything written.
 */

/** The problems `parseConfig` names for `env`; none when it takes it. */
export function configProblems(env: Record<string, string>): string[] {
	try {
		parseConfig(env)
		return []
	} catch (error) {
		if (error instanceof ConfigError) return error.problems
		throw error
	}
}

/**
 * The lines console.log, error, warn and info print during each test of the calling block (the
 * worker's logger writes through them), kept out of the test output; emptied before each test.
 */
export function capturedConsole(): string[] {
	const logged: string[] = []
	const spies: Array<{ mockRestore: () => void }> = []
	beforeEach(() => {
		logged.length = 0
		const capture = (...args: unknown[]) => void logged.push(args.map(String).join(' '))
		spies.push(vi.spyOn(console, 'log').mockImplementation(capture), vi.spyOn(console, 'error').mockImplementation(capture), vi.spyOn(console, 'warn').mockImplementation(capture), vi.spyOn(console, 'info').mockImplementation(capture))
	})
	afterEach(() => {
		for (const spy of spies.splice(0)) spy.mockRestore()
	})
	return logged
}

/**
 * The worker's own jobs (dispatch, crawl, the delivery a crawl enqueues), as Agenda would run them
 * with every feed due, logging at debug. Returns how many crawls the dispatch enqueued. The crawl
 * job's fetcher is one per process: the file closes it with `closePageFetcher` after its tests.
 */
export async function runFeedChecks(db: Database, config: Config): Promise<number> {
	const crawls: Array<JobPayload<'feeds.crawl'>> = []
	const deliveries: Array<JobPayload<'feeds.deliver'>> = []
	const context: JobContext = {
		config,
		db,
		log: createLogger('worker', 'debug'),
		worker: workerIdentity(),
		enqueue: async (name: JobName, payload: unknown) => {
			if (name === 'feeds.crawl') crawls.push(payload as JobPayload<'feeds.crawl'>)
			if (name === 'feeds.deliver') deliveries.push(payload as JobPayload<'feeds.deliver'>)
			return undefined as never
		},
	}
	await db.update(feeds).set({ nextCrawlAt: new Date(Date.now() - 1000) })
	await db.update(alertSites).set({ nextDeliveryAt: null })
	await dispatchChecks(context, {})
	for (const payload of crawls) await crawlFeedJob(context, payload)
	for (const payload of deliveries) await deliverFeedJob(context, payload)
	return crawls.length
}
