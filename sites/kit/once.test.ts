import { describe, expect, test } from 'vitest'
import { oncePerListing } from './once.ts'

const car = (listingId: string, title = listingId) => ({ listingId, url: `https://example.test/${listingId}`, title })

describe('oncePerListing', () => {
	test('a car shown twice on a page is one car, at its last place (where its age puts it in a newest-first list)', () => {
		expect(oncePerListing([car('top'), car('a'), car('b'), car('top'), car('c')]).map((listing) => listing.listingId)).toEqual(['a', 'b', 'top', 'c'])
	})
	test('the facts kept are those of its last place; a page without repeats is unchanged', () => {
		expect(oncePerListing([car('1', 'promoted'), car('1', 'in the list')])).toEqual([car('1', 'in the list')])
		expect(oncePerListing([car('1'), car('2')])).toEqual([car('1'), car('2')])
	})
})
