import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm'
import { admissionLockKey, holdsSlot, occupiedSlots } from '../capacity.ts'
import { type Database, type DbOrTx, preparedPerDatabase, type Transaction } from '../db/client.ts'
import { rescheduleHeld } from '../notifications/outbox.ts'
import { alertHiddenListings, subscriptions, users, waitlistEntries } from '../db/schema.ts'
import { allModels, checkBrandAndModel } from '../catalogue/queries.ts'
import { frequencyMinutes, type Language, updateFrequencies } from '../enums.ts'
import { cancelOutcome, type ChoosableStatus, isEditable, isKeepable, pendingChangeOf, type PriceChangeChoice, withPricedCriteria } from '../lifecycle.ts'
import { priceAlert } from '../pricing.ts'
import { currentTimeZone, defaultTimeZones } from '../quiet-hours.ts'
import { type AlertCriteria, alertCriteriaSchema, pickCriteria } from '../schemas/alert.ts'
import { type FieldProblem, issueProblems } from '../schemas/messages.ts'
import { offeredSiteIds, type SiteId, siteIds, siteLabel } from '../sites.ts'
import { refusalFor } from './crawl-plans.ts'

export type Alert = typeof subscriptions.$inferSelect

/** How long a first alert holds its capacity slot while the user pays (docs/product/decisions.md). */
export const reservationMinutes = 30


const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Alert ids are uuids: anything else names no alert (and must never reach a uuid column). */
export const isAlertId = (id: string) => uuidPattern.test(id)

export function priceOf(criteria: Pick<AlertCriteria, 'websitesSelected' | 'updateFrequency'>): number {
	return priceAlert({ websiteCount: criteria.websitesSelected.length, frequency: criteria.updateFrequency }).total
}

/** The columns of the criteria; `mileageMin` is in the spec's API but never asked for (always null). */
function criteriaColumns(criteria: AlertCriteria) {
	return { ...pickCriteria(criteria), mileageMin: null }
}

/** The criteria an alert currently runs with. */
export function criteriaOf(alert: Alert): AlertCriteria {
	return pickCriteria(alert)
}

export type ParsedCriteria = { ok: true; criteria: AlertCriteria } | { ok: false; problems: FieldProblem[] }

/**
 * The JSON body of POST /api/subscriptions and PUT /api/subscriptions/{id}: alertCriteriaSchema,
 * then what only the server can check: the sites on offer here (the demo market only outside
 * production) and brand and model against the catalogue. `userId`, `price` and `mileageMin` in
 * the body are ignored. A missing notification language is the visitor's UI language.
 */
export async function parseAlertCriteria(
	db: Database,
	body: unknown,
	options: CapacityOptions & { includeDemo: boolean; config?: object; language: Language; timeZone?: string },
): Promise<ParsedCriteria> {
	if (!body || typeof body !== 'object' || Array.isArray(body)) {
		return { ok: false, problems: [{ field: '', key: 'api:errors.objectExpected' }] }
	}
	const input = body as Record<string, unknown>
	const parsed = alertCriteriaSchema.safeParse({
		...input,
		notificationLanguage: input.notificationLanguage ?? options.language,
		...(options.timeZone && (input.timeZone === undefined || input.timeZone === null) ? { timeZone: options.timeZone } : {}),
	})
	if (!parsed.success) {
		return { ok: false, problems: issueProblems(parsed.error.issues, 'api:errors.invalidValue', 'wizard:') }
	}
	const criteria = parsed.data
	const problems = await serverOnlyProblems(db, criteria, options)
	return problems.length > 0 ? { ok: false, problems } : { ok: true, criteria }
}

/**
 * The time zone a new alert of the user starts with (docs/decisions/041-quiet-hours.md): that of
 * their latest alert, since one buyer lives in one zone, else their language's.
 */
export async function usualTimeZone(db: DbOrTx, userId: string | null, language: Language): Promise<string> {
	return (await knownTimeZone(db, userId)) ?? defaultTimeZones[language]
}

/** The zone of the user's latest alert; null for a visitor or a user without one, whose zone is only a guess. */
export async function knownTimeZone(db: DbOrTx, userId: string | null): Promise<string | null> {
	if (!userId) return null
	const [latest] = await db
		.select({ timeZone: subscriptions.timeZone })
		.from(subscriptions)
		.where(eq(subscriptions.userId, userId))
		.orderBy(desc(subscriptions.createdAt))
		.limit(1)
	return latest ? currentTimeZone(latest.timeZone) : null
}

/**
 * What only the server can check, for the API, the wizard and the edit form alike: the sites are
 * on offer here, and brand and model are in the catalogue. Fields are named as the API names them.
 */
export async function serverOnlyProblems(
	db: Database,
	input: { websitesSelected?: readonly string[]; brand?: string; model?: string; updateFrequency?: string },
	options: CapacityOptions & { includeDemo: boolean; config?: object },
): Promise<FieldProblem[]> {
	const problems: FieldProblem[] = []
	const offered: readonly string[] = offeredSiteIds({ includeDemo: options.includeDemo, config: options.config })
	if (input.websitesSelected?.some((site) => !offered.includes(site))) {
		problems.push({ field: 'websitesSelected', key: 'alerts:errors.siteUnavailable' })
	}
	if (problems.length === 0) problems.push(...(await capacityProblems(db, input, options)))
	if (input.brand === undefined || input.model === undefined) return problems
	const catalogue = await checkBrandAndModel(db, input.brand, input.model)
	if (!catalogue.ok && catalogue.error === 'brandUnknown') {
		problems.push({ field: 'brand', key: 'alerts:errors.brandUnknown' })
	} else if (!catalogue.ok) {
		problems.push({ field: 'model', key: 'alerts:errors.modelNotInBrand', values: { brand: catalogue.brandName ?? input.brand } })
	}
	return problems
}

export type CapacityOptions = {
	/** Each site's requests a minute (core/site-budget.ts); without it nothing is weighed. */
	budgetPerMinute?: (siteId: SiteId) => number
	/** An edited alert: weighed without itself, and a site it already reads at this tier or faster is not weighed at all. */
	editing?: Pick<Alert, 'id' | 'brand' | 'websitesSelected' | 'updateFrequency'>
	/** The language the refusal names the site in, with its country (docs/decisions/072); English unless given. */
	language?: Language
}

/** Stands for the brand of an alert whose brand is not chosen yet: one no site serves yet. */
const brandNotChosen = ''

/**
 * A frequency a chosen site cannot serve without slowing its other alerts down is refused
 * (docs/decisions/049-site-wide-feeds.md), with the site and the fastest frequency it can take
 * now (the key's context). An edited alert is weighed without itself, so it keeps its own tier.
 */
async function capacityProblems(
	db: Database,
	input: { websitesSelected?: readonly string[]; brand?: string; updateFrequency?: string },
	options: CapacityOptions,
): Promise<FieldProblem[]> {
	const frequency = updateFrequencies.find((value) => value === input.updateFrequency)
	if (!options.budgetPerMinute || !input.websitesSelected || !frequency) return []
	const { editing } = options
	// What an alert was sold it keeps: the same brand on a site it reads, at its tier or slower.
	const kept = (site: string) =>
		editing !== undefined && editing.brand === input.brand && (editing.websitesSelected as readonly string[]).includes(site) && frequencyMinutes[editing.updateFrequency] <= frequencyMinutes[frequency]
	const sites = input.websitesSelected.filter((site): site is SiteId => (siteIds as readonly string[]).includes(site) && !kept(site))
	const refusal = await refusalFor(db, { sites, brand: input.brand ?? brandNotChosen, frequency, excludeAlertId: editing?.id }, options.budgetPerMinute, new Date())
	if (!refusal) return []
	// The site with its country, as every page names it (docs/decisions/072).
	const site = siteLabel(refusal.siteId, options.language ?? 'en')
	return [{ field: 'updateFrequency', key: refusal.fastest ? 'alerts:errors.siteBusy' : 'alerts:errors.siteFull', values: { site, ...(refusal.fastest ? { context: refusal.fastest } : {}) } }]
}

export type CreateAlertResult = { ok: true; alert: Alert; repeated?: boolean } | { ok: false; reason: 'full' }

/** Whether an alert runs with exactly these criteria (a request sent twice, not a second alert). */
function sameCriteria(alert: Alert, criteria: AlertCriteria): boolean {
	return Object.entries(criteriaColumns(criteria)).every(([column, value]) => {
		const current = alert[column as keyof Alert]
		return Array.isArray(value) ? Array.isArray(current) && value.join() === current.join() : current === value
	})
}

/**
 * Creates an alert in `pending_payment` with the price from core/pricing. A user who already
 * holds a slot may always add alerts; anyone else is admitted only while a slot is free (their
 * own waitlist invitation counts as theirs). The count and the insert share one transaction
 * under an advisory lock: 200 concurrent attempts for the last slot admit exactly one.
 */
export async function createAlert(
	db: DbOrTx,
	input: {
		userId: string
		criteria: AlertCriteria
		capacity: number
		now?: Date
		/** An identical alert the user created this recently is answered instead (`repeated`): a double-click pays once. */
		repeatWindowSeconds?: number
	},
): Promise<CreateAlertResult> {
	const now = input.now ?? new Date()
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${admissionLockKey})`)
		const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId))
		if (!user) throw new Error(`createAlert: no user ${input.userId}`)
		if (input.repeatWindowSeconds) {
			const recent = await tx
				.select()
				.from(subscriptions)
				.where(
					and(
						eq(subscriptions.userId, input.userId),
						inArray(subscriptions.status, ['pending_payment', 'active']),
						gte(subscriptions.createdAt, new Date(now.getTime() - input.repeatWindowSeconds * 1000)),
					),
				)
			const twin = recent.find((alert) => sameCriteria(alert, input.criteria))
			if (twin) return { ok: true as const, alert: twin, repeated: true }
		}
		const held = await tx
			.select({ status: subscriptions.status, reservedUntil: subscriptions.reservedUntil })
			.from(subscriptions)
			.where(and(eq(subscriptions.userId, input.userId), holdsSlot(now)))
		const subscriber = held.some((alert) => alert.status !== 'pending_payment')
		// An unpaid user's further alerts share the reservation they hold; a fresh 30 minutes each
		// time would let one user keep a slot forever without paying.
		const reservation = held.reduce<Date | null>(
			(latest, alert) => (alert.reservedUntil && (!latest || alert.reservedUntil > latest) ? alert.reservedUntil : latest),
			null,
		)
		if (held.length === 0) {
			const occupied = await occupiedSlots(tx, now, { exceptEmail: user.email })
			if (occupied >= input.capacity) return { ok: false as const, reason: 'full' as const }
		}
		// A subscriber needs no waitlist place: an invitation of theirs has been used (or would
		// otherwise hold a second slot for the same person until it expires).
		await tx.delete(waitlistEntries).where(eq(waitlistEntries.email, user.email))
		const [alert] = await tx
			.insert(subscriptions)
			.values({
				userId: input.userId,
				...criteriaColumns(input.criteria),
				price: priceOf(input.criteria),
				status: 'pending_payment',
				reservedUntil: !subscriber && reservation ? reservation : new Date(now.getTime() + reservationMinutes * 60_000),
				createdAt: now,
				updatedAt: now,
			})
			.returning()
		return { ok: true as const, alert: alert! }
	})
}

/** True when the user holds a capacity slot: they may add alerts even when the service is full. */
export async function holdsCapacitySlot(db: Database, userId: string, now = new Date()): Promise<boolean> {
	const [row] = await db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, userId), holdsSlot(now)))
		.limit(1)
	return Boolean(row)
}

/** The user's alerts, newest first; ended ones only when asked. */
export async function listAlerts(db: Database, userId: string, options: { includeEnded?: boolean } = {}): Promise<Alert[]> {
	return (options.includeEnded ? allAlertsOf : liveAlertsOf)(db).execute({ userId })
}

// Prepared: the dashboard and the API list a user's alerts on every view.
const alertsOf = (db: Database, includeEnded: boolean, name: string) =>
	db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, sql.placeholder('userId')), includeEnded ? undefined : ne(subscriptions.status, 'ended')))
		.orderBy(desc(subscriptions.createdAt), asc(subscriptions.id))
		.prepare(name)
const liveAlertsOf = preparedPerDatabase((db) => alertsOf(db, false, 'live_alerts_of_user'))
const allAlertsOf = preparedPerDatabase((db) => alertsOf(db, true, 'all_alerts_of_user'))

/**
 * One alert of this user, or null: another user's id, an unknown id and a malformed id all
 * look the same, so ids cannot be probed.
 */
export async function findAlert(db: Database, userId: string, id: string): Promise<Alert | null> {
	if (!uuidPattern.test(id)) return null
	const [alert] = await db
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
	return alert ?? null
}

/**
 * findAlert inside a transaction, holding the row until it ends: an edit and a cancel (or a
 * billing event) of the same alert run one after the other, so an edit can never bring a
 * cancelled alert back to `active`.
 */
async function lockAlert(tx: Transaction, userId: string, id: string): Promise<Alert | null> {
	if (!uuidPattern.test(id)) return null
	const [alert] = await tx
		.select()
		.from(subscriptions)
		.where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)))
		.for('update')
	return alert ?? null
}

export type UpdateAlertError = 'notFound' | 'notEditable' | 'pauseAndPriceChange' | 'pauseUnpaid'

export type UpdateAlertResult =
	| { ok: true; alert: Alert; applied: 'now' | 'nextPeriod' }
	| { ok: false; error: UpdateAlertError }

/**
 * An edit (docs/product/decisions.md, alert lifecycle; docs/decisions/053-pausing-and-price-changes.md):
 * - an alert never paid takes any change at once, and cannot be paused;
 * - a change that keeps the price applies at once, a pause with it;
 * - a change that alters the price of a paid alert applies its unpriced criteria (car, Telegram,
 *   quiet hours) at once; its websites and frequency wait in `pendingChange` for the next paid
 *   period (billing applies them). Sent with a pause, the buyer says what becomes of the price
 *   change (`priceChange`): kept waiting, or dropped (the alert keeps its websites and
 *   frequency); without that choice the update is refused and changes nothing.
 */
export async function updateAlert(
	db: Database,
	input: { userId: string; id: string; criteria: AlertCriteria; status: ChoosableStatus; priceChange?: PriceChangeChoice; now?: Date },
): Promise<UpdateAlertResult> {
	const now = input.now ?? new Date()
	return db.transaction(async (tx): Promise<UpdateAlertResult> => {
		const alert = await lockAlert(tx, input.userId, input.id)
		if (!alert) return { ok: false, error: 'notFound' }
		if (!isEditable(alert.status)) return { ok: false, error: 'notEditable' }
		const price = priceOf(input.criteria)
		if (alert.status === 'pending_payment') {
			if (input.status === 'paused') return { ok: false, error: 'pauseUnpaid' }
			const [updated] = await tx
				.update(subscriptions)
				.set({ ...criteriaColumns(input.criteria), mutedModels: keptMutes(input.criteria), price, updatedAt: now })
				.where(eq(subscriptions.id, alert.id))
				.returning()
			return { ok: true, alert: updated!, applied: 'now' }
		}
		const priceChanged = price !== alert.price
		if (input.status === 'paused' && priceChanged && !input.priceChange) return { ok: false, error: 'pauseAndPriceChange' }
		// Resuming a paused alert takes effect now even when its new price waits for the next period.
		const waits = priceChanged && (input.status === 'active' || input.priceChange === 'keep')
		const applied = priceChanged ? withPricedCriteria(input.criteria, criteriaOf(alert)) : input.criteria
		const [updated] = await tx
			.update(subscriptions)
			.set({
				...criteriaColumns(applied),
				mutedModels: keptMutes(applied),
				status: input.status,
				pendingChange: waits ? { criteria: input.criteria, price } : null,
				updatedAt: now,
			})
			.where(eq(subscriptions.id, alert.id))
			.returning()
		if (quietHoursChanged(alert, updated!)) await rescheduleHeld(tx, updated!, now)
		return { ok: true, alert: updated!, applied: waits ? 'nextPeriod' : 'now' }
	})
}

/** Whether an edit moved the quiet hours' window: the messages held under the old one are rescheduled. */
function quietHoursChanged(before: Alert, after: Pick<AlertCriteria, 'quietFrom' | 'quietUntil' | 'timeZone'>) {
	return before.quietFrom !== after.quietFrom || before.quietUntil !== after.quietUntil || before.timeZone !== after.timeZone
}

/** Applies a waiting price change: billing calls this when the next period's invoice is paid. */
export async function applyPendingChange(db: Database, alertId: string, now = new Date()): Promise<void> {
	// Locked, so an edit saved meanwhile is neither overwritten by the older change nor lost.
	await db.transaction(async (tx) => {
		const [alert] = await tx.select().from(subscriptions).where(eq(subscriptions.id, alertId)).for('update')
		const change = alert ? pendingChangeOf(alert) : null
		if (!alert || !change) return
		await tx
			.update(subscriptions)
			.set({ ...criteriaColumns(change.criteria), mutedModels: keptMutes(change.criteria), price: change.price, pendingChange: null, updatedAt: now })
			.where(eq(subscriptions.id, alertId))
		if (quietHoursChanged(alert, change.criteria)) await rescheduleHeld(tx, { id: alertId, ...change.criteria }, now)
	})
}

export type CancelAlertResult = { ok: true; alert: Alert } | { ok: false; error: 'notFound' }

/**
 * Cancelling: an alert that was never paid ends at once (its reservation frees the slot); a
 * paid, running one keeps running until the period it paid for ends (`cancelling`), then ends; a
 * paused one ends at once. Cancelling twice changes nothing.
 */
export async function cancelAlert(
	db: Database,
	input: { userId: string; id: string; now?: Date },
): Promise<CancelAlertResult> {
	const now = input.now ?? new Date()
	return db.transaction(async (tx): Promise<CancelAlertResult> => {
		const alert = await lockAlert(tx, input.userId, input.id)
		if (!alert) return { ok: false, error: 'notFound' }
		if (alert.status === 'cancelling' || alert.status === 'ended') return { ok: true, alert }
		const [updated] = await tx
			.update(subscriptions)
			.set(
				cancelOutcome(alert, now) === 'runsUntilPeriodEnd'
					? { status: 'cancelling', pendingChange: null, updatedAt: now }
					: { status: 'ended', endedAt: now, reservedUntil: null, pendingChange: null, updatedAt: now },
			)
			.where(eq(subscriptions.id, alert.id))
			.returning()
		return { ok: true, alert: updated! }
	})
}

export type KeepAlertResult = { ok: true; alert: Alert } | { ok: false; error: 'notFound' | 'notKeepable' }

/**
 * Undoes a cancellation while the paid period runs ("keep my alert"): the alert is active again
 * and renews at the end of the period (billing pushes `cancel_at_period_end: false`). An alert
 * that was past due when cancelled is active here until billing converges it to Stripe's word
 * again. Keeping twice changes nothing; an ended alert never comes back.
 */
export async function keepAlert(db: Database, input: { userId: string; id: string; now?: Date }): Promise<KeepAlertResult> {
	const now = input.now ?? new Date()
	return db.transaction(async (tx): Promise<KeepAlertResult> => {
		const alert = await lockAlert(tx, input.userId, input.id)
		if (!alert) return { ok: false, error: 'notFound' }
		if (alert.status === 'active') return { ok: true, alert }
		if (!isKeepable(alert, now)) return { ok: false, error: 'notKeepable' }
		const [updated] = await tx
			.update(subscriptions)
			.set({ status: 'active', updatedAt: now })
			.where(eq(subscriptions.id, alert.id))
			.returning()
		return { ok: true, alert: updated! }
	})
}

/**
 * The bot's /pause and /resume: every active alert of the user becomes paused, or every paused
 * one active again, in one statement (an alert cancelled meanwhile is left alone). A pending
 * price change stays pending. With `alertId`, only that alert of the user (the "Pause this
 * alert" button under a listing message). Returns the alerts that changed.
 */
export async function setAlertsPaused(db: Database, userId: string, paused: boolean, now = new Date(), options: { alertId?: string } = {}): Promise<Alert[]> {
	if (options.alertId !== undefined && !uuidPattern.test(options.alertId)) return []
	return db
		.update(subscriptions)
		.set({ status: paused ? 'paused' : 'active', updatedAt: now })
		.where(
			and(
				eq(subscriptions.userId, userId),
				eq(subscriptions.status, paused ? 'active' : 'paused'),
				options.alertId === undefined ? undefined : eq(subscriptions.id, options.alertId),
			),
		)
		.returning()
}

/**
 * Mutes or unmutes one model (a catalogue slug of the alert's brand) for one alert of the user
 * (docs/decisions/040-listing-buttons.md). Only an alert on every model of its brand mutes: on an
 * alert for one model it would be a pause by another name. Muting twice changes nothing. Returns
 * the alert as it is now, or null when it is not this user's or not an all-models alert.
 */
export async function setModelMuted(
	db: Database,
	input: { userId: string; id: string; model: string; muted: boolean; now?: Date },
): Promise<Alert | null> {
	if (!uuidPattern.test(input.id) || input.model === allModels || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(input.model)) return null
	const list = input.muted
		? sql`case when ${input.model} = any(${subscriptions.mutedModels}) then ${subscriptions.mutedModels} else array_append(${subscriptions.mutedModels}, ${input.model}::text) end`
		: sql`array_remove(${subscriptions.mutedModels}, ${input.model}::text)`
	const [updated] = await db
		.update(subscriptions)
		.set({ mutedModels: list, updatedAt: input.now ?? new Date() })
		.where(and(eq(subscriptions.id, input.id), eq(subscriptions.userId, input.userId), eq(subscriptions.model, allModels)))
		.returning()
	return updated ?? null
}

/**
 * "Not this car": the listing gets no further message for this alert of the user, price drops
 * included; `hidden: false` undoes it. Returns false when the alert is not this user's.
 */
export async function setListingHidden(
	db: Database,
	input: { userId: string; id: string; siteId: string; listingId: string; hidden: boolean },
): Promise<boolean> {
	const alert = await findAlert(db, input.userId, input.id)
	if (!alert) return false
	if (input.hidden) {
		await db
			.insert(alertHiddenListings)
			.values({ subscriptionId: alert.id, siteId: input.siteId, listingId: input.listingId })
			.onConflictDoNothing()
	} else {
		await db
			.delete(alertHiddenListings)
			.where(and(eq(alertHiddenListings.subscriptionId, alert.id), eq(alertHiddenListings.siteId, input.siteId), eq(alertHiddenListings.listingId, input.listingId)))
	}
	return true
}

/** Whether the buyer set this listing aside for this alert ("Not this car"). */
export async function isListingHidden(db: Database, alertId: string, siteId: string, listingId: string): Promise<boolean> {
	const [row] = await db
		.select({ id: alertHiddenListings.listingId })
		.from(alertHiddenListings)
		.where(and(eq(alertHiddenListings.subscriptionId, alertId), eq(alertHiddenListings.siteId, siteId), eq(alertHiddenListings.listingId, listingId)))
	return row !== undefined
}

/**
 * The muted models an alert keeps through an edit: they are of its brand's models and mean
 * something only while it watches all of them, so a new brand or a single model drops them.
 */
function keptMutes(criteria: AlertCriteria) {
	return sql`case when ${subscriptions.brand} = ${criteria.brand} and ${criteria.model} = ${allModels} then ${subscriptions.mutedModels} else '{}'::text[] end`
}

/** Whether the user created an alert since `since` (a repeated submit lands where the first went). */
export async function createdAlertSince(db: Database, userId: string, since: Date): Promise<boolean> {
	const [row] = await db
		.select({ id: subscriptions.id })
		.from(subscriptions)
		.where(and(eq(subscriptions.userId, userId), gte(subscriptions.createdAt, since)))
		.limit(1)
	return row !== undefined
}
