import crypto from 'node:crypto'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { reclaimUnprovedAccount } from '../auth/reclaim.ts'
import { users } from '../db/schema.ts'
import { type Language } from '../enums.ts'

/** What Google's userinfo tells us about the person signing in. */
export type GoogleIdentity = {
	googleId: string
	email: string
	/** Google's `email_verified`: only a verified address may claim or create an account. */
	emailVerified: boolean
	firstName?: string
	lastName?: string
	language?: Language
}

export type GoogleSignInResult =
	| { ok: true; user: typeof users.$inferSelect; outcome: 'found' | 'linked' | 'created' }
	| { ok: false; reason: 'email_unverified' | 'linked_elsewhere' }

const usernamePattern = /^[A-Za-z0-9]{3,20}$/

/** A username from the e-mail's local part: letters and digits only, 3 to 20 of them. */
export function usernameBase(email: string): string {
	const local = (email.split('@')[0] ?? '').normalize('NFKD').replace(/[^A-Za-z0-9]/g, '')
	const padded = local.length >= 3 ? local : `user${local}`
	return padded.slice(0, 20)
}

async function usernameTaken(db: Database, username: string) {
	const [row] = await db
		.select({ id: users.id })
		.from(users)
		.where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
	return Boolean(row)
}

/** The base itself when free, else the base (shortened) with a random number, still 3 to 20 characters. */
export async function uniqueUsername(db: Database, email: string): Promise<string> {
	const base = usernameBase(email)
	if (!(await usernameTaken(db, base))) return base
	for (let attempt = 0; attempt < 20; attempt += 1) {
		const digits = attempt < 10 ? 4 : 6
		const suffix = String(crypto.randomInt(10 ** (digits - 1), 10 ** digits))
		const candidate = `${base.slice(0, 20 - suffix.length)}${suffix}`
		if (!(await usernameTaken(db, candidate))) return candidate
	}
	throw new Error(`No free username near "${base}"`)
}

function isUniqueViolation(error: unknown): error is { code: string; constraint?: string } {
	const cause = (error as { cause?: unknown })?.cause ?? error
	return typeof cause === 'object' && cause !== null && (cause as { code?: unknown }).code === '23505'
}

/**
 * Links the Google id to the account with its e-mail, which Google has just vouched for. An
 * account whose address was never proved is reclaimed for the owner in the same transaction, its
 * password cleared (reclaimUnprovedAccount); a proved one keeps everything, its owner having shown
 * the address is theirs already (an e-mail change waiting for its code included). Null when
 * another sign-in linked or proved it in between.
 */
async function linkGoogleId(db: Database, account: typeof users.$inferSelect, googleId: string) {
	const proved = account.emailProvedAt !== null
	return db.transaction(async (tx) => {
		const now = new Date()
		const [linked] = await tx
			.update(users)
			.set({ googleId, isEmailVerified: true, emailProvedAt: now, updatedAt: now, ...(proved ? {} : { passwordHash: null }) })
			.where(and(eq(users.id, account.id), isNull(users.googleId), proved ? isNotNull(users.emailProvedAt) : isNull(users.emailProvedAt)))
			.returning()
		if (linked && !proved) return { ...linked, credentialsGeneration: await reclaimUnprovedAccount(tx, account) }
		return linked ?? null
	})
}

/**
 * Finds the account for a Google sign-in, in this order: the account already linked to this
 * Google id; else the account with the same e-mail, which gets linked and counts as verified
 * (Google vouched for the address; see linkGoogleId); else a new verified account without a password.
 * An address Google has not verified never claims or creates an account.
 */
export async function findOrLinkGoogleUser(db: Database, identity: GoogleIdentity): Promise<GoogleSignInResult> {
	const email = identity.email.trim().toLowerCase()
	// Concurrent first sign-ins race on the unique indexes; the loser looks again.
	for (let attempt = 0; attempt < 3; attempt += 1) {
		const [linked] = await db.select().from(users).where(eq(users.googleId, identity.googleId))
		if (linked) return { ok: true, user: linked, outcome: 'found' }
		if (!identity.emailVerified || !email.includes('@')) return { ok: false, reason: 'email_unverified' }

		const [sameEmail] = await db.select().from(users).where(eq(users.email, email))
		if (sameEmail) {
			if (sameEmail.googleId !== null) return { ok: false, reason: 'linked_elsewhere' }
			const updated = await linkGoogleId(db, sameEmail, identity.googleId)
			if (updated) return { ok: true, user: updated, outcome: 'linked' }
			continue
		}

		try {
			const username = await uniqueUsername(db, email)
			if (!usernamePattern.test(username)) throw new Error(`Derived username "${username}" is not valid`)
			const [created] = await db
				.insert(users)
				.values({
					username,
					email,
					googleId: identity.googleId,
					passwordHash: null,
					isEmailVerified: true,
					emailProvedAt: new Date(),
					firstName: (identity.firstName ?? '').trim().slice(0, 100),
					lastName: (identity.lastName ?? '').trim().slice(0, 100),
					...(identity.language ? { language: identity.language } : {}),
				})
				.returning()
			return { ok: true, user: created!, outcome: 'created' }
		} catch (error) {
			if (!isUniqueViolation(error)) throw error
		}
	}
	throw new Error('Google sign-in kept colliding with concurrent sign-ins')
}
