import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAccount } from '#tests/support/session.ts'
import { loginWindowMs, verifyLogin } from './login.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

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

test('ten failures for an account block it for 15 minutes, even with the right password', async () => {
	const { user, password } = await seedAccount(database.db)
	const start = new Date()
	for (let i = 0; i < 10; i += 1) {
		await verifyLogin(database.db, { email: user.email, password: 'nope', ip: `10.1.0.${i}` }, start)
	}
	const blocked = await verifyLogin(database.db, { email: user.email, password, ip: '10.1.1.1' }, new Date(start.getTime() + 60_000))
	expect(blocked).toEqual({ ok: false, reason: 'rate_limited', retryAfterSeconds: 14 * 60 })
	const later = await verifyLogin(database.db, { email: user.email, password, ip: '10.1.1.1' }, new Date(start.getTime() + loginWindowMs + 1000))
	expect(later.ok).toBe(true)
})

test('ten failures from one address block it across accounts', async () => {
	const { user, password } = await seedAccount(database.db)
	for (let i = 0; i < 10; i += 1) {
		await verifyLogin(database.db, { email: `guess${i}@example.com`, password: 'nope', ip: '10.2.0.1' })
	}
	const blocked = await verifyLogin(database.db, { email: user.email, password, ip: '10.2.0.1' })
	expect(blocked.ok).toBe(false)
	expect(!blocked.ok && blocked.reason).toBe('rate_limited')
	expect((await verifyLogin(database.db, { email: user.email, password, ip: '10.2.0.2' })).ok).toBe(true)
})
