import { sql } from 'drizzle-orm'
import {
	bigint,
	bigserial,
	boolean,
	check,
	date,
	doublePrecision,
	foreignKey,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'
import {
	codePurposes,
	feedEventKinds,
	fuelTypes,
	gearboxChoices,
	languages,
	mailStatuses,
	notificationKinds,
	outboxStatuses,
	paymentMethodBrands,
	sellerTypes,
	subscriptionStatuses,
	updateFrequencies,
	type FuelType,
	type Gearbox,
	type ListingSeller,
} from '../enums.ts'
import { type SiteId } from '../sites.ts'

/** `column IN ('a', 'b')` for a check constraint, from one of the enum lists in core/enums. */
function oneOf(column: string, values: readonly string[]) {
	const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')
	return sql.raw(`"${column}" IN (${list})`)
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
	'users',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		username: text('username').notNull(),
		/** Stored lower-cased, so the unique index is case-insensitive. */
		email: text('email').notNull(),
		passwordHash: text('password_hash'),
		googleId: text('google_id'),
		firstName: text('first_name').notNull().default(''),
		lastName: text('last_name').notNull().default(''),
		stripeCustomerId: text('stripe_customer_id'),
		isEmailVerified: boolean('is_email_verified').notNull().default(false),
		/**
		 * When `email` was last shown to be the owner's: a code to it confirmed, Google vouching for
		 * it, a reset link from its mailbox opened. Unlike `isEmailVerified`, an e-mail change still
		 * waiting for its code leaves it, since `email` is still the proved address. Null: never
		 * proved, so whoever registered it may not own it (docs/decisions/044-account-takeover.md).
		 */
		emailProvedAt: timestamp('email_proved_at', { withTimezone: true }),
		/**
		 * Moves on whenever what signs the account in changes hands: a reclaim, a password reset or
		 * change. A session is written only while the generation its login read is still current,
		 * and read only while it still is (docs/decisions/047-credentials-generation.md).
		 */
		credentialsGeneration: integer('credentials_generation').notNull().default(0),
		language: text('language').notNull().default('en'),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
		uniqueIndex('users_email_unique').on(table.email),
		uniqueIndex('users_google_id_unique').on(table.googleId),
		uniqueIndex('users_stripe_customer_id_unique').on(table.stripeCustomerId),
		check('users_username_format', sql`${table.username} ~ '^[A-Za-z0-9]{3,20}$'`),
		check('users_email_lowercase', sql`${table.email} = lower(${table.email}) AND position('@' in ${table.email}) > 1`),
		check('users_language', oneOf('language', languages)),
		check('users_can_sign_in', sql`${table.passwordHash} IS NOT NULL OR ${table.googleId} IS NOT NULL`),
	],
)

/**
 * One-time codes: e-mail verification and password reset (the spec's verificationCode and
 * resetToken fields). Only a hash is stored; `attempts` counts wrong tries. A reset's hash is of its
 * link's random token (core/auth/password-reset.ts); one row per purpose, so a new link replaces the old.
 */
export const verificationCodes = pgTable(
	'verification_codes',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		purpose: text('purpose').notNull(),
		/** The address the code was sent to: an e-mail change is confirmed by the new address. */
		email: text('email').notNull(),
		codeHash: text('code_hash').notNull(),
		attempts: integer('attempts').notNull().default(0),
		sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
		expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
		usedAt: timestamp('used_at', { withTimezone: true }),
	},
	(table) => [
		uniqueIndex('verification_codes_one_per_purpose').on(table.userId, table.purpose),
		check('verification_codes_purpose', oneOf('purpose', codePurposes)),
		check('verification_codes_attempts', sql`${table.attempts} >= 0`),
		check('verification_codes_expiry', sql`${table.expiresAt} > ${table.sentAt}`),
	],
)

/** Sessions as the spec records them (sid, sess, expire), plus the user for "log out elsewhere". */
export const sessions = pgTable(
	'sessions',
	{
		sid: text('sid').primaryKey(),
		sess: jsonb('sess').notNull(),
		expire: timestamp('expire', { withTimezone: true }).notNull(),
		userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
	},
	(table) => [
		index('sessions_expire_idx').on(table.expire),
		index('sessions_user_id_idx').on(table.userId),
	],
)

/** An alert: one set of car criteria, watched on the chosen sites, billed as one Stripe subscription. */
export const subscriptions = pgTable(
	'subscriptions',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		stripeSubscriptionId: text('stripe_subscription_id'),
		websitesSelected: text('websites_selected').array().notNull().$type<SiteId[]>(),
		facebookMarketplaceUrl: text('facebook_marketplace_url'),
		updateFrequency: text('update_frequency', { enum: updateFrequencies }).notNull().default('hourly'),
		brand: text('brand').notNull(),
		/** "all" stands for every model of the brand. */
		model: text('model').notNull(),
		fuelType: text('fuel_type', { enum: fuelTypes }).notNull().default('any'),
		sellerType: text('seller_type', { enum: sellerTypes }).notNull().default('any'),
		/** The gearbox the buyer asks for; 'any' takes every car (docs/decisions/060-adding-a-criterion.md). */
		gearbox: text('gearbox', { enum: gearboxChoices }).notNull().default('any'),
		yearMin: integer('year_min'),
		yearMax: integer('year_max'),
		mileageMin: integer('mileage_min'),
		mileageMax: integer('mileage_max'),
		priceMin: integer('price_min'),
		priceMax: integer('price_max'),
		/** Words or phrases the listing's title must all contain, and ones it must not (docs/decisions/036-title-keywords.md); empty: no filter. */
		keywordsRequired: text('keywords_required').array().notNull().default(sql`'{}'::text[]`),
		keywordsExcluded: text('keywords_excluded').array().notNull().default(sql`'{}'::text[]`),
		/**
		 * Catalogue slugs of models the buyer muted from a listing message ("Mute this model", an
		 * alert on every model of its brand): no more messages about them (docs/decisions/040-listing-buttons.md).
		 */
		mutedModels: text('muted_models').array().notNull().default(sql`'{}'::text[]`),
		telegramUsername: text('telegram_username').notNull(),
		/**
		 * Quiet hours (docs/decisions/041-quiet-hours.md): "HH:MM" wall-clock times in `timeZone`, both
		 * or neither; listing messages found in between wait for a digest at `quietUntil`, unless
		 * the car is at least `quietBypassPercent` below similar cars.
		 */
		quietFrom: text('quiet_from'),
		quietUntil: text('quiet_until'),
		/** The buyer's IANA time zone (core/quiet-hours.ts `timeZones`). */
		timeZone: text('time_zone').notNull().default('UTC'),
		quietBypassPercent: integer('quiet_bypass_percent'),
		notificationLanguage: text('notification_language', { enum: languages }).notNull().default('en'),
		/** Monthly price in US cents, computed by core/pricing on the server. */
		price: integer('price').notNull(),
		stripePriceId: text('stripe_price_id'),
		status: text('status', { enum: subscriptionStatuses }).notNull().default('pending_payment'),
		/** While pending_payment: the capacity slot is held until this time. */
		reservedUntil: timestamp('reserved_until', { withTimezone: true }),
		currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
		/** A price-changing edit waiting for the next paid period (docs/product/decisions.md). */
		pendingChange: jsonb('pending_change'),
		lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
		nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
		listingsFound: integer('listings_found').notNull().default(0),
		endedAt: timestamp('ended_at', { withTimezone: true }),
		createdAt: createdAt(),
		updatedAt: updatedAt(),
	},
	(table) => [
		index('subscriptions_user_id_idx').on(table.userId),
		index('subscriptions_status_idx').on(table.status),
		uniqueIndex('subscriptions_stripe_subscription_id_unique').on(table.stripeSubscriptionId),
		check('subscriptions_status', oneOf('status', subscriptionStatuses)),
		check('subscriptions_update_frequency', oneOf('update_frequency', updateFrequencies)),
		check('subscriptions_fuel_type', oneOf('fuel_type', fuelTypes)),
		check('subscriptions_seller_type', oneOf('seller_type', sellerTypes)),
		check('subscriptions_gearbox', oneOf('gearbox', gearboxChoices)),
		check('subscriptions_language', oneOf('notification_language', languages)),
		// Which sites exist is the registry's (sites/registry.ts), checked at input by the alert's
		// schema: no constraint lists site ids, so adding a site needs no migration (decision 065).
		check('subscriptions_websites', sql`cardinality(${table.websitesSelected}) >= 1`),
		// The pasted search of a site searched at the buyer's own URL (its scopes are `url` alone):
		// whose host it must be is the site's, checked by the alert's schema.
		check('subscriptions_search_url', sql`${table.facebookMarketplaceUrl} IS NULL OR ${table.facebookMarketplaceUrl} ~ '^https://'`),
		check('subscriptions_brand', sql`length(${table.brand}) > 0`),
		check('subscriptions_model', sql`length(${table.model}) > 0`),
		check('subscriptions_telegram_username', sql`${table.telegramUsername} ~ '^[A-Za-z0-9_]{5,32}$'`),
		check('subscriptions_years', sql`(${table.yearMin} IS NULL OR ${table.yearMin} BETWEEN 1900 AND 2100) AND (${table.yearMax} IS NULL OR ${table.yearMax} BETWEEN 1900 AND 2100) AND (${table.yearMin} IS NULL OR ${table.yearMax} IS NULL OR ${table.yearMin} <= ${table.yearMax})`),
		check('subscriptions_mileage', sql`(${table.mileageMin} IS NULL OR ${table.mileageMin} BETWEEN 0 AND 1000000) AND (${table.mileageMax} IS NULL OR ${table.mileageMax} BETWEEN 0 AND 1000000) AND (${table.mileageMin} IS NULL OR ${table.mileageMax} IS NULL OR ${table.mileageMin} <= ${table.mileageMax})`),
		check('subscriptions_prices', sql`(${table.priceMin} IS NULL OR ${table.priceMin} >= 0) AND (${table.priceMax} IS NULL OR ${table.priceMax} >= 0) AND (${table.priceMin} IS NULL OR ${table.priceMax} IS NULL OR ${table.priceMin} <= ${table.priceMax})`),
		check('subscriptions_keywords', sql`cardinality(${table.keywordsRequired}) <= 10 AND cardinality(${table.keywordsExcluded}) <= 10`),
		check(
			'subscriptions_quiet_hours',
			sql`(${table.quietFrom} IS NULL) = (${table.quietUntil} IS NULL) AND (${table.quietFrom} IS NULL OR (${table.quietFrom} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${table.quietUntil} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${table.quietFrom} <> ${table.quietUntil})) AND (${table.quietBypassPercent} IS NULL OR ${table.quietBypassPercent} BETWEEN 1 AND 90)`,
		),
		check('subscriptions_price_positive', sql`${table.price} > 0`),
		check('subscriptions_counts', sql`${table.listingsFound} >= 0`),
		check(
			'subscriptions_pending_reservation',
			sql`${table.status} <> 'pending_payment' OR ${table.reservedUntil} IS NOT NULL`,
		),
	],
)

/**
 * A signed-in user's unfinished alert wizard: the step reached and the raw form values, so the
 * wizard resumes where they left it on any device, with or without JavaScript.
 */
export const alertDrafts = pgTable('alert_drafts', {
	userId: uuid('user_id')
		.primaryKey()
		.references(() => users.id, { onDelete: 'cascade' }),
	data: jsonb('data').notNull(),
	updatedAt: updatedAt(),
})

/** A cache of the user's Stripe cards, so pages render without a Stripe round trip. */
export const paymentMethods = pgTable(
	'payment_methods',
	{
		id: text('id').primaryKey(),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		brand: text('brand').notNull(),
		last4: text('last4').notNull(),
		expMonth: integer('exp_month').notNull(),
		expYear: integer('exp_year').notNull(),
		isDefault: boolean('is_default').notNull().default(false),
		createdAt: createdAt(),
	},
	(table) => [
		index('payment_methods_user_id_idx').on(table.userId),
		uniqueIndex('payment_methods_one_default').on(table.userId).where(sql`${table.isDefault}`),
		check('payment_methods_brand', oneOf('brand', paymentMethodBrands)),
		check('payment_methods_last4', sql`${table.last4} ~ '^[0-9]{4}$'`),
		check('payment_methods_expiry', sql`${table.expMonth} BETWEEN 1 AND 12 AND ${table.expYear} BETWEEN 2000 AND 2200`),
	],
)

export const waitlistEntries = pgTable(
	'waitlist_entries',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		firstName: text('first_name').notNull(),
		lastName: text('last_name').notNull(),
		email: text('email').notNull(),
		language: text('language').notNull().default('en'),
		/** Set when a slot freed and this entry was invited; the slot is held until inviteExpiresAt. */
		invitedAt: timestamp('invited_at', { withTimezone: true }),
		inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
		inviteTokenHash: text('invite_token_hash'),
		/** Set when the address was confirmed through the e-mailed link; until then no place, no invitation. */
		confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
		confirmTokenHash: text('confirm_token_hash'),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('waitlist_entries_email_unique').on(table.email),
		index('waitlist_entries_created_at_idx').on(table.createdAt),
		uniqueIndex('waitlist_entries_invite_token_unique').on(table.inviteTokenHash),
		uniqueIndex('waitlist_entries_confirm_token_unique').on(table.confirmTokenHash),
		check('waitlist_entries_email_lowercase', sql`${table.email} = lower(${table.email})`),
		check('waitlist_entries_names', sql`length(${table.firstName}) >= 2 AND length(${table.lastName}) >= 2`),
		check('waitlist_entries_language', oneOf('language', languages)),
		check('waitlist_entries_invite', sql`(${table.invitedAt} IS NULL) = (${table.inviteExpiresAt} IS NULL)`),
	],
)

/** The Telegram chat a user linked through the bot's deep link (`/start <token>`). */
export const telegramLinks = pgTable(
	'telegram_links',
	{
		userId: uuid('user_id')
			.primaryKey()
			.references(() => users.id, { onDelete: 'cascade' }),
		linkTokenHash: text('link_token_hash'),
		/**
		 * No longer read or written: start tokens are spent on use instead. Dropped by a later
		 * migration, once no machine of the release before 0019 reads it (a rolling deploy runs both).
		 */
		linkTokenExpiresAt: timestamp('link_token_expires_at', { withTimezone: true }),
		/** Moves on each time the start token is spent (core/telegram/links.ts). */
		linkGeneration: integer('link_generation').notNull().default(0),
		chatId: bigint('chat_id', { mode: 'number' }),
		telegramUsername: text('telegram_username'),
		linkedAt: timestamp('linked_at', { withTimezone: true }),
		/** Set when Telegram answered 403: the user blocked the bot. */
		blockedAt: timestamp('blocked_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('telegram_links_chat_id_unique').on(table.chatId),
		uniqueIndex('telegram_links_token_unique').on(table.linkTokenHash),
		check('telegram_links_linked', sql`(${table.chatId} IS NULL) = (${table.linkedAt} IS NULL)`),
	],
)

/**
 * One site search that alerts share (docs/decisions/008): a brand on a site, or on Facebook the
 * Marketplace search a buyer pasted. The crawler keeps it current at its own rhythm, faster than
 * its fastest alert and fast enough that a crawl normally needs one page; a feed no running alert
 * watches is not crawled, and after such a pause its next crawl takes a new baseline.
 */
export const feeds = pgTable(
	'feeds',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		siteId: text('site_id').notNull(),
		/** The brand's catalogue slug, `*` for the whole site (core/sites.ts `siteWideScope`), or on Facebook the buyer's Marketplace URL. */
		scope: text('scope').notNull(),
		/**
		 * The period the site's crawl plan wants for the feed (docs/decisions/049-site-wide-feeds.md):
		 * set while the plan holds it, so a feed the plan has just opened is crawled (and takes its
		 * baseline) before its alerts move to it. Null: not in the plan; read while alerts read it.
		 */
		plannedPeriodSeconds: integer('planned_period_seconds'),
		/** When the feed last took its baseline: an alert moves to it only from a delivery after this. */
		baselineAt: timestamp('baseline_at', { withTimezone: true }),
		/** Null: as soon as possible (a new feed). */
		nextCrawlAt: timestamp('next_crawl_at', { withTimezone: true }),
		/** While a worker crawls it: no other worker claims it before this time. */
		leaseUntil: timestamp('lease_until', { withTimezone: true }),
		/** The rhythm the last crawl chose (adaptive, within bounds). */
		intervalSeconds: integer('interval_seconds').notNull().default(60),
		/** New listings an hour, as observed (a moving average); null before two crawls. */
		arrivalsPerHour: doublePrecision('arrivals_per_hour'),
		/** Listings on a full result page, as observed. */
		pageSize: integer('page_size'),
		/** The next crawl records what is listed without announcing it (a new feed, or one idle for a while). */
		baselineNeeded: boolean('baseline_needed').notNull().default(true),
		/** Set while no running alert watches the feed. */
		idleSince: timestamp('idle_since', { withTimezone: true }),
		lastCrawlAt: timestamp('last_crawl_at', { withTimezone: true }),
		lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
		crawls: integer('crawls').notNull().default(0),
		pagesFetched: integer('pages_fetched').notNull().default(0),
		/** Crawls that hit the page cap before reaching a known listing: cars may have been missed. */
		gaps: integer('gaps').notNull().default(0),
		lastGapAt: timestamp('last_gap_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('feeds_site_scope_unique').on(table.siteId, table.scope),
		index('feeds_next_crawl_idx').on(table.nextCrawlAt),
		check('feeds_interval', sql`${table.intervalSeconds} > 0`),
	],
)

/**
 * The price watch of a site-wide feed (docs/decisions/051-price-watch-and-cold-start.md): each
 * brand it serves has its first page read again every `period_seconds`, for new prices of cars the
 * feed knows. Kept by the crawl plan; `watched_at` is when the brand was last read.
 */
export const feedPriceWatch = pgTable(
	'feed_price_watch',
	{
		feedId: uuid('feed_id')
			.notNull()
			.references(() => feeds.id, { onDelete: 'cascade' }),
		brand: text('brand').notNull(),
		periodSeconds: integer('period_seconds').notNull(),
		watchedAt: timestamp('watched_at', { withTimezone: true }).notNull(),
	},
	(table) => [primaryKey({ columns: [table.feedId, table.brand] }), check('feed_price_watch_period', sql`${table.periodSeconds} > 0`)],
)

/**
 * One alert on one site: the feed it reads there, how far it has read (`cursor`, the last feed
 * event it was matched against) and when its next delivery is due. A row exists only while the
 * alert runs (checks.dispatch adds and removes them); a new row, or criteria changed since
 * `queryKey`, takes a new baseline: the cursor moves to the feed's newest event without sending.
 */
export const alertSites = pgTable(
	'alert_sites',
	{
		subscriptionId: uuid('subscription_id')
			.notNull()
			.references(() => subscriptions.id, { onDelete: 'cascade' }),
		siteId: text('site_id').notNull(),
		feedId: uuid('feed_id')
			.notNull()
			.references(() => feeds.id, { onDelete: 'cascade' }),
		/** The criteria the baseline was taken for (worker/lib/feeds/delivery.ts `baselineKey`); null: none yet. */
		queryKey: text('query_key'),
		cursor: bigint('cursor', { mode: 'number' }),
		baselineAt: timestamp('baseline_at', { withTimezone: true }),
		lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
		/** Null: at the feed's next crawl. */
		nextDeliveryAt: timestamp('next_delivery_at', { withTimezone: true }),
	},
	(table) => [
		primaryKey({ columns: [table.subscriptionId, table.siteId] }),
		index('alert_sites_feed_idx').on(table.feedId),
	],
)

/**
 * Where an alert's market rollup stands (docs/decisions/038-market-chart.md): the criteria it is
 * counted under (worker/lib/feeds/delivery.ts `marketKey`) and since when. Written by delivery at
 * the alert's first delivery; an edit of the criteria restarts it (its days are deleted).
 */
export const alertMarkets = pgTable('alert_markets', {
	subscriptionId: uuid('subscription_id')
		.primaryKey()
		.references(() => subscriptions.id, { onDelete: 'cascade' }),
	criteriaKey: text('criteria_key').notNull(),
	since: timestamp('since', { withTimezone: true }).notNull(),
})

/**
 * An alert's day (UTC) in its market rollup: the cars new to its feeds that it matched that day,
 * and the euro prices of those that had one, for the medians the alert card draws. Added to in
 * the delivery's transaction; days older than the card's 30 are swept.
 */
export const alertMarketDays = pgTable(
	'alert_market_days',
	{
		subscriptionId: uuid('subscription_id')
			.notNull()
			.references(() => subscriptions.id, { onDelete: 'cascade' }),
		day: date('day', { mode: 'string' }).notNull(),
		cars: integer('cars').notNull(),
		prices: integer('prices').array().notNull().default(sql`'{}'::integer[]`),
		/** The median of `prices`, kept with them; null while the day has none. */
		medianPrice: doublePrecision('median_price'),
	},
	(table) => [
		primaryKey({ columns: [table.subscriptionId, table.day] }),
		index('alert_market_days_day_idx').on(table.day),
		check('alert_market_days_counts', sql`${table.cars} >= cardinality(${table.prices})`),
	],
)

/** How each site answers lately: after repeated block pages or errors it is marked degraded. */
export const siteStatus = pgTable(
	'site_status',
	{
		siteId: text('site_id').primaryKey(),
		consecutiveFailures: integer('consecutive_failures').notNull().default(0),
		degradedSince: timestamp('degraded_since', { withTimezone: true }),
		lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
		lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
		lastError: text('last_error'),
		/** Since when due feeds of the site wait for its request budget (feeds served by need); null: it keeps up. */
		budgetShortSince: timestamp('budget_short_since', { withTimezone: true }),
		/** Feeds that were due and waited for the budget at the last dispatch. */
		feedsWaiting: integer('feeds_waiting').notNull().default(0),
		/**
		 * The circuit breaker (worker/lib/feeds/breaker.ts): the wait after the last block, 0 while
		 * the site answers. Doubles with each block in a row, up to an hour.
		 */
		backoffSeconds: integer('backoff_seconds').notNull().default(0),
		/** No feed of the site is crawled before this (open); after it, one probe goes (half-open). */
		blockedUntil: timestamp('blocked_until', { withTimezone: true }),
		/** The half-open probe is out until this: no second one meanwhile, fleet-wide. */
		probeUntil: timestamp('probe_until', { withTimezone: true }),
		/** The bot defence that answered the last block, when known (Akamai, CloudFront…). */
		lastBlockEdge: text('last_block_edge'),
		/**
		 * The site's crawl plan as the last sync made it (core/models/crawl-plans.ts `StoredPlan`):
		 * what its adapter can do, its budget, its feeds and their requests a minute. The web server
		 * reads it to refuse a frequency the site cannot serve, and the operator's pages show it.
		 */
		plan: jsonb('plan'),
	},
	(table) => [
		check('site_status_failures', sql`${table.consecutiveFailures} >= 0`),
		check('site_status_backoff', sql`${table.backoffSeconds} >= 0`),
	],
)

/**
 * Each page fetch's outcome per site for the last day: the operator's block rate (blocks ÷
 * fetches over an hour and a day). Older rows are swept with the feeds' events.
 */
export const siteFetches = pgTable(
	'site_fetches',
	{
		id: bigserial('id', { mode: 'number' }).primaryKey(),
		siteId: text('site_id').notNull(),
		at: timestamp('at', { withTimezone: true }).notNull(),
		blocked: boolean('blocked').notNull(),
	},
	(table) => [index('site_fetches_site_at_idx').on(table.siteId, table.at)],
)

/**
 * The whole fleet's request budget per site host: the next moment a request may start. A worker
 * takes a slot with one atomic statement (core/models/host-budget.ts), so N workers together
 * send no more than one process would.
 */
export const hostBudgets = pgTable('host_budgets', {
	host: text('host').primaryKey(),
	nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull(),
})

/** Every listing the crawler has seen, once per site: when it was first seen, and as it is now. */
export const listings = pgTable(
	'listings',
	{
		siteId: text('site_id').notNull(),
		listingId: text('listing_id').notNull(),
		url: text('url').notNull(),
		title: text('title').notNull(),
		/** The model as the site's data names it, when it does. */
		model: text('model'),
		/**
		 * The catalogue brand (its slug) the listing is a car of, as its data or title says
		 * (core/matching.ts `brandOfListing`); null when neither names one. A site-wide feed matches
		 * alerts by it (docs/decisions/049-site-wide-feeds.md).
		 */
		brand: text('brand'),
		/** In whole units of `currency`, as the site shows it. */
		price: integer('price'),
		currency: text('currency'),
		/** `price` in euros at the reference rate of the day it was seen; null when it cannot be converted. */
		priceEur: integer('price_eur'),
		km: integer('km'),
		year: integer('year'),
		fuel: text('fuel').$type<FuelType>(),
		location: text('location'),
		imageUrl: text('image_url'),
		seller: text('seller').$type<ListingSeller>(),
		/** The gearbox, when the site states it. */
		gearbox: text('gearbox').$type<Gearbox>(),
		/** When the site says the listing went online, where it says so (worker/sites: `publishedAt`); null elsewhere. */
		publishedAt: timestamp('published_at', { withTimezone: true }),
		firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
		lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
		/** The vehicle identification number, when the site shows a whole one (core/market/same-car.ts). */
		vin: text('vin'),
	},
	(table) => [
		primaryKey({ columns: [table.siteId, table.listingId] }),
		// The same car on another site or listed again (core/models/same-car.ts): by VIN, else by year and kilometres.
		index('listings_vin_idx')
			.on(table.vin)
			.where(sql`${table.vin} IS NOT NULL`),
		index('listings_year_km_idx').on(table.year, table.km),
		check('listings_url', sql`${table.url} ~ '^https?://'`),
		check('listings_numbers', sql`(${table.price} IS NULL OR ${table.price} >= 0) AND (${table.km} IS NULL OR ${table.km} >= 0)`),
		// The operator's listings per hour per site (core/models/site-breaker.ts).
		index('listings_site_first_seen_idx').on(table.siteId, table.firstSeenAt),
	],
)

/** A listing's prices over time: one row when it is first seen and one for every change. */
export const listingPrices = pgTable(
	'listing_prices',
	{
		siteId: text('site_id').notNull(),
		listingId: text('listing_id').notNull(),
		price: integer('price'),
		currency: text('currency'),
		priceEur: integer('price_eur'),
		seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.siteId, table.listingId, table.seenAt] }),
		foreignKey({ columns: [table.siteId, table.listingId], foreignColumns: [listings.siteId, listings.listingId] }).onDelete('cascade'),
	],
)

/**
 * The listings a buyer set aside for one alert ("Not this car" under a listing message): no more
 * messages about them for that alert, price drops included (docs/decisions/040-listing-buttons.md).
 * No foreign key to `listings`: a listing swept and seen again is still the car they set aside.
 */
export const alertHiddenListings = pgTable(
	'alert_hidden_listings',
	{
		subscriptionId: uuid('subscription_id')
			.notNull()
			.references(() => subscriptions.id, { onDelete: 'cascade' }),
		siteId: text('site_id').notNull(),
		listingId: text('listing_id').notNull(),
		createdAt: createdAt(),
	},
	(table) => [primaryKey({ columns: [table.subscriptionId, table.siteId, table.listingId] })],
)

/** The listings a feed has shown, with the price it last showed: what its crawls already know. */
export const feedListings = pgTable(
	'feed_listings',
	{
		feedId: uuid('feed_id')
			.notNull()
			.references(() => feeds.id, { onDelete: 'cascade' }),
		siteId: text('site_id').notNull(),
		listingId: text('listing_id').notNull(),
		price: integer('price'),
		firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
		lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.feedId, table.listingId] }),
		foreignKey({ columns: [table.siteId, table.listingId], foreignColumns: [listings.siteId, listings.listingId] }).onDelete('cascade'),
	],
)

/**
 * What each crawl found, in order: a listing new to the feed, or a new price of one it knew.
 * Alerts read their feeds' events after their cursor; `seq` grows in commit order within a feed
 * because a crawl writes its events while holding the feed's row lock.
 */
export const feedEvents = pgTable(
	'feed_events',
	{
		seq: bigserial('seq', { mode: 'number' }).primaryKey(),
		feedId: uuid('feed_id')
			.notNull()
			.references(() => feeds.id, { onDelete: 'cascade' }),
		siteId: text('site_id').notNull(),
		listingId: text('listing_id').notNull(),
		kind: text('kind').notNull(),
		price: integer('price'),
		priceEur: integer('price_eur'),
		previousPrice: integer('previous_price'),
		previousPriceEur: integer('previous_price_eur'),
		at: timestamp('at', { withTimezone: true }).notNull(),
	},
	(table) => [
		index('feed_events_feed_seq_idx').on(table.feedId, table.seq),
		index('feed_events_at_idx').on(table.at),
		foreignKey({ columns: [table.siteId, table.listingId], foreignColumns: [listings.siteId, listings.listingId] }).onDelete('cascade'),
		check('feed_events_kind', oneOf('kind', feedEventKinds)),
	],
)

/**
 * The listings each alert was sent (a new listing or a price drop), at the price it was told:
 * the same car on another site, or listed again, is not sent twice, and is a price drop only
 * below that price (docs/decisions/039-one-car-one-message.md).
 */
export const sentListings = pgTable(
	'sent_listings',
	{
		subscriptionId: uuid('subscription_id')
			.notNull()
			.references(() => subscriptions.id, { onDelete: 'cascade' }),
		siteId: text('site_id').notNull(),
		listingId: text('listing_id').notNull(),
		price: integer('price'),
		currency: text('currency'),
		priceEur: integer('price_eur'),
		sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.subscriptionId, table.siteId, table.listingId] }),
		foreignKey({ columns: [table.siteId, table.listingId], foreignColumns: [listings.siteId, listings.listingId] }).onDelete('cascade'),
	],
)

/**
 * Euro reference rates (units of `currency` per euro), refreshed daily from the ECB by the
 * `rates.refresh` job; a dated snapshot shipped with the code seeds it (core/currency).
 */
export const exchangeRates = pgTable(
	'exchange_rates',
	{
		currency: text('currency').primaryKey(),
		perEur: doublePrecision('per_eur').notNull(),
		rateDate: date('rate_date').notNull(),
		updatedAt: updatedAt(),
	},
	(table) => [check('exchange_rates_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`), check('exchange_rates_positive', sql`${table.perEur} > 0`)],
)

/**
 * Telegram messages, written before they are sent so that a crash never loses one.
 * `dedupeKey` makes each (alert, listing, kind[, price]) message exist once.
 */
export const notificationOutbox = pgTable(
	'notification_outbox',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
			onDelete: 'cascade',
		}),
		userId: uuid('user_id')
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		kind: text('kind').notNull(),
		dedupeKey: text('dedupe_key').notNull(),
		language: text('language').notNull(),
		payload: jsonb('payload').notNull(),
		status: text('status').notNull().default('pending'),
		attempts: integer('attempts').notNull().default(0),
		nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
		lastError: text('last_error'),
		telegramMessageId: bigint('telegram_message_id', { mode: 'number' }),
		sentAt: timestamp('sent_at', { withTimezone: true }),
		/**
		 * A listing message: when a crawl saw what it reports (the car new to the feed, or its new
		 * price). `sentAt - seenAt` is the delay the buyer waited (core/models/delivery-speed.ts).
		 */
		seenAt: timestamp('seen_at', { withTimezone: true }),
		/** A `held` row: when its alert's quiet hours end and its digest is due (docs/decisions/041-quiet-hours.md). */
		heldUntil: timestamp('held_until', { withTimezone: true }),
		/** A `held` row: the digest message that carries it, once the digest is made; it is sent or failed with it. */
		digestId: uuid('digest_id'),
		createdAt: createdAt(),
	},
	(table) => [
		uniqueIndex('notification_outbox_dedupe').on(table.userId, table.dedupeKey),
		index('notification_outbox_held_idx')
			.on(table.heldUntil)
			.where(sql`${table.status} = 'held' AND ${table.digestId} IS NULL`),
		index('notification_outbox_digest_idx')
			.on(table.digestId)
			.where(sql`${table.digestId} IS NOT NULL`),
		check('notification_outbox_held', sql`${table.status} <> 'held' OR ${table.heldUntil} IS NOT NULL`),
		index('notification_outbox_due_idx')
			.on(table.nextAttemptAt)
			.where(sql`${table.status} = 'pending'`),
		check('notification_outbox_kind', oneOf('kind', notificationKinds)),
		check('notification_outbox_status', oneOf('status', outboxStatuses)),
		check('notification_outbox_language', oneOf('language', languages)),
		check('notification_outbox_sent', sql`(${table.status} = 'sent') = (${table.sentAt} IS NOT NULL)`),
		// The cards' counts and delays read an alert's rows (core/models/account.ts, delivery-speed.ts).
		index('notification_outbox_subscription_sent_idx').on(table.subscriptionId, table.sentAt),
	],
)

/** Outgoing e-mail. With SMTP_URL the worker delivers it; without, the dev outbox page shows it. */
export const mailOutbox = pgTable(
	'mail_outbox',
	{
		id: uuid('id').primaryKey().defaultRandom(),
		to: text('to').notNull(),
		subject: text('subject').notNull(),
		text: text('text').notNull(),
		html: text('html'),
		status: text('status').notNull().default('pending'),
		attempts: integer('attempts').notNull().default(0),
		lastError: text('last_error'),
		sentAt: timestamp('sent_at', { withTimezone: true }),
		createdAt: createdAt(),
	},
	(table) => [
		index('mail_outbox_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
		check('mail_outbox_status', oneOf('status', mailStatuses)),
		check('mail_outbox_to', sql`position('@' in ${table.to}) > 1`),
	],
)

/** Stripe webhook events already applied, so a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
	id: text('id').primaryKey(),
	type: text('type').notNull(),
	receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
	processedAt: timestamp('processed_at', { withTimezone: true }),
})

/** One row per worker process: the last time it ran the heartbeat job. Read by /healthz. */
export const workerHeartbeats = pgTable(
	'worker_heartbeats',
	{
		workerId: text('worker_id').primaryKey(),
		hostname: text('hostname').notNull(),
		runtime: text('runtime').notNull(),
		startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
		lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull(),
	},
	(table) => [
		check('worker_heartbeats_runtime', oneOf('runtime', ['node', 'deno'])),
		index('worker_heartbeats_last_beat_idx').on(table.lastBeatAt),
	],
)

/**
 * Sign-in failures of one account from one client address. Keyed on the pair so a stranger's
 * wrong passwords slow down only the stranger, never the owner on another address. The row is
 * claimed and counted in one statement before the password is checked (core/auth/login.ts).
 */
export const loginThrottles = pgTable(
	'login_throttles',
	{
		email: text('email').notNull(),
		client: text('client').notNull(),
		failures: integer('failures').notNull().default(0),
		lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
		/** No try is granted to this pair before this time (null: free tries left). */
		blockedUntil: timestamp('blocked_until', { withTimezone: true }),
		/** Whether the latest claim was granted a try (RETURNING cannot show the row before its update). */
		granted: boolean('granted').notNull().default(true),
	},
	(table) => [
		primaryKey({ columns: [table.email, table.client] }),
		index('login_throttles_last_failure_idx').on(table.lastFailureAt),
		check('login_throttles_failures', sql`${table.failures} >= 0`),
	],
)

/**
 * Fixed-window counters for actions limited per client address or per account (sign-ups,
 * codes sent): one row per action, key and window, incremented and read in one statement.
 */
export const rateCounters = pgTable(
	'rate_counters',
	{
		action: text('action').notNull(),
		key: text('key').notNull(),
		windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
		count: integer('count').notNull().default(0),
	},
	(table) => [
		primaryKey({ columns: [table.action, table.key, table.windowStart] }),
		index('rate_counters_window_idx').on(table.windowStart),
	],
)

/** The brand and model catalogue, seeded from core/catalogue/data.ts with the migrations. */
export const catalogueBrands = pgTable(
	'catalogue_brands',
	{
		slug: text('slug').primaryKey(),
		name: text('name').notNull(),
	},
	(table) => [check('catalogue_brands_slug', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
)

export const catalogueModels = pgTable(
	'catalogue_models',
	{
		brandSlug: text('brand_slug')
			.notNull()
			.references(() => catalogueBrands.slug, { onDelete: 'cascade' }),
		slug: text('slug').notNull(),
		name: text('name').notNull(),
		position: integer('position').notNull(),
	},
	(table) => [
		primaryKey({ columns: [table.brandSlug, table.slug] }),
		check('catalogue_models_name', sql`length(${table.name}) > 0`),
	],
)
