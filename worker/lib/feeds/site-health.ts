/**
 * The site breaker's writes live with its reads in core/models/site-breaker.ts (docs/decisions/061);
 * the crawl and its tests import them from here.
 */
export { type AffectedAlert, backoff, degradedAfterBackoffSeconds, degradedAfterFailures, type FailureOptions, jittered, nextBackoffSeconds, recordFailure, recordFetch, recordSuccess } from '#core/models/site-breaker.ts'
