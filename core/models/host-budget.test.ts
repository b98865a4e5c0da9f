import { describe, expect } from 'vitest'
import { hostBudgets } from '#core/db/schema.ts'
import { databaseForTests } from '#tests/support/database.ts'
import { claimHostSlot, claimIdentitySlot, hostBacklogMs, reserveHostSlot } from './host-budget.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

const database = databaseForTests(hostBudgets)

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

describe('claimIdentitySlot', () => {
	test('concurrent claims over two identities take the earliest slot of either: each identity one interval apart, twice the claims per interval', async () => {
		const keys = ['cars.example|proxy:aaaaaaaaaaaa', 'cars.example|proxy:bbbbbbbbbbbb']
		// More claims than the pool has connections, on rows that do not exist yet.
		const claims = await Promise.all(Array.from({ length: 40 }, () => claimIdentitySlot(database.db, keys, 300, at(0))))
		for (const key of keys) {
			const slots = claims.filter((claim) => claim.key === key).map((claim) => claim.slot.getTime() - start).sort((a, b) => a - b)
			expect(slots).toEqual(Array.from({ length: 20 }, (_, i) => i * 300))
		}
		expect(await hostBacklogMs(database.db, [...keys, 'cars.example'], at(0))).toEqual(new Map(keys.map((key) => [key, 20 * 300])))
	})

	test('an identity whose slot comes sooner is taken first; a tie goes to the key asked for first', async () => {
		const [a, b] = ['cars.example|proxy:aaaaaaaaaaaa', 'cars.example|proxy:bbbbbbbbbbbb']
		await reserveHostSlot(database.db, a, 10_000, at(0))
		await reserveHostSlot(database.db, a, 10_000, at(0))
		expect(await claimIdentitySlot(database.db, [a, b], 10_000, at(0))).toMatchObject({ key: b, slot: at(0) })
		expect(await claimIdentitySlot(database.db, [a, b], 10_000, at(0))).toMatchObject({ key: b, slot: at(10_000) })
		expect(await claimIdentitySlot(database.db, [a, b], 10_000, at(0))).toMatchObject({ key: a, slot: at(20_000) })
		expect(await claimIdentitySlot(database.db, [b, a], 10_000, at(0))).toMatchObject({ key: b, slot: at(20_000) })
		// One identity alone is the host's own claim.
		expect(await claimIdentitySlot(database.db, ['other.example'], 10_000, at(0))).toMatchObject({ key: 'other.example', slot: at(0), waitMs: 0 })
	})

	test('without a moment the database clock decides, for each identity on its own', async () => {
		const keys = ['cars.example|proxy:aaaaaaaaaaaa', 'cars.example|proxy:bbbbbbbbbbbb']
		const first = await claimIdentitySlot(database.db, keys, 60_000)
		const second = await claimIdentitySlot(database.db, keys, 60_000)
		const third = await claimIdentitySlot(database.db, keys, 60_000)
		expect([first.key, second.key, third.key]).toEqual([keys[0], keys[1], keys[0]])
		expect([first.waitMs, second.waitMs]).toEqual([0, 0])
		expect(third.slot.getTime() - first.slot.getTime()).toBe(60_000)
		expect(third.waitMs).toBeGreaterThan(50_000)
	})
})
