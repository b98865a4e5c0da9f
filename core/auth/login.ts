import { and, eq, gt, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { loginFailures, users } from '../db/schema.ts'
import { decoyHash, verifyPassword } from './passwords.ts'

/** 10 failures per 15 minutes, per account and per address (issue 4). */
export const loginWindowMs = 15 * 60_000
export const maxLoginFailures = 10

export type LoginResult =
	| { ok: true; user: typeof users.$inferSelect }
	| { ok: false; reason: 'credentials' }
	| { ok: false; reason: 'rate_limited'; retryAfterSeconds: number }

async function retryAfter(db: Database, column: typeof loginFailures.email | typeof loginFailures.ip, value: string, now: Date) {
	const since = new Date(now.getTime() - loginWindowMs)
	const [row] = await db
		.select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${loginFailures.at})` })
		.from(loginFailures)
		.where(and(eq(column, value), gt(loginFailures.at, since)))
	if (!row || row.count < maxLoginFailures || !row.oldest) return 0
	return Math.max(1, Math.ceil((new Date(row.oldest).getTime() + loginWindowMs - now.getTime()) / 1000))
}

/**
 * Checks an e-mail and password. Unknown e-mails are checked against a decoy hash, so the answer
 * takes as long as for a real account; both failures answer the same "credentials" reason.
 */
export async function verifyLogin(
	db: Database,
	input: { email: string; password: string; ip: string },
	now = new Date(),
): Promise<LoginResult> {
	const email = input.email.trim().toLowerCase()
	const wait = Math.max(
		await retryAfter(db, loginFailures.email, email, now),
		await retryAfter(db, loginFailures.ip, input.ip, now),
	)
	if (wait > 0) return { ok: false, reason: 'rate_limited', retryAfterSeconds: wait }

	const [user] = await db.select().from(users).where(eq(users.email, email))
	const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()))
	if (user && user.passwordHash && matches) {
		await db.delete(loginFailures).where(eq(loginFailures.email, email))
		return { ok: true, user }
	}
	await db.insert(loginFailures).values({ email, ip: input.ip, at: now })
	return { ok: false, reason: 'credentials' }
}

/** Old failures no longer count; the worker sweeps them with expired sessions. */
export async function sweepLoginFailures(db: Database, now = new Date()) {
	await db.delete(loginFailures).where(sql`${loginFailures.at} < ${new Date(now.getTime() - loginWindowMs)}`)
}
