import { and, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords.ts'
import { sendVerificationCode, type SendCodeResult } from '../auth/verification.ts'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { users, verificationCodes } from '../db/schema.ts'
import { type Language } from '../enums.ts'

export type UserRow = typeof users.$inferSelect

/** A field another account already holds. */
export type TakenField = 'email' | 'username'

/** What any client may see of a user: never the password hash, never a code. */
export type PublicUser = Pick<UserRow, 'id' | 'username' | 'email' | 'firstName' | 'lastName' | 'isEmailVerified'>

export function publicUser(user: PublicUser): PublicUser {
	return {
		id: user.id,
		username: user.username,
		email: user.email,
		firstName: user.firstName,
		lastName: user.lastName,
		isEmailVerified: user.isEmailVerified,
	}
}

const uniqueConstraints: Record<string, TakenField> = {
	users_email_unique: 'email',
	users_username_unique: 'username',
}

/**
 * The field behind a unique violation (Postgres 23505) on users' e-mail or username, else null.
 * Drizzle wraps the driver's error, so the code may sit on the error or on its cause.
 */
export function takenFieldOf(error: unknown): TakenField | null {
	for (let current: unknown = error, depth = 0; current && depth < 3; depth += 1) {
		const { code, constraint, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown }
		if (code === '23505' && typeof constraint === 'string' && constraint in uniqueConstraints) {
			return uniqueConstraints[constraint]!
		}
		current = cause
	}
	return null
}

/** Which of e-mail and username another account (not `exceptUserId`) already holds; usernames in any case. */
export async function findTakenFields(
	db: Database,
	input: { email?: string; username?: string; exceptUserId?: string },
): Promise<TakenField[]> {
	const email = input.email?.trim().toLowerCase()
	const username = input.username?.trim().toLowerCase()
	const matches = [
		email ? eq(users.email, email) : undefined,
		username ? eq(sql`lower(${users.username})`, username) : undefined,
	].filter((condition) => condition !== undefined)
	if (matches.length === 0) return []
	const rows = await db
		.select({ email: users.email, username: users.username })
		.from(users)
		.where(and(or(...matches), input.exceptUserId ? ne(users.id, input.exceptUserId) : undefined))
	const taken: TakenField[] = []
	if (email && rows.some((row) => row.email === email)) taken.push('email')
	if (username && rows.some((row) => row.username.toLowerCase() === username)) taken.push('username')
	return taken
}

export type NewUser = {
	firstName: string
	lastName: string
	username: string
	email: string
	passwordHash: string
	language: Language
}

export type CreateUserResult = { ok: true; user: UserRow } | { ok: false; taken: TakenField[] }

/**
 * Inserts a user with a password. Taken fields are looked up first (so both can be reported at
 * once), and a concurrent sign-up that wins the race between look-up and insert is still caught
 * by the unique indexes and answered the same way.
 */
export async function createUser(db: Database, input: NewUser): Promise<CreateUserResult> {
	const values = { ...input, email: input.email.trim().toLowerCase(), username: input.username.trim() }
	const taken = await findTakenFields(db, values)
	if (taken.length > 0) return { ok: false, taken }
	try {
		const [user] = await db.insert(users).values(values).returning()
		return { ok: true, user: user! }
	} catch (error) {
		const field = takenFieldOf(error)
		if (field) return { ok: false, taken: [field] }
		throw error
	}
}

/**
 * Registration: the account (password hashed with scrypt, not yet verified, in the visitor's UI
 * language) and the first verification code, sent at once.
 */
export async function registerUser(
	db: Database,
	config: Config,
	input: Omit<NewUser, 'passwordHash'> & { password: string },
): Promise<CreateUserResult> {
	const { password, ...rest } = input
	const created = await createUser(db, { ...rest, passwordHash: await hashPassword(password) })
	if (!created.ok) return created
	const { user } = created
	await sendVerificationCode(db, config, {
		userId: user.id,
		email: user.email,
		name: user.firstName || user.username,
		language: user.language,
		force: true,
	})
	return created
}

/** The e-mail code waiting for the user: the address it went to and when (null when none is waiting). */
export async function pendingVerification(db: Database, userId: string): Promise<{ email: string; sentAt: Date } | null> {
	const [row] = await db
		.select({ email: verificationCodes.email, sentAt: verificationCodes.sentAt })
		.from(verificationCodes)
		.where(
			and(
				eq(verificationCodes.userId, userId),
				eq(verificationCodes.purpose, 'verify_email'),
				isNull(verificationCodes.usedAt),
			),
		)
	return row ?? null
}

type CodeRecipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'username' | 'language'>

/** The address being verified: where the waiting code went, else the account's address. */
export async function addressToVerify(db: Database, user: Pick<UserRow, 'id' | 'email'>): Promise<string> {
	return (await pendingVerification(db, user.id))?.email ?? user.email
}

/** Sends a new code to the address being verified; refused within 60 s of the last one. */
export async function resendVerificationCode(db: Database, config: Config, user: CodeRecipient): Promise<SendCodeResult> {
	return sendVerificationCode(db, config, {
		userId: user.id,
		email: await addressToVerify(db, user),
		name: user.firstName || user.username,
		language: user.language,
	})
}

export type ChangeEmailResult =
	| { ok: true; email: string }
	| { ok: false; reason: 'same' | 'taken' }
	| { ok: false; reason: 'limit'; retryAfterSeconds: number }

/**
 * "Change e-mail" on the verification page: a new code goes to the new address (at once, the
 * countdown starts again). The account's address changes only when that code is confirmed, so a
 * mistyped address never locks the user out.
 */
export async function changeEmailToVerify(
	db: Database,
	config: Config,
	user: CodeRecipient,
	newEmail: string,
): Promise<ChangeEmailResult> {
	const email = newEmail.trim().toLowerCase()
	if (email === (await addressToVerify(db, user))) return { ok: false, reason: 'same' }
	if ((await findTakenFields(db, { email, exceptUserId: user.id })).length > 0) return { ok: false, reason: 'taken' }
	const sent = await sendVerificationCode(db, config, {
		userId: user.id,
		email,
		name: user.firstName || user.username,
		language: user.language,
		force: true,
	})
	if (!sent.ok) return { ok: false, reason: 'limit', retryAfterSeconds: sent.retryAfterSeconds }
	return { ok: true, email }
}
