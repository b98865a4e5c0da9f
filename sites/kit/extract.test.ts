import { describe, expect, test } from 'vitest'
import { mapFuelName, parseAmount, parseKilometres, parseYear } from './extract.ts'

/** The shared extractors every adapter reads a site's figures and words with. */

describe('numbers as sites print them', () => {
	test.each([
		['12.345 €', 12345],
		['€ 34.990,-', 34990],
		['16,899 EUR', 16899],
		['1 234 567 Ft', 1234567],
		['15000.00', 15000],
		['15 499,99 lei', 15500],
		['1.234,56', 1235],
		['CHF 12\'500.–', 12500],
		['Pokličite za ceno', null],
		['', null],
	])('%j → %j', (text, value) => {
		expect(parseAmount(text)).toBe(value)
	})
	test.each([
		['214,000 km', 214000],
		['158000 km', 158000],
		['120K km', 120000],
		['85K miles', 136794],
		['1,5K km', 1500],
	])('%j → %j km', (text, value) => {
		expect(parseKilometres(text)).toBe(value)
	})
	test.each([
		['03/2019', 2019],
		['04-2021', 2021],
		['2016', 2016],
		['new', null],
		['EZ 1989', 1989],
		['1850', null],
	])('year of %j → %j', (text, value) => {
		expect(parseYear(text)).toBe(value)
	})
})

describe('fuel names in the sites’ languages', () => {
	test.each([
		['Diesel', 'diesel'],
		['diesel motor', 'diesel'],
		['Motorina', 'diesel'],
		['Benzin', 'gasoline'],
		['bencinski motor', 'gasoline'],
		['Benzina', 'gasoline'],
		['Elektro', 'electric'],
		['elektro pogon', 'electric'],
		['ELECTRICITY', 'electric'],
		['Hybrid (Benzin/Elektro)', 'hybrid'],
		['Elektro/Diesel', 'hybrid'],
		['hibridni pogon', 'hybrid'],
		['Plug-in-Hybrid', 'plugin_hybrid'],
		['plugin-hybrid', 'plugin_hybrid'],
		['Autogas (LPG)', 'lpg'],
		['Benzina + GPL', 'lpg'],
		['Erdgas (CNG)', null],
		['', null],
	])('%j → %j', (text, fuel) => {
		expect(mapFuelName(text)).toBe(fuel)
	})
})
