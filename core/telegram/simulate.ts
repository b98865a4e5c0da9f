import crypto from 'node:crypto'
import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { type Config, sessionSecret } from '../config.ts'
import { type Database } from '../db/client.ts'
import { notificationOutbox, subscriptions, telegramLinks, users } from '../db/schema.ts'
import { prepareTelegramLink } from './links.ts'
import { type BotReply, handleUpdate, parseUpdate } from './updates.ts'

/**
 * Development without a bot (docs/decisions/020): the Telegram outbox page presses the user's
 * deep link for them. What it sends is the update Telegram would deliver when the user opens
 * `t.me/<bot>?start=<token>` and presses Start, and it goes through the same parsing and
 * handling as a real update, so linking, the reply and the messages waiting for the chat behave
 * exactly as they will with a bot.
 */

/**
 * The stand-in chat of a user: a private chat id (positive, below 2^48 like Telegram's) derived
 * from the user id, so simulating again meets the same chat, as the same person would.
 */
export function simulatedChatId(userId: string): number {
	return crypto.createHash('sha256').update(`simulated-chat:${userId}`).digest().readUIntBE(0, 6) || 1
}

export type SimulatedStart = { chatId: number; reply: BotReply | null }

/** Sends `/start <the user's token>` from the user's stand-in chat; null for an unknown user. */
export async function simulateStart(db: Database, config: Config, userId: string, now = new Date()): Promise<SimulatedStart | null> {
	// The stand-in exists only where no bot does; in production the real bot links chats.
	if (config.isProduction || config.TELEGRAM_BOT_TOKEN) throw new Error('simulateStart is for development without a bot')
	const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId))
	if (!user) return null
	// The Telegram username the user gave their newest alert, as Telegram would send it along.
	const [alert] = await db
		.select({ username: subscriptions.telegramUsername })
		.from(subscriptions)
		.where(eq(subscriptions.userId, userId))
		.orderBy(desc(subscriptions.createdAt))
		.limit(1)
	const { token } = await prepareTelegramLink(db, sessionSecret(config), userId)
	const chatId = simulatedChatId(userId)
	const seconds = Math.floor(now.getTime() / 1000)
	const update = parseUpdate({
		update_id: seconds,
		message: {
			message_id: seconds,
			date: seconds,
			chat: { id: chatId, type: 'private' },
			from: { id: chatId, is_bot: false, first_name: 'Dev', language_code: user.language, ...(alert?.username ? { username: alert.username } : {}) },
			text: `/start ${token}`,
		},
	})
	if (!update) throw new Error('the simulated /start is not an update')
	return { chatId, reply: await handleUpdate(db, config, update, now) }
}

export type SimulatedChat = {
	userId: string
	email: string
	chatId: number | null
	telegramUsername: string | null
	blocked: boolean
	/** Messages waiting for the chat: what a link would release. */
	waiting: number
}

/** The newest accounts, with their chat and the messages waiting for it, for the outbox page. */
export async function chatsToSimulate(db: Database, limit: number): Promise<SimulatedChat[]> {
	const accounts = await db
		.select({
			userId: users.id,
			email: users.email,
			chatId: telegramLinks.chatId,
			telegramUsername: telegramLinks.telegramUsername,
			blockedAt: telegramLinks.blockedAt,
		})
		.from(users)
		.leftJoin(telegramLinks, eq(telegramLinks.userId, users.id))
		.orderBy(desc(users.createdAt), desc(users.id))
		.limit(limit)
	if (accounts.length === 0) return []
	const waiting = await db
		.select({ userId: notificationOutbox.userId, value: count() })
		.from(notificationOutbox)
		.where(and(eq(notificationOutbox.status, 'pending'), inArray(notificationOutbox.userId, accounts.map((account) => account.userId))))
		.groupBy(notificationOutbox.userId)
	const waitingFor = new Map(waiting.map((row) => [row.userId, row.value]))
	return accounts.map(({ blockedAt, ...account }) => ({ ...account, blocked: blockedAt !== null, waiting: waitingFor.get(account.userId) ?? 0 }))
}
