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
 * The QR code of a link as an SVG data URL: dark modules on a white square with a quiet zone of
 * its own, so it scans the same on a light and on a dark page.
 */
export async function qrCodeDataUrl(link: string): Promise<string> {
	// 256 px wide by nature: pages draw it smaller, and it stays sharp when zoomed.
	const svg = await QRCode.toString(link, { type: 'svg', width: 256, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#000000ff', light: '#ffffffff' } })
	return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

function connectionFacts(connection: TelegramConnection) {
	return connection.linked
		? { linked: true, blocked: connection.blocked, username: connection.username }
		: { linked: false, blocked: false, username: null }
}

/**
 * The user's connection and way to connect. With a bot, the user's start token is recorded so
 * the link works (prepareTelegramLink); the QR code is drawn only while it is needed.
 */
export async function telegramConnectFor(context: Context, userId: string): Promise<TelegramConnectData> {
	const bot = context.config.TELEGRAM_BOT_USERNAME
	if (bot) {
		const prepared = await prepareTelegramLink(context.db, sessionSecret(context.config), userId)
		const facts = connectionFacts(prepared.connection)
		if (facts.linked && !facts.blocked) return { ...facts, way: null }
		const link = botLink(bot, prepared.token)
		return { ...facts, way: { kind: 'bot', bot, link, qr: await qrCodeDataUrl(link) } }
	}
	const facts = connectionFacts(await telegramConnection(context.db, userId))
	if (facts.linked && !facts.blocked) return { ...facts, way: null }
	return { ...facts, way: devPagesReachable(context) ? { kind: 'dev', href: devNotificationsHref(userId) } : null }
}
