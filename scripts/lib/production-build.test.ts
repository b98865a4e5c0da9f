import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { afterEach, expect, test } from 'vitest'

/**
 * The project's own vite.config.ts, resolved as `remix vite:build` and the dev server resolve it,
 * with the NODE_ENV=development many machines have set. Resolving is what decides the build's
 * mode (`isProduction`, and the `process.env.NODE_ENV` written into the bundle); a whole build
 * would take a minute of the two cores, and `npm test` builds once already.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const given = process.env.NODE_ENV
afterEach(() => {
	process.env.NODE_ENV = given
})

const resolve = (command: 'build' | 'serve') =>
	resolveConfig({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'silent' }, command, command === 'build' ? 'production' : 'development', command === 'build' ? 'production' : 'development')

test('with NODE_ENV=development the build is still a production build', async () => {
	process.env.NODE_ENV = 'development'
	const config = await resolve('build')
	expect(config.isProduction).toBe(true)
	// What Vite writes for process.env.NODE_ENV in the browser bundle: React's production code.
	expect(process.env.NODE_ENV).toBe('production')
})

test('the dev server keeps NODE_ENV=development', async () => {
	process.env.NODE_ENV = 'development'
	const config = await resolve('serve')
	expect(config.isProduction).toBe(false)
	expect(process.env.NODE_ENV).toBe('development')
})
