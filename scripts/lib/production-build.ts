import { type Plugin } from 'vite'

/**
 * Makes every build a production build, whatever NODE_ENV the shell has. Vite builds with the
 * NODE_ENV it finds, and many machines have NODE_ENV=development set: `npm start` then built the
 * browser bundle with React's development code (a 500.92 kB chunk), Vite warned about its size
 * and the build refused the warning (scripts/lib/build-warnings.ts), so the site never started.
 * The build only ever serves `npm start`, `npm run serve` and production; what runs it, with its
 * own NODE_ENV (development pages with `npm start`), is the server's business, not the bundle's.
 * Set in a config hook, as Vite's documentation advises, before Vite reads it to decide
 * `isProduction` and what `process.env.NODE_ENV` becomes in the bundle.
 */
export function productionBuild(): Plugin {
	return {
		name: 'car-alerts:production-build',
		apply: 'build',
		config() {
			process.env.NODE_ENV = 'production'
		},
	}
}
