import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { type SiteDefinition } from './definition.ts'
import { cargurusComAdapter } from '../cargurus-com/adapter.ts'
import { cargurusComSite } from '../cargurus-com/site.ts'
import { adapterProblems, brandProblems, definitionProblems, folderProblems } from './site-check.ts'
import { type SiteAdapter } from './types.ts'

/** The registry's checks (sites/registry.test.ts) fail for each thing a site can lack. */

const site: SiteDefinition = {
	id: 'example.test',
	name: 'Example',
	country: 'DE',
	scopes: ['site', 'brand'],
	pageSize: 20,
	fetchModes: ['http', 'browser'],
	defaultFetchMode: 'http',
	baseUrl: 'https://www.example.test',
	currency: 'EUR',
	distanceUnit: 'km',
	intervalSeconds: null,
	apiSettings: [],
	brands: 'all',
	reach: 'Plain HTTP gets its pages.',
}

const root = mkdtempSync(path.join(os.tmpdir(), 'carwatch-sites-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const listings = (count: number) => ({ kind: 'listings', listings: Array.from({ length: count }, (_, index) => ({ listingId: String(index) })) })

/** A folder with the given fixtures (name → result) and files. */
function folder(name: string, fixtures: Record<string, object>, files: Record<string, string> = {}) {
	const dir = path.join(root, name)
	mkdirSync(path.join(dir, 'fixtures'), { recursive: true })
	const all = { 'site.ts': '', 'adapter.ts': '', [`${name}.test.ts`]: "fixtureSuite({ adapter, fixtures: new URL('./fixtures/', import.meta.url) })", ...files }
	for (const [file, text] of Object.entries(all)) writeFileSync(path.join(dir, file), text)
	for (const [fixture, result] of Object.entries(fixtures)) {
		writeFileSync(path.join(dir, 'fixtures', `${fixture}.html`), '<html></html>')
		writeFileSync(path.join(dir, 'fixtures', `${fixture}.expected.json`), JSON.stringify({ response: { status: 200, url: 'https://www.example.test/', contentType: 'text/html' }, result }))
	}
	return name
}

const whole = { results: listings(3), site: listings(3), empty: listings(0), blocked: { kind: 'blocked', reason: 'captcha' } }

describe('a folder', () => {
	test('with everything: no problem', () => {
		expect(folderProblems(site, folder('whole', whole), root)).toEqual([])
	})
	test('missing, or without its files', () => {
		expect(folderProblems(site, undefined, root)).toEqual(['no folder under sites/ has a site.ts declaring example.test'])
		const name = folder('bare', whole)
		rmSync(path.join(root, name, 'adapter.ts'))
		rmSync(path.join(root, name, `${name}.test.ts`))
		expect(folderProblems(site, name, root)).toEqual(['sites/bare/adapter.ts is missing', 'sites/bare/bare.test.ts is missing'])
	})
	test('whose test does not run the fixture suite', () => {
		expect(folderProblems(site, folder('own-test', whole, { 'own-test.test.ts': "test('parses', () => {})" }), root)).toEqual(['sites/own-test/own-test.test.ts does not run fixtureSuite(…)'])
	})
	test('without a fixture of a scope it supports, an empty result or a block', () => {
		expect(folderProblems(site, folder('no-site-page', { results: listings(3), empty: listings(0), blocked: whole.blocked }), root)).toEqual(['no fixture for scope site: a site… page with listings'])
		expect(folderProblems({ ...site, scopes: ['url'] }, folder('no-results', { site: listings(3), empty: listings(0), blocked: whole.blocked }), root)).toEqual([
			'no fixture for scope url: a results… page with listings',
		])
		expect(folderProblems(site, folder('no-empty', { results: listings(3), site: listings(3), blocked: whole.blocked }), root)).toEqual(['no fixture of an empty result'])
		expect(folderProblems(site, folder('no-block', { results: listings(3), site: listings(3), empty: listings(0) }), root)).toEqual(['no fixture of a block'])
	})
	test('whose expected result has no body beside it', () => {
		const name = folder('no-body', whole)
		rmSync(path.join(root, name, 'fixtures', 'blocked.html'))
		expect(folderProblems(site, name, root)).toEqual(['no fixture of a block'])
	})
})

describe('a definition', () => {
	test('whole: no problem', () => {
		expect(definitionProblems(site)).toEqual([])
	})
	test('without a field, with an unsound one, or with one the type does not know', () => {
		const { currency: _, ...noCurrency } = site
		expect(definitionProblems(noCurrency as SiteDefinition)).toEqual(['its definition has no currency'])
		expect(definitionProblems({ ...site, currency: 'euro' })).toEqual(['its definition\'s currency is unsound: "euro"'])
		expect(definitionProblems({ ...site, defaultFetchMode: 'api' })).toEqual(['its definition\'s defaultFetchMode is unsound: "api"'])
		expect(definitionProblems({ ...site, id: 'Example Site' })).toEqual(['its definition\'s id is unsound: "Example Site"'])
		expect(definitionProblems({ ...site, scopes: [] })).toEqual(["its definition's scopes is unsound: []"])
		expect(definitionProblems({ ...site, colour: 'blue' } as SiteDefinition)).toEqual(['its definition has a field the type does not know: colour'])
		expect(definitionProblems({ ...site, brands: ['bmw', 'no-such-make'] })).toEqual(['its definition\'s brands is unsound: ["bmw","no-such-make"]'])
		expect(definitionProblems({ ...site, brands: [] })).toEqual(["its definition's brands is unsound: []"])
	})
})

describe('an adapter', () => {
	const adapter: SiteAdapter = { id: 'example.test' as SiteAdapter['id'], scopes: ['site', 'brand'], pageSize: 20, buildRequest: () => null, parse: () => ({ kind: 'listings', listings: [] }) }
	test('made from the definition: no problem; missing or otherwise: named', () => {
		expect(adapterProblems(site, adapter)).toEqual([])
		expect(adapterProblems(site, undefined)).toEqual(['sites/adapters.ts has no adapter for example.test'])
		expect(adapterProblems(site, { ...adapter, scopes: ['brand'], pageSize: 40 })).toEqual([
			"its adapter's scopes (brand) are not its definition's",
			"its adapter's page size (40) is not its definition's",
		])
	})
})

describe("a definition's brands against its adapter's brand search (docs/decisions/074)", () => {
	const three = [
		{ slug: 'bmw', name: 'BMW', models: [] },
		{ slug: 'kia', name: 'Kia', models: [] },
		{ slug: 'skoda', name: 'Škoda', models: [] },
	]
	/** An adapter whose brand search knows only these brands. */
	const searching = (...slugs: string[]): SiteAdapter => ({
		id: 'example.test' as SiteAdapter['id'],
		scopes: ['brand'],
		pageSize: 20,
		buildRequest: (search) => (search.scope === 'brand' && slugs.includes(search.brand) ? { url: `https://www.example.test/${search.brand}`, key: search.brand } : null),
		parse: () => ({ kind: 'listings', listings: [] }),
	})
	const brandSite = { ...site, scopes: ['brand'] as const }
	test('claiming exactly what it searches: no problem', () => {
		expect(brandProblems({ ...brandSite, brands: ['bmw', 'kia'] }, searching('bmw', 'kia'), three)).toEqual([])
		expect(brandProblems({ ...brandSite, brands: 'all' }, searching('bmw', 'kia', 'skoda'), three)).toEqual([])
	})
	test('claiming a brand it cannot search, or searching one it does not claim: named', () => {
		expect(brandProblems({ ...brandSite, brands: 'all' }, searching('bmw', 'kia'), three)).toEqual(["its adapter builds no brand search for skoda, which its definition's brands claim"])
		expect(brandProblems({ ...brandSite, brands: ['bmw'] }, searching('bmw', 'kia'), three)).toEqual(["its adapter searches kia by brand, which its definition's brands leave out"])
	})
	test('a site read whole or at a pasted URL claims every brand; read whole, its brand search covers them all too', () => {
		expect(brandProblems({ ...site, brands: ['bmw', 'kia'] }, { ...searching('bmw', 'kia'), scopes: ['site', 'brand'] }, three)).toEqual([
			"its definition's brands are a list, but a site searched whole delivers every brand: 'all'",
		])
		expect(brandProblems({ ...site, scopes: ['url'], brands: ['bmw'] }, undefined, three)).toEqual(["its definition's brands are a list, but a site searched at a pasted URL delivers every brand: 'all'"])
		expect(brandProblems({ ...site, brands: 'all' }, { ...searching('bmw', 'kia'), scopes: ['site', 'brand'] }, three)).toEqual(["its adapter builds no brand search for skoda, which its definition's brands claim"])
	})
	test('CarGurus, whose make ids are known for twelve brands: its definition claiming every brand, or one brand fewer, fails', () => {
		expect(brandProblems(cargurusComSite, cargurusComAdapter)).toEqual([])
		const [claimedAll] = brandProblems({ ...cargurusComSite, brands: 'all' }, cargurusComAdapter)
		expect(claimedAll).toMatch(/^its adapter builds no brand search for abarth, acura, .*skoda.*, which its definition's brands claim$/)
		expect(brandProblems({ ...cargurusComSite, brands: cargurusComSite.brands.filter((brand) => brand !== 'kia') }, cargurusComAdapter)).toEqual([
			"its adapter searches kia by brand, which its definition's brands leave out",
		])
	})
})
