import { sql } from 'drizzle-orm'
import { subscriptions } from '../db/schema.ts'

/** isRunning (core/lifecycle.ts) as a condition on subscriptions; lifecycle.test.ts holds the two equal. */
export function running(now: Date) {
	return sql`(${subscriptions.status} IN ('active', 'past_due') OR (${subscriptions.status} = 'cancelling' AND ${subscriptions.currentPeriodEnd} > ${now}))`
}
