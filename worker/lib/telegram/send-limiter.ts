/**
 * Messages a second the sender starts at most (docs/decisions/006): under Telegram's "about 30",
 * with one a second to spare for what it does not count (bot replies sent elsewhere).
 */
export const sendsPerSecond = 29

/**
 * Keeps sends under Telegram's limits (docs/product/users.md: about 30 messages per second overall, about
 * one per second per chat) and holds every send while a 429's retry_after runs.
 *
 * Overall it counts sends from when they *start*: at most `perSecond` start within any second, so
 * the pace does not depend on how long Telegram takes to answer. Telegram receives a request
 * somewhere between its start and its answer, so a slow request could arrive together with
 * later ones; hence also a send starts only once every send more than `perSecond` places before
 * it has been answered for a second. However the network bunches requests, Telegram then never
 * receives more than `perSecond + 1` (30) within any second. With one send in flight at a time
 * that second rule never delays anything; it matters when sends overlap (bot replies, or a
 * drain with `concurrency` above 1).
 *
 * Per chat it counts from the *answer*: a send to a chat starts `chatIntervalMs` after the
 * previous send to it was answered, and never while one is in flight.
 *
 * It sees the sends of this process only: docs/decisions/006 says how the fleet stays within it.
 */
export class SendLimiter {
	readonly perSecond: number
	readonly chatIntervalMs: number
	/** Epoch ms until which nothing is sent (Telegram's retry_after, or a second another worker may have used). */
	pausedUntil = 0
	/** Sends that may still hold a later one back, oldest first. */
	private sends: Array<{ start: number; end: number | null }> = []
	private chats = new Map<number, { busy: boolean; end: number }>()
	private waiters: Array<() => void> = []

	constructor(options: { perSecond?: number; chatIntervalMs?: number } = {}) {
		this.perSecond = options.perSecond ?? sendsPerSecond
		this.chatIntervalMs = options.chatIntervalMs ?? 1_050
	}

	/** Holds every send until `until` (epoch ms); a shorter pause never shortens a longer one. */
	pause(until: number) {
		if (until > this.pausedUntil) this.pausedUntil = until
	}

	/**
	 * Waits until a message to `chatId` may be sent and reserves the slot. Returns the function
	 * to call once Telegram answered (or the call failed), or null when the slot would come
	 * after `deadline` (epoch ms).
	 */
	async acquire(chatId: number, deadline = Number.POSITIVE_INFINITY): Promise<(() => void) | null> {
		while (true) {
			const now = Date.now()
			const readyAt = this.readyAt(chatId, now)
			if (readyAt !== null && readyAt <= now) return this.reserve(chatId, now)
			if ((readyAt ?? now) > deadline || now >= deadline) return null
			// A time to wait for, or (null) a send in flight whose answer frees the slot.
			// Capped, so an unbounded deadline never reaches setTimeout (which would fire at once).
			await this.wait(Math.min(readyAt === null ? deadline : readyAt, deadline, now + 1_000) - now)
		}
	}

	/**
	 * When the next send to any chat may start (epoch ms), or null while that waits for a send in
	 * flight to be answered.
	 */
	nextSlotAt(now = Date.now()): number | null {
		let at = Math.max(now, this.pausedUntil)
		this.forget(now)
		// Positions in `sends` of the send `perSecond` places before the next, and of those before it.
		const paced = this.sends.length - this.perSecond
		const pacer = this.sends[paced]
		if (pacer) at = Math.max(at, pacer.start + 1_000)
		for (let i = 0; i < paced; i += 1) {
			const end = this.sends[i]!.end
			if (end === null) return null
			at = Math.max(at, end + 1_000)
		}
		return at
	}

	/** When the slot for `chatId` opens, or null while it waits for a send in flight. */
	private readyAt(chatId: number, now: number): number | null {
		const chat = this.chats.get(chatId)
		if (chat?.busy) return null
		const at = this.nextSlotAt(now)
		if (at === null || !chat) return at
		return Math.max(at, chat.end + this.chatIntervalMs)
	}

	/** Drops the oldest sends that can hold nothing back any more: answered over a second ago. */
	private forget(now: number) {
		let count = 0
		while (count < this.sends.length) {
			const end = this.sends[count]!.end
			if (end === null || end + 1_000 > now) break
			count += 1
		}
		if (count > 0) this.sends.splice(0, count)
	}

	private reserve(chatId: number, now: number): () => void {
		const record: { start: number; end: number | null } = { start: now, end: null }
		this.sends.push(record)
		const chat = this.chats.get(chatId) ?? { busy: false, end: 0 }
		chat.busy = true
		this.chats.set(chatId, chat)
		let done = false
		return () => {
			if (done) return
			done = true
			const end = Date.now()
			record.end = end
			chat.busy = false
			chat.end = end
			// Forget chats idle for long; their spacing no longer matters.
			if (this.chats.size > 10_000) {
				for (const [id, entry] of this.chats) if (!entry.busy && end - entry.end > 60_000) this.chats.delete(id)
			}
			this.waiters.splice(0).forEach((wake) => wake())
		}
	}

	private wait(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(wake, Math.max(1, ms))
			function wake() {
				clearTimeout(timer)
				resolve()
			}
			this.waiters.push(wake)
		})
	}
}
