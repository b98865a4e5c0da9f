import { type ChildProcess } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { parseConfig, sessionSecret } from '#core/config.ts'
import { alertSites, feeds, listings, notificationOutbox } from '#core/db/schema.ts'
import { demoListing, type DemoMarketOptions, latestIndex, publishedAt } from '#core/demo-market.ts'
import { prepareTelegramLink } from '#core/telegram/links.ts'
import { type AppServer, demoMarketEnv, startAppServer } from './support/app-server.ts'
import { createTestDatabase, type TestDatabase } from './support/database.ts'
import { seedAlert } from './support/seed.ts'
import { seedAccount } from './support/session.ts'
import { type FakeTelegram, startFakeTelegram } from './support/telegram.ts'
import { waitUntil } from './support/wait-until.ts'
import { startWorkerProcess } from './support/worker-process.ts'

/**
 * The gearbox from the listing to the chat (docs/decisions/060-adding-a-criterion.md): the demo
 * market states each car's gearbox, a real worker crawls it, stores it and matches it; a buyer who
 * asked for an automatic gets the automatic car on a local Telegram Bot API, a buyer who asked for
 * a manual of the same model does not, and /list names each alert's gearbox.
 */

const market: DemoMarketOptions = { epoch: new Date(Date.now() - 60_000), intervalSeconds: 2 }

let database: TestDatabase
let app: AppServer
let fake: FakeTelegram
let worker: ChildProcess | undefined

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
	app = await startAppServer({ databaseUrl: database.url, env: demoMarketEnv(market) })
})

afterAll(async () => {
	worker?.kill('SIGKILL')
	await app?.stop()
	await fake?.close()
	await database?.destroy()
})

/** A buyer whose chat is linked to their account, by the deep link the wizard shows. */
async function buyer(chatId: number, username: string) {
	const { user } = await seedAccount(database.db)
	const { token } = await prepareTelegramLink(database.db, sessionSecret(parseConfig({ NODE_ENV: 'test' })), user.id)
	fake.addChat(chatId, { username })
	await fake.userWrites({ chatId, text: `/start ${token}` })
	return user
}

const stateOf = async (alertId: string) => (await database.db.select().from(alertSites).where(eq(alertSites.subscriptionId, alertId)))[0]

test('an automatic car reaches the buyer who asked for an automatic, not the one who asked for a manual', async () => {
	const started = startWorkerProcess('node', {
		databaseUrl: database.url,
		env: { APP_URL: app.url, DEMO_MARKET_URL: app.url, SITE_MIN_INTERVAL_SECONDS: '0', ...fake.env },
	})
	worker = started.child
	try {
		// The next automatic car the market publishes, far enough ahead for both alerts to go live first.
		const first = latestIndex(new Date(), market) + 12
		const coming = Array.from({ length: 40 }, (_, i) => first + i).find((index) => demoListing(index, market).gearbox === 'automatic')!
		const car = demoListing(coming, market)
		const criteria = { websitesSelected: ['demo' as const], brand: car.brand, model: car.model, fuelType: 'any' as const, updateFrequency: '1min' as const, notificationLanguage: 'en' as const }
		const automaticBuyer = await buyer(7_101, 'automatic_buyer')
		const manualBuyer = await buyer(7_102, 'manual_buyer')
		const automatic = await seedAlert(database.db, automaticBuyer.id, 'active', { ...criteria, gearbox: 'automatic', telegramUsername: 'automatic_buyer' })
		const manual = await seedAlert(database.db, manualBuyer.id, 'active', { ...criteria, gearbox: 'manual', telegramUsername: 'manual_buyer' })
		for (const chatId of [7_101, 7_102]) {
			await fake.waitFor(() => fake.messages.some((message) => message.chatId === chatId && message.text.includes('is live on')), `the alert-live notice in chat ${chatId}`, 60_000)
		}
		const baseline = await stateOf(automatic.id)
		expect(baseline!.queryKey).toMatch(/,automatic$/)
		expect((await stateOf(manual.id))!.queryKey).toMatch(/,manual$/)

		// Once the car is online, the feed's next crawl finds it and delivers it to both alerts at once.
		await waitUntil('the car to be published', async () => Date.now() > publishedAt(coming, market).getTime() + 500)
		await database.db.update(alertSites).set({ nextDeliveryAt: null })
		await database.db.update(feeds).set({ nextCrawlAt: new Date() }).where(eq(feeds.id, baseline!.feedId))
		const link = `listing=${coming}`
		const aboutCar = (chatId: number) => fake.messages.filter((message) => message.chatId === chatId && message.text.includes(car.title) && [message.html, ...message.buttons.flatMap((button) => ('url' in button ? [button.url] : []))].some((text) => text.includes(link)))
		await fake.waitFor(() => aboutCar(7_101).length > 0, `the message about ${car.title}`, 60_000)
		const [stored] = await database.db.select().from(listings).where(eq(listings.listingId, car.id))
		expect(stored!.gearbox).toBe('automatic')

		// The manual alert was delivered the same events (its cursor is where the automatic one's is) and was told nothing of the car.
		const delivered = (await stateOf(automatic.id))!.cursor
		await waitUntil('the manual alert to be delivered', async () => ((await stateOf(manual.id))!.cursor ?? -1) >= delivered!)
		const manualRows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subscriptionId, manual.id))
		expect(manualRows.filter((row) => JSON.stringify(row.payload).includes(car.title))).toEqual([])
		expect(aboutCar(7_102)).toEqual([])
		expect(aboutCar(7_101)).toHaveLength(1)

		// /list names the gearbox each alert asks for.
		await new Promise((resolve) => setTimeout(resolve, 1_100))
		await fake.userWrites({ chatId: 7_101, text: '/list' })
		await fake.userWrites({ chatId: 7_102, text: '/list' })
		const list = (chatId: number) => fake.messages.find((message) => message.chatId === chatId && message.text.startsWith('Your alerts'))?.text
		await fake.waitFor(() => Boolean(list(7_101) && list(7_102)), 'the answers to /list', 30_000)
		expect(list(7_101)).toContain('Every minute · Automatic')
		expect(list(7_102)).toContain('Every minute · Manual')
		expect(fake.unexpected).toEqual([])
	} catch (error) {
		throw new Error(`${(error as Error).message}\n--- worker output ---\n${started.output()}`)
	} finally {
		started.child.kill('SIGTERM')
	}
}, 150_000)
