import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, expect } from 'vitest'
import { notificationOutbox, subscriptions, telegramLinks } from '#core/db/schema.ts'
import { jobContracts, type JobName, recurringJobs } from '#core/jobs/contracts.ts'
import { criteriaOf, findAlert, updateAlert } from '#core/models/alerts.ts'
import { type AlertCriteria } from '#core/schemas/alert.ts'
import { listingDedupeKey, queueDigests, queueNotification } from '#core/notifications/outbox.ts'
import { type ListingPayload } from '#core/notifications/payloads.ts'
import { textLimit } from '#core/telegram/messages.ts'
import { jobContext } from '#tests/support/job-context.ts'
import { createTestDatabase, type TestDatabase } from '#tests/support/database.ts'
import { seedAlert, seedUser } from '#tests/support/seed.ts'
import { type FakeTelegram, startFakeTelegram } from '#tests/support/telegram.ts'
import { jobHandlers } from './index.ts'
import { testsInTurn } from '#tests/support/in-turn.ts'

/** The tests share tables emptied before each: one runs at a time (tests/support/in-turn.ts). */
const { test } = testsInTurn()

let database: TestDatabase
let fake: FakeTelegram

beforeAll(async () => {
	database = await createTestDatabase()
	fake = await startFakeTelegram()
})
afterAll(async () => {
	await fake?.close()
	await database?.destroy()
})
beforeEach(() => {
	fake.messages.length = 0
	fake.rejected.length = 0
})

const context = (env: Record<string, string>, enqueued: JobName[] = []) => jobContext(database.db, env, enqueued)

let nextChat = 40_000
async function linkedOwner() {
	const user = await seedUser(database.db)
	const alert = await seedAlert(database.db, user.id, 'active', { quietFrom: '22:00', quietUntil: '07:00', timeZone: 'Europe/Berlin' })
	const chatId = nextChat++
	await database.db.insert(telegramLinks).values({ userId: user.id, chatId, linkedAt: new Date() })
	fake.addChat(chatId)
	return { user, alert, chatId }
}

/** A listing held until `heldUntil`, below (positive) or above (negative) similar cars by `difference` euros, or without a verdict. */
async function hold(owner: { user: { id: string }; alert: { id: string } }, id: string, heldUntil: Date, difference: number | null, title = `Škoda Octavia ${id}`) {
	const payload: ListingPayload = {
		title,
		price: 10_000,
		priceEur: 10_000,
		currency: 'EUR',
		km: 120_000,
		year: 2017,
		fuel: 'diesel',
		location: 'Ljubljana',
		url: `https://demo.carwatch.test/listings/${id}?a=1&b=<2>`,
		imageUrl: `https://demo.carwatch.test/images/${id}.svg`,
		siteName: 'Demo market',
		alertLabel: 'Škoda Octavia',
		...(difference === null ? {} : { verdict: { kind: difference > 0 ? 'below' : 'above', amountEur: Math.abs(difference), compared: 12 } }),
	}
	await queueNotification(database.db, {
		userId: owner.user.id,
		subscriptionId: owner.alert.id,
		kind: 'new_listing',
		dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: owner.alert.id, siteId: 'demo', listingId: id }),
		language: 'en',
		payload,
		heldUntil,
	})
}

const rowsOf = (userId: string) => database.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId)).orderBy(notificationOutbox.createdAt)

test('every worker runs notifications.digest every 30 seconds, with an empty payload', () => {
	expect(recurringJobs).toContainEqual({ name: 'notifications.digest', interval: '30 seconds' })
	expect(jobContracts['notifications.digest'].parse({})).toEqual({})
	expect(() => jobContracts['notifications.digest'].parse({ id: 'x' })).toThrow()
})

test('held messages wait in the outbox, unsent, until the window ends; then one digest goes out, best deals first', async () => {
	const owner = await linkedOwner()
	const end = new Date(Date.now() + 60 * 60_000)
	await hold(owner, 'dear', end, -1_500)
	await hold(owner, 'unknown', end, null)
	await hold(owner, 'bargain', end, 2_000)
	await hold(owner, 'good', end, 500)

	// Before the end: the sender sends nothing and no digest is made.
	const enqueued: JobName[] = []
	await jobHandlers['notifications.digest'](context(fake.env, enqueued), {})
	await jobHandlers['notifications.send'](context(fake.env), {})
	expect(fake.messages).toEqual([])
	expect(enqueued).toEqual([])
	expect((await rowsOf(owner.user.id)).map((row) => row.status)).toEqual(['held', 'held', 'held', 'held'])

	// The window's end comes (a worker that starts later finds the rows where they were).
	await database.db.update(notificationOutbox).set({ heldUntil: new Date(Date.now() - 1_000) }).where(eq(notificationOutbox.userId, owner.user.id))
	await jobHandlers['notifications.digest'](context(fake.env, enqueued), {})
	expect(enqueued).toEqual(['notifications.send'])
	await jobHandlers['notifications.send'](context(fake.env), {})

	expect(fake.messages).toHaveLength(1)
	const [digest] = fake.messages
	expect(digest).toMatchObject({ chatId: owner.chatId, method: 'sendMessage', photo: null })
	const lines = digest!.text.split('\n')
	expect(lines[0]).toBe('🌙 Your quiet hours are over. Listings held for your alert “Škoda Octavia”: 4, best deals first.')
	expect(lines.filter((line) => /^\d+\. /.test(line))).toEqual(['1. Škoda Octavia bargain', '2. Škoda Octavia good', '3. Škoda Octavia unknown', '4. Škoda Octavia dear'])
	expect(digest!.text).toContain('📊 €2,000 below similar cars (12 compared)')
	// Links escaped as Telegram HTML, and the fake parsed them.
	expect(digest!.html).toContain('<a href="https://demo.carwatch.test/listings/bargain?a=1&amp;b=&lt;2&gt;">Škoda Octavia bargain</a>')
	// The listing rows were sent with the digest; the digest is a row of its own.
	const rows = await rowsOf(owner.user.id)
	const digestRow = rows.find((row) => row.kind === 'digest')!
	expect(digestRow).toMatchObject({ status: 'sent', telegramMessageId: digest!.messageId })
	const listings = rows.filter((row) => row.kind === 'new_listing')
	expect(listings.map((row) => [row.status, row.digestId, row.telegramMessageId])).toEqual(Array(4).fill(['sent', digestRow.id, digest!.messageId]))
	expect(fake.rejected).toEqual([])
	expect(fake.unexpected).toEqual([])
})

test('a digest longer than one Telegram text goes in parts, each within 4,096 characters, in order, a chat at a time within the limits', async () => {
	const owners = [await linkedOwner(), await linkedOwner()]
	const ended = new Date(Date.now() - 2 * 60 * 60_000)
	const long = 'Volkswagen Golf VII 2.0 TDI Highline DSG Navi ACC LED Pano Standheizung Kamera '
	for (const owner of owners) for (let i = 0; i < 40; i += 1) await hold(owner, `car-${i}`, ended, i * 100, `${long}${i}`)

	const made = await queueDigests(database.db)
	expect(made.held).toBe(80)
	const parts = made.digests / 2
	expect(parts).toBeGreaterThan(1)
	// Nothing taken twice.
	expect(await queueDigests(database.db)).toEqual({ held: 0, digests: 0 })

	await jobHandlers['notifications.send'](context(fake.env), {})
	for (const owner of owners) {
		const sent = fake.messages.filter((message) => message.chatId === owner.chatId)
		expect(sent).toHaveLength(parts)
		for (const [index, message] of sent.entries()) {
			expect(message.text.length).toBeLessThanOrEqual(textLimit)
			expect(message.text.split('\n')[0]).toContain(`(part ${index + 1} of ${parts})`)
			// One message a second to a chat at most.
			if (index > 0) expect(message.at - sent[index - 1]!.at).toBeGreaterThanOrEqual(1_000)
		}
		// Every car once, ranked across the parts: the furthest below the market first.
		const ranks = sent.flatMap((message) => message.text.split('\n').filter((line) => /^\d+\. /.test(line)))
		expect(ranks).toHaveLength(40)
		expect(ranks[0]).toBe(`1. ${long}39`)
		expect(ranks[39]).toBe(`40. ${long}0`)
		const rows = await rowsOf(owner.user.id)
		expect(rows.filter((row) => row.kind === 'new_listing').every((row) => row.status === 'sent')).toBe(true)
	}
	expect(fake.rejected).toEqual([])
	expect(fake.unexpected).toEqual([])
}, 60_000)

test('a digest the bot cannot deliver (the user blocked it) fails with the messages it carries', async () => {
	const owner = await linkedOwner()
	await hold(owner, 'blocked-1', new Date(Date.now() - 1_000), 700)
	await hold(owner, 'blocked-2', new Date(Date.now() - 1_000), null)
	fake.blockChat(owner.chatId)
	await jobHandlers['notifications.digest'](context(fake.env), {})
	await jobHandlers['notifications.send'](context(fake.env), {})
	const rows = await rowsOf(owner.user.id)
	expect(rows.map((row) => [row.kind, row.status])).toEqual([
		['new_listing', 'failed'],
		['new_listing', 'failed'],
		['digest', 'failed'],
	])
	const ids = rows.map((row) => row.id)
	await database.db.delete(notificationOutbox).where(inArray(notificationOutbox.id, ids))
})

test('an edit of the quiet hours reschedules what the alert holds: a later end holds it longer, cleared hours send it at the next digest run; other alerts keep theirs', async () => {
	// A window around the real clock, in UTC, as the digest job reads the real clock.
	const clock = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString().slice(11, 16)
	const quiet = { quietFrom: clock(-1), quietUntil: clock(2), timeZone: 'UTC' }
	const owner = await linkedOwner()
	await database.db.update(subscriptions).set(quiet).where(eq(subscriptions.id, owner.alert.id))
	const other = await linkedOwner()
	const end = new Date(Date.now() + 2 * 3_600_000)
	await hold(owner, 'first', end, 500)
	await hold(owner, 'second', end, null)
	await hold(other, 'theirs', end, null)
	const edit = async (changes: Partial<AlertCriteria>) => {
		const alert = (await findAlert(database.db, owner.user.id, owner.alert.id))!
		const result = await updateAlert(database.db, { userId: owner.user.id, id: alert.id, criteria: { ...criteriaOf(alert), ...changes }, status: 'active' })
		expect(result).toMatchObject({ ok: true, applied: 'now' })
	}
	const heldUntil = async (userId: string) => (await rowsOf(userId)).map((row) => [row.status, row.heldUntil?.toISOString().slice(11, 16)])

	// A later end: still inside the window, the rows wait for its new end. Read once: a minute
	// may turn between the edit and the check.
	const later = clock(3)
	await edit({ quietUntil: later })
	expect(await heldUntil(owner.user.id)).toEqual([
		['held', later],
		['held', later],
	])
	await jobHandlers['notifications.digest'](context(fake.env), {})
	await jobHandlers['notifications.send'](context(fake.env), {})
	expect(fake.messages).toEqual([])

	// Cleared: the next digest run sends the night's cars at once.
	await edit({ quietFrom: null, quietUntil: null, quietBypassPercent: null })
	await jobHandlers['notifications.digest'](context(fake.env), {})
	await jobHandlers['notifications.send'](context(fake.env), {})
	expect(fake.messages.map((message) => message.chatId)).toEqual([owner.chatId])
	expect(fake.messages[0]!.text).toContain('Škoda Octavia first')
	expect(fake.messages[0]!.text).toContain('Škoda Octavia second')
	expect((await rowsOf(owner.user.id)).filter((row) => row.kind === 'new_listing').map((row) => row.status)).toEqual(['sent', 'sent'])
	// Another buyer's held car was not touched by this buyer's edit.
	expect(await heldUntil(other.user.id)).toEqual([['held', end.toISOString().slice(11, 16)]])
	expect(fake.rejected).toEqual([])
})
