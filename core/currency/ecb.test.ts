import { describe, expect, test } from 'vitest'
import { ecbXml } from '#tests/support/ecb.ts'
import { parseEcbDaily } from './ecb.ts'

function parsed(xml: string) {
	const result = parseEcbDaily(xml)
	if (!result.ok) throw new Error(result.error)
	return result.rates
}

function refused(xml: string): string {
	const result = parseEcbDaily(xml)
	if (result.ok) throw new Error('expected the file to be refused')
	return result.error
}

describe('parseEcbDaily', () => {
	test('reads the date and every rate of the daily file', () => {
		const rates = parsed(ecbXml('2026-11-20', { USD: '1.0523', PLN: '4.2250', HUF: '402.15', CZK: '24.330', GBP: '0.83450' }))
		expect(rates.date).toBe('2026-11-20')
		expect(Object.fromEntries(rates.perEur)).toEqual({ USD: 1.0523, PLN: 4.225, HUF: 402.15, CZK: 24.33, GBP: 0.8345 })
	})

	test('double quotes, other spacing, attributes in another order and a file on one line', () => {
		const xml = `<gesmes:Envelope><Cube><Cube  time = "2026-11-20" ><Cube rate="1.05" currency="USD" /><Cube currency='RON' rate='5.09'></Cube></Cube></gesmes:Envelope>`
		expect(Object.fromEntries(parsed(xml).perEur)).toEqual({ USD: 1.05, RON: 5.09 })
	})

	test('a history file is read for its first (newest) day only', () => {
		const xml = `<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.05'/></Cube><Cube time='2026-11-19'><Cube currency='USD' rate='1.04'/><Cube currency='PLN' rate='4.2'/></Cube></Cube>`
		const rates = parsed(xml)
		expect(rates.date).toBe('2026-11-20')
		expect(Object.fromEntries(rates.perEur)).toEqual({ USD: 1.05 })
	})

	test('a euro entry is ignored rather than refused', () => {
		expect(Object.fromEntries(parsed(ecbXml('2026-11-20', { EUR: '1', USD: '1.05' })).perEur)).toEqual({ USD: 1.05 })
	})

	test('garbage, HTML and empty answers are refused with a clear reason', () => {
		expect(refused('')).toMatch(/not the ECB's daily reference rates/)
		expect(refused('<html><body>Service unavailable</body></html>')).toMatch(/not the ECB's daily reference rates/)
		expect(refused('{"rates":{"USD":1.05}}')).toMatch(/not the ECB's daily reference rates/)
		expect(refused(`<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.05'/>`)).toMatch(/truncated/)
		expect(refused(ecbXml('2026-11-20', {}))).toMatch(/no rates/)
	})

	test('codes must be three capital letters and rates positive finite decimals', () => {
		expect(refused(ecbXml('2026-11-20', { usd: '1.05' }))).toMatch(/usd 1\.05: a currency is not a 3-letter code/)
		expect(refused(ecbXml('2026-11-20', { USDX: '1.05' }))).toMatch(/3-letter code/)
		expect(refused(ecbXml('2026-11-20', { USD: '0' }))).toMatch(/USD 0: a rate is not positive/)
		expect(refused(ecbXml('2026-11-20', { USD: '-1.05' }))).toMatch(/USD -1\.05: a rate is not a decimal number/)
		expect(refused(ecbXml('2026-11-20', { USD: 'NaN' }))).toMatch(/not a decimal number/)
		expect(refused(ecbXml('2026-11-20', { USD: '1e400' }))).toMatch(/not a decimal number/)
		expect(refused(ecbXml('2026-11-20', { USD: '' }))).toMatch(/not a decimal number/)
		expect(refused(`<Cube><Cube time='2026-11-20'><Cube currency='USD'/></Cube></Cube>`)).toMatch(/no currency or no rate/)
		expect(refused(`<Cube><Cube time='2026-11-20'><Cube currency='USD' rate='1.05'/><Cube currency='USD' rate='1.06'/></Cube></Cube>`)).toMatch(/appears twice/)
	})

	test('the date must be a real YYYY-MM-DD day', () => {
		expect(refused(ecbXml('20.11.2026', { USD: '1.05' }))).toMatch(/not YYYY-MM-DD/)
		expect(refused(ecbXml('2026-02-30', { USD: '1.05' }))).toMatch(/does not exist/)
		expect(refused(ecbXml('', { USD: '1.05' }))).toMatch(/not YYYY-MM-DD/)
	})
})
