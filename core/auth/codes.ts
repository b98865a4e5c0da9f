import crypto from 'node:crypto'

/**
 * E-mail verification (docs/product/spec.md §4): 6 digits, 15 minutes, 5 tries, resend after 60 s.
 * A code is made with its mail (mailCode in core/mail/secrets.ts), so the outbox never holds it.
 */
export const codeLifetimeMs = 15 * 60_000
export const maxCodeAttempts = 5
export const resendLockMs = 60_000

/** Codes are stored as an HMAC, so a database leak does not hand out valid codes. */
export function hashCode(code: string, secret: string): string {
	return crypto.createHmac('sha256', secret).update(code).digest('base64url')
}

export function codeMatches(code: string, storedHash: string, secret: string): boolean {
	const actual = Buffer.from(hashCode(code, secret))
	const expected = Buffer.from(storedHash)
	return actual.length === expected.length && crypto.timingSafeEqual(actual, expected)
}

/** Seconds until another code may be sent, 0 when it may be sent now. */
export function resendWaitSeconds(sentAt: Date, now = new Date()): number {
	return Math.max(0, Math.ceil((sentAt.getTime() + resendLockMs - now.getTime()) / 1000))
}
