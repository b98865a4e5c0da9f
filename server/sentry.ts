import { type Config } from '#core/config.ts'

/** Error reporting for the web server; inert (not even loaded) without SENTRY_DSN. */
export async function initSentry(config: Config) {
	if (!config.SENTRY_DSN) return
	const Sentry = await import('@sentry/remix')
	Sentry.init({
		dsn: config.SENTRY_DSN,
		environment: config.NODE_ENV,
		tracesSampleRate: 0,
		sendDefaultPii: false,
	})
}
