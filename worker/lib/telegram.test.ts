import { createServer } from 'node:http'
import { type AddressInfo } from 'node:net'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, vi } from 'vitest'
import { parseConfig, sessionSecret } from '#core/config.ts'
import { mailOutbox, notificationOutbox, telegramLinks } from '#core/db/schema.ts'
import { type Language } from '#core/enums.ts'
import { createLogger } from '#core/logger.ts'
import { revealMail } from '#core/mail/secrets.ts'
import { listingDedupeKey, queueNotification } from '#core/notifications/outbox.ts'
import { type ListingPayload } from '#core/notifications/payloads.ts'
import { telegramStartToken } from '#core/telegram/links.ts'
import { handleUpdate, parseUpdate } from '#core/telegram/updates.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from '#tests/support/telegram.ts'
import { createBotClient, TelegramError } from './telegram/bot-client.ts'
import { SendLimiter, sendsPerSecond } from './telegram/send-limiter.ts'
import { drainNotifications } from './telegram/sender.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share the stand-in's records and tables: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

let database: TestDatabase
let fake: FakeTelegram
let config: ReturnType<typeof parseConfig>
const log = createLogger('test', 'silent')

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
	config = parseConfig({
		NODE_ENV: 'test',
		APP_URL: 'https://carwatch.test',
		SESSION_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
		...fake.env,
	})
})
afterAll(async () => {
	await fake?.close()
	await database?.destroy()
})
beforeEach(async () => {
	// Most tests drain with a limiter of their own, as another worker would: the previous test's
	// last second of sends, which the fake still counts, must be over first.
	const last = Math.max(0, ...fake.messages.map((message) => message.at), ...fake.rejected.map((rejection) => rejection.at))
	await new Promise((resolve) => setTimeout(resolve, Math.max(0, last + 1_100 - Date.now())))
	// Each test reads what happened during it; the fake's history of earlier tests is cleared.
	fake.messages.length = 0
	fake.rejected.length = 0
	expect(fake.unexpected).toEqual([])
})

const listing: ListingPayload = {
	title: 'Volkswagen Golf 1.5 TSI',
	price: 18_900,
	currency: 'EUR',
	km: 42_000,
	year: 2020,
	fuel: 'gasoline',
	location: 'Berlin',
	url: 'https://www.mobile.de/listing/1',
	imageUrl: null,
	siteName: 'mobile.de',
	alertLabel: 'Volkswagen Golf',
}

let nextChat = 10_000
/** A user with an alert whose Telegram chat is linked (and has started the bot at the fake). */
async function linkedUser(language: Language = 'en') {
	const user = await seedUser(database.db, { language })
	const alert = await seedAlert(database.db, user.id, 'active', { notificationLanguage: language })
	const chatId = nextChat++
	await database.db.insert(telegramLinks).values({ userId: user.id, chatId, linkedAt: new Date() })
	fake.addChat(chatId)
	return { user, alert, chatId }
}

async function queue(owner: { user: { id: string }; alert: { id: string; notificationLanguage: string } }, listingId: string, payload: Partial<ListingPayload> = {}) {
	const { id } = await queueNotification(database.db, {
		userId: owner.user.id,
		subscriptionId: owner.alert.id,
		kind: 'new_listing',
		dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: owner.alert.id, siteId: 'mobile.de', listingId }),
		language: owner.alert.notificationLanguage as Language,
		payload: { ...listing, title: `${listing.title} #${listingId}`, ...payload },
	})
	return id!
}

function drain(options: { limiter?: SendLimiter; concurrency?: number; seconds?: number } = {}) {
	return drainNotifications({
		db: database.db,
		config,
		client: createBotClient({ token: config.TELEGRAM_BOT_TOKEN!, apiBase: config.TELEGRAM_API_BASE }),
		limiter: options.limiter ?? new SendLimiter(),
		log,
		deadline: Date.now() + (options.seconds ?? 30) * 1_000,
		concurrency: options.concurrency,
	})
}

async function rows(ids: string[]) {
	return database.db.select().from(notificationOutbox).where(inArray(notificationOutbox.id, ids))
}

describe('the Bot API client', () => {
	test('calls the configured API base with the token, typed results', async () => {
		const client = createBotClient({ token: fake.token, apiBase: fake.env.TELEGRAM_API_BASE })
		const me = await client.call('getMe', {})
		expect(me).toMatchObject({ is_bot: true, username: fake.botUsername })
	})

	test('errors name the method and Telegram’s answer, never the token', async () => {
		const token = '999999:SECRET-token-that-must-not-leak'
		// A server that echoes the request path (which holds the token) in its error description.
		const echo = createServer((request, response) => {
			response.writeHead(400, { 'Content-Type': 'application/json' })
			response.end(JSON.stringify({ ok: false, error_code: 400, description: `Bad Request: no route ${request.url}` }))
		})
		await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve))
		const port = (echo.address() as AddressInfo).port
		try {
			const failure = await createBotClient({ token, apiBase: `http://127.0.0.1:${port}` }).call('getMe', {}).catch((error: unknown) => error)
			expect(failure).toBeInstanceOf(TelegramError)
			expect((failure as TelegramError).code).toBe(400)
			expect((failure as TelegramError).message).toBe('Telegram getMe: 400 Bad Request: no route /bot<token>/getMe')
		} finally {
			await new Promise<void>((resolve) => echo.close(() => resolve()))
		}
		// Nothing listens there any more: a network error, again without the token.
		const network = await createBotClient({ token, apiBase: `http://127.0.0.1:${port}` }).call('getMe', {}).catch((error: unknown) => error)
		expect(network).toBeInstanceOf(TelegramError)
		expect((network as TelegramError).code).toBeNull()
		expect(String((network as Error).message)).not.toContain('SECRET')
		expect(JSON.stringify(network)).not.toContain('SECRET')
	})
})

describe('the sender', () => {
	test('drains 200 messages to 50 chats within Telegram’s limits: no 429, each once, in order per chat', async () => {
		const owners = await Promise.all(Array.from({ length: 50 }, () => linkedUser()))
		const ids: string[] = []
		for (let round = 0; round < 4; round += 1) for (const owner of owners) ids.push(await queue(owner, `drain-${round}`))

		// Seven seconds at the limiter's pace; a loaded machine's database may need much longer.
		const result = await drain({ seconds: 120 })
		expect(result).toMatchObject({ sent: 200, failed: 0, retried: 0, rateLimited: 0 })
		expect(fake.rejected).toEqual([])
		expect(fake.messages).toHaveLength(200)

		const sent = await rows(ids)
		expect(sent.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
		const byMessageId = new Map(fake.messages.map((message) => [message.messageId, message]))
		for (const owner of owners) {
			const mine = sent.filter((row) => row.userId === owner.user.id).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
			const delivered = mine.map((row) => byMessageId.get(row.telegramMessageId!))
			expect(delivered.every((message) => message?.chatId === owner.chatId)).toBe(true)
			expect(delivered.map((message) => message!.text.split('\n')[1])).toEqual([0, 1, 2, 3].map((round) => `${listing.title} #drain-${round}`))
		}
	}, 180_000)

	test('with several sends in flight, a backlog of several seconds to many chats meets no 429 and each chat’s messages stay 1.05 s apart', async () => {
		const owners = await Promise.all(Array.from({ length: 60 }, () => linkedUser()))
		const ids: string[] = []
		for (let round = 0; round < 2; round += 1) for (const owner of owners) ids.push(await queue(owner, `lanes-${round}`))

		const result = await drain({ concurrency: 4 })
		expect(result).toMatchObject({ sent: 120, failed: 0, retried: 0, rateLimited: 0, backlog: false })
		expect(fake.rejected).toEqual([])
		expect(fake.messages).toHaveLength(120)
		for (const owner of owners) {
			const [first, second] = fake.messages.filter((message) => message.chatId === owner.chatId)
			expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_050)
		}
		expect((await rows(ids)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
	})

	test('stops at its deadline with rows left: says so, and what it did not send is due again, not held on a lease', async () => {
		const owners = await Promise.all(Array.from({ length: 80 }, () => linkedUser()))
		const ids: string[] = []
		for (const owner of owners) ids.push(await queue(owner, 'deadline'))

		// Both drains in one worker, which shares its limiter between runs. A slower pace than
		// Telegram's, so that a drain long enough for a loaded machine's first send still leaves
		// rows behind; not much slower, or a batch of 50 would outlast its lease.
		const limiter = new SendLimiter({ perSecond: 8 })
		const seconds = 5
		const result = await drain({ seconds, limiter })
		expect(result.backlog).toBe(true)
		expect(result.sent).toBeGreaterThan(0)
		expect(result.sent).toBeLessThanOrEqual(limiter.perSecond * seconds + 1)
		// It claims no more than it can send before the deadline, so few rows need giving back.
		expect(result.released).toBeLessThanOrEqual(limiter.perSecond * seconds)
		const left = (await rows(ids)).filter((row) => row.status !== 'sent')
		expect(left).toHaveLength(80 - result.sent)
		expect(left.every((row) => row.status === 'pending' && row.attempts === 0 && row.nextAttemptAt.getTime() <= Date.now())).toBe(true)

		const rest = await drain({ limiter })
		expect(rest).toMatchObject({ sent: 80 - result.sent, backlog: false })
		expect(fake.rejected).toEqual([])
	}, 90_000)

	test('a message whose chat’s turn comes after the deadline is given back once, not claimed again and again', async () => {
		const owner = await linkedUser()
		await queue(owner, 'turn-1')
		const second = await queue(owner, 'turn-2')
		// The second may start 30 s after the first was answered: after this drain's deadline, which
		// leaves a loaded machine time for the first. Giving it back ends the drain at once.
		const result = await drain({ seconds: 10, limiter: new SendLimiter({ chatIntervalMs: 30_000 }) })
		expect(result).toMatchObject({ sent: 1, released: 1, backlog: true })
		expect((await rows([second]))[0]).toMatchObject({ status: 'pending', attempts: 0 })
		await drain()
		expect((await rows([second]))[0]?.status).toBe('sent')
	})

	test('a 429 pauses the whole sender, on every worker, for retry_after', async () => {
		const owners = await Promise.all(Array.from({ length: 20 }, () => linkedUser()))
		const ids: string[] = []
		for (const owner of owners) ids.push(await queue(owner, 'pause'))
		// Longer than the first drain, which is long enough for a loaded machine's first send.
		fake.rateLimitNext(6)

		// One worker meets the 429 and stops: its run ends before retry_after has passed.
		const first = await drain({ seconds: 5 })
		expect(first).toMatchObject({ sent: 0, rateLimited: 1 })
		const forced = fake.rejected.find((rejection) => rejection.reason === 'forced')!
		expect(forced).toBeDefined()
		const held = (await rows(ids)).find((row) => row.lastError !== null)
		expect(held).toMatchObject({ status: 'pending', attempts: 0, lastError: 'rate limited: retry after 6 s' })

		// Another worker, with a limiter that never saw the 429, waits all the same.
		const second = await drain({ limiter: new SendLimiter() })
		expect(second.sent).toBe(20)
		expect((await rows(ids)).every((row) => row.status === 'sent')).toBe(true)

		// Nothing reached Telegram while retry_after ran: no second 429 of any kind.
		expect(fake.rejected).toEqual([forced])
		expect(Math.min(...fake.messages.map((message) => message.at))).toBeGreaterThanOrEqual(forced.at + 6_000)
		expect(new Set(fake.messages.map((message) => message.chatId)).size).toBe(20)
		expect(fake.messages).toHaveLength(20)
	}, 60_000)

	test('with several sends in flight, only those already sent when the 429 came back meet the penalty', async () => {
		const owners = await Promise.all(Array.from({ length: 12 }, () => linkedUser()))
		for (const owner of owners) await queue(owner, 'lanes')
		fake.rateLimitNext(2)
		const result = await drain({ concurrency: 4 })
		expect(result.sent).toBe(12)
		const forced = fake.rejected.find((rejection) => rejection.reason === 'forced')!
		expect(fake.rejected.filter((rejection) => rejection.reason === 'penalty').length).toBeLessThanOrEqual(3)
		expect(fake.rejected.filter((rejection) => rejection.reason !== 'penalty' && rejection.reason !== 'forced')).toEqual([])
		expect(Math.min(...fake.messages.map((message) => message.at))).toBeGreaterThanOrEqual(forced.at + 2_000)
	})

	test('a 403 marks the chat blocked, fails its messages without sending them and queues one e-mail', async () => {
		const blocked = await linkedUser('de')
		const other = await linkedUser()
		fake.blockChat(blocked.chatId)
		const blockedIds = [await queue(blocked, 'b1'), await queue(blocked, 'b2')]
		const otherId = await queue(other, 'o1')

		const result = await drain()
		expect(result).toMatchObject({ sent: 1, blocked: 1, failed: 1 })
		expect(fake.rejected.filter((rejection) => rejection.chatId === blocked.chatId)).toEqual([expect.objectContaining({ status: 403, reason: 'blocked' })])
		expect((await rows(blockedIds)).map((row) => row.status)).toEqual(['failed', 'failed'])
		expect((await rows([otherId]))[0]?.status).toBe('sent')
		const [link] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, blocked.user.id))
		expect(link?.blockedAt).toBeInstanceOf(Date)

		const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, blocked.user.email))
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({ subject: 'Ihre CarWatch-Alarme erreichen Sie auf Telegram nicht mehr', status: 'pending' })
		const token = telegramStartToken(config.SESSION_SECRET!, blocked.user.id, 0)
		// The outbox keeps the start token sealed; the mail that leaves carries it.
		expect(JSON.stringify(mails[0])).not.toContain(token)
		const { mail } = revealMail(sessionSecret(config), mails[0]!)
		expect(mail.text).toContain(`https://t.me/${fake.botUsername}?start=${token}`)
		expect(mail.text).toContain('https://carwatch.test/dashboard')
		expect(mail.html).toContain(`href="https://t.me/${fake.botUsername}?start=${token}"`)

		// The user opens the mailed link: the mark goes, and new alerts arrive once more.
		const { updateId } = await fake.userWrites({ chatId: blocked.chatId, text: `/start ${token}` })
		expect(updateId).toBeGreaterThan(0)
		await handleUpdate(database.db, config, parseUpdate({ update_id: updateId, message: { message_id: 1, date: 0, chat: { id: blocked.chatId, type: 'private' }, text: `/start ${token}` } })!)
		// The mailed token was the account's own, and it is spent now.
		const [relinked] = await database.db.select().from(telegramLinks).where(eq(telegramLinks.userId, blocked.user.id))
		expect(relinked).toMatchObject({ chatId: blocked.chatId, blockedAt: null, linkGeneration: 1, linkTokenHash: null })
		const again = await queue(blocked, 'b3')
		await drain()
		expect((await rows([again]))[0]?.status).toBe('sent')
		expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, blocked.user.email))).toHaveLength(1)
	})

	test('listing fields arrive escaped, with a photo when there is one, and in each user’s language', async () => {
		const owner = await linkedUser()
		const withPhoto = await queue(owner, 'esc', { title: '<b>Golf</b> & "Co"', location: 'Köln <Süd>', imageUrl: 'https://img.example.com/golf.jpg' })
		const brokenPhoto = await queue(owner, 'broken', { imageUrl: 'https://images.unreachable.invalid/1.jpg' })
		const text = await queue(owner, 'text', { imageUrl: null })
		const languages: Language[] = ['en', 'de', 'fr', 'es', 'it']
		const readers = await Promise.all(languages.map((language) => linkedUser(language)))
		for (const reader of readers) await queue(reader, 'lang')

		await drain()
		expect((await rows([withPhoto, brokenPhoto, text])).every((row) => row.status === 'sent')).toBe(true)
		const mine = fake.messages.filter((message) => message.chatId === owner.chatId)
		expect(mine.map((message) => message.method)).toEqual(['sendPhoto', 'sendMessage', 'sendMessage'])
		expect(mine[0]!.photo).toBe('https://img.example.com/golf.jpg')
		expect(mine[0]!.text).toContain('<b>Golf</b> & "Co"')
		expect(mine[0]!.text).toContain('Köln <Süd>')
		expect(mine[0]!.buttons).toEqual([{ text: 'Open the listing', url: listing.url }])
		// The photo Telegram could not fetch: its 400 was answered by the same text without it.
		expect(fake.rejected).toEqual([expect.objectContaining({ method: 'sendPhoto', status: 400 })])
		expect(mine[1]!.text).toContain('#broken')

		const headings = readers.map((reader) => fake.messages.find((message) => message.chatId === reader.chatId)?.text.split('\n')[0])
		expect(headings).toEqual([
			'🚗 New listing for your alert “Volkswagen Golf”',
			'🚗 Neues Angebot für Ihren Alarm „Volkswagen Golf“',
			'🚗 Nouvelle annonce pour votre alerte «\u202fVolkswagen Golf\u202f»',
			'🚗 Nuevo anuncio para su alerta «Volkswagen Golf»',
			'🚗 Nuovo annuncio per il tuo avviso «Volkswagen Golf»',
		])
	})

	test('a server error or an unlinked chat waits for a later attempt; a payload that cannot render fails', async () => {
		const owner = await linkedUser()
		const id = await queue(owner, 'retry')
		fake.failNext(1)
		await drain()
		const [waiting] = await rows([id])
		expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
		expect(waiting!.lastError).toContain('500')
		expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000)

		await database.db.update(notificationOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(notificationOutbox.id, id))
		await drain()
		expect((await rows([id]))[0]).toMatchObject({ status: 'sent', attempts: 2 })

		const user = await seedUser(database.db)
		const alert = await seedAlert(database.db, user.id)
		const unlinked = await queue({ user, alert }, 'nobody')
		const [bad] = await database.db
			.insert(notificationOutbox)
			.values({ userId: owner.user.id, subscriptionId: owner.alert.id, kind: 'new_listing', dedupeKey: 'broken-payload', language: 'en', payload: { title: 1 } })
			.returning()
		const before = fake.calls.length
		await drain()
		expect((await rows([unlinked]))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: 'no Telegram chat is linked to this user yet' })
		expect((await rows([bad!.id]))[0]).toMatchObject({ status: 'failed', lastError: 'payload does not fit kind new_listing' })
		expect(fake.calls.length).toBe(before)
	})
})

describe('the limiter', () => {
	test('gives up a slot that would come after the deadline, and holds every chat while paused', async () => {
		const limiter = new SendLimiter()
		const done = await limiter.acquire(1)
		expect(done).not.toBeNull()
		// The chat is busy until its send ends; a slot by an earlier deadline is refused.
		expect(await limiter.acquire(1, Date.now() + 50)).toBeNull()
		done!()
		expect(await limiter.acquire(1, Date.now() + 50)).toBeNull()
		limiter.pause(Date.now() + 60_000)
		expect(await limiter.acquire(2, Date.now() + 50)).toBeNull()
	})

	describe('on a fake clock', () => {
		beforeEach(() => {
			vi.useFakeTimers({ now: 1_000_000 })
		})
		afterEach(() => {
			vi.useRealTimers()
		})

		/** Starts an acquire and reports when (fake epoch ms) it was granted. */
		function track(limiter: SendLimiter, chatId: number) {
			const slot: { at: number | null; done: (() => void) | null } = { at: null, done: null }
			void limiter.acquire(chatId).then((done) => {
				slot.at = Date.now()
				slot.done = done
			})
			return slot
		}

		test('counts sends from their start: a second after the send the cap before, however long answers take', async () => {
			const limiter = new SendLimiter()
			const starts: number[] = []
			// One at a time, each answered 5 ms after it started.
			for (let chat = 0; chat < sendsPerSecond * 3; chat += 1) {
				const slot = track(limiter, chat)
				while (slot.at === null) await vi.advanceTimersByTimeAsync(1)
				await vi.advanceTimersByTimeAsync(5)
				slot.done!()
				starts.push(slot.at)
			}
			for (let i = sendsPerSecond; i < starts.length; i += 1) expect(starts[i]! - starts[i - sendsPerSecond]!).toBeGreaterThanOrEqual(1_000)
			// Counted from answers, each would start 5 ms later than this.
			expect(starts[sendsPerSecond]).toBe(starts[0]! + 1_000)
			expect(starts[sendsPerSecond * 2]).toBe(starts[sendsPerSecond]! + 1_000)
			// Which is the cap, not fewer: the cap started within each second.
			expect(starts.filter((at) => at < starts[0]! + 1_000)).toHaveLength(sendsPerSecond)
		})

		test('with sends in flight, one starts only a second after every send more than the cap before it was answered', async () => {
			const limiter = new SendLimiter()
			const t0 = Date.now()
			const inFlight = Array.from({ length: sendsPerSecond + 1 }, (_, chat) => track(limiter, chat))
			await vi.advanceTimersByTimeAsync(1_000)
			expect(inFlight.slice(0, sendsPerSecond).map((slot) => slot.at)).toEqual(Array(sendsPerSecond).fill(t0))
			expect(inFlight[sendsPerSecond]!.at).toBe(t0 + 1_000)
			// The first send is still unanswered: Telegram may not have had it yet, so the next waits.
			const next = track(limiter, 500)
			await vi.advanceTimersByTimeAsync(3_000)
			expect(next.at).toBeNull()
			inFlight[0]!.done!()
			const answeredAt = Date.now()
			await vi.advanceTimersByTimeAsync(999)
			expect(next.at).toBeNull()
			await vi.advanceTimersByTimeAsync(1)
			expect(next.at).toBe(answeredAt + 1_000)
		})

		test('keeps 1.05 s between the answer to a chat and the next send to it, and holds everything while paused', async () => {
			const limiter = new SendLimiter()
			const first = track(limiter, 7)
			await vi.advanceTimersByTimeAsync(0)
			const second = track(limiter, 7)
			await vi.advanceTimersByTimeAsync(2_000)
			expect(second.at).toBeNull()
			first.done!()
			const answeredAt = Date.now()
			await vi.advanceTimersByTimeAsync(1_100)
			expect(second.at).toBe(answeredAt + 1_050)

			limiter.pause(Date.now() + 5_000)
			const held = track(limiter, 8)
			await vi.advanceTimersByTimeAsync(4_999)
			expect(held.at).toBeNull()
			await vi.advanceTimersByTimeAsync(1)
			expect(held.at).not.toBeNull()
		})
	})
})
