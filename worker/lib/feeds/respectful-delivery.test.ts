import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { parseConfig } from '#core/config.ts'
import { alertHiddenListings, alertSites, feeds, listings, notificationOutbox, sentListings, subscriptions, telegramLinks } from '#core/db/schema.ts'
import { createLogger } from '#core/logger.ts'
import { alertCars } from '#core/models/alert-cars.ts'
import { type DigestPayload, type NoticePayload, parseNotification } from '#core/notifications/payloads.ts'
import { renderNotification, visibleText } from '#core/telegram/messages.ts'
import { databaseForTests } from '#tests/support/database.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'
import { crawlEveryFeed, type LocalMarket, startLocalMarket, vwDieselInGraz } from '#tests/support/local-market.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type AcceptedMessage, type FakeTelegram, startFakeTelegram } from '#tests/support/telegram.ts'
import { drainNotifications, telegramFor } from '../telegram/sender.ts'

/**
 * Delivery that respects a person (docs/decisions/052-delivery-that-respects-a-person.md), from the
 * crawl of a local demo market to a local Telegram Bot API: the first message of an alert shows the
 * newest matching cars already listed and when the next check is; a delivery of more than a few
 * cars is one message, the best deals first, with their count and a link to all of them; every car
 * counts as told and none is sent twice.
 */

const { test, checkpoint } = testsInTurn()

type MarketCar = { id: string; title: string; price: number; km: number; year: number; publishedAt: number }

const database = databaseForTests(subscriptions, feeds, listings)
let fake: FakeTelegram
let market: LocalMarket
let cars: MarketCar[] = []
const start = Date.parse('2030-01-01T12:00:00.000Z')
let clock = start
const log = createLogger('test', 'silent')

beforeAll(async () => {
	fake = await startFakeTelegram({ perChatIntervalMs: 0 })
	market = await startLocalMarket(() => cars, () => clock, vwDieselInGraz)
})

afterAll(async () => {
	await market?.close()
	await fake?.close()
})

beforeEach(() => {
	cars = []
	clock = start
	fake.messages.length = 0
})

const config = () =>
	parseConfig({
		NODE_ENV: 'test',
		APP_URL: 'https://carwatch.test',
		SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
		DEMO_MARKET_URL: 'http://127.0.0.1:1',
		SITE_MIN_INTERVAL_SECONDS: '0',
		...fake.env,
	})

/** A crawl of every feed and a delivery to every alert due, `minutes` later on the market's clock. */
async function cycle(minutes = 1) {
	checkpoint()
	clock += minutes * 60_000
	await crawlEveryFeed({ db: database.db, config: config(), market: market.url, now: new Date(clock) })
}

/** Sends what is queued, as the worker's sender does. */
async function send() {
	checkpoint()
	const telegram = telegramFor(config())
	return drainNotifications({ db: database.db, config: config(), log, ...telegram, deadline: Date.now() + 20_000 })
}

/** Golfs that are different cars: each its own kilometres (docs/decisions/039), listed a second apart from `at`. */
let golfs = 0
const golf = (id: string, price: number, at: number, extra: Partial<MarketCar> = {}): MarketCar => ({ id, title: `Volkswagen Golf ${id}`, price, km: 60_000 + 4_000 * golfs++, year: 2019, publishedAt: at, ...extra })

let nextChat = 9_100
async function buyer(overrides: Partial<typeof subscriptions.$inferInsert>) {
	checkpoint()
	const user = await seedUser(database.db)
	const alert = await seedAlert(database.db, user.id, 'active', { websitesSelected: ['demo'], model: 'golf', fuelType: 'any', ...overrides })
	const chatId = nextChat++
	await database.db.insert(telegramLinks).values({ userId: user.id, chatId, linkedAt: new Date() })
	fake.addChat(chatId)
	return { alert, chatId }
}

const messagesTo = (chatId: number) => fake.messages.filter((message) => message.chatId === chatId)
const mentioning = (messages: AcceptedMessage[], id: string) => messages.filter((message) => new RegExp(`Golf ${id}\\b`).test(message.text))

test('an alert goes live with one message: the five newest matching cars listed, and when the next check is on the buyer\'s clock; then only new cars, a few each on its own', async () => {
	const { alert, chatId } = await buyer({ notificationLanguage: 'de', timeZone: 'Europe/Berlin', updateFrequency: 'hourly', priceMax: 20_000 })
	// Eight matching Golfs online, listed in the hour before (g8 the newest); a dear one and a Passat
	// newer still, which the alert does not match; one the buyer set aside.
	cars = [
		...Array.from({ length: 8 }, (_, i) => golf(`g${i + 1}`, 15_000 + i * 100, start - 3_600_000 + i * 60_000)),
		golf('dear', 25_000, start - 60_000),
		{ id: 'p1', title: 'Volkswagen Passat Variant', price: 15_000, km: 90_000, year: 2019, publishedAt: start - 30_000 },
		golf('hidden', 14_000, start - 20_000),
	]
	await database.db.insert(alertHiddenListings).values({ subscriptionId: alert.id, siteId: 'demo', listingId: 'hidden' })
	await cycle()
	await send()

	const [live, ...others] = messagesTo(chatId)
	expect(others).toEqual([])
	expect(live!.text).toContain('✅ Ihr Alarm „Volkswagen Golf“ läuft auf Demo-Marktplatz.')
	expect(live!.text).toContain('Die neuesten passenden Autos, die jetzt inseriert sind:')
	// Newest first, numbered; the three older Golfs stay the baseline.
	const order = ['g8', 'g7', 'g6', 'g5', 'g4'].map((id) => live!.text.indexOf(`Volkswagen Golf ${id}`))
	expect(order.every((position, i) => position > 0 && (i === 0 || position > order[i - 1]!))).toBe(true)
	for (const left of ['g3', 'g2', 'g1', 'dear', 'hidden']) expect(live!.text).not.toContain(`Volkswagen Golf ${left}\n`)
	expect(live!.text).not.toContain('Passat')
	// Delivered at 12:01 UTC: the next check is an hour later, 14:01 on a Berlin clock in January.
	// Rendered when sent: on the day of the check the time alone (the fake's send is on another day).
	expect(live!.text).toContain('14:01 MEZ, danach stündlich.')
	expect(live!.text).toContain('findet eine Prüfung mehr als 5, kommen sie zusammen in einer Nachricht')
	// Each car shown is told: a row carried by the message, sent with it, and the car is recorded.
	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subscriptionId, alert.id))
	const notice = rows.find((row) => row.kind === 'notice')!
	expect((notice.payload as NoticePayload & { listings: unknown[] }).listings).toHaveLength(5)
	expect(visibleText(renderNotification(parseNotification('notice', notice.payload)!, 'de', new Date(clock)).html)).toContain('Nächste Prüfung um 14:01 MEZ, danach stündlich.')
	expect(rows.filter((row) => row.kind === 'new_listing').map((row) => [row.status, row.digestId, row.seenAt])).toEqual(Array.from({ length: 5 }, () => ['sent', notice.id, null]))
	expect((await database.db.select().from(sentListings).where(eq(sentListings.subscriptionId, alert.id))).map((row) => row.listingId).sort()).toEqual(['g4', 'g5', 'g6', 'g7', 'g8'])
	const [afterLive] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
	expect(afterLive!.listingsFound).toBe(5)

	// The next delivery, an hour on: exactly five new matches, the most that still go one by one,
	// each with its own buttons; none of the cars shown before comes again (g8's higher price is no news).
	cars.find((car) => car.id === 'g8')!.price = 15_900
	cars.push(...Array.from({ length: 5 }, (_, i) => golf(`n${i + 1}`, 16_000, clock + 60_000 + i * 1000)))
	await cycle(60)
	await send()
	const later = messagesTo(chatId).slice(1)
	expect(later).toHaveLength(5)
	expect(later.map((message) => message.text.match(/Volkswagen Golf (n\d)/)?.[1]).sort()).toEqual(['n1', 'n2', 'n3', 'n4', 'n5'])
	expect(later.every((message) => message.buttons.some((button) => 'callbackData' in button))).toBe(true)
	for (const id of ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8', 'dear', 'hidden']) expect(mentioning(messagesTo(chatId), id).length).toBeLessThanOrEqual(1)
	expect(fake.unexpected).toEqual([])
}, 60_000)

test('more than five new matches in one delivery arrive as one message, the best deals first, with their count and a link to all of them; each car is told once', async () => {
	const { alert, chatId } = await buyer({ notificationLanguage: 'en', timeZone: 'Europe/London', updateFrequency: 'hourly' })
	await cycle()
	await send()
	expect(messagesTo(chatId)).toHaveLength(1)
	expect(messagesTo(chatId)[0]!.text).toContain('No matching car is listed at the moment.')

	// Ten similar Golfs seen lately, median €15,000, as a crawl of mobile.de would have stored them: the verdicts' yardstick.
	const seen = new Date(clock)
	await database.db.insert(listings).values(
		Array.from({ length: 10 }, (_, i) => ({ siteId: 'mobile.de', listingId: `similar-${i}`, url: `https://example.com/${i}`, title: `VW Golf 2.0 TDI ${i}`, price: 14_100 + i * 200, currency: 'EUR', priceEur: 14_100 + i * 200, km: 70_000 + i * 2_000, year: 2019, fuel: 'diesel' as const, firstSeenAt: seen, lastSeenAt: seen })),
	)
	// Within the hour, twelve new Golfs: one a bargain, one dear, the rest around the market.
	const prices = [15_200, 16_900, 14_800, 9_500, 15_600, 14_400, 21_000, 15_100, 14_900, 15_300, 13_900, 15_000]
	cars.push(...prices.map((price, i) => golf(`b${i + 1}`, price, clock + (i + 1) * 60_000)))
	await cycle(60)
	await send()

	const [, burst, ...rest] = messagesTo(chatId)
	expect(rest).toEqual([])
	expect(burst!.text.startsWith('🚗 12 new matches for your alert “Volkswagen Golf”, the best deals first:')).toBe(true)
	// The bargain leads; the dear one is beyond the ten the message shows.
	expect(burst!.text).toMatch(/1\. Volkswagen Golf b4\n💰 €9,500\n📊 €\d,\d00 below similar cars/)
	expect(burst!.text).not.toContain('Volkswagen Golf b7\n')
	expect(burst!.text).toContain('And 2 more: all of them are on CarWatch.')
	const rows = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.subscriptionId, alert.id))
	const digest = rows.find((row) => row.kind === 'digest')!
	expect(digest.payload).toMatchObject({ reason: 'burst', alertId: alert.id, digestId: digest.id, total: 12, parts: 1 })
	expect((digest.payload as DigestPayload).items).toHaveLength(10)
	expect(burst!.buttons).toEqual([{ text: 'See all 12 on CarWatch', url: `https://carwatch.test/alerts/${alert.id}/cars?digest=${digest.id}` }])
	// Every car counts as told: its row went out with the message, it is recorded, and it is counted.
	const carried = rows.filter((row) => row.digestId === digest.id)
	expect(carried.map((row) => [row.kind, row.status])).toEqual(Array.from({ length: 12 }, () => ['new_listing', 'sent']))
	expect(carried.every((row) => row.seenAt !== null && row.sentAt !== null)).toBe(true)
	expect(await database.db.select().from(sentListings).where(eq(sentListings.subscriptionId, alert.id))).toHaveLength(12)
	const [counted] = await database.db.select().from(subscriptions).where(eq(subscriptions.id, alert.id))
	expect(counted!.listingsFound).toBe(12)
	// The page the link opens lists all twelve, ranked as the message is.
	const page = await alertCars(database.db, alert.id, digest.id)
	expect(page?.kind).toBe('digest')
	expect(page!.cars).toHaveLength(12)
	expect(page!.cars.slice(0, 10).map((car) => car.listing.title)).toEqual((digest.payload as DigestPayload).items.map((item) => item.listing.title))
	expect(page!.cars[0]!.listing.title).toBe('Volkswagen Golf b4')
	expect(page!.cars.at(-1)!.listing.title).toBe('Volkswagen Golf b7')

	// The next delivery: two new ones, each on its own; nothing of the burst comes again, not even
	// when the whole page is read again.
	cars.push(golf('c1', 15_500, clock + 60_000), golf('c2', 15_400, clock + 61_000))
	await cycle(60)
	await send()
	const after = messagesTo(chatId).slice(2)
	expect(after.map((message) => message.text.match(/Volkswagen Golf (c\d)/)?.[1]).sort()).toEqual(['c1', 'c2'])
	for (let i = 1; i <= 12; i += 1) expect(mentioning(messagesTo(chatId), `b${i}`).length).toBeLessThanOrEqual(1)
	const told = await database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.subscriptionId, alert.id), eq(notificationOutbox.kind, 'new_listing')))
	expect(new Set(told.map((row) => row.dedupeKey)).size).toBe(14)
	expect(fake.unexpected).toEqual([])
}, 60_000)

test('a burst inside quiet hours is no burst message: the cars wait for the digest at the end of the window, as every car found there does', async () => {
	// The test's clock starts at 12:00 UTC; the window is 11:00–14:00 in UTC.
	const { alert, chatId } = await buyer({ notificationLanguage: 'en', timeZone: 'UTC', quietFrom: '11:00', quietUntil: '14:00' })
	await cycle()
	cars.push(...Array.from({ length: 8 }, (_, i) => golf(`q${i + 1}`, 15_000, clock + (i + 1) * 1000)))
	await cycle(60)
	await send()
	expect(messagesTo(chatId)).toHaveLength(1)
	const rows = await database.db.select().from(notificationOutbox).where(and(eq(notificationOutbox.subscriptionId, alert.id), eq(notificationOutbox.kind, 'new_listing')))
	expect(rows.map((row) => [row.status, row.digestId])).toEqual(Array.from({ length: 8 }, () => ['held', null]))
	expect(rows.every((row) => row.heldUntil?.toISOString() === '2030-01-01T14:00:00.000Z')).toBe(true)
	expect(await database.db.select().from(alertSites).where(eq(alertSites.subscriptionId, alert.id))).toHaveLength(1)
}, 60_000)
