import { setErrorReporter } from '#app/services/error-reporting.server.ts'
import { type Config } from '#core/config.ts'

/**
 * Error reporting for the web server; inert (not even loaded) without SENTRY_DSN. The app
 * reports through `captureError` (app/services/error-reporting.server.ts), never by importing
 * the SDK itself, so that without a DSN the SDK stays out of memory.
 */
export async function initSentry(config: Config) {
	if (!config.SENTRY_DSN) return
	const Sentry = await import('@sentry/remix')
	Sentry.init({
		dsn: config.SENTRY_DSN,
		environment: config.NODE_ENV,
		tracesSampleRate: 0,
		sendDefaultPii: false,
	})
	setErrorReporter((error) => Sentry.captureException(error))
}
