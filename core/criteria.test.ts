import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createInstance } from 'i18next'
import { describe, expect, test } from 'vitest'
import { siteLabel } from '#core/sites.ts'
import { type BaselineCriteria, baselineKey, criteriaRows, criteriaSelects, listWords, type ShowContext } from './criteria.ts'
import { choiceValues, criteriaChoices, statedValues } from './criteria-choices.ts'
import { subscriptions } from './db/schema.ts'
import { gearboxChoices, gearboxes, type Language, languages, sellerTypes } from './enums.ts'
import { resources } from './i18n/resources.ts'
import { listingSchema } from './listing/schema.ts'
import { anyCar, criteriaFields, filtersOfDraft } from './schemas/alert.ts'
import { alertListReply, visibleText } from './telegram/messages.ts'
import { vocabulary } from './vocabulary.ts'
import { golfCriteria } from '#tests/support/seed.ts'

const i18n = createInstance()
void i18n.init({ resources, lng: 'en', fallbackLng: 'en', ns: ['wizard', 'account'], defaultNS: 'wizard', initAsync: false, interpolation: { escapeValue: false } })
const context = (language: Language): ShowContext => ({ t: i18n.getFixedT(language), language })

/** The billing tests' Golf, up to 13,000 and of any year. */
const golf: BaselineCriteria = { ...golfCriteria, priceMax: 13_000, yearMin: null }

describe('baselineKey, from the declaration', () => {
	test('the keys stored before the declaration stay the same (worker/lib/feeds/feeds.test.ts holds the same strings)', () => {
		expect(baselineKey(golf, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,')
		expect(baselineKey({ ...golf, sellerType: 'private' }, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,private')
		const keyed = { ...golf, keywordsRequired: ['Automatik', 'Bi-Xénon'], keywordsExcluded: ['Unfall'] }
		expect(baselineKey(keyed, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,+automatik|bi xenon,-unfall')
		expect(baselineKey({ ...keyed, sellerType: 'private', keywordsRequired: [] }, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,private,-unfall')
		const full = { ...golf, priceMin: 9_000, yearMin: 2015, yearMax: 2020, mileageMax: 150_000, facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/x' }
		expect(baselineKey(full, 'demo')).toBe('volkswagen,golf,diesel,9000,13000,2015,2020,150000,')
		expect(baselineKey(full, 'facebook')).toBe('volkswagen,golf,diesel,9000,13000,2015,2020,150000,https://www.facebook.com/marketplace/x')
	})

	test('the gearbox joins the key only when chosen: "any" keeps every stored key, a choice takes a new baseline', () => {
		expect(baselineKey({ ...golf, gearbox: 'any' }, 'demo')).toBe(baselineKey(golf, 'demo'))
		expect(baselineKey({ ...golf, gearbox: 'automatic' }, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,automatic')
		expect(baselineKey({ ...golf, gearbox: 'manual' }, 'demo')).not.toBe(baselineKey({ ...golf, gearbox: 'automatic' }, 'demo'))
		expect(baselineKey({ ...golf, sellerType: 'dealer', gearbox: 'manual', keywordsExcluded: ['Unfall'] }, 'demo')).toBe('volkswagen,golf,diesel,,13000,,,,,dealer,manual,-unfall')
	})
})

describe('criteriaRows: the review and the card loop over one declaration', () => {
	test('the card shows the gearbox when chosen, in the order of the car step, with the words of every page', () => {
		const rows = criteriaRows('card', { ...golf, gearbox: 'automatic', yearMin: 2015, mileageMax: 150_000 }, context('en'))
		expect(rows.map(({ label, value }) => `${label}: ${value}`)).toEqual(['Fuel: Diesel', 'Gearbox: Automatic', 'Car price: up to €13,000', 'Years: from 2015', 'Kilometres: up to 150,000 km'])
		expect(criteriaRows('card', golf, context('en')).map(({ name }) => name)).toEqual(['fuelType', 'price'])
	})

	test('the review shows every choice, "any" included, and leaves out the limits not set', () => {
		const rows = criteriaRows('review', filtersOfDraft({ fuelType: 'diesel', gearbox: 'manual', priceMax: '15.000', maxKilometers: '', keywordsRequired: 'Automatik, xenon' }), {
			...context('de'),
			brandName: 'Volkswagen',
			modelName: 'Golf',
		})
		expect(rows.map(({ label, value }) => `${label}: ${value}`)).toEqual([
			'Marke: Volkswagen',
			'Modell: Golf',
			'Kraftstoffart: Diesel',
			'Verkäufer: Beliebiger Verkäufer',
			'Getriebe: Schaltgetriebe',
			'Preis: bis 15.000\u00a0€',
			'Titel enthält: Automatik, xenon',
		])
		// A draft from before the gearbox existed, or with a value no form sends: any gearbox.
		expect(criteriaRows('review', filtersOfDraft({ gearbox: 'semi' }), context('en')).find(({ name }) => name === 'gearbox')?.value).toBe('Any gearbox')
	})

	test.each(languages)('%s: one label per criterion, the gearbox and its words', (language) => {
		const rows = criteriaRows('card', { ...golf, gearbox: 'manual', sellerType: 'private' }, context(language))
		const texts = resources[language].wizard
		expect(rows.find(({ name }) => name === 'gearbox')).toEqual({ name: 'gearbox', label: texts.criteria.gearbox, value: vocabulary[language].gearboxes.manual })
		expect(rows.find(({ name }) => name === 'sellerType')?.label).toBe(texts.criteria.sellerType)
		expect(texts.criteria.gearbox).not.toBe('')
		expect(texts.car.gearboxDescription).not.toBe('')
		expect(texts.errors.gearbox).not.toBe('')
	})
})

test('the car step draws a select for each closed choice of the declaration: the seller and the gearbox', () => {
	expect(criteriaSelects.map(({ name, values }) => [name, values])).toEqual([
		['sellerType', sellerTypes],
		['gearbox', gearboxChoices],
	])
})

test('/list names the choices an alert makes, none for "any"', () => {
	expect(listWords({ ...golf, fuelType: 'any' }, 'en')).toEqual([])
	expect(listWords({ ...golf, gearbox: 'automatic', sellerType: 'dealer' }, 'de')).toEqual(['Diesel', 'Händler', 'Automatik'])
	const summary = { brandName: 'Volkswagen', modelName: 'Golf', status: 'active' as const, siteNames: ['mobile.de'], frequency: '1min' as const }
	expect(visibleText(alertListReply('en', [{ ...summary, choices: listWords({ ...golf, gearbox: 'automatic' }, 'en') }]))).toBe(`Your alerts:\n• Volkswagen Golf — Active\n   ${siteLabel('mobile.de', 'en')} · Every minute · Diesel · Automatic`)
	// Two alerts on one model, told apart.
	expect(visibleText(alertListReply('en', [{ ...summary, choices: listWords({ ...golf, fuelType: 'any', gearbox: 'manual' }, 'en') }]))).toContain('Every minute · Manual')
})

test('filters that ask nothing are each field’s own default', () => {
	expect(anyCar).toEqual({ fuelType: 'any', sellerType: 'any', gearbox: 'any', priceMin: null, priceMax: null, yearMin: null, yearMax: null, mileageMax: null, keywordsRequired: [], keywordsExcluded: [] })
	expect(criteriaRows('card', anyCar, context('en')).map(({ name }) => name)).toEqual(['fuelType'])
})

describe('the gearbox: its values and words are declared once, in core/criteria-choices.ts (decision 060)', () => {
	test('every list of its values is that declaration\'s one list: enums, the alert schema, the table, the car step, the listing', () => {
		const values = choiceValues('gearboxes')
		expect(values).toEqual(['any', 'manual', 'automatic'])
		expect(values).toEqual(Object.keys(criteriaChoices.gearboxes))
		expect(gearboxChoices).toBe(values)
		expect(criteriaFields.gearbox._def.schema.removeDefault().options).toBe(values)
		expect(criteriaSelects.find(({ name }) => name === 'gearbox')?.values).toBe(values)
		expect(subscriptions.gearbox.enumValues).toEqual(values)
		// What a listing states: the same values but "any".
		expect(gearboxes).toBe(statedValues('gearboxes'))
		expect(gearboxes).toEqual(['manual', 'automatic'])
		expect(listingSchema.shape.gearbox.unwrap().unwrap().options).toBe(gearboxes)
	})

	test.each(languages)('%s: its words are that declaration\'s, wherever the product shows them', (language) => {
		const declared = Object.fromEntries(Object.entries(criteriaChoices.gearboxes).map(([value, words]) => [value, words[language]]))
		expect(vocabulary[language].gearboxes).toEqual(declared)
		expect(criteriaRows('review', { ...anyCar, gearbox: 'automatic' }, context(language)).find(({ name }) => name === 'gearbox')?.value).toBe(declared.automatic)
		expect(listWords({ ...golf, gearbox: 'manual' }, language)).toContain(declared.manual)
	})

	test('no other file of the product writes one of its words (the adapters read the sites\' own words)', () => {
		const words = new Set(Object.values(criteriaChoices.gearboxes).flatMap((byLanguage) => Object.values(byLanguage)))
		const root = join(import.meta.dirname, '..')
		const files = (folder: string): string[] =>
			readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
				const path = join(folder, entry.name)
				if (entry.isDirectory()) return path === join('worker', 'sites') || entry.name === 'node_modules' ? [] : files(path)
				return /\.tsx?$/.test(entry.name) && !/\.(test|sample)\.tsx?$/.test(entry.name) ? [path] : []
			})
		const writers = ['app', 'core', 'server', 'worker'].flatMap(files).filter((path) => {
			// Comments aside: a comment may quote a word.
			const code = readFileSync(join(root, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
			return [...words].some((word) => [`'${word}'`, `"${word}"`, `\`${word}\``].some((literal) => code.includes(literal)))
		})
		expect(writers).toEqual([join('core', 'criteria-choices.ts')])
	})
})
