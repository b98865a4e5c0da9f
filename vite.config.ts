import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { failOnBuildWarnings } from './scripts/lib/build-warnings.ts'
import { precompressClientAssets } from './scripts/lib/precompress.ts'
import { productionBuild } from './scripts/lib/production-build.ts'

declare module '@remix-run/node' {
	interface Future {
		v3_singleFetch: true
	}
}

export default defineConfig({
	server: { port: 3000 },
	build: { target: 'es2022' },
	// Mantine goes into the server build as one module instead of ~1,000 files the server opens,
	// resolves and links at every start: a start and its first pages cost ~2.6 s of CPU instead of
	// ~4 s, the same HTML (docs/decisions/024, "Server starts and axe passes"). The browser bundle has always
	// bundled it; React and the other packages stay imports from node_modules.
	ssr: { noExternal: [/^@mantine\//] },
	plugins: [
		productionBuild(),
		failOnBuildWarnings(),
		precompressClientAssets(),
		remix({
			// Parallel test builds write to folders of their own (tests/support/app-server.ts).
			buildDirectory: process.env.BUILD_DIR ?? 'build',
			future: {
				v3_fetcherPersist: true,
				v3_relativeSplatPath: true,
				v3_throwAbortReason: true,
				v3_singleFetch: true,
				v3_lazyRouteDiscovery: true,
				v3_routeConfig: true,
			},
		}),
	],
})
