import { type ChildProcess } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseConfig, sessionSecret } from '#core/config.ts'
import { alertSites, feeds, subscriptions, telegramLinks } from '#core/db/schema.ts'
import { demoListing, type DemoMarketOptions, latestIndex, publishedAt } from '#core/demo-market.ts'
import { prepareTelegramLink } from '#core/telegram/links.ts'
import { type AppServer, demoMarketEnv, startAppServer } from './support/app-server.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount } from './support/session.ts'
import { type FakeTelegram, startFakeTelegram } from './support/telegram.ts'
import { waitUntil } from './support/wait-until.ts'
import { startWorkerProcess, type WorkerRuntime } from './support/worker-process.ts'

/**
 * The product end to end: a car is published on the demo market the app serves, a real
 * worker process (Node, then Deno) checks the alert, and the message reaches a local Telegram Bot
 * API in the alert's language, with the car's fields and its link.
 */

const market: DemoMarketOptions = { epoch: new Date(Date.now() - 60_000), intervalSeconds: 2 }

let database: TestDatabase
let app: AppServer
let fake: FakeTelegram
const workers: ChildProcess[] = []

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
	app = await startAppServer({ databaseUrl: database.url, env: demoMarketEnv(market) })
})

afterAll(async () => {
	for (const worker of workers) worker.kill('SIGKILL')
	await app?.stop()
	await fake?.close()
	await database?.destroy()
})

function startWorker(runtime: WorkerRuntime) {
	const worker = startWorkerProcess(runtime, {
		databaseUrl: database.url,
		env: { APP_URL: app.url, DEMO_MARKET_URL: app.url, SITE_MIN_INTERVAL_SECONDS: '0', ...fake.env },
	})
	workers.push(worker.child)
	return worker
}

describe.each(['node', 'deno'] as const)('with a %s worker', (runtime) => {
	test('a car published on the demo market reaches the buyer on Telegram, in the alert\'s language', async () => {
		const chatId = runtime === 'node' ? 7_001 : 7_002
		const { user } = await seedAccount(database.db)
		const worker = startWorker(runtime)
		try {
			// The buyer opens the deep link the wizard shows and presses Start.
			const { token } = await prepareTelegramLink(database.db, sessionSecret(parseConfig({ NODE_ENV: 'test' })), user.id)
			fake.addChat(chatId, { username: `buyer_${runtime}` })
			await fake.userWrites({ chatId, text: `/start ${token}` })
			await waitUntil('the chat to be linked', async () => {
				const [link] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, user.id))
				return link?.chatId === chatId
			})

			// An alert for the car the market will publish a few seconds from now.
			const coming = latestIndex(new Date(), market) + 12
			const car = demoListing(coming, market)
			const alert = await seedAlert(database.db, user.id, 'active', {
				websitesSelected: ['demo'],
				brand: car.brand,
				model: car.model,
				fuelType: 'any',
				updateFrequency: '1min',
				notificationLanguage: 'it',
				telegramUsername: `buyer_${runtime}`,
			})
			await fake.waitFor(
				() => fake.messages.some((message) => message.chatId === chatId && message.text.includes('è attivo su Mercato dimostrativo')),
				'the alert-live notice',
				60_000,
			)
			const [baseline] = await database.db.select().from(alertSites).where(eq(alertSites.subscriptionId, alert.id))
			expect(baseline!.baselineAt!.getTime()).toBeLessThan(publishedAt(coming, market).getTime())
			// The first message shows the newest matching cars already listed, at most five, and when
			// the next check is, on the buyer's clock (docs/decisions/052).
			const live = fake.messages.find((message) => message.chatId === chatId && message.text.includes('è attivo su Mercato dimostrativo'))!
			expect(live.text).toMatch(/Prossimo controllo alle (.+, )?\d\d:\d\d \S+, poi ogni minuto\./)
			const shown = live.text.match(/^\d\. .+$/gm) ?? []
			expect(shown.length).toBeLessThanOrEqual(5)
			if (shown.length === 0) expect(live.text).toContain('Al momento non c’è nessuna auto corrispondente in vendita.')
			for (const line of shown) expect(line).toContain(`${car.brandName} ${car.modelName}`)

			// Once the car is online, the feed's next crawl finds it and delivers it (made due now, not in a minute).
			await waitUntil('the car to be published', async () => Date.now() > publishedAt(coming, market).getTime() + 500)
			await database.db.update(alertSites).set({ nextDeliveryAt: null }).where(eq(alertSites.subscriptionId, alert.id))
			await database.db.update(feeds).set({ nextCrawlAt: new Date() }).where(eq(feeds.id, baseline!.feedId))
			await fake.waitFor(
				() => fake.messages.some((message) => message.chatId === chatId && message.text.includes(car.title)),
				`the message about ${car.title}`,
				60_000,
			)
			const message = fake.messages.find((entry) => entry.chatId === chatId && entry.text.includes(car.title))!
			expect(message.text).toContain('Nuovo annuncio per il tuo avviso')
			expect(message.text).toContain(car.location)
			expect(message.text).toContain(String(car.year))
			expect(message.text).toMatch(new RegExp(car.price.toLocaleString('it-IT').replace('.', '\\.')))
			expect(message.text).toMatch(new RegExp(`${car.km.toLocaleString('it-IT').replace('.', '\\.')}\\s*km`))
			const links = [...message.buttons.flatMap((button) => ('url' in button ? [button.url] : [])), message.html]
			expect(links.some((link) => link.includes(`/demo-market/listings/${car.id}`) || link.includes(`demo-market`))).toBe(true)
			// Sent once, and the cars already online at the first check were not sent one by one.
			expect(fake.messages.filter((entry) => entry.chatId === chatId && entry.text.includes(car.title))).toHaveLength(1)
			expect(fake.unexpected).toEqual([])
			const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
			expect(row!.listingsFound).toBeGreaterThanOrEqual(1)
		} catch (error) {
			throw new Error(`${(error as Error).message}\n--- worker output ---\n${worker.output()}`)
		} finally {
			worker.child.kill('SIGTERM')
		}
	}, 150_000)
})
