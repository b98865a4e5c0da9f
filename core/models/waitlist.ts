import crypto from 'node:crypto'
import { and, asc, eq, gt, isNotNull, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm'
import { admissionLockKey, holdsSlot, occupiedSlots } from '../capacity.ts'
import { type Config, sessionSecret } from '../config.ts'
import { type Database } from '../db/client.ts'
import { mailOutbox, subscriptions, users, waitlistEntries } from '../db/schema.ts'
import { asLanguage, type Language } from '../enums.ts'
import { textsOf } from '../i18n/texts.ts'
import { formatMailDate } from '../mail/dates.ts'
import { linkMail, sendMail } from '../mail/outbox.ts'
import { mailToken } from '../mail/secrets.ts'
import { type WaitlistInput } from '../schemas/waitlist.ts'

/** How long an invitation holds its slot (docs/product/decisions.md, Capacity). */
export const invitationHours = 48

/** How long the link that confirms an entry's address works; an unconfirmed entry is then deleted. */
export const confirmationHours = 48

/** A second join with an unconfirmed address mails a new link only after this long, so it cannot mail-bomb. */
export const confirmationResendMs = 10 * 60_000

function baseUrl(config: Pick<Config, 'APP_URL' | 'PORT'>) {
	return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '')
}

/** Where an invited person registers or logs in; the redirect leads on to the alert set-up. */
export function invitationLink(config: Pick<Config, 'APP_URL' | 'PORT'>): string {
	return `${baseUrl(config)}/register?redirect=/setup-alerts`
}

export function confirmationLink(config: Pick<Config, 'APP_URL' | 'PORT'>, token: string): string {
	return `${baseUrl(config)}/waitlist/confirm?token=${encodeURIComponent(token)}`
}

/** Only a hash of the link's token is stored, so a database leak confirms nobody. */
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url')

/**
 * Adds a visitor to the waitlist and mails a link that confirms the address. The entry holds no
 * place and gets no invitation until confirmed, so invented addresses cannot fill the line.
 * Joining twice with one e-mail keeps the first entry (and its place in line) and answers the
 * same way, so the form never reveals who is already listed; an entry still unconfirmed gets a
 * new link at most every 10 minutes. Someone whose invitation expired unused joins again at the
 * back of the line, and confirms again.
 */
export async function joinWaitlist(
	db: Database,
	config: Config,
	input: WaitlistInput & { language: Language },
	now = new Date(),
): Promise<{ mailed: boolean }> {
	// The mail carries a sealed marker for the token, never the token (docs/decisions/045-secrets-out-of-the-outbox.md).
	const token = mailToken(sessionSecret(config))
	const fresh = { ...input, createdAt: now, confirmedAt: null, confirmTokenHash: hashToken(token.value) }
	const [entry] = await db
		.insert(waitlistEntries)
		.values(fresh)
		.onConflictDoUpdate({
			target: waitlistEntries.email,
			set: { ...fresh, invitedAt: null, inviteExpiresAt: null, inviteTokenHash: null },
			setWhere: or(
				lte(waitlistEntries.inviteExpiresAt, now),
				and(isNull(waitlistEntries.confirmedAt), lte(waitlistEntries.createdAt, new Date(now.getTime() - confirmationResendMs))),
			),
		})
		.returning()
	if (!entry) return { mailed: false }
	await sendMail(
		db,
		config,
		confirmationMail({
			email: entry.email,
			firstName: entry.firstName,
			language: asLanguage(entry.language),
			expiresAt: new Date(now.getTime() + confirmationHours * 3_600_000),
			link: confirmationLink(config, token.markerFor(entry.email)),
		}),
	)
	return { mailed: true }
}

/** Confirms the entry the link was mailed for, within its 48 hours; false for any other token. */
export async function confirmWaitlistEntry(db: Database, token: string, now = new Date()): Promise<boolean> {
	const confirmed = await db
		.update(waitlistEntries)
		.set({ confirmedAt: now, confirmTokenHash: null })
		.where(
			and(
				eq(waitlistEntries.confirmTokenHash, hashToken(token)),
				isNull(waitlistEntries.confirmedAt),
				gt(waitlistEntries.createdAt, new Date(now.getTime() - confirmationHours * 3_600_000)),
			),
		)
		.returning({ id: waitlistEntries.id })
	return confirmed.length > 0
}

/** Unconfirmed entries past their link's life are deleted; the worker runs this with the session sweep. */
export async function sweepUnconfirmedWaitlist(db: Database, now = new Date()) {
	await db
		.delete(waitlistEntries)
		.where(
			and(
				isNull(waitlistEntries.confirmedAt),
				lt(waitlistEntries.createdAt, new Date(now.getTime() - confirmationHours * 3_600_000)),
			),
		)
}

function confirmationMail(input: { email: string; firstName: string; language: Language; expiresAt: Date; link: string }) {
	const t = textsOf(input.language, 'mail')
	const values = { name: input.firstName, email: input.email, expiry: formatMailDate(input.expiresAt, input.language) }
	const before = [t('waitlistConfirm.intro', values), t('waitlistConfirm.body', values), t('waitlistConfirm.action', values)]
	return linkMail(input.email, t('waitlistConfirm.subject'), before, input.link, [t('waitlistConfirm.ignore'), t('signature')])
}

/**
 * Invites the oldest confirmed waitlist entries (by createdAt, then id) while slots are free: each gets an
 * e-mail and holds a slot for 48 hours, which occupiedSlots counts. An entry is invited once: an
 * expired invitation is not renewed and its slot returns to the pool. Entries of people who
 * already hold a slot are passed over. The count, the invitations and the queued mail share one
 * transaction under the admission lock, so concurrent runs invite nobody twice and the mail
 * exists exactly when the invitation does (the worker's mail.deliver job sends it).
 * Returns the invited e-mail addresses.
 */
export async function inviteFromWaitlist(db: Database, config: Config, now = new Date()): Promise<string[]> {
	return db.transaction(async (tx) => {
		await tx.execute(sql`select pg_advisory_xact_lock(${admissionLockKey})`)
		const free = config.SUBSCRIBER_CAPACITY - (await occupiedSlots(tx, now))
		if (free <= 0) return []
		const entries = await tx
			.select()
			.from(waitlistEntries)
			.where(
				and(
					isNull(waitlistEntries.invitedAt),
					isNotNull(waitlistEntries.confirmedAt),
					notExists(
						tx
							.select({ one: sql`1` })
							.from(users)
							.innerJoin(subscriptions, eq(subscriptions.userId, users.id))
							.where(and(eq(users.email, waitlistEntries.email), holdsSlot(now))),
					),
				),
			)
			.orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
			.limit(free)
		if (entries.length === 0) return []

		const inviteExpiresAt = new Date(now.getTime() + invitationHours * 3_600_000)
		const link = invitationLink(config)
		for (const entry of entries) {
			await tx
				.update(waitlistEntries)
				.set({ invitedAt: now, inviteExpiresAt })
				.where(and(eq(waitlistEntries.id, entry.id), isNull(waitlistEntries.invitedAt)))
			await tx.insert(mailOutbox).values(
				invitationMail({
					email: entry.email,
					firstName: entry.firstName,
					language: asLanguage(entry.language),
					expiresAt: inviteExpiresAt,
					link,
				}),
			)
		}
		return entries.map((entry) => entry.email)
	})
}

function invitationMail(input: { email: string; firstName: string; language: Language; expiresAt: Date; link: string }) {
	const t = textsOf(input.language, 'mail')
	const values = { name: input.firstName, email: input.email, expiry: formatMailDate(input.expiresAt, input.language) }
	const before = [t('invite.intro', values), t('invite.held', values), t('invite.action', values)]
	return linkMail(input.email, t('invite.subject'), before, input.link, [t('invite.after'), t('invite.ignore'), t('signature')])
}
