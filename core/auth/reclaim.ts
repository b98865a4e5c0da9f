import { and, eq, ne, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { alertDrafts, loginThrottles, sessions, telegramLinks, users, verificationCodes } from '../db/schema.ts'
import { noChat, spentStartToken } from '../telegram/links.ts'

type Executor = Pick<Database, 'delete' | 'update'>

/** What a session is started for: the account, and its credentials generation as read when it proved who it is. */
export type SignInIdentity = { id: string; credentialsGeneration: number }

/**
 * Anyone can register an address they do not own and wait, signed in, for its owner to arrive
 * (docs/decisions/044-account-takeover.md). When the owner proves the address (Google vouches
 * for it, or they open a reset link from their mailbox), whatever that someone could still hold
 * of an account never proved goes, in the caller's transaction: its sessions, its pending code
 * (an e-mail change to their own address among them), its alert draft, its login waits, its
 * Telegram chat and start token. The account's password is the caller's to replace or clear.
 */
export async function reclaimUnprovedAccount(tx: Executor, account: { id: string; email: string }): Promise<number> {
	const generation = await endEverySession(tx, account.id)
	await tx.delete(verificationCodes).where(and(eq(verificationCodes.userId, account.id), eq(verificationCodes.purpose, 'verify_email')))
	await tx.delete(alertDrafts).where(eq(alertDrafts.userId, account.id))
	await tx.delete(loginThrottles).where(eq(loginThrottles.email, account.email))
	await tx
		.update(telegramLinks)
		.set({ ...noChat, ...spentStartToken })
		.where(eq(telegramLinks.userId, account.id))
	return generation
}

/** After a password reset of a proved account: its chat stays, but a start token anyone saw before no longer links one. */
export async function spendStartTokenOf(tx: Executor, userId: string) {
	await tx.update(telegramLinks).set(spentStartToken).where(eq(telegramLinks.userId, userId))
}

/**
 * Ends every session of the account, and every login still in flight: the credentials generation
 * moves on first, so its row stays locked until the caller commits, and a session write that read
 * the old generation either waits for the commit and then finds it stale, or commits first and is
 * deleted here (app/services/session.server.ts; docs/decisions/047-credentials-generation.md).
 * Returns the new generation, for the session the caller may start in this browser.
 */
export async function endEverySession(tx: Executor, userId: string, options: { except?: string } = {}): Promise<number> {
	const [bumped] = await tx
		.update(users)
		.set({ credentialsGeneration: sql`${users.credentialsGeneration} + 1` })
		.where(eq(users.id, userId))
		.returning({ generation: users.credentialsGeneration })
	const others = eq(sessions.userId, userId)
	await tx.delete(sessions).where(options.except ? and(others, ne(sessions.sid, options.except)) : others)
	if (options.except && bumped) {
		// The session in use stays valid: it now carries the new generation.
		await tx
			.update(sessions)
			.set({ sess: sql`jsonb_set(${sessions.sess}, '{credentialsGeneration}', to_jsonb(${bumped.generation}::int))` })
			.where(and(eq(sessions.sid, options.except), eq(sessions.userId, userId)))
	}
	return bumped?.generation ?? 0
}
