import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { verifyPassword } from '../auth/passwords.ts'
import { parseConfig, sessionSecret } from '../config.ts'
import { mailOutbox, users, verificationCodes } from '../db/schema.ts'
import { revealMail } from '../mail/secrets.ts'
import {
	addressToVerify,
	changeEmailToVerify,
	createUser,
	findTakenFields,
	pendingVerification,
	publicUser,
	registerUser,
	resendVerificationCode,
	takenFieldOf,
} from './users.ts'

let database: TestDatabase
// No SMTP_URL: mail stays in the outbox, where the tests read it.
const config = parseConfig({ NODE_ENV: 'test' })

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

let counter = 0
function newUser(overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
	counter += 1
	return {
		firstName: 'Ana',
		lastName: 'Novak',
		username: `driver${counter}`,
		email: `driver${counter}@example.com`,
		passwordHash: 'scrypt$hash',
		language: 'en' as const,
		...overrides,
	}
}

async function created(overrides: Partial<Parameters<typeof createUser>[1]> = {}) {
	const result = await createUser(database.db, newUser(overrides))
	if (!result.ok) throw new Error(`not created: ${result.taken.join(', ')}`)
	return result.user
}

async function mailsTo(address: string) {
	return database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address))
}

async function codeRow(userId: string) {
	const [row] = await database.db
		.select()
		.from(verificationCodes)
		.where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, 'verify_email')))
	return row
}

describe('createUser', () => {
	test('stores the e-mail lower-cased and starts unverified', async () => {
		const user = await created({ email: '  Mixed.Case@Example.COM ' })
		expect(user.email).toBe('mixed.case@example.com')
		expect(user.isEmailVerified).toBe(false)
	})

	test('reports every taken field at once, usernames in any case', async () => {
		const first = await created()
		const result = await createUser(database.db, newUser({ email: first.email.toUpperCase(), username: first.username.toUpperCase() }))
		expect(result).toEqual({ ok: false, taken: ['email', 'username'] })
	})

	test('a sign-up that wins the race between look-up and insert is still answered as taken', async () => {
		const values = newUser()
		const results = await Promise.all([createUser(database.db, values), createUser(database.db, values)])
		expect(results.filter((result) => result.ok)).toHaveLength(1)
		const loser = results.find((result) => !result.ok)
		expect(loser).toMatchObject({ ok: false })
		const rows = await database.db.select().from(users).where(eq(users.email, values.email))
		expect(rows).toHaveLength(1)
	})
})

describe('takenFieldOf', () => {
	test('reads the constraint from a Drizzle error or its cause', async () => {
		const user = await created()
		const error = await database.db
			.insert(users)
			.values({ ...newUser(), username: user.username.toLowerCase() })
			.catch((caught: unknown) => caught)
		expect(takenFieldOf(error)).toBe('username')
		expect(takenFieldOf({ code: '23505', constraint: 'users_email_unique' })).toBe('email')
		expect(takenFieldOf({ code: '23505', constraint: 'other_unique' })).toBeNull()
		expect(takenFieldOf(new Error('boom'))).toBeNull()
		expect(takenFieldOf(undefined)).toBeNull()
	})
})

describe('findTakenFields', () => {
	test('ignores the account asking', async () => {
		const user = await created()
		expect(await findTakenFields(database.db, { email: user.email, username: user.username })).toEqual(['email', 'username'])
		expect(await findTakenFields(database.db, { email: user.email, exceptUserId: user.id })).toEqual([])
		expect(await findTakenFields(database.db, { email: 'nobody@example.com' })).toEqual([])
		expect(await findTakenFields(database.db, {})).toEqual([])
	})
})

describe('registerUser', () => {
	test('hashes the password and sends the first code, which is stored only as a hash', async () => {
		counter += 1
		const result = await registerUser(database.db, config, {
			firstName: 'Marta',
			lastName: 'Kos',
			username: `marta${counter}`,
			email: `marta${counter}@example.com`,
			password: 'secret-password',
			language: 'de',
		})
		if (!result.ok) throw new Error('not registered')
		const { user } = result
		expect(user.language).toBe('de')
		expect(user.passwordHash).not.toContain('secret-password')
		expect(await verifyPassword('secret-password', user.passwordHash!)).toBe(true)

		const [stored] = await mailsTo(user.email)
		// The outbox keeps a sealed marker; the code exists only in the mail that leaves.
		const { mail } = revealMail(sessionSecret(config), stored!)
		const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
		expect(code).toMatch(/^\d{6}$/)
		expect(mail.subject).toContain(code)
		expect(mail.text).toContain('Marta')
		expect(JSON.stringify(stored)).not.toContain(code)
		const row = await codeRow(user.id)
		expect(row?.email).toBe(user.email)
		expect(row?.codeHash).not.toContain(code)
		expect(JSON.stringify(row)).not.toContain(code)
	})

	test('a taken e-mail sends nothing', async () => {
		const user = await created()
		const result = await registerUser(database.db, config, {
			...newUser({ email: user.email }),
			password: 'secret-password',
		})
		expect(result).toEqual({ ok: false, taken: ['email'] })
		expect(await mailsTo(user.email)).toHaveLength(0)
	})
})

describe('verification helpers', () => {
	test('resend is refused within 60 s, and goes to the address being verified', async () => {
		const user = await created()
		expect(await pendingVerification(database.db, user.id)).toBeNull()
		expect(await addressToVerify(database.db, user)).toBe(user.email)

		expect(await resendVerificationCode(database.db, config, user)).toEqual({ ok: true })
		const refused = await resendVerificationCode(database.db, config, user)
		expect(refused).toMatchObject({ ok: false, reason: 'wait' })
		expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(55)
		expect(await mailsTo(user.email)).toHaveLength(1)

		const changed = await changeEmailToVerify(database.db, config, user, 'New.Address@Example.com')
		expect(changed).toEqual({ ok: true, email: 'new.address@example.com' })
		expect(await addressToVerify(database.db, user)).toBe('new.address@example.com')
		// The account keeps its address until the new one is confirmed.
		const [row] = await database.db.select().from(users).where(eq(users.id, user.id))
		expect(row?.email).toBe(user.email)

		await database.db
			.update(verificationCodes)
			.set({ sentAt: new Date(Date.now() - 61_000) })
			.where(eq(verificationCodes.userId, user.id))
		expect(await resendVerificationCode(database.db, config, user)).toEqual({ ok: true })
		expect(await mailsTo('new.address@example.com')).toHaveLength(2)
	})

	test('change e-mail refuses the same address and one another account holds', async () => {
		const user = await created()
		const other = await created()
		expect(await changeEmailToVerify(database.db, config, user, user.email.toUpperCase())).toEqual({ ok: false, reason: 'same' })
		expect(await changeEmailToVerify(database.db, config, user, other.email)).toEqual({ ok: false, reason: 'taken' })
		expect(await mailsTo(other.email)).toHaveLength(0)
	})

	test('a used code is no longer pending', async () => {
		const user = await created()
		await resendVerificationCode(database.db, config, user)
		await database.db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.userId, user.id))
		expect(await pendingVerification(database.db, user.id)).toBeNull()
	})
})

test('publicUser never carries the password hash', async () => {
	const user = await created()
	expect(Object.keys(publicUser(user)).sort()).toEqual(['email', 'firstName', 'id', 'isEmailVerified', 'lastName', 'username'])
})
