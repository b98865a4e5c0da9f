import { parseWithZod } from '@conform-to/zod'
import i18next from 'i18next'
import { describe, expect, test } from 'vitest'
import { stepSchemas } from '#app/components/wizard/steps.ts'
import { i18nConfig } from '#app/i18n/config.ts'
import { resources } from '#core/i18n/resources.ts'
import { addSiteFormat } from '#core/i18n/site-format.ts'
import { languages } from '#core/enums.ts'
import { alertCriteriaSchema, currentYear, toFormName } from '#core/schemas/alert.ts'
import { translateMessage } from '#core/schemas/messages.ts'
import { editAlertSchema } from './edit-schema.ts'

const carForm = {
	carBrand: 'volkswagen',
	carModel: 'golf',
	fuelType: 'diesel',
	priceMin: '9000',
	priceMax: '5000',
	yearMin: '1850',
	yearMax: '3000',
	maxKilometers: '-5',
}
const otherForm = {
	websitesSelected: 'mobile.de',
	updateFrequency: 'hourly',
	telegramUsername: 'buyer_one',
	notificationLanguage: 'en',
	// The edit form's time-zone select always posts one (docs/decisions/041-quiet-hours.md).
	timeZone: 'Europe/Berlin',
	status: 'active',
}

function formData(values: Record<string, string>) {
	const data = new FormData()
	for (const [name, value] of Object.entries(values)) data.append(name, value)
	return data
}

function formErrors(schema: Parameters<typeof parseWithZod>[1]['schema'], values: Record<string, string>) {
	const reply = parseWithZod(formData(values), { schema }).reply()
	return Object.fromEntries(Object.entries(reply.error ?? {}).map(([field, list]) => [field, list?.[0]]))
}

test('the wizard, the edit form and the JSON API give the same messages for the same numbers, all in one submission', () => {
	const wizard = formErrors(stepSchemas.car, carForm)
	const edit = formErrors(editAlertSchema, { ...carForm, ...otherForm })
	const api = alertCriteriaSchema.safeParse({
		websitesSelected: ['mobile.de'],
		brand: 'volkswagen',
		model: 'golf',
		fuelType: 'diesel',
		priceMin: 9000,
		priceMax: 5000,
		yearMin: 1850,
		yearMax: 3000,
		mileageMax: -5,
		telegramUsername: 'buyer_one',
	})
	const apiErrors = Object.fromEntries((api.error?.issues ?? []).map((issue) => [toFormName(issue.path.join('.')), issue.message]))
	expect(Object.keys(wizard).sort()).toEqual(['maxKilometers', 'priceMax', 'yearMax', 'yearMin'])
	expect(edit).toEqual(wizard)
	expect(apiErrors).toEqual(wizard)
})

test('the edit form shows a wrong Facebook URL and a minimum above its maximum together with a missing username', () => {
	const errors = formErrors(editAlertSchema, {
		...carForm,
		yearMin: '',
		yearMax: '',
		maxKilometers: '',
		...otherForm,
		websitesSelected: 'facebook',
		facebookMarketplaceUrl: 'https://example.com/cars',
		telegramUsername: '',
	})
	expect(errors).toEqual({
		facebookMarketplaceUrl: 'errors.facebookUrlInvalid',
		priceMax: 'errors.priceRange',
		telegramUsername: 'errors.telegramUsername',
	})
})

describe('the number messages in every language', () => {
	const cases = formErrors(stepSchemas.car, { ...carForm, priceMin: 'cheap', priceMax: '200000000', yearMax: '3000', maxKilometers: '2000000' })
	const year = String(currentYear())

	test.each(languages)('%s: every message is translated and names its bound as the language writes numbers', async (language) => {
		const instance = i18next.createInstance()
		await instance.init({ ...i18nConfig, resources, lng: language })
		const t = instance.getFixedT(language, 'wizard')
		const text = (field: string) => translateMessage(t, cases[field]!)
		for (const field of Object.keys(cases)) expect(text(field), field).not.toMatch(/errors\./)
		const grouped = (value: number) => new Intl.NumberFormat(language).format(value)
		expect(text('maxKilometers')).toContain(grouped(1_000_000))
		expect(text('priceMax')).toContain(grouped(100_000_000))
		expect(text('yearMin')).toContain('1900')
		expect(text('yearMax')).toContain(year)
		expect(text('priceMin')).not.toBe(text('priceMax'))
	})

	test('English says what the label says', async () => {
		const instance = i18next.createInstance()
		await instance.init({ ...i18nConfig, resources, lng: 'en' })
		const t = instance.getFixedT('en', 'wizard')
		expect(translateMessage(t, cases.maxKilometers!)).toBe('Maximum kilometres must be 1,000,000 or less')
		expect(t('car.maxKilometers')).toBe('Maximum kilometres')
		expect(translateMessage(t, cases.priceMin!)).toBe('Minimum price must be a whole number of euros, such as 15000')
		expect(translateMessage(t, cases.yearMin!)).toBe('Year from must be 1900 or later')
		expect(translateMessage(t, cases.yearMax!)).toBe(`Year to must be ${year} or earlier`)
	})
})

describe('a site that cannot search the chosen brand (docs/decisions/074)', () => {
	test('the edit form refuses CarGurus for Škoda on its site list, with every other error of the submission', () => {
		const errors = formErrors(editAlertSchema, { ...carForm, carBrand: 'skoda', carModel: 'all', yearMin: '', yearMax: '', maxKilometers: '', ...otherForm, websitesSelected: 'cargurus.com' })
		expect(errors).toEqual({ websitesSelected: 'errors.siteBrand?site=cargurus.com', priceMax: 'errors.priceRange' })
		expect(formErrors(editAlertSchema, { ...carForm, carBrand: 'ford', carModel: 'all', priceMax: '', yearMin: '', yearMax: '', maxKilometers: '', ...otherForm, websitesSelected: 'cargurus.com' })).toEqual({})
	})

	const named = { en: 'CarGurus (United States)', de: 'CarGurus (Vereinigte Staaten)', fr: 'CarGurus (États-Unis)', es: 'CarGurus (Estados Unidos)', it: 'CarGurus (Stati Uniti)' }
	test.each(languages)('%s: the message names the site with its country in the language, as the server and the browser write it', async (language) => {
		const instance = i18next.createInstance()
		await instance.init({ ...i18nConfig, resources, lng: language })
		addSiteFormat(instance)
		const text = translateMessage(instance.getFixedT(language, 'wizard'), 'errors.siteBrand?site=cargurus.com')
		expect(text).toContain(named[language])
		expect(text).not.toMatch(/errors\.|cargurus\.com/)
	})
})
