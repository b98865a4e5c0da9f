import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { type Gearbox } from '#core/enums.ts'
import { decodeBody } from '../lib/fetch-page.ts'
import { mapGearboxName } from '#sites/kit/extract.ts'
import { siteAdapters } from './index.ts'
import { mobileDeApiAdapter } from '#sites/mobile-de/api-adapter.ts'
import { type SiteAdapter, type SiteResponse } from '#sites/kit/types.ts'

/**
 * The gearbox on the listing side (docs/decisions/059-one-listing-schema.md): every adapter whose
 * site states it reads it, in the site's own words, from the saved pages in fixtures/.
 */

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** A saved results page of a fixture folder, parsed by `adapter`: its listings' gearboxes, in the page's order. */
function gearboxesIn(folder: string, adapter: SiteAdapter, name: string): Array<Gearbox | null | undefined> {
	const files = readdirSync(path.join(fixturesDir, folder))
	const body = files.find((file) => file.startsWith(`${name}.`) && !file.endsWith('.expected.json'))!
	const { response } = JSON.parse(readFileSync(path.join(fixturesDir, folder, `${name}.expected.json`), 'utf8')) as { response: SiteResponse }
	const result = adapter.parse(decodeBody(readFileSync(path.join(fixturesDir, folder, body)), response.contentType), response)
	if (result.kind !== 'listings') throw new Error(`${folder}/${name} is no results page`)
	return result.listings.map((listing) => listing.gearbox)
}

describe('gearbox names in the sites’ languages and codes', () => {
	test.each([
		['Schaltgetriebe', 'manual'],
		['Automatik', 'automatic'],
		['Halbautomatik', 'automatic'],
		['Automatisiertes Schaltgetriebe', 'automatic'],
		['Manual gearbox', 'manual'],
		['Automatic transmission', 'automatic'],
		['MANUAL_GEAR', 'manual'],
		['AUTOMATIC_GEAR', 'automatic'],
		['SEMIAUTOMATIC_GEAR', 'automatic'],
		['ročni menjalnik', 'manual'],
		['avtomatski menjalnik', 'automatic'],
		['Manuala', 'manual'],
		['Automata', 'automatic'],
		['Manualna', 'manual'],
		['Automatyczna', 'automatic'],
		['Ръчна', 'manual'],
		['Автоматична', 'automatic'],
		['Manuelle', 'manual'],
		['Automatique', 'automatic'],
		['Manuale', 'manual'],
		['manual', 'manual'],
		['automatic', 'automatic'],
		['', null],
		['Kombi', null],
		[null, null],
	])('%j → %j', (text, gearbox) => {
		expect(mapGearboxName(text)).toBe(gearbox)
	})
})

describe('every adapter whose site states the gearbox reads it', () => {
	test('mobile.de: the card’s vehicle data, German and English', () => {
		expect(gearboxesIn('mobile.de', siteAdapters['mobile.de'], 'results-list-badges')).toEqual(['automatic', 'manual', 'automatic'])
		expect((gearboxesIn('mobile.de', siteAdapters['mobile.de'], 'results-list-en'))).toEqual(['manual', 'automatic', 'automatic'])
		expect((gearboxesIn('mobile.de', siteAdapters['mobile.de'], 'results-links'))).toEqual(['manual', null, null])
	})
	test('mobile.de’s Search API: the ad’s `gearbox`', () => {
		expect(gearboxesIn('mobile-de-api', mobileDeApiAdapter({ user: 'u', password: 'p' }), 'results')).toEqual(['manual', null, 'automatic', null])
	})
	test('AutoScout24: `vehicle.transmission` of the page’s data', () => {
		expect((gearboxesIn('autoscout24', siteAdapters.autoscout24, 'results-next-data'))).toEqual(['automatic', 'manual', null, null])
	})
	test('avto.net: the card’s “Menjalnik” row', () => {
		expect((gearboxesIn('avto.net', siteAdapters['avto.net'], 'site'))).toEqual(['manual', 'manual', 'automatic', 'automatic', 'manual'])
		expect((gearboxesIn('avto.net', siteAdapters['avto.net'], 'results'))).toContain('automatic')
	})
	test('OLX: the offer’s `gearbox` parameter', () => {
		expect((gearboxesIn('olx', siteAdapters.olx, 'site'))).toEqual(['manual', 'automatic', null, null, null])
		expect(new Set((gearboxesIn('olx', siteAdapters.olx, 'results')))).toEqual(new Set(['manual']))
	})
	test('the demo market: its listings’ `gearbox`', () => {
		expect((gearboxesIn('demo', siteAdapters.demo, 'site'))).toEqual(['manual', 'automatic', 'automatic', 'manual'])
	})
	test('Facebook’s feed states none: its listings leave the gearbox out', () => {
		expect((gearboxesIn('facebook', siteAdapters.facebook, 'results')).every((gearbox) => gearbox === undefined)).toBe(true)
	})
})
