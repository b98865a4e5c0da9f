import { claimDueAlerts, planQueries, runQuery } from '../lib/checks.ts'
import { createPageFetcher, type FetchPage, pageFetcherOptions } from '../lib/fetch-page.ts'
import { siteAdapters, siteBaseUrls } from '../sites/index.ts'
import { type JobContext, type JobHandler } from './types.ts'

/**
 * The check cycle, in two small jobs (style.md: chained by enqueueing): `checks.dispatch` takes the
 * due alerts and enqueues one `checks.run` per site search; any worker of the fleet runs those (the
 * worker's own Agenda notifies the fleet, so one with a free slot starts at once). A crash between
 * the two leaves the alerts claimed only until their lease ends.
 */

let fetcher: FetchPage | undefined

/** One fetcher per worker process: its per-host politeness queue must be shared by all checks. */
function pageFetcher(context: JobContext): FetchPage {
	fetcher ??= createPageFetcher(pageFetcherOptions(context.config))
	return fetcher
}

/** Alerts claimed per statement; a tick claims again while batches come full, up to `batchesPerTick`. */
const claimBatch = 500
/** 5,000 alerts every 5 s: a backlog (after an outage) reaches the fleet at once, not 500 at a time. */
const batchesPerTick = 10

export const dispatchChecks: JobHandler<'checks.dispatch'> = async (context) => {
	for (let batch = 0; batch < batchesPerTick; batch += 1) {
		const alerts = await claimDueAlerts(context.db, { limit: claimBatch })
		if (alerts.length === 0) return
		const queries = await planQueries(context.db, alerts, siteAdapters, siteBaseUrls(context.config))
		for (const query of queries) {
			await context.enqueue('checks.run', { siteId: query.siteId, alertIds: query.alertIds, dueAt: query.dueAt?.toISOString() })
		}
		context.log.info(`dispatched ${queries.length} site searches for ${alerts.length} alerts`)
		if (alerts.length < claimBatch) return
	}
}

export const runChecks: JobHandler<'checks.run'> = async (context, payload) => {
	const outcome = await runQuery(
		{ db: context.db, adapters: siteAdapters, fetchPage: pageFetcher(context) },
		{
			siteId: payload.siteId,
			alertIds: payload.alertIds,
			baseUrl: siteBaseUrls(context.config)[payload.siteId],
			dueAt: payload.dueAt ? new Date(payload.dueAt) : null,
		},
	)
	if (outcome.kind === 'failed') context.log.error(`check of ${payload.siteId} failed`, { reason: outcome.reason, degraded: outcome.degraded })
}
