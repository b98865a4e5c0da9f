import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

/**
 * Comments say why, and point at records a person who clones the repository has
 * (docs/product/README.md): the product's documents in docs/product/, the decision records in
 * docs/decisions/. Not at the team's shared folder, the issue tracker, or a file that is gone.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const self = path.relative(root, fileURLToPath(import.meta.url))

const sources = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'app', 'core', 'worker', 'server', 'scripts', 'tests', 'bench'], { cwd: root, encoding: 'utf8' })
	.split('\n')
	.filter((file) => /\.(?:ts|tsx|mts|mjs|cjs|js|css)$/.test(file) && file !== self && existsSync(path.join(root, file)))

/** Citations of what the repository does not hold. */
const outside = [
	{ what: 'the shared folder', pattern: /\.\.\/shared\//g },
	{ what: 'the issue tracker', pattern: /\bissues? #?\d+\b/gi },
	{ what: 'a product document by its bare name', pattern: /(?<![\w/.-])(?:decisions|sites|style|users|product-spec)\.md\b/g },
	{ what: 'the spec by section without its path', pattern: /\bspec sections? \d/gi },
]

function lineOf(text: string, index: number) {
	return text.slice(0, index).split('\n').length
}

test('no source file cites a document outside the repository', () => {
	expect(sources.length).toBeGreaterThan(100)
	const found: string[] = []
	for (const file of sources) {
		const text = readFileSync(path.join(root, file), 'utf8')
		for (const { what, pattern } of outside) {
			for (const match of text.matchAll(pattern)) found.push(`${file}:${lineOf(text, match.index)}: "${match[0]}" cites ${what}`)
		}
	}
	expect(found).toEqual([])
})

test('every docs/ file a source file cites exists', () => {
	const missing: string[] = []
	for (const file of sources) {
		const text = readFileSync(path.join(root, file), 'utf8')
		for (const match of text.matchAll(/\bdocs\/[\w./-]*\w\.md\b/g)) {
			if (!existsSync(path.join(root, match[0]))) missing.push(`${file}:${lineOf(text, match.index)}: ${match[0]}`)
		}
	}
	expect(missing).toEqual([])
})
