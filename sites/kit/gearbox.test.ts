import { describe, expect, test } from 'vitest'
import { mapGearboxName } from './extract.ts'

/**
 * The gearbox on the listing side (docs/decisions/059-one-listing-schema.md): the names sites give
 * it, in their languages and codes. Each adapter that reads it is tested on its saved pages in its
 * folder's test.
 */

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
