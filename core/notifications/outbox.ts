import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { type Database, type DbOrTx } from '../db/client.ts'
import { lockKeys } from '../db/lock-keys.ts'
import { notificationOutbox, telegramLinks } from '../db/schema.ts'
import { asLanguage, type Language, type NotificationKind } from '../enums.ts'
import { type QuietHours, quietUntil, rankForDigest } from '../quiet-hours.ts'
import { burstDigest, digestParts } from '../telegram/messages.ts'
import { burstThreshold, type DigestItem, notificationPayloadSchemas, type NotificationPayloads, parseNotification } from './payloads.ts'

/**
 * The Telegram outbox (docs/decisions/006-checks-and-telegram.md). Every notification is a row first, written in the caller's
 * transaction, then the sender claims, sends and marks it:
 *
 *   pending ──claim (lease)──▶ sending ──Telegram answers──▶ sent
 *      ▲                          │
 *      └── retry with backoff ◀───┘ (network, 5xx, not linked yet)  ──after maxAttempts──▶ failed
 *
 * A claim does not change the status: it moves `nextAttemptAt` forward by a lease, so a worker
 * that dies mid-send leaves the row pending and due again once the lease ends. Hence a
 * notification is never lost, and it is sent twice only when the worker died between
 * Telegram's answer and `markNotificationSent`.
 */

/** Re-exported only for core/models/crawl-plans.ts and core/models/feeds.ts until their owners import it from core/db/client.ts. */

export type NotificationRow = typeof notificationOutbox.$inferSelect

export const maxNotificationAttempts = 8
/** How long a claimed row is reserved for the sender that claimed it. */
export const claimLeaseSeconds = 30
/** Serialises claims. */
export const claimLockKey = lockKeys.outboxClaim
/** `lastError` of a row that Telegram answered 429: while it waits, no sender claims anything. */
export const rateLimitedPrefix = 'rate limited'

export type QueueNotificationInput<Kind extends NotificationKind = NotificationKind> = {
	userId: string
	/** The alert the message is about; null for a message about the account. */
	subscriptionId: string | null
	kind: Kind
	/** Unique per user: a second queue with the same key is ignored (see `listingDedupeKey`). */
	dedupeKey: string
	language: Language
	payload: NotificationPayloads[Kind]
	/** A listing message: when the crawl saw what it reports, the start of its measured delay (core/models/delivery-speed.ts). */
	seenAt?: Date
	/**
	 * A listing message found during the alert's quiet hours: it is held until then and goes out in
	 * the digest made at that moment (`queueDigests`, docs/decisions/041-quiet-hours.md).
	 */
	heldUntil?: Date | null
	/** The row's id, when the caller needs it before the row exists (a digest that carries rows written before it). */
	id?: string
	/**
	 * A listing message that goes out inside another message (docs/decisions/052): a burst digest or
	 * the alert-live message showing the newest cars. The row is written held, carried by that
	 * message's row (`digestId`), and is sent or failed with it; it keeps its dedupe key, so the car
	 * is never sent again on its own.
	 */
	carriedBy?: { digestId: string; at: Date }
}

/**
 * Writes a notification to the outbox unless one with the same user and dedupe key exists.
 * Call it inside the transaction that records the listing as seen, so both happen or neither.
 * Returns whether a row was written. The payload is checked here: a bad one is a bug of the
 * caller and throws.
 */
export async function queueNotification<Kind extends NotificationKind>(
	db: DbOrTx,
	input: QueueNotificationInput<Kind>,
): Promise<{ queued: boolean; id: string | null }> {
	const payload = notificationPayloadSchemas[input.kind].parse(input.payload)
	const [row] = await db
		.insert(notificationOutbox)
		.values({
			userId: input.userId,
			subscriptionId: input.subscriptionId,
			kind: input.kind,
			dedupeKey: input.dedupeKey,
			language: input.language,
			payload,
			seenAt: input.seenAt ?? null,
			...(input.id ? { id: input.id } : {}),
			...(input.carriedBy
				? { status: 'held' as const, heldUntil: input.carriedBy.at, digestId: input.carriedBy.digestId }
				: input.heldUntil
					? { status: 'held' as const, heldUntil: input.heldUntil }
					: {}),
		})
		.onConflictDoNothing({ target: [notificationOutbox.userId, notificationOutbox.dedupeKey] })
		.returning({ id: notificationOutbox.id })
	return { queued: Boolean(row), id: row?.id ?? null }
}

/**
 * The dedupe key of a listing message: one new-listing message per alert and listing, and one
 * price-drop message per alert, listing and new price (a second drop is a second message).
 */
export function listingDedupeKey(input: {
	kind: 'new_listing' | 'price_drop'
	subscriptionId: string
	siteId: string
	listingId: string
	price?: number | null
}): string {
	const base = `${input.kind}:${input.subscriptionId}:${input.siteId}:${input.listingId}`
	return input.kind === 'price_drop' ? `${base}:${input.price ?? 'none'}` : base
}

export type ClaimedNotification = NotificationRow & {
	/** The linked Telegram chat of the row's user, null when none is linked. */
	chatId: number | null
	chatBlocked: boolean
}

/**
 * Claims due rows for sending: at most one per user (so one chat never gets two messages at
 * once and its messages keep their order), oldest first. `FOR UPDATE SKIP LOCKED` makes two
 * concurrent claims take different rows; the lease then keeps the row away from other claims
 * while it is being sent. Nothing is claimed while a 429 hold is running (see `holdForRateLimit`).
 */
export async function claimDueNotifications(
	db: Database,
	options: { limit?: number; leaseSeconds?: number } = {},
): Promise<ClaimedNotification[]> {
	const limit = options.limit ?? 50
	const lease = options.leaseSeconds ?? claimLeaseSeconds
	const claimed = await db.transaction(async (tx) => {
		// Claims one after the other: a claim that skipped a user's first row, locked by another
		// claim, would otherwise take the user's second row and send it first.
		await tx.execute(sql`select pg_advisory_xact_lock(${claimLockKey})`)
		const due = await tx
			.select({ id: notificationOutbox.id, userId: notificationOutbox.userId })
			.from(notificationOutbox)
			.where(
				and(
					eq(notificationOutbox.status, 'pending'),
					lte(notificationOutbox.nextAttemptAt, sql`now()`),
					sql`not exists (select 1 from ${notificationOutbox} as hold where hold.status = 'pending' and hold.last_error like ${`${rateLimitedPrefix}%`} and hold.next_attempt_at > now())`,
					// Not while another row of the user is out on a lease (a sender has it, or died with it):
					// its messages keep their order, and after a crash the leased one goes first.
					sql`not exists (select 1 from ${notificationOutbox} as busy where busy.user_id = ${notificationOutbox.userId} and busy.status = 'pending' and busy.attempts > 0 and busy.last_error is null and busy.next_attempt_at > now())`,
				),
			)
			.orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
			.limit(limit * 10)
			.for('update', { skipLocked: true })
		const seen = new Set<string>()
		const picked: string[] = []
		for (const row of due) {
			if (seen.has(row.userId)) continue
			seen.add(row.userId)
			picked.push(row.id)
			if (picked.length >= limit) break
		}
		if (picked.length === 0) return []
		return tx
			.update(notificationOutbox)
			.set({
				nextAttemptAt: sql`now() + make_interval(secs => ${lease})`,
				attempts: sql`${notificationOutbox.attempts} + 1`,
				lastError: null,
			})
			.where(inArray(notificationOutbox.id, picked))
			.returning()
	})
	if (claimed.length === 0) return []
	const links = await db
		.select({ userId: telegramLinks.userId, chatId: telegramLinks.chatId, blockedAt: telegramLinks.blockedAt })
		.from(telegramLinks)
		.where(inArray(telegramLinks.userId, [...new Set(claimed.map((row) => row.userId))]))
	const byUser = new Map(links.map((link) => [link.userId, link]))
	return claimed
		.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
		.map((row) => {
			const link = byUser.get(row.userId)
			return { ...row, chatId: link?.chatId ?? null, chatBlocked: Boolean(link?.blockedAt) }
		})
}

/** The row, and the held listing messages it carries when it is a digest: their fate is its fate. */
function rowAndItsHeld(id: string) {
	return or(
		and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'pending')),
		and(eq(notificationOutbox.digestId, id), eq(notificationOutbox.status, 'held')),
	)
}

/** Telegram accepted the message (and, for a digest, the listings in it). */
export async function markNotificationSent(db: DbOrTx, id: string, telegramMessageId: number | null): Promise<void> {
	await db
		.update(notificationOutbox)
		.set({ status: 'sent', sentAt: sql`now()`, telegramMessageId, lastError: null })
		.where(rowAndItsHeld(id))
}

/** Seconds to wait before attempt `attempts + 1`: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
	return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600)
}

/**
 * A failure that may pass (network, Telegram 5xx, chat not linked yet): the row waits with
 * backoff, and is failed once it has used `maxNotificationAttempts` claims.
 */
export async function retryNotificationLater(db: DbOrTx, row: Pick<NotificationRow, 'id' | 'attempts'>, error: string): Promise<'pending' | 'failed'> {
	const failed = row.attempts >= maxNotificationAttempts
	await db
		.update(notificationOutbox)
		.set(
			failed
				? { status: 'failed', lastError: truncateError(error) }
				: { nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts)})`, lastError: truncateError(error) },
		)
		.where(failed ? rowAndItsHeld(row.id) : and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.status, 'pending')))
	return failed ? 'failed' : 'pending'
}

/** A failure that will not pass (the user blocked the bot, Telegram refused the message). */
export async function failNotification(db: DbOrTx, id: string, error: string): Promise<void> {
	await db
		.update(notificationOutbox)
		.set({ status: 'failed', lastError: truncateError(error) })
		.where(rowAndItsHeld(id))
}

/**
 * After an alert's quiet hours changed (docs/decisions/041-quiet-hours.md): the messages it holds
 * wait for the end of the new window when `now` is inside it, and otherwise are due now, so the
 * digest job's next run (within 30 s) sends them. A buyer who clears their quiet hours at night
 * gets the night's cars then, not at the old window's end.
 */
export async function rescheduleHeld(tx: DbOrTx, alert: { id: string } & Pick<QuietHours, 'quietFrom' | 'quietUntil' | 'timeZone'>, now: Date) {
	await tx
		.update(notificationOutbox)
		.set({ heldUntil: quietUntil(now, alert) ?? now })
		.where(and(eq(notificationOutbox.subscriptionId, alert.id), eq(notificationOutbox.status, 'held'), isNull(notificationOutbox.digestId)))
}

/** Held rows a digest run takes at most; a run repeats while it takes this many. */
export const digestBatchSize = 2_000

/**
 * Makes the digests of every alert whose quiet hours have ended (docs/decisions/041-quiet-hours.md):
 * its held listing messages, ranked best deals first (core/quiet-hours.ts `rankForDigest`), become
 * one `digest` row, or a few when they exceed one Telegram text, queued for the sender like any
 * message; each held row records the digest that carries it and is sent or failed with it. One
 * transaction, rows locked and skipped when locked, so two workers never digest a row twice and a
 * crash leaves the rows held for the next run. Returns the held rows taken and the digest rows made.
 */
export async function queueDigests(db: Database, now: Date = new Date()): Promise<{ held: number; digests: number }> {
	return db.transaction(async (tx) => {
		const rows = await tx
			.select()
			.from(notificationOutbox)
			.where(and(eq(notificationOutbox.status, 'held'), isNull(notificationOutbox.digestId), lte(notificationOutbox.heldUntil, now)))
			.orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
			.limit(digestBatchSize)
			.for('update', { skipLocked: true })
		const groups = new Map<string, NotificationRow[]>()
		for (const row of rows) {
			const key = `${row.userId}|${row.subscriptionId ?? ''}|${row.language}`
			const group = groups.get(key)
			if (group) group.push(row)
			else groups.set(key, [row])
		}
		let digests = 0
		for (const group of groups.values()) {
			const items: Array<{ id: string; item: DigestItem; listing: DigestItem['listing'] }> = []
			for (const row of group) {
				const notification = parseNotification(row.kind, row.payload)
				if (notification?.kind === 'new_listing' || notification?.kind === 'price_drop') {
					const item = { kind: notification.kind, listing: notification.payload } as DigestItem
					items.push({ id: row.id, item, listing: item.listing })
				} else {
					await tx
						.update(notificationOutbox)
						.set({ status: 'failed', lastError: `payload does not fit kind ${row.kind}` })
						.where(eq(notificationOutbox.id, row.id))
				}
			}
			if (items.length === 0) continue
			const ranked = rankForDigest(items)
			const first = group[0]!
			const language = asLanguage(first.language)
			// The alert's name as its latest message gave it.
			const label = items.at(-1)!.listing.alertLabel
			for (const part of digestParts(label, ranked.map(({ item }) => item), language, now)) {
				const carried = ranked.slice(part.offset, part.offset + part.items.length).map(({ id }) => id)
				const [digest] = await tx
					.insert(notificationOutbox)
					.values({
						userId: first.userId,
						subscriptionId: first.subscriptionId,
						kind: 'digest',
						dedupeKey: `digest:${carried[0]}`,
						language,
						payload: notificationPayloadSchemas.digest.parse(part),
						// Parts of one digest share the transaction's now(): the claim's next key keeps their order.
						createdAt: sql`clock_timestamp()`,
					})
					.returning({ id: notificationOutbox.id })
				await tx.update(notificationOutbox).set({ digestId: digest!.id }).where(inArray(notificationOutbox.id, carried))
				digests += 1
			}
		}
		return { held: rows.length, digests }
	})
}

/**
 * Gives a claimed row back unsent (the sender paused or ran out of time): it is due again at
 * `notBefore` (now when omitted) and the claim does not count as an attempt.
 */
export async function releaseNotification(db: DbOrTx, id: string, notBefore?: Date): Promise<void> {
	await db
		.update(notificationOutbox)
		.set({
			nextAttemptAt: notBefore ?? sql`now()`,
			attempts: sql`greatest(${notificationOutbox.attempts} - 1, 0)`,
		})
		.where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'pending')))
}

/**
 * Telegram answered 429 for this row: it waits `retryAfterSeconds` and, while it waits, it holds
 * every sender on every worker (`claimDueNotifications` claims nothing), because Telegram's
 * flood limit is for the whole bot. Returns when the hold ends.
 */
export async function holdForRateLimit(db: DbOrTx, id: string, retryAfterSeconds: number): Promise<Date> {
	const [row] = await db
		.update(notificationOutbox)
		.set({
			nextAttemptAt: sql`now() + make_interval(secs => ${retryAfterSeconds})`,
			attempts: sql`greatest(${notificationOutbox.attempts} - 1, 0)`,
			lastError: `${rateLimitedPrefix}: retry after ${retryAfterSeconds} s`,
		})
		.where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, 'pending')))
		.returning({ until: notificationOutbox.nextAttemptAt })
	return row?.until ?? new Date(Date.now() + retryAfterSeconds * 1000)
}

/** When a running 429 hold ends, or null when none runs. */
export async function rateLimitHoldUntil(db: DbOrTx): Promise<Date | null> {
	const [row] = await db
		.select({ until: sql`max(${notificationOutbox.nextAttemptAt})`.mapWith(notificationOutbox.nextAttemptAt) })
		.from(notificationOutbox)
		.where(
			and(
				eq(notificationOutbox.status, 'pending'),
				sql`${notificationOutbox.lastError} like ${`${rateLimitedPrefix}%`}`,
				sql`${notificationOutbox.nextAttemptAt} > now()`,
			),
		)
	return row?.until ?? null
}

/** `lastError` of a row that waits because its user has no linked chat yet (see `wakeNotificationsOf`). */
export const notLinkedError = 'no Telegram chat is linked to this user yet'

/**
 * Without a bot token (never in production) nothing goes to Telegram: due rows are marked sent
 * to the development outbox, which /dev/notifications shows. Only what the bot would deliver
 * is marked so: a row of a user without a linked chat waits and is retried with backoff, and
 * one of a chat that blocked the bot fails, exactly as the real sender does (worker/lib/telegram/sender.ts),
 * so "sent" means the same thing with and without a bot (docs/decisions/020). Returns how many
 * rows were marked sent.
 */
export async function deliverToDevOutbox(db: Database): Promise<number> {
	let sent = 0
	// A claim takes one row per user, so a user's rows go in their order, one claim after another.
	for (;;) {
		const batch = await claimDueNotifications(db, { limit: 100 })
		if (batch.length === 0) return sent
		for (const row of batch) {
			if (row.chatBlocked) await failNotification(db, row.id, 'the user blocked the bot')
			else if (row.chatId === null) await retryNotificationLater(db, row, notLinkedError)
			else {
				await markNotificationSent(db, row.id, null)
				sent += 1
			}
		}
	}
}

/**
 * A chat was just linked: the user's rows that were waiting for one are due now instead of at
 * the end of their backoff, so the first alerts arrive right after /start. What an alert found
 * meanwhile comes as a delivery of that many would (docs/decisions/054): more than
 * `burstThreshold` listing messages of one alert go as one burst digest (docs/decisions/052),
 * not one after another at once.
 */
export async function wakeNotificationsOf(db: DbOrTx, userId: string, now: Date = new Date()): Promise<void> {
	await db.transaction((tx) => burstWhatWaited(tx, userId, now))
	await db
		.update(notificationOutbox)
		.set({ nextAttemptAt: sql`now()` })
		.where(
			and(
				eq(notificationOutbox.userId, userId),
				eq(notificationOutbox.status, 'pending'),
				eq(notificationOutbox.lastError, notLinkedError),
				sql`${notificationOutbox.nextAttemptAt} > now()`,
			),
		)
}

/** The listing messages of each alert of the user that waited for a chat: more than a few become one burst digest that carries them. */
async function burstWhatWaited(tx: DbOrTx, userId: string, now: Date) {
	const waiting = await tx
		.select()
		.from(notificationOutbox)
		.where(
			and(
				eq(notificationOutbox.userId, userId),
				eq(notificationOutbox.status, 'pending'),
				eq(notificationOutbox.lastError, notLinkedError),
				isNull(notificationOutbox.digestId),
				inArray(notificationOutbox.kind, ['new_listing', 'price_drop']),
			),
		)
		.orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
		// A row a sender holds right now (it cleared lastError when it claimed it) goes its own way.
		.for('update', { skipLocked: true })
	const byAlert = new Map<string, NotificationRow[]>()
	for (const row of waiting) {
		if (!row.subscriptionId) continue
		const key = `${row.subscriptionId}|${row.language}`
		byAlert.set(key, [...(byAlert.get(key) ?? []), row])
	}
	for (const rows of byAlert.values()) {
		const items: Array<{ id: string; listing: DigestItem['listing']; item: DigestItem }> = []
		for (const row of rows) {
			const notification = parseNotification(row.kind, row.payload)
			if (notification?.kind !== 'new_listing' && notification?.kind !== 'price_drop') continue
			const item = { kind: notification.kind, listing: notification.payload } as DigestItem
			items.push({ id: row.id, listing: item.listing, item })
		}
		if (items.length <= burstThreshold) continue
		const first = rows[0]!
		const language = asLanguage(first.language)
		const burstId = randomUUID()
		const ranked = rankForDigest(items)
		await queueNotification(tx, {
			id: burstId,
			userId,
			subscriptionId: first.subscriptionId,
			kind: 'digest',
			dedupeKey: `burst:${burstId}`,
			language,
			// The alert's name as its latest message gave it.
			payload: burstDigest({ alertId: first.subscriptionId!, digestId: burstId, alertLabel: items.at(-1)!.listing.alertLabel, items: ranked.map(({ item }) => item) }, language, now),
		})
		await tx
			.update(notificationOutbox)
			.set({ status: 'held', heldUntil: now, digestId: burstId })
			.where(inArray(notificationOutbox.id, items.map(({ id }) => id)))
	}
}

function truncateError(error: string): string {
	return error.length > 500 ? `${error.slice(0, 497)}...` : error
}
