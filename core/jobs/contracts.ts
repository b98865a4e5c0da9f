import { z } from 'zod'

/**
 * Every job the worker runs: its name and the zod schema of its payload. The web side enqueues
 * through `enqueueJob`, the worker validates each payload before running it.
 */
export const jobContracts = {
	'worker.heartbeat': z.object({}).strict(),
	/** Deletes expired sessions and login failures that no longer count. */
	'sessions.sweep': z.object({}).strict(),
	/** Retries e-mail that could not be sent at once. */
	'mail.deliver': z.object({}).strict(),
	/** Invites the oldest waitlist entries while slots are free (docs/product/decisions.md, Capacity). */
	'waitlist.invite': z.object({}).strict(),
	/**
	 * Drains the Telegram outbox within Telegram's limits for a few seconds, one worker at a time
	 * (without a bot token, outside production: marks the rows sent to /dev/notifications).
	 */
	'notifications.send': z.object({}).strict(),
	/**
	 * Turns the listing messages held through quiet hours that have ended into digests, queued for
	 * notifications.send (docs/decisions/041-quiet-hours.md).
	 */
	'notifications.digest': z.object({}).strict(),
	/**
	 * Receives the bot's updates by long polling (a bot token and no webhook secret: development);
	 * with a webhook secret it registers the webhook instead.
	 */
	'telegram.poll': z.object({}).strict(),
	/**
	 * Attaches the running alerts to their feeds and enqueues one `feeds.crawl` per feed due, the
	 * neediest first, within each site's fleet-wide request budget (docs/decisions/008).
	 */
	'checks.dispatch': z.object({}).strict(),
	/** Crawls one feed (a site search alerts share), stores what is new and enqueues its delivery (`feeds.deliver`). */
	'feeds.crawl': z.object({ feedId: z.string().uuid() }).strict(),
	/**
	 * The same, for a feed of a site fetched in `browser` mode: only Node workers define it, so a
	 * Deno worker never locks one (docs/decisions/016).
	 */
	'feeds.crawl.browser': z.object({ feedId: z.string().uuid() }).strict(),
	/**
	 * Delivers a crawled feed's events up to `upTo` to its alerts due before `dueBefore`, enqueued
	 * by the crawl once they are stored; run twice, it sends nothing twice (docs/decisions/061).
	 */
	'feeds.deliver': z.object({ feedId: z.string().uuid(), upTo: z.number().int().nonnegative().safe(), dueBefore: z.string().datetime() }).strict(),
	/** Drops feed events no alert can still need and feeds nobody has read for a month. */
	'feeds.sweep': z.object({}).strict(),
	/**
	 * Stores the ECB's euro reference rates of the day (EXCHANGE_RATES_URL), which crawls convert
	 * listing prices with (docs/decisions/009); a failed fetch keeps the rates already stored.
	 */
	'rates.refresh': z.object({}).strict(),
	/**
	 * Redraws the buttons of one listing message after a tap that came by webhook, within the
	 * sender's limits (core/telegram/callbacks.ts, docs/decisions/040-listing-buttons.md); without
	 * an outbox row, takes the buttons off an answered question (docs/decisions/046).
	 */
	'telegram.keyboard': z
		.object({ chatId: z.number().int().safe(), messageId: z.number().int().positive().safe(), outboxId: z.string().uuid().nullable() })
		.strict(),
	/** Applies one recorded Stripe webhook event, once (core/billing/events.ts). */
	'stripe.apply-event': z.object({ eventId: z.string().regex(/^evt_[A-Za-z0-9_]+$/) }).strict(),
	/** Ends expired reservations, renews demo billing, replays stuck events, reconciles with Stripe. */
	'billing.sweep': z.object({}).strict(),
} as const

export type JobName = keyof typeof jobContracts
export type JobPayload<Name extends JobName> = z.infer<(typeof jobContracts)[Name]>

/** Jobs every worker schedules at start (Agenda keeps one of each). */
export const recurringJobs: Array<{ name: JobName; interval: string }> = [
	{ name: 'sessions.sweep', interval: '15 minutes' },
	{ name: 'mail.deliver', interval: '1 minute' },
	{ name: 'waitlist.invite', interval: '1 minute' },
	{ name: 'billing.sweep', interval: '1 minute' },
	{ name: 'feeds.sweep', interval: '1 hour' },
	// The ECB publishes once a working day; prices a day behind on the rate matter little to a car's.
	{ name: 'rates.refresh', interval: '1 day' },
	// Feeds are crawled every minute at the most often; dispatching every 5 s keeps a crawl at most a few seconds late.
	{ name: 'checks.dispatch', interval: '5 seconds' },
	// Each run lasts about 8 s (sending) or 10 s (polling), well inside the 20 s a stopping worker
	// drains for. A send run that leaves messages queued enqueues the next run at once; otherwise,
	// and for polls, the next run starts at the next scan.
	{ name: 'notifications.send', interval: '5 seconds' },
	// A digest is due when a quiet window ends, on the minute or half hour the buyer chose: within 30 s of it.
	{ name: 'notifications.digest', interval: '30 seconds' },
	{ name: 'telegram.poll', interval: '5 seconds' },
]
