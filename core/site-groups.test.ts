import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { claimsRoundSites, groupSites, siteCounts, siteMatches, siteOptions, siteSearchOf } from './site-groups.ts'
import { sortSiteIds } from './collation.ts'
import { countryName, offeredSites, siteIds, siteLabel, sites } from './sites.ts'
import { fetchModeSetting } from './site-settings.ts'

const site = (id: string, name: string, country: string | null) => ({ id, name, country, requiresUrl: country === null && id !== 'demo', live: true })

/** A registry as it will be: country sites of one marketplace, US and GB sites, sites of no one country. */
const many = [
	site('mobile.de', 'mobile.de', 'DE'),
	site('autoscout24.de', 'AutoScout24', 'DE'),
	site('autoscout24.it', 'AutoScout24', 'IT'),
	site('autoscout24.fr', 'AutoScout24', 'FR'),
	site('autoscout24.es', 'AutoScout24', 'ES'),
	site('autoscout24.at', 'AutoScout24', 'AT'),
	site('kleinanzeigen.de', 'Kleinanzeigen', 'DE'),
	site('willhaben.at', 'willhaben', 'AT'),
	site('njuskalo.hr', 'Njuškalo', 'HR'),
	site('autotrader.com', 'AutoTrader', 'US'),
	site('cargurus.com', 'CarGurus', 'US'),
	site('autotrader.co.uk', 'AutoTrader', 'GB'),
	site('sauto.cz', 'Sauto', 'CZ'),
	site('facebook', 'Facebook Marketplace', null),
	site('demo', 'Demo market', null),
]

const countriesOf = (language: string) => groupSites(many, language).map((group) => group.country)

describe('groupSites', () => {
	test("the buyer's language's country first, then the others by their name in that language, then the sites of no country", () => {
		// German: Deutschland, then Frankreich, Großbritannien (Vereinigtes Königreich), Italien, Kroatien, Österreich, Spanien, Tschechien, Vereinigte Staaten.
		expect(countriesOf('de')).toEqual(['DE', 'FR', 'IT', 'HR', 'AT', 'ES', 'CZ', 'US', 'GB', null])
		expect(countriesOf('fr')).toEqual(['FR', 'DE', 'AT', 'HR', 'ES', 'US', 'IT', 'GB', 'CZ', null])
		expect(countriesOf('es')[0]).toBe('ES')
		expect(countriesOf('it')[0]).toBe('IT')
		// English: the United States, then Great Britain, then Austria, Croatia, Czechia, France, Germany, Italy, Spain.
		expect(countriesOf('en')).toEqual(['US', 'GB', 'AT', 'HR', 'CZ', 'FR', 'DE', 'IT', 'ES', null])
	})

	test('each group is named in the language and holds its sites by name, the demo market last', () => {
		const groups = groupSites(many, 'de')
		expect(groups[0]).toMatchObject({ country: 'DE', countryName: 'Deutschland' })
		expect(groups[0]!.sites.map((entry) => entry.id)).toEqual(['autoscout24.de', 'kleinanzeigen.de', 'mobile.de'])
		expect(groups.at(-1)).toMatchObject({ country: null, countryName: null })
		expect(groups.at(-1)!.sites.map((entry) => entry.id)).toEqual(['facebook', 'demo'])
		expect(groups.flatMap((group) => group.sites)).toHaveLength(many.length)
	})

	test('a language with no site of its country starts with the others', () => {
		expect(groupSites([site('sauto.cz', 'Sauto', 'CZ'), site('njuskalo.hr', 'Njuškalo', 'HR')], 'es').map((group) => group.country)).toEqual(['CZ', 'HR']) // Chequia, Croacia
	})
})

describe('siteMatches', () => {
	const options = siteOptions(many, 'de')
	const found = (query: string) => options.filter((option) => siteMatches(option, query)).map((option) => option.id)

	test('by name, domain or country in the buyer\'s language, case and accents ignored', () => {
		expect(found('scout')).toEqual(['autoscout24.de', 'autoscout24.it', 'autoscout24.fr', 'autoscout24.es', 'autoscout24.at'])
		expect(found('NJUSKALO')).toEqual(['njuskalo.hr'])
		expect(found('österreich')).toEqual(['autoscout24.at', 'willhaben.at'])
		expect(found('osterreich')).toEqual(['autoscout24.at', 'willhaben.at'])
		expect(found('.cz')).toEqual(['sauto.cz'])
	})

	test('every word must match; an empty search finds every site', () => {
		expect(found('autoscout italien')).toEqual(['autoscout24.it'])
		expect(found('  ')).toHaveLength(many.length)
		expect(found('xyz')).toEqual([])
	})

	test('the demo market is found by its name in the language', () => {
		expect(siteOptions([site('demo', 'Demo market', null)], 'de')[0]!.name).not.toBe('Demo market')
		expect(siteOptions([site('demo', 'Demo market', null)], 'en').filter((option) => siteMatches(option, 'demo'))).toHaveLength(1)
	})

	test('a search is text, trimmed and cut', () => {
		expect(siteSearchOf('  golf ')).toBe('golf')
		expect(siteSearchOf(['a'])).toBe('')
		expect(siteSearchOf('x'.repeat(500))).toHaveLength(60)
	})
})

describe('siteCounts', () => {
	test('marketplaces are distinct names without the demo market; countries those they serve', () => {
		expect(siteCounts(many)).toEqual({ marketplaces: 9, countries: 9 })
		expect(siteCounts([site('facebook', 'Facebook Marketplace', null), site('demo', 'Demo market', null)])).toEqual({ marketplaces: 1, countries: 0 })
	})

	test("today's registry: every offered marketplace counted once", () => {
		const counts = siteCounts(offeredSites({ includeDemo: true }))
		const offered = offeredSites({ includeDemo: false })
		expect(counts.marketplaces).toBe(new Set(offered.map((site) => site.name)).size)
		// AutoScout24's and OLX's country sites: one marketplace each, in several countries.
		expect(counts.marketplaces).toBeLessThan(offered.length)
		expect(counts.countries).toBe(new Set(offered.flatMap((site) => (site.country ? [site.country] : []))).size)
		// A site turned off is not offered, so not counted.
		const off = offered[0]!
		expect(siteCounts(offeredSites({ includeDemo: false, config: { [fetchModeSetting(off.id)]: 'off' } })).marketplaces).toBe(
			new Set(offered.filter((site) => site.id !== off.id).map((site) => site.name)).size,
		)
	})

	test('the round "15+" claim only from fifteen marketplaces', () => {
		expect(claimsRoundSites({ marketplaces: 14 })).toBe(false)
		expect(claimsRoundSites({ marketplaces: 15 })).toBe(true)
	})
})

describe('siteLabel', () => {
	test('a site of one country is named with it in the reader\'s language; one of none by its name', () => {
		expect(siteLabel('mobile.de', 'de')).toBe('mobile.de (Deutschland)')
		expect(siteLabel('mobile.de', 'fr')).toBe('mobile.de (Allemagne)')
		expect(siteLabel('facebook', 'it')).toBe('Facebook Marketplace')
		expect(siteLabel('unknown.example', 'en')).toBe('unknown.example')
	})

	test('country names come from Intl in each language', () => {
		expect(['en', 'de', 'fr', 'es', 'it'].map((language) => countryName('US', language))).toEqual([
			'United States',
			'Vereinigte Staaten',
			'États-Unis',
			'Estados Unidos',
			'Stati Uniti',
		])
	})
})

describe('the copy states no number of sites of its own', () => {
	/** Every string of a tree. */
	const strings = (value: unknown): string[] =>
		typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []
	const siteWords = /\b\d+\s*\+?\s*(sites?|websites?|marketplaces?|portale?s?|siti|plateformes?)\b/i

	test('a count of sites in any language comes from siteCounts, never from a text', async () => {
		const { resources } = await import('./i18n/resources.ts')
		const example = JSON.parse(readFileSync(new URL('../docs/site-content.example.json', import.meta.url), 'utf8')) as unknown
		const stated = [...strings(resources), ...strings(example)].filter((text) => siteWords.test(text.replace(/\{\{[^}]*\}\}/g, '')))
		expect(stated).toEqual([])
	})
})

describe('sortSiteIds', () => {
	test("an alert's sites by name and then country in the reader's language, the demo market last", () => {
		const ids = siteIds.filter((id) => sites[id].name === 'AutoScout24')
		expect(ids.length).toBeGreaterThan(1)
		const sorted = sortSiteIds(['demo', ...ids, 'mobile.de'], 'de')
		expect(sorted.map((id) => siteLabel(id, 'de'))).toEqual([...ids.map((id) => siteLabel(id, 'de')).sort((a, b) => a.localeCompare(b, 'de')), siteLabel('mobile.de', 'de'), siteLabel('demo', 'de')])
	})
})
