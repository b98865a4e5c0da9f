import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest'
import { hostBudgets } from '#core/db/schema.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { claimHostSlot, hostBacklogMs, reserveHostSlot } from './host-budget.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
})

afterAll(async () => {
	await database?.destroy()
})

beforeEach(async () => {
	await database.db.delete(hostBudgets)
})

const start = Date.parse('2030-01-01T12:00:00.000Z')
const at = (ms: number) => new Date(start + ms)

describe('reserveHostSlot', () => {
	test('concurrent claims on one host get distinct slots, exactly one interval apart', async () => {
		// More claims than the pool has connections: they queue on the pool and on the row alike.
		const slots = await Promise.all(Array.from({ length: 50 }, () => reserveHostSlot(database.db, 'cars.example', 300, at(0))))
		const times = slots.map((slot) => slot.getTime()).sort((a, b) => a - b)
		expect(new Set(times).size).toBe(50)
		expect(times).toEqual(Array.from({ length: 50 }, (_, i) => start + i * 300))
		expect(await hostBacklogMs(database.db, ['cars.example'], at(0))).toEqual(new Map([['cars.example', 50 * 300]]))
	})

	test('hosts keep budgets of their own', async () => {
		await reserveHostSlot(database.db, 'a.example', 10_000, at(0))
		await reserveHostSlot(database.db, 'a.example', 10_000, at(0))
		expect(await reserveHostSlot(database.db, 'b.example', 10_000, at(0))).toEqual(at(0))
		expect(await reserveHostSlot(database.db, 'a.example', 10_000, at(0))).toEqual(at(20_000))
		expect(await hostBacklogMs(database.db, ['a.example', 'b.example', 'c.example'], at(0))).toEqual(
			new Map([
				['a.example', 30_000],
				['b.example', 10_000],
			]),
		)
	})

	test('a host idle for long gets its slot at the present moment, not in the past', async () => {
		await reserveHostSlot(database.db, 'cars.example', 1_000, at(0))
		expect(await reserveHostSlot(database.db, 'cars.example', 1_000, at(3_600_000))).toEqual(at(3_600_000))
		expect(await reserveHostSlot(database.db, 'cars.example', 1_000, at(3_600_000))).toEqual(at(3_601_000))
		expect(await hostBacklogMs(database.db, ['cars.example'], at(7_200_000))).toEqual(new Map([['cars.example', 0]]))
	})

	test('without a moment the database clock decides, and the wait is counted on it', async () => {
		const before = Date.now()
		const first = await claimHostSlot(database.db, 'cars.example', 60_000)
		const second = await claimHostSlot(database.db, 'cars.example', 60_000)
		expect(second.slot.getTime() - first.slot.getTime()).toBe(60_000)
		expect(first.waitMs).toBe(0)
		// About one interval: the two claims are a round trip apart. No assumption on how close the clocks are.
		expect(second.waitMs).toBeGreaterThan(50_000)
		expect(second.waitMs).toBeLessThanOrEqual(60_000)
		// Same machine here, so the database clock is ours.
		expect(Math.abs(first.slot.getTime() - before)).toBeLessThan(5_000)
	})
})
