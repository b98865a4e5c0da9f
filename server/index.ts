import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ServerBuild } from '@remix-run/node'
import { loadConfig, requireDatabaseUrl } from '#core/config.ts'
import { createDatabase } from '#core/db/client.ts'
import { createLogger } from '#core/logger.ts'
import { siteContent } from '#core/site-content.ts'
import { initSentry } from './sentry.ts'
import { createServerApp } from './app.ts'
import { startLinks } from './start-links.ts'

const config = loadConfig()
const log = createLogger('web', config.LOG_LEVEL)
// The operator's content is checked before anything listens: a broken file names its problems and stops the start.
if (config.SITE_CONTENT_FILE) siteContent(config)
const isDev = process.argv.includes('--dev')

/*
 * tsx turns Node's source maps on for our TypeScript, and with them on Node also keeps the map of
 * every JavaScript package loaded afterwards: ~35 MB for what the server build imports (Sentry,
 * Mantine…), on a 512 MB machine (BENCHMARKS.md, scenario 9). The build has no map of its own and
 * no stack trace of ours needs a package's, so they are off while the build loads.
 */
const sourceMaps = process.sourceMapsEnabled
if (!isDev) process.setSourceMapsEnabled(false)
await initSentry(config)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const database = createDatabase(requireDatabaseUrl(config), {
	// The message and code only: an error may carry the query, and the URL holds the password.
	onError: (error) => log.error('database connection lost', { message: error.message, code: (error as { code?: string }).code }),
})

let app
if (isDev) {
	const vite = await import('vite')
	const viteServer = await vite.createServer({ root, server: { middlewareMode: true } })
	app = createServerApp({
		config,
		database,
		viteMiddleware: viteServer.middlewares,
		build: () => viteServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
	})
} else {
	const buildDir = path.resolve(root, config.BUILD_DIR)
	const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
	app = createServerApp({ config, database, build, clientDir: path.join(buildDir, 'client') })
}
process.setSourceMapsEnabled(sourceMaps)

const server = app.listen(config.PORT, () => {
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : config.PORT
	log.info(`listening on port ${port}`, { port })
	for (const line of startLinks(config, port)) log.info(line)
})

let stopping = false
async function shutdown(signal: string) {
	if (stopping) return
	stopping = true
	log.info(`${signal}: closing`)
	// Stop accepting, let in-flight requests finish, then release the database.
	const forceExit = setTimeout(() => process.exit(1), 10_000)
	forceExit.unref()
	server.close(async () => {
		await database.close().catch(() => {})
		process.exit(0)
	})
	server.closeIdleConnections()
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
