import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { type Plugin } from 'vite'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text files worth compressing; images and fonts are compressed already. */
const compressible = /\.(?:js|mjs|css|svg|json|txt|html|xml|webmanifest)$/

/** Below this, the headers of an encoded answer outweigh what compression saves. */
const minimumBytes = 1024

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each compressible file of a
 * folder, once per build, so the server sends them as they are instead of compressing every
 * asset for every visitor (docs/decisions/028-precompressed-assets.md). A copy that is not
 * smaller than the file is not written.
 */
export async function precompressFolder(folder: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
	const names = (await readdir(folder, { recursive: true })).filter((name) => compressible.test(name))
	let files = 0
	let bytes = 0
	let brotliBytes = 0
	await Promise.all(
		names.map(async (name) => {
			const file = path.join(folder, name)
			const body = await readFile(file)
			if (body.length < minimumBytes) return
			const [br, gz] = await Promise.all([
				brotli(body, {
					params: {
						[zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
						[zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
						[zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
					},
				}),
				gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
			])
			if (br.length < body.length) await writeFile(`${file}.br`, br)
			if (gz.length < body.length) await writeFile(`${file}.gz`, gz)
			files += 1
			bytes += body.length
			brotliBytes += Math.min(br.length, body.length)
		}),
	)
	return { files, bytes, brotliBytes }
}

/** The build step: precompresses the browser build's `assets/` once it is written. */
export function precompressClientAssets(): Plugin {
	let assetsFolder: string | undefined
	return {
		name: 'car-alerts:precompress-client-assets',
		apply: 'build',
		configResolved(config) {
			assetsFolder = config.build.ssr ? undefined : path.resolve(config.root, config.build.outDir, config.build.assetsDir)
		},
		async writeBundle() {
			if (assetsFolder) await precompressFolder(assetsFolder)
		},
	}
}
