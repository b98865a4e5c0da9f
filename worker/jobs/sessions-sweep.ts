import { lt } from 'drizzle-orm'
import { sweepLoginFailures } from '#core/auth/login.ts'
import { sessions } from '#core/db/schema.ts'
import { type JobHandler } from './types.ts'

/** Expired sessions are removed (issue 4); so are login failures older than the rate-limit window. */
export const sweepSessions: JobHandler<'sessions.sweep'> = async (context) => {
	await context.db.delete(sessions).where(lt(sessions.expire, new Date()))
	await sweepLoginFailures(context.db)
}
