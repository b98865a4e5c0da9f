import { type Config } from '#core/config.ts'

/**
 * What the web server's start log tells a newcomer: where the site answers and, outside
 * production, where the stand-ins for mail, Telegram and a listing site can be read. The pages
 * answer requests from this machine only (server/app.ts), hence localhost.
 */
export function startLinks(config: Config, port: number): string[] {
	const origin = `http://localhost:${port}`
	// Production answers behind its proxy, at the public address it requires.
	if (config.isProduction) return [`site: ${config.APP_URL ?? origin}`]
	const lines = [`site: ${origin}`]
	lines.push(
		`mail outbox: ${origin}/dev/outbox (${config.SMTP_URL ? 'each mail and its delivery over SMTP_URL' : 'no SMTP_URL: mail is kept there and never sent'})`,
		`Telegram outbox: ${origin}/dev/notifications (${config.TELEGRAM_BOT_TOKEN ? 'each notification and its delivery by the bot' : 'no TELEGRAM_BOT_TOKEN: notifications are kept there and never sent'})`,
		`demo market: ${origin}/demo-market (a pretend listing site with a new car every ${config.DEMO_MARKET_INTERVAL_SECONDS} s)`,
		'the outboxes answer on this machine only; none of these three pages exists in production',
	)
	return lines
}
