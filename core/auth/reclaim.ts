import { and, eq } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { alertDrafts, loginThrottles, sessions, telegramLinks, verificationCodes } from '../db/schema.ts'
import { noChat, spentStartToken } from '../telegram/links.ts'

type Executor = Pick<Database, 'delete' | 'update'>

/**
 * Anyone can register an address they do not own and wait, signed in, for its owner to arrive
 * (docs/decisions/044-account-takeover.md). When the owner proves the address (Google vouches
 * for it, or they open a reset link from their mailbox), whatever that someone could still hold
 * of an account never proved goes, in the caller's transaction: its sessions, its pending code
 * (an e-mail change to their own address among them), its alert draft, its login waits, its
 * Telegram chat and start token. The account's password is the caller's to replace or clear.
 */
export async function reclaimUnprovedAccount(tx: Executor, account: { id: string; email: string }) {
	await tx.delete(sessions).where(eq(sessions.userId, account.id))
	await tx.delete(verificationCodes).where(and(eq(verificationCodes.userId, account.id), eq(verificationCodes.purpose, 'verify_email')))
	await tx.delete(alertDrafts).where(eq(alertDrafts.userId, account.id))
	await tx.delete(loginThrottles).where(eq(loginThrottles.email, account.email))
	await tx
		.update(telegramLinks)
		.set({ ...noChat, ...spentStartToken })
		.where(eq(telegramLinks.userId, account.id))
}

/** After a password reset of a proved account: its chat stays, but a start token anyone saw before no longer links one. */
export async function spendStartTokenOf(tx: Executor, userId: string) {
	await tx.update(telegramLinks).set(spentStartToken).where(eq(telegramLinks.userId, userId))
}
