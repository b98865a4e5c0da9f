import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { subscriptions } from '#core/db/schema.ts'
import { type JobName, type JobPayload } from '#core/jobs/contracts.ts'
import { createLogger } from '#core/logger.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedUser } from '#tests/support/seed.ts'
import { workerIdentity } from '../runtime.ts'
import { dispatchChecks } from './checks.ts'
import { type JobContext } from './types.ts'

let database: TestDatabase

beforeAll(async () => {
	database = await createTestDatabase()
})
afterAll(async () => {
	await database?.destroy()
})

test('one dispatch takes a backlog larger than a batch, each due alert once, each with its due time', async () => {
	const user = await seedUser(database.db)
	const brands = ['volkswagen', 'bmw', 'audi', 'skoda']
	const due = new Date(Date.now() - 30_000)
	await database.db.insert(subscriptions).values(
		Array.from({ length: 1_200 }, (_, i) => ({
			userId: user.id,
			websitesSelected: ['demo'],
			updateFrequency: '1min',
			brand: brands[i % brands.length]!,
			model: 'all',
			telegramUsername: 'buyer',
			notificationLanguage: 'en',
			price: 999,
			status: 'active',
			nextCheckAt: i < 1_100 ? due : new Date(Date.now() + 3_600_000),
		})),
	)
	const enqueued: Array<JobPayload<'checks.run'>> = []
	const context: JobContext = {
		config: parseConfig({ NODE_ENV: 'test' }),
		db: database.db,
		log: createLogger('worker', 'silent'),
		worker: workerIdentity(),
		enqueue: async (name: JobName, payload: unknown) => {
			if (name === 'checks.run') enqueued.push(payload as JobPayload<'checks.run'>)
			return undefined as never
		},
	}
	await dispatchChecks(context, {})
	const ids = enqueued.flatMap((payload) => payload.alertIds)
	expect(ids).toHaveLength(1_100)
	expect(new Set(ids).size).toBe(1_100)
	expect(enqueued.every((payload) => payload.siteId === 'demo' && payload.dueAt === due.toISOString())).toBe(true)
	// Nothing is due any more: the next tick finds nothing.
	enqueued.length = 0
	await dispatchChecks(context, {})
	expect(enqueued).toEqual([])
})
