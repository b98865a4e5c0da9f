import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { alertSites, feeds, subscriptions } from '#core/db/schema.ts'
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

test('one dispatch attaches a backlog of alerts to their feeds and enqueues one crawl per feed, once', async () => {
	const user = await seedUser(database.db)
	const brands = ['volkswagen', 'bmw', 'audi', 'skoda', 'opel', 'ford', 'renault', 'toyota']
	await database.db.insert(subscriptions).values(
		Array.from({ length: 1_200 }, (_, i): typeof subscriptions.$inferInsert => ({
			userId: user.id,
			websitesSelected: i % 3 === 0 ? ['demo', 'mobile.de'] : ['demo'],
			updateFrequency: '1min',
			brand: brands[i % brands.length]!,
			model: 'all',
			telegramUsername: 'buyer',
			notificationLanguage: 'en',
			price: 999,
			status: i < 1_100 ? 'active' : 'paused',
		})),
	)
	const enqueued: Array<JobPayload<'feeds.crawl'>> = []
	const names = new Map<string, string>()
	const context: JobContext = {
		config: parseConfig({ NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: '0' }),
		db: database.db,
		log: createLogger('worker', 'silent'),
		worker: workerIdentity(),
		enqueue: async (name: JobName, payload: unknown) => {
			if (name === 'feeds.crawl' || name === 'feeds.crawl.browser') {
				enqueued.push(payload as JobPayload<'feeds.crawl'>)
				names.set((payload as JobPayload<'feeds.crawl'>).feedId, name)
			}
			return undefined as never
		},
	}
	await dispatchChecks(context, {})
	const rows = await database.db.select().from(feeds)
	// Eight brands at one minute on sites of which nothing is measured yet: reading each whole (five
	// pages a crawl at the most) is cheaper than eight brand feeds (docs/decisions/051), one feed each.
	expect(rows.map((feed) => `${feed.siteId} ${feed.scope}`).sort()).toEqual(['demo *', 'mobile.de *'])
	expect(enqueued.map((payload) => payload.feedId).sort()).toEqual(rows.map((feed) => feed.id).sort())
	// mobile.de is fetched in browser mode by default: its crawls are the job only Node workers run.
	for (const feed of rows) expect(names.get(feed.id)).toBe(feed.siteId === 'mobile.de' ? 'feeds.crawl.browser' : 'feeds.crawl')
	// Only the running alerts read them.
	expect(await database.db.select().from(alertSites)).toHaveLength(1_100 + 367)
	// The feeds are leased: the next tick finds nothing to crawl.
	enqueued.length = 0
	await dispatchChecks(context, {})
	expect(enqueued).toEqual([])
})

test('a site the operator turned off is not crawled: its feeds stay due until it is on again', async () => {
	const user = await seedUser(database.db)
	await database.db.insert(subscriptions).values({
		userId: user.id,
		websitesSelected: ['avto.net', 'demo'],
		updateFrequency: '1min',
		brand: 'skoda',
		model: 'all',
		telegramUsername: 'buyer',
		notificationLanguage: 'en',
		price: 999,
		status: 'active',
	})
	const enqueued: string[] = []
	const contextWith = (settings: Record<string, string>): JobContext => ({
		config: parseConfig({ NODE_ENV: 'test', SITE_MIN_INTERVAL_SECONDS: '0', ...settings }),
		db: database.db,
		log: createLogger('worker', 'silent'),
		worker: workerIdentity(),
		enqueue: async (name: JobName, payload: unknown) => {
			if (name === 'feeds.crawl' || name === 'feeds.crawl.browser') enqueued.push((payload as JobPayload<'feeds.crawl'>).feedId)
			return undefined as never
		},
	})
	await database.db.update(feeds).set({ leaseUntil: null, nextCrawlAt: new Date(Date.now() - 1000) })
	await dispatchChecks(contextWith({ SITE_FETCH_AVTO_NET: 'off' }), {})
	const siteOf = new Map((await database.db.select().from(feeds)).map((feed) => [feed.id, feed.siteId]))
	expect(enqueued.map((id) => siteOf.get(id))).not.toContain('avto.net')
	const avto = [...siteOf].filter(([, site]) => site === 'avto.net').map(([id]) => id)
	expect(avto).toHaveLength(1)
	// On again: the feed that waited is claimed.
	await dispatchChecks(contextWith({}), {})
	expect(enqueued).toContain(avto[0])
})
