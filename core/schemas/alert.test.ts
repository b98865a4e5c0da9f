import { describe, expect, test } from 'vitest'
import { alertCriteriaSchema, carStepSchema, criteriaForm, currentYear, keywordList, maxKilometres, maxPrice, parseWholeNumber, siteServesBrand, sitesNotServing, websitesStepSchema } from './alert.ts'
import { messageWith, parseMessage } from './messages.ts'

const car = { carBrand: 'volkswagen', carModel: 'golf', fuelType: 'diesel' }

/** The field → message pairs of a failed parse. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: Array<string | number>; message: string }> } }) {
	return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
}

describe('numbers of the car step', () => {
	const fields = [
		{ field: 'priceMin', min: 0, max: maxPrice },
		{ field: 'priceMax', min: 0, max: maxPrice },
		{ field: 'yearMin', min: 1900, max: currentYear() },
		{ field: 'yearMax', min: 1900, max: currentYear() },
		{ field: 'maxKilometers', min: 0, max: maxKilometres },
	] as const

	test.each(fields)('$field: not a number, below the minimum and above the maximum each have their message, with the bound', ({ field, min, max }) => {
		expect(messages(carStepSchema.safeParse({ ...car, [field]: 'abc' }))).toEqual({ [field]: `errors.${field}.number` })
		expect(messages(carStepSchema.safeParse({ ...car, [field]: '12.5' }))).toEqual({ [field]: `errors.${field}.number` })
		expect(messages(carStepSchema.safeParse({ ...car, [field]: String(min - 5) }))).toEqual({ [field]: messageWith(`errors.${field}.min`, { min }) })
		expect(messages(carStepSchema.safeParse({ ...car, [field]: String(max + 1) }))).toEqual({ [field]: messageWith(`errors.${field}.max`, { max }) })
		expect(carStepSchema.parse({ ...car, [field]: String(max) })[field]).toBe(max)
		expect(carStepSchema.parse({ ...car, [field]: '' })[field]).toBeNull()
	})

	test('the reported cases: -5 is below the minimum and 2,000,000 above the maximum, not "not a number"', () => {
		expect(parseMessage(messages(carStepSchema.safeParse({ ...car, maxKilometers: '-5' })).maxKilometers!)).toEqual({
			key: 'errors.maxKilometers.min',
			values: { min: 0 },
		})
		for (const typed of ['2000000', '2,000,000', '2.000.000', '2 000 000']) {
			expect(parseMessage(messages(carStepSchema.safeParse({ ...car, maxKilometers: typed })).maxKilometers!), typed).toEqual({
				key: 'errors.maxKilometers.max',
				values: { max: 1_000_000 },
			})
		}
	})

	test('empty or zero numbers mean no limit, years too; a year between zero and 1900 is refused', () => {
		expect(carStepSchema.parse({ ...car, priceMin: '0', priceMax: '', maxKilometers: '0', yearMin: '0', yearMax: '0' })).toMatchObject({
			priceMin: null,
			priceMax: null,
			maxKilometers: null,
			yearMin: null,
			yearMax: null,
		})
		expect(messages(carStepSchema.safeParse({ ...car, yearMin: '15' }))).toEqual({ yearMin: messageWith('errors.yearMin.min', { min: 1900 }) })
	})

	test('numbers grouped by thousands as each language writes them are read; years are not grouped', () => {
		for (const [typed, value] of [['15000', 15000], ['15,000', 15000], ['15.000', 15000], ['15 000', 15000], ['15\u202f000', 15000], ["15'000", 15000], ['1.000.000', 1_000_000]] as const) {
			expect(parseWholeNumber(typed, { grouping: true }), typed).toBe(value)
		}
		for (const typed of ['15.5', '1,5', '15.000,50', '1.000,000', '1,000.000', '15 00', '12k', '--5', '']) {
			expect(parseWholeNumber(typed, { grouping: true }), typed).toBeNull()
		}
		expect(parseWholeNumber('2.015', { grouping: false })).toBeNull()
	})

	test('a minimum above its maximum is reported together with every other error of the submission', () => {
		const result = carStepSchema.safeParse({
			carBrand: '',
			carModel: 'golf',
			fuelType: 'coal',
			priceMin: '9000',
			priceMax: '5000',
			yearMin: '2020',
			yearMax: '2010',
			maxKilometers: '-5',
		})
		expect(messages(result)).toEqual({
			carBrand: 'errors.brand',
			fuelType: 'errors.fuel',
			priceMax: 'errors.priceRange',
			yearMax: 'errors.yearRange',
			maxKilometers: messageWith('errors.maxKilometers.min', { min: 0 }),
		})
	})

	test('a bound that failed on its own is not compared with the other', () => {
		expect(messages(carStepSchema.safeParse({ ...car, priceMin: '9000', priceMax: 'lots' }))).toEqual({ priceMax: 'errors.priceMax.number' })
	})
})

test('the websites step reports a missing Facebook URL together with a bad frequency', () => {
	expect(messages(websitesStepSchema.safeParse({ websitesSelected: ['facebook'], updateFrequency: 'daily' }))).toEqual({
		updateFrequency: 'errors.frequency',
		facebookMarketplaceUrl: 'errors.facebookUrlRequired',
	})
	expect(websitesStepSchema.parse({ websitesSelected: 'mobile.de', facebookMarketplaceUrl: 'https://www.facebook.com/marketplace/x' })).toEqual({
		websitesSelected: ['mobile.de'],
		facebookMarketplaceUrl: null,
		updateFrequency: 'hourly',
	})
})

test('the JSON API reads numbers sent as numbers and reports the same messages under its own field names', () => {
	const result = alertCriteriaSchema.safeParse({
		websitesSelected: ['mobile.de'],
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'diesel',
		priceMin: 9000,
		priceMax: 5000,
		yearMin: 1850,
		mileageMax: 2_000_000,
		telegramUsername: 'buyer_one',
	})
	expect(messages(result)).toEqual({
		priceMax: 'errors.priceRange',
		yearMin: messageWith('errors.yearMin.min', { min: 1900 }),
		mileageMax: messageWith('errors.maxKilometers.max', { max: 1_000_000 }),
	})
})

describe('title keywords', () => {
	const api = { websitesSelected: ['mobile.de'], brand: 'volkswagen', model: 'golf', telegramUsername: 'buyer_one' }

	test('typed as comma-separated text: trimmed, spaces collapsed, empty ones dropped, the same word kept once', () => {
		expect(carStepSchema.parse({ ...car, keywordsRequired: ' automatik,  bi   xenon ,,', keywordsExcluded: 'Unfall, unfall, ÚNFALL, Defekt' })).toMatchObject({
			keywordsRequired: ['automatik', 'bi xenon'],
			keywordsExcluded: ['Unfall', 'Defekt'],
		})
		expect(carStepSchema.parse({ ...car, keywordsRequired: 'Xenon, xénon' }).keywordsRequired).toEqual(['Xenon'])
		expect(keywordList(' a ,b  c,, ')).toEqual(['a', 'b c'])
	})

	test('empty or missing is no filter', () => {
		expect(carStepSchema.parse(car)).toMatchObject({ keywordsRequired: [], keywordsExcluded: [] })
		expect(carStepSchema.parse({ ...car, keywordsRequired: ' , ', keywordsExcluded: '' })).toMatchObject({ keywordsRequired: [], keywordsExcluded: [] })
		expect(alertCriteriaSchema.parse({ ...api, keywordsRequired: null })).toMatchObject({ keywordsRequired: [], keywordsExcluded: [] })
	})

	test('each word has 2 to 40 characters, a letter or digit and no control character; at most 10 words', () => {
		const error = (value: unknown) => messages(carStepSchema.safeParse({ ...car, keywordsRequired: value })).keywordsRequired
		expect(parseMessage(error('automatik, x')!)).toEqual({ key: 'errors.keywords.length', values: { word: 'x', min: 2, max: 40 } })
		expect(parseMessage(error(`${'a'.repeat(41)}`)!)).toMatchObject({ key: 'errors.keywords.length', values: { word: 'a'.repeat(41) } })
		expect(error(`${'ä'.repeat(40)}`)).toBeUndefined()
		expect(parseMessage(error('xenon, --')!)).toEqual({ key: 'errors.keywords.letters', values: { word: '--' } })
		expect(error('auto\u0000matik')).toBe('errors.controlCharacters')
		expect(error('automatik\nxenon')).toBe('errors.controlCharacters')
		const eleven = Array.from({ length: 11 }, (_, i) => `word${i}`)
		expect(parseMessage(error(eleven.join(','))!)).toEqual({ key: 'errors.keywords.count', values: { max: 10 } })
		expect(error(eleven.slice(1).join(','))).toBeUndefined()
	})

	test('an excluded word inside a required one is refused on the excluded field, with every other error', () => {
		const result = carStepSchema.safeParse({ ...car, priceMin: '9000', priceMax: '5000', keywordsRequired: 'automatik, bi xenon', keywordsExcluded: 'unfall, XENON' })
		expect(messages(result)).toEqual({ priceMax: 'errors.priceRange', keywordsExcluded: messageWith('errors.keywords.conflict', { word: 'XENON' }) })
		expect(carStepSchema.safeParse({ ...car, keywordsRequired: 'xenon', keywordsExcluded: 'bi xenon' }).success).toBe(true)
	})

	test('the JSON API takes lists of strings (a comma inside one splits it) and refuses anything else', () => {
		expect(alertCriteriaSchema.parse({ ...api, keywordsRequired: ['Automatik', 'bi xenon, navi'], keywordsExcluded: ['export'] })).toMatchObject({
			keywordsRequired: ['Automatik', 'bi xenon', 'navi'],
			keywordsExcluded: ['export'],
		})
		expect(messages(alertCriteriaSchema.safeParse({ ...api, keywordsRequired: [1, 2], keywordsExcluded: { word: 'x' } }))).toEqual({
			keywordsRequired: 'errors.keywords.list',
			keywordsExcluded: 'errors.keywords.list',
		})
	})

	test('the forms show stored keywords as one comma-separated text', () => {
		const criteria = alertCriteriaSchema.parse({ ...api, keywordsRequired: ['automatik', 'bi xenon'] })
		expect(criteriaForm(criteria)).toMatchObject({ keywordsRequired: 'automatik, bi xenon', keywordsExcluded: '' })
		expect(carStepSchema.parse({ ...car, keywordsRequired: criteriaForm(criteria).keywordsRequired }).keywordsRequired).toEqual(['automatik', 'bi xenon'])
	})
})

test('messages carry their values through a string and back; a sentence with a question mark stays a sentence', () => {
	expect(parseMessage(messageWith('errors.yearMax.max', { max: 2025 }))).toEqual({ key: 'errors.yearMax.max', values: { max: 2025 } })
	expect(parseMessage('errors.brand')).toEqual({ key: 'errors.brand', values: {} })
	expect(parseMessage('Vous avez oublié ? max=3')).toEqual({ key: 'Vous avez oublié ? max=3', values: {} })
})

describe('quiet hours', () => {
	const body = { websitesSelected: ['mobile.de'], brand: 'volkswagen', model: 'golf', telegramUsername: 'car_buyer' }
	const issues = (input: Record<string, unknown>) => {
		const parsed = alertCriteriaSchema.safeParse({ ...body, ...input })
		return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])
	}

	test('absent they are off, and the zone is the language\'s; set, times are read as HH:MM', () => {
		expect(alertCriteriaSchema.parse({ ...body, notificationLanguage: 'it' })).toMatchObject({ quietFrom: null, quietUntil: null, timeZone: 'Europe/Rome', quietBypassPercent: null })
		expect(alertCriteriaSchema.parse({ ...body, quietFrom: '22:00', quietUntil: '7:00', timeZone: 'Asia/Tokyo', quietBypassPercent: 12 })).toMatchObject({
			quietFrom: '22:00',
			quietUntil: '07:00',
			timeZone: 'Asia/Tokyo',
			quietBypassPercent: 12,
		})
	})

	test('a retired zone name is taken as the zone it became', () => {
		expect(alertCriteriaSchema.parse({ ...body, timeZone: 'Asia/Calcutta' })).toMatchObject({ timeZone: 'Asia/Kolkata' })
		expect(alertCriteriaSchema.parse({ ...body, timeZone: ' Europe/Kiev ' })).toMatchObject({ timeZone: 'Europe/Kyiv' })
		expect(criteriaForm({ ...alertCriteriaSchema.parse(body), timeZone: 'Europe/Kiev' }).timeZone).toBe('Europe/Kyiv')
	})

	test('each refusal names its field', () => {
		expect(issues({ quietFrom: '22:00' })).toEqual([['quietUntil', 'errors.quiet.both']])
		expect(issues({ quietFrom: '22:00', quietUntil: '22:00' })).toEqual([['quietUntil', 'errors.quiet.same']])
		expect(issues({ quietFrom: '25:00', quietUntil: '07:00' })).toEqual([['quietFrom', 'errors.quiet.time']])
		expect(issues({ quietBypassPercent: 10 })).toEqual([['quietBypassPercent', 'errors.quiet.bypassWithoutHours']])
		expect(issues({ quietFrom: '22:00', quietUntil: '07:00', quietBypassPercent: 0.5 })).toEqual([['quietBypassPercent', 'errors.quiet.bypass.number']])
		expect(issues({ timeZone: 'Europe/Atlantis' })).toEqual([['timeZone', 'errors.timeZone']])
	})
})

describe('a site that cannot search the chosen brand (docs/decisions/074)', () => {
	const criteria = (websitesSelected: string[], brand: string) => ({ websitesSelected, brand, model: 'all', fuelType: 'any', telegramUsername: 'buyer_one' })
	test('CarGurus with a brand it has no make id for is refused on the site list, naming CarGurus; the other sites are not', () => {
		const result = alertCriteriaSchema.safeParse(criteria(['mobile.de', 'cargurus.com'], 'skoda'))
		expect(result.success).toBe(false)
		expect(result.error?.issues.map((issue) => ({ path: issue.path, message: issue.message }))).toEqual([{ path: ['websitesSelected'], message: messageWith('errors.siteBrand', { site: 'cargurus.com' }) }])
		expect(parseMessage(result.error!.issues[0]!.message)).toEqual({ key: 'errors.siteBrand', values: { site: 'cargurus.com' } })
	})
	test('a brand CarGurus can search, or a site that serves every brand, passes', () => {
		expect(alertCriteriaSchema.safeParse(criteria(['mobile.de', 'cargurus.com'], 'volkswagen')).success).toBe(true)
		expect(alertCriteriaSchema.safeParse(criteria(['mobile.de', 'autoscout24.de', 'olx.ro'], 'skoda')).success).toBe(true)
	})
	test('reported with every other error of the body, as the other checks are', () => {
		expect(messages(alertCriteriaSchema.safeParse({ ...criteria(['cargurus.com'], 'skoda'), priceMin: 9000, priceMax: 5000 }))).toEqual({
			websitesSelected: messageWith('errors.siteBrand', { site: 'cargurus.com' }),
			priceMax: 'errors.priceRange',
		})
	})
	test('each site its definition claims, and no other', () => {
		expect(siteServesBrand('cargurus.com', 'ford')).toBe(true)
		expect(siteServesBrand('cargurus.com', 'dacia')).toBe(false)
		expect(siteServesBrand('mobile.de', 'dacia')).toBe(true)
		expect(siteServesBrand('facebook', 'dacia')).toBe(true)
		expect(sitesNotServing(['cargurus.com', 'mobile.de'], 'dacia')).toEqual(['cargurus.com'])
	})
})
