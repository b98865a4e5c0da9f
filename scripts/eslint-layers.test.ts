import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

/**
 * The layers rule through the project's own eslint.config.js, on sources placed where a file of
 * that folder would be (docs/decisions/057-layers-kept-by-the-linter.md).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const eslint = new ESLint({ cwd: root })

async function lint(file: string, code: string) {
	const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
	return result!.messages.map(({ ruleId, message }) => ({ ruleId, message }))
}

describe('a file in core', () => {
	test('that imports app fails lint', async () => {
		const messages = await lint('core/models/lint-probe.ts', "import { buttonClass } from '#app/components/ui/button.tsx'\n\nexport const probe = buttonClass\n")
		expect(messages).toEqual([{ ruleId: 'layers/imports', message: expect.stringContaining("imports nothing of app/ ('#app/components/ui/button.tsx')") }])
	})

	test('that reaches server or worker by a relative path fails lint, both for the climb and the layer', async () => {
		const messages = await lint(
			'core/lint-probe.ts',
			"export { fetchPage } from '../worker/lib/fetch-page.ts'\nexport const handler = () => import('../server/index.ts')\n",
		)
		expect(messages.map(({ ruleId }) => ruleId)).toEqual(['layers/imports', 'layers/imports', 'layers/imports', 'layers/imports'])
		expect(messages.map(({ message }) => message)).toEqual([
			"'../worker/lib/fetch-page.ts' climbs out of core/: import it as '#worker/lib/fetch-page.ts'.",
			"core is shared by the web and the worker and imports nothing of worker/ ('../worker/lib/fetch-page.ts').",
			"'../server/index.ts' climbs out of core/: import it as '#server/index.ts'.",
			"core is shared by the web and the worker and imports nothing of server/ ('../server/index.ts').",
		])
	})

	test('that imports core, relatively or by #core, passes', async () => {
		const messages = await lint(
			'core/models/lint-probe.ts',
			"import { type DbOrTx } from '../db/client.ts'\nimport { siteIds } from '#core/sites.ts'\n\nexport const probe = (db: DbOrTx) => [db, siteIds]\n",
		)
		expect(messages).toEqual([])
	})
})

describe('a file outside core', () => {
	test('that climbs out of its top folder fails lint and is told the #alias', async () => {
		const messages = await lint('worker/lib/lint-probe.ts', "import { siteIds } from '../../core/sites.ts'\n\nexport const probe = siteIds\n")
		expect(messages).toEqual([{ ruleId: 'layers/imports', message: "'../../core/sites.ts' climbs out of worker/: import it as '#core/sites.ts'." }])
	})

	test('that imports app and core by their aliases passes', async () => {
		const messages = await lint(
			'server/lint-probe.ts',
			"import { siteIds } from '#core/sites.ts'\nimport { buttonClass } from '#app/components/ui/button.tsx'\nimport { probe as near } from './near.ts'\n\nexport const probe = [siteIds, buttonClass, near]\n",
		)
		expect(messages).toEqual([])
	})
})
