/**
 * Every PostgreSQL advisory lock the product takes, in one place, so no two uses ever share a
 * key by accident (lock-keys.test.ts holds them distinct). Advisory locks are one namespace per
 * database: a key taken for one purpose blocks every other purpose that took the same number.
 */
export const lockKeys = {
	/** Every decision about a capacity slot: admissions (createAlert) and waitlist invitations. */
	admission: 7_331_001,
	/** The one Telegram sender of the fleet, so its rate limiter sees every message the bot sends. */
	telegramSender: 7_331_101,
	/** The one poller of the bot's updates (getUpdates answers a single consumer). */
	telegramPoller: 7_331_102,
	/** Claims of the notification outbox, one at a time. */
	outboxClaim: 7_331_103,
	/** The sync of alerts to feeds and of each site's crawl plan (core/models/feeds.ts syncAlertFeeds). */
	feedSync: 7_331_104,
} as const
