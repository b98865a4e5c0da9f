import { readdirSync } from 'node:fs'
import path from 'node:path'
import { type RequestHandler } from 'express'

/** The copies the build writes beside a file (scripts/lib/precompress.ts), best first. */
const encodings = [
	{ name: 'br', suffix: '.br' },
	{ name: 'gzip', suffix: '.gz' },
] as const

/**
 * Sends the brotli or gzip copy the build wrote beside a file of `folder`, when the client
 * accepts it, so no request pays for compressing a script or a stylesheet
 * (docs/decisions/028-precompressed-assets.md). Any other request goes on (to express.static,
 * and the compression middleware). Only names found in the folder at start are served: the
 * build does not change while the server runs, and a path cannot name anything else.
 */
export function precompressedFiles(folder: string, options: { maxAge: string; immutable: boolean }): RequestHandler {
	let files: Set<string>
	try {
		files = new Set(readdirSync(folder, { recursive: true, encoding: 'utf8' }))
	} catch {
		files = new Set()
	}
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		let name: string
		try {
			name = decodeURIComponent(req.path).slice(1)
		} catch {
			return next()
		}
		const available = encodings.filter((encoding) => files.has(name + encoding.suffix))
		if (available.length === 0) return next()
		res.vary('Accept-Encoding')
		// Ours is the preference (brotli is smaller), not the order the client lists them in.
		const encoding = available.find((candidate) => req.acceptsEncodings(candidate.name) === candidate.name)
		if (!encoding) return next()
		res.type(path.extname(name))
		res.setHeader('Content-Encoding', encoding.name)
		res.sendFile(path.join(folder, name + encoding.suffix), options, (error) => {
			if (!error || res.headersSent) return
			res.removeHeader('Content-Encoding')
			next()
		})
	}
}
