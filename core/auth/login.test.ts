import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAccount } from '#tests/support/session.ts'
import { loginThrottles } from '../db/schema.ts'
import { rateLimits } from '../limits.ts'
import { claimLoginTry, freeLoginFailures, maxLoginDelaySeconds, verifyLogin } from './login.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000)

async function throttleOf(email: string, client: string) {
	const [row] = await database.db
		.select()
		.from(loginThrottles)
		.where(and(eq(loginThrottles.email, email), eq(loginThrottles.client, client)))
	return row
}

test('the right password signs in, whatever the case of the e-mail', async () => {
	const { user, password } = await seedAccount(database.db)
	const result = await verifyLogin(database.db, { email: user.email.toUpperCase(), password, ip: '10.0.0.1' })
	expect(result.ok && result.user.id).toBe(user.id)
})

test('an unknown e-mail and a wrong password fail the same way', async () => {
	const { user } = await seedAccount(database.db)
	expect(await verifyLogin(database.db, { email: user.email, password: 'wrong-password', ip: '10.0.0.2' })).toEqual({
		ok: false,
		reason: 'credentials',
	})
	expect(await verifyLogin(database.db, { email: 'nobody@example.com', password: 'whatever', ip: '10.0.0.2' })).toEqual({
		ok: false,
		reason: 'credentials',
	})
})

test('after five failures one client waits 1 s, 2 s, 4 s… for one account, up to 15 minutes', async () => {
	const { user } = await seedAccount(database.db)
	const start = new Date()
	for (let i = 0; i < freeLoginFailures; i += 1) {
		expect(await claimLoginTry(database.db, user.email, '10.1.0.1', start)).toEqual({ granted: true, failures: i + 1 })
	}
	expect(await claimLoginTry(database.db, user.email, '10.1.0.1', start)).toEqual({ granted: false, failures: 6, retryAfterSeconds: 1 })
	// The refused try counted, so the next granted one waits longer.
	expect(await claimLoginTry(database.db, user.email, '10.1.0.1', at(start, 1))).toEqual({ granted: true, failures: 7 })
	expect(await claimLoginTry(database.db, user.email, '10.1.0.1', at(start, 1))).toEqual({ granted: false, failures: 8, retryAfterSeconds: 4 })
	let now = at(start, 5)
	for (let i = 0; i < 20; i += 1) {
		const claim = await claimLoginTry(database.db, user.email, '10.1.0.1', now)
		expect(claim.granted).toBe(true)
		const row = await throttleOf(user.email, '10.1.0.1')
		const wait = (row!.blockedUntil!.getTime() - now.getTime()) / 1000
		expect(wait).toBeLessThanOrEqual(maxLoginDelaySeconds)
		now = row!.blockedUntil!
	}
	expect((now.getTime() - at(start, 5).getTime()) / 1000).toBeGreaterThan(maxLoginDelaySeconds * 5)
})

test('ten wrong passwords from client A do not keep the owner out on client B', async () => {
	const { user, password } = await seedAccount(database.db)
	const start = new Date()
	for (let i = 0; i < 12; i += 1) {
		await verifyLogin(database.db, { email: user.email, password: 'nope', ip: '10.3.0.1' }, at(start, i * 2))
	}
	const stranger = await verifyLogin(database.db, { email: user.email, password, ip: '10.3.0.1' }, at(start, 30))
	expect(stranger).toMatchObject({ ok: false, reason: 'rate_limited' })
	const owner = await verifyLogin(database.db, { email: user.email, password, ip: '10.3.0.2' }, at(start, 30))
	expect(owner.ok).toBe(true)
})

test('20 parallel wrong passwords from one client count 20 failures and get only the free tries', async () => {
	const { user } = await seedAccount(database.db)
	const now = new Date()
	const results = await Promise.all(
		Array.from({ length: 20 }, () => verifyLogin(database.db, { email: user.email, password: 'nope', ip: '10.4.0.1' }, now)),
	)
	expect(results.filter((result) => !result.ok && result.reason === 'credentials')).toHaveLength(freeLoginFailures)
	expect(results.filter((result) => !result.ok && result.reason === 'rate_limited')).toHaveLength(20 - freeLoginFailures)
	expect((await throttleOf(user.email, '10.4.0.1'))?.failures).toBe(20)
})

test('signing in forgives the pair, and failures are forgotten a day later', async () => {
	const { user, password } = await seedAccount(database.db)
	const start = new Date()
	for (let i = 0; i < 4; i += 1) await verifyLogin(database.db, { email: user.email, password: 'nope', ip: '10.5.0.1' }, start)
	expect((await verifyLogin(database.db, { email: user.email, password, ip: '10.5.0.1' }, start)).ok).toBe(true)
	expect(await throttleOf(user.email, '10.5.0.1')).toBeUndefined()

	for (let i = 0; i < 6; i += 1) await claimLoginTry(database.db, user.email, '10.5.0.2', start)
	const dayLater = new Date(start.getTime() + 25 * 3_600_000)
	expect(await claimLoginTry(database.db, user.email, '10.5.0.2', dayLater)).toEqual({ granted: true, failures: 1 })
})

test('one client guessing at many accounts meets the per-client ceiling, other clients do not', async () => {
	const { user, password } = await seedAccount(database.db)
	const now = new Date()
	for (let i = 0; i < rateLimits.loginClient.max; i += 1) {
		await verifyLogin(database.db, { email: `guess${i}@example.com`, password: 'nope', ip: '10.6.0.1' }, now)
	}
	const blocked = await verifyLogin(database.db, { email: user.email, password, ip: '10.6.0.1' }, now)
	expect(blocked).toMatchObject({ ok: false, reason: 'rate_limited' })
	expect((await verifyLogin(database.db, { email: user.email, password, ip: '10.6.0.2' }, now)).ok).toBe(true)
	// A hundred real scrypt checks (unknown e-mails are checked against the decoy hash): seconds of
	// CPU, which files running beside it stretch.
}, 120_000)
