import { notificationOutbox } from '#core/db/schema.ts'
import { listingDedupeKey } from '#core/notifications/outbox.ts'
import { startFakeTelegram, type FakeTelegram } from '#tests/support/telegram.ts'
import { sendsPerSecond } from '#worker/lib/telegram/send-limiter.ts'
import { linkChats, seedUsers } from '../lib/alerts.ts'
import { type BenchEnv } from '../lib/env.ts'
import { type Child, startWorker, stopAll } from '../lib/processes.ts'
import { figure, ratio, type ScenarioResult, sleep, waitUntil } from '../lib/result.ts'

/**
 * Scenario 7 (and the worker half of 9): a real worker process drains an outbox of new-listing
 * messages (photo and caption, as checks queue them) through the local Bot API, which answers 429
 * to a second message to one chat within a second or a 31st message within any second. The
 * figure is the sending rate over Telegram's 30 messages/s.
 */

export type TelegramSize = { chats: number; perChat: number; windowSeconds: number }

export const telegramSizes = {
	full: { chats: 1_000, perChat: 3, windowSeconds: 60 },
	smoke: { chats: 10, perChat: 3, windowSeconds: 30 },
} satisfies Record<string, TelegramSize>

export const telegramLimitPerSecond = 30

export async function runTelegram(env: BenchEnv, size: TelegramSize): Promise<{ result: ScenarioResult; memory: { idle: number | null; peak: number | null } }> {
	const started = performance.now()
	const database = await env.newDatabase()
	let fake: FakeTelegram | undefined
	let worker: Child | undefined
	try {
		const total = size.chats * size.perChat
		env.log(`7: ${total} notifications to ${size.chats} chats through a real worker`)
		const users = await seedUsers(database.db, size.chats, 'tg')
		const chats = await linkChats(database.db, users, 900_000)
		fake = await startFakeTelegram()
		for (const chat of chats) fake.addChat(chat)
		const rows = []
		for (let n = 0; n < size.perChat; n += 1) {
			for (const [i, userId] of users.entries()) {
				const listingId = `tg-${i}-${n}`
				rows.push({
					userId,
					subscriptionId: null,
					kind: 'new_listing',
					dedupeKey: listingDedupeKey({ kind: 'new_listing', subscriptionId: userId, siteId: 'demo', listingId }),
					language: 'en',
					payload: {
						title: `Volkswagen Golf 2.0 TDI Comfort ${listingId}`,
						price: 14_990 + n,
						currency: 'EUR',
						km: 84_000,
						year: 2019,
						fuel: 'diesel',
						location: 'Ljubljana, Slovenia',
						url: `https://www.avto.net/Ads/details.asp?id=${listingId}`,
						imageUrl: `https://images.avto.net/${listingId}.jpg`,
						siteName: 'avto.net',
						alertLabel: 'Volkswagen Golf',
					},
				})
			}
		}
		// Oldest first, a chat's messages in order: as checks would have queued them.
		const base = Date.now() - 60_000
		for (let start = 0; start < rows.length; start += 1_000) {
			await database.db.insert(notificationOutbox).values(rows.slice(start, start + 1_000).map((row, i) => ({ ...row, createdAt: new Date(base + start + i) })))
		}

		worker = await startWorker({ databaseUrl: database.url, env: { APP_URL: 'https://carwatch.bench', ...fake.env } })
		const idleRss = worker.peakRss()
		const messages = fake.messages
		await waitUntil('the first message', async () => messages.length > 0, 60_000)
		const first = messages[0]!.at
		const windowEnd = first + size.windowSeconds * 1000
		while (messages.length < total && Date.now() < windowEnd) await sleep(250)
		const workerPeakRss = worker.peakRss()
		const inWindow = messages.filter((message) => message.at < windowEnd)
		const last = inWindow.at(-1)!.at
		// All sent before the window closed: the rate over the time it took; else over the window.
		const seconds = inWindow.length === total ? Math.max(0.001, (last - first) / 1000) : size.windowSeconds
		const sent = inWindow.length === total ? inWindow.length - 1 : inWindow.length
		const perSecond = sent / seconds
		const tooMany = fake.rejected.filter((rejection) => rejection.status === 429).length
		if (fake.unexpected.length > 0) throw new Error(`the Bot API saw calls it does not expect: ${fake.unexpected.join('; ')}`)
		const bySecond = new Map<number, number>()
		for (const message of inWindow) bySecond.set(Math.floor((message.at - first) / 1000), (bySecond.get(Math.floor((message.at - first) / 1000)) ?? 0) + 1)
		const counts = [...bySecond.values()]
		return {
			memory: { idle: idleRss, peak: workerPeakRss },
			result: {
				scenario: 7,
				title: 'Telegram drain',
				seconds: (performance.now() - started) / 1000,
				figures: [
					figure(7, 'messages/s ÷ 30', ratio(perSecond, telegramLimitPerSecond), { op: '>=', value: 0.95, source: 'issue' }),
					figure(7, '429 answers ÷ messages', ratio(tooMany, inWindow.length), { op: '<=', value: 0, source: 'issue' }),
				],
				raw: {
					notifications: total,
					chats: size.chats,
					windowSeconds: size.windowSeconds,
					sentInWindow: inWindow.length,
					messagesPerSecond: perSecond,
					senderCapPerSecond: sendsPerSecond,
					busiestSecond: Math.max(...counts),
					quietestFullSecond: Math.min(...[...bySecond.entries()].filter(([second]) => second < Math.floor((last - first) / 1000)).map(([, count]) => count), Number.POSITIVE_INFINITY),
					secondsWithoutAMessage: Math.floor((last - first) / 1000) + 1 - bySecond.size,
					rejected429: tooMany,
					workerPeakRssBytes: workerPeakRss,
				},
			},
		}
	} finally {
		await stopAll([worker])
		await fake?.close()
		await database.destroy()
	}
}
