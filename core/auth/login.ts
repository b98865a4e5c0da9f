import { and, eq, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { loginThrottles, users } from '../db/schema.ts'
import { hitRateLimit } from '../limits.ts'
import { decoyHash, verifyPassword } from './passwords.ts'

/**
 * Throttling is per account and client address together: a stranger guessing at an account from
 * elsewhere only ever slows down the stranger, so nobody can lock an owner out by knowing their
 * address. The first `freeLoginFailures` failures of a pair cost nothing; after that the pair
 * waits 1 s, 2 s, 4 s… up to 15 minutes before each further try. A pair's failures are forgotten
 * a day after its last one, or at once when it signs in.
 */
export const freeLoginFailures = 5
export const firstLoginDelaySeconds = 1
export const maxLoginDelaySeconds = 15 * 60
export const loginFailureMemoryMs = 24 * 3_600_000

export type LoginResult =
	| { ok: true; user: typeof users.$inferSelect }
	| { ok: false; reason: 'credentials' }
	| { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

export type LoginClaim = { granted: true; failures: number } | { granted: false; failures: number; retryAfterSeconds: number }

/**
 * Claims one try for the pair and counts it as a failure, in one statement: the row lock of
 * INSERT … ON CONFLICT DO UPDATE orders parallel claims, so each sees every claim before it and
 * parallel wrong passwords get no more tries than sequential ones. A try that the pair's wait
 * refuses is counted too (and lengthens the next wait), but does not move the wait itself.
 * `granted` is stored because RETURNING cannot show the row as it was before the update.
 */
export async function claimLoginTry(db: Pick<Database, 'execute'>, email: string, client: string, now = new Date()): Promise<LoginClaim> {
	const forgetBefore = new Date(now.getTime() - loginFailureMemoryMs)
	const t = loginThrottles
	const blocked = sql`(${t.blockedUntil} IS NOT NULL AND ${t.blockedUntil} > ${now})`
	const failures = sql`(CASE WHEN ${t.lastFailureAt} <= ${forgetBefore} AND NOT ${blocked} THEN 1 ELSE ${t.failures} + 1 END)`
	const waitAfter = (count: ReturnType<typeof sql>) => sql`(CASE WHEN ${count} < ${freeLoginFailures} THEN NULL
		ELSE ${now}::timestamptz + least(${maxLoginDelaySeconds}, ${firstLoginDelaySeconds} * power(2, least(${count} - ${freeLoginFailures}, 20))) * interval '1 second' END)`
	const result = await db.execute<{ failures: number; blocked_until: Date | string | null; granted: boolean }>(sql`
		insert into ${t} (email, client, failures, last_failure_at, blocked_until, granted)
		values (${email}, ${client}, 1, ${now}, ${waitAfter(sql`1`)}, true)
		on conflict (email, client) do update set
			failures = ${failures},
			last_failure_at = ${now},
			blocked_until = CASE WHEN ${blocked} THEN ${t.blockedUntil} ELSE ${waitAfter(failures)} END,
			granted = NOT ${blocked}
		returning failures, blocked_until, granted`)
	const row = result.rows[0]
	if (!row) throw new Error('claiming a login try returned no row')
	if (row.granted) return { granted: true, failures: Number(row.failures) }
	const until = new Date(row.blocked_until ?? now).getTime()
	return { granted: false, failures: Number(row.failures), retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) }
}

/**
 * Checks an e-mail and password from one client address. Unknown e-mails are checked against a
 * decoy hash, so the answer takes as long as for a real account; both failures answer the same
 * "credentials" reason. The try is claimed (and counted as failed) before the slow password
 * check and forgiven when the password is right.
 */
export async function verifyLogin(
	db: Database,
	input: { email: string; password: string; ip: string },
	now = new Date(),
): Promise<LoginResult> {
	const email = input.email.trim().toLowerCase()
	// One address guessing at many accounts meets this looser ceiling; it locks out only that address.
	const client = await hitRateLimit(db, 'loginClient', input.ip, now)
	if (!client.ok) return { ok: false, reason: 'rate_limited', retryAfterSeconds: client.retryAfterSeconds }
	const claim = await claimLoginTry(db, email, input.ip, now)
	if (!claim.granted) return { ok: false, reason: 'rate_limited', retryAfterSeconds: claim.retryAfterSeconds }

	const [user] = await db.select().from(users).where(eq(users.email, email))
	const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()))
	if (user && user.passwordHash && matches) {
		await db.delete(loginThrottles).where(and(eq(loginThrottles.email, email), eq(loginThrottles.client, input.ip)))
		return { ok: true, user }
	}
	return { ok: false, reason: 'credentials' }
}

/** Pairs whose failures are forgotten anyway; the worker sweeps them with expired sessions. */
export async function sweepLoginFailures(db: Database, now = new Date()) {
	await db
		.delete(loginThrottles)
		.where(
			sql`${loginThrottles.lastFailureAt} < ${new Date(now.getTime() - loginFailureMemoryMs)}
				AND (${loginThrottles.blockedUntil} IS NULL OR ${loginThrottles.blockedUntil} < ${now})`,
		)
}
