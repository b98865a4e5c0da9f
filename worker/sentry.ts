import { type Config } from '#core/config.ts'

/** Error reporting for the worker; without SENTRY_DSN it is not even loaded. */
export async function initWorkerSentry(config: Config): Promise<(error: unknown) => void> {
	if (!config.SENTRY_DSN) return () => {}
	const Sentry = await import('@sentry/node')
	Sentry.init({ dsn: config.SENTRY_DSN, environment: config.NODE_ENV, sendDefaultPii: false })
	return (error) => Sentry.captureException(error)
}
