import { and, eq } from 'drizzle-orm'
import { type Config, sessionSecret } from '../config.ts'
import { type Database } from '../db/client.ts'
import { users, verificationCodes } from '../db/schema.ts'
import { asLanguage, type Language } from '../enums.ts'
import { textsOf } from '../i18n/texts.ts'
import { escapeHtml, sendMail } from '../mail/outbox.ts'
import { mailCode } from '../mail/secrets.ts'
import { hitRateLimit } from '../limits.ts'
import { codeLifetimeMs, codeMatches, hashCode, maxCodeAttempts, resendWaitSeconds } from './codes.ts'

export type SendCodeResult = { ok: true } | { ok: false; reason: 'wait' | 'limit'; retryAfterSeconds: number }

/**
 * Sends a new 6-digit code to `email` for `userId`, replacing any earlier one. At most one code
 * per 60 seconds (the server enforces what the countdown shows), unless `force` (first code at
 * registration, or a changed address). Whatever the address, at most `rateLimits.verifyCodeSent`
 * codes an hour per account: each new code brings fresh tries and a mail to any address, so the
 * account, not the code, is what must run out of them.
 */
export async function sendVerificationCode(
	db: Database,
	config: Config,
	input: { userId: string; email: string; name: string; language: string; force?: boolean },
	now = new Date(),
): Promise<SendCodeResult> {
	const [existing] = await db
		.select()
		.from(verificationCodes)
		.where(and(eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, 'verify_email')))
	if (existing && !input.force) {
		const wait = resendWaitSeconds(existing.sentAt, now)
		if (wait > 0) return { ok: false, reason: 'wait', retryAfterSeconds: wait }
	}
	const budget = await hitRateLimit(db, 'verifyCodeSent', input.userId, now)
	if (!budget.ok) return { ok: false, reason: 'limit', retryAfterSeconds: budget.retryAfterSeconds }
	// The mail carries a sealed marker for the code, never the code (docs/decisions/045-secrets-out-of-the-outbox.md).
	const code = mailCode(sessionSecret(config))
	const values = {
		userId: input.userId,
		purpose: 'verify_email' as const,
		email: input.email,
		codeHash: hashCode(code.value, sessionSecret(config)),
		attempts: 0,
		sentAt: now,
		expiresAt: new Date(now.getTime() + codeLifetimeMs),
		usedAt: null,
	}
	await db
		.insert(verificationCodes)
		.values(values)
		.onConflictDoUpdate({ target: [verificationCodes.userId, verificationCodes.purpose], set: values })

	const language: Language = asLanguage(input.language)
	const t = textsOf(language, 'mail')
	const sealed = code.markerFor(input.email)
	const lines = [t('verify.intro', { name: input.name }), t('verify.code', { code: sealed }), t('verify.expiry'), t('verify.ignore'), t('signature')]
	await sendMail(db, config, {
		to: input.email,
		subject: t('verify.subject', { code: sealed }),
		text: lines.join('\n\n'),
		html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
	})
	return { ok: true }
}

export type ConfirmCodeResult =
	| { ok: true; email: string }
	| { ok: false; reason: 'missing' | 'invalid' | 'expired' | 'locked' }

/**
 * Checks a code. Five wrong tries invalidate it; a used or expired code never works again.
 * On success the user's address becomes the one the code was sent to, and it is verified.
 */
export async function confirmVerificationCode(
	db: Database,
	config: Config,
	input: { userId: string; code: string },
	now = new Date(),
): Promise<ConfirmCodeResult> {
	return db.transaction(async (tx) => {
		const [row] = await tx
			.select()
			.from(verificationCodes)
			.where(and(eq(verificationCodes.userId, input.userId), eq(verificationCodes.purpose, 'verify_email')))
			.for('update')
		if (!row || row.usedAt) return { ok: false, reason: 'missing' }
		if (row.attempts >= maxCodeAttempts) return { ok: false, reason: 'locked' }
		if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' }
		if (!codeMatches(input.code, row.codeHash, sessionSecret(config))) {
			const attempts = row.attempts + 1
			await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, row.id))
			return { ok: false, reason: attempts >= maxCodeAttempts ? 'locked' : 'invalid' }
		}
		await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id))
		await tx
			.update(users)
			.set({ email: row.email, isEmailVerified: true, emailProvedAt: now, updatedAt: now })
			.where(eq(users.id, input.userId))
		return { ok: true, email: row.email }
	})
}
