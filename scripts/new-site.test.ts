import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { newSite, parseNewSiteArgs } from './new-site.ts'

/**
 * `npm run new-site -- <id>` (scripts/new-site.ts): the folder it writes, once registered, passes
 * its own test (the fixture suite end to end, and its request tests) and the registry's checks.
 * It runs on a copy of the repository's code in a temporary directory, so the real registry is
 * never touched; the copy's tests run in a process of their own, as `npx vitest run` would.
 */

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
let root = ''
const output: string[] = []
const io = { out: (line: string) => output.push(line), err: (line: string) => output.push(line) }

beforeAll(() => {
	root = mkdtempSync(path.join(os.tmpdir(), 'carwatch-new-site-'))
	for (const dir of ['core', 'worker', 'sites']) cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true, filter: (source) => !source.includes(`${path.sep}migrations${path.sep}meta`) })
	for (const file of ['package.json', 'tsconfig.json']) cpSync(path.join(repo, file), path.join(root, file))
	symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir')
	writeFileSync(path.join(root, 'vitest.config.mjs'), "export default { test: { include: ['sites/**/*.test.ts'] } }\n")
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** The registry's checks (sites/kit/site-check.ts) for the given ids, as a test file of the copy. */
const checksOf = (ids: string[]) => `import { expect, test } from 'vitest'
import { siteAdapters } from './adapters.ts'
import { siteFolders } from './kit/folders.ts'
import { siteProblems } from './kit/site-check.ts'
import { siteDefinitions } from './registry.ts'

const folders = await siteFolders()
test.each(${JSON.stringify(ids)})('%s is a whole site', (id) => {
	const site = siteDefinitions.find((each) => each.id === id)
	expect(site).toBeDefined()
	expect(siteProblems(site, folders.get(id), siteAdapters[id])).toEqual([])
})
`

describe('npm run new-site', () => {
	test('writes a folder for a site searched whole and by brand, and one for a site searched at a pasted URL in miles; once registered, both pass their own tests and the registry’s checks', async () => {
		expect(await newSite(['autohaus-example.de'], io, root)).toBe(0)
		expect(await newSite(['usedcars-example.com', '--name', 'UsedCars', '--country', 'US', '--scopes', 'url'], io, root)).toBe(0)
		for (const folder of ['autohaus-example-de', 'usedcars-example-com']) {
			for (const file of ['site.ts', 'adapter.ts', `${folder}.test.ts`, 'fixtures/results.html', 'fixtures/results.expected.json', 'fixtures/empty.expected.json', 'fixtures/blocked.expected.json']) {
				expect(existsSync(path.join(root, 'sites', folder, file)), `${folder}/${file}`).toBe(true)
			}
		}
		expect(existsSync(path.join(root, 'sites/autohaus-example-de/fixtures/site.html'))).toBe(true)
		expect(existsSync(path.join(root, 'sites/usedcars-example-com/fixtures/site.html'))).toBe(false)
		const registry = readFileSync(path.join(root, 'sites/registry.ts'), 'utf8')
		expect(registry).toContain("import { autohausExampleDeSite } from './autohaus-example-de/site.ts'")
		expect(registry).toMatch(/, autohausExampleDeSite, usedcarsExampleComSite\] as const satisfies/)
		const adapters = readFileSync(path.join(root, 'sites/adapters.ts'), 'utf8')
		expect(adapters).toContain("import { usedcarsExampleComAdapter } from './usedcars-example-com/adapter.ts'")
		expect(adapters).toContain("\t'usedcars-example.com': usedcarsExampleComAdapter,\n}")
		const site = readFileSync(path.join(root, 'sites/usedcars-example-com/site.ts'), 'utf8')
		expect(site).toContain("currency: 'USD'")
		expect(site).toContain("distanceUnit: 'mi'")

		writeFileSync(path.join(root, 'sites/scaffold-checks.test.ts'), checksOf(['autohaus-example.de', 'usedcars-example.com']))
		const run = spawnSync(path.join(repo, 'node_modules/.bin/vitest'), ['run', '--config', 'vitest.config.mjs', '--reporter', 'verbose', 'sites/autohaus-example-de', 'sites/usedcars-example-com', 'sites/scaffold-checks.test.ts'], {
			cwd: root,
			encoding: 'utf8',
			timeout: 150_000,
			env: { ...process.env, NODE_ENV: 'test', NO_COLOR: '1' },
		})
		const report = stripVTControlCharacters(`${run.stdout}\n${run.stderr}`)
		expect(run.status, report).toBe(0)
		expect(report).toMatch(/Test Files\s+3 passed \(3\)/)
		// The suite ran each fixture end to end, in its scope, through the real page fetcher.
		for (const line of ['autohaus-example.de: end to end through a local server and the page fetcher > results.html in scope brand', 'autohaus-example.de: end to end through a local server and the page fetcher > site.html in scope site', 'usedcars-example.com: end to end through a local server and the page fetcher > results.html in scope url', 'usedcars-example.com: end to end through a local server and the page fetcher > blocked.html in scope url']) {
			expect(report).toContain(line)
		}
	}, 180_000)

	test('with --no-register prints the two lines instead of adding them', async () => {
		const registry = readFileSync(path.join(root, 'sites/registry.ts'), 'utf8')
		output.length = 0
		expect(await newSite(['otomoto-example.pl', '--no-register'], io, root)).toBe(0)
		expect(readFileSync(path.join(root, 'sites/registry.ts'), 'utf8')).toBe(registry)
		expect(output.join('\n')).toContain("import { otomotoExamplePlSite } from './otomoto-example-pl/site.ts'")
		expect(output.join('\n')).toContain("'otomoto-example.pl': otomotoExamplePlAdapter,")
		expect(readFileSync(path.join(root, 'sites/otomoto-example-pl/site.ts'), 'utf8')).toContain("currency: 'PLN'")
	})

	test('refuses a folder that exists, and arguments it cannot use, saying why', async () => {
		output.length = 0
		expect(await newSite(['autohaus-example.de'], io, root)).toBe(1)
		expect(output.join('\n')).toContain('sites/autohaus-example-de exists already')
		expect(parseNewSiteArgs([])).toEqual({ ok: false, message: 'name the site: npm run new-site -- <id>' })
		expect(parseNewSiteArgs(['cars-example.com'])).toEqual({ ok: false, message: 'cars-example.com names no country: give --country' })
		expect(parseNewSiteArgs(['Cars Example'])).toMatchObject({ ok: false, message: expect.stringContaining('lower case') })
		expect(parseNewSiteArgs(['cars-example.com', '--country', 'JP'])).toEqual({ ok: false, message: 'no known currency for JP: give --currency' })
		expect(parseNewSiteArgs(['cars-example.com', '--country'])).toEqual({ ok: false, message: '--country needs a value' })
		expect(parseNewSiteArgs(['cars-example.co.uk', '--scopes', 'brand'])).toMatchObject({ ok: true, site: { country: 'GB', currency: 'GBP', distanceUnit: 'mi', scopes: ['brand'], baseUrl: 'https://www.cars-example.co.uk' } })
	})
})
