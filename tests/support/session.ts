import crypto from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { hashPassword } from '#core/auth/passwords.ts'
import { parseConfig, sessionSecret } from '#core/config.ts'
import { type Database } from '#core/db/client.ts'
import { sessions } from '#core/db/schema.ts'
import { seedUser } from './seed.ts'

/**
 * A user who can really sign in (scrypt hash of `password`), verified unless told otherwise: the
 * one user seeder (seedUser) with a real password.
 */
export async function seedAccount(
	db: Database,
	options: { password?: string; verified?: boolean; email?: string; username?: string; firstName?: string; lastName?: string } = {},
) {
	const { password = 'correct-horse-42', verified = true, ...names } = options
	const user = await seedUser(db, { firstName: 'Ana', lastName: 'Novak', ...names, passwordHash: await hashPassword(password), isEmailVerified: verified })
	return { user, password }
}

/**
 * A signed `__session` cookie value for a new session of `userId`, as the server would set it
 * (test servers run without SESSION_SECRET, so they use the development secret, unless the test
 * gives the server's `secret`).
 */
export async function sessionCookieFor(db: Database, userId: string, secret?: string): Promise<string> {
	const sid = crypto.randomBytes(32).toString('base64url')
	await db.insert(sessions).values({
		sid,
		sess: { userId },
		expire: new Date(Date.now() + 24 * 60 * 60 * 1000),
		userId,
	})
	const cookie = createCookie('__session', { secrets: [secret ?? sessionSecret(parseConfig({ NODE_ENV: 'test' }))] })
	const header = await cookie.serialize(sid)
	return header.split(';')[0]!.slice('__session='.length)
}
