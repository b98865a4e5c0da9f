/**
 * Error reports for the web app, without loading Sentry's SDK (tens of MB on a 512 MB machine,
 * BENCHMARKS.md scenario 9) when no SENTRY_DSN is set: server/sentry.ts installs the reporter at
 * start only with a DSN.
 * The server build bundles its own copy of this module, apart from the one server/ imports,
 * so the reporter lives in a process-wide slot rather than in a variable of this module.
 */
type Reporter = (error: unknown) => void

const slot = Symbol.for('carwatch.errorReporter')
const registry = globalThis as typeof globalThis & { [slot]?: Reporter }

export function setErrorReporter(reporter: Reporter | undefined) {
	registry[slot] = reporter
}

/** Sends `error` to Sentry when error reporting is on; does nothing otherwise. */
export function captureError(error: unknown) {
	registry[slot]?.(error)
}
