import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Each file keeps its own `import.meta.url` (the source file's), so paths built from it (the
 * server's root, the migrations folder) point where they do when tsx runs the sources.
 */
const ownMetaUrl: Plugin = {
	name: 'own-import-meta-url',
	setup(onBuild) {
		onBuild.onLoad({ filter: /\.tsx?$/ }, async ({ path: file }) => ({
			contents: (await readFile(file, 'utf8')).replaceAll('import.meta.url', JSON.stringify(pathToFileURL(file).href)),
			loader: file.endsWith('.tsx') ? 'tsx' : 'ts',
		}))
	},
}

export type CompiledEntries = { server: string; worker: string }

/**
 * The web server and the worker compiled once per run, for test files to start with plain `node`:
 * through tsx every start compiled and loaded ~140 TypeScript modules again, ~9 s of CPU per
 * server on the two shared cores against ~3.4 s for the compiled file (docs/decisions/024).
 * Our TypeScript only: packages stay imports, resolved from the repository's node_modules as in
 * production, so the output goes to a folder inside the repository (`.cache/` is not committed).
 */
export async function compileEntries(outDir: string): Promise<CompiledEntries> {
	const entries = { server: 'server/index.ts', worker: 'worker/index.ts' }
	await build({
		entryPoints: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
		outdir: outDir,
		outExtension: { '.js': '.mjs' },
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		packages: 'external',
		logLevel: 'warning',
		plugins: [ownMetaUrl],
	})
	return { server: path.join(outDir, 'server.mjs'), worker: path.join(outDir, 'worker.mjs') }
}
