import { expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { startLinks } from './start-links.ts'

test('in development the log names the site and every development page, on the real port', () => {
	const lines = startLinks(parseConfig({ NODE_ENV: 'development', DEMO_MARKET_INTERVAL_SECONDS: '5' }), 4321)
	expect(lines).toEqual([
		'site: http://localhost:4321',
		'mail outbox: http://localhost:4321/dev/outbox (no SMTP_URL: mail is kept there and never sent)',
		'Telegram outbox: http://localhost:4321/dev/notifications (no TELEGRAM_BOT_TOKEN: notifications are kept there and never sent)',
		'demo market: http://localhost:4321/demo-market (a pretend listing site with a new car every 5 s)',
		'the outboxes answer on this machine only; none of these three pages exists in production',
	])
})

test('with SMTP and a bot configured the outboxes are described as delivery records', () => {
	const lines = startLinks(parseConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525', TELEGRAM_BOT_TOKEN: '123:abc' }), 3000)
	expect(lines[1]).toBe('mail outbox: http://localhost:3000/dev/outbox (each mail and its delivery over SMTP_URL)')
	expect(lines[2]).toBe('Telegram outbox: http://localhost:3000/dev/notifications (each notification and its delivery by the bot)')
})

test('in production only the site is named, at its public address: the development pages do not exist there', () => {
	const production = parseConfig({
		NODE_ENV: 'production',
		SESSION_SECRET: 'x'.repeat(32),
		DATABASE_URL: 'postgres://u:p@db/app',
		APP_URL: 'https://carwatch.example',
		STRIPE_SECRET_KEY: 'sk',
		STRIPE_PUBLISHABLE_KEY: 'pk',
		STRIPE_WEBHOOK_SECRET: 'wh',
		TELEGRAM_BOT_TOKEN: '1:a',
		TELEGRAM_BOT_USERNAME: 'bot',
		TELEGRAM_WEBHOOK_SECRET: 's',
		SMTP_URL: 'smtp://mail',
		SUPPORT_EMAIL: 'help@carwatch.example',
		SUPPORT_TELEGRAM: 'carwatch_help',
	})
	expect(startLinks(production, 8080)).toEqual(['site: https://carwatch.example'])
})
