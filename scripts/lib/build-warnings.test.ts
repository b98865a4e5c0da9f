import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build, type Plugin } from 'vite'
import { afterEach, expect, test } from 'vitest'
import { failOnBuildWarnings } from './build-warnings.ts'

const clientRouteSuffix = '?__remix-build-client-route'
const folders: string[] = []
afterEach(async () => {
	await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })))
})

/** The Remix plugin's browser entry of a route: only the route's browser exports (none here). */
const routeEntries: Plugin = {
	name: 'route-entries',
	transform(_code, id) {
		if (id.endsWith(clientRouteSuffix)) return `export {} from "./${path.basename(id.slice(0, -clientRouteSuffix.length))}";`
	},
}

/** A production build of `files` with these entries, as the browser build of the site runs. */
async function buildProject(files: Record<string, string>, entries: string[]) {
	const root = await mkdtemp(path.join(os.tmpdir(), 'build-warnings-'))
	folders.push(root)
	for (const [name, source] of Object.entries(files)) await writeFile(path.join(root, name), source)
	await build({
		root,
		configFile: false,
		logLevel: 'silent',
		plugins: [failOnBuildWarnings(), routeEntries],
		build: {
			outDir: path.join(root, 'dist'),
			minify: false,
			rollupOptions: { input: entries.map((entry) => path.join(root, entry)), preserveEntrySignatures: 'exports-only' },
		},
	})
}

test('a build without warnings passes; an API route with nothing for the browser is not a warning', async () => {
	await expect(
		buildProject(
			{
				'main.ts': 'export const greet = (name: string) => `Hello ${name}`\n',
				'api.ts': "export const loader = () => new Response('ok')\n",
			},
			['main.ts', `api.ts${clientRouteSuffix}`],
		),
	).resolves.toBeUndefined()
})

test('any other warning fails the build', async () => {
	await expect(
		buildProject(
			{
				'main.ts': "import { shape } from './shape.ts'\nexport const load = async () => [shape, (await import('./shape.ts')).shape]\n",
				'shape.ts': "export const shape = 'round'\n",
			},
			['main.ts'],
		),
	).rejects.toThrow(/printed warnings/)
})

test('an empty chunk that is not a route entry fails the build', async () => {
	await expect(
		buildProject({ 'main.ts': 'export const one = 1\n', 'empty.ts': '// nothing\n' }, ['main.ts', 'empty.ts']),
	).rejects.toThrow(/printed warnings/)
})
