import { sql } from 'drizzle-orm'
import { type Database } from './db/client.ts'
import { rateCounters } from './db/schema.ts'

/**
 * Actions limited by a fixed-window counter, with how many are allowed per window. Sign-ups are
 * counted per client address (a flood from one address), codes per account (an e-mail change
 * starts a new code but not a new count), login tries per client across all accounts (one
 * address guessing at many accounts). Password-reset links are limited per client address and per
 * e-mail address typed, known or not, so the limit answers alike for accounts and strangers
 * (docs/decisions/019-password-reset.md).
 */
export const rateLimits = {
	register: { max: 5, windowMs: 3_600_000 },
	waitlist: { max: 5, windowMs: 3_600_000 },
	verifyCodeSent: { max: 5, windowMs: 3_600_000 },
	loginClient: { max: 100, windowMs: 3_600_000 },
	passwordResetClient: { max: 10, windowMs: 3_600_000 },
	passwordResetEmail: { max: 5, windowMs: 3_600_000 },
} as const satisfies Record<string, { max: number; windowMs: number }>

export type RateAction = keyof typeof rateLimits

export type RateResult = { ok: true; count: number } | { ok: false; count: number; retryAfterSeconds: number }

function windowOf(action: RateAction, now: Date) {
	const { windowMs } = rateLimits[action]
	const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
	return { start, end: new Date(start.getTime() + windowMs) }
}

const waitUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000))

/**
 * Counts one more `action` for `key` and says whether it is within the limit. Counting and
 * reading are one statement, so parallel requests never all see the last free unit. Refused
 * calls count too: they cannot buy more by hammering, and the window's end lifts the limit.
 */
export async function hitRateLimit(db: Pick<Database, 'execute'>, action: RateAction, key: string, now = new Date()): Promise<RateResult> {
	const { start, end } = windowOf(action, now)
	const result = await db.execute<{ count: number }>(sql`
		insert into ${rateCounters} (action, key, window_start, count)
		values (${action}, ${key}, ${start}, 1)
		on conflict (action, key, window_start) do update set count = ${rateCounters}.count + 1
		returning count`)
	const count = Number(result.rows[0]?.count ?? 0)
	if (count <= rateLimits[action].max) return { ok: true, count }
	return { ok: false, count, retryAfterSeconds: waitUntil(end, now) }
}

/** Whether `action` would still be allowed for `key`, without counting it (to refuse before side effects). */
export async function peekRateLimit(db: Pick<Database, 'execute'>, action: RateAction, key: string, now = new Date()): Promise<RateResult> {
	const { start, end } = windowOf(action, now)
	const result = await db.execute<{ count: number }>(sql`
		select count from ${rateCounters} where action = ${action} and key = ${key} and window_start = ${start}`)
	const count = Number(result.rows[0]?.count ?? 0)
	if (count < rateLimits[action].max) return { ok: true, count }
	return { ok: false, count, retryAfterSeconds: waitUntil(end, now) }
}

/** Windows that ended no longer limit anything; the worker sweeps them with expired sessions. */
export async function sweepRateCounters(db: Pick<Database, 'execute'>, now = new Date()) {
	const longest = Math.max(...Object.values(rateLimits).map((limit) => limit.windowMs))
	await db.execute(sql`delete from ${rateCounters} where window_start < ${new Date(now.getTime() - longest)}`)
}
