import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedUser } from '#tests/support/seed.ts'
import { alertDrafts, loginThrottles, sessions, telegramLinks, users, verificationCodes } from '../db/schema.ts'
import { findOrLinkGoogleUser, uniqueUsername, usernameBase } from './google-accounts.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

let counter = 0
function identity(overrides: Partial<Parameters<typeof findOrLinkGoogleUser>[1]> = {}) {
	counter += 1
	return {
		googleId: `google-${counter}-${Date.now()}`,
		email: `person${counter}.${Date.now()}@gmail.example`,
		emailVerified: true,
		firstName: 'Mara',
		lastName: 'Horvat',
		...overrides,
	}
}

describe('findOrLinkGoogleUser', () => {
	test('creates a verified account without a password, named after the e-mail', async () => {
		const result = await findOrLinkGoogleUser(database.db, identity({ email: 'Mara.Horvat+cars@Gmail.Example' }))
		expect(result.ok && result.outcome).toBe('created')
		if (!result.ok) return
		expect(result.user).toMatchObject({
			email: 'mara.horvat+cars@gmail.example',
			username: 'marahorvatcars',
			passwordHash: null,
			isEmailVerified: true,
			firstName: 'Mara',
			lastName: 'Horvat',
		})
	})

	test('the next sign-in finds the same account by its Google id, even after an e-mail change', async () => {
		const first = identity()
		const created = await findOrLinkGoogleUser(database.db, first)
		if (!created.ok) throw new Error('not created')
		await database.db.update(users).set({ email: `changed${counter}@example.com` }).where(eq(users.id, created.user.id))
		const again = await findOrLinkGoogleUser(database.db, { ...first, email: 'other@gmail.example' })
		expect(again.ok && again.outcome).toBe('found')
		expect(again.ok && again.user.id).toBe(created.user.id)
		expect(await database.db.select().from(users).where(eq(users.email, 'other@gmail.example'))).toEqual([])
	})

	test('links a verified password account with the same e-mail, keeping its password and sessions', async () => {
		const existing = await seedUser(database.db, { isEmailVerified: true })
		await database.db.insert(sessions).values({ sid: `s-${existing.id}`, sess: { userId: existing.id }, expire: new Date(Date.now() + 3_600_000), userId: existing.id })
		const google = identity({ email: existing.email.toUpperCase() })
		const result = await findOrLinkGoogleUser(database.db, google)
		expect(result.ok && result.outcome).toBe('linked')
		const [row] = await database.db.select().from(users).where(eq(users.id, existing.id))
		expect(row).toMatchObject({ googleId: google.googleId, isEmailVerified: true, passwordHash: 'not-a-login' })
		expect(row!.username).toBe(existing.username)
		expect(await database.db.select().from(sessions).where(eq(sessions.userId, existing.id))).toHaveLength(1)
	})

	test('an account waiting for the code of an e-mail change still has its proved address: Google links it and takes nothing', async () => {
		// Changing the e-mail marks the account unverified, but `email` is still the address proved before.
		const existing = await seedUser(database.db, { isEmailVerified: false, emailProvedAt: new Date(Date.now() - 86_400_000) })
		await database.db.insert(sessions).values({ sid: `s-${existing.id}`, sess: { userId: existing.id }, expire: new Date(Date.now() + 3_600_000), userId: existing.id })
		await database.db.insert(telegramLinks).values({ userId: existing.id, chatId: Number.parseInt(existing.id.slice(0, 8), 16), linkedAt: new Date() })
		const result = await findOrLinkGoogleUser(database.db, identity({ email: existing.email }))
		expect(result.ok && result.outcome).toBe('linked')
		const [row] = await database.db.select().from(users).where(eq(users.id, existing.id))
		expect(row).toMatchObject({ isEmailVerified: true, passwordHash: 'not-a-login' })
		expect(await database.db.select().from(sessions).where(eq(sessions.userId, existing.id))).toHaveLength(1)
		expect((await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, existing.id)))[0]?.chatId).not.toBeNull()
	})

	test('an unverified account with the same e-mail is linked with nothing left of whoever registered it', async () => {
		const existing = await seedUser(database.db, { isEmailVerified: false })
		const other = await seedUser(database.db, { isEmailVerified: false })
		for (const user of [existing, other]) {
			await database.db.insert(sessions).values({ sid: `s-${user.id}`, sess: { userId: user.id }, expire: new Date(Date.now() + 3_600_000), userId: user.id })
			await database.db.insert(verificationCodes).values({ userId: user.id, purpose: 'verify_email', email: `new-${user.id}@example.com`, codeHash: 'x', expiresAt: new Date(Date.now() + 600_000) })
			await database.db.insert(alertDrafts).values({ userId: user.id, data: { brand: 'skoda' } })
			await database.db.insert(loginThrottles).values({ email: user.email, client: '10.0.0.1', failures: 3 })
			await database.db.insert(telegramLinks).values({ userId: user.id, linkTokenHash: `hash-${user.id}`, chatId: Number.parseInt(user.id.slice(0, 8), 16), linkedAt: new Date() })
		}
		const result = await findOrLinkGoogleUser(database.db, identity({ email: existing.email }))
		expect(result.ok && result.outcome).toBe('linked')

		const [row] = await database.db.select().from(users).where(eq(users.id, existing.id))
		expect(row).toMatchObject({ isEmailVerified: true, passwordHash: null, username: existing.username })
		const left = async (userId: string, email: string) => ({
			sessions: (await database.db.select().from(sessions).where(eq(sessions.userId, userId))).length,
			codes: (await database.db.select().from(verificationCodes).where(eq(verificationCodes.userId, userId))).length,
			drafts: (await database.db.select().from(alertDrafts).where(eq(alertDrafts.userId, userId))).length,
			throttles: (await database.db.select().from(loginThrottles).where(eq(loginThrottles.email, email))).length,
			link: (await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId)))[0],
		})
		expect(await left(existing.id, existing.email)).toEqual({
			sessions: 0,
			codes: 0,
			drafts: 0,
			throttles: 0,
			link: expect.objectContaining({ chatId: null, linkedAt: null, linkTokenHash: null, linkGeneration: 1 }),
		})
		// Another account is untouched.
		expect(await left(other.id, other.email)).toEqual({
			sessions: 1,
			codes: 1,
			drafts: 1,
			throttles: 1,
			link: expect.objectContaining({ linkTokenHash: `hash-${other.id}`, linkGeneration: 0 }),
		})
	})

	test('an address Google has not verified neither claims an account nor creates one', async () => {
		const existing = await seedUser(database.db)
		const claim = await findOrLinkGoogleUser(database.db, identity({ email: existing.email, emailVerified: false }))
		expect(claim).toEqual({ ok: false, reason: 'email_unverified' })
		const [row] = await database.db.select().from(users).where(eq(users.id, existing.id))
		expect(row!.googleId).toBeNull()

		const fresh = identity({ emailVerified: false })
		expect(await findOrLinkGoogleUser(database.db, fresh)).toEqual({ ok: false, reason: 'email_unverified' })
		expect(await database.db.select().from(users).where(eq(users.email, fresh.email))).toEqual([])
	})

	test('an account already linked to another Google id is not taken over', async () => {
		const existing = await seedUser(database.db, { googleId: `someone-else-${Date.now()}` })
		expect(await findOrLinkGoogleUser(database.db, identity({ email: existing.email }))).toEqual({
			ok: false,
			reason: 'linked_elsewhere',
		})
	})

	test('a taken username gets a number, and stays alphanumeric within 20 characters', async () => {
		await seedUser(database.db, { username: 'averyveryverylongnam' })
		const result = await findOrLinkGoogleUser(database.db, identity({ email: 'a.very-very_very.long.name.indeed@gmail.example' }))
		if (!result.ok) throw new Error('not created')
		expect(result.user.username).toMatch(/^averyveryverylo?n?a?m?\d{4,6}$/)
		expect(result.user.username).toMatch(/^[A-Za-z0-9]{3,20}$/)
	})

	test('a case-different username counts as taken', async () => {
		await seedUser(database.db, { username: 'Kasia' })
		expect(await uniqueUsername(database.db, 'kasia@gmail.example')).toMatch(/^kasia\d{4}$/)
	})

	test('concurrent first sign-ins with one Google id end with one account', async () => {
		const google = identity()
		const results = await Promise.all([1, 2, 3].map(() => findOrLinkGoogleUser(database.db, google)))
		const ids = new Set(results.map((result) => (result.ok ? result.user.id : null)))
		expect(ids.size).toBe(1)
		expect(await database.db.select().from(users).where(eq(users.googleId, google.googleId))).toHaveLength(1)
	})
})

describe('usernameBase', () => {
	test.each([
		['jo@x.example', 'userjo'],
		['.@x.example', 'user'],
		['José.Müller@x.example', 'JoseMuller'],
		['a-b-c-d-e-f-g-h-i-j-k-l-m-n-o@x.example', 'abcdefghijklmno'],
		['abcdefghijklmnopqrstuvwxyz@x.example', 'abcdefghijklmnopqrst'],
	])('%s → %s', (email, expected) => {
		expect(usernameBase(email)).toBe(expected)
	})
})
