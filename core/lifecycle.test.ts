import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { subscriptions } from './db/schema.ts'
import { subscriptionStatuses } from './enums.ts'
import { isEditable, isRunning, offersStatusChoice } from './lifecycle.ts'
import { criteriaOf, updateAlert } from './models/alerts.ts'
import { running } from './models/running.ts'

let database: TestDatabase
beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(() => database.destroy())

const day = 86_400_000

test('isRunning says what the crawl and delivery queries select, for every status, period over or not', async () => {
	const user = await seedUser(database.db)
	const now = new Date()
	const alerts = []
	for (const status of subscriptionStatuses) {
		for (const periodEnd of [null, new Date(now.getTime() - day), new Date(now.getTime() + day)]) {
			alerts.push(await seedAlert(database.db, user.id, status, { currentPeriodEnd: periodEnd }))
		}
	}
	const selected = await database.db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, user.id), running(now)))
	const expected = alerts.filter((alert) => isRunning(alert, now)).map((alert) => alert.id)
	expect(selected.map((row) => row.id).sort()).toEqual(expected.sort())
	// The rule itself: paid and not past a cancellation's end.
	expect(new Set(alerts.filter((alert) => isRunning(alert, now)).map((alert) => alert.status))).toEqual(new Set(['active', 'past_due', 'cancelling']))
	expect(alerts.filter((alert) => alert.status === 'cancelling' && isRunning(alert, now)).map((alert) => alert.currentPeriodEnd! > now)).toEqual([true])
})

test('isEditable says which alerts updateAlert lets change, and the status choice is offered on active and paused alerts only', async () => {
	const user = await seedUser(database.db)
	for (const status of subscriptionStatuses) {
		const alert = await seedAlert(database.db, user.id, status, { currentPeriodEnd: new Date(Date.now() + day) })
		const result = await updateAlert(database.db, { userId: user.id, id: alert.id, criteria: criteriaOf(alert), status: 'active' })
		expect(result.ok || result.error !== 'notEditable', status).toBe(isEditable(status))
		expect(offersStatusChoice(status), status).toBe(status === 'active' || status === 'paused')
	}
})
