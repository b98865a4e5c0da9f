import { describe, expect, test } from 'vitest'
import { catalogue } from './catalogue/data.ts'
import { brandAliases, brandOfListing, containsPhrase, listingOfBrand, type MatchCriteria, matchesCriteria, matchListings, modelMatches, plainWords } from './matching.ts'

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

	test('the gearbox: any takes every car, manual and automatic only their own; a listing that does not state it passes, as for the fuel', () => {
		const manual = { ...golf, gearbox: 'manual' as const }
		const automatic = { ...golf, gearbox: 'automatic' as const }
		expect(matchesCriteria(manual, { ...open, gearbox: 'any' })).toBe(true)
		expect(matchesCriteria(automatic, { ...open, gearbox: 'any' })).toBe(true)
		expect(matchesCriteria(automatic, { ...open, gearbox: 'automatic' })).toBe(true)
		expect(matchesCriteria(manual, { ...open, gearbox: 'automatic' })).toBe(false)
		expect(matchesCriteria(manual, { ...open, gearbox: 'manual' })).toBe(true)
		expect(matchesCriteria(automatic, { ...open, gearbox: 'manual' })).toBe(false)
		expect(matchesCriteria({ ...golf, gearbox: null }, { ...open, gearbox: 'automatic' })).toBe(true)
		expect(matchesCriteria(golf, { ...open, gearbox: 'manual' })).toBe(true)
		// Criteria written before the gearbox existed ask nothing of it.
		expect(matchesCriteria(manual, open)).toBe(true)
		const alerts = [
			{ id: 'auto', criteria: { ...open, gearbox: 'automatic' as const } },
			{ id: 'any', criteria: open },
		]
		const found = matchListings(alerts, [manual, automatic, { ...golf, gearbox: null }])
		expect(found.get('auto')).toEqual([automatic, { ...golf, gearbox: null }])
		expect(found.get('any')).toHaveLength(3)
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

describe('the brand of a listing of a site-wide feed', () => {
	const names = (brand: (typeof catalogue)[number]) => [brand.name, brand.slug, ...(brandAliases[brand.slug] ?? [])]
	const bySlug = new Map(catalogue.map((brand) => [brand.slug, brand]))
	const of = (slug: string) => bySlug.get(slug)!

	test('every catalogue brand, by its name, its slug and each alias at the start of a title, is itself and no other brand', () => {
		expect(catalogue.length).toBeGreaterThan(150)
		for (const brand of catalogue) {
			for (const name of names(brand)) {
				for (const title of [`${name} X5 2.0`, name.toUpperCase(), `${name.toLowerCase()}, 2019`]) {
					expect([title, brandOfListing({ title })]).toEqual([title, brand.slug])
					for (const other of catalogue) expect(listingOfBrand({ title }, other), `${title} as ${other.slug}`).toBe(other === brand)
				}
			}
		}
	})

	test('where one brand’s name begins another’s, the longer one decides: a known, short list', () => {
		// Every pair of brands where a name (or alias) of one is the first words of a name of the other.
		const plainNames = catalogue.flatMap((brand) => [...new Set(names(brand).map(plainWords))].map((plain) => ({ slug: brand.slug, plain })))
		const prefixes = plainNames.flatMap((short) =>
			plainNames.filter((long) => long.slug !== short.slug && long.plain.startsWith(`${short.plain} `)).map((long) => `${short.plain} < ${long.plain}`),
		)
		expect(prefixes.sort()).toEqual(['austin < austin healey', 'austin < austin healy', 'bmw < bmw alpina', 'mercedes < mercedes maybach'])
		expect(brandOfListing({ title: 'Austin-Healey 3000 MK III' })).toBe('austin-healey')
		expect(brandOfListing({ title: 'Austin Metro 1.3' })).toBe('austin')
		expect(brandOfListing({ title: 'BMW Alpina B3 Touring' })).toBe('alpina')
		expect(brandOfListing({ title: 'BMW 320d Alpina-Felgen' })).toBe('bmw')
		expect(brandOfListing({ title: 'Mercedes-Maybach S 580' })).toBe('maybach')
		expect(brandOfListing({ title: 'Mercedes-AMG GT 63 S' })).toBe('mercedes-benz')
	})

	test.each([
		// the make, as sites and sellers write it
		['Volkswagen Golf 2.0 TDI', 'volkswagen'],
		['VW Golf VII Variant', 'volkswagen'],
		['Mercedes C 220 d', 'mercedes-benz'],
		['MB Sprinter 316 CDI', 'mercedes-benz'],
		['Škoda Octavia RS', 'skoda'],
		['SKODA OCTAVIA', 'skoda'],
		['Citroen C3 Aircross', 'citroen'],
		['Citroën DS3 1.6 THP', 'citroen'],
		['DS 7 Crossback', 'ds'],
		['DS Automobiles DS 3', 'ds'],
		['Alfa 159 Sportwagon', 'alfa-romeo'],
		['Alfa Romeo Giulia Veloce', 'alfa-romeo'],
		['Seat Leon Cupra 300', 'seat'],
		['Cupra Formentor VZ5', 'cupra'],
		['Mini Cooper S', 'mini'],
		['MINI One D', 'mini'],
		['smart fortwo coupé', 'smart'],
		['Kia Ceed SW', 'kia'],
		['SsangYong Rexton', 'kgm-ssangyong'],
		['KGM Torres EVX', 'kgm-ssangyong'],
		['Lynk & Co 01', 'lynk-co'],
		['Rolls-Royce Ghost', 'rolls-royce'],
		// Range Rover is Land Rover's; neither is Rover, nor is Toyota's Land Cruiser a Land Rover
		['Land Rover Defender 110', 'land-rover'],
		['Range Rover Sport HSE', 'land-rover'],
		['Rover 75 Tourer', 'rover'],
		['Land Cruiser 200 V8', null],
		['Toyota Land Cruiser 200', 'toyota'],
		// a seller's lead words and a model year before the make
		['Prodam VW Golf 1.6 TDI', 'volkswagen'],
		['Vand Dacia Logan 2012', 'dacia'],
		['Vând BMW X5', 'bmw'],
		['Sprzedam Audi A4 B8', 'audi'],
		['URGENT!!! Vand Opel Astra', 'opel'],
		['For sale: Ford Focus', 'ford'],
		['2016 Volkswagen golf', 'volkswagen'],
		['Prodam 2016 Renault Clio', 'renault'],
		['Продавам VW Passat', 'volkswagen'],
		// the make only later, or not at all: no brand
		['Golf like VW', null],
		['Golf 6 GPL, schimb cu VW', null],
		['Prodam avto Renault Clio', 'renault'],
		['Prodam lepo ohranjen Renault Clio', null],
		['Vand vand vand vand Dacia Logan', null],
		['Schimb cu autoutilitara', null],
		['', null],
		['Voltswagen Golf', null],
		['VWGolf', null],
	] as const)('%s: %s', (title, slug) => {
		expect(brandOfListing({ title })).toBe(slug)
	})

	test('the make in the site’s data decides where it names a catalogue brand; otherwise the title does', () => {
		expect(brandOfListing({ title: 'Golf 1.6 TDI', brand: 'VW' })).toBe('volkswagen')
		expect(brandOfListing({ title: 'C 220 d T-Modell', brand: 'Mercedes-Benz' })).toBe('mercedes-benz')
		expect(brandOfListing({ title: 'Octavia Combi', brand: 'skoda' })).toBe('skoda')
		expect(brandOfListing({ title: 'Range Rover Evoque', brand: 'land-rover' })).toBe('land-rover')
		expect(brandOfListing({ title: 'Kangoo', brand: 'RENAULT' })).toBe('renault')
		// The site's make beats the title's words.
		expect(brandOfListing({ title: 'BMW-Motor im Golf', brand: 'Volkswagen' })).toBe('volkswagen')
		// A make we do not know ("other", a motorbike maker) leaves it to the title.
		expect(brandOfListing({ title: 'VW Käfer Cabrio', brand: 'Sonstige' })).toBe('volkswagen')
		expect(brandOfListing({ title: 'Sonstige Oldtimer', brand: 'Sonstige' })).toBeNull()
		expect(brandOfListing({ title: 'VW Golf', brand: '' })).toBe('volkswagen')
		expect(brandOfListing({ title: 'VW Golf', brand: null })).toBe('volkswagen')
	})

	test('a site’s model field names the brand when only one catalogue brand has that model', () => {
		expect(brandOfListing({ title: 'Golf 6 GPL, schimb cu SUV', model: 'Golf' })).toBe('volkswagen')
		expect(brandOfListing({ title: 'Masina de familie', model: 'Octavia' })).toBe('skoda')
		expect(brandOfListing({ title: 'Stare impecabila', model: 'Land Cruiser' })).toBe('toyota')
		// Two brands have it (Seat and Cupra, Fiat and Abarth), or it says too little: none.
		expect(brandOfListing({ title: 'Leon ST', model: 'Leon' })).toBeNull()
		expect(brandOfListing({ title: '500 Lounge', model: '500' })).toBeNull()
		expect(brandOfListing({ title: 'e Advance', model: 'e' })).toBeNull()
		expect(brandOfListing({ title: 'Seria 3 320d', model: 'Seria 3' })).toBeNull()
		// The title's make comes first.
		expect(brandOfListing({ title: 'Cupra Leon', model: 'Golf' })).toBe('cupra')
	})

	test('listingOfBrand: the listing is the alert brand’s car, by its data, its title or its model', () => {
		expect(listingOfBrand({ title: 'VW Golf 1.6' }, of('volkswagen'))).toBe(true)
		expect(listingOfBrand({ title: 'VW Golf 1.6' }, of('seat'))).toBe(false)
		expect(listingOfBrand({ title: 'Golf', brand: 'Volkswagen' }, of('volkswagen'))).toBe(true)
		expect(listingOfBrand({ title: 'Golf 7', model: 'Golf' }, of('volkswagen'))).toBe(true)
		expect(listingOfBrand({ title: 'Range Rover Velar' }, of('rover'))).toBe(false)
		expect(listingOfBrand({ title: 'Austin-Healey Sprite' }, of('austin'))).toBe(false)
		expect(listingOfBrand({ title: 'Nothing here' }, of('volkswagen'))).toBe(false)
		// A brand the catalogue does not list: its own name at the start of the title.
		expect(listingOfBrand({ title: 'XEV Yoyo', brand: null }, { slug: 'xev', name: 'XEV' })).toBe(true)
		expect(listingOfBrand({ title: 'VW Golf' }, { slug: 'xev', name: 'XEV' })).toBe(false)
		expect(listingOfBrand({ title: 'XEVO' }, { slug: 'xev', name: 'XEV' })).toBe(false)
	})
})
