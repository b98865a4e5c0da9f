import { type Logger, type Plugin, type Rollup } from 'vite'

/** How the Remix plugin names each route's entry of the browser build. */
const clientRouteSuffix = '?__remix-build-client-route'

/**
 * Makes a production build fail when it printed a warning, so a normal build prints none and a
 * new warning is dealt with when it appears (docs/decisions/022-clean-start-and-stop.md).
 *
 * One warning is Remix's, not ours, and is dropped: the browser build has an entry for every
 * route, because the route manifest names a module for each, and a route that exports nothing
 * for the browser (an API route: a loader or an action only) becomes an empty chunk, which Rollup
 * reports as "Generated an empty chunk". Only that case is dropped: an empty chunk that is not
 * such a route entry is still reported, and fails the build like any other warning.
 */
export function failOnBuildWarnings(): Plugin {
	let logger: Logger | undefined
	let emptyChunks: Rollup.RollupLog[] = []
	let written = false
	return {
		name: 'car-alerts:fail-on-build-warnings',
		apply: 'build',
		configResolved(config) {
			logger = config.logger
		},
		buildStart() {
			emptyChunks = []
			written = false
		},
		onLog(level, log) {
			if (level !== 'warn' || log.code !== 'EMPTY_BUNDLE') return
			// The chunk's module is known only once the bundle is: decided in generateBundle.
			emptyChunks.push(log)
			return false
		},
		generateBundle(_options, bundle) {
			const serverOnlyRoutes = new Set(
				Object.values(bundle)
					.filter((chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.exports.length === 0 && chunk.facadeModuleId?.endsWith(clientRouteSuffix))
					.map((chunk) => chunk.name),
			)
			for (const log of emptyChunks) {
				if (!(log.names ?? []).every((name) => serverOnlyRoutes.has(name))) logger?.warn(log.message)
			}
		},
		writeBundle() {
			written = true
		},
		// After every plugin's writeBundle, where Vite reports chunk sizes; not after a failed build,
		// whose own error must not be replaced by this one.
		closeBundle() {
			if (written && logger?.hasWarned) {
				throw new Error('The build printed warnings (above). A normal build prints none: remove their cause (docs/decisions/022-clean-start-and-stop.md).')
			}
		},
	}
}
