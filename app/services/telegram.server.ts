import { createHash } from 'node:crypto'
import { type AppLoadContext } from '@remix-run/node'
import QRCode from 'qrcode'
import { type TelegramConnectData } from '#app/components/telegram/telegram-connect.tsx'
import { sessionSecret } from '#core/config.ts'
import { botLink, prepareTelegramLink, type TelegramConnection, telegramConnection } from '#core/telegram/links.ts'
import { devNotificationsHref, devPagesReachable } from './dev-pages.server.ts'

/**
 * How a signed-in user connects Telegram, wherever the page (wizard, alert cards, account):
 * the bot's deep link with its QR code where a bot is configured; in development without one,
 * the Telegram outbox page, whose "simulate /start" links the chat through the same update
 * handling (docs/decisions/020).
 */

type Context = Pick<AppLoadContext, 'db' | 'config' | 'loopback'>

/**
 * The QR code of a link as SVG: dark modules on a white square with a quiet zone of its own, so
 * it scans the same on a light and on a dark page.
 */
export function qrCodeSvg(link: string): Promise<string> {
	// 256 px wide by nature: pages draw it smaller, and it stays sharp when zoomed.
	return QRCode.toString(link, { type: 'svg', width: 256, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000ff', light: '#ffffffff' } })
}

/** The same as a data URL, for a page that shows it once (the wizard's Telegram step). */
export async function qrCodeDataUrl(link: string): Promise<string> {
	return `data:image/svg+xml;base64,${Buffer.from(await qrCodeSvg(link)).toString('base64')}`
}

/**
 * Where the dashboard and the account screen find the user's QR code: one image the browser
 * fetches once however many alert cards show it (inline, twenty cards carried 70 KB of the same
 * picture; docs/decisions/030). `v` follows the link, so a kept copy is never of an old token.
 */
export function qrCodeHref(link: string): string {
	return `/resources/telegram-qr.svg?v=${createHash('sha256').update(link).digest('base64url').slice(0, 16)}`
}

function connectionFacts(connection: TelegramConnection) {
	return connection.linked
		? { linked: true, blocked: connection.blocked, username: connection.username }
		: { linked: false, blocked: false, username: null }
}

/** The bot's view of the user's chat, and the user's deep link while the bot has no working chat. */
async function botConnection(context: Context, bot: string, userId: string) {
	const prepared = await prepareTelegramLink(context.db, sessionSecret(context.config), userId)
	const facts = connectionFacts(prepared.connection)
	return { facts, link: facts.linked && !facts.blocked ? null : botLink(bot, prepared.token) }
}

/**
 * The user's connection and way to connect. With a bot, the user's start token is recorded so
 * the link works (prepareTelegramLink); its QR code is an image of its own (qrCodeHref).
 */
export async function telegramConnectFor(context: Context, userId: string): Promise<TelegramConnectData> {
	const bot = context.config.TELEGRAM_BOT_USERNAME
	if (bot) {
		const { facts, link } = await botConnection(context, bot, userId)
		return { ...facts, way: link ? { kind: 'bot', bot, link, qr: qrCodeHref(link) } : null }
	}
	const facts = connectionFacts(await telegramConnection(context.db, userId))
	if (facts.linked && !facts.blocked) return { ...facts, way: null }
	return { ...facts, way: devPagesReachable(context) ? { kind: 'dev', href: devNotificationsHref(userId) } : null }
}

/** The user's bot link while the bot has no working chat of theirs; null without a bot or once it has. */
export async function pendingBotLink(context: Context, userId: string): Promise<string | null> {
	const bot = context.config.TELEGRAM_BOT_USERNAME
	return bot ? (await botConnection(context, bot, userId)).link : null
}
