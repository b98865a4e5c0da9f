import crypto from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { type Config, publicUrl, sessionSecret } from '../config.ts'
import { type Database } from '../db/client.ts'
import { loginThrottles, mailOutbox, users, verificationCodes } from '../db/schema.ts'
import { asLanguage } from '../enums.ts'
import { textsOf } from '../i18n/texts.ts'
import { hitRateLimit } from '../limits.ts'
import { createLogger } from '../logger.ts'
import { formatMailDate } from '../mail/dates.ts'
import { deliverQueuedMail, linkMail } from '../mail/outbox.ts'
import { mailToken } from '../mail/secrets.ts'
import { hashPassword } from './passwords.ts'
import { endEverySession, reclaimUnprovedAccount, type SignInIdentity, spendStartTokenOf } from './reclaim.ts'

/**
 * Password reset by an e-mailed one-time link (docs/decisions/019-password-reset.md). The link's
 * token is 256 bits; only its SHA-256 is stored, in the account's `reset_password` row of
 * verification_codes, so a newer link replaces the older one and a database leak resets nothing.
 * The outbox keeps the mail with a sealed marker where the token goes, which only the sender turns
 * into the token (docs/decisions/045-secrets-out-of-the-outbox.md).
 */
export const resetLinkLifetimeMs = 30 * 60_000

/** Path of the page the link opens; the token rides in the query only as far as that page's redirect. */
export const resetPagePath = '/reset-password'

/** base64url of 32 bytes: what a link carries, and all it may carry. */
export const resetTokenPattern = /^[A-Za-z0-9_-]{43}$/

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url')

export function resetLink(config: Pick<Config, 'APP_URL' | 'PORT'>, token: string): string {
	return publicUrl(config, `${resetPagePath}?${new URLSearchParams({ token })}`)
}

export type ResetRequestResult =
	/** `sending` runs after the answer and never rejects; tests await it, the web does not. */
	| { ok: true; sending: Promise<void> }
	| { ok: false; reason: 'client' | 'address'; retryAfterSeconds: number }

/**
 * "Forgot password?" for `email`, from client address `ip`. The answer depends only on the two
 * rate limits, which count known and unknown addresses alike; looking the account up, storing the
 * token and sending the mail all happen after it, so neither the answer nor its timing tells
 * whether an account uses the address.
 */
export async function requestPasswordReset(
	db: Database,
	config: Config,
	input: { email: string; ip: string },
	now = new Date(),
): Promise<ResetRequestResult> {
	const email = input.email.trim().toLowerCase()
	const client = await hitRateLimit(db, 'passwordResetClient', input.ip, now)
	if (!client.ok) return { ok: false, reason: 'client', retryAfterSeconds: client.retryAfterSeconds }
	// Keyed on a hash: addresses of strangers are not worth keeping, even for an hour.
	const address = await hitRateLimit(db, 'passwordResetEmail', hashToken(email), now)
	if (!address.ok) return { ok: false, reason: 'address', retryAfterSeconds: address.retryAfterSeconds }
	const sending = mailResetLink(db, config, email, now).catch((error: unknown) => {
		createLogger('password-reset', config.LOG_LEVEL).error('could not mail a reset link', {
			error: error instanceof Error ? error.message : String(error),
		})
	})
	return { ok: true, sending }
}

/** Stores a fresh token for the account of `email`, if there is one, and mails its link in the user's language. */
async function mailResetLink(db: Database, config: Config, email: string, now: Date): Promise<void> {
	const [user] = await db.select().from(users).where(eq(users.email, email))
	if (!user) return
	const token = mailToken(sessionSecret(config))
	const expiresAt = new Date(now.getTime() + resetLinkLifetimeMs)
	const language = asLanguage(user.language)
	const t = textsOf(language, 'mail')
	const values = { name: user.firstName.trim() || user.username, email: user.email, expiry: formatMailDate(expiresAt, language) }
	const before = [
		t('reset.intro', values),
		t('reset.body', values),
		...(user.passwordHash === null ? [t('reset.noPassword')] : []),
		t('reset.action', values),
	]
	const mail = linkMail(user.email, t('reset.subject'), before, resetLink(config, token.markerFor(user.email)), [t('reset.after'), t('reset.ignore'), t('signature')])
	const row = {
		userId: user.id,
		purpose: 'reset_password' as const,
		email: user.email,
		codeHash: hashToken(token.value),
		attempts: 0,
		sentAt: now,
		expiresAt,
		usedAt: null,
	}
	// The token and its mail exist together; the one row per account and purpose is what makes a newer link replace the older.
	const mailId = await db.transaction(async (tx) => {
		await tx.insert(verificationCodes).values(row).onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: row })
		const [queued] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id })
		return queued!.id
	})
	await deliverQueuedMail(db, config, mailId)
}

export type ResetLinkProblem = 'invalid' | 'expired' | 'used'
export type ResetLinkState = { ok: true; email: string; hasPassword: boolean } | { ok: false; reason: ResetLinkProblem }

type Tx = Pick<Database, 'select'>

/**
 * What a token is worth now. A replaced link is simply unknown (its hash is gone); so is one sent
 * to an address the account no longer has.
 */
async function linkState(tx: Tx, token: string, now: Date, lock: boolean) {
	if (!resetTokenPattern.test(token)) return { ok: false as const, reason: 'invalid' as const }
	const query = tx
		.select({ code: verificationCodes, user: users })
		.from(verificationCodes)
		.innerJoin(users, eq(users.id, verificationCodes.userId))
		.where(and(eq(verificationCodes.purpose, 'reset_password'), eq(verificationCodes.codeHash, hashToken(token))))
	const [found] = lock ? await query.for('update') : await query
	if (!found || found.code.email !== found.user.email) return { ok: false as const, reason: 'invalid' as const }
	if (found.code.usedAt) return { ok: false as const, reason: 'used' as const }
	if (found.code.expiresAt.getTime() <= now.getTime()) return { ok: false as const, reason: 'expired' as const }
	return { ok: true as const, ...found }
}

/** Whether the reset page may offer its form for `token`; it changes nothing, so a mail scanner's visit costs nothing. */
export async function checkResetToken(db: Database, token: string, now = new Date()): Promise<ResetLinkState> {
	const state = await linkState(db, token, now, false)
	if (!state.ok) return state
	return { ok: true, email: state.user.email, hasPassword: state.user.passwordHash !== null }
}

export type ResetResult = { ok: true; user: SignInIdentity } | { ok: false; reason: ResetLinkProblem }

/**
 * Sets the new password and spends the link, in one transaction with the link's row locked, so two
 * parallel posts of one link set one password. The mail proved the address, so it counts as
 * verified and a Google-only account gains a password. Every session of the user ends (the caller
 * signs this browser in afresh), the account's login waits are forgotten (the lock-out ends here)
 * and its Telegram start token is spent. An account never proved before is reclaimed from
 * whoever may have registered it (core/auth/reclaim.ts).
 */
export async function resetPassword(
	db: Database,
	input: { token: string; newPassword: string },
	now = new Date(),
): Promise<ResetResult> {
	// A link that cannot work costs no scrypt; a good one is hashed for before the row is locked,
	// so the lock is held for milliseconds, and checked again under the lock.
	const precheck = await linkState(db, input.token, now, false)
	if (!precheck.ok) return precheck
	const passwordHash = await hashPassword(input.newPassword)
	return db.transaction(async (tx) => {
		const state = await linkState(tx, input.token, now, true)
		if (!state.ok) return state
		const { code, user } = state
		await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, code.id))
		await tx.update(users).set({ passwordHash, isEmailVerified: true, emailProvedAt: now, updatedAt: now }).where(eq(users.id, user.id))
		let credentialsGeneration: number
		if (user.emailProvedAt) {
			credentialsGeneration = await endEverySession(tx, user.id)
			await tx.delete(loginThrottles).where(eq(loginThrottles.email, user.email))
			await spendStartTokenOf(tx, user.id)
		} else {
			credentialsGeneration = await reclaimUnprovedAccount(tx, user)
		}
		return { ok: true as const, user: { id: user.id, credentialsGeneration } }
	})
}
