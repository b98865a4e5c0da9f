import { lt } from 'drizzle-orm'
import { sweepLoginFailures } from '#core/auth/login.ts'
import { sessions } from '#core/db/schema.ts'
import { sweepRateCounters } from '#core/limits.ts'
import { sweepUnconfirmedWaitlist } from '#core/models/waitlist.ts'
import { type JobHandler } from './types.ts'

/** Expired sessions are removed; so are forgotten login failures, ended rate-limit windows and unconfirmed waitlist entries. */
export const sweepSessions: JobHandler<'sessions.sweep'> = async (context) => {
	await context.db.delete(sessions).where(lt(sessions.expire, new Date()))
	await sweepLoginFailures(context.db)
	await sweepRateCounters(context.db)
	await sweepUnconfirmedWaitlist(context.db)
}
