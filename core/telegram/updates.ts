import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { InlineKeyboardMarkup, Update } from 'telegram-typings'
import { z } from 'zod'
import { alertNames, catalogueNames } from '../catalogue/queries.ts'
import { type Config } from '../config.ts'
import { listWords } from '../criteria.ts'
import { type Database } from '../db/client.ts'
import { subscriptions, telegramLinks, users } from '../db/schema.ts'
import { asLanguage, type Language, languageOfTag } from '../enums.ts'
import { paidStatuses } from '../lifecycle.ts'
import { billingOf } from '../billing/billing.ts'
import { syncAlert } from '../billing/subscriptions.ts'
import { listAlerts, setAlertsPaused } from '../models/alerts.ts'
import { alertDelays, readingOf, siteReadings } from '../models/delivery-speed.ts'
import { siteLabel } from '../sites.ts'
import { wakeNotificationsOf } from '../notifications/outbox.ts'
import { attachChat, moveQuestion } from './chat-move.ts'
import { telegramId } from './ids.ts'
import { hashStartToken, spentStartToken } from './links.ts'
import { alertListReply, botReply, statusReply, unknownCommandReply } from './messages.ts'

/**
 * What the bot does with an update, the same whether it came by webhook (production) or by
 * long polling (development): linking a chat, and the commands /list, /status, /pause, /resume, /help.
 * It changes the database and returns the reply; the caller sends it (as the webhook's answer,
 * or with sendMessage). Handling one update twice changes nothing more than handling it once,
 * so an update Telegram delivers again costs at most a repeated reply.
 */

/** `keyboard`: buttons under the reply (the question before moving a linked chat, core/telegram/chat-move.ts). */
export type BotReply = { chatId: number; html: string; keyboard?: InlineKeyboardMarkup }

/** The part of an update the bot reads; anything else in it is ignored. */
const updateSchema = z.object({
	update_id: telegramId,
	message: z
		.object({
			message_id: telegramId,
			date: z.number().int(),
			chat: z.object({ id: telegramId, type: z.string() }).passthrough(),
			from: z
				.object({
					id: telegramId,
					is_bot: z.boolean().optional(),
					first_name: z.string().optional(),
					username: z.string().optional(),
					language_code: z.string().optional(),
				})
				.passthrough()
				.optional(),
			text: z.string().optional(),
		})
		.passthrough()
		.optional(),
})

/** A webhook body as an update, or null when it is not one. */
export function parseUpdate(body: unknown): Update | null {
	const parsed = updateSchema.safeParse(body)
	return parsed.success ? (parsed.data as unknown as Update) : null
}

function appUrl(config: Config, path: string): string {
	return new URL(path, config.APP_URL ?? `http://localhost:${config.PORT}`).toString()
}

const commandPattern = /^\/([A-Za-z0-9_]+)(?:@[A-Za-z0-9_]+)?(?:\s+([\s\S]*))?$/

export async function handleUpdate(db: Database, config: Config, update: Update, now = new Date()): Promise<BotReply | null> {
	const message = update.message
	// Groups and channels are not for alerts; the bot stays silent there.
	if (!message || message.chat.type !== 'private') return null
	const chatId = message.chat.id
	const username = message.from?.username ?? null
	const command = commandPattern.exec(message.text?.trim() ?? '')
	const name = command?.[1]?.toLowerCase() ?? null
	const argument = command?.[2]?.trim() ?? ''

	const startToken = name === 'start' && argument ? argument : null
	if (startToken) {
		const reply = await linkByToken(db, config, { chatId, username, token: startToken, now })
		if (reply) return { chatId, ...reply }
	}

	const [linked] = await db
		.select({ userId: telegramLinks.userId, blockedAt: telegramLinks.blockedAt, language: users.language, account: users.username })
		.from(telegramLinks)
		.innerJoin(users, eq(users.id, telegramLinks.userId))
		.where(eq(telegramLinks.chatId, chatId))
	if (!linked) {
		// An unknown or spent token from a chat that is not linked: the dashboard shows the current one.
		if (startToken) return { chatId, html: botReply(languageOfTag(message.from?.language_code), 'linkInvalid', { url: appUrl(config, '/dashboard') }) }
		return { chatId, html: await linkByUsername(db, config, { chatId, username, now, language: languageOfTag(message.from?.language_code) }) }
	}

	// Whoever writes to the bot has not blocked it (any more).
	if (linked.blockedAt) {
		await db.update(telegramLinks).set({ blockedAt: null }).where(eq(telegramLinks.userId, linked.userId))
	}
	if (username) {
		await db
			.update(telegramLinks)
			.set({ telegramUsername: username })
			.where(and(eq(telegramLinks.userId, linked.userId), sql`${telegramLinks.telegramUsername} is distinct from ${username}`))
	}
	const language: Language = asLanguage(linked.language)
	const dashboard = appUrl(config, '/dashboard')
	switch (name) {
		case 'start':
			return { chatId, html: `${botReply(language, 'alreadyLinked', { account: linked.account })}\n\n${botReply(language, 'help', { url: dashboard })}` }
		case 'help':
			return { chatId, html: botReply(language, 'help', { url: dashboard }) }
		case 'list':
			return { chatId, html: await alertList(db, config, linked.userId, language) }
		case 'status':
			return { chatId, html: await statusOf(db, config, linked.userId, language, now) }
		case 'pause': {
			const changed = await setAlertsPaused(db, linked.userId, true, now)
			// Pausing pauses collection too (docs/product/decisions.md); the billing sweep would catch up within a minute.
			for (const alert of changed) await syncAlert(billingOf(db, config), alert.id).catch(() => {})
			return { chatId, html: changed.length > 0 ? botReply(language, 'paused', { count: changed.length }) : botReply(language, 'nothingToPause') }
		}
		case 'resume': {
			const changed = await setAlertsPaused(db, linked.userId, false, now)
			for (const alert of changed) await syncAlert(billingOf(db, config), alert.id).catch(() => {})
			return { chatId, html: changed.length > 0 ? botReply(language, 'resumed', { count: changed.length }) : botReply(language, 'nothingToResume') }
		}
		default:
			return { chatId, html: unknownCommandReply(language, { url: dashboard }) }
	}
}

/**
 * `/start <token>` from the deep link: the token names the user, so the chat becomes theirs, and
 * the token is spent. An unknown or spent token links nothing and answers null: a chat already
 * linked (the same link tapped twice) is told which account it serves.
 * A chat that delivers another account's alerts is not moved on the link alone: the token is
 * spent and the chat is asked whether to move (docs/decisions/046-moving-a-linked-chat.md), since
 * a link sent by someone else would otherwise take the buyer's chat away from their own alerts.
 * The account's previous chat, if any, is replaced.
 */
async function linkByToken(
	db: Database,
	config: Config,
	input: { chatId: number; username: string | null; token: string; now: Date },
): Promise<Omit<BotReply, 'chatId'> | null> {
	const result = await db.transaction(async (tx) => {
		const [link] = await tx
			.select({ userId: telegramLinks.userId, language: users.language, account: users.username })
			.from(telegramLinks)
			.innerJoin(users, eq(users.id, telegramLinks.userId))
			.where(eq(telegramLinks.linkTokenHash, hashStartToken(input.token)))
			.for('update', { of: telegramLinks })
		if (!link) return null
		const [current] = await tx
			.select({ userId: telegramLinks.userId, language: users.language, account: users.username })
			.from(telegramLinks)
			.innerJoin(users, eq(users.id, telegramLinks.userId))
			.where(eq(telegramLinks.chatId, input.chatId))
		if (current && current.userId !== link.userId) {
			// Spent on asking: a declined or ignored question leaves no token in the chat that still works.
			const [spent] = await tx
				.update(telegramLinks)
				.set(spentStartToken)
				.where(eq(telegramLinks.userId, link.userId))
				.returning({ generation: telegramLinks.linkGeneration })
			return { asked: moveQuestion(config, { chatId: input.chatId, current, toUserId: link.userId, generation: spent!.generation, now: input.now }), linked: null }
		}
		await attachChat(tx, { userId: link.userId, chatId: input.chatId, username: input.username, now: input.now })
		return { asked: null, linked: link }
	})
	if (!result) return null
	if (result.asked) return result.asked
	const { linked } = result
	const language: Language = asLanguage(linked.language)
	return { html: `${botReply(language, 'linked', { account: linked.account })}\n\n${botReply(language, 'help', { url: appUrl(config, '/dashboard') })}` }
}

/**
 * The fallback (docs/product/decisions.md): a chat without a link whose @username is the Telegram username of
 * exactly one user's alerts, and that user has no chat yet, is linked to that user. When several
 * users typed the same username, nobody is linked: the deep link decides.
 */
async function linkByUsername(
	db: Database,
	config: Config,
	input: { chatId: number; username: string | null; now: Date; language: Language },
): Promise<string> {
	const dashboard = appUrl(config, '/dashboard')
	if (!input.username) return botReply(input.language, 'notLinked', { url: dashboard })
	const candidates = await db
		.selectDistinct({ userId: subscriptions.userId, language: users.language, account: users.username })
		.from(subscriptions)
		.innerJoin(users, eq(users.id, subscriptions.userId))
		.leftJoin(telegramLinks, eq(telegramLinks.userId, subscriptions.userId))
		.where(
			and(
				sql`lower(${subscriptions.telegramUsername}) = lower(${input.username})`,
				// Only paid alerts count: an unpaid one costs nothing to create, and naming a stranger's
				// username in it must not capture that stranger's chat.
				inArray(subscriptions.status, [...paidStatuses]),
				isNull(telegramLinks.chatId),
			),
		)
	if (candidates.length > 1) return botReply(input.language, 'usernameAmbiguous', { username: input.username, url: dashboard })
	const [user] = candidates
	if (!user) return botReply(input.language, 'notLinked', { url: dashboard })
	const linked = await db
		.insert(telegramLinks)
		.values({ userId: user.userId, chatId: input.chatId, telegramUsername: input.username, linkedAt: input.now })
		.onConflictDoUpdate({
			target: telegramLinks.userId,
			set: { chatId: input.chatId, telegramUsername: input.username, linkedAt: input.now, blockedAt: null },
			// Only while the user still has no chat: a deep link that won meanwhile stays.
			setWhere: isNull(telegramLinks.chatId),
		})
		.returning({ userId: telegramLinks.userId })
	const language: Language = asLanguage(user.language)
	if (linked.length === 0) return botReply(input.language, 'notLinked', { url: dashboard })
	await wakeNotificationsOf(db, user.userId)
	return `${botReply(language, 'linkedByUsername', { username: input.username, account: user.account })}\n\n${botReply(language, 'help', { url: dashboard })}`
}

async function alertList(db: Database, config: Config, userId: string, language: Language): Promise<string> {
	const alerts = await listAlerts(db, userId)
	if (alerts.length === 0) return botReply(language, 'listEmpty', { url: appUrl(config, '/setup-alerts') })
	const names = await catalogueNames(db, alerts)
	return alertListReply(
		language,
		alerts.map((alert) => ({
			...alertNames(names, alert),
			status: alert.status,
			// Each site as the pages name it, with its country (docs/decisions/072).
			siteNames: alert.websitesSelected.map((id) => siteLabel(id, language)),
			frequency: alert.updateFrequency,
			choices: listWords(alert, language),
		})),
	)
}

/** /status: the sites of the user's alerts (not ended) as the worker reads them, and each alert's median delay. */
async function statusOf(db: Database, config: Config, userId: string, language: Language, now: Date): Promise<string> {
	const alerts = await listAlerts(db, userId)
	if (alerts.length === 0) return botReply(language, 'listEmpty', { url: appUrl(config, '/setup-alerts') })
	const [names, readings, delays] = await Promise.all([
		catalogueNames(db, alerts),
		siteReadings(db),
		alertDelays(
			db,
			alerts.map((alert) => alert.id),
			now,
		),
	])
	const siteIds = [...new Set(alerts.flatMap((alert) => alert.websitesSelected))]
	return statusReply(
		language,
		{
			sites: siteIds.map((siteId) => ({ siteId, reading: readingOf(readings, siteId) })),
			alerts: alerts.map((alert) => {
				const { brandName, modelName } = alertNames(names, alert)
				return { label: modelName ? `${brandName} ${modelName}` : brandName, delay: delays.get(alert.id) ?? null }
			}),
		},
		now,
	)
}
