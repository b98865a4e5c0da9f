import { and, eq, isNull } from 'drizzle-orm'
import { sessionSecret, type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { mailOutbox, telegramLinks, users } from '../db/schema.ts'
import { asLanguage, type Language } from '../enums.ts'
import { textsOf } from '../i18n/texts.ts'
import { escapeHtml } from '../mail/outbox.ts'
import { mailStartToken } from '../mail/secrets.ts'
import { botLink, currentStartToken } from '../telegram/links.ts'
import { failNotification } from './outbox.ts'

/**
 * Telegram answered 403 to a message for this user: they blocked the bot. In one transaction the
 * link is marked blocked, the notification failed, and an e-mail queued that tells the user how
 * to get their alerts back (mail.deliver sends it). Only the first 403 of a chat queues a mail;
 * writing to the bot again clears the mark (core/telegram/updates.ts).
 */
export async function markChatBlocked(
	db: Database,
	config: Config,
	input: { userId: string; chatId: number; notificationId: string },
): Promise<{ mailed: boolean }> {
	return db.transaction(async (tx) => {
		await failNotification(tx, input.notificationId, 'the user blocked the bot (Telegram 403)')
		const [blocked] = await tx
			.update(telegramLinks)
			.set({ blockedAt: new Date() })
			.where(and(eq(telegramLinks.userId, input.userId), eq(telegramLinks.chatId, input.chatId), isNull(telegramLinks.blockedAt)))
			.returning({ userId: telegramLinks.userId })
		if (!blocked) return { mailed: false }
		const [user] = await tx
			.select({ email: users.email, firstName: users.firstName, username: users.username, language: users.language })
			.from(users)
			.where(eq(users.id, input.userId))
		if (!user) return { mailed: false }
		let link: string | null = null
		if (config.TELEGRAM_BOT_USERNAME) {
			const secret = sessionSecret(config)
			const { row } = await currentStartToken(tx, secret, input.userId)
			// The outbox keeps a sealed marker for the start token, never the token (docs/decisions/045-secrets-out-of-the-outbox.md).
			link = botLink(config.TELEGRAM_BOT_USERNAME, mailStartToken(secret, input.userId, row.linkGeneration).markerFor(user.email))
		}
		await tx.insert(mailOutbox).values(
			blockedMail(config, {
				link,
				email: user.email,
				name: user.firstName || user.username,
				language: asLanguage(user.language),
			}),
		)
		return { mailed: true }
	})
}

function blockedMail(config: Config, input: { link: string | null; email: string; name: string; language: Language }) {
	const t = textsOf(input.language, 'mail')
	const dashboard = new URL('/dashboard', config.APP_URL ?? `http://localhost:${config.PORT}`).toString()
	const { link } = input
	const before = [t('telegramBlocked.intro', { name: input.name }), t('telegramBlocked.body')]
	const after = [t('telegramBlocked.dashboard', { url: dashboard }), t('signature')]
	const action = t('telegramBlocked.action')
	return {
		to: input.email,
		subject: t('telegramBlocked.subject'),
		text: [...before, ...(link ? [action, link] : []), ...after].join('\n\n'),
		html: [
			...before.map((line) => `<p>${escapeHtml(line)}</p>`),
			...(link ? [`<p>${escapeHtml(action)}</p>`, `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`] : []),
			...after.map((line) => `<p>${escapeHtml(line)}</p>`),
		].join('\n'),
	}
}
