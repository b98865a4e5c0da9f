import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createUserSession, getUser } from '#app/services/auth.server.ts'
import { endOtherSessions, getSession, sessionStorageFor, StaleSignIn } from '#app/services/session.server.ts'
import { reclaimUnprovedAccount } from '#core/auth/reclaim.ts'
import { parseConfig } from '#core/config.ts'
import { sessions, users } from '#core/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAccount, sessionCookieFor } from '#tests/support/session.ts'

/**
 * A session is written only while the credentials generation its login read is still the
 * account's, and read only while it still is (docs/decisions/047-credentials-generation.md):
 * a login that checked a password before a reclaim, reset or password change, and writes its
 * session after it, signs nobody in. Against a real PostgreSQL, with the interleavings made by hand.
 */
let database: TestDatabase
let context: { db: TestDatabase['db']; config: ReturnType<typeof parseConfig> }

beforeAll(async () => {
	database = await createTestDatabase()
	context = { db: database.db, config: parseConfig({ NODE_ENV: 'test' }) }
})
afterAll(() => database.destroy())

const loginRequest = (cookie?: string) => new Request('http://localhost/login', { method: 'POST', headers: cookie ? { Cookie: cookie } : {} })

function sessionCookieOf(headers: Headers) {
	const live = headers.getSetCookie().filter((header) => header.startsWith('__session=') && !/expires=Thu, 01 Jan 1970/i.test(header))
	return live.at(-1)!.split(';')[0]!
}

async function sessionsOf(userId: string) {
	return database.db.select().from(sessions).where(eq(sessions.userId, userId))
}

async function generationOf(userId: string) {
	const [row] = await database.db.select({ generation: users.credentialsGeneration }).from(users).where(eq(users.id, userId))
	return row!.generation
}

/** Resolves once another connection is waiting for a lock (the session write on the user's row). */
async function someoneWaitsForALock() {
	for (let tries = 0; tries < 500; tries += 1) {
		const waiting = await database.pool.query<{ n: number }>(
			"select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
		)
		if ((waiting.rows[0]?.n ?? 0) > 0) return
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
	throw new Error('no session write ever waited for the reclaim')
}

describe('a sign-in whose credentials changed while it checked them', () => {
	test('a login that read the account before a reclaim writes no session after it', async () => {
		const { user } = await seedAccount(database.db, { verified: false })
		const readBeforeReclaim = { id: user.id, credentialsGeneration: user.credentialsGeneration }
		await database.db.transaction((tx) => reclaimUnprovedAccount(tx, user))

		await expect(createUserSession(loginRequest(), context, readBeforeReclaim)).rejects.toBeInstanceOf(StaleSignIn)
		expect(await sessionsOf(user.id)).toEqual([])
	})

	test('a session write racing a reclaim waits for it and then writes nothing', async () => {
		const { user } = await seedAccount(database.db, { verified: false })
		const readBeforeReclaim = { id: user.id, credentialsGeneration: user.credentialsGeneration }
		let signingIn: Promise<unknown> | undefined
		await database.db.transaction(async (tx) => {
			await reclaimUnprovedAccount(tx, user)
			// The reclaim holds the account's row until it commits; the login's write arrives now.
			signingIn = createUserSession(loginRequest(), context, readBeforeReclaim).then(
				() => 'signed in',
				(error: unknown) => error,
			)
			await someoneWaitsForALock()
		})
		expect(await signingIn).toBeInstanceOf(StaleSignIn)
		expect(await sessionsOf(user.id)).toEqual([])
	})

	test('a session written just before the reclaim is ended by it', async () => {
		const { user } = await seedAccount(database.db, { verified: false })
		const headers = await createUserSession(loginRequest(), context, { id: user.id, credentialsGeneration: user.credentialsGeneration })
		const cookie = sessionCookieOf(headers)
		expect((await getUser(new Request('http://localhost/', { headers: { Cookie: cookie } }), context))?.id).toBe(user.id)

		await database.db.transaction((tx) => reclaimUnprovedAccount(tx, user))
		expect(await sessionsOf(user.id)).toEqual([])
		expect(await getUser(new Request('http://localhost/', { headers: { Cookie: cookie } }), context)).toBeNull()
	})

	test('a session row of an older generation signs nobody in, and is not written back', async () => {
		const { user } = await seedAccount(database.db)
		const cookie = `__session=${await sessionCookieFor(database.db, user.id)}`
		// Moved on without deleting the row, as a write that slipped past would leave it.
		await database.db.update(users).set({ credentialsGeneration: 3 }).where(eq(users.id, user.id))
		const request = new Request('http://localhost/', { headers: { Cookie: cookie } })
		expect(await getUser(request, context)).toBeNull()
		expect((await getSession(request, context)).get('userId')).toBeUndefined()
	})

	test('the browser that resets or reclaims signs in with the new generation', async () => {
		const { user } = await seedAccount(database.db, { verified: false })
		const generation = await database.db.transaction((tx) => reclaimUnprovedAccount(tx, user))
		expect(generation).toBe(user.credentialsGeneration + 1)
		const cookie = sessionCookieOf(await createUserSession(loginRequest(), context, { id: user.id, credentialsGeneration: generation }))
		expect((await getUser(new Request('http://localhost/', { headers: { Cookie: cookie } }), context))?.id).toBe(user.id)
	})

	test('a password change keeps the session in use, ends the others and the logins in flight', async () => {
		const { user } = await seedAccount(database.db)
		const identity = { id: user.id, credentialsGeneration: user.credentialsGeneration }
		const mine = sessionCookieOf(await createUserSession(loginRequest(), context, identity))
		const other = sessionCookieOf(await createUserSession(loginRequest(), context, identity))
		const request = (cookie: string) => new Request('http://localhost/', { headers: { Cookie: cookie } })

		await endOtherSessions(database.db, user.id, await getSession(request(mine), context))

		expect(await generationOf(user.id)).toBe(identity.credentialsGeneration + 1)
		expect((await getUser(request(mine), context))?.id).toBe(user.id)
		expect(await getUser(request(other), context)).toBeNull()
		expect(await sessionsOf(user.id)).toHaveLength(1)
		// A login that checked the old password before the change:
		await expect(createUserSession(loginRequest(), context, identity)).rejects.toBeInstanceOf(StaleSignIn)
	})

	test('an anonymous session (a visitor\'s draft) is written and rewritten as before', async () => {
		const storage = sessionStorageFor(context)
		const visitor = await storage.getSession()
		visitor.set('draft', { brand: 'Škoda' })
		const cookie = (await storage.commitSession(visitor)).split(';')[0]!
		const again = await storage.getSession(cookie)
		expect(again.get('draft')).toEqual({ brand: 'Škoda' })
		again.set('draft', { brand: 'Dacia' })
		await storage.commitSession(again)
		expect((await storage.getSession(cookie)).get('draft')).toEqual({ brand: 'Dacia' })
	})
})
