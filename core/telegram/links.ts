import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { type Database } from '../db/client.ts'
import { telegramLinks } from '../db/schema.ts'

/**
 * The bot's deep link `t.me/<bot>?start=<token>` links a Telegram chat to a user (docs/product/decisions.md).
 * The token is derived from the user id with the server secret, so every page shows the same
 * link without keeping the token anywhere; the database stores only its hash, which the bot
 * looks up when it receives `/start <token>`.
 */
export function telegramStartToken(secret: string, userId: string): string {
	return crypto.createHmac('sha256', secret).update(`telegram-link:${userId}`).digest('base64url').slice(0, 43)
}

export function hashStartToken(token: string): string {
	return crypto.createHash('sha256').update(token).digest('base64url')
}

export function botLink(botUsername: string, token?: string): string {
	const url = new URL(`https://t.me/${encodeURIComponent(botUsername)}`)
	if (token) url.searchParams.set('start', token)
	return url.toString()
}

export type TelegramConnection = { linked: false } | { linked: true; username: string | null; blocked: boolean }

/**
 * Records the user's start token (idempotent) and answers whether a chat is linked already.
 * Pages show the link on every view: once the token is recorded, a view only reads.
 */
export async function prepareTelegramLink(db: Database, secret: string, userId: string): Promise<{ token: string; connection: TelegramConnection }> {
	const token = telegramStartToken(secret, userId)
	const linkTokenHash = hashStartToken(token)
	const [recorded] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId))
	if (recorded?.linkTokenHash === linkTokenHash) return { token, connection: connectionOf(recorded) }
	const [row] = await db
		.insert(telegramLinks)
		.values({ userId, linkTokenHash })
		.onConflictDoUpdate({ target: telegramLinks.userId, set: { linkTokenHash } })
		.returning()
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
