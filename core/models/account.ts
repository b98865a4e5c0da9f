import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import { verifyLogin } from '../auth/login.ts'
import { hashPassword } from '../auth/passwords.ts'
import { sendVerificationCode } from '../auth/verification.ts'
import { peekRateLimit } from '../limits.ts'
import { alertNames, allModels, catalogueNames } from '../catalogue/queries.ts'
import { type Config } from '../config.ts'
import { type Database } from '../db/client.ts'
import { notificationOutbox, paymentMethods, subscriptions, users } from '../db/schema.ts'
import { type PaymentMethodBrand, type SubscriptionStatus, type UpdateFrequency } from '../enums.ts'
import { type z } from 'zod'
import { type updateProfileSchema } from '../schemas/auth.ts'
import { telegramConnection } from '../telegram/links.ts'
import { type CancelOutcome, cancelOutcome, isKeepable, isRunning, pendingChangeOf } from '../lifecycle.ts'
import { currentTimeZone } from '../quiet-hours.ts'
import { type Alert } from './alerts.ts'
import { type AlertDelay, alertDelays, readingOf, type SiteReading, siteReadings, type SiteState } from './delivery-speed.ts'
import { type AlertFilters, filtersOf } from '../schemas/alert.ts'
import { type PublicUser, publicUser } from './users.ts'

type UpdateProfileInput = z.infer<typeof updateProfileSchema>

/** One alert card of the alerts tab (not ended). Times are ISO 8601 strings. */
export type AccountAlert = AlertFilters & {
	id: string
	/** Stored catalogue slugs, and their display names; `modelName` is null for every model of the brand. */
	brand: string
	model: string
	brandName: string
	modelName: string | null
	websitesSelected: string[]
	updateFrequency: UpdateFrequency
	status: SubscriptionStatus
	/** Crawled for and delivered to now (isRunning): the card shows its checks as running. */
	running: boolean
	/** Monthly price in US cents. */
	price: number
	/** The price of a change waiting for the next paid period, or null when none waits. */
	pendingPrice: number | null
	currentPeriodEnd: string | null
	lastCheckedAt: string | null
	/** When the worker next delivers to it (its feeds are crawled at least as often); null for an alert not yet delivered to or not running. */
	nextCheckAt: string | null
	listingsFound: number
	/**
	 * Listing and price-drop messages delivered to the user's Telegram chat for this alert (in
	 * development without a bot: to the stand-in chat of /dev/notifications, under the same rule).
	 */
	alertsSent: number
	/** Listing and price-drop messages of this alert still waiting to be delivered (no chat linked yet, or in flight). */
	alertsWaiting: number
	/** Quiet hours, when set (docs/decisions/041-quiet-hours.md). */
	quiet: { from: string; until: string; timeZone: string; bypassPercent: number | null } | null
	/** Sites of this alert that the worker cannot read at the moment (core/sites ids). */
	degradedSites: string[]
	/** Each site of the alert as the worker reads it now (core/models/delivery-speed.ts). */
	sites: Array<{ siteId: string; state: SiteState; lastSuccessAt: string | null }>
	/** From a new car's crawl to Telegram over the last 7 days; null when no message was sent in them. */
	delay: AlertDelay | null
	/** What cancelling would do now (cancelOutcome). */
	cancelOutcome: CancelOutcome
	/** Cancelled while its paid period runs: "Keep my alert" can undo it (isKeepable). */
	keepable: boolean
	/** Models muted from a Telegram message, with their names (an alert on every model of its brand). */
	mutedModels: MutedModel[]
}

export type MutedModel = { slug: string; name: string }

/** An alert's muted models by name, as the card and the edit form list them (docs/decisions/040-listing-buttons.md). */
export function mutedModelsOf(names: Map<string, string>, alert: Pick<Alert, 'brand' | 'model' | 'mutedModels'>): MutedModel[] {
	if (alert.model !== allModels) return []
	return alert.mutedModels.map((slug) => ({ slug, name: names.get(`${alert.brand}/${slug}`) ?? slug }))
}

export type AccountCard = {
	id: string
	brand: PaymentMethodBrand
	last4: string
	expMonth: number
	expYear: number
	isDefault: boolean
}

export type AccountOverview = {
	/** Alerts that are not ended: what the sidebar counts and the alerts tab lists. */
	alerts: AccountAlert[]
	cards: AccountCard[]
	/** The user's Telegram chat: linked only when the bot really has it (docs/product/decisions.md). */
	telegram: { linked: boolean; blocked: boolean; username: string | null }
}

function accountAlert(
	alert: Alert,
	names: Map<string, string>,
	facts: { sent: Map<string, number>; waiting: Map<string, number>; delays: Map<string, AlertDelay>; readings: Map<string, SiteReading> },
	now: Date,
): AccountAlert {
	const running = isRunning(alert, now)
	return {
		id: alert.id,
		brand: alert.brand,
		model: alert.model,
		...alertNames(names, alert),
		...filtersOf(alert),
		websitesSelected: alert.websitesSelected,
		updateFrequency: alert.updateFrequency,
		status: alert.status,
		running,
		price: alert.price,
		pendingPrice: pendingChangeOf(alert)?.price ?? null,
		currentPeriodEnd: alert.currentPeriodEnd?.toISOString() ?? null,
		lastCheckedAt: alert.lastCheckedAt?.toISOString() ?? null,
		nextCheckAt: running ? (alert.nextCheckAt?.toISOString() ?? null) : null,
		listingsFound: alert.listingsFound,
		alertsSent: facts.sent.get(alert.id) ?? 0,
		alertsWaiting: facts.waiting.get(alert.id) ?? 0,
		quiet: alert.quietFrom && alert.quietUntil ? { from: alert.quietFrom, until: alert.quietUntil, timeZone: currentTimeZone(alert.timeZone), bypassPercent: alert.quietBypassPercent } : null,
		degradedSites: alert.websitesSelected.filter((site) => readingOf(facts.readings, site).state === 'down'),
		sites: alert.websitesSelected.map((siteId) => {
			const reading = readingOf(facts.readings, siteId)
			return { siteId, state: reading.state, lastSuccessAt: reading.lastSuccessAt?.toISOString() ?? null }
		}),
		delay: facts.delays.get(alert.id) ?? null,
		cancelOutcome: cancelOutcome(alert, now),
		keepable: isKeepable(alert, now),
		mutedModels: mutedModelsOf(names, alert),
	}
}

/** The sidebar's facts and the two tabs' rows for one user. */
export async function accountOverview(db: Database, userId: string, now = new Date()): Promise<AccountOverview> {
	const [alerts, cards, telegram] = await Promise.all([
		db
			.select()
			.from(subscriptions)
			.where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'ended')))
			.orderBy(asc(subscriptions.createdAt), asc(subscriptions.id)),
		db
			.select({
				id: paymentMethods.id,
				brand: paymentMethods.brand,
				last4: paymentMethods.last4,
				expMonth: paymentMethods.expMonth,
				expYear: paymentMethods.expYear,
				isDefault: paymentMethods.isDefault,
			})
			.from(paymentMethods)
			.where(eq(paymentMethods.userId, userId))
			.orderBy(sql`${paymentMethods.isDefault} desc`, asc(paymentMethods.createdAt)),
		telegramConnection(db, userId),
	])
	const [names, messages, readings, delays] = await Promise.all([
		catalogueNames(db, alerts),
		alerts.length === 0
			? []
			: db
					.select({ subscriptionId: notificationOutbox.subscriptionId, status: notificationOutbox.status, value: count() })
					.from(notificationOutbox)
					.where(
						and(
							inArray(
								notificationOutbox.subscriptionId,
								alerts.map((alert) => alert.id),
							),
							// Held: waiting for the end of the alert's quiet hours (docs/decisions/041-quiet-hours.md).
							inArray(notificationOutbox.status, ['sent', 'pending', 'held']),
							inArray(notificationOutbox.kind, ['new_listing', 'price_drop']),
						),
					)
					.groupBy(notificationOutbox.subscriptionId, notificationOutbox.status),
		siteReadings(db),
		// One query for every card (docs/decisions/042).
		alertDelays(
			db,
			alerts.map((alert) => alert.id),
			now,
		),
	])
	const countsOf = (status: string) =>
		new Map(messages.filter((row) => row.status === status).map((row) => [row.subscriptionId ?? '', row.value]))
	const held = countsOf('held')
	const waiting = countsOf('pending')
	for (const [id, value] of held) waiting.set(id, (waiting.get(id) ?? 0) + value)
	const facts = { sent: countsOf('sent'), waiting, delays, readings }
	return {
		alerts: alerts.map((alert) => accountAlert(alert, names, facts, now)),
		cards: cards.map((card) => ({ ...card, brand: card.brand as PaymentMethodBrand })),
		telegram: telegram.linked
			? { linked: true, blocked: telegram.blocked, username: telegram.username }
			: { linked: false, blocked: false, username: null },
	}
}

/** The sidebar counts alone (alerts not ended, saved cards). */
export async function accountCounts(db: Database, userId: string) {
	const [[alerts], [cards]] = await Promise.all([
		db
			.select({ value: count() })
			.from(subscriptions)
			.where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'ended'))),
		db.select({ value: count() }).from(paymentMethods).where(eq(paymentMethods.userId, userId)),
	])
	return { alerts: alerts?.value ?? 0, cards: cards?.value ?? 0 }
}

/** The spec's display name: firstName, falling back to username. */
export function displayName(user: { firstName: string; username: string }): string {
	return user.firstName.trim() || user.username
}

/** The whole name, as the account's card shows it ("Ana Novak"), falling back to the username. */
export function fullName(user: { firstName: string; lastName: string; username: string }): string {
	return `${user.firstName.trim()} ${user.lastName.trim()}`.trim() || user.username
}

/** Error keys of the `auth` namespace, per field. */
export type ProfileFieldErrors = Partial<
	Record<'username' | 'email', 'errors.usernameTaken' | 'errors.emailTaken' | 'errors.tooManyCodesLater'>
>

/** The user as the profile endpoint answers it: what any client may see, and the profile's own facts. */
export type ProfileUser = PublicUser & {
	/** Set while a changed address waits for its code; `email` stays the confirmed one until then. */
	pendingEmail: string | null
	createdAt: string
}

export type UpdateProfileResult =
	| { ok: true; user: ProfileUser; emailChanged: boolean }
	| { ok: false; errors: ProfileFieldErrors }

/** The unique index PostgreSQL reported for a 23505, from a Drizzle error or its cause. */
function uniqueViolation(error: unknown): string | null {
	for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
		const pg = candidate as { code?: string; constraint?: string } | null | undefined
		if (pg?.code === '23505') return pg.constraint ?? 'unknown'
	}
	return null
}

/**
 * Changes a user's own names, username and e-mail. Names and username change at once. A new
 * e-mail goes through verification again: the account becomes unverified and a
 * code goes to the new address; `users.email` stays the old one until the code is confirmed
 * (confirmVerificationCode), so a typo never locks anyone out of their mail.
 */
export async function updateProfile(
	db: Database,
	config: Config,
	userId: string,
	input: UpdateProfileInput,
	options: { language: string },
): Promise<UpdateProfileResult> {
	const [current] = await db.select().from(users).where(eq(users.id, userId))
	if (!current) throw new Error(`no user ${userId}`)
	const email = input.email.trim().toLowerCase()
	const emailChanged = email !== current.email

	const errors: ProfileFieldErrors = {}
	const [usernameOwner] = await db
		.select({ id: users.id })
		.from(users)
		.where(and(sql`lower(${users.username}) = lower(${input.username})`, ne(users.id, userId)))
	if (usernameOwner) errors.username = 'errors.usernameTaken'
	if (emailChanged) {
		const [emailOwner] = await db
			.select({ id: users.id })
			.from(users)
			.where(and(eq(users.email, email), ne(users.id, userId)))
		if (emailOwner) errors.email = 'errors.emailTaken'
		// Refused before the account turns unverified: a change whose code cannot be sent would strand it.
		else if (!(await peekRateLimit(db, 'verifyCodeSent', userId)).ok) errors.email = 'errors.tooManyCodesLater'
	}
	if (errors.username || errors.email) return { ok: false, errors }

	let updated: typeof users.$inferSelect | undefined
	try {
		;[updated] = await db
			.update(users)
			.set({
				firstName: input.firstName,
				lastName: input.lastName,
				username: input.username,
				...(emailChanged ? { isEmailVerified: false } : {}),
				updatedAt: new Date(),
			})
			.where(eq(users.id, userId))
			.returning()
	} catch (error) {
		// Two users taking one username at the same moment: the unique index decides.
		const constraint = uniqueViolation(error)
		if (constraint === 'users_username_unique') return { ok: false, errors: { username: 'errors.usernameTaken' } }
		if (constraint === 'users_email_unique') return { ok: false, errors: { email: 'errors.emailTaken' } }
		throw error
	}
	if (!updated) throw new Error(`no user ${userId}`)

	if (emailChanged) {
		await sendVerificationCode(db, config, {
			userId,
			email,
			name: displayName(updated),
			language: options.language,
			force: true,
		})
	}
	return { ok: true, user: profileUser(updated, emailChanged ? email : null), emailChanged }
}

function profileUser(row: typeof users.$inferSelect, pendingEmail: string | null): ProfileUser {
	return { ...publicUser(row), pendingEmail, createdAt: row.createdAt.toISOString() }
}

export type ChangePasswordResult =
	| { ok: true }
	| { ok: false; reason: 'currentPassword' }
	| { ok: false; reason: 'rateLimited'; retryAfterSeconds: number }

/**
 * Replaces a user's password after checking the current one. The check is the login check, so
 * guessing the current password from a stolen session meets the same rate limit as the login
 * form. Ending the user's other sessions is the caller's job (it knows which one to keep).
 */
export async function changePassword(
	db: Database,
	userId: string,
	input: { currentPassword: string; newPassword: string; ip: string },
): Promise<ChangePasswordResult> {
	const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
	if (!user) throw new Error(`no user ${userId}`)
	const check = await verifyLogin(db, { email: user.email, password: input.currentPassword, ip: input.ip })
	if (!check.ok) {
		return check.reason === 'rate_limited'
			? { ok: false, reason: 'rateLimited', retryAfterSeconds: check.retryAfterSeconds }
			: { ok: false, reason: 'currentPassword' }
	}
	if (check.user.id !== userId) return { ok: false, reason: 'currentPassword' }
	await db
		.update(users)
		.set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() })
		.where(eq(users.id, userId))
	return { ok: true }
}
