import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The layers of docs/product/style.md's layout (app → core ← worker), kept by the linter
 * (docs/decisions/057-layers-kept-by-the-linter.md):
 * - a relative import never climbs out of its top folder: another folder is reached through
 *   package.json's imports (`#core/…`), so a file says which layer it leans on;
 * - core, shared by the web and the worker, imports neither app, server nor worker, by `#app/…`
 *   or by a relative path.
 * Both are read from where an import lands, so `export … from` and `import()` count as well.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tops = new Set(['app', 'core', 'server', 'worker', 'scripts', 'tests', 'bench', 'sites'])
const aliases = new Set(['app', 'core', 'server', 'worker', 'scripts', 'tests', 'sites'])
const aboveCore = new Set(['app', 'server', 'worker'])

/** The top folder a repository-relative path lies in, or null for a file at the root or outside. */
function topOf(relative) {
	const [first, ...rest] = relative.split('/')
	return rest.length > 0 && first !== '..' ? first : null
}

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
	meta: {
		type: 'problem',
		docs: { description: 'Relative imports stay in their top folder; core imports neither app, server nor worker.' },
		schema: [],
		messages: {
			climbs: "'{{source}}' climbs out of {{top}}/: import it as '{{alias}}'.",
			climbsNoAlias: "'{{source}}' climbs out of {{top}}/ to a folder package.json's imports do not name.",
			coreAbove: "core is shared by the web and the worker and imports nothing of {{target}}/ ('{{source}}').",
		},
	},
	create(context) {
		const file = path.relative(root, context.filename).split(path.sep).join('/')
		const top = topOf(file)
		if (!top || !tops.has(top)) return {}

		function check(node) {
			const source = node.source
			if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
			const value = source.value
			let target = null
			if (value.startsWith('./') || value.startsWith('../')) {
				const landed = path.posix.normalize(path.posix.join(path.posix.dirname(file), value))
				target = topOf(landed)
				if (target !== top) {
					const alias = target && aliases.has(target) ? `#${landed}` : null
					context.report({ node: source, messageId: alias ? 'climbs' : 'climbsNoAlias', data: { source: value, top, alias } })
				}
			} else if (value.startsWith('#')) {
				target = value.slice(1).split('/')[0]
			}
			if (top === 'core' && target && aboveCore.has(target)) {
				context.report({ node: source, messageId: 'coreAbove', data: { source: value, target } })
			}
		}

		return {
			ImportDeclaration: check,
			ExportNamedDeclaration: check,
			ExportAllDeclaration: check,
			ImportExpression: check,
		}
	},
}

export const layersPlugin = { rules: { imports: layersRule } }
