import { describe, expect, test } from 'vitest'
import { ConfigError, parseConfig } from './config.ts'

describe('parseConfig', () => {
	test('a bare development environment gets working defaults', () => {
		const config = parseConfig({})
		expect(config.NODE_ENV).toBe('development')
		expect(config.PORT).toBe(3000)
		expect(config.SUBSCRIBER_CAPACITY).toBe(30)
		expect(config.TELEGRAM_API_BASE).toBe('https://api.telegram.org')
		expect(config.isProduction).toBe(false)
	})

	test('empty strings count as unset', () => {
		const config = parseConfig({ STRIPE_SECRET_KEY: '', SENTRY_DSN: '' })
		expect(config.STRIPE_SECRET_KEY).toBeUndefined()
		expect(config.SENTRY_DSN).toBeUndefined()
	})

	test('production refuses to start and names every missing setting at once', () => {
		let error: unknown
		try {
			parseConfig({ NODE_ENV: 'production' })
		} catch (caught) {
			error = caught
		}
		expect(error).toBeInstanceOf(ConfigError)
		const message = (error as ConfigError).message
		for (const name of [
			'SESSION_SECRET',
			'DATABASE_URL',
			'APP_URL',
			'STRIPE_SECRET_KEY',
			'STRIPE_PUBLISHABLE_KEY',
			'STRIPE_WEBHOOK_SECRET',
			'TELEGRAM_BOT_TOKEN',
			'SMTP_URL',
		]) {
			expect(message).toContain(name)
		}
	})

	test('production with every real setting starts', () => {
		const config = parseConfig({
			NODE_ENV: 'production',
			SESSION_SECRET: 'x'.repeat(40),
			DATABASE_URL: 'postgres://u:p@db.internal:5432/app',
			APP_URL: 'https://cars.example.com',
			STRIPE_SECRET_KEY: 'sk_live_x',
			STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
			STRIPE_WEBHOOK_SECRET: 'whsec_x',
			TELEGRAM_BOT_TOKEN: '123:abc',
			TELEGRAM_BOT_USERNAME: 'car_alerts_bot',
			TELEGRAM_WEBHOOK_SECRET: 'secret',
			SMTP_URL: 'smtp://mail.example.com:587',
		})
		expect(config.isProduction).toBe(true)
	})

	test('a short session secret is refused in production', () => {
		expect(() =>
			parseConfig({
				NODE_ENV: 'production',
				SESSION_SECRET: 'short',
				DATABASE_URL: 'postgres://u:p@db:5432/app',
				APP_URL: 'https://cars.example.com',
				STRIPE_SECRET_KEY: 'sk',
				STRIPE_PUBLISHABLE_KEY: 'pk',
				STRIPE_WEBHOOK_SECRET: 'wh',
				TELEGRAM_BOT_TOKEN: 't',
				TELEGRAM_BOT_USERNAME: 'b',
				TELEGRAM_WEBHOOK_SECRET: 's',
				SMTP_URL: 'smtp://m',
			}),
		).toThrow(/SESSION_SECRET must be at least 32 characters/)
	})

	test('malformed values are refused by name, without echoing the value', () => {
		let message = ''
		try {
			parseConfig({ PORT: 'eighty', DATABASE_URL: 'not a url with secret-password' })
		} catch (error) {
			message = (error as Error).message
		}
		expect(message).toContain('PORT')
		expect(message).toContain('DATABASE_URL')
		expect(message).not.toContain('secret-password')
	})
})
