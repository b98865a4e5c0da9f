import { beforeEach, expect } from 'vitest'
import { snapshotRates } from '#core/currency/rates.ts'
import { exchangeRates } from '#core/db/schema.ts'
import { databaseForTests } from '#tests/support/database.ts'
import { clearRatesCache, loadRates, ratesCacheMs, saveRates } from './exchange-rates.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

const database = databaseForTests(exchangeRates)
beforeEach(() => {
	clearRatesCache(database.db)
})

test('without stored rates the built-in snapshot answers', async () => {
	const rates = await loadRates(database.db)
	expect(rates.date).toBe(snapshotRates.date)
	expect(rates.perEur.get('PLN')).toBe(snapshotRates.perEur.get('PLN'))
})

test('stored rates win over the snapshot, which still answers for currencies the store lacks', async () => {
	expect(await saveRates(database.db, { date: '2026-11-20', perEur: new Map([['PLN', 4.1], ['USD', 1.05]]) })).toBe(2)
	const rates = await loadRates(database.db)
	expect(rates.date).toBe('2026-11-20')
	expect(rates.perEur.get('PLN')).toBe(4.1)
	expect(rates.perEur.get('USD')).toBe(1.05)
	expect(rates.perEur.get('BGN')).toBe(1.95583)
	expect(rates.perEur.get('HUF')).toBe(snapshotRates.perEur.get('HUF'))
})

test('a newer day replaces the stored rates in one statement; an older file never takes them back', async () => {
	await saveRates(database.db, { date: '2026-11-20', perEur: new Map([['PLN', 4.1], ['USD', 1.05]]) })
	await saveRates(database.db, { date: '2026-11-21', perEur: new Map([['PLN', 4.2], ['CZK', 24.3]]) })
	expect(await saveRates(database.db, { date: '2026-11-19', perEur: new Map([['PLN', 9.9], ['USD', 9.9]]) })).toBe(0)
	const rows = await database.db.select().from(exchangeRates)
	expect(Object.fromEntries(rows.map((row) => [row.currency, [row.perEur, row.rateDate]]))).toEqual({
		PLN: [4.2, '2026-11-21'],
		USD: [1.05, '2026-11-20'],
		CZK: [24.3, '2026-11-21'],
	})
	// The same day again (a second refresh that day) is written: the ECB may correct a rate.
	expect(await saveRates(database.db, { date: '2026-11-21', perEur: new Map([['PLN', 4.25]]) })).toBe(1)
	expect((await loadRates(database.db)).perEur.get('PLN')).toBe(4.25)
})

test('the rates are cached for a few minutes only, so a refresh made by another worker arrives', async () => {
	const start = Date.now()
	await saveRates(database.db, { date: '2026-11-20', perEur: new Map([['PLN', 4.1]]) })
	expect((await loadRates(database.db, start)).perEur.get('PLN')).toBe(4.1)
	// Another worker's refresh: written behind this process's back.
	await database.db.update(exchangeRates).set({ perEur: 4.3, rateDate: '2026-11-21' })
	expect((await loadRates(database.db, start + ratesCacheMs - 1)).perEur.get('PLN')).toBe(4.1)
	const later = await loadRates(database.db, start + ratesCacheMs)
	expect(later.perEur.get('PLN')).toBe(4.3)
	expect(later.date).toBe('2026-11-21')
})

test('crawls that ask together share one read', async () => {
	const [a, b] = await Promise.all([loadRates(database.db), loadRates(database.db)])
	expect(a).toBe(b)
})
