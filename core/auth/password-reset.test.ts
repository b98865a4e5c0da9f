import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedUser } from '#tests/support/seed.ts'
import { seedAccount } from '#tests/support/session.ts'
import { startSmtpServer } from '#tests/support/smtp.ts'
import { type Config, parseConfig } from '../config.ts'
import { alertDrafts, loginThrottles, rateCounters, sessions, telegramLinks, users, verificationCodes } from '../db/schema.ts'
import { rateLimits } from '../limits.ts'
import { claimLoginTry, freeLoginFailures, verifyLogin } from './login.ts'
import { checkResetToken, requestPasswordReset, resetLinkLifetimeMs, resetPassword } from './password-reset.ts'

let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let config: Config

beforeAll(async () => {
	database = await createTestDatabase()
	smtp = await startSmtpServer()
	config = parseConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url, APP_URL: 'https://carwatch.example' })
})
afterAll(async () => {
	await smtp.close()
	await database.destroy()
})

let lastIp = 0
const freshIp = () => `10.77.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`
const minutesLater = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000)

/** Asks for a link for `email` and returns the token of the mail that arrives. */
async function mailedToken(email: string, now = new Date()) {
	const before = smtp.received.length
	const outcome = await requestPasswordReset(database.db, config, { email, ip: freshIp() }, now)
	if (!outcome.ok) throw new Error(`refused: ${outcome.reason}`)
	await outcome.sending
	const mail = await smtp.waitForMail(email, before)
	const token = /https:\/\/carwatch\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]
	if (!token) throw new Error(`no link in the mail: ${mail.text}`)
	return { token, mail }
}

async function passwordWorks(email: string, password: string) {
	return (await verifyLogin(database.db, { email, password, ip: freshIp() })).ok
}

test('the link arrives in the user language with the public address, and only a hash of its token is stored', async () => {
	const { user } = await seedAccount(database.db)
	await database.db.update(users).set({ language: 'de' }).where(eq(users.id, user.id))
	const now = new Date()
	const { token, mail } = await mailedToken(user.email, now)
	expect(mail.subject).toBe('Setzen Sie Ihr CarWatch-Passwort zurück')
	expect(mail.text).toContain('Hallo Ana,')
	expect(mail.html).toContain(`href="https://carwatch.example/reset-password?token=${token}"`)
	expect(token.length).toBe(43) // 32 random bytes

	const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))
	expect(row).toMatchObject({ purpose: 'reset_password', email: user.email, usedAt: null })
	expect(row!.codeHash).toBe(crypto.createHash('sha256').update(token).digest('base64url'))
	expect(JSON.stringify(row)).not.toContain(token)
	expect(row!.expiresAt.getTime() - row!.sentAt.getTime()).toBe(resetLinkLifetimeMs)
	expect(resetLinkLifetimeMs).toBe(30 * 60_000)
})

test('known and unknown addresses get the same answer and are counted alike; only the account gets mail', async () => {
	const { user } = await seedAccount(database.db)
	const stranger = `nobody-${Date.now()}@example.com`
	const before = smtp.received.length
	const known = await requestPasswordReset(database.db, config, { email: user.email, ip: freshIp() })
	const unknown = await requestPasswordReset(database.db, config, { email: stranger, ip: freshIp() })
	expect(Object.keys(known).sort()).toEqual(['ok', 'sending'])
	expect(Object.keys(unknown).sort()).toEqual(['ok', 'sending'])
	expect(known.ok && unknown.ok).toBe(true)
	if (!known.ok || !unknown.ok) return
	expect(await known.sending).toBeUndefined()
	expect(await unknown.sending).toBeUndefined()
	await smtp.waitForMail(user.email, before)
	expect(smtp.received.slice(before).flatMap((mail) => mail.to)).toEqual([user.email])

	// Neither address is stored in the clear by the limit.
	const counters = await database.db.select().from(rateCounters).where(eq(rateCounters.action, 'passwordResetEmail'))
	expect(JSON.stringify(counters)).not.toContain(user.email)
	expect(JSON.stringify(counters)).not.toContain(stranger)
})

test('a link works for 30 minutes and not a moment longer', async () => {
	const { user } = await seedAccount(database.db)
	const now = new Date()
	const { token } = await mailedToken(user.email, now)
	expect(await checkResetToken(database.db, token, minutesLater(now, 29))).toEqual({ ok: true, email: user.email, hasPassword: true })
	expect(await checkResetToken(database.db, token, minutesLater(now, 30))).toEqual({ ok: false, reason: 'expired' })
	expect(await resetPassword(database.db, { token, newPassword: 'too-late-42' }, minutesLater(now, 31))).toEqual({
		ok: false,
		reason: 'expired',
	})
	expect(await passwordWorks(user.email, 'too-late-42')).toBe(false)
})

test('a link sets the password once; the second use is refused and the old password is gone', async () => {
	const { user, password } = await seedAccount(database.db)
	const { token } = await mailedToken(user.email)
	expect(await resetPassword(database.db, { token, newPassword: 'brand-new-42' })).toEqual({ ok: true, user: { id: user.id, credentialsGeneration: 1 } })
	expect(await passwordWorks(user.email, 'brand-new-42')).toBe(true)
	expect(await passwordWorks(user.email, password)).toBe(false)
	expect(await checkResetToken(database.db, token)).toEqual({ ok: false, reason: 'used' })
	expect(await resetPassword(database.db, { token, newPassword: 'second-try-42' })).toEqual({ ok: false, reason: 'used' })
	expect(await passwordWorks(user.email, 'second-try-42')).toBe(false)
})

test('two parallel posts of one link set one password', async () => {
	const { user } = await seedAccount(database.db)
	const { token } = await mailedToken(user.email)
	const results = await Promise.all([
		resetPassword(database.db, { token, newPassword: 'parallel-one-1' }),
		resetPassword(database.db, { token, newPassword: 'parallel-two-2' }),
	])
	expect(results.filter((result) => result.ok)).toHaveLength(1)
	expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, reason: 'used' }])
})

test('a newer link replaces the older one', async () => {
	const { user } = await seedAccount(database.db)
	const first = await mailedToken(user.email)
	const second = await mailedToken(user.email)
	expect(first.token).not.toBe(second.token)
	expect(await checkResetToken(database.db, first.token)).toEqual({ ok: false, reason: 'invalid' })
	expect(await resetPassword(database.db, { token: first.token, newPassword: 'old-link-42' })).toEqual({ ok: false, reason: 'invalid' })
	expect((await resetPassword(database.db, { token: second.token, newPassword: 'new-link-42' })).ok).toBe(true)
	expect(await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))).toHaveLength(1)
})

test('a reset ends every session of the user, and only of that user', async () => {
	const { user } = await seedAccount(database.db)
	const other = await seedAccount(database.db)
	const expire = new Date(Date.now() + 86_400_000)
	for (const owner of [user.id, user.id, other.user.id]) {
		await database.db.insert(sessions).values({ sid: crypto.randomBytes(16).toString('hex'), sess: { userId: owner }, expire, userId: owner })
	}
	const { token } = await mailedToken(user.email)
	await resetPassword(database.db, { token, newPassword: 'sessions-end-42' })
	expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([])
	expect(await database.db.select().from(sessions).where(eq(sessions.userId, other.user.id))).toHaveLength(1)
})

test('a reset ends the login waits of the account, from every address', async () => {
	const { user } = await seedAccount(database.db)
	const [home, phone] = [freshIp(), freshIp()]
	for (let i = 0; i <= freeLoginFailures + 3; i += 1) {
		await claimLoginTry(database.db, user.email, home)
		await claimLoginTry(database.db, user.email, phone)
	}
	expect((await claimLoginTry(database.db, user.email, home)).granted).toBe(false)
	const { token } = await mailedToken(user.email)
	await resetPassword(database.db, { token, newPassword: 'unlocked-42' })
	expect(await database.db.select().from(loginThrottles).where(eq(loginThrottles.email, user.email))).toEqual([])
	expect((await verifyLogin(database.db, { email: user.email, password: 'unlocked-42', ip: home })).ok).toBe(true)
})

test('a reset keeps a proved account’s Telegram chat but spends its start token', async () => {
	const { user } = await seedAccount(database.db)
	await database.db.insert(telegramLinks).values({ userId: user.id, linkTokenHash: 'seen-on-a-screenshot', chatId: 990_001, linkedAt: new Date() })
	const { token } = await mailedToken(user.email)
	await resetPassword(database.db, { token, newPassword: 'chat-stays-42' })
	const [link] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
	expect(link).toMatchObject({ chatId: 990_001, linkTokenHash: null, linkGeneration: 1 })
})

test('a reset in the middle of an e-mail change keeps the account’s chat and its pending code: its address was proved', async () => {
	const { user } = await seedAccount(database.db)
	// The profile's e-mail change: unverified until the new address's code, `email` still the proved one.
	await database.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, user.id))
	await database.db.insert(verificationCodes).values({ userId: user.id, purpose: 'verify_email', email: `next-${user.email}`, codeHash: 'x', expiresAt: new Date(Date.now() + 600_000) })
	await database.db.insert(telegramLinks).values({ userId: user.id, linkTokenHash: `mid-change-${user.id}`, chatId: 990_003, linkedAt: new Date() })
	const { token } = await mailedToken(user.email)
	expect((await resetPassword(database.db, { token, newPassword: 'still-mine-42' })).ok).toBe(true)
	expect((await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id)))[0]).toMatchObject({ chatId: 990_003 })
	const codes = await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))
	expect(codes.map((code) => code.purpose).sort()).toEqual(['reset_password', 'verify_email'])
})

test('a reset of an account never proved takes it back from whoever registered it: their chat, code and draft go too', async () => {
	// Someone registered the owner's address and linked their own chat; the owner resets from their mailbox.
	const { user } = await seedAccount(database.db, { verified: false })
	await database.db.insert(telegramLinks).values({ userId: user.id, linkTokenHash: 'the-squatters', chatId: 990_002, linkedAt: new Date() })
	await database.db.insert(alertDrafts).values({ userId: user.id, data: { brand: 'skoda', telegramUsername: 'squatter' } })
	await database.db.insert(verificationCodes).values({ userId: user.id, purpose: 'verify_email', email: 'squatter@example.com', codeHash: 'x', expiresAt: new Date(Date.now() + 600_000) })
	const { token } = await mailedToken(user.email)
	expect((await resetPassword(database.db, { token, newPassword: 'mine-again-42' })).ok).toBe(true)

	const [link] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
	expect(link).toMatchObject({ chatId: null, linkedAt: null, linkTokenHash: null, linkGeneration: 1 })
	expect(await database.db.select().from(alertDrafts).where(eq(alertDrafts.userId, user.id))).toEqual([])
	const codes = await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id))
	expect(codes.map((code) => code.purpose)).toEqual(['reset_password'])
	expect(await passwordWorks(user.email, 'mine-again-42')).toBe(true)
})

test('per address: the sixth link in an hour is refused, for an account and a stranger alike', async () => {
	const { user } = await seedAccount(database.db)
	const stranger = `stranger-${Date.now()}@example.com`
	const now = new Date()
	const { max } = rateLimits.passwordResetEmail
	expect(max).toBe(5)
	for (const email of [user.email, stranger]) {
		for (let i = 0; i < max; i += 1) {
			const outcome = await requestPasswordReset(database.db, config, { email, ip: freshIp() }, now)
			expect(outcome.ok).toBe(true)
			if (outcome.ok) await outcome.sending
		}
	}
	const refusedKnown = await requestPasswordReset(database.db, config, { email: user.email.toUpperCase(), ip: freshIp() }, now)
	const refusedUnknown = await requestPasswordReset(database.db, config, { email: stranger, ip: freshIp() }, now)
	expect(refusedKnown).toMatchObject({ ok: false, reason: 'address' })
	expect(refusedUnknown).toMatchObject({ ok: false, reason: 'address' })
	expect(refusedKnown.ok === false && refusedKnown.retryAfterSeconds).toBe(refusedUnknown.ok === false && refusedUnknown.retryAfterSeconds)
	expect((await requestPasswordReset(database.db, config, { email: user.email, ip: freshIp() }, minutesLater(now, 61))).ok).toBe(true)
})

test('per client address: the eleventh request in an hour is refused, whatever the e-mail', async () => {
	const ip = freshIp()
	const now = new Date()
	const { max } = rateLimits.passwordResetClient
	for (let i = 0; i < max; i += 1) {
		const outcome = await requestPasswordReset(database.db, config, { email: `client-${i}-${Date.now()}@example.com`, ip }, now)
		expect(outcome.ok).toBe(true)
		if (outcome.ok) await outcome.sending
	}
	const refused = await requestPasswordReset(database.db, config, { email: `client-last-${Date.now()}@example.com`, ip }, now)
	expect(refused).toMatchObject({ ok: false, reason: 'client' })
	expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(0)
})

test('a Google-only account is told so and gains a password; the mail proves the address', async () => {
	const user = await seedUser(database.db, { passwordHash: null, googleId: `google-${Date.now()}`, firstName: 'Ana', isEmailVerified: false })
	const { token, mail } = await mailedToken(user.email)
	expect(mail.text).toContain('Your account signs in with Google and has no password yet')
	expect(await checkResetToken(database.db, token)).toEqual({ ok: true, email: user.email, hasPassword: false })
	expect((await resetPassword(database.db, { token, newPassword: 'first-password-1' })).ok).toBe(true)
	const [row] = await database.db.select().from(users).where(eq(users.id, user.id))
	expect(row).toMatchObject({ googleId: user.googleId, isEmailVerified: true })
	expect(await passwordWorks(user.email, 'first-password-1')).toBe(true)
})

test('a link mailed to an address the account no longer has is refused', async () => {
	const { user } = await seedAccount(database.db)
	const { token } = await mailedToken(user.email)
	await database.db.update(users).set({ email: `moved-${user.email}` }).where(eq(users.id, user.id))
	expect(await checkResetToken(database.db, token)).toEqual({ ok: false, reason: 'invalid' })
	expect(await resetPassword(database.db, { token, newPassword: 'hijack-42' })).toEqual({ ok: false, reason: 'invalid' })
})

test('tokens that were never issued are refused without touching anything', async () => {
	for (const token of ['', 'x', 'a'.repeat(43), 'a'.repeat(5000), `${'a'.repeat(42)}\u0000`, "'; drop table users; --"]) {
		expect(await checkResetToken(database.db, token)).toEqual({ ok: false, reason: 'invalid' })
		expect(await resetPassword(database.db, { token, newPassword: 'whatever-42' })).toEqual({ ok: false, reason: 'invalid' })
	}
})
