import { expect, test } from 'vitest'
import { fuelTypes, languages, subscriptionStatuses, updateFrequencies } from '#core/enums.ts'
import { siteName } from '#core/sites.ts'
import { alertListReply, renderNotification, visibleText } from '#core/telegram/messages.ts'
import { vocabulary } from '#core/vocabulary.ts'
import { resources } from './resources.ts'

/** Every string of a tree. */
const strings = (value: unknown): string[] =>
	typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []

test.each(languages)('%s: a fuel, a status and a frequency have one word on every page and in every message', (language) => {
	const ui = resources[language]
	const words = vocabulary[language]
	for (const fuel of fuelTypes) {
		// The wizard, the edit form, the dashboard's cards and the demo market all read wizard:fuels.
		expect(ui.wizard.fuels[fuel], fuel).toBe(words.fuels[fuel])
		if (fuel === 'any') continue
		const message = renderNotification(
			{
				kind: 'new_listing',
				payload: { title: 'Car', price: 1000, currency: 'EUR', km: 1, year: 2020, fuel, location: null, url: 'https://example.com/1', imageUrl: null, siteName: 'mobile.de', alertLabel: 'Car' },
			},
			language,
		)
		expect(visibleText(message.html), fuel).toContain(`⛽ ${words.fuels[fuel]}`)
	}
	for (const status of subscriptionStatuses) expect(ui.account.alerts.status[status], status).toBe(words.statuses[status])
	expect(ui.alerts.edit.statuses).toEqual({ active: words.statuses.active, paused: words.statuses.paused })
	for (const frequency of updateFrequencies) expect(ui.wizard.frequencies[frequency], frequency).toBe(words.frequencies[frequency])
	expect(ui.demoMarket.heading).toBe(siteName('demo', language))
	// No second word for these anywhere else: the bot and the mails have none of their own.
	const labels = [...Object.values(words.fuels), ...Object.values(words.statuses), ...Object.values(words.frequencies), words.allModels, words.demoMarket]
	expect([...strings(ui.telegram), ...strings(ui.mail)].filter((text) => labels.includes(text))).toEqual([])
})

test.each(languages)('%s: "all models" is one word on every page and in the bot', (language) => {
	const ui = resources[language]
	const { allModels } = vocabulary[language]
	expect([ui.wizard.car.allModels, ui.account.alerts.allModels, ui.billing.checkout.allModels]).toEqual([allModels, allModels, allModels])
	const list = visibleText(alertListReply(language, [{ brandName: 'Fiat', modelName: null, status: 'active', siteNames: ['mobile.de'], frequency: 'hourly' }]))
	// Mid-line, after the brand, the same word starts in lower case.
	expect(list).toContain(`Fiat ${allModels.charAt(0).toLocaleLowerCase(language)}${allModels.slice(1)} —`)
	expect(strings(ui.telegram).filter((text) => text.toLocaleLowerCase(language).includes(allModels.toLocaleLowerCase(language)))).toEqual([])
})

test('English calls gasoline "Petrol" everywhere, as it spells "kilometres"', () => {
	const english = strings(resources.en)
	expect(english.filter((text) => /gasoline/i.test(text))).toEqual([])
	expect(resources.en.wizard.fuels.gasoline).toBe('Petrol')
})
