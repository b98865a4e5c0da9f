import crypto from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { telegramLinks } from '../db/schema.ts'

/**
 * The bot's deep link `t.me/<bot>?start=<token>` links a Telegram chat to a user (docs/product/decisions.md).
 * The token is derived from the user id and the link's generation with the server secret, so
 * every page shows the same link without keeping the token anywhere; the database stores only
 * its hash, which the bot looks up when it receives `/start <token>`. A token works once: linking
 * a chat, and anything that takes an account back from whoever held it, move the generation on
 * (docs/decisions/044-account-takeover.md).
 */
export function telegramStartToken(secret: string, userId: string, generation: number): string {
	return crypto.createHmac('sha256', secret).update(`telegram-link:${userId}:${generation}`).digest('base64url').slice(0, 43)
}

export function hashStartToken(token: string): string {
	return crypto.createHash('sha256').update(token).digest('base64url')
}

/** Columns that spend the user's start token: the next view of their link records a new one. */
export const spentStartToken = { linkGeneration: sql`${telegramLinks.linkGeneration} + 1`, linkTokenHash: null }

/** Columns that take the user's chat off their account. */
export const noChat = { chatId: null, linkedAt: null, telegramUsername: null, blockedAt: null }

export function botLink(botUsername: string, token?: string): string {
	const url = new URL(`https://t.me/${encodeURIComponent(botUsername)}`)
	if (token) url.searchParams.set('start', token)
	return url.toString()
}

export type TelegramConnection = { linked: false } | { linked: true; username: string | null; blocked: boolean }

type Executor = Pick<Database, 'select' | 'insert'>

/**
 * The user's current start token, its hash recorded (idempotent) so the bot accepts it, with the
 * link's row. Pages show the link on every view: once the token is recorded, a view only reads.
 * The hash is written only for the generation read, so a view racing a link's `/start` cannot
 * bring the spent token back.
 */
export async function currentStartToken(db: Executor, secret: string, userId: string): Promise<{ token: string; row: typeof telegramLinks.$inferSelect }> {
	for (let attempt = 0; attempt < 3; attempt += 1) {
		const [recorded] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId))
		const generation = recorded?.linkGeneration ?? 0
		const token = telegramStartToken(secret, userId, generation)
		const linkTokenHash = hashStartToken(token)
		if (recorded?.linkTokenHash === linkTokenHash) return { token, row: recorded }
		const [row] = await db
			.insert(telegramLinks)
			.values({ userId, linkTokenHash })
			.onConflictDoUpdate({ target: telegramLinks.userId, set: { linkTokenHash }, setWhere: eq(telegramLinks.linkGeneration, generation) })
			.returning()
		if (row) return { token, row }
	}
	throw new Error('the Telegram start token kept changing while it was recorded')
}

/** The link the user's pages show, and whether a chat is linked already. */
export async function prepareTelegramLink(db: Database, secret: string, userId: string): Promise<{ token: string; connection: TelegramConnection }> {
	const { token, row } = await currentStartToken(db, secret, userId)
	return { token, connection: connectionOf(row) }
}

export async function telegramConnection(db: Database, userId: string): Promise<TelegramConnection> {
	const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId))
	return connectionOf(row)
}

function connectionOf(row: typeof telegramLinks.$inferSelect | undefined): TelegramConnection {
	if (!row?.linkedAt) return { linked: false }
	return { linked: true, username: row.telegramUsername, blocked: row.blockedAt !== null }
}
