import { describe, expect, test } from 'vitest'
import { catalogue } from './catalogue/data.ts'
import { containsPhrase, type MatchCriteria, matchesCriteria, matchListings, modelMatches, plainWords } from './matching.ts'

const open: MatchCriteria = { modelName: null, fuelType: 'any', sellerType: 'any', priceMin: null, priceMax: null, yearMin: null, yearMax: null, mileageMax: null, keywordsRequired: [], keywordsExcluded: [] }
const golf = { title: 'Volkswagen Golf 1.6 TDI Comfortline', price: 12_500, km: 98_000, year: 2017, fuel: 'diesel' as const }
const titled = (title: string, model?: string) => ({ title, model })

describe('matchesCriteria', () => {
	test('no limits match everything', () => {
		expect(matchesCriteria(golf, open)).toBe(true)
	})

	test('bounds are inclusive and each one can reject', () => {
		expect(matchesCriteria(golf, { ...open, priceMin: 12_500, priceMax: 12_500 })).toBe(true)
		expect(matchesCriteria(golf, { ...open, priceMax: 12_499 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, priceMin: 12_501 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, yearMin: 2018 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, yearMax: 2016 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, yearMin: 2017, yearMax: 2017 })).toBe(true)
		expect(matchesCriteria(golf, { ...open, mileageMax: 97_999 })).toBe(false)
		expect(matchesCriteria(golf, { ...open, mileageMax: 98_000 })).toBe(true)
	})

	test('fuel must agree when both sides state it; a plug-in hybrid counts as a hybrid', () => {
		expect(matchesCriteria(golf, { ...open, fuelType: 'diesel' })).toBe(true)
		expect(matchesCriteria(golf, { ...open, fuelType: 'gasoline' })).toBe(false)
		expect(matchesCriteria({ ...golf, fuel: 'plugin_hybrid' }, { ...open, fuelType: 'hybrid' })).toBe(true)
		expect(matchesCriteria({ ...golf, fuel: 'hybrid' }, { ...open, fuelType: 'plugin_hybrid' })).toBe(false)
	})

	test('the seller type: any takes both, dealer and private only their own', () => {
		const byDealer = { ...golf, seller: 'dealer' as const }
		const byOwner = { ...golf, seller: 'private' as const }
		expect(matchesCriteria(byDealer, open)).toBe(true)
		expect(matchesCriteria(byOwner, open)).toBe(true)
		expect(matchesCriteria(byDealer, { ...open, sellerType: 'dealer' })).toBe(true)
		expect(matchesCriteria(byOwner, { ...open, sellerType: 'dealer' })).toBe(false)
		expect(matchesCriteria(byOwner, { ...open, sellerType: 'private' })).toBe(true)
		expect(matchesCriteria(byDealer, { ...open, sellerType: 'private' })).toBe(false)
	})

	test('a field the listing does not state never rejects it', () => {
		const unknown = { title: 'Golf', price: null, km: null, year: null, fuel: null, seller: null }
		expect(matchesCriteria(unknown, { modelName: 'Golf', fuelType: 'electric', sellerType: 'private', priceMin: 1, priceMax: 2, yearMin: 2020, yearMax: 2021, mileageMax: 10, keywordsRequired: [], keywordsExcluded: [] })).toBe(true)
	})

	test('the model decides too: searches are per brand', () => {
		expect(matchesCriteria(golf, { ...open, modelName: 'Golf' })).toBe(true)
		expect(matchesCriteria(golf, { ...open, modelName: 'Passat' })).toBe(false)
	})
})

describe('modelMatches', () => {
	// [title, the site's model field, the alert's model, matches]
	test.each([
		// a whole word of the title or the site's model field, whatever the case and accents
		['VW GOLF VII Variant', undefined, 'Golf', true],
		['Volkswagen Golfplatz', undefined, 'Golf', false],
		['Škoda Octavia Combi RS', undefined, 'Octavia', true],
		['Volkswagen Kaefer', undefined, 'Käfer', false],
		['Volkswagen Käfer 1303', undefined, 'Käfer', true],
		['1.6 TDI Highline', 'Golf', 'Golf', true],
		['Volkswagen Passat', undefined, null, true],
		// punctuation and spacing of model names vary between sites
		['Volkswagen ID3 Pro S', undefined, 'ID.3', true],
		['VW T-Roc Style', undefined, 'T-Roc', true],
		['VW TRoc Style', undefined, 'T-Roc', true],
		['Volvo XC 60 D4', undefined, 'XC60', true],
		['Volvo XC90 B5', undefined, 'XC60', false],
		['Fiat 500X Cross', undefined, '500', false],
		['Mercedes-Benz CLA 200', undefined, 'CL', false],
	] as const)('%s (model field %s) is a %s: %s', (title, model, wanted, expected) => {
		expect(modelMatches(titled(title, model), wanted)).toBe(expected)
	})

	test('BMW series and Mercedes classes are found by the names sellers use', () => {
		for (const title of ['BMW 320d Touring', 'BMW 3er Limousine', 'BMW Serija 3 318i', 'BMW 3 Series 330e', 'BMW Seria 3']) {
			expect(modelMatches(titled(title), '3 Series'), title).toBe(true)
		}
		expect(modelMatches(titled('BMW 520d'), '3 Series')).toBe(false)
		for (const title of ['Mercedes-Benz C 220 d', 'Mercedes C220d AMG Line', 'Mercedes-Benz C-Klasse', 'Mercedes Clasa C', 'Mercedes-Benz C-Class']) {
			expect(modelMatches(titled(title), 'C-Class'), title).toBe(true)
		}
		expect(modelMatches(titled('Mercedes-Benz CLA 200'), 'C-Class')).toBe(false)
		expect(modelMatches(titled('Mercedes-Benz GLC 300'), 'G-Class')).toBe(false)
	})

	test('every catalogue model finds a listing titled with its brand and name', () => {
		for (const brand of catalogue) {
			for (const model of brand.models) {
				expect(modelMatches(titled(`${brand.name} ${model} 2.0`), model), `${brand.name} ${model}`).toBe(true)
			}
		}
	})

	test('plainWords', () => {
		expect(plainWords('  Citroën ë-C4 (2021) ')).toBe('citroen e c4 2021')
		// Letters without an accent to drop are spelled out, not cut in two.
		expect(plainWords('WEISS Weiß Ærø Łódź')).toBe('weiss weiss aero lodz')
	})
})

describe('title keywords', () => {
	const title = (text: string) => ({ ...golf, title: text })
	const wanting = (keywordsRequired: string[], keywordsExcluded: string[] = []) => ({ ...open, keywordsRequired, keywordsExcluded })

	// [title, required, excluded, matches]
	test.each([
		// case and accents aside
		['VW Golf AUTOMATIK Navi', ['automatik'], [], true],
		['VW Golf Automatik', ['AUTOMATIK'], [], true],
		['Peugeot 308 boîte automatique', ['boite automatique'], [], true],
		['Peugeot 308 boite automatique', ['boîte automatique'], [], true],
		['Škoda Octavia Xénon', ['xenon'], [], true],
		['Mercedes C 220 Weiß', ['weiss'], [], true],
		// whole words only: a word inside another is not the word
		['VW Golf Automatikgetriebe', ['automatik'], [], false],
		['VW Golf Bi-Xenonlicht', ['xenon'], [], false],
		['VW Golf Unfallfrei', [], ['unfall'], true],
		['VW Golf Unfall vorne', [], ['unfall'], false],
		['VW Golf (Unfall)', [], ['unfall'], false],
		// punctuation between words is a word boundary
		['VW Golf Bi-Xenon, Automatik', ['xenon', 'automatik'], [], true],
		['VW Golf S-Line', ['s line'], [], true],
		// a phrase is its words one after the other
		['VW Golf Bi Xenon', ['bi xenon'], [], true],
		['VW Golf Xenon Bi', ['bi xenon'], [], false],
		['VW Golf Bi LED Xenon', ['bi xenon'], [], false],
		['VW Golf Motor defekt', [], ['motor defekt'], false],
		['VW Golf Motor neu, Kupplung defekt', [], ['motor defekt'], true],
		// every required word, none of the excluded ones
		['VW Golf Automatik Xenon', ['automatik', 'xenon'], [], true],
		['VW Golf Automatik', ['automatik', 'xenon'], [], false],
		['VW Golf Automatik Export', ['automatik'], ['unfall', 'defekt', 'export'], false],
		['VW Golf Automatik Garantie', ['automatik'], ['unfall', 'defekt', 'export'], true],
		// no keywords: no filter
		['VW Golf', [], [], true],
	] as const)('%s, required %j, excluded %j: %s', (text, required, excluded, expected) => {
		expect(matchesCriteria(title(text), wanting([...required], [...excluded]))).toBe(expected)
	})

	test('only the title is read, not the site\'s model field', () => {
		expect(matchesCriteria({ ...golf, title: 'VW Golf 1.6', model: 'Golf Automatik' }, wanting(['automatik']))).toBe(false)
		expect(matchesCriteria({ ...golf, title: 'VW Golf 1.6', model: 'Golf Export' }, wanting([], ['export']))).toBe(true)
	})

	test('keywords add to the other filters', () => {
		expect(matchesCriteria(title('VW Golf Automatik'), { ...wanting(['automatik']), priceMax: 10_000 })).toBe(false)
		expect(matchesCriteria(title('VW Passat Automatik'), { ...wanting(['automatik']), modelName: 'Golf' })).toBe(false)
	})

	test('containsPhrase compares whole words of plain text', () => {
		expect(containsPhrase('led bi xenon', 'bi xenon')).toBe(true)
		expect(containsPhrase('xenonlicht', 'xenon')).toBe(false)
		expect(containsPhrase('golf', '')).toBe(false)
	})
})

describe('matchListings', () => {
	test('gives each alert the listings matchesCriteria accepts, in the order listed', () => {
		const listings = [
			{ ...golf, title: 'VW Golf Variant', price: 9_000 },
			{ ...golf, title: 'VW Passat B8', price: 15_000 },
			{ ...golf, title: 'VW Golf GTI', price: 21_000, fuel: 'gasoline' as const },
			{ ...golf, title: 'VW Polo', price: null },
		]
		const alerts = [
			{ id: 'golf', criteria: { ...open, modelName: 'Golf' } },
			{ id: 'cheap-golf', criteria: { ...open, modelName: 'Golf', priceMax: 10_000 } },
			{ id: 'any-diesel', criteria: { ...open, fuelType: 'diesel' as const } },
			{ id: 'passat', criteria: { ...open, modelName: 'Passat', yearMin: 2020 } },
			{ id: 'golf-no-gti', criteria: { ...open, modelName: 'Golf', keywordsExcluded: ['gti'] } },
			{ id: 'variant', criteria: { ...open, keywordsRequired: ['Variant'] } },
			// The same word asked for by one alert and excluded by another: looked for once, read by both.
			{ id: 'golf-gti', criteria: { ...open, modelName: 'Golf', keywordsRequired: ['GTI'] } },
			{ id: 'vw-golf-phrase', criteria: { ...open, keywordsRequired: ['vw golf'], keywordsExcluded: ['golf gti'] } },
		]
		const matches = matchListings(alerts, listings)
		for (const { id, criteria } of alerts) {
			expect(matches.get(id), id).toEqual(listings.filter((listing) => matchesCriteria(listing, criteria)))
		}
		expect(matches.get('golf')!.map((listing) => listing.title)).toEqual(['VW Golf Variant', 'VW Golf GTI'])
		expect(matches.get('cheap-golf')!.map((listing) => listing.title)).toEqual(['VW Golf Variant'])
		expect(matches.get('passat')).toEqual([])
		expect(matches.get('golf-no-gti')!.map((listing) => listing.title)).toEqual(['VW Golf Variant'])
		expect(matches.get('variant')!.map((listing) => listing.title)).toEqual(['VW Golf Variant'])
		expect(matches.get('golf-gti')!.map((listing) => listing.title)).toEqual(['VW Golf GTI'])
		expect(matches.get('vw-golf-phrase')!.map((listing) => listing.title)).toEqual(['VW Golf Variant'])
	})
})
